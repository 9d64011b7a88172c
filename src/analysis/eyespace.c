/*
 * eyespace.c - eyespace extraction and canonical form (seed 004, sections
 * 4-5), the per-analysis memo, and the judge used by whole-board life.
 *
 * Canonical form.  Rows (points) are first sorted by label, largest first
 * (that alone maximises the label columns read down, seed 004: "read the
 * bits down the columns ... all of the vacant points are listed before
 * the white points").  Then, among the numberings that permute points only
 * inside equal-label classes, we keep the largest adjacency part.  The
 * adjacency matrix is symmetric, so its columns read downwards are its
 * rows: the comparison is row 0 bit by bit, then row 1, and so on.  A
 * depth-first search fixes the rows in order; once position r is fixed,
 * bits 0..r of row 0 are known, and branches whose known prefix is smaller
 * than the best found are cut.  Shapes up to 7 points have a handful of
 * numberings; very symmetric big shapes are cut off after a budget (the
 * function then fails and the caller treats the eyespace as unknown).
 *
 * Key.  For k <= 7 the key is an exact encoding: k (3 bits), then per
 * canonical row a 5-bit label (colour*6 + edginess*2 + touch; degree is
 * implied by the matrix), then the upper triangle of the matrix - 59
 * bits.  Bigger shapes get a 63-bit FNV-1a hash of the same data with
 * bit 63 set.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/eyespace.h"
#include "analysis/life.h"
#include "position/position.h"

static int degree_of(const eye_shape *s, int i)
{
    return __builtin_popcount(s->adj[i]);
}

int eye_label(const eye_shape *s, int i)
{
    int d = degree_of(s, i);
    if (d > 7) d = 7;
    return s->color[i] << 6 | s->edge[i] << 4 | d << 1 | (s->touch[i] ? 1 : 0);
}

typedef struct canon_ctx {
    int k;
    const eye_shape *s;
    int lab_at[EYE_MAX];   /* label required at each position */
    int lab[EYE_MAX];
    int perm[EYE_MAX];
    int best[EYE_MAX];
    uint16_t bestrows[EYE_MAX];
    int have;
    unsigned used;
    long budget;
} canon_ctx;

static uint16_t row_bits(const canon_ctx *c, const int *perm, int r, int upto)
{
    uint16_t bits = 0;
    uint16_t a = c->s->adj[perm[r]];
    for (int j = 0; j <= upto; j++) bits = (uint16_t)(bits << 1 | ((a >> perm[j]) & 1));
    return bits;
}

static void canon_dfs(canon_ctx *c, int r)
{
    if (c->budget-- <= 0) return;
    if (r == c->k) {
        uint16_t rows[EYE_MAX] = {0};
        int cmp = c->have ? 0 : 1;
        for (int i = 0; i < c->k; i++) {
            rows[i] = row_bits(c, c->perm, i, c->k - 1);
            if (!cmp && rows[i] != c->bestrows[i]) cmp = rows[i] > c->bestrows[i] ? 1 : -1;
        }
        if (cmp > 0) {
            memcpy(c->bestrows, rows, sizeof rows);
            memcpy(c->best, c->perm, sizeof c->perm);
            c->have = 1;
        }
        return;
    }
    for (int v = 0; v < c->k; v++) {
        if ((c->used >> v & 1) | (c->lab[v] != c->lab_at[r])) continue; /* one branch */
        c->perm[r] = v;
        if (c->have) {
            /* bits 0..r of row 0 are fixed now: cut a smaller prefix */
            uint16_t pre = row_bits(c, c->perm, 0, r);
            uint16_t bpre = (uint16_t)(c->bestrows[0] >> (c->k - 1 - r));
            if (pre < bpre) continue;
        }
        c->used |= 1u << v;
        canon_dfs(c, r + 1);
        c->used &= ~(1u << v);
    }
}

static uint64_t compact_label(const eye_shape *s, int i)
{
    return (uint64_t)(s->color[i] * 6 + s->edge[i] * 2 + (s->touch[i] ? 1 : 0));
}

int eye_canonical(const eye_shape *s, eye_canon *out)
{
    canon_ctx c;
    memset(&c, 0, sizeof c);
    if (s->k < 0 || s->k > EYE_MAX) return -1;
    c.k = s->k;
    c.s = s;
    c.budget = 200000;
    for (int i = 0; i < s->k; i++) {
        if (degree_of(s, i) > 7) return -1;
        c.lab[i] = eye_label(s, i);
    }
    /* labels sorted descending give the label per position */
    int tmp[EYE_MAX];
    memcpy(tmp, c.lab, sizeof tmp);
    for (int i = 1; i < s->k; i++) {
        int v = tmp[i], j = i;
        while (j > 0 && tmp[j - 1] < v) tmp[j] = tmp[j - 1], j--;
        tmp[j] = v;
    }
    memcpy(c.lab_at, tmp, sizeof tmp);
    canon_dfs(&c, 0);
    if (!c.have || c.budget < 0) return -1;
    memcpy(out->perm, c.best, sizeof c.best);
    if (s->k <= EYE_KEY_EXACT) {
        uint64_t key = (uint64_t)s->k;
        for (int i = 0; i < s->k; i++) key = key << 5 | compact_label(s, c.best[i]);
        for (int i = 0; i < s->k; i++)
            for (int j = i + 1; j < s->k; j++)
                key = key << 1 | ((s->adj[c.best[i]] >> c.best[j]) & 1);
        out->key = key;
    } else {
        uint64_t h = 1469598103934665603ull;
        h = (h ^ (uint64_t)s->k) * 1099511628211ull;
        for (int i = 0; i < s->k; i++) h = (h ^ compact_label(s, c.best[i])) * 1099511628211ull;
        for (int i = 0; i < s->k; i++) h = (h ^ c.bestrows[i]) * 1099511628211ull;
        out->key = h | (1ull << 63);
    }
    return 0;
}

void eye_permute(const eye_shape *s, const int *perm, eye_shape *out)
{
    int inv[EYE_MAX];
    eye_shape t;
    memset(&t, 0, sizeof t);
    t.k = s->k;
    for (int i = 0; i < s->k; i++) inv[perm[i]] = i;
    for (int i = 0; i < s->k; i++) {
        int v = perm[i];
        t.color[i] = s->color[v];
        t.edge[i] = s->edge[v];
        t.touch[i] = s->touch[v];
        for (int j = 0; j < s->k; j++)
            if (s->adj[v] >> j & 1) t.adj[i] |= (uint16_t)(1u << inv[j]);
    }
    *out = t;
}

int eye_decode(uint64_t key, eye_shape *out)
{
    if (key >> 63) return -1;
    int k = 0;
    /* find k: the top 3 bits of a 3 + 5k + k(k-1)/2 bit number */
    for (int kk = 1; kk <= EYE_KEY_EXACT; kk++) {
        int bits = 3 + 5 * kk + kk * (kk - 1) / 2;
        if ((int)(key >> (bits - 3)) == kk && (bits == 64 || key >> bits == 0)) {
            k = kk;
            break;
        }
    }
    if (!k) return -1;
    memset(out, 0, sizeof *out);
    out->k = k;
    int pos = 3 + 5 * k + k * (k - 1) / 2;
    pos -= 3;
    for (int i = 0; i < k; i++) {
        pos -= 5;
        int l = (int)(key >> pos & 31);
        if (l >= 18) return -1;
        out->color[i] = (uint8_t)(l / 6);
        out->edge[i] = (uint8_t)(l % 6 / 2);
        out->touch[i] = (uint8_t)(l & 1);
    }
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++) {
            pos--;
            if (key >> pos & 1) {
                out->adj[i] |= (uint16_t)(1u << j);
                out->adj[j] |= (uint16_t)(1u << i);
            }
        }
    return 0;
}

int eye_from_points(const seichi_pos *p, const int *pts, int k, int c, eye_shape *out)
{
    if (k < 0 || k > EYE_MAX) return -1;
    const seichi_graph *g = p->g;
    memset(out, 0, sizeof *out);
    out->k = k;
    for (int i = 0; i < k; i++) {
        int q = pts[i], col = p->color[q];
        out->color[i] = (uint8_t)(col == SEICHI_EMPTY ? EYE_VACANT : col == c ? EYE_FRIEND : EYE_ENEMY);
        out->edge[i] = g->edge[q];
        for (int a = g->adj_off[q]; a < g->adj_off[q + 1]; a++) {
            int nb = g->adj[a], j = 0;
            while (j < k && pts[j] != nb) j++;
            if (j < k) out->adj[i] |= (uint16_t)(1u << j);
            else out->touch[i] = 1;
        }
    }
    return 0;
}

/* --- memo ------------------------------------------------------------ */
struct eye_cache {
    size_t cap, used;
    uint64_t *keys;  /* 0 = free */
    int16_t *val;    /* status << 8 | (vital + 1) */
};

eye_cache *eye_cache_new(void)
{
    eye_cache *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->cap = 256;
    c->keys = calloc(c->cap, sizeof *c->keys);
    c->val = calloc(c->cap, sizeof *c->val);
    if (!c->keys || !c->val) {
        eye_cache_free(c);
        return NULL;
    }
    return c;
}

void eye_cache_free(eye_cache *c)
{
    if (!c) return;
    free(c->keys);
    free(c->val);
    free(c);
}

static int cache_get(const eye_cache *c, uint64_t key, int *status, int *vital)
{
    if (!c || !key) return 0;
    for (size_t i = key % c->cap;; i = (i + 1) % c->cap) {
        if (!c->keys[i]) return 0;
        if (c->keys[i] == key) {
            *status = c->val[i] >> 8;
            *vital = (c->val[i] & 255) - 1;
            return 1;
        }
    }
}

static void cache_put(eye_cache *c, uint64_t key, int status, int vital)
{
    if (!c || !key) return;
    if ((c->used + 1) * 2 > c->cap) {
        size_t ncap = c->cap * 2;
        uint64_t *nk = calloc(ncap, sizeof *nk);
        int16_t *nv = calloc(ncap, sizeof *nv);
        if (!nk || !nv) {
            free(nk);
            free(nv);
            return;
        }
        for (size_t i = 0; i < c->cap; i++) {
            if (!c->keys[i]) continue;
            size_t j = c->keys[i] % ncap;
            while (nk[j]) j = (j + 1) % ncap;
            nk[j] = c->keys[i];
            nv[j] = c->val[i];
        }
        free(c->keys);
        free(c->val);
        c->keys = nk;
        c->val = nv;
        c->cap = ncap;
    }
    size_t i = key % c->cap;
    while (c->keys[i] && c->keys[i] != key) i = (i + 1) % c->cap;
    if (!c->keys[i]) c->used++;
    c->keys[i] = key;
    c->val[i] = (int16_t)(status << 8 | (vital + 1));
}

void eyespace_judge(const seichi_pos *p, const int *pts, int k, int c, eye_cache *cache,
                    eye_verdict *out)
{
    out->status = LIFE_UNKNOWN;
    out->key = 0;
    out->vital = SEICHI_NONE;
    out->source = 0;
    int vacant = 0;
    for (int i = 0; i < k; i++) vacant += p->color[pts[i]] == SEICHI_EMPTY;
    eye_shape s, cs;
    eye_canon cn;
    if (k > EYE_MAX || eye_from_points(p, pts, k, c, &s) || eye_canonical(&s, &cn)) {
        if (k >= 7) out->status = LIFE_ALIVE;
        return;
    }
    out->key = cn.key;
    int status = -1, vital = -1;
    if (k <= EYE_KEY_EXACT && (status = eye_table_lookup(cn.key, &vital)) >= 0) {
        out->source = 1;
    } else if (cache_get(cache, cn.key, &status, &vital)) {
        out->source = 3;
    } else if (k <= EYE_SOLVE_MAX) {
        eye_permute(&s, cn.perm, &cs);
        status = eye_solve(&cs, &vital);
        if (status < 0) status = LIFE_UNKNOWN, vital = -1;
        cache_put(cache, cn.key, status, vital);
        out->source = 2;
    } else {
        /* seed 004: "any eyespace of size 7 or more is alive"; the caller
           counts an eyespace only when every enemy group in it is dead */
        status = k >= 7 || vacant == k ? LIFE_ALIVE : LIFE_UNKNOWN;
        vital = -1;
    }
    out->status = status;
    if (vital >= 0 && vital < k) out->vital = pts[cn.perm[vital]];
}
