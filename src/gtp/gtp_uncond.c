/*
 * gtp_uncond.c - `seichi-unconditional_status VERTEX`: the unconditional
 * status of a point in GNU Go's words (its `unconditional_status`):
 *
 *   alive            a stone of a pass-alive chain (Benson), or one of
 *                    the owner's stones inside its unconditional territory;
 *   dead             a stone in the other player's unconditional territory;
 *   black_territory  an empty point of Black's unconditional territory,
 *   white_territory  or White's (seichi_unconditional, docs/LIFE.md);
 *   undecided        anything else.
 *
 * A stone of the owner's standing inside the owner's unconditional
 * territory is "alive" even when it is not pass-alive, as in GNU Go: it
 * can be captured, but the opponent can never live in its place, so it is
 * never removed as dead and its point is the owner's.
 * Suicide follows the engine's rules.  The maps of the last position
 * asked about are kept, so a run of questions on one position costs one
 * analysis.
 *
 * `seichi-safety_status VERTEX` answers in the same words from
 * seichi_safety() (territory also proved by a bounded local search).
 */
#include <stdlib.h>
#include <string.h>

#include "gtp/gtp_impl.h"

static int status_cmd(seichi_gtp *e, int argc, char **argv, int search)
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
    int suicide = e->rules.suicide != 0;
    uint64_t key = (uint64_t)n << 3 | (uint64_t)search << 1 | (uint64_t)suicide | 4;
    const uint8_t *colors = seichi_pos_colors(e->pos);
    if (!e->status_maps || e->status_key != key || memcmp(e->status_maps, colors, (size_t)n)) {
        free(e->status_maps);
        e->status_key = 0;
        e->status_maps = malloc((size_t)n * 3 + 3);
        if (!e->status_maps) {
            sbuf_puts(&e->text, "out of memory");
            return 1;
        }
        memcpy(e->status_maps, colors, (size_t)n);
        uint8_t *pa = e->status_maps + n + 1, *un = pa + n + 1;
        int rc = seichi_pass_alive(e->pos, suicide, pa);
        if (rc == SEICHI_OK) rc = search ? seichi_safety(e->pos, suicide, un) : seichi_unconditional(e->pos, suicide, un);
        if (rc != SEICHI_OK) {
            sbuf_printf(&e->text, "cannot analyse: %s", seichi_strerror(rc));
            return 1;
        }
        e->status_key = key;
    }
    const uint8_t *pa = e->status_maps + n + 1, *un = pa + n + 1;
    int col = seichi_pos_color(e->pos, pt), owner = un[pt];
    const char *word = "undecided";
    if (owner == SEICHI_BLACK || owner == SEICHI_WHITE) {
        const char *terr = owner == SEICHI_BLACK ? "black_territory" : "white_territory";
        if (col == SEICHI_EMPTY) word = terr;
        else if (col != owner) word = "dead";
        else word = "alive";
    }
    sbuf_puts(&e->text, word);
    return 0;
}

int gtp_cmd_unconditional_status(seichi_gtp *e, int argc, char **argv)
{
    return status_cmd(e, argc, argv, 0);
}

int gtp_cmd_safety_status(seichi_gtp *e, int argc, char **argv)
{
    return status_cmd(e, argc, argv, 1);
}
