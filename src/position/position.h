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

/* Undo log for searches (analysis/read.c): while a position's trail is
 * set, every play records the old value of each point array entry it
 * changes, and pos_undo() takes the position back to a mark.  The scalars
 * (hash, ko, player to move, prisoners) are kept in the mark itself. */
typedef struct pos_change {
    void *at;
    int old, is_byte;
} pos_change;

typedef struct pos_trail {
    pos_change *log; /* cap entries, the caller's                        */
    int n, cap;
    int overflow;    /* a play found the log full: undo is not exact      */
} pos_trail;

typedef struct pos_mark {
    int n;
    uint64_t hash;
    int ko, ko_player, to_move;
    int captures[SEICHI_MAX_PLAYERS + 1], suicides[SEICHI_MAX_PLAYERS + 1];
} pos_mark;

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
    pos_trail *trail;   /* NULL, or the undo log plays write to (never
                           copied with the position)                    */
};

/* Records the state to come back to; pos_undo() restores it (every play
 * since must have been made with p->trail set). */
void pos_mark_state(const seichi_pos *p, pos_mark *m);
void pos_undo(seichi_pos *p, const pos_mark *m);

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

/* Two players: Black's stones become White's and White's Black's, with
 * the hash, the ko's player, the player to move and the prisoners; the
 * chains keep their heads and order, so a search on the result runs as
 * the colour-swapped search on p. */
void pos_swap_colours(seichi_pos *p);

#endif
