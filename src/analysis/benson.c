/*
 * benson.c - Benson's unconditional life ("pass-alive"), seed 002.
 *
 * Definitions, for a player c on any board graph with any number of
 * players (every other colour is an opponent of c):
 *   - a c-chain is a maximal connected set of c stones;
 *   - a c-region is a maximal connected set of points that are not c
 *     (empty points and stones of every other player);
 *   - a region R is healthy (vital) for a c-chain B when every empty point
 *     of R is adjacent to B; when suicide is allowed, every point of R
 *     (stones included) must be adjacent to B (seed 002, example 6, and
 *     KataGo's isMultiStoneSuicideLegal), because an attacker could
 *     otherwise empty the region by suicide and play it out again.  With
 *     three or more players the strict condition always applies: two
 *     opponents can capture each other's stones inside c's region, which
 *     empties it just as suicide would (found by the brute-force test:
 *     "OX/.X/X." on 2x3, where player 3 captures O's stone).
 * jvt's casting out (seed 002, "The actual algorithm"): remove every chain
 * with fewer than two healthy regions; a region touching a removed chain
 * is no longer healthy for anyone; repeat.  The chains left are exactly
 * the pass-alive ones (uncapturable even if c always passes).  Here the
 * repetition is a worklist: each chain keeps a count of its healthy
 * regions, a killed chain invalidates its regions once and decrements the
 * counts of the chains those regions were healthy for.  Linear time.
 *
 * Pass-alive territory (as KataGo defines it, which the peer tests check):
 * a region that contains at least one empty point, borders only
 * pass-alive c chains, and has at most one point not adjacent to a c
 * stone - too little room for another player ever to make two eyes.
 * Every point of it (opponent stones included) belongs to c.
 *
 * Regions made only of stones (possible only in a set-up position whose
 * chains have no liberties) are never healthy and never territory.
 *
 * No allocation in the hot path: all scratch lives in a benson_ws, which
 * takes a caller buffer (seichi_pass_alive gives a stack buffer big enough
 * for 19x19) and mallocs only when the board is bigger.
 *
 * Rectangular grids take the bit-board version in benson_grid.c (same
 * answers, few data-dependent branches; 3x faster on a position the CPU
 * has not seen before); this file is the general path for every other
 * graph, and the reference the grid version is tested against.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/life.h"
#include "position/position.h"

static size_t ws_bytes(int n, int nadj)
{
    /* per point: region id, queue, healthy count, dead flag;
       per region (<= n): start, length of the healthy list, first point,
       size, flags; healthy lists: at most one entry per adjacency. */
    size_t graph = (size_t)n * (4 + 4 + 4 + 1) + (size_t)n * (4 * 4 + 1 + 1 + 1) +
                   (size_t)nadj * 4 + (size_t)n * 8 + 64;
    size_t grid = benson_grid_bytes(n);
    return graph > grid ? graph : grid;
}

int benson_ws_init(benson_ws *ws, const seichi_pos *p, void *buf, size_t buflen)
{
    int n = p->n, nadj = p->g->adj_off[n];
    size_t need = ws_bytes(n, nadj);
    memset(ws, 0, sizeof *ws);
    char *m = buf;
    if (!m || buflen < need) {
        m = malloc(need);
        if (!m) return SEICHI_NOMEM;
        ws->owned = m;
    }
    ws->n = n;
    ws->mem = m;
    ws->memlen = need;
    ws->region = (int32_t *)m;            m += (size_t)n * 4;
    ws->queue = (int32_t *)m;             m += (size_t)n * 4;
    ws->healthy = (int32_t *)m;           m += (size_t)n * 4;
    ws->rstart = (int32_t *)m;            m += (size_t)n * 4;
    ws->rlen = (int32_t *)m;              m += (size_t)n * 4;
    ws->vstart = (int32_t *)m;            m += (size_t)n * 4;
    ws->vlen = (int32_t *)m;              m += (size_t)n * 4;
    ws->vital = (int32_t *)m;             m += (size_t)nadj * 4;
    ws->work = (int32_t *)m;              m += (size_t)n * 4;
    ws->heads = (int32_t *)m;             m += (size_t)n * 4;
    ws->dead = (uint8_t *)m;              m += (size_t)n;
    ws->rdead = (uint8_t *)m;             m += (size_t)n;
    ws->rinternal = (uint8_t *)m;         m += (size_t)n;
    ws->rempty = (uint8_t *)m;
    return SEICHI_OK;
}

void benson_ws_free(benson_ws *ws)
{
    free(ws->owned);
    ws->owned = NULL;
}

/* Floods the regions of player c; fills each region's healthy list, its
 * count of points not adjacent to c (capped at 2), whether it holds an
 * empty point and whether it touches c at all.  One pass over the
 * neighbours of each point. */
static int build_regions(const seichi_pos *p, int c, int strict, benson_ws *ws)
{
    const int n = p->n;
    const uint8_t *color = p->color;
    const int *head = p->head, *off = p->g->adj_off, *adj = p->g->adj;
    int32_t *region = ws->region, *queue = ws->queue, *vital = ws->vital;
    int nreg = 0, nvital = 0, qn = 0;
    memset(region, 0xff, sizeof *region * (size_t)n);
    for (int s = 0; s < n; s++) {
        if (region[s] >= 0 || color[s] == c) continue;
        const int r = nreg++, start = qn, vs = nvital;
        int vlen = -1, internal = 0, empty = 0, touches = 0;
        region[s] = r;
        queue[qn++] = s;
        for (int i = start; i < qn; i++) {
            const int q = queue[i], cq = color[q];
            int heads[SEICHI_MAX_DEGREE], nh = 0;
            for (int k = off[q]; k < off[q + 1]; k++) {
                const int a = adj[k];
                if (color[a] == c) {
                    const int h = head[a];
                    int j = 0;
                    while (j < nh && heads[j] != h) j++;
                    if (j == nh) heads[nh++] = h;
                } else if (region[a] < 0) {
                    region[a] = r;
                    queue[qn++] = a;
                }
            }
            if (nh) touches = 1;
            else if (internal < 2) internal++;
            if (cq == SEICHI_EMPTY) empty = 1;
            if (!strict && cq != SEICHI_EMPTY) continue;
            if (vlen < 0) {
                for (int j = 0; j < nh; j++) vital[vs + j] = heads[j];
                vlen = nh;
            } else if (vlen > 0) {
                int len = 0;
                for (int j = 0; j < vlen; j++) {
                    const int h = vital[vs + j];
                    int m = 0;
                    while (m < nh && heads[m] != h) m++;
                    if (m < nh) vital[vs + len++] = h;
                }
                vlen = len;
            }
        }
        ws->rstart[r] = start;
        ws->rlen[r] = qn - start;
        ws->vstart[r] = vs;
        ws->vlen[r] = empty && vlen > 0 ? vlen : 0;
        ws->rinternal[r] = (uint8_t)internal;
        ws->rempty[r] = (uint8_t)(empty | touches << 1);
        ws->rdead[r] = 0;
        nvital += ws->vlen[r];
    }
    return nreg;
}

static void kill_region(benson_ws *ws, int r, int *wn)
{
    if (ws->rdead[r]) return;
    ws->rdead[r] = 1;
    const int32_t *v = ws->vital + ws->vstart[r];
    for (int j = 0; j < ws->vlen[r]; j++) {
        int h = v[j];
        if (--ws->healthy[h] == 1 && !ws->dead[h]) ws->work[(*wn)++] = h;
    }
}

void benson_player(const seichi_pos *p, int c, int suicide, benson_ws *ws, uint8_t *out)
{
    const int n = p->n;
    const uint8_t *color = p->color;
    const int *head = p->head, *next = p->next, *off = p->g->adj_off, *adj = p->g->adj;
    const int nreg = build_regions(p, c, suicide || p->nplayers > 2, ws);
    int32_t *healthy = ws->healthy, *work = ws->work, *heads = ws->heads;
    uint8_t *dead = ws->dead;
    int nheads = 0, wn = 0;
    for (int q = 0; q < n; q++)
        if (color[q] == c && head[q] == q) healthy[q] = 0, dead[q] = 0, heads[nheads++] = q;
    if (!nheads) return;
    for (int r = 0; r < nreg; r++)
        for (int j = 0; j < ws->vlen[r]; j++) healthy[ws->vital[ws->vstart[r] + j]]++;
    for (int i = 0; i < nheads; i++)
        if (healthy[heads[i]] < 2) work[wn++] = heads[i];
    while (wn > 0) {
        const int h = work[--wn];
        if (dead[h]) continue;
        dead[h] = 1;
        int s = h;
        do {
            for (int k = off[s]; k < off[s + 1]; k++) {
                const int r = ws->region[adj[k]];
                if (r >= 0) kill_region(ws, r, &wn);
            }
            s = next[s];
        } while (s != h);
    }
    for (int i = 0; i < nheads; i++) {
        const int h = heads[i];
        if (dead[h]) continue;
        int s = h;
        do {
            out[s] = (uint8_t)c;
            s = next[s];
        } while (s != h);
    }
    for (int r = 0; r < nreg; r++) {
        /* rempty: bit 0 holds an empty point, bit 1 touches c */
        if (ws->rdead[r] || ws->rempty[r] != 3 || ws->rinternal[r] > 1) continue;
        const int32_t *pts = ws->queue + ws->rstart[r];
        for (int i = 0; i < ws->rlen[r]; i++) out[pts[i]] = (uint8_t)c;
    }
}

int benson_run_general(const seichi_pos *p, int suicide, benson_ws *ws, uint8_t *out)
{
    memset(out, 0, (size_t)p->n);
    for (int c = 1; c <= p->nplayers; c++) benson_player(p, c, suicide, ws, out);
    return SEICHI_OK;
}

int benson_run(const seichi_pos *p, int suicide, benson_ws *ws, uint8_t *out)
{
    if (benson_grid_ok(p)) return benson_grid(p, suicide, ws->mem, ws->memlen, out);
    return benson_run_general(p, suicide, ws, out);
}

int seichi_pass_alive(const seichi_pos *p, int suicide, uint8_t *out)
{
    if (!p || !out) return SEICHI_ARG;
    if (benson_grid_ok(p)) {
        uint64_t scratch[BENSON_GRID_STACK_BYTES / 8];
        return benson_grid(p, suicide, scratch, sizeof scratch, out);
    }
    uint64_t stack[4096]; /* 32 KiB: enough for 19x19 */
    benson_ws ws;
    int rc = benson_ws_init(&ws, p, stack, sizeof stack);
    if (rc) return rc;
    rc = benson_run_general(p, suicide, &ws, out);
    benson_ws_free(&ws);
    return rc;
}
