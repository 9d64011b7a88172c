/*
 * solve_int.h - the Kee solver's state, shared by solve.c (the search) and
 * solve_cond.c (results conditional on the anchors).  Internal.
 */
#ifndef SEICHI_RULES_SOLVE_INT_H
#define SEICHI_RULES_SOLVE_INT_H

#include "rules/rules.h"
#include "rules/solve_dep.h"

#define SOLVE_MAX_POINTS 16
#define SOLVE_MAX_SYM 48

/* Proof and disproof numbers of "Black's margin >= t" (t folded into the
 * key); pn == 0: proven, dn == 0: disproven.  work: expansions spent
 * below the entry, for replacement. */
typedef struct pn_entry {
    uint64_t k1, k2;
    uint32_t pn, dn, work, used;
} pn_entry;

#define PN_INF 0x3fffffffu
#define HINT_SIZE (1u << 16)
#define HINT_COLD 3 /* first numbers of the plays a hint does not name */
#define PN_BUCKET 4

typedef struct play {
    int kind, pt;
} play;

/* A child during an expansion: its play, key and numbers. */
typedef struct child {
    play pl;
    uint64_t k1, k2;
    uint32_t pn, dn;
    uint64_t rk1, rk2; /* reduced key (without the anchors), see fingerprint */
    long dep;          /* its entry in the table of conditional results, or -1 */
    int perm;          /* automorphism taking it to the reduced key's frame */
    int indep;         /* settled, or a prohibition: no anchor of ours matters */
} child;

typedef struct solver {
    seichi_match *m;
    int n;
    long long nodes, max_nodes;
    long long limit;      /* node bound of the search under way */
    int norefresh;        /* player not searched refreshing (0: none), see at_least */
    int aborted;
    pn_entry *tt;
    size_t tt_mask;       /* buckets - 1 */
    seichi_pos **saved;   /* one position a depth */
    child **kids;         /* one child list a depth */
    int depth_cap;
    uint64_t *words;
    int words_cap;
    int target;           /* the question searched: Black's margin >= target */
    int base;             /* first depth free for the search (the line walk holds those below) */
    uint64_t *hint;       /* HINT_SIZE winning plays by situation, see hint_key */
    int nsym;             /* automorphisms of the board graph (identity first) */
    uint8_t sym[SOLVE_MAX_SYM][SOLVE_MAX_POINTS];
    uint8_t inv[SOLVE_MAX_SYM][SOLVE_MAX_POINTS]; /* their inverses */
    uint32_t *symtab;     /* see map_board */
    int use_deps;         /* results conditional on the anchors (solve_dep.c) */
    dep_table dt;
    dep_item *acc, *tmp, *anch; /* scratch lists of DEP_SCRATCH items */
    uint64_t *solo_key;   /* solo_alone's cache: board and player + 1 */
    int16_t *solo_val;
} solver;

#define DEP_SCRATCH 4096
#define SOLO_CACHE (1u << 15)

/* solve.c */
uint64_t solve_mix(uint64_t x);
uint64_t solve_pack_board(const uint8_t *b, int n);
/* The board word of b mapped by the automorphism pi. */
uint64_t solve_pack_board_sym(const uint8_t *b, int n, const uint8_t *pi);
/* The key of the state without its anchors and the automorphism giving it. */
int solve_reduced_key(solver *s, uint64_t *k1, uint64_t *k2, int *perm);
/* The best margin player me reaches alone from the current board. */
int solve_solo_best(solver *s, int me);

/* solve_cond.c */
/* Does the conditional table hold a result for the current state?  1 and
 * the answer in *yes (c->rk1, rk2, perm, dep set), else 0. */
int dep_lookup(solver *s, child *c, int *yes);
/* Stores the result (yes: proven) of the current state, settled by its
 * children kids[0..nk), with the conditions its proof needs; the entry's
 * index, or -1. */
long dep_store(solver *s, const child *kids, int nk, int yes, const child *self);

#endif
