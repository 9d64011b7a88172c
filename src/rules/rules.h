/*
 * rules.h - internal view of seichi_match for the solver, the SGF replay
 * and the tests.
 *
 * History: rec[k] describes the encounter after k plays (k = 0 is the
 * moment just after the start, or after the last setup): the board (n
 * bytes at boards + k*n), its Zobrist hash, the player then to play, how
 * many stone plays and normal passes of each player came before it, and
 * what play k was.  Encounters with the same hash are chained (prev_same)
 * from the hash table, newest first.
 */
#ifndef SEICHI_RULES_H
#define SEICHI_RULES_H

#include <stdint.h>

#include "position/position.h"
#include "seichi.h"

typedef struct match_rec {
    uint64_t hash;
    int to_move;          /* player encountering this board (0: over)    */
    int kind, player;     /* play that produced it (kind -1 for k = 0)    */
    int stone_plays;      /* stone plays among plays 1..k                  */
    int prev_same;        /* previous encounter with this hash, or -1     */
    uint16_t passes[SEICHI_MAX_PLAYERS + 1]; /* normal passes in 1..k     */
} match_rec;

struct seichi_match {
    seichi_rules rules;
    const seichi_graph *g;
    int n, nplayers;
    seichi_pos *pos;
    int to_move, over, lenient;
    uint8_t prohibited[SEICHI_MAX_PLAYERS + 1];
    int nactive;
    int base;            /* rec index of the last setup (history start)   */
    int sec_start;       /* just after the start or the last prohibition  */
    int prim_start;      /* latest of sec_start and the last refreshing pass */
    int consec_passes;   /* normal passes in a row since sec_start         */
    int pass_stones[SEICHI_MAX_PLAYERS + 1];
    uint8_t *dead;       /* points emptied by agreement (rule 15(a))       */
    match_rec *rec;
    uint8_t *boards;
    int nrec, cap;
    int *table;          /* open addressing: newest rec index per hash     */
    int tcap, tused;
    /* scratch for the enclosure flood (rule 9) */
    uint32_t *mark;
    uint32_t gen;
    int *stack;
};

/* The small state of a match besides the position and the history; with
 * match_restore() it undoes plays in LIFO order (the solver). */
typedef struct match_state {
    int to_move, over, nactive, sec_start, prim_start, consec_passes, nrec;
    uint8_t prohibited[SEICHI_MAX_PLAYERS + 1];
    int pass_stones[SEICHI_MAX_PLAYERS + 1];
} match_state;

void match_save(const seichi_match *m, match_state *s);
/* Drops the encounters recorded after s was saved (restoring the hash
 * table exactly) and restores s.  The caller restores the position. */
void match_restore(seichi_match *m, const match_state *s);

/* Restarts m from position p (same graph and players): the board, the
 * player to play; no prohibitions; the history starts there.  For the
 * SGF replay, which mirrors its moves into a lenient match to detect
 * superko repetitions. */
int match_sync(seichi_match *m, const seichi_pos *p);

/* Room for this many plays without reallocating. */
int match_reserve(seichi_match *m, int plays);

/* For replays that make the plays on their own position p (same graph and
 * players; SGF replay): records p, reached by a play of kind by player, as
 * the next encounter without replaying it, and returns the encounter it
 * repeats under the match's superko rule (positional: any earlier board;
 * situational: the same board with the same player to play; stone plays
 * only), -1 if none, -2 out of memory. */
int match_observe(seichi_match *m, const seichi_pos *p, int player, int kind);

/* Index of the newest encounter k >= from with the same board as the
 * current position and player q to move (q = 0: any player), or -1. */
int match_find(const seichi_match *m, int from, uint64_t hash, const uint8_t *board, int q);
/* Rule 9: would a stone of player at pt (which has no liberty of its own)
 * enclose an allied group? */
int match_enclosing(seichi_match *m, int player, int pt);

/* seichi_solve() with the table of results conditional on the anchors
 * (solve_dep.c) on or off: off, every state is keyed by its whole
 * summary; the tests compare the two. */
int solve_game(const seichi_graph *g, const seichi_rules *r, const seichi_move *prefix,
               const int *prefix_kind, int nprefix, long long max_nodes, int use_deps,
               seichi_solution *sol);

#endif
