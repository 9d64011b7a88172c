/*
 * dead_enclose_int.h - the enclosure analysis's private state and small
 * helpers, shared by dead_enclose.c (groups and eyes, the rounds) and
 * dead_enclose_area.c (the enclosure step).  Not part of any public API.
 */
#ifndef SEICHI_DEAD_ENCLOSE_INT_H
#define SEICHI_DEAD_ENCLOSE_INT_H

#include <stdint.h>
#include <string.h>

#include "analysis/dead_enclose.h"
#include "analysis/eyespace.h"
#include "position/position.h"

/* The neighbours of x (the end read once: the int stores of a loop body
 * may alias the graph's offsets, which would be read again each step). */
#define FOR_NB(g, x, q) \
    for (const int *q = (g)->adj + (g)->adj_off[x], *q##_end = (g)->adj + (g)->adj_off[(x) + 1]; q < q##_end; q++)

/* A shape's status as region_eyes() found it (the table's, or solved):
 * the rounds judge the same regions again, so a call remembers up to
 * ENC_EYE_MEMO shapes (a pure function of the shape: same answers). */
enum { ENC_EYE_MEMO = 32 };
typedef struct enc_eye_memo {
    eye_shape sh;
    int status;
} enc_eye_memo;

typedef struct enc {
    const seichi_pos *p;
    const seichi_graph *g;
    int n;
    uint8_t *dead;     /* per point                                      */
    uint8_t *col;      /* per point: colour of a living stone, else 0    */
    uint8_t *seki;     /* per point, or NULL                             */
    uint8_t *safe;     /* per chain head                                 */
    uint8_t *settled;  /* per chain head: part of its colour's area      */
    uint8_t *weak;     /* per chain head: transparent to enemy eyes      */
    uint8_t *benson;   /* pass-alive owner per point                     */
    const uint8_t *searched; /* 1: proved by search only, 2 or 3: revived
                                by reading a join or a seal (or NULL)    */
    uint8_t *memb;     /* per point: member of the sets being flooded    */
    uint8_t *area;     /* per open point: the colour whose area holds it */
    uint8_t *invader;  /* per chain head: inside an area claimed by the enemy */
    uint8_t *taken;    /* per chain head: taken by the invading group around it;
                          per empty point: 2 where the taker's stone took a
                          chain, 3 when that chain had two stones or more */
    int *uf, *uf0;     /* union-find over chain heads; after the pure pass */
    int *eyes;         /* per group root                                 */
    int *seen, *seen2, *cnt, *lseen, *stack, *list, *border, *eye_head, *eye_val;
    int *eye_pt, *eye_k, *eye_c; /* per eye record: a point, size, colour */
    int *claim_inv;    /* per chain head: invader density of its claim    */
    int *claim_open;   /* per chain head: most open points of a claim it walls */
    int *aux;          /* scratch point list                              */
    int *clibs;        /* per live chain head: liberties this round       */
    int *crec[3];      /* per open point and colour: the record of the claim
                          holding it, then its group's eyes elsewhere    */
    int *heads;        /* every chain head of the position (nheads)      */
    int neyes, npure, stamp, nheads;
    enc_eye_memo *memo;  /* ENC_EYE_MEMO entries, nmemo used            */
    int nmemo;
    uint8_t *read;     /* per chain head: 1 taken by reading, 2 not, 0 unread
                          (dead_enclose_taken.c)                          */
    struct seichi_reader *reader; /* made at the first question, or NULL */
    int nread;         /* chains read this call                          */
    struct analysis_stats *stats; /* NULL, or the reader's questions     */
    int cuts;          /* capture points with taken 3 (no part of a region);
                          kept so that compute_groups' membership loop,
                          read without taken[] in nearly every position,
                          stays the fast one (reading taken[] there cost
                          2.4% of bench_autoscore's instructions)      */
} enc;

static inline int other(int c) { return c == SEICHI_BLACK ? SEICHI_WHITE : SEICHI_BLACK; }

static inline int live(const enc *e, int x) { return e->col[x] != 0; }

static inline int open_pt(const enc *e, int x) { return e->col[x] == 0; }

/* The first point from x on whose flood byte has a bit of flags, or n;
 * eight points at a time (most points start no flood), the point within
 * the eight found by counting zero bits (little-endian: no byte loop, whose
 * exit is unpredictable). */
static inline int enc_next_flagged(const uint8_t *memb, int x, int n, int flags)
{
    uint64_t bits = (uint64_t)flags * 0x0101010101010101u;
    for (; x + 8 <= n; x += 8) {
        uint64_t w;
        memcpy(&w, memb + x, sizeof w);
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        if (w & bits) return x + (__builtin_ctzll(w & bits) >> 3);
#else
        if (w & bits) break;
#endif
    }
    while (x < n && !(memb[x] & flags)) x++;
    return x;
}

static inline int find(int *uf, int x)
{
    /* a root or a root's child, the usual case, by one test that is
       almost always true (the loop's exit after none or one step is not
       predictable); deeper, path halving as before */
    int up = uf[x];
    if (uf[up] == up) return up;
    while (uf[x] != x) {
        uf[x] = uf[uf[x]];
        x = uf[x];
    }
    return x;
}

static inline void unite(int *uf, int a, int b)
{
    a = find(uf, a);
    b = find(uf, b);
    if (a != b) uf[a < b ? b : a] = a < b ? a : b;
}

static inline void kill_chain(enc *e, int h)
{
    const seichi_pos *p = e->p;
    for (int s = h, k = 0; k < p->size[h]; k++, s = p->next[s]) e->dead[s] = 1, e->col[s] = 0;
}

static inline int chain_libs(enc *e, int h)
{
    const seichi_pos *p = e->p;
    int st = ++e->stamp, libs = 0;
    for (int s = h, k = 0; k < p->size[h]; k++, s = p->next[s])
        FOR_NB(e->g, s, q) if (open_pt(e, *q) && e->lseen[*q] != st) e->lseen[*q] = st, libs++;
    return libs;
}

/* The root of the one group of the other colour that every stone next to
 * chain h (colour c) belongs to, or -1 (stones of several groups, or
 * none); *libs gets h's liberties, *l one of them. */
static inline int enc_held_by(enc *e, int h, int c, int *libs, int *l)
{
    const seichi_pos *p = e->p;
    int st = ++e->stamp, rd = -1;
    *libs = 0;
    for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s])
        FOR_NB(e->g, s, q) {
            int z = *q;
            if (open_pt(e, z)) {
                if (e->lseen[z] != st) e->lseen[z] = st, (*libs)++, *l = z;
            } else if (p->color[z] != c) {
                int r = find(e->uf, p->head[z]);
                if (rd >= 0 && r != rd) return -1;
                rd = r;
            }
        }
    return rd;
}

/* The enclosure step of one round (dead_enclose_area.c): kills and settles.
 * Bit 2 of the result: something died or was taken, so the rounds go on;
 * bit 1: a group was settled. */
int enc_enclosure(enc *e);
/* An unfinished position: a colour that kept at most a fifth of its 20+
 * stones on a board two-fifths empty stands again; the colours revived
 * (bits), 0 if none. */
int enc_revive_lost_colour(enc *e);
int enc_unapproachable_seki(enc *e);
/* Before a seki of the invading group rd with a group of c (the area's
 * colour) among list[0..k-1] is settled: the chains of c held inside rd
 * that the readers say rd takes are taken (dead_enclose_taken.c).
 * Returns 2 when one was taken (no seki this round), else 0. */
int enc_seki_taken(enc *e, const int *list, int k, int c, int rd);
void enc_explain_groups(enc *e, sbuf *out);
/* group: n ints, per stone the lowest point of its group (the union of
 * the living chains; dead chains of one colour in one area), -1 on empty
 * points (dead_enclose_groups.c). */
void enc_groups(enc *e, int *group);

/* The eyes of a region (dead_enclose_eyes.c, whose essay defines them).
 * enc_true_eye: the one-point eye at x of c is real; enc_region_eyes: the
 * eyes (0, 1, 2) of the region pts[0..k-1] of c, own_dead of its points
 * holding c's own dead stones, with_weak: the opponent's weak chains are
 * part of it; enc_open_border_eyes: the unfinished borders among the k
 * open points of e->list as eye regions of the colour around them (into
 * e->eye_*); enc_atari_eye: the one-point region x of the walls
 * e->border[0..nb-1] is no eye (a chain in atari at it);
 * enc_short_wall: the point c fills in the region list[0..k-1] for a wall
 * chain short of liberties, or -1; enc_eyes_after_fill: the region's
 * eyes (value v) once c has filled the point fill. */
#define OPEN_BORDER_ROOM 12 /* inside points of an unfinished border */
int enc_true_eye(enc *e, int x, int c, int with_weak);
int enc_region_eyes(enc *e, const int *pts, int k, int c, int own_dead, int with_weak);
void enc_open_border_eyes(enc *e, int k);
int enc_atari_eye(enc *e, int x, int nb);
int enc_short_wall(enc *e, const int *list, int k, int c, int nb);
int enc_eyes_after_fill(enc *e, const int *list, int k, int c, int own_dead, int with_weak, int fill, int v);

#endif
