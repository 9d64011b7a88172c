/*
 * gtp_read.c - the tactical reading commands, named and answered as GNU
 * Go's so that its regression suites' reading tests run unchanged:
 *   attack VERTEX  -> "0", or "1 MOVE" (captured), "2 MOVE" (only by a
 *                     ko the attacker takes first), "3 MOVE" (only by a ko
 *                     the defender takes first: the attacker must retake)
 *   defend VERTEX  -> "0", or "1 MOVE" (saved; "1 PASS" when it needs no
 *                     move), "2 MOVE" / "3 MOVE" (only by a ko, as above)
 * on the current position (seichi_read_attack / seichi_read_defend).  A
 * question the node budget cannot settle fails with "unknown", never a
 * guess; an empty vertex fails with "vertex must not be empty".
 */
#include <stdio.h>
#include <string.h>

#include "gtp/gtp_impl.h"

static int read_cmd(seichi_gtp *e, int argc, char **argv, int attacking)
{
    int pt = argc == 1 && strlen(argv[0]) <= 8 ? seichi_graph_find_point(e->graph, argv[0]) : SEICHI_NONE;
    if (pt < 0) {
        sbuf_puts(&e->text, pt == SEICHI_PASS ? "vertex must not be pass" : "syntax error");
        return 1;
    }
    if (!seichi_pos_color(e->pos, pt)) {
        sbuf_puts(&e->text, "vertex must not be empty");
        return 1;
    }
    seichi_reader *r = seichi_reader_new(e->pos, 0, 0);
    if (!r) {
        sbuf_puts(&e->text, "out of memory");
        return 1;
    }
    int move = SEICHI_NONE;
    int res = attacking ? seichi_read_attack(r, e->pos, pt, &move) : seichi_read_defend(r, e->pos, pt, &move);
    seichi_reader_free(r);
    if (res == SEICHI_READ_UNKNOWN) {
        sbuf_puts(&e->text, "unknown: the reading budget ran out");
        return 1;
    }
    if (res == SEICHI_READ_FAIL) {
        sbuf_puts(&e->text, "0");
        return 0;
    }
    char name[24];
    sbuf_printf(&e->text, "%d %s", res == SEICHI_READ_WIN ? 1 : res == SEICHI_READ_KO ? 2 : 3,
                move == SEICHI_PASS ? "PASS" : seichi_graph_point_name(e->graph, move, name, sizeof name));
    return 0;
}

int gtp_cmd_attack(seichi_gtp *e, int argc, char **argv) { return read_cmd(e, argc, argv, 1); }

int gtp_cmd_defend(seichi_gtp *e, int argc, char **argv) { return read_cmd(e, argc, argv, 0); }
