/*
 * safety_int.h - the search of safety.c, shared with safety_groups.c.
 */
#ifndef SEICHI_SAFETY_INT_H
#define SEICHI_SAFETY_INT_H

#include <stdint.h>

#include "analysis/life.h"
#include "position/position.h"

enum {
    SAFETY_MAX_EMPTY = 8,     /* empty points of a region searched        */
    SAFETY_MAX_POINTS = 24,   /* points of a region searched              */
    SAFETY_LEVELS = 5,        /* o moves (each with c's answer) searched  */
    SAFETY_NODES_REGION = 20000,
    SAFETY_NODES_CALL = 200000, /* a call and colour                      */
    SAFETY_TT_BITS = 14,      /* transposition table: 2^14 entries        */
    /* the scorer's check of the groups it killed (safety_prove_groups) */
    SAFETY_PROVE_LEVELS = 3,
    SAFETY_PROVE_NODES_GROUP = 2000,
    SAFETY_PROVE_NODES_CALL = 4000 /* a call and colour                   */
};

/* One position of the search (its stones: outside the region they never
 * change), for the region numbered gen: its static status and the depths
 * (o moves left) at which c's win is proved or known to fail. */
typedef struct safety_tt {
    uint64_t key;
    uint32_t gen;
    int8_t st, has_st, proved, failed;
} safety_tt;

typedef struct safety_ctx {
    int n, c, o, suicide;
    const int *rpts;          /* the points where both sides may move     */
    int nr;
    const int *cpts;          /* the points that must end up c's          */
    int ncp;
    const int *gstones;       /* group mode: a stone of each chain that   */
    int ngs;                  /* must become pass-alive (else 0 chains)   */
    const uint8_t *wall;      /* 1 on c's pass-alive stones at the start   */
    uint8_t *focus;           /* 1 on the region's points                 */
    const uint8_t *want;      /* group mode: only groups with a stone set */
    seichi_pos *w;            /* the working position (make and undo)    */
    pos_trail trail;
    uint8_t *pa, *un, *bytes; /* bytes: pa, un and focus (3n)             */
    int32_t *mem;
    long nodes, region_budget, call_nodes, region_cap, call_cap;
    int levels;               /* o moves searched, at most SAFETY_LEVELS  */
    int nomem;                /* a search found no memory for its tables */
    int killer[SAFETY_LEVELS + 1]; /* per depth: o's last refutation     */
    uint32_t *stamp, stamp_gen; /* visit marks of two_regions_each()     */
    int tt_bits;              /* the table: 2^tt_bits entries             */
    safety_tt *tt;            /* not zeroed: an entry is read only once  */
    uint64_t *tt_used;        /* its bit here is set (same block as tt)  */
    uint32_t gen;
} safety_ctx;

/* Sets x up for colour-independent work on p (caps: the node budgets;
 * the search's tables are made by safety_ready()).  safety_ctx_free()
 * releases what safety_ready() made. */
void safety_ctx_init(safety_ctx *x, const seichi_pos *p, int suicide, long region_cap, long call_cap);
int safety_ready(safety_ctx *x, const seichi_pos *p);
void safety_ctx_free(safety_ctx *x);

/* Searches x's region (rpts, cpts, gstones set; the other fields as
 * safety_run sets them): 1 if c wins in every line within the bounds. */
int safety_search(safety_ctx *x, const seichi_pos *p);

/* Group mode: proves c's groups that are not pass-alive safe by search
 * and marks their stones and eye regions c's in out (pa0: Benson's map).
 * x as safety_run prepares it for colour c.  SEICHI_OK or SEICHI_NOMEM. */
int safety_groups(safety_ctx *x, const seichi_pos *p, const uint8_t *pa0, uint8_t *out);

#endif
