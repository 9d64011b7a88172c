/*
 * gtp_uncond.c - `seichi-unconditional_status VERTEX`: the unconditional
 * status of a point in GNU Go's words (its `unconditional_status`):
 *
 *   alive            a stone of a pass-alive chain (Benson);
 *   dead             a stone in the other player's unconditional territory;
 *   black_territory  an empty point of Black's unconditional territory,
 *   white_territory  or White's (seichi_unconditional, docs/LIFE.md);
 *   undecided        anything else.
 *
 * One difference from GNU Go: a capturable stone standing inside its own
 * player's unconditional territory is answered with that player's
 * territory, not "alive" (GNU Go calls it alive): the point is the
 * player's whatever happens, but the stone itself can be captured.
 * Suicide follows the engine's rules.
 */
#include <stdlib.h>

#include "gtp/gtp_impl.h"

int gtp_cmd_unconditional_status(seichi_gtp *e, int argc, char **argv)
{
    if (argc != 1) {
        sbuf_puts(&e->text, "syntax error");
        return 1;
    }
    int pt = seichi_graph_find_point(seichi_pos_graph(e->pos), argv[0]);
    if (pt < 0 || pt >= seichi_graph_points(seichi_pos_graph(e->pos))) {
        sbuf_puts(&e->text, "invalid coordinate");
        return 1;
    }
    int n = seichi_graph_points(seichi_pos_graph(e->pos));
    uint8_t *m = malloc((size_t)n * 2 + 2);
    if (!m) {
        sbuf_puts(&e->text, "out of memory");
        return 1;
    }
    uint8_t *pa = m, *un = m + n + 1;
    int suicide = e->rules.suicide;
    int rc = seichi_pass_alive(e->pos, suicide, pa);
    if (rc == SEICHI_OK) rc = seichi_unconditional(e->pos, suicide, un);
    if (rc != SEICHI_OK) {
        free(m);
        sbuf_printf(&e->text, "cannot analyse: %s", seichi_strerror(rc));
        return 1;
    }
    int col = seichi_pos_color(e->pos, pt), owner = un[pt];
    const char *word = "undecided";
    if (owner == SEICHI_BLACK || owner == SEICHI_WHITE) {
        const char *terr = owner == SEICHI_BLACK ? "black_territory" : "white_territory";
        if (col == SEICHI_EMPTY) word = terr;
        else if (col != owner) word = "dead";
        else word = pa[pt] == owner ? "alive" : terr;
    }
    free(m);
    sbuf_puts(&e->text, word);
    return 0;
}
