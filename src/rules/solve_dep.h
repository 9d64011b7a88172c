/*
 * solve_dep.h - results of the Kee solver that hold for a whole class of
 * anchor sets (solve.c; the argument is in docs/RULES.md, "Results that
 * hold for many anchor sets").
 *
 * A situation is a board word (2 bits a point) with the player to play in
 * bits 32-33.  A condition on the anchor at one situation says whether the
 * situation may lack an anchor and, if it has one, the interval its pass
 * difference r (Black's minus White's normal passes since the anchor) must
 * lie in.  A conditional result is "proven" or "disproven" for every state
 * with the same reduced key (the state without its anchors) whose anchors
 * meet every condition; situations without a condition are free.
 */
#ifndef SEICHI_RULES_SOLVE_DEP_H
#define SEICHI_RULES_SOLVE_DEP_H

#include <stddef.h>
#include <stdint.h>

/* bits 0-33 situation, bit 34 absence allowed, bits 40-47 lo + 128,
 * bits 48-55 hi + 128 (DEP_INF: unbounded; lo > hi: no anchor allowed).
 * An anchor of a state is written the same way with lo = hi = r. */
typedef uint64_t dep_item;

#define DEP_SIT_MASK ((1ull << 34) - 1)
#define DEP_INF 127

dep_item dep_make(uint64_t sit, int absent_ok, int lo, int hi);
static inline uint64_t dep_sit(dep_item d) { return d & DEP_SIT_MASK; }
static inline int dep_absent_ok(dep_item d) { return (int)((d >> 34) & 1); }
static inline int dep_lo(dep_item d) { return (int)((d >> 40) & 0xff) - 128; }
static inline int dep_hi(dep_item d) { return (int)((d >> 48) & 0xff) - 128; }

/* The condition d for the parent of a play that changed every pass
 * difference by delta (a normal pass: +1 Black's, -1 White's). */
dep_item dep_shift(dep_item d, int delta);

/* Sorts items by situation. */
void dep_sort(dep_item *v, int n);

/* acc (sorted, *nacc items, room for cap) becomes the conjunction of acc
 * and add (sorted, nadd): at a situation both name, absence allowed by
 * both and the intersection of the intervals.  -1 if cap is too small. */
int dep_and(dep_item *acc, int *nacc, int cap, const dep_item *add, int nadd);

/* Do the anchors (sorted, lo = hi = r) meet every condition of cond? */
int dep_holds(const dep_item *cond, int ncond, const dep_item *anchors, int nanchors);

/* A table of conditional results: buckets of DEP_BUCKET entries, the
 * conditions in one pool; when the pool is full the table starts again
 * empty (a lost entry costs a re-search, never a wrong answer). */
typedef struct dep_entry {
    uint64_t k1, k2;
    uint32_t off, len, stamp;
    uint8_t yes, used;
} dep_entry;

#define DEP_BUCKET 8

typedef struct dep_table {
    dep_entry *e;
    size_t mask; /* buckets - 1 */
    dep_item *pool;
    size_t npool, cap;
    uint32_t stamp;
    long long stored, found, resets;
} dep_table;

int dep_table_init(dep_table *t, size_t buckets, size_t pool_items);
void dep_table_free(dep_table *t);

/* Does some entry have key k1, k2? */
int dep_table_has(const dep_table *t, uint64_t k1, uint64_t k2);

/* The index of an entry with key k1, k2 whose conditions the anchors meet,
 * or -1; its answer in *yes. */
long dep_table_find(dep_table *t, uint64_t k1, uint64_t k2, const dep_item *anchors, int nanchors,
                    int *yes);

/* Stores a result; returns its index or -1 (no room). */
long dep_table_put(dep_table *t, uint64_t k1, uint64_t k2, int yes, const dep_item *cond, int n);

/* The conditions of entry idx if it still holds key k1, k2 and answer
 * yes, else NULL. */
const dep_item *dep_table_cond(const dep_table *t, long idx, uint64_t k1, uint64_t k2, int yes,
                               int *n);

#endif
