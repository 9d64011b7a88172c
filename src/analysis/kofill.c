/*
 * kofill.c - who fills an open ko at the end of a game (seed 003,
 * section 3: "kos filled for the right colour").  See kofill.h.
 *
 * Read from the position, no stone played: every neighbour of x is a
 * stone of the enclosing colour own, so the other colour playing there
 * captures exactly one stone only if exactly one neighbouring chain is in
 * atari and it is a single stone, and then its stone has exactly one
 * liberty (the captured point); own playing there captures nothing, is
 * suicide (illegal) with no liberty, else has the liberties
 * pos_libs_after_play() counts.
 */
#include "analysis/kofill.h"
#include "position/position.h"

int ko_filler(const seichi_pos *w, int x)
{
    const seichi_graph *g = w->g;
    if (w->color[x]) return 0;
    int own = -1, single_atari = 0, atari[SEICHI_MAX_DEGREE], natari = 0, cap = 0;
    for (const int *q = g->adj + g->adj_off[x]; q < g->adj + g->adj_off[x + 1]; q++) {
        int col = w->color[*q];
        if (!col || (own >= 0 && col != own)) return 0;
        own = col;
        int h = w->head[*q], seen = 0;
        if (w->size[h] == 1 && w->libs[h] == 1) single_atari = 1;
        if (w->libs[h] != 1) continue;
        for (int i = 0; i < natari; i++) seen |= atari[i] == h;
        if (!seen) atari[natari++] = h, cap += w->size[h];
    }
    if (own <= 0 || !single_atari || cap != 1) return 0;
    int libs = pos_libs_after_play(w, own, x, 2);
    if (!libs) return 0;
    return libs >= 2 ? own : (own == SEICHI_BLACK ? SEICHI_WHITE : SEICHI_BLACK);
}
