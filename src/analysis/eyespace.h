/*
 * eyespace.h - internal: eyespace canonical form, solver and table
 * (seed 004, sections 4-5).
 *
 * An eyespace is a connected set of points enclosed by one group, with
 * whatever stands on them.  Each point gets a label (seed 004 figure 7):
 *   colour   2 bits: 00 friend (the enclosing group's colour), 01 enemy,
 *                    10 vacant - relative, so that a white group's eye
 *                    and a black group's mirror eye are one class;
 *   edginess 2 bits: 00 centre, 01 edge, 10 corner (seichi_graph_edge_kind);
 *   degree   3 bits: neighbours inside the eyespace;
 *   touch    1 bit : the point is adjacent to the enclosing group (implied
 *                    by edginess and degree on grids; needed on graphs).
 * The canonical form is the lexicographically largest labelled adjacency
 * matrix read down the columns, over the numberings that keep the rows
 * sorted by label (only permutations inside equal-label classes).
 */
#ifndef SEICHI_EYESPACE_H
#define SEICHI_EYESPACE_H

#include <stdint.h>

#include "seichi.h"

#define EYE_MAX 16        /* largest eyespace canonicalised            */
#define EYE_SOLVE_MAX 8   /* largest eyespace solved by search          */
#define EYE_KEY_EXACT 7   /* keys up to this size are exact encodings   */

enum { EYE_FRIEND = 0, EYE_ENEMY = 1, EYE_VACANT = 2 };

typedef struct eye_shape {
    int k;
    uint8_t color[EYE_MAX]; /* EYE_*                                 */
    uint8_t edge[EYE_MAX];  /* SEICHI_CENTRE / EDGE / CORNER          */
    uint8_t touch[EYE_MAX]; /* adjacent to the enclosing group        */
    uint16_t adj[EYE_MAX];  /* neighbours inside, as a bit set        */
} eye_shape;

typedef struct eye_canon {
    uint64_t key;           /* compact key; exact when k <= 7 (bit 63 clear),
                               else a 63-bit hash with bit 63 set       */
    int perm[EYE_MAX];      /* perm[i] = shape index at canonical row i */
} eye_canon;

/* The label byte of point i (colour<<6 | edge<<4 | degree<<1 | touch). */
int eye_label(const eye_shape *s, int i);
/* Canonical form and key.  Returns 0, or -1 if the shape is too big
 * (k > EYE_MAX) or a degree exceeds 7. */
int eye_canonical(const eye_shape *s, eye_canon *out);
/* The shape in canonical order (row i of out = perm[i] of s). */
void eye_permute(const eye_shape *s, const int *perm, eye_shape *out);
/* Decodes an exact key (k <= 7) into a shape in canonical order; 0 or -1. */
int eye_decode(uint64_t key, eye_shape *out);

/* Builds the shape of the points pts[0..k-1] of p, friend = colour c.
 * Returns 0, or -1 if k > EYE_MAX. */
int eye_from_points(const seichi_pos *p, const int *pts, int k, int c, eye_shape *out);

/* Solver (eyespace_solve.c): statuses of every colouring of one shape at once by
 * retrograde analysis (attacker and defender alternate, passes allowed,
 * captures inside, the enclosing group has no other liberty, no suicide,
 * the defender bound by simple ko and the attacker not - so a ko for life
 * is dead - and endless play or seki is alive).  status[] is indexed by
 * the colouring in base 3 (digit i = colour of point i, EYE_* values),
 * vital[] gives a deciding point (shape index) for unsettled colourings,
 * -1 otherwise.  Illegal colourings (a chain inside without liberty) get
 * LIFE_UNKNOWN.  Both arrays need 3^k entries.  Returns 0, -1 if k >
 * EYE_SOLVE_MAX or out of memory. */
int eye_solve_all(const eye_shape *s, uint8_t *status, int8_t *vital);
/* Status of one shape as coloured (LIFE_*) and its vital point (shape
 * index or -1). */
int eye_solve(const eye_shape *s, int *vital);

/* Shipped table (eyetable.c): LIFE_* for an exact key, vital point in
 * canonical order (or -1), or -1 if the key is not in the table. */
int eye_table_lookup(uint64_t key, int *vital);
/* Number of entries and the largest size fully covered. */
int eye_table_size(void);
/* Row i (0 <= i < eye_table_size(), in key order): its key and vital
 * point, and its status; -1 if i is out of range. */
int eye_table_entry(int i, uint64_t *key, int *vital);

/* Per-analysis memo of solved keys. */
typedef struct eye_cache eye_cache;
eye_cache *eye_cache_new(void);
void eye_cache_free(eye_cache *c);

typedef struct eye_verdict {
    int status;   /* LIFE_*                                   */
    uint64_t key; /* canonical key (0 if too big to canonicalise) */
    int vital;    /* board point or SEICHI_NONE               */
    int source;   /* 0 rule, 1 table, 2 search, 3 cache        */
} eye_verdict;

/* Status of the group of colour c whose only eyespace is pts[0..k-1]:
 * table, memo, or solver; an eyespace too big for the solver (or too
 * symmetric to canonicalise) is alive when it has 7 points or more (seed
 * 004's rule; the caller only passes eyespaces whose enemies are dead). */
void eyespace_judge(const seichi_pos *p, const int *pts, int k, int c, eye_cache *cache,
                    eye_verdict *out);

#endif
