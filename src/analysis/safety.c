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
 * Cost: a node plays on one working position and takes the move back
 * from an undo log (no copies, nothing allocated in the search).  A new
 * position's static status recomputes Benson and the static proof on the
 * whole board; in group mode a cheap necessary test comes first (each
 * chain of the group touching two regions whose empty points are all its
 * liberties), then c's Benson map alone, and o's only once the group is
 * pass-alive.  After o's move only a capture of the group can end the
 * line (o's moves never spoil a pass-alive chain).  A transposition table
 * keyed by the stones' Zobrist hash (the stones outside R never change),
 * seen from c's side (c's stones hashed as White's, position.h's
 * pos_hash_from(): a region of c and the colour-swapped region of o hit
 * the same slots of the lossy table, so they take the same nodes and a
 * search its budget cuts short ends alike), keeps each position's static
 * status and the depths at which c's win is proved or known to fail, so
 * the orders of the same moves and the iterative deepening's repeated
 * levels cost a look-up.  o ignores the ko
 * ban, so a position with o to move needs no ko point in its key.  At
 * each depth o tries first the move that refuted c last there (a killer
 * move).  The node budget per region and per call and colour makes the
 * answer deterministic and bounded: SAFETY_NODES_REGION and
 * SAFETY_NODES_CALL.  Each colour has its own call budget: with one
 * shared in the order Black, White, the colour-swapped position would
 * spend it in the other order, and a colour searched second could be cut
 * short on one board and not on its twin.
 *
 * The scorer's check (safety_prove_groups): only the groups holding a
 * stone the scorer called dead are searched, three o moves deep at most,
 * SAFETY_PROVE_NODES_GROUP nodes a group and SAFETY_PROVE_NODES_CALL a
 * position and colour (a bound on the time, not a judgement: a group not
 * proved keeps the static verdict).  Groups are searched in point order
 * of the scorer's canonical frame, so a colour's budget does not depend on
 * how the board was turned.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/safety_int.h"


static safety_tt *tt_entry(safety_ctx *x, uint64_t key)
{
    size_t i = (key ^ key >> 29) & ((1u << x->tt_bits) - 1);
    safety_tt *e = &x->tt[i];
    uint64_t bit = (uint64_t)1 << (i & 63);
    if (!(x->tt_used[i >> 6] & bit) || e->gen != x->gen || e->key != key) {
        x->tt_used[i >> 6] |= bit; /* as a zeroed entry: gen 0 is never x->gen */
        e->key = key;
        e->gen = x->gen;
        e->has_st = 0;
        e->proved = INT8_MAX;
        e->failed = -1;
    }
    return e;
}

/* 1: c has won (R all c's statically); -1: o has won; 0: open.  In group
 * mode c's map comes first and alone (on grids): while a chain of the
 * group is not pass-alive the answer is 0 or -1 whatever o's map says. */
/* A necessary condition for Benson's pass-alive, tested before it: every
 * chain h of the group has two regions of non-c points (components, o's
 * stones included) each of whose empty points is a liberty of h.  Such a
 * region holds at most libs(h) empty points, so a flood stops past that
 * (the rest of its region may then count as another region: the test can
 * pass wrongly, which Benson then settles, but never fails wrongly). */
static int chain_touches(const seichi_pos *p, int q, int h)
{
    for (int k = p->g->adj_off[q]; k < p->g->adj_off[q + 1]; k++)
        if (p->head[p->g->adj[k]] == h) return 1;
    return 0;
}

static int two_regions_each(safety_ctx *x, const seichi_pos *p)
{
    const int *off = p->g->adj_off, *adj = p->g->adj;
    const uint8_t *color = p->color;
    int32_t *queue = x->mem;
    const int c = x->c;
    for (int i = 0; i < x->ngs; i++) {
        int h = p->head[x->gstones[i]], found = 0, libs = p->libs[h];
        if (++x->stamp_gen == 0) {
            memset(x->stamp, 0, sizeof *x->stamp * (size_t)x->n);
            x->stamp_gen = 1;
        }
        /* locals: the stores to queue and stamp may alias x's fields */
        uint32_t *stamp = x->stamp, gen = x->stamp_gen;
        for (int y = h; found < 2;) {
            for (int k = off[y]; k < off[y + 1] && found < 2; k++) {
                int a = adj[k];
                if ((color[a] == c) | (stamp[a] == gen)) continue;
                int qn = 0, empty = 0, vital = 1;
                queue[qn++] = a;
                stamp[a] = gen;
                for (int j = 0; j < qn && vital; j++) {
                    int q = queue[j];
                    if (color[q] == SEICHI_EMPTY && (++empty > libs || !chain_touches(p, q, h))) vital = 0;
                    for (int l = off[q]; l < off[q + 1]; l++) {
                        int b = adj[l];
                        if (color[b] != c && stamp[b] != gen) {
                            stamp[b] = gen;
                            queue[qn++] = b;
                        }
                    }
                }
                found += vital;
            }
            if ((y = p->next[y]) == h) break;
        }
        if (found < 2) return 0;
    }
    return 1;
}

static int status_compute(safety_ctx *x, const seichi_pos *p)
{
    for (int i = 0; i < x->ngs; i++)
        if (p->color[x->gstones[i]] != x->c) return -1;
    if (x->ngs && !two_regions_each(x, p)) return 0;
    int own = x->ngs && benson_grid_ok(p);
    if (own) {
        uint64_t scratch[BENSON_GRID_STACK_BYTES / 8];
        if (benson_grid_player(p, x->suicide, x->c, scratch, sizeof scratch, x->pa) != SEICHI_OK) return -1;
    } else if (seichi_pass_alive(p, x->suicide, x->pa) != SEICHI_OK) {
        return -1;
    }
    int spoiled = 0; /* a pass-alive chain of c at the start is no longer (no branch: vectorises) */
    for (int q = 0, n = x->n, c = x->c; q < n; q++) spoiled |= (x->wall[q] != 0) & (x->pa[q] != c);
    if (spoiled) return -1;
    for (int i = 0; i < x->ngs; i++)
        if (p->color[x->gstones[i]] != x->c) return -1;
    for (int i = 0; i < x->ngs; i++)
        if (x->pa[x->gstones[i]] != x->c) return 0;
    if (own && seichi_pass_alive(p, x->suicide, x->pa) != SEICHI_OK) return -1;
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

/* After o's move in group mode: o's moves cannot spoil a pass-alive
 * chain (a healthy region borders pass-alive chains only, and o's stone
 * leaves its points and their liberties to the chain), so o has won only
 * if it captured a stone of the group. */
static int o_captured(const safety_ctx *x, const seichi_pos *p)
{
    for (int i = 0; i < x->ngs; i++)
        if (p->color[x->gstones[i]] != x->c) return 1;
    return 0;
}

static int status(safety_ctx *x, const seichi_pos *p)
{
    safety_tt *e = tt_entry(x, pos_hash_from(p, x->c));
    if (!e->has_st) {
        int st = status_compute(x, p);
        e = tt_entry(x, pos_hash_from(p, x->c));
        e->st = (int8_t)st;
        e->has_st = 1;
    }
    return e->st;
}

/* Plays on the working position (its trail records the change). */
static int play(safety_ctx *x, int player, int pt)
{
    unsigned flags = x->suicide ? SEICHI_ALLOW_SUICIDE : 0;
    if (player == x->o) flags |= SEICHI_IGNORE_KO;
    return seichi_pos_play(x->w, player, pt, flags, NULL, NULL) == SEICHI_OK;
}

static int adjacent(const seichi_pos *p, int a, int b)
{
    for (int k = p->g->adj_off[a]; k < p->g->adj_off[a + 1]; k++)
        if (p->g->adj[k] == b) return 1;
    return 0;
}

enum { NO_MOVE = -2 };

static int o_moves(safety_ctx *x, int levels);

/* o to move in the working position; 1 if c wins within `levels` o
 * moves.  The position is the same on return. */
static int o_node(safety_ctx *x, int levels)
{
    const seichi_pos *w = x->w;
    int st = status(x, w);
    if (st) return st > 0;
    if (levels == 0) return 0;
    safety_tt *e = tt_entry(x, pos_hash_from(w, x->c));
    if (e->proved <= levels) return 1;
    if (e->failed >= levels) return 0;
    int won = o_moves(x, levels);
    e = tt_entry(x, pos_hash_from(w, x->c));
    if (won && e->proved > levels) e->proved = (int8_t)levels;
    if (!won && x->nodes <= x->region_budget && e->failed < levels) e->failed = (int8_t)levels;
    return won;
}

/* c's answer to o's move m (SEICHI_PASS: c must move): 1 if one wins. */
static int c_answers(safety_ctx *x, int m, int levels)
{
    seichi_pos *w = x->w;
    /* next to o's move first, then the rest, pass last */
    for (int pass = 0; pass < 2; pass++)
        for (int ri = 0; ri < x->nr; ri++) {
            int r = x->rpts[ri];
            if (w->color[r] != SEICHI_EMPTY) continue;
            int near = m != SEICHI_PASS && adjacent(w, m, r);
            if (near != (pass == 0)) continue;
            if (++x->nodes > x->region_budget) return 0;
            pos_mark mc;
            pos_mark_state(w, &mc);
            int found = play(x, x->c, r) && o_node(x, levels - 1);
            pos_undo(w, &mc);
            if (found) return 1;
        }
    return m != SEICHI_PASS && o_node(x, levels - 1);
}

/* o to move, not a static end; 1 if c wins against every o move.  The
 * move that refuted c last at this depth (a killer) is tried first. */
static int o_moves(safety_ctx *x, int levels)
{
    seichi_pos *w = x->w;
    int killer = x->killer[levels];
    for (int mi = -1; mi <= x->nr; mi++) {
        int m = mi < 0 ? killer : mi < x->nr ? x->rpts[mi] : SEICHI_PASS;
        if (m == NO_MOVE || (mi >= 0 && m == killer)) continue;
        if (m != SEICHI_PASS && w->color[m] != SEICHI_EMPTY) continue;
        if (++x->nodes > x->region_budget) return 0;
        pos_mark mo;
        pos_mark_state(w, &mo);
        if (m != SEICHI_PASS && !play(x, x->o, m)) {
            pos_undo(w, &mo);
            continue;
        }
        int lost = m != SEICHI_PASS && (x->ngs ? o_captured(x, w) : status(x, w) < 0);
        int found = !lost && c_answers(x, m, levels);
        pos_undo(w, &mo);
        if (!found) {
            x->killer[levels] = m;
            return 0;
        }
    }
    return 1;
}

/* Iterative deepening on x's region (short proofs first, one budget). */
int safety_search(safety_ctx *x, const seichi_pos *p)
{
    if (x->call_nodes >= x->call_cap) return 0;
    if (safety_ready(x, p) != SEICHI_OK) {
        x->nomem = 1;
        return 0;
    }
    x->nodes = 0;
    x->gen++;
    long left = x->call_cap - x->call_nodes;
    x->region_budget = left < x->region_cap ? left : x->region_cap;
    for (int i = 0; i < x->ncp; i++) x->focus[x->cpts[i]] = 1;
    seichi_pos_copy_into(x->w, p);
    for (int i = 0; i <= SAFETY_LEVELS; i++) x->killer[i] = NO_MOVE;
    x->trail.n = 0;
    x->trail.overflow = 0;
    int proved = 0;
    for (int lv = 1; lv <= x->levels && !proved && x->nodes < x->region_budget; lv++)
        proved = o_node(x, lv);
    if (x->trail.overflow) proved = 0;
    for (int i = 0; i < x->ncp; i++) x->focus[x->cpts[i]] = 0;
    x->call_nodes += x->nodes;
    return proved;
}

void safety_ctx_init(safety_ctx *x, const seichi_pos *p, int suicide, long region_cap, long call_cap)
{
    memset(x, 0, sizeof *x);
    x->n = p->n;
    x->suicide = suicide != 0;
    x->region_cap = region_cap;
    x->call_cap = call_cap;
    x->levels = SAFETY_LEVELS;
    x->tt_bits = SAFETY_TT_BITS;
    while (x->tt_bits > 10 && (1L << (x->tt_bits - 1)) >= region_cap) x->tt_bits--;
}

int safety_ready(safety_ctx *x, const seichi_pos *p)
{
    if (x->tt) return SEICHI_OK;
    const size_t n = (size_t)x->n;
    x->bytes = calloc(n * 3 + 3, 1);
    x->mem = malloc(sizeof(int32_t) * uncond_scratch_ints(x->n));
    /* the table, then a bit per entry (the entries are not zeroed: a
       memset of 32 KB to 256 KB a call for a table most searches barely
       touch) */
    size_t entries = (size_t)1 << x->tt_bits, words = (entries + 63) / 64;
    x->tt = malloc(entries * sizeof *x->tt + words * sizeof(uint64_t));
    if (x->tt) {
        x->tt_used = (uint64_t *)(void *)(x->tt + entries);
        memset(x->tt_used, 0, words * sizeof(uint64_t));
    }
    int rc = x->bytes && x->mem && x->tt ? SEICHI_OK : SEICHI_NOMEM;
    x->trail.cap = 64 * x->n + 4096;
    x->trail.log = malloc(sizeof *x->trail.log * (size_t)x->trail.cap);
    x->w = seichi_pos_copy(p);
    if (!x->trail.log || !x->w) rc = SEICHI_NOMEM;
    if (rc == SEICHI_OK) x->w->trail = &x->trail;
    if (rc != SEICHI_OK) {
        safety_ctx_free(x);
        return rc;
    }
    x->stamp = calloc(n + 1, sizeof *x->stamp);
    if (!x->stamp) {
        safety_ctx_free(x);
        return SEICHI_NOMEM;
    }
    x->pa = x->bytes;
    x->un = x->bytes + n;
    x->focus = x->bytes + 2 * n;
    return SEICHI_OK;
}

void safety_ctx_free(safety_ctx *x)
{
    seichi_pos_free(x->w);
    free(x->trail.log);
    x->w = NULL;
    x->trail.log = NULL;
    free(x->bytes);
    free(x->mem);
    free(x->tt); /* and tt_used */
    free(x->stamp);
    x->stamp = NULL;
    x->bytes = NULL;
    x->mem = NULL;
    x->tt = NULL;
    x->tt_used = NULL;
}

int safety_run(const seichi_pos *p, int suicide, const uint8_t *un0, uint8_t *out)
{
    const int n = p->n;
    memcpy(out, un0, (size_t)n);
    if (p->nplayers != 2) return SEICHI_OK;
    safety_ctx x;
    safety_ctx_init(&x, p, suicide, SAFETY_NODES_REGION, SAFETY_NODES_CALL);
    uint8_t *bytes = malloc((size_t)n * 3 + 3);
    int32_t *ints = malloc(sizeof(int32_t) * ((size_t)n * 2 + 2));
    int rc = bytes && ints ? SEICHI_OK : SEICHI_NOMEM;
    if (rc == SEICHI_OK) {
        uint8_t *wall = bytes, *seen = bytes + n, *pa0 = bytes + 2 * n;
        x.wall = wall;
        int32_t *pts = ints, *queue = ints + n;
        if (seichi_pass_alive(p, suicide, pa0) != SEICHI_OK) rc = SEICHI_NOMEM;
        for (int c = 1; rc == SEICHI_OK && c <= 2; c++) {
            x.c = c;
            x.o = 3 - c;
            x.call_nodes = 0; /* a budget per colour (see the essay) */
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
    if (rc == SEICHI_OK && x.nomem) rc = SEICHI_NOMEM;
    safety_ctx_free(&x);
    free(bytes);
    free(ints);
    return rc;
}

int safety_prove_groups(const seichi_pos *p, int suicide, const uint8_t *pa, const uint8_t *want, uint8_t *out)
{
    return safety_prove_groups_nodes(p, suicide, pa, want, out, NULL);
}

int safety_prove_groups_nodes(const seichi_pos *p, int suicide, const uint8_t *pa, const uint8_t *want,
                              uint8_t *out, long *nodes)
{
    const int n = p->n;
    memset(out, 0, (size_t)n);
    if (p->nplayers != 2) return SEICHI_OK;
    uint8_t *bytes = malloc((size_t)n * 2 + 2);
    if (!bytes) return SEICHI_NOMEM;
    uint8_t *pa0 = bytes, *wall = bytes + n;
    int rc = SEICHI_OK;
    if (pa) memcpy(pa0, pa, (size_t)n);
    else rc = seichi_pass_alive(p, suicide, pa0);
    safety_ctx x;
    safety_ctx_init(&x, p, suicide, SAFETY_PROVE_NODES_GROUP, SAFETY_PROVE_NODES_CALL);
    x.levels = SAFETY_PROVE_LEVELS;
    x.want = want;
    x.wall = wall;
    for (int c = 1; rc == SEICHI_OK && c <= 2; c++) {
        x.c = c;
        x.o = 3 - c;
        int any = 0;
        /* no branch per point, the colours read into a local (byte
           stores may alias p): the loops vectorise */
        const uint8_t *color = p->color;
        for (int q = 0; q < n; q++) any |= (want[q] != 0) & (color[q] == c);
        if (!any) continue;
        for (int q = 0; q < n; q++) wall[q] = (uint8_t)((color[q] == c) & (pa0[q] == c));
        x.call_nodes = 0;
        rc = safety_groups(&x, p, pa0, out);
        if (nodes) *nodes += x.call_nodes;
    }
    if (rc == SEICHI_OK && x.nomem) rc = SEICHI_NOMEM;
    safety_ctx_free(&x);
    free(bytes);
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
