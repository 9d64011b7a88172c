/*
 * fills.c - the points that must still be filled before counting (seed
 * 003, section 3, from "To really improve on the result..."):
 *
 *  - dame: empty points of zero Bouzy intensity on the position without
 *    its dead stones (not next to a seki, whose liberties stay empty).
 *  - forced connections: the dame are filled with Black, then each
 *    string left in atari connects at its last liberty (repeatedly, a few
 *    rounds); the same again with White.  A point needed both times, by
 *    the same player, is a real forced connection.
 *  - kos: an empty point enclosed by one colour where the other colour
 *    would capture a single stone and stand in atari; it is filled by the
 *    enclosing colour when that connection leaves it with two liberties.
 *  - area scoring: the dame are shared by filling them in turn, the player
 *    to move first (what playing them out would give).
 */
#include <string.h>

#include "analysis/carta.h"
#include "analysis/kofill.h"

static int other(int col) { return col == SEICHI_BLACK ? SEICHI_WHITE : SEICHI_BLACK; }

static int is_dame(const carta *c, const uint8_t *seki, int p)
{
    const seichi_graph *g = c->g;
    if (c->pos->color[p] || c->bouzy[p] != 0) return 0;
    for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++)
        if (seki[*q]) return 0;
    return 1;
}

/* Fills the dame with colour f, then connects strings left in atari;
 * need[p] gets the connecting colour. */
static void fill_and_connect(carta *c, const uint8_t *seki, int f, uint8_t *need)
{
    seichi_pos *s = c->sim;
    int n = c->n;
    memset(need, 0, (size_t)n);
    if (seichi_pos_copy_into(s, c->pos) != SEICHI_OK) return;
    for (int p = 0; p < n; p++)
        if (is_dame(c, seki, p)) seichi_pos_play(s, f, p, SEICHI_IGNORE_KO, NULL, NULL);
    for (int round = 0; round < 6; round++) {
        int changed = 0;
        for (int p = 0; p < n; p++) {
            if (!s->color[p] || s->head[p] != p || s->libs[p] != 1) continue;
            if (!c->pos->color[p]) continue; /* only strings that were there */
            int lib = pos_chain_liberty(s, p);
            if (lib < 0 || seki[lib]) continue;
            int col = s->color[p];
            if (seichi_pos_play(s, col, lib, SEICHI_IGNORE_KO, NULL, NULL) == SEICHI_OK) {
                if (!need[lib]) need[lib] = (uint8_t)col;
                changed = 1;
            }
        }
        if (!changed) break;
    }
}

void carta_fills(carta *c, const seichi_rules *rules, uint8_t *fills, sbuf *explain)
{
    const seichi_graph *g = c->g;
    seichi_pos *w = c->pos;
    int n = c->n;
    uint8_t *seki = (uint8_t *)c->g_eyes;           /* n bytes of scratch   */
    uint8_t *needb = (uint8_t *)c->g_terr;
    uint8_t *needw = (uint8_t *)c->g_libs;
    memset(fills, 0, (size_t)n);
    for (int p = 0; p < n; p++)
        seki[p] = w->color[p] && (c->g_flags[carta_find(c, p)] & (CG_SEKI | CG_SNAPBACK));
    carta_bouzy(c, 8, 21);
    fill_and_connect(c, seki, SEICHI_BLACK, needb);
    fill_and_connect(c, seki, SEICHI_WHITE, needw);
    for (int p = 0; p < n; p++) {
        if (needb[p] && needb[p] == needw[p] && !w->color[p] && c->bouzy[p] != 0) {
            fills[p] = needb[p];
            if (explain) {
                char name[16];
                seichi_graph_point_name(g, p, name, sizeof name);
                sbuf_printf(explain, "point %s: forced connection for %s (needed whoever fills the dame)\n",
                            name, needb[p] == SEICHI_BLACK ? "Black" : "White");
            }
        }
    }
    /* kos */
    for (int p = 0; p < n; p++) {
        if (fills[p]) continue;
        int filler = ko_filler(w, p);
        if (!filler) continue;
        fills[p] = (uint8_t)filler;
        if (explain) {
            char name[16];
            seichi_graph_point_name(g, p, name, sizeof name);
            sbuf_printf(explain, "point %s: ko, filled by %s\n", name,
                        filler == SEICHI_BLACK ? "Black" : "White");
        }
    }
    /* area scoring: the dame go in turn, the player to move first */
    if (rules && rules->scoring == SEICHI_SCORE_AREA) {
        int turn = c->orig->to_move == SEICHI_WHITE ? SEICHI_WHITE : SEICHI_BLACK;
        for (int p = 0; p < n; p++) {
            if (fills[p] || !is_dame(c, seki, p)) continue;
            fills[p] = (uint8_t)turn;
            if (explain) {
                char name[16];
                seichi_graph_point_name(g, p, name, sizeof name);
                sbuf_printf(explain, "point %s: dame, filled in turn by %s\n", name,
                            turn == SEICHI_BLACK ? "Black" : "White");
            }
            turn = other(turn);
        }
    }
}
