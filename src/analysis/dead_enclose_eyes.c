/*
 * dead_enclose_eyes.c - the eyes of a region, for the enclosure
 * (dead_enclose.c, whose essay defines groups, safe groups and weak
 * chains).
 *
 *  - eye region of colour c: a connected set of open points bordered by
 *    c's stones only.  Its value in eyes:
 *      one point (empty or holding an enemy stone): one eye unless false
 *      (the opponent holds two diagonals in the centre, one on the edge;
 *      a weak diagonal chain in atari, or one that invades another eye
 *      region of c, does not count: it dies with that region; when the
 *      eye's wall is two chains or more, the open diagonals the opponent
 *      can take keeping two liberties are shared out in turn, and the
 *      opponent's half of them counts even with c playing first: a comb
 *      of eyes whose diagonals are dame has no real eye);
 *      two points holding one enemy stone: the one-point eye its capture
 *      leaves; two or three points otherwise: one;
 *      four to seven: the eyespace table (Drake et al.'s eyespace
 *      classification; eyespace.h: alive two, dead one, unsettled two if
 *      vacant, one if invaded; a shape missing from the table is solved
 *      up to five points, else a vacant space is two eyes but the square
 *      four);
 *      eight or more: two, however many points weak invaders fill.
 *  - shortage of liberties: a vacant space worth two eyes loses a point
 *    when a chain of its wall has two liberties, one inside and one
 *    outside where the opponent can play keeping two (the atari makes c
 *    fill inside); the rest is judged again.  A one-point eye so short
 *    is none (c fills it, or the opponent takes the chain inside it).
 *  - a one-point eye beside a chain of its owner in atari, where the
 *    owner's stone would stand in atari too, is no eye (the opponent
 *    plays there and takes the chain).
 *  - unfinished border: an open region bordered by both colours whose
 *    inside (the points not next to the other colour's stones) has twelve
 *    points or more and touches at most two points next to the other
 *    colour is an eye region of the colour around it (records stop
 *    before the last boundary moves; the other colour can only push into
 *    the gap).
 * Measurements and rejected variants: bench/ACCURACY_HISTORY.md.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/dead_enclose_int.h"
#include "analysis/eyespace.h"
#include "analysis/life.h"
#include "position/position.h"

/* One-point eye at x for colour c: false when the opponent's living
 * stones hold two diagonals (centre) or one (edge, corner); with_weak:
 * an opponent's weak chain in atari does not count (it is captured), nor
 * one that is itself an invader of an area of c (it dies with the area,
 * which frees the diagonal). */
static int enemy_diagonal(const enc *e, int d, int c, int with_weak)
{
    return live(e, d) && e->p->color[d] == other(c) &&
           !(with_weak && e->weak[e->p->head[d]] &&
             (e->clibs[e->p->head[d]] == 1 || e->invader[e->p->head[d]]));
}

/* An empty diagonal d that the opponent o of c can still take: it touches
 * a living o stone and an o stone there would keep two liberties. */
static int open_diagonal(enc *e, int d, int c)
{
    const seichi_pos *p = e->p;
    int o = other(c), touches = 0, libs = 0, st = ++e->stamp;
    if (p->color[d] != SEICHI_EMPTY) return 0;
    e->lseen[d] = st;
    FOR_NB(e->g, d, q) {
        if (open_pt(e, *q)) {
            if (e->lseen[*q] != st) e->lseen[*q] = st, libs++;
        } else if (e->col[*q] == o) {
            touches = 1;
            for (int s = p->head[*q], k = 0; k < p->size[p->head[*q]]; k++, s = p->next[s])
                FOR_NB(e->g, s, r) if (open_pt(e, *r) && e->lseen[*r] != st) e->lseen[*r] = st, libs++;
        }
        if (touches && libs >= 2) return 1;
    }
    return 0;
}

/* The living chains around x are two or more. */
static int split_wall(const enc *e, int x)
{
    int h = -1;
    FOR_NB(e->g, x, q) if (live(e, *q)) {
        if (h < 0) h = e->p->head[*q];
        else if (e->p->head[*q] != h) return 1;
    }
    return 0;
}

int enc_true_eye(enc *e, int x, int c, int with_weak)
{
    const seichi_graph *g = e->g;
    int deg = 0, enemy = 0, st, nd = 0, diag[16]; /* the diagonals looked at for open ones */
    if (g->width) { /* grids list their diagonals */
        deg = g->adj_off[x + 1] - g->adj_off[x];
        for (int k = g->diag_off[x]; k < g->diag_off[x + 1]; k++) {
            enemy += enemy_diagonal(e, g->diag[k], c, with_weak);
            if (nd < 16) diag[nd++] = g->diag[k];
        }
    } else {
        st = ++e->stamp;
        e->seen2[x] = st;
        FOR_NB(g, x, q) e->seen2[*q] = st, deg++;
        /* a diagonal is a neighbour of two neighbours (not a point two
           steps away in a line) */
        int st2 = ++e->stamp;
        FOR_NB(g, x, q) FOR_NB(g, *q, r) {
            if (e->seen2[*r] == st) continue;
            if (e->cnt[*r] != st2) {
                e->cnt[*r] = st2;
                continue;
            }
            e->seen2[*r] = st;
            enemy += enemy_diagonal(e, *r, c, with_weak);
            if (nd < 16) diag[nd++] = *r;
        }
    }
    int need = deg >= 4 ? 2 : 1;
    if (enemy >= need) return 0;
    /* open diagonals: the players alternate on them, so the opponent
       takes half of them even when c plays first; that matters only when
       the eye's wall is split (a single chain around it loses nothing) */
    if (!split_wall(e, x)) return 1;
    int open = 0;
    for (int i = 0; i < nd; i++) open += open_diagonal(e, diag[i], c);
    return enemy + open / 2 < need;
}

/* Four points each with exactly two neighbours among them: a square. */
static int square_four(const enc *e, const int *pts)
{
    for (int i = 0; i < 4; i++) {
        int d = 0;
        for (int j = 0; j < 4; j++)
            FOR_NB(e->g, pts[i], q) d += *q == pts[j];
        if (d != 2) return 0;
    }
    return 1;
}

/* The status of the eyespace sh of k points: the shipped table's, else
 * (five points or fewer) solved; -1 if neither knows it.  Remembered for
 * the rest of the call (e->memo). */
static int shape_status(enc *e, const eye_shape *sh, int k)
{
    for (int i = 0; i < e->nmemo; i++)
        if (!memcmp(&e->memo[i].sh, sh, sizeof *sh)) return e->memo[i].status;
    eye_canon cn;
    int vital, status = -1;
    if (!eye_canonical(sh, &cn)) status = eye_table_lookup(cn.key, &vital);
    if (status < 0 && k <= 5) {
        /* small and missing (small boards): solve it */
        eye_shape cs;
        eye_permute(sh, cn.perm, &cs);
        status = eye_solve(&cs, &vital);
    }
    if (e->nmemo < ENC_EYE_MEMO) e->memo[e->nmemo].sh = *sh, e->memo[e->nmemo++].status = status;
    return status;
}

int enc_region_eyes(enc *e, const int *pts, int k, int c, int own_dead, int with_weak)
{
    if (k == 1) return enc_true_eye(e, pts[0], c, with_weak);
    if (k == 2 && live(e, pts[0]) != live(e, pts[1])) {
        /* one invading stone: taking it fills the other point and leaves
           a one-point eye where it stood */
        return enc_true_eye(e, live(e, pts[0]) ? pts[0] : pts[1], c, with_weak);
    }
    if (k <= 3) return 1;
    if (k <= EYE_KEY_EXACT && !own_dead) {
        int invaded = 0;
        for (int i = 0; i < k; i++) invaded |= e->p->color[pts[i]] != 0;
        /* the shipped table only: solving a missing shape costs more
           than the whole analysis */
        eye_shape sh;
        int ok = !eye_from_points(e->p, pts, k, c, &sh);
        /* a chain of two stones or more that c took from inside (see
           invader_captures) leaves its points vacant, c's stone on the
           point of capture; still "invaded" below: the opponent moves
           next, so an unsettled shape is one eye */
        for (int i = 0; ok && i < k; i++) {
            int x = pts[i], h = e->p->head[x];
            if (e->p->color[x] && e->taken[h] && e->p->size[h] >= 2) sh.color[i] = EYE_VACANT;
            else if (!e->p->color[x] && e->taken[x] >= 2) sh.color[i] = EYE_FRIEND;
        }
        int status = ok ? shape_status(e, &sh, k) : -1; /* (ok: k <= 7 always is) */
        if (status == LIFE_ALIVE) return 2;
        if (status == LIFE_UNSETTLED) return invaded ? 1 : 2;
        if (status == LIFE_DEAD) return 1;
        /* not in the table (shapes the generator did not place, small
           boards): a vacant space of four or more makes two eyes except
           the square four; with invaders, six or more */
        if (!invaded) return k == 4 && square_four(e, pts) ? 1 : 2;
        return k >= 6 ? 2 : 1;
    }
    /* an area of eight points or more: two eyes once its weak invaders
       are taken, however many points they fill; a smaller one holding
       dead stones of c: two with four open points */
    int open = 0;
    for (int i = 0; i < k; i++) open += !live(e, pts[i]);
    return open >= 4 || k > EYE_KEY_EXACT ? 2 : 1;
}

/* An unfinished border: an open region bordered by both colours whose
 * inside - its points not next to the other colour's stones - has at least
 * OPEN_BORDER_ROOM points and touches at most OPEN_BORDER_GAP of the points
 * next to the other colour is an eye region of the colour around it (a
 * record that stops before the last boundary moves leaves such gaps; the
 * other colour can only push into them). */
#define OPEN_BORDER_GAP 2
void enc_open_border_eyes(enc *e, int k)
{
    const seichi_pos *p = e->p;
    for (int c = SEICHI_BLACK; c <= SEICHI_WHITE; c++) {
        int fr = ++e->stamp, vis = ++e->stamp, inside = k, oc = other(c);
        for (int i = 0; i < k; i++) {
            int y = e->list[i];
            FOR_NB(e->g, y, q) if (e->col[*q] == oc) { /* a living stone of oc */
                inside--;
                e->lseen[y] = fr;
                break;
            }
        }
        if (inside < OPEN_BORDER_ROOM) continue;
        for (int i = 0; i < k; i++) {
            int y0 = e->list[i];
            if (e->lseen[y0] == fr || e->seen2[y0] == vis) continue;
            int sp = 0, m = 0, nfront = 0, nb = 0, tok = ++e->stamp;
            e->stack[sp++] = y0;
            e->seen2[y0] = vis;
            while (sp) {
                int y = e->stack[--sp];
                e->aux[m++] = y;
                FOR_NB(e->g, y, q) {
                    int z = *q;
                    if (live(e, z)) {
                        if (e->cnt[p->head[z]] != tok) e->cnt[p->head[z]] = tok, e->border[nb++] = p->head[z];
                    } else if (e->lseen[z] == fr) {
                        if (e->cnt[z] != tok) e->cnt[z] = tok, nfront++;
                    } else if (e->seen2[z] != vis) {
                        e->seen2[z] = vis;
                        e->stack[sp++] = z;
                    }
                }
            }
            if (m < OPEN_BORDER_ROOM || nfront > OPEN_BORDER_GAP || !nb) continue;
            for (int j = 1; j < nb; j++) unite(e->uf, e->border[0], e->border[j]);
            e->eye_head[e->neyes] = e->border[0];
            e->eye_pt[e->neyes] = e->aux[0];
            e->eye_k[e->neyes] = m;
            e->eye_c[e->neyes] = c;
            e->eye_val[e->neyes++] = enc_region_eyes(e, e->aux, m, c, 0, 0);
        }
    }
}

/* One-point region x bordered by the chains e->border[0..nb-1] of one
 * colour: one of them is in atari (x its last liberty) and a stone of
 * theirs at x would leave the chains it joins in atari as well. */
int enc_atari_eye(enc *e, int x, int nb)
{
    const seichi_pos *p = e->p;
    int inatari = 0;
    for (int i = 0; i < nb; i++) inatari |= e->clibs[e->border[i]] < 2;
    if (!inatari) return 0;
    int st = ++e->stamp, libs = 0;
    e->lseen[x] = st;
    for (int i = 0; i < nb; i++)
        for (int s = e->border[i], j = 0; j < p->size[e->border[i]]; j++, s = p->next[s])
            FOR_NB(e->g, s, q) {
                if (!open_pt(e, *q) || e->lseen[*q] == st) continue;
                e->lseen[*q] = st;
                if (++libs >= 2) return 0;
            }
    return 1;
}

/* Shortage of liberties: a wall chain of the region list[0..k-1] with two
 * liberties, one in the region and one outside where the enemy can play
 * keeping two liberties.  The enemy's atari there makes c fill its own eye
 * space (or lose the chain from inside it).  Returns the point c fills,
 * else -1. */
int enc_short_wall(enc *e, const int *list, int k, int c, int nb)
{
    const seichi_pos *p = e->p;
    int two = 0;
    for (int i = 0; i < nb; i++) two |= e->clibs[e->border[i]] == 2;
    if (!two) return -1; /* most walls: no chain with two liberties */
    int rs = ++e->stamp;
    for (int i = 0; i < k; i++) e->cnt[list[i]] = rs;
    for (int i = 0; i < nb; i++) {
        int h = e->border[i];
        if (e->clibs[h] != 2) continue;
        int st = ++e->stamp, in = -1, nin = 0, out = -1, nout = 0;
        for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s])
            FOR_NB(e->g, s, q) {
                if (!open_pt(e, *q) || e->lseen[*q] == st) continue;
                e->lseen[*q] = st;
                if (e->cnt[*q] == rs) in = *q, nin++;
                else out = *q, nout++;
            }
        if (nin == 1 && nout == 1 && p->color[out] == SEICHI_EMPTY &&
            pos_libs_after_play(p, other(c), out, 2) >= 2)
            return in;
    }
    return -1;
}

/* The eyes of the region list[0..k-1] of c (value v) once c has filled the
 * point fill: at most one when three points or fewer are left; else the
 * rest judged again when it stays one region (two regions: v). */
int enc_eyes_after_fill(enc *e, const int *list, int k, int c, int own_dead, int with_weak,
                           int fill, int v)
{
    if (k <= 4) return 1;
    int m = 0, rs = ++e->stamp, sp = 0, got = 0, *rest = e->aux;
    for (int i = 0; i < k; i++)
        if (list[i] != fill) rest[m++] = list[i], e->cnt[list[i]] = rs;
    int fs = ++e->stamp;
    e->stack[sp++] = rest[0], e->cnt[rest[0]] = fs;
    while (sp) {
        int y = e->stack[--sp];
        got++;
        FOR_NB(e->g, y, q) if (e->cnt[*q] == rs) e->cnt[*q] = fs, e->stack[sp++] = *q;
    }
    if (got < m) return v;
    int r = enc_region_eyes(e, rest, m, c, own_dead - (e->p->color[fill] == c), with_weak);
    return r < v ? r : v;
}
