/*
 * position.h - internal view of seichi_pos for the analysis layers.
 *
 * All per-point arrays are indexed by point.  head[p] is the chain's head
 * for a stone and -1 for an empty point; size[] and libs[] are valid at
 * heads only.  next[] links the stones of a chain in a cycle.  mark[] with
 * gen is scratch for O(1) clearing (GNU Go's liberty_mark trick); only the
 * functions in position.c touch them.
 */
#ifndef SEICHI_POSITION_H
#define SEICHI_POSITION_H

#include <stdint.h>

#include "seichi.h"
#include "topology/graph.h"

struct seichi_pos {
    const seichi_graph *g;
    int n, nplayers;
    int to_move;
    int ko, ko_player;  /* simple ko: ko_player may not play at ko now     */
    uint64_t hash;      /* Zobrist of the stones (not of the player)       */
    int captures[SEICHI_MAX_PLAYERS + 1];
    int suicides[SEICHI_MAX_PLAYERS + 1];
    size_t bytes;       /* size of this block, arrays included             */
    uint8_t *color;
    int *head, *next, *size, *libs, *stack;
    uint32_t *mark;
    uint32_t gen;
};

static inline int pos_next_player(const seichi_pos *p, int player)
{
    return player % p->nplayers + 1;
}

/* A liberty of the chain whose head is h (the first found walking its
 * stones), or -1 if it has none. */
int pos_chain_liberty(const seichi_pos *p, int h);

/* Liberties the chain of a stone of colour col played on the empty point
 * x would have, the stones it captures counted, up to enough (at most 8);
 * the position is not changed.  0: the play would be suicide. */
int pos_libs_after_play(const seichi_pos *p, int col, int x, int enough);

/* Rebuilds chains and liberties from the colours. */
void pos_rebuild(seichi_pos *p);

#endif
