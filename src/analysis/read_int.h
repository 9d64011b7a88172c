/*
 * read_int.h - what the tactical reader (read.c) shares with the liberty
 * race reader (read_semeai.c): the reader's state, its transposition table
 * and its counted plays.  Internal to the analysis layer.
 */
#ifndef SEICHI_READ_INT_H
#define SEICHI_READ_INT_H

#include <stdint.h>

#include "position/position.h"

/* One answer of the transposition table. */
typedef struct tt_entry {
    uint64_t key;
    uint32_t gen;
    int32_t move;
    int32_t result;
} tt_entry;

struct seichi_reader {
    seichi_pos *w;
    pos_trail trail;
    int budget, max_depth, nodes;
    tt_entry *tt;
    uint32_t gen, tt_mask;
};

/* seichi_reader_new() with a table of 2^tt_bits entries (that one has
 * 4,096) and an undo log of log_cap entries (0: 64n + 4096, that one's):
 * a caller asking only short questions can take smaller ones, cheaper to
 * make.  A log that fills makes the answer unknown, never wrong. */
seichi_reader *read_new(const seichi_pos *p, int budget, int max_depth, int tt_bits, int log_cap);

/* The table key of question q (its own number for each kind of question)
 * about side c on the working position: the stones seen from c's side
 * (pos_hash_from()), the ko point and who may not take it (c or the other
 * side).  Relative, so the same question on the colour-swapped position
 * about the other colour has the same key. */
uint64_t read_key(const seichi_reader *r, int c, uint64_t q);
/* 1 and the answer kept for key (its move in *move if not NULL), or 0. */
int read_tt_probe(const seichi_reader *r, uint64_t key, int *move, int *res);
/* Keeps an answer (never an unknown one: it depends on the budget). */
void read_tt_store(seichi_reader *r, uint64_t key, int result, int move);
/* Plays m for player (a legal play), counting a node.  Returns whether
 * the play took exactly one stone and left a ko. */
int read_play(seichi_reader *r, int player, int m);
/* Sets the working copy to p and starts a question: nodes counted from
 * zero, the undo log and the table emptied.  0 if p cannot be read on
 * this reader (another graph, not two players). */
int read_begin(seichi_reader *r, const seichi_pos *p);

/* How good an answer is for the side that gets it: win, ko it takes
 * first, ko it must retake, fail. */
static inline int read_rank(int res)
{
    return res == SEICHI_READ_WIN ? 3 : res == SEICHI_READ_KO ? 2 : res == SEICHI_READ_KO_RETAKE ? 1 : 0;
}

/* The answer for the side that played (ko: its play took a ko) when the
 * other side's answer is ans. */
static inline int read_grade(int ans, int ko)
{
    return ans == SEICHI_READ_FAIL        ? (ko ? SEICHI_READ_KO : SEICHI_READ_WIN)
           : ans == SEICHI_READ_KO        ? SEICHI_READ_KO_RETAKE
           : ans == SEICHI_READ_KO_RETAKE ? SEICHI_READ_KO
                                          : SEICHI_READ_FAIL;
}

/* The best answer of the side to move over the moves it has tried: each
 * move graded by read_grade, a win taken at once, else the best ko, and
 * unknown when any answer was (a move not read to the end may win). */
typedef struct read_best {
    int best, move, unknown;
} read_best;
#define READ_BEST_INIT {SEICHI_READ_FAIL, SEICHI_NONE, 0}

/* Adds move m, after which the other side's answer is ans (ko: m took a
 * ko).  Returns 1 when m wins: no other move needs trying. */
static inline int read_best_add(read_best *b, int m, int ans, int ko)
{
    int mine = read_grade(ans, ko);
    if (read_rank(mine) > read_rank(b->best)) b->best = mine, b->move = m;
    b->unknown |= ans == SEICHI_READ_UNKNOWN;
    return mine == SEICHI_READ_WIN;
}

/* The answer over the moves added; *move (if not NULL) gets the move of
 * a win or a ko. */
static inline int read_best_result(const read_best *b, int *move)
{
    if (b->best != SEICHI_READ_WIN && b->unknown) return SEICHI_READ_UNKNOWN;
    if (move && b->best != SEICHI_READ_FAIL) *move = b->move;
    return b->best;
}

/* Whether the empty point m is surrounded by one chain of col (filling it
 * is filling one's own eye; a point that joins two chains is not). */
static inline int read_own_eye(const seichi_pos *w, int m, int col)
{
    const seichi_graph *g = w->g;
    int h = -1;
    for (int j = g->adj_off[m]; j < g->adj_off[m + 1]; j++) {
        int q = g->adj[j];
        if (w->color[q] != col || (h >= 0 && w->head[q] != h)) return 0;
        h = w->head[q];
    }
    return 1;
}

#endif
