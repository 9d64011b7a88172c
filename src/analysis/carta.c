/*
 * carta.c - strings, groups, eyes, liberties, Bouzy territory, stability and
 * the iterative removal of the deadest groups (seed 003, section 3).
 *
 * Definitions used here:
 *  - string: a chain of the position (position.h keeps them exact).
 *  - group: strings of one colour joined by union-find when (a) they border
 *    the same empty region that no other colour borders (they share eye
 *    space or territory: nobody can cut there), (b) they share a "full
 *    connection point" (an empty point where an opposing stone would have at
 *    most one liberty and touches no opposing stone), (c) they share two or
 *    more liberties ("half connection points", diagonal and tiger shapes),
 *    (d) a one-point jump whose middle and the middle's flanks touch no
 *    opposing stone.
 *  - eyes are counted on enclosed empty regions (bordered by one group
 *    only), in half-eye units: a one-point region is a true eye (2) if one
 *    string surrounds it or its diagonals hold few enemy stones (the
 *    three configurations of Carta's figure 9), else a false eye (0); two
 *    or three points: one eye; four to six points: two eyes unless the shape
 *    is a killing shape (square four, pyramid four, bulky and cross five);
 *    seven or more: two eyes.
 *  - territory of a group: empty points whose Bouzy intensity (8 dilations,
 *    21 erosions, as Carta) has the group's sign, in the same-sign zones the
 *    group touches, outside its enclosed regions.
 *  - alive: pass-alive (Benson), two eyes, six points of territory, or one
 *    eye and three points of territory.  Stability of the rest is
 *    520 - eyes/2 - liberties*2 - territory/2.
 *  - seki: candidate groups of both colours whose liberties are all shared
 *    with each other or are their own eyes, with no outside liberty, either
 *    no eyes and two shared liberties or one eye each (handles several
 *    strings, Carta's figure 17, because groups and sets are used).
 *  - snapback: a candidate in atari whose capture leaves the capturer in
 *    atari on the captured point with a single stone taken back.
 *
 * Known failure cases: semeai with many outside liberties on both sides
 * (decided by stability, not by reading), big eyes whose status depends on
 * who moves first, groups alive only by a ko.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/carta.h"

#define NB(g, p) (g)->adj + (g)->adj_off[p], (g)->adj + (g)->adj_off[(p) + 1]

int carta_init(carta *c, const seichi_pos *p)
{
    memset(c, 0, sizeof *c);
    c->g = p->g;
    c->n = p->n;
    c->orig = p;
    c->nplayers = p->nplayers;
    c->pos = seichi_pos_copy(p);
    c->sim = seichi_pos_copy(p);
    size_t n = (size_t)p->n;
    int **ints[] = {&c->grp,    &c->region, &c->bouzy,   &c->btmp,   &c->stack,
                    &c->rsize,  &c->rowner, &c->rgroup,  &c->g_eyes, &c->g_terr,
                    &c->g_libs, &c->g_stones, &c->g_stab, &c->g_flags, &c->lastseen,
                    &c->bfront, &c->bnext, &c->bval, &c->bmark};
    size_t k = sizeof ints / sizeof ints[0];
    int *block = malloc(n * k * sizeof(int) + 2 * n + 8);
    if (!c->pos || !c->sim || !block) {
        free(block);
        seichi_pos_free(c->pos);
        seichi_pos_free(c->sim);
        c->pos = c->sim = NULL;
        return SEICHI_NOMEM;
    }
    for (size_t i = 0; i < k; i++) *ints[i] = block + i * n;
    c->benson = (uint8_t *)(block + k * n);
    c->cand = c->benson + n;
    memset(c->benson, 0, 2 * n);
    return SEICHI_OK;
}

void carta_free(carta *c)
{
    free(c->grp);
    seichi_pos_free(c->pos);
    seichi_pos_free(c->sim);
    c->pos = c->sim = NULL;
    c->grp = NULL;
}

int carta_find(carta *c, int x)
{
    while (c->grp[x] != x) {
        c->grp[x] = c->grp[c->grp[x]];
        x = c->grp[x];
    }
    return x;
}

static void unite(carta *c, int a, int b)
{
    a = carta_find(c, a);
    b = carta_find(c, b);
    if (a != b) c->grp[a < b ? b : a] = a < b ? a : b;
}

/* Erosion only ever changes points on the frontier (a non-zero point
 * with a neighbour of another sign or zero); the frontier of the next
 * step is what stays non-zero plus the neighbours of points that reached
 * zero.  Same result as eroding every point, in time proportional to the
 * changes. */
void carta_bouzy(carta *c, int dil, int ero)
{
    const seichi_graph *g = c->g;
    const uint8_t *col = c->pos->color;
    int n = c->n, *v = c->bouzy, *t = c->btmp;
    for (int p = 0; p < n; p++)
        v[p] = col[p] == SEICHI_BLACK ? 128 : col[p] == SEICHI_WHITE ? -128 : 0;
    for (int it = 0; it < dil; it++) {
        for (int p = 0; p < n; p++) {
            int pos = 0, neg = 0;
            for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++) {
                pos += v[*q] > 0;
                neg += v[*q] < 0;
            }
            t[p] = v[p];
            if (v[p] >= 0 && !neg) t[p] += pos;
            else if (v[p] <= 0 && !pos) t[p] -= neg;
        }
        int *sw = v;
        v = t;
        t = sw;
    }
    if (v != c->bouzy) memcpy(c->bouzy, v, (size_t)n * sizeof *v);
    v = c->bouzy;
    int *front = c->bfront, *next = c->bnext, *val = c->bval, *mark = c->bmark;
    int nf = 0;
    for (int p = 0; p < n; p++) {
        mark[p] = -1;
        int x = v[p];
        if (!x) continue;
        for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++)
            if (x > 0 ? v[*q] <= 0 : v[*q] >= 0) {
                front[nf++] = p;
                break;
            }
    }
    for (int it = 0; it < ero && nf; it++) {
        for (int i = 0; i < nf; i++) {
            int p = front[i], x = v[p], k = 0;
            for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++)
                k += x > 0 ? v[*q] <= 0 : v[*q] >= 0;
            val[i] = x > 0 ? (x - k > 0 ? x - k : 0) : (x + k < 0 ? x + k : 0);
        }
        int nn = 0;
        for (int i = 0; i < nf; i++) v[front[i]] = val[i];
        for (int i = 0; i < nf; i++) {
            int p = front[i];
            if (v[p]) {
                if (mark[p] != it) {
                    mark[p] = it;
                    next[nn++] = p;
                }
                continue;
            }
            for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++)
                if (v[*q] && mark[*q] != it) {
                    mark[*q] = it;
                    next[nn++] = *q;
                }
        }
        int *sw = front;
        front = next;
        next = sw;
        nf = nn;
    }
}

/* Flood empty regions (same = 0) or same-sign Bouzy zones (same = 1);
 * region ids into c->region, points listed by region in order[], region
 * start offsets in start[] (nregions + 1 entries). */
static int flood(carta *c, int by_sign, int *order, int *start)
{
    const seichi_graph *g = c->g;
    const uint8_t *col = c->pos->color;
    int n = c->n, nr = 0, len = 0;
    for (int p = 0; p < n; p++) c->region[p] = -1;
    for (int p = 0; p < n; p++) {
        if (col[p] || c->region[p] >= 0) continue;
        int sign = by_sign ? (c->bouzy[p] > 0) - (c->bouzy[p] < 0) : 0;
        start[nr] = len;
        int sp = 0;
        c->stack[sp++] = p;
        c->region[p] = nr;
        while (sp) {
            int x = c->stack[--sp];
            order[len++] = x;
            for (const int *q = g->adj + g->adj_off[x]; q < g->adj + g->adj_off[x + 1]; q++) {
                int y = *q;
                if (col[y] || c->region[y] >= 0) continue;
                if (by_sign && ((c->bouzy[y] > 0) - (c->bouzy[y] < 0)) != sign) continue;
                c->region[y] = nr;
                c->stack[sp++] = y;
            }
        }
        nr++;
    }
    start[nr] = len;
    return nr;
}

static int is_killing_shape(const carta *c, const int *pts, int s)
{
    const seichi_graph *g = c->g;
    int deg[8] = {0}, maxdeg = 0, ndeg3 = 0;
    for (int i = 0; i < s; i++) {
        for (int j = 0; j < s; j++) {
            if (i == j) continue;
            for (const int *q = g->adj + g->adj_off[pts[i]]; q < g->adj + g->adj_off[pts[i] + 1]; q++)
                if (*q == pts[j]) deg[i]++;
        }
        if (deg[i] > maxdeg) maxdeg = deg[i];
        if (deg[i] >= 3) ndeg3++;
    }
    if (s <= 3) return 1;
    if (maxdeg == s - 1) return 1;         /* pyramid four, cross five     */
    int edges = 0;
    for (int i = 0; i < s; i++) edges += deg[i];
    edges /= 2;
    if (s == 4 && edges == 4) return 1;    /* square four                  */
    if (s == 5 && edges == 5) return 1;    /* bulky five (a square + 1)    */
    if (s == 6 && edges == 6 && ndeg3 == 2 && maxdeg == 3) {
        /* rabbit six: a square with two extra points on the same stone */
        return 0;
    }
    return 0;
}

/* Half-eye value of a one-point enclosed region at p of colour col. */
static int small_eye_value(const carta *c, int p, int col)
{
    const seichi_graph *g = c->g;
    const seichi_pos *w = c->pos;
    int h = -1, same = 1;
    for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++) {
        if (h < 0) h = w->head[*q];
        else if (w->head[*q] != h) same = 0;
    }
    if (same) return 2;
    int enemy = 0, empty = 0, nd = g->diag_off[p + 1] - g->diag_off[p];
    for (const int *q = g->diag + g->diag_off[p]; q < g->diag + g->diag_off[p + 1]; q++) {
        if (w->color[*q] == 0) {
            for (const int *r = g->adj + g->adj_off[*q]; r < g->adj + g->adj_off[*q + 1]; r++)
                if (w->color[*r] && w->color[*r] != col) {
                    empty++;
                    break;
                }
        } else if (w->color[*q] != col) {
            enemy++;
        }
    }
    if (nd < 4) return enemy ? 0 : 2;
    if (enemy >= 2) return 0;
    if (enemy == 1 && empty >= 1) return 1;
    return 2;
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

void carta_evaluate(carta *c)
{
    const seichi_graph *g = c->g;
    seichi_pos *w = c->pos;
    const uint8_t *col = w->color;
    int n = c->n;
    int *order = c->g_stab; /* borrowed while flooding */
    int *start = c->lastseen;

    for (int p = 0; p < n; p++) c->grp[p] = col[p] ? w->head[p] : -1;

    /* (a) strings bordering the same one-colour empty region */
    int nr = flood(c, 0, order, start);
    c->nregions = nr;
    for (int r = 0; r < nr; r++) {
        int bits = 0, first = -1;
        for (int i = start[r]; i < start[r + 1]; i++)
            for (const int *q = g->adj + g->adj_off[order[i]]; q < g->adj + g->adj_off[order[i] + 1]; q++)
                if (col[*q]) {
                    bits |= 1 << col[*q];
                    if (first < 0) first = *q;
                }
        c->rsize[r] = start[r + 1] - start[r];
        c->rowner[r] = bits;
        if (bits && !(bits & (bits - 1)))
            for (int i = start[r]; i < start[r + 1]; i++)
                for (const int *q = g->adj + g->adj_off[order[i]]; q < g->adj + g->adj_off[order[i] + 1]; q++)
                    if (col[*q]) unite(c, first, *q);
    }
    /* (b) full connection points, (c) two shared liberties, (d) jumps */
    int npairs = 0;
    int *pa = c->g_eyes, *pb = c->g_terr; /* scratch before the counts */
    for (int p = 0; p < n; p++) {
        if (col[p]) continue;
        int nb[SEICHI_MAX_DEGREE], k = 0, empties = 0, colours = 0;
        for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++) {
            if (col[*q]) {
                nb[k++] = *q;
                colours |= 1 << col[*q];
            } else {
                empties++;
            }
        }
        if (k < 2) continue;
        int mixed = (colours & (colours - 1)) != 0;
        for (int i = 0; i < k; i++) {
            int full = !mixed && empties <= 1;
            for (int j = 0; j < k && full; j++)
                if (w->libs[w->head[nb[j]]] <= 1) full = 0;
            for (int j = i + 1; j < k; j++) {
                if (col[nb[j]] != col[nb[i]] || w->head[nb[i]] == w->head[nb[j]]) continue;
                if (full) {
                    unite(c, nb[i], nb[j]);
                } else if (npairs < n - 1) {
                    int a = w->head[nb[i]], b = w->head[nb[j]];
                    pa[npairs] = a < b ? a : b;
                    pb[npairs] = a < b ? b : a;
                    npairs++;
                }
            }
        }
        if (mixed) continue;
        int own = col[nb[0]];
        /* one-point jump: two opposite neighbours of one colour, the
           other two neighbours empty with no opposing stone next to them */
        if (k == 2 && g->width > 0 && empties == 2) {
            int x = g->x[p], y = g->y[p];
            int ax = g->x[nb[0]], bx = g->x[nb[1]], ay = g->y[nb[0]], by = g->y[nb[1]];
            if ((ax == bx && ax == x && ay != by) || (ay == by && ay == y && ax != bx)) {
                int clean = 1;
                for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1] && clean; q++) {
                    if (col[*q]) continue;
                    for (const int *r = g->adj + g->adj_off[*q]; r < g->adj + g->adj_off[*q + 1]; r++)
                        if (col[*r] && col[*r] != own) clean = 0;
                }
                if (clean) unite(c, nb[0], nb[1]);
            }
        }
    }
    /* two half connection points for the same pair of strings */
    if (n <= 46340) {
        for (int i = 0; i < npairs; i++) pa[i] = pa[i] * n + pb[i];
        qsort(pa, (size_t)npairs, sizeof *pa, cmp_int);
        for (int i = 1; i < npairs; i++)
            if (pa[i] == pa[i - 1]) unite(c, pa[i] / n, pa[i] % n);
    } else {
        for (int i = 0; i < npairs; i++)
            for (int j = i + 1; j < npairs; j++)
                if (pa[i] == pa[j] && pb[i] == pb[j]) unite(c, pa[i], pb[i]);
    }

    for (int p = 0; p < n; p++) {
        c->g_eyes[p] = c->g_terr[p] = c->g_libs[p] = c->g_stones[p] = 0;
        c->g_flags[p] = 0;
        c->lastseen[p] = -1;
    }
    for (int p = 0; p < n; p++)
        if (col[p]) c->g_stones[carta_find(c, p)]++;
    /* liberties, distinct per group */
    for (int p = 0; p < n; p++) {
        if (col[p]) continue;
        for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++) {
            if (!col[*q]) continue;
            int r = carta_find(c, *q);
            if (c->lastseen[r] != p) {
                c->lastseen[r] = p;
                c->g_libs[r]++;
            }
        }
    }
    /* eyes on enclosed regions (needs the region flood again: order and
       start were borrowed from arrays now in use, so flood into others) */
    int *order2 = c->btmp, *start2 = c->stack + 0;
    (void)start2;
    /* recompute region lists using rgroup as start offsets */
    nr = flood(c, 0, order2, c->rgroup);
    for (int r = 0; r < nr; r++) {
        int bits = c->rowner[r];
        if (!bits || (bits & (bits - 1))) continue;
        int s = c->rsize[r];
        int *pts = order2 + c->rgroup[r];
        int owner = 0;
        while (!(bits & (1 << owner))) owner++;
        int root = -1;
        for (const int *q = g->adj + g->adj_off[pts[0]]; q < g->adj + g->adj_off[pts[0] + 1]; q++)
            if (col[*q]) root = carta_find(c, *q);
        if (root < 0) continue;
        int v;
        if (s == 1) v = small_eye_value(c, pts[0], owner);
        else if (s <= 3) v = 2;
        else if (s <= 6) v = is_killing_shape(c, pts, s) ? 3 : 4;
        else v = 4;
        c->g_eyes[root] += v;
    }
    /* Bouzy territory in same-sign zones touching the group */
    carta_bouzy(c, 8, 21);
    int *zorder = c->btmp, *zstart = c->rgroup;
    int nz = flood(c, 1, zorder, zstart);
    for (int p = 0; p < n; p++) c->lastseen[p] = -1;
    for (int z = 0; z < nz; z++) {
        int first = zorder[zstart[z]];
        int sign = (c->bouzy[first] > 0) - (c->bouzy[first] < 0);
        if (!sign) continue;
        int zc = sign > 0 ? SEICHI_BLACK : SEICHI_WHITE;
        int size = zstart[z + 1] - zstart[z];
        for (int i = zstart[z]; i < zstart[z + 1]; i++) {
            int x = zorder[i];
            for (const int *q = g->adj + g->adj_off[x]; q < g->adj + g->adj_off[x + 1]; q++) {
                if (col[*q] != zc) continue;
                int r = carta_find(c, *q);
                if (c->lastseen[r] == z) continue;
                c->lastseen[r] = z;
                c->g_terr[r] += size;
            }
        }
    }
    /* enclosed regions were counted as eyes: take them out of territory */
    nr = flood(c, 0, zorder, zstart);
    for (int r = 0; r < nr; r++) {
        int bits = c->rowner[r];
        if (!bits || (bits & (bits - 1))) continue;
        int p0 = zorder[zstart[r]], root = -1;
        for (const int *q = g->adj + g->adj_off[p0]; q < g->adj + g->adj_off[p0 + 1]; q++)
            if (col[*q]) root = carta_find(c, *q);
        if (root < 0) continue;
        int own = 0;
        for (int i = zstart[r]; i < zstart[r + 1]; i++)
            own += col[root] == SEICHI_BLACK ? c->bouzy[zorder[i]] > 0 : c->bouzy[zorder[i]] < 0;
        c->g_terr[root] -= own;
        if (c->g_terr[root] < 0) c->g_terr[root] = 0;
    }
    /* alive or not; stability */
    for (int p = 0; p < n; p++) {
        if (!col[p] || carta_find(c, p) != p) continue;
        int e = c->g_eyes[p], t = c->g_terr[p];
        int alive = e >= 4 || t >= 6 || (e >= 2 && t >= 3);
        if (alive) c->g_flags[p] |= CG_ALIVE;
        c->g_stab[p] = alive ? 100 : 520 - e / 4 - c->g_libs[p] * 2 - t / 2;
    }
    for (int p = 0; p < n; p++) {
        if (!col[p]) continue;
        int r = carta_find(c, p);
        if (c->benson[p] == col[p]) {
            c->g_flags[r] |= CG_BENSON | CG_ALIVE;
            c->g_stab[r] = 100;
        }
    }
}
