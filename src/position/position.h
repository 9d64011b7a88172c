/*
 * position.h - internal view of seichi_pos for the analysis layers.
 *
 * All per-point arrays are indexed by point.  head[p] is the chain's head
 * for a stone and -1 for an empty point; size[] and libs[] are valid at
 * heads only.  next[] links the stones of a chain in a cycle.  mark[] with
 * gen is scratch for O(1) clearing (GNU Go's liberty_mark trick); only the
 * functions in position.c touch them.
 *
 * Two Zobrist hashes of the stones are kept, both incrementally: hash,
 * the XOR of the graph's key for each stone's point and colour (absolute
 * colours: what superko and stored results compare), and hash_swap, the
 * same with Black's and White's keys exchanged, which is the hash of the
 * colour-swapped position.  A search keyed on a question about one side
 * takes the hash seen from that side (pos_hash_from()), so a question and
 * its colour-swapped twin get the same key.
 */
#ifndef SEICHI_POSITION_H
#define SEICHI_POSITION_H

#include <stdint.h>

#include "seichi.h"
#include "topology/graph.h"

/* Undo log for searches (analysis/read.c): while a position's trail is
 * set, every play records the old value of each point array entry it
 * changes, and pos_undo() takes the position back to a mark.  The scalars
 * (hashes, ko, player to move, prisoners) are kept in the mark itself. */
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
    uint64_t hash, hash_swap;
    int ko, ko_player, to_move;
    int captures[SEICHI_MAX_PLAYERS + 1], suicides[SEICHI_MAX_PLAYERS + 1];
} pos_mark;

struct seichi_pos {
    const seichi_graph *g;
    int n, nplayers;
    int to_move;
    int ko, ko_player;  /* simple ko: ko_player may not play at ko now     */
    uint64_t hash;      /* Zobrist of the stones (not of the player)       */
    uint64_t hash_swap; /* the same, Black's and White's keys exchanged    */
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
    return player >= p->nplayers ? 1 : player + 1; /* no division */
}

/* Colour c with Black and White exchanged (other colours kept). */
static inline int pos_swapped_colour(int c)
{
    return c == SEICHI_BLACK || c == SEICHI_WHITE ? 3 - c : c;
}

/* The hash of the stones seen from colour c's side: the hash of the
 * position in which c's stones are White's, so hash for White and
 * hash_swap for Black.  A position seen from Black and its colour-swapped
 * twin seen from White give the same value.  Readers key their tables
 * with it (the side is the one their question is about), and
 * pos_swapped_colour() on the ko's player when c is Black. */
static inline uint64_t pos_hash_from(const seichi_pos *p, int c)
{
    return c == SEICHI_BLACK ? p->hash_swap : p->hash;
}

/* A liberty of the chain whose head is h (the first found walking its
 * stones), or -1 if it has none. */
int pos_chain_liberty(const seichi_pos *p, int h);

/* Liberties the chain of a stone of colour col played on the empty point
 * x would have, the stones it captures counted, up to enough (at most 8);
 * the position is not changed.  0: the play would be suicide. */
int pos_libs_after_play(const seichi_pos *p, int col, int x, int enough);

/* Rebuilds chains, liberties and both hashes from the colours. */
void pos_rebuild(seichi_pos *p);

/* pos_rebuild() for q whose colours are p's carried point by point by a
 * graph isomorphism (tr[x]: q's point for p's point x; q and p have as
 * many points): the same heads, stone order and hashes, the liberty
 * counts taken from p's chains (an isomorphism keeps them), so the walk
 * marks no liberties. */
void pos_rebuild_mapped(seichi_pos *q, const seichi_pos *p, const int *tr);

/* Two players: Black's stones become White's and White's Black's, with
 * the hashes (exchanged), the ko's player, the player to move and the
 * prisoners; the chains keep their heads and order, so a search on the result runs as
 * the colour-swapped search on p. */
void pos_swap_colours(seichi_pos *p);

#endif
