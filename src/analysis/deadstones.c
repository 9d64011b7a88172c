/*
 * deadstones.c - automatic dead-stone decision of a finished position
 * (seed 003, Carta's static method, with Benson's pass-alive guard).
 *
 * Pipeline:
 *  1. pass-alive chains (seed 002) are protected: never called dead;
 *  2. carta_remove_dead(): groups, eyes, liberties, Bouzy territory,
 *     stability; seki and snapback; removal of the deadest groups, round
 *     after round, until every group left stands (carta.c,
 *     dead_remove.c);
 *  3. the stones removed are the dead stones (whole chains);
 *  4. carta_fills(): forced connections, kos and, under area scoring, the
 *     dame shared in turn (fills.c).
 * The analysis sees nothing but the position and the rules: no result,
 * no territory markup, no comments.  Works on two-player grids and graphs;
 * with more than two players nothing is called dead.
 */
#include <string.h>

#include "analysis/carta.h"
#include "analysis/deadstones.h"

static void explain_groups(carta *c, const uint8_t *dead, sbuf *out)
{
    const seichi_pos *p = c->orig;
    const seichi_graph *g = c->g;
    int n = c->n;
    /* alive groups: from the final evaluation of the working position */
    for (int x = 0; x < n; x++) {
        if (!c->pos->color[x] || carta_find(c, x) != x) continue;
        char name[16];
        seichi_graph_point_name(g, x, name, sizeof name);
        int f = c->g_flags[x];
        const char *why = (f & CG_BENSON) ? "pass-alive (Benson)"
                          : (f & CG_SEKI) ? "seki (shares its liberties with a group that cannot live either)"
                          : (f & CG_SNAPBACK) ? "cannot be captured (snapback)"
                          : "alive";
        sbuf_printf(out, "group %s %s (%d stones): %s; eyes %.1f, liberties %d, territory %d\n",
                    p->color[x] == SEICHI_BLACK ? "Black" : "White", name, c->g_stones[x], why,
                    c->g_eyes[x] / 2.0, c->g_libs[x], c->g_terr[x]);
    }
    for (int x = 0; x < n; x++) {
        if (!dead[x] || p->head[x] != x) continue;
        char name[16];
        seichi_graph_point_name(g, x, name, sizeof name);
        sbuf_printf(out, "chain %s %s (%d stones): dead (removed: no two eyes, little territory, "
                    "the deadest left in its fight)\n",
                    p->color[x] == SEICHI_BLACK ? "Black" : "White", name, p->size[x]);
    }
}

/* A chain called dead whose empty surroundings (after every dead stone is
 * lifted) border its own colour only stands in its own territory: the
 * enemy that was to capture it was itself dead (mutual removal of weak
 * stones in a corner or on an edge).  Such chains are put back, repeatedly,
 * until none qualifies.  Returns 1 if any chain was restored. */
static int restore_own_territory(carta *c, uint8_t *dead)
{
    const seichi_pos *p = c->orig;
    const seichi_graph *g = c->g;
    seichi_pos *w = c->pos;
    int n = c->n, any = 0;
    int *seen = c->lastseen, *stack = c->stack;
    for (int round = 0; round < 8; round++) {
        int changed = 0;
        for (int x = 0; x < n; x++) seen[x] = -1;
        for (int x = 0; x < n; x++) {
            if (!dead[x] || p->head[x] != x || w->color[x]) continue;
            int col = p->color[x], bits = 0, sp = 0;
            stack[sp++] = x;
            seen[x] = x;
            while (sp) {
                int y = stack[--sp];
                for (const int *q = g->adj + g->adj_off[y]; q < g->adj + g->adj_off[y + 1]; q++) {
                    if (w->color[*q]) {
                        bits |= 1 << w->color[*q];
                    } else if (seen[*q] != x) {
                        seen[*q] = x;
                        stack[sp++] = *q;
                    }
                }
            }
            if (bits != 1 << col) continue;
            for (int s = x, k = 0; k < p->size[x]; k++, s = p->next[s]) {
                seichi_pos_setup(w, s, col);
                dead[s] = 0;
            }
            for (int s = x, k = 0; k < p->size[x]; k++, s = p->next[s]) {
                int h = w->head[s];
                c->grp[s] = h;
                if (!dead[h] && p->head[h] == x) { /* the head is restored */
                    c->grp[h] = h;
                    c->g_flags[h] = 0;
                }
            }
            changed = any = 1;
        }
        if (!changed) break;
    }
    return any;
}

int analysis_dead_stones(const seichi_pos *p, const seichi_rules *rules,
                         uint8_t *dead, uint8_t *fills, sbuf *explain)
{
    int n = p->n;
    memset(dead, 0, (size_t)n);
    if (fills) memset(fills, 0, (size_t)n);
    if (p->nplayers != 2) {
        if (explain) sbuf_puts(explain, "more than two players: no stone called dead\n");
        return SEICHI_OK;
    }
    carta c;
    if (carta_init(&c, p) != SEICHI_OK) return SEICHI_NOMEM;
    if (seichi_pass_alive(p, rules ? rules->suicide : 0, c.benson) != SEICHI_OK)
        memset(c.benson, 0, (size_t)n);
    carta_remove_dead(&c, explain);
    for (int x = 0; x < n; x++) dead[x] = p->color[x] && !c.pos->color[x];
    /* never a pass-alive chain: put any back (cannot happen unless the
       static evaluation erred) */
    int restored = 0;
    for (int x = 0; x < n; x++)
        if (dead[x] && c.benson[x] == p->color[x]) {
            seichi_pos_setup(c.pos, x, p->color[x]);
            restored = 1;
        }
    if (restored) {
        for (int x = 0; x < n; x++) dead[x] = p->color[x] && !c.pos->color[x];
        carta_remove_dead(&c, NULL);
        for (int x = 0; x < n; x++) dead[x] = p->color[x] && !c.pos->color[x] && c.benson[x] != p->color[x];
    }
    restore_own_territory(&c, dead);
    if (explain) explain_groups(&c, dead, explain);
    if (fills) carta_fills(&c, rules, fills, explain);
    carta_free(&c);
    return SEICHI_OK;
}
