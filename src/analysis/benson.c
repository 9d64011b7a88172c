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
    return (size_t)n * (4 + 4 + 4 + 1) + (size_t)n * (4 * 4 + 1 + 1 + 1) +
           (size_t)nadj * 4 + (size_t)n * 4 + 64;
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
    ws->region = (int32_t *)m;            m += (size_t)n * 4;
    ws->queue = (int32_t *)m;             m += (size_t)n * 4;
    ws->healthy = (int32_t *)m;           m += (size_t)n * 4;
    ws->rstart = (int32_t *)m;            m += (size_t)n * 4;
    ws->rlen = (int32_t *)m;              m += (size_t)n * 4;
    ws->vstart = (int32_t *)m;            m += (size_t)n * 4;
    ws->vlen = (int32_t *)m;              m += (size_t)n * 4;
    ws->vital = (int32_t *)m;             m += (size_t)nadj * 4;
    ws->work = (int32_t *)m;              m += (size_t)n * 4;
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

static int adjacent_to_head(const seichi_pos *p, int q, int h)
{
    const seichi_graph *g = p->g;
    for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++)
        if (p->head[g->adj[k]] == h) return 1;
    return 0;
}

static int adjacent_to_color(const seichi_pos *p, int q, int c)
{
    const seichi_graph *g = p->g;
    for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++)
        if (p->color[g->adj[k]] == c) return 1;
    return 0;
}

/* Floods the regions of player c; fills each region's healthy list. */
static int build_regions(const seichi_pos *p, int c, int suicide, benson_ws *ws)
{
    const seichi_graph *g = p->g;
    const int n = p->n;
    int nreg = 0, nvital = 0, qn = 0;
    const int strict = suicide || p->nplayers > 2;
    for (int q = 0; q < n; q++) ws->region[q] = -1;
    for (int s = 0; s < n; s++) {
        if (ws->region[s] >= 0 || p->color[s] == c) continue;
        int r = nreg++;
        int start = qn, first_counted = 1;
        ws->rstart[r] = start;
        ws->vstart[r] = nvital;
        ws->vlen[r] = 0;
        ws->rinternal[r] = 0;
        ws->rempty[r] = 0;
        ws->rdead[r] = 0;
        ws->region[s] = r;
        ws->queue[qn++] = s;
        for (int i = start; i < qn; i++) {
            int q = ws->queue[i];
            int counted = strict || p->color[q] == SEICHI_EMPTY;
            if (p->color[q] == SEICHI_EMPTY) ws->rempty[r] = 1;
            if (counted) {
                int *v = ws->vital + ws->vstart[r];
                if (first_counted) {
                    first_counted = 0;
                    int len = 0;
                    for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
                        int h = p->head[g->adj[k]];
                        if (h < 0 || p->color[h] != c) continue;
                        int dup = 0;
                        for (int j = 0; j < len; j++) dup |= v[j] == h;
                        if (!dup) v[len++] = h;
                    }
                    ws->vlen[r] = len;
                } else if (ws->vlen[r]) {
                    int len = 0;
                    for (int j = 0; j < ws->vlen[r]; j++)
                        if (adjacent_to_head(p, q, v[j])) v[len++] = v[j];
                    ws->vlen[r] = len;
                }
            }
            if (ws->rinternal[r] < 2 && !adjacent_to_color(p, q, c)) ws->rinternal[r]++;
            for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
                int a = g->adj[k];
                if (ws->region[a] < 0 && p->color[a] != c) {
                    ws->region[a] = r;
                    ws->queue[qn++] = a;
                }
            }
        }
        ws->rlen[r] = qn - start;
        if (!ws->rempty[r]) ws->vlen[r] = 0;
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
    const seichi_graph *g = p->g;
    const int n = p->n;
    int nreg = build_regions(p, c, suicide, ws);
    int any = 0, wn = 0;
    for (int q = 0; q < n; q++) {
        if (p->head[q] == q && p->color[q] == c) {
            ws->healthy[q] = 0;
            ws->dead[q] = 0;
            any = 1;
        }
    }
    if (!any) return;
    for (int r = 0; r < nreg; r++)
        for (int j = 0; j < ws->vlen[r]; j++) ws->healthy[ws->vital[ws->vstart[r] + j]]++;
    for (int q = 0; q < n; q++)
        if (p->head[q] == q && p->color[q] == c && ws->healthy[q] < 2) ws->work[wn++] = q;
    while (wn > 0) {
        int h = ws->work[--wn];
        if (ws->dead[h]) continue;
        ws->dead[h] = 1;
        int s = h;
        do {
            for (int k = g->adj_off[s]; k < g->adj_off[s + 1]; k++) {
                int r = ws->region[g->adj[k]];
                if (r >= 0) kill_region(ws, r, &wn);
            }
            s = p->next[s];
        } while (s != h);
    }
    for (int q = 0; q < n; q++)
        if (p->color[q] == c && !ws->dead[p->head[q]]) out[q] = (uint8_t)c;
    for (int r = 0; r < nreg; r++) {
        if (ws->rdead[r] || !ws->rempty[r] || ws->rinternal[r] > 1) continue;
        int borders = 0;
        const int32_t *pts = ws->queue + ws->rstart[r];
        for (int i = 0; i < ws->rlen[r] && !borders; i++) borders = adjacent_to_color(p, pts[i], c);
        if (!borders) continue;
        for (int i = 0; i < ws->rlen[r]; i++) out[pts[i]] = (uint8_t)c;
    }
}

int benson_run(const seichi_pos *p, int suicide, benson_ws *ws, uint8_t *out)
{
    memset(out, 0, (size_t)p->n);
    for (int c = 1; c <= p->nplayers; c++) benson_player(p, c, suicide, ws, out);
    return SEICHI_OK;
}

int seichi_pass_alive(const seichi_pos *p, int suicide, uint8_t *out)
{
    if (!p || !out) return SEICHI_ARG;
    uint64_t stack[4096]; /* 32 KiB: enough for 19x19 */
    benson_ws ws;
    int rc = benson_ws_init(&ws, p, stack, sizeof stack);
    if (rc) return rc;
    rc = benson_run(p, suicide, &ws, out);
    benson_ws_free(&ws);
    return rc;
}
