/*
 * carta.h - internal: the working state of the static dead-stone analysis
 * (seed 003, Carta's method, extended).  One block of scratch arrays,
 * allocated once per call; nothing global.
 */
#ifndef SEICHI_CARTA_H
#define SEICHI_CARTA_H

#include <stdint.h>

#include "position/position.h"
#include "util/sbuf.h"

/* Group status bits (per group root). */
enum {
    CG_ALIVE = 1,      /* two eyes / enough territory / pass-alive        */
    CG_BENSON = 2,     /* pass-alive (never dead)                         */
    CG_SEKI = 4,       /* lives in seki with an adjacent candidate        */
    CG_SNAPBACK = 8    /* would recapture (snapback): lives               */
};

typedef struct carta {
    const seichi_graph *g;
    int n;
    seichi_pos *pos;       /* working position: dead stones removed       */
    seichi_pos *sim;       /* scratch for bounded local reading           */
    const seichi_pos *orig;
    int nplayers;
    /* scratch, n each */
    int *grp;              /* union-find parent over chain heads          */
    int *region;           /* empty region id, -1 on stones               */
    int *bouzy, *btmp;     /* Bouzy intensities (+ Black, - White)        */
    int *stack;
    int *rsize;            /* per region: points                          */
    int *rowner;           /* per region: colour bits of bordering stones */
    int *rgroup;           /* per region: the group root if one only, -1 if
                              several, -2 none yet                        */
    int *g_eyes;           /* per group root: eyes (x2, half eyes = 1)    */
    int *g_terr;           /* per group root: own Bouzy empty points      */
    int *g_libs;           /* per group root: distinct liberties          */
    int *g_stones;
    int *g_stab;           /* stability (100 alive .. 520)                */
    int *g_flags;
    int *lastseen;         /* scratch for distinct counts                 */
    int *bfront, *bnext, *bval, *bmark; /* Bouzy erosion frontier lists   */
    uint8_t *benson;       /* pass-alive owner per point, or 0            */
    uint8_t *cand;         /* per group root: dead candidate              */
    int nregions;
} carta;

int carta_init(carta *c, const seichi_pos *p);
void carta_free(carta *c);

/* Bouzy mathematical morphology on the working position: dil dilations
 * then ero erosions; result in c->bouzy (>0 Black, <0 White). */
void carta_bouzy(carta *c, int dil, int ero);

/* Groups, regions, eyes, liberties, territory, stability of every group
 * of the working position. */
void carta_evaluate(carta *c);

int carta_find(carta *c, int x);

/* Iterative removal of the deadest groups (Carta section 3) until every
 * group left stands.  Returns the number of removal rounds. */
int carta_remove_dead(carta *c, sbuf *explain);

/* Forced connections, kos, false eyes and (area scoring) dame split:
 * writes fills (n bytes, player or 0) for the position after removal. */
void carta_fills(carta *c, const seichi_rules *rules, uint8_t *fills,
                 sbuf *explain);

#endif
