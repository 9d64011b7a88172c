/*
 * safety.c - territory made safe by search, not only by static rules.
 *
 * seichi_unconditional() gives c a region only when the opponent o cannot
 * live there even playing alone.  Many regions are c's for a weaker, still
 * exact reason: o cannot live there against c's answers.  A corner where
 * o could make two eyes with two free moves, but where c answers o's first
 * move on the vital point, is c's; so is a region where c's own
 * capturable stones rule out the static proof (the seki exception) but c
 * can always capture o's stones in time.  Müller's "Playing it safe:
 * recognizing secure territories in computer Go by using static rules and
 * search", Fuego's GoSafetySolver and Niu and Müller's improved safety
 * solver prove such regions by a local search; this is the same idea on
 * top of seichi's static proofs.
 *
 * The game, for a region R bordered only by c's pass-alive chains (a
 * component of the points that are not c's pass-alive stones, with at most
 * SAFETY_MAX_EMPTY empty points and SAFETY_MAX_POINTS points): o moves
 * first inside R or passes; c answers inside R or passes (never after o's
 * pass: then c must make progress, or the region would simply stay as it
 * is).  o wins as soon as one of its stones in R is pass-alive, or when c
 * has spoiled one of its own pass-alive chains; c wins as soon as every
 * point of R is c's by seichi_unconditional() (so o can no longer live
 * there even playing alone).  The search is an AND-OR tree, deepened one
 * o move at a time up to SAFETY_LEVELS; a region is proved when c wins
 * against every o move within the bound.  Anything the bound leaves open
 * counts as not proved.
 *
 * Seki: a region holding c's own capturable chain that uncond.c's seki
 * exception flags is searched like any other.  The search only ends in
 * c's favour at a position the static proof accepts, seki exception
 * included, so a real seki is never proved: c cannot reach such a
 * position against o's best answers, and the bound leaves the region
 * open.  Most regions the exception flags are not sekis: an o "ring" of
 * several chains around c's stones, which c cuts and captures (GNU Go's
 * owl reading agrees on the positions of its unconditional.tst).
 *
 * Ko: o ignores the ko ban (o may have ko threats anywhere), c obeys it;
 * both may suicide when the rules allow it.  o's moves outside R are
 * passes here: R is bordered by pass-alive stones, so outside moves cannot
 * touch it.
 *
 * Cost: every new position recomputes Benson and the static proof on the
 * whole board (copy-make on a stack of positions, no allocation in the
 * search).  A transposition table keyed by the stones' Zobrist hash (the
 * stones outside R never change) keeps each position's static status and
 * the depths at which c's win is proved or known to fail, so the orders
 * of the same moves and the iterative deepening's repeated levels cost a
 * look-up.  o ignores the ko ban, so a position with o to move needs no
 * ko point in its key.
 * The node budget per region and per call makes the answer deterministic
 * and bounded: SAFETY_NODES_REGION and SAFETY_NODES_CALL.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/safety_int.h"


static safety_tt *tt_entry(safety_ctx *x, uint64_t key)
{
    safety_tt *e = &x->tt[(key ^ key >> 29) & ((1u << SAFETY_TT_BITS) - 1)];
    if (e->gen != x->gen || e->key != key) {
        e->key = key;
        e->gen = x->gen;
        e->has_st = 0;
        e->proved = INT8_MAX;
        e->failed = -1;
    }
    return e;
}

/* 1: c has won (R all c's statically); -1: o has won; 0: open. */
static int status_compute(safety_ctx *x, const seichi_pos *p)
{
    if (seichi_pass_alive(p, x->suicide, x->pa) != SEICHI_OK) return -1;
    for (int q = 0; q < x->n; q++)
        if (x->wall[q] && x->pa[q] != x->c) return -1;
    for (int i = 0; i < x->ngs; i++)
        if (p->color[x->gstones[i]] != x->c) return -1;
    for (int i = 0; i < x->ngs; i++)
        if (x->pa[x->gstones[i]] != x->c) return 0;
    for (int i = 0; i < x->ncp; i++) {
        int q = x->cpts[i];
        if (p->color[q] == x->o && x->pa[q] == x->o) return x->ngs ? 0 : -1;
    }
    memcpy(x->un, x->pa, (size_t)x->n);
    uncond_player(p, x->suicide, x->pa, x->c, x->mem, x->focus, x->un);
    for (int i = 0; i < x->ncp; i++)
        if (x->un[x->cpts[i]] != x->c) return 0;
    return 1;
}

static int status(safety_ctx *x, const seichi_pos *p)
{
    safety_tt *e = tt_entry(x, p->hash);
    if (!e->has_st) {
        int st = status_compute(x, p);
        e = tt_entry(x, p->hash);
        e->st = (int8_t)st;
        e->has_st = 1;
    }
    return e->st;
}

static int play(safety_ctx *x, seichi_pos *dst, const seichi_pos *src, int player, int pt)
{
    seichi_pos_copy_into(dst, src);
    unsigned flags = x->suicide ? SEICHI_ALLOW_SUICIDE : 0;
    if (player == x->o) flags |= SEICHI_IGNORE_KO;
    return seichi_pos_play(dst, player, pt, flags, NULL, NULL) == SEICHI_OK;
}

static int adjacent(const seichi_pos *p, int a, int b)
{
    for (int k = p->g->adj_off[a]; k < p->g->adj_off[a + 1]; k++)
        if (p->g->adj[k] == b) return 1;
    return 0;
}

static int o_moves(safety_ctx *x, const seichi_pos *p, int levels);

/* o to move in p; 1 if c wins within `levels` o moves. */
static int o_node(safety_ctx *x, const seichi_pos *p, int levels)
{
    int st = status(x, p);
    if (st) return st > 0;
    if (levels == 0) return 0;
    safety_tt *e = tt_entry(x, p->hash);
    if (e->proved <= levels) return 1;
    if (e->failed >= levels) return 0;
    int won = o_moves(x, p, levels);
    e = tt_entry(x, p->hash);
    if (won && e->proved > levels) e->proved = (int8_t)levels;
    if (!won && x->nodes <= x->region_budget && e->failed < levels) e->failed = (int8_t)levels;
    return won;
}

/* o to move in p, not a static end; 1 if c wins against every o move. */
static int o_moves(safety_ctx *x, const seichi_pos *p, int levels)
{
    seichi_pos *after_o = x->stack[2 * levels], *after_c = x->stack[2 * levels + 1];
    for (int mi = 0; mi <= x->nr; mi++) {
        int m = mi < x->nr ? x->rpts[mi] : SEICHI_PASS;
        if (m != SEICHI_PASS && p->color[m] != SEICHI_EMPTY) continue;
        if (++x->nodes > x->region_budget) return 0;
        if (m == SEICHI_PASS) seichi_pos_copy_into(after_o, p);
        else if (!play(x, after_o, p, x->o, m)) continue;
        if (m != SEICHI_PASS) {
            int s2 = status(x, after_o);
            if (s2 < 0) return 0;
        }
        int found = 0;
        /* c's answers: next to o's move first, then the rest, pass last */
        for (int pass = 0; pass < 3 && !found; pass++) {
            if (pass == 2) {
                if (m == SEICHI_PASS) break;
                found = o_node(x, after_o, levels - 1);
                break;
            }
            for (int ri = 0; ri < x->nr && !found; ri++) {
                int r = x->rpts[ri];
                if (after_o->color[r] != SEICHI_EMPTY) continue;
                int near = m != SEICHI_PASS && adjacent(after_o, m, r);
                if (near != (pass == 0)) continue;
                if (++x->nodes > x->region_budget) return 0;
                if (!play(x, after_c, after_o, x->c, r)) continue;
                found = o_node(x, after_c, levels - 1);
            }
        }
        if (!found) return 0;
    }
    return 1;
}

/* Iterative deepening on x's region (short proofs first, one budget). */
int safety_search(safety_ctx *x, const seichi_pos *p)
{
    if (x->call_nodes >= SAFETY_NODES_CALL) return 0;
    x->nodes = 0;
    x->gen++;
    long left = SAFETY_NODES_CALL - x->call_nodes;
    x->region_budget = left < SAFETY_NODES_REGION ? left : SAFETY_NODES_REGION;
    for (int i = 0; i < x->ncp; i++) x->focus[x->cpts[i]] = 1;
    int proved = 0;
    for (int lv = 1; lv <= SAFETY_LEVELS && !proved && x->nodes < x->region_budget; lv++)
        proved = o_node(x, p, lv);
    for (int i = 0; i < x->ncp; i++) x->focus[x->cpts[i]] = 0;
    x->call_nodes += x->nodes;
    return proved;
}

int safety_run(const seichi_pos *p, int suicide, const uint8_t *un0, uint8_t *out)
{
    const int n = p->n;
    memcpy(out, un0, (size_t)n);
    if (p->nplayers != 2) return SEICHI_OK;
    safety_ctx x;
    memset(&x, 0, sizeof x);
    x.n = n;
    x.suicide = suicide != 0;
    uint8_t *bytes = malloc((size_t)n * 6 + 6);
    int32_t *ints = malloc(sizeof(int32_t) * ((size_t)n * 2 + 2));
    x.mem = malloc(sizeof(int32_t) * uncond_scratch_ints(n));
    x.tt = calloc((size_t)1 << SAFETY_TT_BITS, sizeof *x.tt);
    int rc = bytes && ints && x.mem && x.tt ? SEICHI_OK : SEICHI_NOMEM;
    for (int i = 0; rc == SEICHI_OK && i < 2 * SAFETY_LEVELS + 2; i++)
        if (!(x.stack[i] = seichi_pos_copy(p))) rc = SEICHI_NOMEM;
    if (rc == SEICHI_OK) {
        uint8_t *wall = bytes, *seen = bytes + n, *pa0 = bytes + 4 * n;
        x.pa = bytes + 2 * n;
        x.un = bytes + 3 * n;
        x.wall = wall;
        x.focus = bytes + 5 * n;
        memset(x.focus, 0, (size_t)n);
        int32_t *pts = ints, *queue = ints + n;
        if (seichi_pass_alive(p, suicide, pa0) != SEICHI_OK) rc = SEICHI_NOMEM;
        for (int c = 1; rc == SEICHI_OK && c <= 2; c++) {
            x.c = c;
            x.o = 3 - c;
            int any = 0;
            for (int q = 0; q < n; q++) {
                wall[q] = p->color[q] == c && pa0[q] == c;
                any |= wall[q];
            }
            for (int q = 0; q < n; q++) seen[q] = !any;
            for (int s = 0; s < n; s++) {
                if (wall[s] || seen[s]) continue;
                int qn = 0, empty = 0, owned = 1, olive = 0;
                seen[s] = 1;
                queue[qn++] = s;
                for (int i = 0; i < qn; i++) {
                    int q = queue[i];
                    if (p->color[q] == SEICHI_EMPTY) empty++;
                    if (out[q] != c) owned = 0;
                    if (p->color[q] == x.o && pa0[q] == x.o) olive = 1;
                    for (int k = p->g->adj_off[q]; k < p->g->adj_off[q + 1]; k++) {
                        int a = p->g->adj[k];
                        if (!wall[a] && !seen[a]) {
                            seen[a] = 1;
                            queue[qn++] = a;
                        }
                    }
                }
                if (owned || olive || empty > SAFETY_MAX_EMPTY || qn > SAFETY_MAX_POINTS) continue;
                memcpy(pts, queue, sizeof(int32_t) * (size_t)qn);
                x.rpts = x.cpts = pts;
                x.nr = x.ncp = qn;
                x.ngs = 0;
                if (safety_search(&x, p))
                    for (int i = 0; i < qn; i++) out[pts[i]] = (uint8_t)c;
            }
            rc = safety_groups(&x, p, pa0, out);
        }
    }
    for (int i = 0; i < 2 * SAFETY_LEVELS + 2; i++) seichi_pos_free(x.stack[i]);
    free(bytes);
    free(ints);
    free(x.mem);
    free(x.tt);
    return rc;
}

int seichi_safety(const seichi_pos *p, int suicide, uint8_t *out)
{
    if (!p || !out) return SEICHI_ARG;
    uint8_t *m = malloc((size_t)p->n * 2 + 2);
    if (!m) return SEICHI_NOMEM;
    uint8_t *pa = m, *un = m + p->n + 1;
    int rc = seichi_pass_alive(p, suicide, pa);
    if (rc == SEICHI_OK) rc = uncond_run(p, suicide, pa, un);
    if (rc == SEICHI_OK) rc = safety_run(p, suicide, un, out);
    free(m);
    return rc;
}
