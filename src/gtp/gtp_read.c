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
 *   analyze_semeai A B -> "D K MOVE": a liberty race (seichi_read_semeai)
 *   owl_attack VERTEX / owl_defend VERTEX -> as attack and defend, for the
 *                     life of the vertex's group (seichi_read_kill,
 *                     seichi_read_live: local life and death)
 */
#include <stdio.h>
#include <string.h>

#include "gtp/gtp_impl.h"

#define SEMEAI_BUDGET 200000 /* plays a race question may take */

/* GNU Go's answer codes: 0 fail, 1 win, 2 ko taken first, 3 ko to retake. */
static int gnugo_code(int res)
{
    return res == SEICHI_READ_WIN ? 1 : res == SEICHI_READ_KO ? 2 : res == SEICHI_READ_KO_RETAKE ? 3 : 0;
}

#define LIFE_BUDGET 200000 /* plays a life question may take */

/* kind: 1 attack, 0 defend, 3 owl_attack, 2 owl_defend. */
static int read_cmd(seichi_gtp *e, int argc, char **argv, int kind)
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
    seichi_reader *r = seichi_reader_new(e->pos, kind >= 2 ? LIFE_BUDGET : 0, 0);
    if (!r) {
        sbuf_puts(&e->text, "out of memory");
        return 1;
    }
    int move = SEICHI_NONE;
    int res = kind == 1   ? seichi_read_attack(r, e->pos, pt, &move)
              : kind == 0 ? seichi_read_defend(r, e->pos, pt, &move)
              : kind == 3 ? seichi_read_kill(r, e->pos, pt, &move)
                          : seichi_read_live(r, e->pos, pt, &move);
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
    sbuf_printf(&e->text, "%d %s", gnugo_code(res),
                move == SEICHI_PASS ? "PASS" : seichi_graph_point_name(e->graph, move, name, sizeof name));
    return 0;
}

int gtp_cmd_attack(seichi_gtp *e, int argc, char **argv) { return read_cmd(e, argc, argv, 1); }

int gtp_cmd_defend(seichi_gtp *e, int argc, char **argv) { return read_cmd(e, argc, argv, 0); }

int gtp_cmd_owl_attack(seichi_gtp *e, int argc, char **argv) { return read_cmd(e, argc, argv, 3); }

int gtp_cmd_owl_defend(seichi_gtp *e, int argc, char **argv) { return read_cmd(e, argc, argv, 2); }

/* analyze_semeai A B: the race between the groups of the stones at A and
 * B, A's owner moving first, answered as GNU Go's command: "D K MOVE"
 * with D whether A's group survives, K whether B's is captured, each 0,
 * 1, 2 or 3 as in attack and defend (so "1 1" the race is won, "1 0"
 * seki, "0 0" lost) and MOVE the move to play (PASS when none). */
int gtp_cmd_analyze_semeai(seichi_gtp *e, int argc, char **argv)
{
    int pt[2];
    for (int i = 0; i < 2; i++) {
        pt[i] = argc == 2 && strlen(argv[i]) <= 8 ? seichi_graph_find_point(e->graph, argv[i]) : SEICHI_NONE;
        if (pt[i] < 0) {
            sbuf_puts(&e->text, pt[i] == SEICHI_PASS ? "vertex must not be pass" : "syntax error");
            return 1;
        }
        if (!seichi_pos_color(e->pos, pt[i])) {
            sbuf_puts(&e->text, "vertex must not be empty");
            return 1;
        }
    }
    if (seichi_pos_color(e->pos, pt[0]) == seichi_pos_color(e->pos, pt[1])) {
        sbuf_puts(&e->text, "vertices must be of different colours");
        return 1;
    }
    seichi_reader *r = seichi_reader_new(e->pos, SEMEAI_BUDGET, 0);
    if (!r) {
        sbuf_puts(&e->text, "out of memory");
        return 1;
    }
    int kill = SEICHI_READ_FAIL, move = SEICHI_NONE;
    int live = seichi_read_semeai(r, e->pos, pt[0], pt[1], &kill, &move);
    seichi_reader_free(r);
    if (live == SEICHI_READ_UNKNOWN || kill == SEICHI_READ_UNKNOWN) {
        sbuf_puts(&e->text, "unknown: the reading budget ran out");
        return 1;
    }
    char name[24];
    sbuf_printf(&e->text, "%d %d %s", gnugo_code(live), gnugo_code(kill),
                move == SEICHI_PASS || move < 0 ? "PASS" : seichi_graph_point_name(e->graph, move, name, sizeof name));
    return 0;
}
