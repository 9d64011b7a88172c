/*
 * certify.c - when goscorer's structural reading (eyeread.c) cannot change
 * seed 000's classification (seki.c), so that territory counting may skip
 * it (it costs about 200 us on 19x19; this check a few us).
 *
 * The reading withholds territory from a region of one colour only when its
 * group's eyes are worth at most 1 in total (seki), or at a false eye that
 * must be filled (unscorable), which score.c follows only next to a dead
 * throw-in.  So the reading is harmless when every region bordered by one
 * colour lies in a group whose eye values certainly sum to 2 or more, and
 * every dead stone that may sit on a false eye point has another eye worth
 * something next to each chain beside it.
 *
 * Lower bounds of the reading's values, without its search:
 *  - a point with two neighbours in its region is never a false eye point;
 *    nor is one whose chains all touch the rest of the region (the region
 *    without it stays connected, so the search gets around it), nor a one-
 *    or two-point region whose chains are joined without it (through dame
 *    no opposing stone touches, regions of three points or more, other small
 *    regions);
 *  - an eye is worth 2 with six empty points having three or four real
 *    neighbours; with every point real, with six points beyond the dead
 *    stones inside, or (no dead stone) with a cut point; it is worth 1 with
 *    a point needing no move to block (all its neighbours real, no dead
 *    stone in the region) or when every point is real;
 *  - a group: regions and chains joined through their shared chains and
 *    through dame points next to stones of one colour only (no connection
 *    block can close them), which the reading's regions contain.
 * test_tbtw.c scores every territory game with the reading forced as well
 * and requires identical results.
 */
#include <string.h>

#include "score/score_int.h"
#include "score/uf.h"
#include "topology/graph.h"

static uint32_t next_gen(seki_work *w)
{
    if (++w->gen == 0) {
        memset(w->mark, 0, (size_t)w->n * sizeof(uint32_t));
        w->gen = 1;
    }
    return w->gen;
}

static int stone_id(const int *head, int q) { return head && head[q] >= 0 ? head[q] : q; }

/* For region r: w->mark[h] = gen and w->s[h] = number of points of r next
 * to chain h (capped at 2). */
static void mark_touches(const seichi_graph *g, const uint8_t *board, const int *head,
                         seki_work *w, int r)
{
    uint32_t gen = next_gen(w);
    for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
        int p = w->order[i], seen[4], ns = 0;
        for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
            int q = g->adj[k];
            if (!board[q]) continue;
            int h = stone_id(head, q), dup = 0;
            for (int t = 0; t < ns; t++) dup |= seen[t] == h;
            if (dup) continue;
            if (ns < 4) seen[ns++] = h;
            if (w->mark[h] != gen) w->mark[h] = gen, w->s[h] = 1;
            else if (w->s[h] < 2) w->s[h] = 2;
        }
    }
}

/* p (in region r, size >= 2, after mark_touches) is certainly no false eye
 * point for the reading: two neighbours in the region, or every chain next
 * to it also touches the rest of the region (the region without p stays
 * connected, so the reading's search gets around p). */
static int surely_real(const seichi_graph *g, const uint8_t *board, const int *head,
                       const seki_work *w, int p, int r)
{
    int deg = 0;
    for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) deg += w->region[g->adj[k]] == r;
    if (deg >= 2) return 1;
    if (deg == 0) return 0;
    for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
        int q = g->adj[k];
        if (board[q] && w->s[stone_id(head, q)] < 2) return 0;
    }
    return 1;
}

/* Region r has a point whose removal splits it (the reading's bottleneck:
 * with every point real and no dead stone, each piece is a sure eye). */
static int has_cut_point(const seichi_graph *g, seki_work *w, int r)
{
    for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
        int cut = w->order[i], deg = 0;
        for (int k = g->adj_off[cut]; k < g->adj_off[cut + 1]; k++) deg += w->region[g->adj[k]] == r;
        if (deg < 2) continue;
        uint32_t gen = next_gen(w);
        int start = w->order[w->roff[r]] == cut ? w->order[w->roff[r] + 1] : w->order[w->roff[r]];
        int sp = 0, seen = 1;
        w->mark[cut] = gen;
        w->mark[start] = gen;
        w->stack[sp++] = start;
        while (sp) {
            int p = w->stack[--sp];
            for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                int q = g->adj[k];
                if (w->region[q] != r || w->mark[q] == gen) continue;
                w->mark[q] = gen;
                w->stack[sp++] = q;
                seen++;
            }
        }
        if (seen < w->roff[r + 1] - w->roff[r] - 1) return 1;
    }
    return 0;
}

static void uf_join_stones(const seichi_graph *g, const uint8_t *board, const int *head, int *uf,
                           const seki_work *w, int r, int root)
{
    for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
        int p = w->order[i];
        for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
            int q = g->adj[k];
            if (!board[q]) continue;
            int a = uf_find(uf, stone_id(head, q)), b = uf_find(uf, root);
            if (a != b) uf[a] = b;
        }
    }
}

int seki_reading_certified(const seichi_graph *g, const uint8_t *board, const int *head,
                           const uint8_t *dead, seki_work *w)
{
    int n = g->n, nreg = w->refilled ? score_label_regions(g, board, w) : w->nreg;
    int *val = w->eyes2, *uf = w->cuf, *sum = w->libs;
    uint8_t *real = w->filled;
    for (int p = 0; p < n; p++) uf[p] = p, sum[p] = 0;
    /* the reading's search for a false eye walks through dame and other
     * eyes: join chains of one colour through a dame point with no stone of
     * the other colour next to it (no pattern can block it) and through
     * regions of three points or more */
    for (int r = 0; r < nreg; r++) {
        if (single_bit(w->rmask[r])) continue;
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
            int d = w->order[i], colour = 0, first = -1;
            for (int k = g->adj_off[d]; k < g->adj_off[d + 1]; k++) {
                int q = g->adj[k];
                if (!board[q]) continue;
                if (colour && board[q] != colour) colour = -1;
                if (!colour) colour = board[q];
            }
            for (int k = g->adj_off[d]; k < g->adj_off[d + 1] && colour > 0; k++) {
                int q = g->adj[k];
                if (!board[q]) continue;
                int a = uf_find(uf, stone_id(head, q));
                if (first < 0) first = a;
                else if (a != first) uf[a] = first; /* first stays a root */
            }
        }
    }
    uint8_t *deg = w->parity; /* neighbours inside the region */
    for (int r = 0; r < nreg; r++) {
        if (!single_bit(w->rmask[r])) continue;
        int big = w->roff[r + 1] - w->roff[r] >= 3, root = w->order[w->roff[r]], tips = 0;
        uint32_t gen = next_gen(w); /* mark/s: chains touching r once or more */
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
            int p = w->order[i], d = 0, seen[4], ns = 0;
            for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                int q = g->adj[k];
                if (!board[q]) {
                    d++;
                    continue;
                }
                int h = stone_id(head, q), dup = 0;
                for (int t = 0; t < ns; t++) dup |= seen[t] == h;
                if (dup) continue;
                seen[ns++] = h;
                if (w->mark[h] != gen) w->mark[h] = gen, w->s[h] = 1;
                else w->s[h] = 2;
                if (big) {
                    int a = uf_find(uf, h);
                    if (a != root) uf[a] = root; /* root stays a root */
                }
            }
            deg[p] = (uint8_t)d;
            real[p] = d >= 2;
            tips |= d < 2;
        }
        if (!big || !tips) continue;
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++)
            if (!real[w->order[i]])
                real[w->order[i]] = (uint8_t)surely_real(g, board, head, w, w->order[i], r);
    }
    /* small regions (1-2 points): their chains (as joined so far), then
     * whether the other small regions join those chains without them */
    int *roots = w->chain, *cnt = w->rep, nsmall = 0, nroots = 0, *map = w->uf, *luf = w->stack;
    for (int p = 0; p < n; p++) map[p] = -1;
    for (int r = 0; r < nreg; r++) {
        if (!single_bit(w->rmask[r])) continue;
        int size = w->roff[r + 1] - w->roff[r];
        if (size >= 3) continue;
        if (9 * (nsmall + 1) > n) return 0;
        int k = nsmall++, c = 0;
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
            int p = w->order[i];
            for (int j = g->adj_off[p]; j < g->adj_off[p + 1]; j++) {
                int q = g->adj[j];
                if (!board[q]) continue;
                int h = uf_find(uf, stone_id(head, q)), dup = 0;
                for (int t = 0; t < c; t++) dup |= roots[8 * k + t] == h;
                if (dup || c == 8) continue;
                roots[8 * k + c++] = h;
                if (map[h] < 0) map[h] = nroots++;
            }
        }
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) real[w->order[i]] = (uint8_t)(c == 1);
        cnt[k] = c | r << 4; /* several chains: decided below */
    }
    int nmulti = 0, *multi = roots + 8 * nsmall; /* small regions with several chains */
    for (int k = 0; k < nsmall; k++)
        if ((cnt[k] & 15) >= 2) multi[nmulti++] = k;
    for (int m = 0; m < nmulti; m++) {
        int k = multi[m], c = cnt[k] & 15, r = cnt[k] >> 4;
        for (int i = 0; i < nroots; i++) luf[i] = i;
        for (int mj = 0; mj < nmulti; mj++) {
            int j = multi[mj];
            if (j == k) continue;
            int cj = cnt[j] & 15, a = uf_find(luf, map[roots[8 * j]]);
            for (int t = 1; t < cj; t++) {
                int b = uf_find(luf, map[roots[8 * j + t]]);
                if (a != b) luf[b] = a;
            }
        }
        int a = uf_find(luf, map[roots[8 * k]]), ok = 1;
        for (int t = 1; t < c; t++) ok &= uf_find(luf, map[roots[8 * k + t]]) == a;
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) real[w->order[i]] = (uint8_t)ok;
        if (ok || w->roff[r + 1] - w->roff[r] != 2) continue;
        /* two points: each is real when its chains also touch the other */
        mark_touches(g, board, head, w, r);
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++)
            real[w->order[i]] = (uint8_t)surely_real(g, board, head, w, w->order[i], r);
    }
    for (int r = 0; r < nreg; r++) {
        val[r] = 0;
        if (!single_bit(w->rmask[r])) continue;
        int big = 0, zero = 0, size = w->roff[r + 1] - w->roff[r], hasdead = 0, allreal = 1,
            inner = 0, throwin = 0;
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) allreal &= real[w->order[i]];
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
            int p = w->order[i], nreal = deg[p], all = real[p];
            hasdead |= dead[p];
            for (int k = g->adj_off[p]; k < g->adj_off[p + 1] && !allreal; k++) {
                int q = g->adj[k];
                if (board[q] | real[q]) continue; /* one branch */
                nreal--;
                all = 0;
            }
            throwin |= (dead[p] != 0) & !real[p]; /* a throw-in on a possible false eye */
            if (!dead[p]) big += (nreal >= 4) + (nreal >= 3);
            else inner += nreal >= 2;
            zero += all && !dead[p];
        }
        /* the reading's eye values: 2 for six empty points with three or
         * four real neighbours; with every point real (no false point, so
         * no throw-in and nothing to block), 2 for six points beyond the
         * dead stones inside or for a cut point, else 1; without dead
         * stones, a point whose neighbours are all real needs no move to
         * block: 1, and 2 when six such points outweigh the others */
        if (big >= 6 || (allreal && size - inner >= 6) || (!hasdead && 2 * zero - size >= 6))
            val[r] = 2;
        else if (allreal && !hasdead && size <= 16 && has_cut_point(g, w, r))
            val[r] = 2;
        else if ((allreal && size) || (!hasdead && zero))
            val[r] = 1;
        val[r] |= throwin << 3;
    }
    for (int r = 0; r < nreg; r++)
        if (single_bit(w->rmask[r]) && w->roff[r + 1] - w->roff[r] <= 2)
            uf_join_stones(g, board, head, uf, w, r, w->order[w->roff[r]]);
    for (int r = 0; r < nreg; r++)
        if (single_bit(w->rmask[r])) sum[uf_find(uf, w->order[w->roff[r]])] += val[r] & 7;
    /* every group has two eyes; a throw-in that may sit on a false eye point
     * is harmless when the group has another eye worth something (the
     * reading's false eye is then not one that must be filled) */
    for (int r = 0; r < nreg; r++)
        if (single_bit(w->rmask[r]) && sum[uf_find(uf, w->order[w->roff[r]])] < 2) return 0;
    /* a dead stone that may be a throw-in on a false eye point: harmless
     * when every chain next to it touches another eye worth something (the
     * reading's search then finds that eye: the false eye need not be
     * filled, its neighbours stay territory) */
    int throwins = 0;
    for (int r = 0; r < nreg; r++) throwins |= single_bit(w->rmask[r]) && (val[r] & 8);
    if (!throwins) return 1;
    int *pos1 = w->rep, *pos2 = w->uf;
    for (int p = 0; p < n; p++) pos1[p] = pos2[p] = -1;
    for (int r = 0; r < nreg; r++) {
        if (!single_bit(w->rmask[r]) || !(val[r] & 7)) continue;
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
            int p = w->order[i];
            for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                int q = g->adj[k];
                if (!board[q]) continue;
                int h = stone_id(head, q);
                if (pos1[h] < 0) pos1[h] = r;
                else if (pos1[h] != r && pos2[h] < 0) pos2[h] = r;
            }
        }
    }
    for (int r = 0; r < nreg; r++) {
        if (!single_bit(w->rmask[r]) || !(val[r] & 8)) continue;
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
            int p = w->order[i];
            if (!dead[p] || real[p]) continue;
            for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                int q = g->adj[k];
                if (!board[q]) continue;
                int h = stone_id(head, q);
                if ((pos1[h] < 0 || pos1[h] == r) && (pos2[h] < 0 || pos2[h] == r)) return 0;
            }
        }
    }
    return 1;
}
