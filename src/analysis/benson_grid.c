/*
 * benson_grid.c - Benson pass-alive (seed 002) on rectangular grids with
 * bit boards: the same definitions and the same answers as the graph
 * version in benson.c (see the essay there), organised so that the work
 * does not branch on the colours of single points.
 *
 * Why: the graph version floods regions point by point, and each step
 * branches on a neighbour's colour and region.  On a position the CPU has
 * not seen before those branches are unpredictable; a fresh 19x19 call
 * cost 27-30 us against 6-9 us when one position was repeated (the
 * branch predictor had learnt it; the arrays fit in L1 either way).
 *
 * Layout: a board is an array of rows, one uint64_t per row (bit x is
 * column x; width <= 64, SEICHI_MAX_SIDE is 52), with an all-zero row
 * above and below so that neighbour rows need no bounds tests.  Per call:
 *   - the colour masks come from the colour bytes, eight at a time (SWAR
 *     byte compare + multiply gather), as a linear bit string cut into
 *     rows;
 *   - for player c: X = not c, NC = X points next to a c stone, In = X
 *     points next to none; "bad" points are the points a healthy region
 *     may not hold: empty points of In (stones of In too in the strict
 *     variant: suicide, or 3+ players);
 *   - regions are the components of X, each flooded from its lowest
 *     point: a row's fill is the runs of X holding a seed bit (carry
 *     propagation upwards, a Kogge-Stone occluded fill downwards), rows
 *     are swept down and up until a sweep changes nothing, so a region
 *     costs a few sweeps over its own rows;
 *   - a region with an empty point and no bad point is healthy for the
 *     c chains next to every one of its empty points (every point when
 *     strict): candidates are the chains next to its first such point,
 *     narrowed by each further point (the only point-by-point loop, over
 *     small regions); a region with an empty point, touching c and with
 *     at most one In point may be territory;
 *   - casting out in rounds: chains with fewer than two healthy regions
 *     are removed (their stones form D); every kept region touching D
 *     (a test of its rows against D dilated) is no longer healthy, and
 *     the counts of its chains drop; repeat until no chain is removed.
 *     The fixpoint is the same as the graph version's worklist reaches.
 *   - output: stones of the kept chains and the territory regions that
 *     touch no removed chain; players in order 1..N, as benson_run does.
 * Chains are the position's own (head[], next[]).
 *
 * Scratch: rows on the stack, per-region data in the caller's buffer
 * (benson_grid_bytes(n); seichi_pass_alive passes a stack buffer for
 * 19x19, larger boards malloc).  Little-endian only (the SWAR colour
 * read); elsewhere benson_grid_ok() says no and the graph version runs.
 *
 * tests/unit/test_benson_fast.c compares this file with the graph version
 * on positions of real games and on random positions.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/life.h"
#include "position/position.h"

typedef uint64_t row;

enum { BG_ROWS = SEICHI_MAX_SIDE + 2, BG_LIN = (SEICHI_MAX_SIDE * SEICHI_MAX_SIDE + 63) / 64 + 2 };

typedef struct bg_region {
    int16_t v[4];     /* chains (heads) this region is healthy for        */
    int16_t pool;     /* its rows lo..hi start at pool[this]              */
    uint8_t lo, hi;   /* 1-based rows                                     */
    uint8_t nv, terr, dead, pad;
} bg_region;

typedef struct bg_scratch {
    row *pool;        /* rows of the regions kept                         */
    bg_region *reg;
    int *cnt;         /* per point (chain heads only): healthy regions    */
    int16_t *uniq;    /* heads of chains some region is healthy for       */
    uint8_t *alive;   /* per uniq entry                                   */
} bg_scratch;

size_t benson_grid_bytes(int n)
{
    return (size_t)n * (sizeof(row) + sizeof(bg_region) + sizeof(int) + sizeof(int16_t) + 1) + 64;
}

int benson_grid_ok(const seichi_pos *p)
{
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const seichi_graph *g = p->g;
    return g->width >= 1 && g->width <= 64 && g->height >= 1 && g->height <= BG_ROWS - 2 &&
           g->width * g->height == p->n && p->n <= INT16_MAX;
#else
    (void)p;
    return 0;
#endif
}

static const uint64_t LOW7 = 0x7f7f7f7f7f7f7f7full, HIGH = 0x8080808080808080ull, ONES = 0x0101010101010101ull;

/* bit j set iff byte j of chunk equals the byte repeated in pattern */
static inline unsigned eq_bits(uint64_t chunk, uint64_t pattern)
{
    uint64_t x = chunk ^ pattern;
    uint64_t zero = ~(((x & LOW7) + LOW7) | x) & HIGH;
    return (unsigned)((zero * 0x0002040810204081ull) >> 56);
}

/* rows[1..h] = points of colour v; rows[0] = rows[h+1] = 0 */
static void colour_rows(const uint8_t *color, int n, int w, int h, int v, row *rows)
{
    uint64_t lin[BG_LIN];
    const uint64_t pattern = ONES * (uint64_t)v;
    const int words = (n + 63) >> 6;
    for (int k = 0; k <= words; k++) lin[k] = 0;
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t chunk;
        memcpy(&chunk, color + i, 8);
        lin[i >> 6] |= (uint64_t)eq_bits(chunk, pattern) << (i & 63);
    }
    if (i < n) {
        uint64_t chunk = 0;
        memcpy(&chunk, color + i, (size_t)(n - i));
        lin[i >> 6] |= (uint64_t)(eq_bits(chunk, pattern) & ((1u << (n - i)) - 1)) << (i & 63);
    }
    const row full = w == 64 ? ~(row)0 : ((row)1 << w) - 1;
    rows[0] = rows[h + 1] = 0;
    for (int y = 0; y < h; y++) {
        const int b = y * w, k = b >> 6, s = b & 63;
        rows[y + 1] = ((lin[k] >> s) | ((lin[k + 1] << 1) << (63 - s))) & full;
    }
}

/* the runs of m that hold a bit of s (s within m) */
static inline row fill_runs(row s, row m)
{
    row g = (((m + s) ^ m) & m) | s, pr = m;
    g |= pr & (g >> 1);
    pr &= pr >> 1;
    g |= pr & (g >> 2);
    pr &= pr >> 2;
    g |= pr & (g >> 4);
    pr &= pr >> 4;
    g |= pr & (g >> 8);
    pr &= pr >> 8;
    g |= pr & (g >> 16);
    pr &= pr >> 16;
    g |= pr & (g >> 32);
    return g;
}

static inline row spread(row a, row up, row down, row full)
{
    return (a | a << 1 | a >> 1 | up | down) & full;
}

/* Heads of the c chains next to every point of F & V (rows lo..hi);
 * F & V is not empty and each of its points is next to a c stone. */
static int healthy_for(const seichi_pos *p, int c, const row *F, const row *V, int lo, int hi, int w,
                       int h, int16_t *v)
{
    const int *head = p->head;
    int cand[4] = {-2, -2, -2, -2}, nc = 0;
    unsigned live = 0;
    for (int y = lo; y <= hi; y++)
        for (row m = F[y] & V[y]; m; m &= m - 1) {
            const int x = __builtin_ctzll(m), q = (y - 1) * w + x;
            const int nb[4] = {y > 1 ? q - w : q, x > 0 ? q - 1 : q, x < w - 1 ? q + 1 : q, y < h ? q + w : q};
            if (!nc) {
                for (int k = 0; k < 4; k++) {
                    if (p->color[nb[k]] != c) continue;
                    const int hd = head[nb[k]];
                    if (hd != cand[0] && hd != cand[1] && hd != cand[2]) cand[nc++] = hd;
                }
                if (!nc) return 0;
                live = (1u << nc) - 1;
                continue;
            }
            const int h0 = head[nb[0]], h1 = head[nb[1]], h2 = head[nb[2]], h3 = head[nb[3]];
            unsigned here = 0;
            for (int j = 0; j < 4; j++)
                here |= (unsigned)((h0 == cand[j]) | (h1 == cand[j]) | (h2 == cand[j]) | (h3 == cand[j])) << j;
            live &= here;
            if (!live) return 0;
        }
    int nv = 0;
    for (int j = 0; j < nc; j++)
        if (live >> j & 1) v[nv++] = (int16_t)cand[j];
    return nv;
}

static int touches(const bg_scratch *s, const bg_region *r, const row *ND)
{
    const row *f = s->pool + r->pool;
    row t = 0;
    for (int y = r->lo; y <= r->hi; y++) t |= *f++ & ND[y];
    return t != 0;
}

/* Adds the stones of the chain with head hd to D.  Row of a point by a
 * multiply: inv = ceil(2^20 / w) is exact for points < 2^20 / w (> 2704,
 * 52x52); the graph's coordinate arrays would be one more cold array. */
static void add_chain(const seichi_pos *p, int hd, uint32_t w, uint32_t inv, row *D)
{
    int s = hd;
    do {
        const uint32_t y = (uint32_t)s * inv >> 20;
        D[y + 1] |= (row)1 << ((uint32_t)s - y * w);
        s = p->next[s];
    } while (s != hd);
}

static void write_rows(const row *m, int w, int h, int c, uint8_t *out)
{
    for (int y = 1; y <= h; y++)
        for (row b = m[y]; b; b &= b - 1) out[(y - 1) * w + __builtin_ctzll(b)] = (uint8_t)c;
}

/* c's stones are C (rows 0..h+1), the empty points E */
static void grid_player(const seichi_pos *p, int c, int strict, const row *E, const row *C, bg_scratch *s,
                        uint8_t *out)
{
    const int w = p->g->width, h = p->g->height;
    const row full = w == 64 ? ~(row)0 : ((row)1 << w) - 1;
    row X[BG_ROWS], NC[BG_ROWS], In[BG_ROWS], Bad[BG_ROWS], V[BG_ROWS], F[BG_ROWS], rem[BG_ROWS];
    row anyc = 0;
    for (int y = 1; y <= h; y++) anyc |= C[y];
    if (!anyc) return;
    X[0] = X[h + 1] = F[0] = F[h + 1] = rem[0] = rem[h + 1] = 0;
    for (int y = 1; y <= h; y++) {
        X[y] = full & ~C[y];
        NC[y] = spread(C[y], C[y - 1], C[y + 1], full) & X[y];
        In[y] = X[y] & ~NC[y];
        V[y] = strict ? X[y] : E[y];
        Bad[y] = V[y] & In[y];
        F[y] = 0;
    }
    int nreg = 0, npool = 0;
    /* one-point regions need no flood: every neighbour is a c stone */
    for (int y = 1; y <= h; y++) {
        const row lone = X[y] & ~(X[y] << 1 | X[y] >> 1 | X[y - 1] | X[y + 1]);
        rem[y] = X[y] & ~lone;
        for (row b = lone & E[y]; b; b &= b - 1) {
            const int x = __builtin_ctzll(b), q = (y - 1) * w + x;
            const int h0 = p->head[y > 1 ? q - w : q], h1 = p->head[x > 0 ? q - 1 : q];
            const int h2 = p->head[x < w - 1 ? q + 1 : q], h3 = p->head[y < h ? q + w : q];
            bg_region *r = &s->reg[nreg];
            int nv = h0 >= 0;
            r->v[0] = (int16_t)h0;
            r->v[nv] = (int16_t)h1;
            nv += h1 >= 0 && h1 != h0;
            r->v[nv] = (int16_t)h2;
            nv += h2 >= 0 && h2 != h0 && h2 != h1;
            r->v[nv] = (int16_t)h3;
            nv += h3 >= 0 && h3 != h0 && h3 != h1 && h3 != h2;
            r->nv = (uint8_t)nv;
            r->terr = (uint8_t)(NC[y] >> x & 1);
            r->lo = r->hi = (uint8_t)y;
            r->pool = (int16_t)npool;
            r->dead = 0;
            s->pool[npool] = b & (0 - b);
            npool += nv || r->terr;
            nreg += nv || r->terr;
        }
    }
    for (int y0 = 1;;) {
        while (y0 <= h && !rem[y0]) y0++;
        if (y0 > h) break;
        int lo = y0, hi = y0;
        F[y0] = fill_runs(rem[y0] & (0 - rem[y0]), X[y0]);
        /* rows of F are whole runs of X; a row grows by the runs its
           neighbour rows reach.  Nothing lies above y0 (those rows are
           done), so the first sweep goes down. */
        for (;;) {
            int ch = 0;
            for (int y = lo; y <= h; y++) {
                const row sd = (F[y - 1] | F[y + 1]) & X[y] & ~F[y];
                if (sd) F[y] |= fill_runs(sd, X[y]), ch = 1;
                if (y > hi) {
                    if (!F[y]) break;
                    hi = y;
                }
            }
            if (!ch) break;
            ch = 0;
            for (int y = hi; y >= lo; y--) {
                const row sd = (F[y - 1] | F[y + 1]) & X[y] & ~F[y];
                if (sd) F[y] |= fill_runs(sd, X[y]), ch = 1;
            }
            if (!ch) break;
        }
        row e = 0, t = 0, bad = 0, in1 = 0, in2 = 0;
        for (int y = lo; y <= hi; y++) {
            const row f = F[y], in = f & In[y];
            rem[y] &= ~f;
            e |= f & E[y];
            t |= f & NC[y];
            bad |= f & Bad[y];
            in2 |= (in & (in - 1)) | (row)((in1 != 0) & (in != 0));
            in1 |= in;
        }
        bg_region *r = &s->reg[nreg];
        r->terr = e && t && !in2;
        r->nv = (uint8_t)(e && !bad ? healthy_for(p, c, F, V, lo, hi, w, h, r->v) : 0);
        if (r->nv || r->terr) {
            r->lo = (uint8_t)lo;
            r->hi = (uint8_t)hi;
            r->pool = (int16_t)npool;
            r->dead = 0;
            memcpy(s->pool + npool, F + lo, sizeof(row) * (size_t)(hi - lo + 1));
            npool += hi - lo + 1;
            nreg++;
        }
        for (int y = lo; y <= hi; y++) F[y] = 0;
    }

    int nu = 0;
    for (int i = 0; i < nreg; i++)
        for (int j = 0; j < s->reg[i].nv; j++) s->cnt[s->reg[i].v[j]] = 0;
    for (int i = 0; i < nreg; i++)
        for (int j = 0; j < s->reg[i].nv; j++)
            if (s->cnt[s->reg[i].v[j]]++ == 0) s->uniq[nu++] = s->reg[i].v[j];
    row *A = rem, *D = X, *ND = NC; /* reuse: rem is all zero now */
    const uint32_t inv = ((1u << 20) + (uint32_t)w - 1) / (uint32_t)w;
    for (int u = 0; u < nu; u++) {
        s->alive[u] = s->cnt[s->uniq[u]] >= 2;
        if (s->alive[u]) add_chain(p, s->uniq[u], (uint32_t)w, inv, A);
    }
    D[0] = D[h + 1] = ND[0] = ND[h + 1] = 0;
    for (int y = 1; y <= h; y++) D[y] = C[y] & ~A[y];
    for (;;) {
        for (int y = 1; y <= h; y++) ND[y] = spread(D[y], D[y - 1], D[y + 1], full);
        for (int i = 0; i < nreg; i++) {
            bg_region *r = &s->reg[i];
            if (((r->nv == 0) | (r->dead != 0)) || !touches(s, r, ND)) continue;
            r->dead = 1;
            for (int j = 0; j < r->nv; j++) s->cnt[r->v[j]]--;
        }
        int removed = 0;
        for (int u = 0; u < nu; u++)
            if (s->alive[u] && s->cnt[s->uniq[u]] < 2) {
                s->alive[u] = 0;
                add_chain(p, s->uniq[u], (uint32_t)w, inv, D);
                removed = 1;
            }
        if (!removed) break;
    }
    for (int y = 1; y <= h; y++) A[y] = C[y] & ~D[y];
    write_rows(A, w, h, c, out);
    for (int i = 0; i < nreg; i++) {
        const bg_region *r = &s->reg[i];
        if (!r->terr || r->dead || touches(s, r, ND)) continue;
        const row *f = s->pool + r->pool;
        for (int y = r->lo; y <= r->hi; y++)
            for (row b = *f++; b; b &= b - 1) out[(y - 1) * w + __builtin_ctzll(b)] = (uint8_t)c;
    }
}

static int grid_run(const seichi_pos *p, int suicide, int only, void *buf, size_t buflen, uint8_t *out);

int benson_grid(const seichi_pos *p, int suicide, void *buf, size_t buflen, uint8_t *out)
{
    return grid_run(p, suicide, 0, buf, buflen, out);
}

int benson_grid_player(const seichi_pos *p, int suicide, int c, void *buf, size_t buflen, uint8_t *out)
{
    return grid_run(p, suicide, c, buf, buflen, out);
}

static int grid_run(const seichi_pos *p, int suicide, int only, void *buf, size_t buflen, uint8_t *out)
{
    const int n = p->n;
    char *m = buf;
    void *owned = NULL;
    if (!m || buflen < benson_grid_bytes(n)) {
        m = owned = malloc(benson_grid_bytes(n));
        if (!m) return SEICHI_NOMEM;
    }
    bg_scratch s;
    m += (uintptr_t)(-(uintptr_t)m & 7);
    s.pool = (row *)m;           m += sizeof(row) * (size_t)n;
    s.reg = (bg_region *)m;      m += sizeof(bg_region) * (size_t)n;
    s.cnt = (int *)m;            m += sizeof(int) * (size_t)n;
    s.uniq = (int16_t *)m;       m += sizeof(int16_t) * (size_t)n;
    s.alive = (uint8_t *)m;
    const int w = p->g->width, h = p->g->height;
    row E[BG_ROWS], C[BG_ROWS];
    colour_rows(p->color, n, w, h, SEICHI_EMPTY, E);
    memset(out, 0, (size_t)n);
    const int strict = suicide || p->nplayers > 2;
    for (int c = 1; c <= p->nplayers; c++) {
        if (only && c != only) continue;
        if (c == 2 && p->nplayers == 2 && !only) {
            const row full = w == 64 ? ~(row)0 : ((row)1 << w) - 1;
            for (int y = 1; y <= h; y++) C[y] = full & ~E[y] & ~C[y];
        } else {
            colour_rows(p->color, n, w, h, c, C);
        }
        grid_player(p, c, strict, E, C, &s, out);
    }
    free(owned);
    return SEICHI_OK;
}
