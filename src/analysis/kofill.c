/*
 * kofill.c - who fills an open ko at the end of a game (seed 003,
 * section 3: "kos filled for the right colour").  See kofill.h.
 */
#include "analysis/kofill.h"
#include "position/position.h"

int ko_filler(const seichi_pos *w, seichi_pos *scratch, int x)
{
    const seichi_graph *g = w->g;
    if (w->color[x]) return 0;
    int own = -1, single_atari = 0;
    for (const int *q = g->adj + g->adj_off[x]; q < g->adj + g->adj_off[x + 1]; q++) {
        int col = w->color[*q];
        if (!col || (own >= 0 && col != own)) return 0;
        own = col;
        int h = w->head[*q];
        if (w->size[h] == 1 && w->libs[h] == 1) single_atari = 1;
    }
    if (own <= 0 || !single_atari) return 0;
    int enemy = own == SEICHI_BLACK ? SEICHI_WHITE : SEICHI_BLACK, cap = 0;
    if (seichi_pos_copy_into(scratch, w) != SEICHI_OK ||
        seichi_pos_play(scratch, enemy, x, SEICHI_IGNORE_KO, NULL, &cap) != SEICHI_OK)
        return 0;
    if (cap != 1 || scratch->libs[scratch->head[x]] != 1) return 0;
    if (seichi_pos_copy_into(scratch, w) != SEICHI_OK ||
        seichi_pos_play(scratch, own, x, SEICHI_IGNORE_KO, NULL, NULL) != SEICHI_OK)
        return 0;
    return scratch->libs[scratch->head[x]] >= 2 ? own : enemy;
}
