/*
 * life.h - internal: static life analysis (seed 002 Benson, seed 004
 * eyespaces) for the scorer and the CLI.
 *
 * life_analyse() is the contract the automatic dead-stone analysis builds
 * on; keep its signature and the meaning of every field stable.
 */
#ifndef SEICHI_LIFE_H
#define SEICHI_LIFE_H

#include <stddef.h>
#include <stdint.h>

#include "seichi.h"
#include "util/sbuf.h"

/* Status of a group.  Seed 004: alive = lives even if the attacker moves
 * first (seki counts as alive); dead = dies even if the defender moves
 * first (a ko for life counts as dead); unsettled = whoever moves first
 * decides.  UNKNOWN: the static analysis cannot tell (e.g. an eyespace too
 * big or too odd for the solver). */
enum { LIFE_UNKNOWN = 0, LIFE_DEAD = 1, LIFE_UNSETTLED = 2, LIFE_ALIVE = 3 };

/* A group: one or more chains of one colour that share enclosed regions
 * (see life.c); most groups are a single chain. */
typedef struct life_group {
    int color;        /* 1..N                                             */
    int status;       /* LIFE_*; pass-alive groups are LIFE_ALIVE          */
    int pass_alive;   /* 1: every chain of the group is Benson pass-alive  */
    int pass_dead;    /* 1: stands inside another player's pass-alive
                         territory (can never live)                        */
    int uncond_dead;  /* 1: stands in another player's unconditional
                         territory (seichi_unconditional), not pass_dead   */
    int nchains;
    int stones;
    int first;        /* a stone of the group                             */
    int libs;         /* distinct liberties of the group's chains         */
    int eyespaces;    /* eyespaces counted (regions without a viable enemy)*/
    int eye_points;   /* points in those eyespaces (stones included)      */
    uint64_t eye_key; /* canonical key (eyespace.h) of the only eyespace
                         when eyespaces == 1, else 0                       */
    int vital;        /* unsettled: the point that decides; else SEICHI_NONE*/
} life_group;

typedef struct life_result {
    int n;               /* points                                        */
    int ngroups;
    life_group *groups;
    int *group_of;       /* per point: group index of a stone, -1 if empty */
    int *eye_of;         /* per point: group whose counted eyespace holds it,
                            -1 if none                                     */
    uint8_t *pass_alive; /* seichi_pass_alive() map of the same position   */
    uint8_t *unconditional; /* seichi_unconditional() map (uncond.c)     */
} life_result;

/* Analyses every group of p.  suicide: 1 when suicide is allowed (Benson's
 * stricter healthy regions; the eyespace solver always plays without
 * suicide, as seed 004 does).  out is filled (free with life_result_free).
 * Returns SEICHI_OK or SEICHI_NOMEM (out then empty). */
int life_analyse(const seichi_pos *p, int suicide, life_result *out);
void life_result_free(life_result *r);
/* The result as JSON (docs/LIFE.md), appended to b. */
void life_json(const seichi_pos *p, const life_result *r, sbuf *b);
/* "alive", "unsettled", "dead", "unknown". */
const char *life_status_name(int status);

/* --- Benson (benson.c): allocation-free core for hot callers. --------- */
typedef struct benson_ws {
    int n;
    int32_t *region, *queue, *healthy, *rstart, *rlen, *vstart, *vlen, *vital, *work, *heads;
    uint8_t *dead, *rdead, *rinternal, *rempty;
    void *mem;        /* the whole scratch (benson_grid uses it too)        */
    size_t memlen;
    void *owned;
} benson_ws;

/* Scratch for positions on p's graph: uses buf if it is big enough, else
 * mallocs (then benson_ws_free releases it). */
int benson_ws_init(benson_ws *ws, const seichi_pos *p, void *buf, size_t buflen);
void benson_ws_free(benson_ws *ws);
/* seichi_pass_alive() with caller scratch (the grid version on grids). */
int benson_run(const seichi_pos *p, int suicide, benson_ws *ws, uint8_t *out);
/* The general graph version on any graph (the reference for tests). */
int benson_run_general(const seichi_pos *p, int suicide, benson_ws *ws, uint8_t *out);
/* One player only: marks c's pass-alive stones and territory in out
 * (other bytes untouched). */
void benson_player(const seichi_pos *p, int c, int suicide, benson_ws *ws, uint8_t *out);

/* Bit-board version for rectangular grids (benson_grid.c): benson_grid_ok
 * says whether p qualifies (a grid up to 64 columns, little-endian host);
 * then benson_grid gives the same map as benson_run_general.  buf: scratch
 * of benson_grid_bytes(p->n) bytes (malloc'ed when smaller or NULL);
 * BENSON_GRID_STACK_BYTES covers 19x19.  SEICHI_OK or SEICHI_NOMEM. */
enum { BENSON_GRID_STACK_BYTES = 12288 };
int benson_grid_ok(const seichi_pos *p);
size_t benson_grid_bytes(int n);
int benson_grid(const seichi_pos *p, int suicide, void *buf, size_t buflen, uint8_t *out);
/* The same for player c alone: c's pass-alive stones and territory, 0 on
 * every other point (each player's map does not depend on the others'). */
int benson_grid_player(const seichi_pos *p, int suicide, int c, void *buf, size_t buflen, uint8_t *out);

/* Unconditional territory (uncond.c): seichi_unconditional() given the
 * pass-alive map pa of the same position. */
int uncond_run(const seichi_pos *p, int suicide, const uint8_t *pa, uint8_t *out);
/* One owner c of a two-player position: marks c's unconditional territory
 * in out (other bytes untouched; pass-alive points are not copied), only
 * in the regions holding a point with focus[pt] != 0 when focus is not
 * NULL.  mem: uncond_scratch_ints(p->n) ints. */
size_t uncond_scratch_ints(int n);
void uncond_player(const seichi_pos *p, int suicide, const uint8_t *pa, int c, int32_t *mem,
                   const uint8_t *focus, uint8_t *out);
/* Territory proved by search (safety.c): seichi_safety() given the
 * unconditional map un of the same position. */
int safety_run(const seichi_pos *p, int suicide, const uint8_t *un, uint8_t *out);
/* Groups proved safe by search (safety_groups.c), asked only about the
 * groups holding a stone with want[pt] != 0 (the scorer's dead stones):
 * out gets the owner on every stone of a proved group and on its small
 * regions, 0 elsewhere.  pa: Benson's map of p, or NULL (computed here).
 * A smaller search than seichi_safety()'s: SAFETY_PROVE_* in
 * safety_int.h.  SEICHI_OK or SEICHI_NOMEM. */
int safety_prove_groups(const seichi_pos *p, int suicide, const uint8_t *pa, const uint8_t *want, uint8_t *out);
/* The same, adding the nodes searched to *nodes (if not NULL). */
int safety_prove_groups_nodes(const seichi_pos *p, int suicide, const uint8_t *pa, const uint8_t *want,
                              uint8_t *out, long *nodes);

#endif
