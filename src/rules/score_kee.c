/*
 * score_kee.c - Kee rule 15: scoring any board graph with N players, and
 * the ranking.
 *
 * Area (the default): each stone counts one point for its owner; an empty
 * unit (a connected set of empty points, rule 8) counts for a player if
 * every stone next to it is that player's; units touching several players'
 * stones, or none, count for nobody.  Territory (variant): the empty units
 * as above plus prisoners (stones captured, pass stones received, stones
 * removed by agreement lying in the player's territory).  Komi goes to the
 * last player.  Ranking: 1 + the number of players with more points.
 */
#include "rules/rules.h"

#include <stdlib.h>
#include <string.h>

int seichi_match_remove_dead(seichi_match *m, int pt)
{
    if (pt < 0 || pt >= m->n || m->pos->color[pt] == SEICHI_EMPTY) return 0;
    for (int s = pt, first = 1; first || s != pt; first = 0, s = m->pos->next[s]) m->dead[s] = 1;
    return seichi_pos_remove_chain(m->pos, pt);
}

void seichi_match_score(const seichi_match *m, double komi, double *points, int *rank)
{
    const seichi_pos *p = m->pos;
    const seichi_graph *g = m->g;
    double pts[SEICHI_MAX_PLAYERS + 1] = {0};
    int *stack = malloc(sizeof(int) * ((size_t)m->n + 1));
    uint8_t *seen = calloc((size_t)m->n + 1, 1);
    int territory = m->rules.scoring == SEICHI_SCORE_TERRITORY;
    if (stack && seen) {
        for (int s0 = 0; s0 < m->n; s0++) {
            int c0 = p->color[s0];
            if (c0 != SEICHI_EMPTY) {
                if (!territory) pts[c0] += 1;
                continue;
            }
            if (seen[s0]) continue;
            int top = 0, size = 0, border = 0, mixed = 0, dead = 0;
            seen[s0] = 1;
            stack[top++] = s0;
            while (top) {
                int s = stack[--top];
                size++;
                dead += m->dead[s];
                for (int k = g->adj_off[s]; k < g->adj_off[s + 1]; k++) {
                    int q = g->adj[k], c = p->color[q];
                    if (c == SEICHI_EMPTY) {
                        if (!seen[q]) seen[q] = 1, stack[top++] = q;
                    } else if (border == 0) {
                        border = c;
                    } else if (border != c) {
                        mixed = 1;
                    }
                }
            }
            if (border && !mixed) pts[border] += size + (territory ? dead : 0);
        }
    }
    free(stack);
    free(seen);
    if (territory)
        for (int q = 1; q <= m->nplayers; q++)
            pts[q] += p->captures[q] + m->pass_stones[q];
    pts[m->nplayers] += komi;
    for (int q = 1; q <= m->nplayers; q++) {
        if (points) points[q] = pts[q];
        if (rank) {
            int r = 1;
            for (int o = 1; o <= m->nplayers; o++) r += pts[o] > pts[q];
            rank[q] = r;
        }
    }
    if (points) points[0] = 0;
    if (rank) rank[0] = 0;
}
