/*
 * eyeread.c - structural reading of a marked grid position: which groups
 * have two eyes, which eye points are false, which points are territory
 * (the method of lightvector's goscorer, MIT, re-derived for seichi).
 *
 * Definitions.  Colour c "reaches" a point when a path from a living c
 * stone gets there without crossing a living stone of the other colour
 * (dead stones are see-through).  Strict reach ignores everything else;
 * plain reach also may not leave a connection block of the other colour:
 * an empty point that c closes in one move (a tiger's mouth, a one-point
 * jump on the first line, a bamboo gap) is a wall the opponent's reach
 * stops at.  A region of c: the points reached by c and not by the other
 * colour, gathered through anything that is not a living stone of the other
 * colour (so dame between two parts of one wall keep them one region);
 * region points include c's living stones.  A macrochain: living c chains
 * joined through region-less points that no opponent block closes.  An
 * eye: a connected set of empty or dead-stone points of one region.
 *
 *  1. False eye points.  An eye point with at most one neighbour in its
 *     eye, next to a macrochain M, is false unless, walking from M through
 *     macrochains and the eyes they touch (the eye itself without that
 *     point), every neighbour of the point inside the region is reached, or
 *     an eye already worth something (second pass) is reached.
 *  2. Eye value 0..2 of each eye from its real (non-false) points, with
 *     moves to block a point (adjacent empty points outside the eye, a
 *     throw-in on a false eye point next to it: 1; a stone thrown in on a
 *     false eye point: 1000): 1 if some point needs <= 1 move; N if a
 *     playable cut point leaves N pieces each with a point needing none; 1
 *     with 5 marked dead stones inside, 2 with 8; 2 for a big eye (six
 *     points beyond the weaknesses, or six degree-3/4 empty points, or two
 *     adjacent degree-3 points whose removal leaves two blocked pieces);
 *     2 when the marked dead stones (with the points the owner cannot play)
 *     would, once captured, leave a shape of two eyes, throw-ins counted
 *     against it.
 *  3. Second pass of 1 with the eye values: a false eye point whose
 *     macrochain reaches no eye worth something is unscorable (it must be
 *     filled), and so are the points next to a dead throw-in on it.
 *  4. A region whose eyes are worth <= 1 in total belongs to a seki group:
 *     no territory.  Otherwise a point of the region (empty or under a dead
 *     stone) is territory unless it is an unscorable false eye, its chain of
 *     same-kind points leaves the region, or the opponent strictly reaches
 *     it.
 *
 * The reading is heuristic (goscorer's own words: "not tactically accurate
 * outside of finished game positions").  seichi uses it on grids, for two
 * players, next to seed 000's method (score.c says how the two combine).
 * Goscorer computes the edge patterns' anchor from a transposed axis in two
 * of the eight orientations; here every orientation puts the outside row
 * off the board.
 */
#include <string.h>

#include "score/score_int.h"
#include "topology/graph.h"

enum { SB = 1, SW = 2, RB = 4, RW = 8 }; /* strict / plain reach bits */

static size_t al8(size_t x) { return (x + 7) & ~(size_t)7; }

size_t eyeread_bytes(int n)
{
    size_t un = (size_t)n + 1;
    return 5 * al8(un) + 4 * al8(un * sizeof(uint32_t)) + (16 + 20 + 3 + 6) * al8(un * sizeof(int));
}

typedef struct er {
    const seichi_graph *g;
    int n, w, h;
    const uint8_t *st, *dd;
    uint8_t *cb, *reach, *fe, *ufe, *tmp;
    int *pts, *wl, *reg, *regcol, *chain, *chreg, *chlib, *mc, *eye, *eyereg, *eyeval, *eoff, *eord,
        *stack, *list, *mtb, *moff;
    int *ee_eye, *ee_mc, *ee_pt, *ee_st, nedge, *mord;
    uint32_t *mk, *mk2, *mkm, *mke, gen;
    int nreg, nchain, nmc, neye;
} er;

static uint32_t ngen(er *e)
{
    if (++e->gen == 0) {
        memset(e->mk, 0, (size_t)e->n * 4);
        memset(e->mk2, 0, (size_t)e->n * 4);
        memset(e->mkm, 0, (size_t)e->n * 4);
        memset(e->mke, 0, (size_t)e->n * 4);
        e->gen = 1;
    }
    return e->gen;
}

static int live(const er *e, int p, int c) { return e->st[p] == c && !e->dd[p]; }

static int at(const er *e, int x, int y)
{
    return x < 0 || y < 0 || x >= e->w || y >= e->h ? -1 : y * e->w + x;
}

/* Connection-block patterns (rows top down; '@' the empty point blocked,
 * 'p' living player, 'e' empty / living player / dead opponent, '?' any;
 * a last row "xxx" means that row lies off the board). */
static const char *const patterns[6][3] = {
    {"pp", "@e", "pe"},    {"ep?", "e@e", "ep?"}, {"pee", "e@p", "pee"},
    {"?e?", "p@p", "xxx"}, {"pp", "@e", "xx"},     {"ep?", "e@e", "xxx"},
};

/* Every cell of the patterns lies in the 3x3 square around '@': an oriented
 * pattern is four masks over it (bit (dy + 1) * 3 + dx + 1), and so is the
 * square around a point for a player. */
typedef struct bmask {
    uint16_t off, p, e, on; /* cells off the board, 'p', 'e', '?' (on it) */
} bmask;

/* The distinct masks of the 48 orientations of the patterns. */
static int make_patterns(bmask *out)
{
    static const int orient[8][4] = {{1, 0, 0, 1},  {-1, 0, 0, 1}, {1, 0, 0, -1}, {-1, 0, 0, -1},
                                     {0, 1, 1, 0},  {0, -1, 1, 0}, {0, 1, -1, 0}, {0, -1, -1, 0}};
    int np = 0;
    for (int o = 0; o < 8; o++)
        for (int k = 0; k < 6; k++) {
            const char *const *pat = patterns[k];
            const int *t = orient[o];
            int cols = (int)strlen(pat[0]), ar = 0, ac = 0;
            for (int r = 0; r < 3; r++)
                for (int c = 0; c < cols; c++)
                    if (pat[r][c] == '@') ar = r, ac = c;
            bmask m = {0, 0, 0, 0};
            for (int r = 0; r < 3; r++)
                for (int c = 0; c < cols; c++) {
                    char ch = pat[r][c];
                    if (ch == '@') continue;
                    int dr = r - ar, dc = c - ac;
                    int dx = t[1] * dr + t[3] * dc, dy = t[0] * dr + t[2] * dc;
                    uint16_t bit = (uint16_t)(1u << ((dy + 1) * 3 + dx + 1));
                    if (ch == 'x') m.off |= bit;
                    else if (ch == 'p') m.p |= bit;
                    else if (ch == 'e') m.e |= bit;
                    else m.on |= bit;
                }
            int dup = 0;
            for (int i = 0; i < np && !dup; i++)
                dup = out[i].off == m.off && out[i].p == m.p && out[i].e == m.e && out[i].on == m.on;
            if (!dup) out[np++] = m;
        }
    return np;
}

/* The pattern m matches at (x, y) for pla: its cells off the
 * board are off it, its 'p' cells living pla stones, its 'e' cells empty, a
 * living pla stone or a dead opponent's, its '?' cells on the board.
 * around: the square around (x, y) (off: off the board; p, e: for pla). */
static int match_block(const bmask *m, const bmask *around)
{
    return !(m->off & ~around->off) && !(m->p & ~around->p) && !(m->e & ~around->e) &&
           !(m->on & ~around->on);
}

/* cb[p] = the colour that closes the empty point p in one move (White when
 * both patterns match, as goscorer's order gives). */
static void mark_blocks(er *e)
{
    bmask masks[48];
    int np = make_patterns(masks);
    const seichi_graph *g = e->g;
    memset(e->cb, 0, (size_t)e->n);
    for (int p = 0; p < e->n; p++) {
        if (e->st[p]) continue;
        int near = 0;
        for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++)
            if (e->st[g->adj[k]] && !e->dd[g->adj[k]]) near |= 1 << e->st[g->adj[k]];
        if (!near) continue;
        bmask around[3] = {{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}};
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                uint16_t bit = (uint16_t)(1u << ((dy + 1) * 3 + dx + 1));
                int q = at(e, g->x[p] + dx, g->y[p] + dy);
                if (q < 0) {
                    around[1].off |= bit, around[2].off |= bit;
                    continue;
                }
                for (int pla = 1; pla <= 2; pla++) {
                    around[pla].on |= bit;
                    if (live(e, q, pla)) around[pla].p |= bit;
                    if (!e->st[q] || live(e, q, pla) || (e->st[q] == 3 - pla && e->dd[q]))
                        around[pla].e |= bit;
                }
            }
        for (int pla = 2; pla >= 1 && !e->cb[p]; pla--) {
            if (!(near & (1 << pla))) continue;
            for (int i = 0; i < np; i++)
                if (match_block(&masks[i], &around[pla])) {
                    e->cb[p] = (uint8_t)pla;
                    break;
                }
        }
    }
}

/* Reach of pla (bit of reach[]): from pla's living stones through
 * anything but the opponent's living stones; with blocked, a point the
 * opponent closes in one move is reached but leads nowhere.  The grid's
 * rows as bit sets, grown until nothing changes (the same closure as a
 * flood, without a branch per neighbour). */
static void flood_reach(er *e, int pla, uint8_t bit, int blocked)
{
    int w = e->w, h = e->h, opp = 3 - pla;
    uint64_t reach[SEICHI_MAX_SIDE], wall[SEICHI_MAX_SIDE], stop[SEICHI_MAX_SIDE];
    uint64_t full = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
    for (int y = 0; y < h; y++) {
        uint64_t r = 0, wl = 0, sp = 0;
        for (int x = 0; x < w; x++) {
            int p = y * w + x;
            r |= (uint64_t)live(e, p, pla) << x;
            wl |= (uint64_t)live(e, p, opp) << x;
            sp |= (uint64_t)(blocked && e->cb[p] == opp) << x;
        }
        reach[y] = r, wall[y] = wl, stop[y] = sp;
    }
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < 2 * h; i++) { /* down, then up */
            int y = i < h ? i : 2 * h - 1 - i;
            uint64_t r = reach[y], in = 0;
            if (y > 0) in |= reach[y - 1] & ~stop[y - 1];
            if (y < h - 1) in |= reach[y + 1] & ~stop[y + 1];
            uint64_t nr = r | (in & ~wall[y]);
            for (uint64_t prev = 0; nr != prev;) {
                prev = nr;
                uint64_t src = nr & ~stop[y];
                nr |= ((src << 1) | (src >> 1)) & full & ~wall[y];
            }
            if (nr != r) reach[y] = nr, changed = 1;
        }
    }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (reach[y] >> x & 1) e->reach[y * w + x] |= bit;
}

static int only(const er *e, int p, int pla)
{
    int mine = pla == 1 ? RB : RW, theirs = pla == 1 ? RW : RB;
    return (e->reach[p] & mine) && !(e->reach[p] & theirs);
}

static void mark_regions(er *e)
{
    const seichi_graph *g = e->g;
    for (int p = 0; p < e->n; p++) e->reg[p] = -1;
    e->nreg = 0;
    for (int s = 0; s < e->n; s++)
        for (int pla = 1; pla <= 2; pla++) {
            if (!only(e, s, pla) || e->reg[s] >= 0) continue;
            int id = e->nreg++, opp = 3 - pla, sp = 0;
            uint32_t gen = ngen(e);
            e->regcol[id] = pla;
            e->mk[s] = gen;
            e->stack[sp++] = s;
            while (sp) {
                int p = e->stack[--sp];
                if (only(e, p, pla)) e->reg[p] = id;
                if (e->cb[p] == opp) continue;
                for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                    int q = g->adj[k];
                    if (e->mk[q] == gen || e->reg[q] >= 0 || live(e, q, opp)) continue;
                    e->mk[q] = gen;
                    e->stack[sp++] = q;
                }
            }
        }
}

static void mark_chains(er *e)
{
    const seichi_graph *g = e->g;
    for (int p = 0; p < e->n; p++) e->chain[p] = -1;
    e->nchain = 0;
    for (int s = 0; s < e->n; s++) {
        if (e->chain[s] >= 0) continue;
        int id = e->nchain++, sp = 0, libs = 0;
        uint32_t gen = ngen(e);
        e->chreg[id] = e->reg[s];
        e->chain[s] = id;
        e->stack[sp++] = s;
        while (sp) {
            int p = e->stack[--sp];
            if (e->reg[p] != e->chreg[id]) e->chreg[id] = -1;
            for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                int q = g->adj[k];
                if (e->chain[q] == id) continue;
                if (e->st[q] == e->st[s] && e->dd[q] == e->dd[s] && e->chain[q] < 0) {
                    e->chain[q] = id;
                    e->stack[sp++] = q;
                } else if (!e->st[q] && e->st[s] && e->mk[q] != gen) {
                    e->mk[q] = gen;
                    libs++;
                }
            }
        }
        e->chlib[id] = libs;
    }
}

static void mark_macrochains(er *e)
{
    const seichi_graph *g = e->g;
    for (int p = 0; p < e->n; p++) e->mc[p] = -1;
    e->nmc = 0;
    for (int pla = 1; pla <= 2; pla++) {
        uint32_t gen = ngen(e);
        for (int s = 0; s < e->n; s++) {
            if (!live(e, s, pla) || e->mk[s] == gen) continue;
            int id = e->nmc++, sp = 0;
            e->mk[s] = gen;
            e->stack[sp++] = s;
            while (sp) {
                int p = e->stack[--sp];
                if (live(e, p, pla)) e->mc[p] = id;
                else if (e->reg[p] >= 0 || e->cb[p] == 3 - pla) continue;
                for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                    int q = g->adj[k];
                    if (e->mk[q] == gen) continue;
                    e->mk[q] = gen;
                    e->stack[sp++] = q;
                }
            }
        }
    }
}

/* Eyes and the (eye, macrochain, eye point, stone) contacts, listed by eye
 * (eoff/eord: eye points; ee_*: contacts in eye order) and by macrochain
 * (moff/mord: contact indices). */
static void mark_eyes(er *e)
{
    const seichi_graph *g = e->g;
    int tail = 0;
    e->neye = 0;
    e->nedge = 0;
    for (int p = 0; p < e->n; p++) e->eye[p] = -1;
    for (int s = 0; s < e->n; s++) {
        if (e->eye[s] >= 0 || (e->st[s] && !e->dd[s]) || e->reg[s] < 0) continue;
        int id = e->neye++, r = e->reg[s], head = tail;
        e->eyereg[id] = r;
        e->eyeval[id] = 0;
        e->eoff[id] = head;
        e->eye[s] = id;
        e->eord[tail++] = s;
        while (head < tail) {
            int p = e->eord[head++];
            for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                int q = g->adj[k];
                if (e->reg[q] != r) continue;
                if (e->mc[q] >= 0) {
                    int j = e->nedge++;
                    e->ee_eye[j] = id, e->ee_mc[j] = e->mc[q], e->ee_pt[j] = p, e->ee_st[j] = q;
                }
                if ((e->st[q] && !e->dd[q]) || e->eye[q] >= 0) continue;
                e->eye[q] = id;
                e->eord[tail++] = q;
            }
        }
    }
    e->eoff[e->neye] = tail;
    /* contacts of each eye: a second CSR over ee_* by eye */
    for (int i = 0; i <= e->neye; i++) e->list[i] = 0;
    for (int j = 0; j < e->nedge; j++) e->list[e->ee_eye[j] + 1]++;
    for (int i = 0; i < e->neye; i++) e->list[i + 1] += e->list[i];
    for (int i = 0; i <= e->nmc; i++) e->moff[i] = 0;
    for (int j = 0; j < e->nedge; j++) e->moff[e->ee_mc[j] + 1]++;
    for (int i = 0; i < e->nmc; i++) e->moff[i + 1] += e->moff[i];
    for (int i = 0; i < e->nmc; i++) e->mtb[i] = e->moff[i];
    for (int j = 0; j < e->nedge; j++) e->mord[e->mtb[e->ee_mc[j]]++] = j;
}

static int adjacent(const er *e, int a, int b)
{
    int dx = e->g->x[a] - e->g->x[b], dy = e->g->y[a] - e->g->y[b];
    return (dx == 0 && (dy == 1 || dy == -1)) || (dy == 0 && (dx == 1 || dx == -1));
}

static int side_index(const er *e, int ep, int q)
{
    const seichi_graph *g = e->g;
    for (int k = g->adj_off[ep]; k < g->adj_off[ep + 1]; k++)
        if (g->adj[k] == q) return k - g->adj_off[ep];
    return 0;
}

/* Is eye point ep (eye E, next to macrochain m0) false?  real: the
 * non-false flags of the first pass (NULL in the first pass). */
static int is_false(er *e, int E, int m0, int ep, const uint8_t *first)
{
    const seichi_graph *g = e->g;
    int target = 0, sides = 0, need;
    for (int k = g->adj_off[ep]; k < g->adj_off[ep + 1]; k++)
        if (e->reg[g->adj[k]] == e->eyereg[E]) target++;
    need = target;
    uint32_t gm = ngen(e); /* mkm: macrochains; mke: other eyes; mk: orig eye points */
    e->mk[ep] = gm;
    int sp = 0, *wl = e->wl;
    e->mkm[m0] = gm;
    wl[sp++] = m0;
    while (sp) {
        int m = wl[--sp], orig_done = 0;
        for (int i = e->moff[m]; i < e->moff[m + 1]; i++) {
            int j = e->mord[i], E2 = e->ee_eye[j];
            if (E2 != E) {
                if (e->mke[E2] == gm) continue;
                e->mke[E2] = gm;
                if (e->eyeval[E2] > 0) return 0;
                for (int c = e->list[E2]; c < e->list[E2 + 1]; c++) {
                    int m2 = e->ee_mc[c];
                    if (e->mkm[m2] != gm) e->mkm[m2] = gm, wl[sp++] = m2;
                }
                continue;
            }
            if (orig_done) continue;
            orig_done = 1;
            for (int i2 = i; i2 < e->moff[m + 1]; i2++) {
                int j2 = e->mord[i2];
                if (e->ee_eye[j2] == E && adjacent(e, e->ee_st[j2], ep))
                    sides |= 1 << side_index(e, ep, e->ee_st[j2]);
            }
            if (__builtin_popcount((unsigned)sides) >= need) return 0;
            /* flood the eye from the points next to m, avoiding ep */
            uint32_t gf = ngen(e);
            int fs = 0, nreached = 0;
            for (int c = e->list[E]; c < e->list[E + 1]; c++) {
                int p = e->ee_pt[c];
                if (e->ee_mc[c] != m || e->mk[p] == gm) continue;
                e->mk[p] = gm, e->mk2[p] = gf, e->stack[fs++] = p;
            }
            while (fs) {
                int p = e->stack[--fs];
                nreached++;
                if (e->eyeval[E] > 0 && first && !first[p]) return 0;
                if (adjacent(e, p, ep)) sides |= 1 << side_index(e, ep, p);
                for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                    int q = g->adj[k];
                    if (e->eye[q] != E || e->mk[q] == gm) continue;
                    e->mk[q] = gm, e->mk2[q] = gf, e->stack[fs++] = q;
                }
            }
            if (!nreached) continue;
            if (__builtin_popcount((unsigned)sides) >= need) return 0;
            for (int c = e->list[E]; c < e->list[E + 1]; c++) {
                int m2 = e->ee_mc[c];
                if (e->mk2[e->ee_pt[c]] == gf && e->mkm[m2] != gm) e->mkm[m2] = gm, wl[sp++] = m2;
            }
        }
    }
    return 1;
}

static void mark_false(er *e, uint8_t *out, const uint8_t *first)
{
    const seichi_graph *g = e->g;
    memset(out, 0, (size_t)e->n);
    for (int E = 0; E < e->neye; E++)
        for (int c = e->list[E]; c < e->list[E + 1]; c++) {
            int ep = e->ee_pt[c], m = e->ee_mc[c], same = 0, dup = 0;
            /* the second pass only adds ways to be real: its false points
             * are among the first pass's */
            if (out[ep] || (first && !first[ep])) continue;
            for (int k = g->adj_off[ep]; k < g->adj_off[ep + 1]; k++)
                same += e->eye[g->adj[k]] == E;
            if (same > 1) continue;
            for (int c2 = e->list[E]; c2 < c && !dup; c2++)
                dup = e->ee_pt[c2] == ep && e->ee_mc[c2] == m;
            if (dup) continue;
            if (is_false(e, E, m, ep, first)) out[ep] = 1;
        }
}

/* Per real point of the eye being valued (indexed by point). */
typedef struct pinfo {
    int *adjeye, *neae, *neaf, *noaf, *poke, *mtb;
} pinfo;

static int pseudolegal(const er *e, int p, int pla)
{
    const seichi_graph *g = e->g;
    if (e->st[p]) return 0;
    for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
        int q = g->adj[k];
        if (e->st[q] != 3 - pla || e->chlib[e->chain[q]] <= 1) return 1;
    }
    return 0;
}

/* Pieces of the set {q : in(q)} minus del1, del2 (membership: mk2 == in).
 * For each piece, counts its points with mtb <= lim; returns the number of
 * pieces, *one: pieces with at least one such point, *two: with two. */
static int pieces(er *e, const int *pts, int npts, uint32_t in, int del1, int del2,
                  const int *mtb, int lim, int *one, int *two)
{
    const seichi_graph *g = e->g;
    uint32_t gen = ngen(e);
    int np = 0;
    *one = *two = 0;
    for (int i = 0; i < npts; i++) {
        int s = pts[i];
        if (s == del1 || s == del2 || e->mk[s] == gen || e->mk2[s] != in) continue;
        int sp = 0, good = 0;
        e->mk[s] = gen;
        e->stack[sp++] = s;
        while (sp) {
            int p = e->stack[--sp];
            if (mtb && mtb[p] <= lim) good++;
            for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
                int q = g->adj[k];
                if (q == del1 || q == del2 || e->mk[q] == gen || e->mk2[q] != in) continue;
                e->mk[q] = gen;
                e->stack[sp++] = q;
            }
        }
        np++;
        *one += good >= 1;
        *two += good >= 2;
    }
    return np;
}

/* 1 if removing p (a member) may split the set: its members among the 8
 * points around it do not form one run around the ring. */
static int may_cut(const er *e, int p, uint32_t in)
{
    static const int ring[8][2] = {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};
    int x = e->g->x[p], y = e->g->y[p], m[8], runs = 0, orth = 0;
    for (int i = 0; i < 8; i++) {
        int q = at(e, x + ring[i][0], y + ring[i][1]);
        m[i] = q >= 0 && e->mk2[q] == in;
        if (!(i & 1)) orth += m[i];
    }
    if (orth < 2) return 0;
    if (orth == 4 && m[1] && m[3] && m[5] && m[7]) return 0;
    /* a diagonal only links its two orthogonal neighbours when both are in */
    for (int i = 1; i < 8; i += 2)
        if (m[i] && !(m[i - 1] && m[(i + 1) & 7])) m[i] = 0;
    for (int i = 0; i < 8; i++)
        if (m[i] && !m[(i + 7) & 7]) runs++;
    return runs > 1;
}

static int eye_value(er *e, int E, pinfo *pi)
{
    const seichi_graph *g = e->g;
    int pla = e->regcol[e->eyereg[E]], opp = 3 - pla, npts = 0, value = 0;
    int *pts = e->pts;
    uint32_t in = ngen(e);
    for (int i = e->eoff[E]; i < e->eoff[E + 1]; i++) {
        int p = e->eord[i];
        if (e->fe[p]) continue;
        pts[npts++] = p;
        e->mk2[p] = in;
    }
    if (!npts) return 0;
    for (int i = 0; i < npts; i++) {
        int p = pts[i];
        pi->adjeye[p] = pi->neae[p] = pi->neaf[p] = pi->noaf[p] = 0;
        for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
            int q = g->adj[k], real = e->mk2[q] == in;
            pi->adjeye[p] += real;
            if (!e->st[q]) pi->neae[p] += real, pi->neaf[p] += e->fe[q];
            if (e->st[q] == opp) pi->noaf[p] += e->fe[q];
        }
        pi->poke[p] = e->st[p] == opp && (pi->noaf[p] > 0 || pi->neaf[p] >= 2);
    }
    int blocked1 = 0, weak1 = 0, weak2 = 0, opp_inner = 0, deg3 = 0, deadc = 0;
    for (int i = 0; i < npts; i++) {
        int p = pts[i], m = 0;
        for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) {
            int q = g->adj[k], real = e->mk2[q] == in, b = 0;
            if (!e->st[q] && !real) b = 1;
            if (!e->st[q] && real && pi->noaf[q] >= 1) b = 1;
            if (e->st[q] == opp && real && pi->neaf[q] >= 1) b = 1;
            if (e->st[q] == opp && e->fe[q]) b = 1000;
            if (e->st[q] == opp && real && pi->poke[q]) b = 1000;
            m += b;
        }
        pi->mtb[p] = m;
        blocked1 += m <= 1;
        weak1 += m >= 1;
        weak2 += m >= 2;
        opp_inner += e->st[p] == opp && pi->adjeye[p] >= 2;
        if (!e->st[p]) deg3 += (pi->adjeye[p] >= 4) + (pi->adjeye[p] >= 3);
        deadc += e->st[p] == opp && e->dd[p];
    }
    if (blocked1) value = 1;
    if (deadc >= 5) value = 1 > value ? 1 : value;
    if (deadc >= 8) value = 2;
    if (npts - weak1 - weak2 - opp_inner >= 6) value = 2;
    if (deg3 >= 6) value = 2;
    int one, two, split = value < 2 && pieces(e, pts, npts, in, -1, -1, NULL, 0, &one, &two) > 1;
    for (int i = 0; i < npts && value < 2; i++) {
        int d = pts[i];
        if (!pseudolegal(e, d, pla) || (!split && !may_cut(e, d, in))) continue;
        int lim = pi->noaf[d] == 1 ? 1 : 0;
        if (pieces(e, pts, npts, in, d, -1, pi->mtb, lim, &one, &two) < 2) continue;
        if (one > value) value = one;
    }
    for (int i = 0; i < npts && value < 2; i++) {
        int d = pts[i], x = g->x[d], y = g->y[d];
        if (e->st[d] || x == 0 || y == 0 || x == e->w - 1 || y == e->h - 1) continue;
        if (!pseudolegal(e, d, pla) || pi->mtb[d] > 1 || pi->adjeye[d] < 3) continue;
        for (int k = g->adj_off[d]; k < g->adj_off[d + 1] && value < 2; k++) {
            int a = g->adj[k];
            if (e->mk2[a] != in || pi->adjeye[a] < 3 || pi->mtb[a] > 1) continue;
            if (e->st[a] && pi->neae[a] <= 1) continue;
            if (pieces(e, pts, npts, in, d, a, pi->mtb, 0, &one, &two) < 2) continue;
            if (one >= 2 && two >= 1 && (!e->st[a] || two >= 2)) value = 2;
        }
    }
    if (value < 2 && deadc) {
        int throwins = 0, nun = 0, *un = pts + npts;
        for (int i = e->eoff[E]; i < e->eoff[E + 1]; i++) {
            int p = e->eord[i];
            throwins += e->st[p] == opp && e->fe[p];
        }
        for (int i = 0; i < npts; i++) {
            int p = pts[i];
            if (!(e->st[p] == opp && e->dd[p]) && !pseudolegal(e, p, pla)) un[nun++] = p;
        }
        int good = 1;
        for (int om = -1; om < nun && good; om++) {
            uint32_t sh = ngen(e);
            int *shape = un + nun, ns = 0;
            for (int i = 0; i < npts; i++) {
                int p = pts[i];
                if (e->st[p] == opp && e->dd[p]) shape[ns++] = p;
            }
            for (int i = 0; i < nun; i++)
                if (i != om) shape[ns++] = un[i];
            /* shape membership in mk2 with a fresh stamp; restore after */
            for (int i = 0; i < ns; i++) e->mk2[shape[i]] = sh;
            int base = pieces(e, shape, ns, sh, -1, -1, NULL, 0, &one, &two), bott = 0, high = 0;
            for (int i = 0; i < ns; i++) {
                int p = shape[i], deg = 0;
                if (pieces(e, shape, ns, sh, p, -1, NULL, 0, &one, &two) > base) {
                    bott++;
                    continue;
                }
                for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++) deg += e->mk2[g->adj[k]] == sh;
                high += deg >= 3;
            }
            if (base - throwins + (bott + high + (ns >= 7)) / 2 < 2) good = 0;
            for (int i = 0; i < npts; i++) e->mk2[pts[i]] = in;
            for (int i = 0; i < ns; i++)
                if (e->mk2[shape[i]] == sh) e->mk2[shape[i]] = 0;
        }
        if (good) value = 2;
    }
    return value > 2 ? 2 : value;
}

static void layout(er *e, const seichi_graph *g, void *mem, int **pinfo_mem)
{
    char *m = mem;
    size_t un = (size_t)g->n + 1, ib = al8(un * sizeof(int));
    e->g = g;
    e->n = g->n, e->w = g->width, e->h = g->height;
    uint8_t **bytes[] = {&e->cb, &e->reach, &e->fe, &e->ufe, &e->tmp};
    for (size_t i = 0; i < 5; i++) *bytes[i] = (uint8_t *)m, m += al8(un);
    uint32_t **marks[] = {&e->mk, &e->mk2, &e->mkm, &e->mke};
    for (size_t i = 0; i < 4; i++) {
        *marks[i] = (uint32_t *)m, m += al8(un * sizeof(uint32_t));
        memset(*marks[i], 0, un * sizeof(uint32_t));
    }
    int **ints[] = {&e->reg,  &e->regcol, &e->chain, &e->chreg,  &e->chlib, &e->mc,
                    &e->eye,  &e->eyereg, &e->eyeval, &e->eoff, &e->eord,  &e->stack,
                    &e->list, &e->mtb,    &e->moff,  &e->wl};
    for (size_t i = 0; i < 16; i++) *ints[i] = (int *)m, m += ib;
    int **wide[] = {&e->ee_eye, &e->ee_mc, &e->ee_pt, &e->ee_st, &e->mord};
    for (size_t i = 0; i < 5; i++) *wide[i] = (int *)m, m += 4 * ib;
    e->pts = (int *)m, m += 3 * ib;
    *pinfo_mem = (int *)m;
    e->gen = 0;
}

int eyeread_classify(const seichi_graph *g, const uint8_t *stones, const uint8_t *dead,
                     uint8_t *terr, uint8_t *seki, uint8_t *flags, int *region, void *mem)
{
    er e;
    int *pinfo_mem;
    if (!g->width || !g->height || g->n <= 0) return -1;
    layout(&e, g, mem, &pinfo_mem);
    e.st = stones, e.dd = dead;
    mark_blocks(&e);
    memset(e.reach, 0, (size_t)g->n);
    flood_reach(&e, 1, SB, 0);
    flood_reach(&e, 2, SW, 0);
    flood_reach(&e, 1, RB, 1);
    flood_reach(&e, 2, RW, 1);
    mark_regions(&e);
    mark_chains(&e);
    mark_macrochains(&e);
    mark_eyes(&e);
    mark_false(&e, e.fe, NULL);
    pinfo pi;
    size_t un = (size_t)g->n + 1;
    pi.adjeye = pinfo_mem, pi.neae = pi.adjeye + un, pi.neaf = pi.neae + un;
    pi.noaf = pi.neaf + un, pi.poke = pi.noaf + un, pi.mtb = pi.poke + un;
    for (int E = 0; E < e.neye; E++) e.eyeval[E] = eye_value(&e, E, &pi);
    mark_false(&e, e.ufe, e.fe);
    /* eye sums per region */
    int *sum = e.mtb;
    for (int r = 0; r < e.nreg; r++) sum[r] = 0;
    for (int E = 0; E < e.neye; E++) sum[e.eyereg[E]] += e.eyeval[E];
    memset(e.tmp, 0, (size_t)e.n); /* bit c: next to a dead throw-in of 3-c on an unscorable point */
    const seichi_graph *gg = g;
    for (int p = 0; p < e.n; p++)
        if (e.ufe[p] && e.st[p] && e.dd[p])
            for (int k = gg->adj_off[p]; k < gg->adj_off[p + 1]; k++)
                e.tmp[gg->adj[k]] |= (uint8_t)(1 << (3 - e.st[p]));
    int nseki = 0;
    for (int p = 0; p < e.n; p++) {
        int r = e.reg[p];
        terr[p] = seki[p] = 0;
        flags[p] = 0;
        if (r < 0) {
            flags[p] = ER_DAME;
            continue;
        }
        int c = e.regcol[r], unscorable = e.ufe[p];
        flags[p] = (uint8_t)(c << ER_SIDE_SHIFT);
        if (sum[r] <= 1) seki[p] = (uint8_t)c, nseki++;
        if (e.fe[p]) flags[p] |= ER_FALSE;
        if ((!e.st[p] || e.dd[p]) && (e.tmp[p] & (1 << c))) unscorable = 1;
        if (unscorable) flags[p] |= ER_UNSCORABLE;
        int opp_strict = c == 1 ? (e.reach[p] & SW) : (e.reach[p] & SB);
        if ((e.st[p] != c || e.dd[p]) && !seki[p] && !unscorable && e.chreg[e.chain[p]] == r &&
            !opp_strict)
            terr[p] = (uint8_t)c;
    }
    if (region) memcpy(region, e.reg, (size_t)g->n * sizeof(int));
    return nseki;
}
