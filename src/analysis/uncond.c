/*
 * uncond.c - unconditional territory beyond Benson's healthy regions.
 *
 * Benson's pass-alive chains of a player c are safe even if c always
 * passes.  The territory that follows from them in seichi_pass_alive() is
 * narrow (a region with at most one point not next to c).  Here a wider
 * class is proved: a region R bordered only by c's pass-alive chains is
 * c's when the opponent o can never make a pass-alive group inside R,
 * whatever number of moves o plays while c passes.  Then every o stone in
 * R can be captured, and every point of R is c's.
 *
 * Let S be c's pass-alive stones and R a connected component of the points
 * not in S.  Call the points of R that touch no S stone the *interior* J.
 * An eye of an o chain K in R (an o-region healthy for K) lies inside J:
 * a point next to an S stone would put that stone, and its whole chain s,
 * in the eye.  That eye would then also hold a point outside R, as long
 * as s has a healthy region A outside R bordered only by pass-alive
 * stones (A always keeps an empty point next to s: filling its last one
 * would be suicide), and no point outside R touches K.  This is the
 * *precondition* checked for every chain bordering R; a region that fails
 * it is left undecided.
 *
 * Whatever o plays, the points of R outside its living eyes may be
 * filled with o stones without harming them: such stones only join o's
 * chains and never touch a healthy region (its neighbours are already
 * o).  So o can live in R if and only if, for some set T of interior
 * points left without o stones (the eyes) and every other point of R
 * filled by o, Benson's casting out leaves an o chain.  An original c
 * stone inside T may stay (without suicide a stone in an eye need not
 * touch the chain, as in Benson's healthy regions) or be captured and
 * become empty; every other point of T must touch the chain.  The search
 * tries every T (2^|J| sets, |J| <= UNCOND_MAX_INTERIOR); when J holds no
 * two points apart (every two adjacent: at most two points on a grid),
 * o cannot have two eyes and no search is needed.  Legality of o's
 * filling is ignored, which only gives o more chances: the answer errs,
 * if anywhere, towards "undecided".
 *
 * Seki.  GNU Go's unconditional.c describes the danger: c's own
 * capturable stones inside R can share liberties with an o group that c
 * then cannot capture under alternating play, although o cannot become
 * pass-alive either.  c's stones that are not pass-alive stand in J (a
 * stone next to S is part of S's chain).  A chain of them in atari cannot
 * be one side of a seki (o takes it at once), nor can a chain with two
 * liberties next to S (c joins it to S whenever o fills one: miai).  Any
 * other chain of c with two liberties or more, in an interior of three
 * points or more (the chain, and two shared liberties or an eye and one),
 * leaves the region undecided.

 * Ko needs no exception: o moving alone wins every ko, and the search
 * already gives o every filling.
 *
 * Three or more players: only Benson's map (two opponents can capture
 * each other's stones inside c's region, which this reasoning ignores).
 * Müller's "Playing it safe: recognizing secure territories in computer
 * Go by using static rules and search" proves similar regions by static
 * rules and a local search; GNU Go's engine/unconditional.c by capturing
 * greedily.  The proofs here need no play: Benson on small local graphs.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/life.h"
#include "position/position.h"

enum { UNCOND_MAX_INTERIOR = 14, UNCOND_MAX_NODES = 64 };

typedef struct uncond_ws {
    const seichi_pos *p;
    const uint8_t *pa;     /* Benson's map                                 */
    int c, o, strict, n;
    int32_t *region;       /* per point: component of non-S points, -1 on S */
    int32_t *cregion;      /* per point: c-region (non-c points), -1 on c   */
    int32_t *queue;
    int32_t *good1, *good2;/* per S chain head: regions (ids) holding a
                              healthy c-region of it bordered only by S   */
    int32_t *local;        /* per point: node index inside the search      */
    int32_t *order, *rstart;/* points sorted by region; region starts      */
    int32_t *stack;        /* flood scratch                                */
} uncond_ws;

static int is_s(const uncond_ws *w, int q)
{
    return (w->p->color[q] == w->c) & (w->pa[q] == w->c);
}

/* Floods the components of points that are not S (region[]) and the
 * c-regions (cregion[]). */
static void flood(uncond_ws *w, int32_t *id, int skip_c_stones)
{
    const seichi_pos *p = w->p;
    const int *off = p->g->adj_off, *adj = p->g->adj;
    int nid = 0;
    for (int q = 0; q < w->n; q++) id[q] = -1;
    for (int s = 0; s < w->n; s++) {
        int out = skip_c_stones ? p->color[s] == w->c : is_s(w, s);
        if (id[s] >= 0 || out) continue;
        int qn = 0;
        id[s] = nid;
        w->queue[qn++] = s;
        for (int i = 0; i < qn; i++)
            for (int k = off[w->queue[i]]; k < off[w->queue[i] + 1]; k++) {
                int a = adj[k];
                int aout = skip_c_stones ? p->color[a] == w->c : is_s(w, a);
                if (id[a] < 0 && !aout) {
                    id[a] = nid;
                    w->queue[qn++] = a;
                }
            }
        nid++;
    }
}

/* For every c-region A bordered only by S, with an empty point, whose
 * empty points (every point when strict) all touch one S chain s: records
 * in good1/good2[s] the non-S component A lies in (two distinct ones at
 * most, which is all the precondition needs). */
static void find_good_regions(uncond_ws *w)
{
    const seichi_pos *p = w->p;
    const int *off = p->g->adj_off, *adj = p->g->adj;
    for (int q = 0; q < w->n; q++) w->good1[q] = w->good2[q] = -1;
    uint8_t *done = (uint8_t *)w->local; /* scratch: c-region seen */
    memset(done, 0, (size_t)w->n);
    for (int s = 0; s < w->n; s++) {
        int r = w->cregion[s];
        if (r < 0 || done[s]) continue;
        int qn = 0, ok = 1, empty = 0, nv = -1;
        int vital[SEICHI_MAX_DEGREE];
        w->queue[qn++] = s;
        done[s] = 1;
        for (int i = 0; i < qn; i++) {
            int x = w->queue[i], heads[SEICHI_MAX_DEGREE], nh = 0;
            for (int k = off[x]; k < off[x + 1]; k++) {
                int a = adj[k];
                if (p->color[a] == w->c) {
                    if (!is_s(w, a)) ok = 0;
                    int h = p->head[a], j = 0;
                    while (j < nh && heads[j] != h) j++;
                    if (j == nh) heads[nh++] = h;
                } else if (!done[a]) {
                    done[a] = 1;
                    w->queue[qn++] = a;
                }
            }
            if (p->color[x] == SEICHI_EMPTY) empty = 1;
            if (!w->strict && p->color[x] != SEICHI_EMPTY) continue;
            if (nv < 0) {
                memcpy(vital, heads, sizeof heads[0] * (size_t)nh);
                nv = nh;
                continue;
            }
            int len = 0;
            for (int j = 0; j < nv; j++)
                for (int m = 0; m < nh; m++)
                    if (heads[m] == vital[j]) {
                        vital[len++] = vital[j];
                        break;
                    }
            nv = len;
        }
        if (!ok || !empty || nv <= 0) continue;
        int rid = w->region[s];
        for (int j = 0; j < nv; j++) {
            int h = vital[j];
            if (w->good1[h] < 0) w->good1[h] = rid;
            else if (w->good1[h] != rid && w->good2[h] < 0) w->good2[h] = rid;
        }
    }
}

/* The nodes next to any node of set (a bit per node of the local graph). */
static uint64_t neighbours(const uint64_t *adjn, uint64_t set)
{
    uint64_t nb = 0;
    for (uint64_t g = set; g; g &= g - 1) nb |= adjn[__builtin_ctzll(g)];
    return nb;
}

/* The connected part of within that holds seed. */
static uint64_t component(const uint64_t *adjn, uint64_t seed, uint64_t within)
{
    uint64_t comp = seed, grow = seed;
    while (grow) {
        grow = neighbours(adjn, grow) & within & ~comp;
        comp |= grow;
    }
    return comp;
}

/* Benson's casting out for o on the local graph: nodes are the
 * components of R minus J (always o) and the points of J; t is the set of
 * interior nodes left without o stones.  1 if some o chain survives. */
static int o_lives(const uint64_t *adjn, int nodes, uint64_t t, uint64_t must)
{
    uint64_t all = nodes == 64 ? ~0ULL : (1ULL << nodes) - 1;
    uint64_t ostones = all & ~t;
    uint64_t chain[UNCOND_MAX_NODES], eye[UNCOND_MAX_NODES], eyenb[UNCOND_MAX_NODES];
    int nc = 0, ne = 0;
    for (uint64_t left = t; left;) {
        uint64_t comp = component(adjn, left & -left, t);
        left &= ~comp;
        eye[ne] = comp;
        eyenb[ne++] = neighbours(adjn, comp) & ostones;
    }
    if (ne < 2) return 0;
    for (uint64_t left = ostones; left;) {
        uint64_t comp = component(adjn, left & -left, ostones);
        left &= ~comp;
        chain[nc++] = comp;
    }
    /* healthy[e] : chains (bit per chain) for which eye e is healthy */
    uint64_t healthy[UNCOND_MAX_NODES];
    for (int e = 0; e < ne; e++) {
        healthy[e] = 0;
        for (int k = 0; k < nc; k++) {
            uint64_t K = chain[k];
            if (!(eyenb[e] & K)) continue;
            int ok = 1, touch = 0;
            for (uint64_t g = eye[e]; g && ok; g &= g - 1) {
                int x = __builtin_ctzll(g);
                int adjk = (adjn[x] & K) != 0;
                if ((must >> x & 1) && !adjk) ok = 0;
                if (adjk) touch = 1;
            }
            if (ok && touch) healthy[e] |= 1ULL << k;
        }
    }
    uint64_t alive = nc == 64 ? ~0ULL : (1ULL << nc) - 1, valid = ne == 64 ? ~0ULL : (1ULL << ne) - 1;
    for (;;) {
        uint64_t dead = 0;
        for (int k = 0; k < nc; k++) {
            if (!(alive >> k & 1)) continue;
            int cnt = 0;
            for (int e = 0; e < ne && cnt < 2; e++)
                if ((valid >> e & 1) && (healthy[e] >> k & 1)) cnt++;
            if (cnt < 2) dead |= 1ULL << k;
        }
        if (!dead) break;
        alive &= ~dead;
        for (int e = 0; e < ne; e++) {
            if (!(valid >> e & 1)) continue;
            for (uint64_t d = dead; d; d &= d - 1)
                if (eyenb[e] & chain[__builtin_ctzll(d)]) {
                    valid &= ~(1ULL << e);
                    break;
                }
        }
    }
    return alive != 0;
}

/* Decides the region holding point s (region id rid): 1 if it is c's
 * unconditional territory. */
/* Whether c's chain at head h (inside the interior) could be one side of
 * a seki: it has two liberties or more, and at most one of them touches a
 * pass-alive stone.  With two such liberties c can always join the chain
 * to its pass-alive stones (miai), and a chain joined to them cannot be
 * captured; with one, o may fill it first. */
static int seki_side(const uncond_ws *w, int h)
{
    const seichi_pos *p = w->p;
    const int *off = p->g->adj_off, *adj = p->g->adj;
    if (p->libs[h] < 2) return 0;
    int libs[8], nl = 0, rim = 0, x = h;
    do {
        for (int k = off[x]; k < off[x + 1]; k++) {
            int a = adj[k], seen = 0;
            if (p->color[a] != SEICHI_EMPTY) continue;
            for (int i = 0; i < nl; i++) seen |= libs[i] == a;
            if (seen) continue;
            if (nl == 8) return 1;
            libs[nl++] = a;
            for (int j = off[a]; j < off[a + 1]; j++)
                if (is_s(w, adj[j])) {
                    rim++;
                    break;
                }
        }
        x = p->next[x];
    } while (x != h);
    return rim < 2;
}

static int decide_region(uncond_ws *w, int rid)
{
    const seichi_pos *p = w->p;
    const int *off = p->g->adj_off, *adj = p->g->adj;
    const int32_t *pts = w->order + w->rstart[rid];
    const int qn = w->rstart[rid + 1] - w->rstart[rid];
    int empty = 0, cstones = 0;
    int interior[UNCOND_MAX_INTERIOR];
    int nj = 0;
    for (int i = 0; i < qn; i++) {
        int x = pts[i], touches = 0;
        if (p->color[x] == SEICHI_EMPTY) empty = 1;
        if (p->color[x] == w->o && w->pa[x] == w->o) return 0;
        for (int k = off[x]; k < off[x + 1]; k++) {
            int a = adj[k];
            if (w->region[a] == rid) continue;
            touches = 1;
            int h = p->head[a];
            int g1 = w->good1[h], g2 = w->good2[h];
            if (!((g1 >= 0 && g1 != rid) || (g2 >= 0 && g2 != rid))) return 0;
        }
        if (touches) continue;
        if (nj == UNCOND_MAX_INTERIOR) return 0;
        interior[nj++] = x;
        if (p->color[x] == w->c && p->head[x] == x && seki_side(w, x)) cstones = 1;
    }
    if (!empty) return 0;
    if (cstones && nj >= 3) return 0;
    int apart = 0;
    for (int i = 0; i < nj && !apart; i++)
        for (int j = i + 1; j < nj && !apart; j++) {
            int adjacent = 0;
            for (int k = off[interior[i]]; k < off[interior[i] + 1]; k++)
                if (adj[k] == interior[j]) adjacent = 1;
            if (!adjacent) apart = 1;
        }
    if (!apart) return 1;
    /* Nodes: rim components (R minus J) first, then the interior points. */
    int32_t *local = w->local;
    for (int i = 0; i < qn; i++) local[pts[i]] = -1;
    for (int j = 0; j < nj; j++) local[interior[j]] = -2;
    int nodes = 0;
    for (int i = 0; i < qn; i++) {
        int x = pts[i];
        if (local[x] != -1) continue;
        if (nodes == UNCOND_MAX_NODES - nj) return 0;
        /* flood this rim component through rim points only */
        int32_t *stack = w->stack;
        int sp = 0, id = nodes++;
        local[x] = id;
        stack[sp++] = x;
        while (sp) {
            int y = stack[--sp];
            for (int k = off[y]; k < off[y + 1]; k++) {
                int a = adj[k];
                if (w->region[a] != rid || local[a] != -1) continue;
                local[a] = id;
                stack[sp++] = a;
            }
        }
    }
    for (int j = 0; j < nj; j++) local[interior[j]] = nodes + j;
    int total = nodes + nj;
    uint64_t adjn[UNCOND_MAX_NODES] = {0}, must = 0;
    for (int i = 0; i < qn; i++) {
        int x = pts[i], lx = local[x];
        for (int k = off[x]; k < off[x + 1]; k++) {
            int a = adj[k];
            if (w->region[a] != rid) continue;
            int la = local[a];
            if (la != lx) adjn[lx] |= 1ULL << la;
        }
    }
    for (int j = 0; j < nj; j++)
        if (w->strict || p->color[interior[j]] != w->c) must |= 1ULL << (nodes + j);
    for (uint64_t t = 1; t < 1ULL << nj; t++)
        if (o_lives(adjn, total, t << nodes, must)) return 0;
    return 1;
}

size_t uncond_scratch_ints(int n)
{
    return (size_t)n * 9 + 2;
}

void uncond_player(const seichi_pos *p, int suicide, const uint8_t *pa, int c, int32_t *mem,
                   const uint8_t *focus, uint8_t *out)
{
    const int n = p->n;
    uncond_ws w = {.p = p, .pa = pa, .strict = suicide != 0, .n = n, .c = c, .o = 3 - c};
    w.region = mem;
    w.cregion = mem + n;
    w.queue = mem + 2 * n;
    w.good1 = mem + 3 * n;
    w.good2 = mem + 4 * n;
    w.local = mem + 5 * n;
    w.order = mem + 6 * n;
    w.stack = mem + 7 * n;
    w.rstart = mem + 8 * n;
    int any = 0;
    for (int q = 0; q < n && !any; q++) any = is_s(&w, q);
    if (!any) return;
    flood(&w, w.region, 0);
    flood(&w, w.cregion, 1);
    find_good_regions(&w);
    int nreg = 0;
    for (int q = 0; q < n; q++)
        if (w.region[q] >= nreg) nreg = w.region[q] + 1;
    memset(w.rstart, 0, sizeof(int32_t) * (size_t)(nreg + 1));
    for (int q = 0; q < n; q++)
        if (w.region[q] >= 0) w.rstart[w.region[q] + 1]++;
    for (int r = 0; r < nreg; r++) w.rstart[r + 1] += w.rstart[r];
    for (int r = 0; r < nreg; r++) w.stack[r] = w.rstart[r];
    for (int q = 0; q < n; q++)
        if (w.region[q] >= 0) w.order[w.stack[w.region[q]]++] = q;
    for (int r = 0; r < nreg; r++) {
        if (focus) {
            int hit = 0;
            for (int i = w.rstart[r]; i < w.rstart[r + 1] && !hit; i++) hit = focus[w.order[i]];
            if (!hit) continue;
        }
        if (!decide_region(&w, r)) continue;
        for (int i = w.rstart[r]; i < w.rstart[r + 1]; i++) out[w.order[i]] = (uint8_t)c;
    }
}

int uncond_run(const seichi_pos *p, int suicide, const uint8_t *pa, uint8_t *out)
{
    memcpy(out, pa, (size_t)p->n);
    if (p->nplayers != 2) return SEICHI_OK;
    int32_t *mem = malloc(sizeof(int32_t) * uncond_scratch_ints(p->n));
    if (!mem) return SEICHI_NOMEM;
    for (int c = 1; c <= 2; c++) uncond_player(p, suicide, pa, c, mem, NULL, out);
    free(mem);
    return SEICHI_OK;
}

int seichi_unconditional(const seichi_pos *p, int suicide, uint8_t *out)
{
    if (!p || !out) return SEICHI_ARG;
    uint8_t *pa = malloc((size_t)p->n + 1);
    if (!pa) return SEICHI_NOMEM;
    int rc = seichi_pass_alive(p, suicide, pa);
    if (rc == SEICHI_OK) rc = uncond_run(p, suicide, pa, out);
    free(pa);
    return rc;
}
