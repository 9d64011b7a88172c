/*
 * eyespace_solve.c - the eyespace game solved for every colouring at once
 * (seed 004 sections 2 and 5: "the status of a group can be determined
 * ... using minimax search"; here by retrograde analysis, which is exact
 * where a depth-bounded minimax is not).
 *
 * The game.  The enclosing group G is one extra node adjacent to every
 * "touch" point and has no liberty outside (seed 004: pure eyespace
 * analysis assumes no external liberties).  Friend stones inside that
 * connect to a touch point belong to G.  The attacker (enemy) and the
 * defender (friend) alternate; either may pass; no suicide; captures as
 * usual.  The attacker wins when G is captured.  Ko counts as dead: the
 * defender obeys the simple-ko ban, the attacker ignores it (infinite
 * threats).  Seki counts as alive: the attacker wins only if it can FORCE
 * a capture in finitely many moves; endless play (passing, repetition,
 * seki) is a defender win.  So the attacker's winning set is the least
 * fixpoint of
 *     A-state wins  <=  some move captures G or reaches a winning D-state
 *     D-state wins  <=  every move (pass included) reaches a winning A-state
 * computed by sweeping until nothing changes.
 *
 * States: colouring (base 3, digit i = EYE_* of point i) x side to move x
 * the defender's ko ban (none or a point): 3^k (k + 2).  Statuses: alive =
 * the attacker to move cannot win; dead = the attacker wins even with the
 * defender to move; unsettled otherwise; the vital point is a defender
 * move that turns an unsettled colouring alive.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/eyespace.h"
#include "analysis/life.h"

typedef struct board {
    int k;
    uint16_t adj[EYE_MAX];
    uint16_t touch;
} board;

static uint16_t nbrs(const board *b, uint16_t set)
{
    uint16_t out = 0;
    for (int i = 0; i < b->k; i++)
        if (set >> i & 1) out |= b->adj[i];
    return out;
}

static uint16_t chain_of(const board *b, uint16_t colour, int i)
{
    uint16_t c = (uint16_t)(1u << i), prev = 0;
    while (c != prev) {
        prev = c;
        c = (uint16_t)(c | (nbrs(b, c) & colour));
    }
    return c;
}

/* G and the friend stones joined to it. */
static uint16_t g_chain(const board *b, uint16_t fr)
{
    uint16_t c = fr & b->touch, prev = 0xffff;
    while (c != prev) {
        prev = c;
        c = (uint16_t)(c | (nbrs(b, c) & fr));
    }
    return c;
}

static uint16_t g_libs(const board *b, uint16_t fr, uint16_t va)
{
    return (uint16_t)((b->touch | nbrs(b, g_chain(b, fr))) & va);
}

/* Removes chains of colour set *col without liberties (not G); returns
 * the removed stones. */
static uint16_t capture(const board *b, uint16_t *col, uint16_t *va, uint16_t exclude)
{
    uint16_t removed = 0, seen = exclude;
    for (int i = 0; i < b->k; i++) {
        if (!(*col >> i & 1) || (seen >> i & 1)) continue;
        uint16_t ch = chain_of(b, *col, i);
        seen |= ch;
        if (!(nbrs(b, ch) & *va)) removed |= ch;
    }
    *col &= (uint16_t)~removed;
    *va |= removed;
    return removed;
}

static int pow3(int k)
{
    int r = 1;
    while (k--) r *= 3;
    return r;
}

static void decode(int s, int k, uint16_t *fr, uint16_t *en, uint16_t *va)
{
    *fr = *en = *va = 0;
    for (int i = 0; i < k; i++, s /= 3) {
        int d = s % 3;
        uint16_t bit = (uint16_t)(1u << i);
        if (d == EYE_FRIEND) *fr |= bit;
        else if (d == EYE_ENEMY) *en |= bit;
        else *va |= bit;
    }
}

static int encode(int k, uint16_t fr, uint16_t en)
{
    int s = 0;
    for (int i = k - 1; i >= 0; i--)
        s = s * 3 + ((fr >> i & 1) ? EYE_FRIEND : (en >> i & 1) ? EYE_ENEMY : EYE_VACANT);
    return s;
}

/* LIFE_UNKNOWN: some chain inside has no liberty; LIFE_DEAD: G has none;
 * else -1 (a legal game state). */
static int colouring_kind(const board *b, uint16_t fr, uint16_t en, uint16_t va)
{
    uint16_t g = g_chain(b, fr);
    for (int i = 0; i < b->k; i++) {
        if ((fr >> i & 1) && !(g >> i & 1) && !(nbrs(b, chain_of(b, fr, i)) & va)) return LIFE_UNKNOWN;
        if ((en >> i & 1) && !(nbrs(b, chain_of(b, en, i)) & va)) return LIFE_UNKNOWN;
    }
    if (!g_libs(b, fr, va)) return LIFE_DEAD;
    return -1;
}

/* The colouring after the defender plays vacant point i, or -1 if that
 * is suicide. */
static int defender_move(const board *b, uint16_t fr, uint16_t en, uint16_t va, int i)
{
    uint16_t f2 = fr | (uint16_t)(1u << i), e2 = en, v2 = va & (uint16_t)~(1u << i);
    capture(b, &e2, &v2, 0);
    uint16_t g = g_chain(b, f2);
    uint16_t libs = (g >> i & 1) ? g_libs(b, f2, v2) : (uint16_t)(nbrs(b, chain_of(b, f2, i)) & v2);
    return libs ? encode(b->k, f2, e2) : -1;
}

#define WIN (-2)

int eye_solve_all(const eye_shape *s, uint8_t *status, int8_t *vital)
{
    const int k = s->k;
    if (k < 1 || k > EYE_SOLVE_MAX) return -1;
    board b;
    memset(&b, 0, sizeof b);
    b.k = k;
    for (int i = 0; i < k; i++) {
        b.adj[i] = s->adj[i];
        if (s->touch[i]) b.touch |= (uint16_t)(1u << i);
    }
    const int ns = pow3(k), per = k + 2, nst = ns * per, maxsucc = k + 1;
    int *succ = malloc(sizeof(int) * (size_t)nst * (size_t)maxsucc);
    uint8_t *nsucc = calloc((size_t)nst, 1);
    uint8_t *win = calloc((size_t)nst, 1);
    int8_t *kind = malloc((size_t)ns);
    if (!succ || !nsucc || !win || !kind) {
        free(succ);
        free(nsucc);
        free(win);
        free(kind);
        return -1;
    }
    for (int c = 0; c < ns; c++) {
        uint16_t fr, en, va;
        decode(c, k, &fr, &en, &va);
        kind[c] = (int8_t)colouring_kind(&b, fr, en, va);
        if (kind[c] >= 0) continue;
        /* attacker to move */
        int a = c * per, na = 0;
        int *sa = succ + (size_t)a * maxsucc;
        sa[na++] = c * per + 1;
        for (int i = 0; i < k; i++) {
            if (!(va >> i & 1)) continue;
            uint16_t f2 = fr, e2 = en | (uint16_t)(1u << i), v2 = va & (uint16_t)~(1u << i);
            if (!g_libs(&b, f2, v2)) {
                sa[na++] = WIN;
                continue;
            }
            uint16_t got = capture(&b, &f2, &v2, g_chain(&b, f2));
            uint16_t mine = chain_of(&b, e2, i);
            if (!(nbrs(&b, mine) & v2)) continue;
            int ban = -1;
            if (__builtin_popcount(got) == 1 && mine == (uint16_t)(1u << i) &&
                (nbrs(&b, mine) & v2) == got)
                ban = __builtin_ctz(got);
            sa[na++] = encode(k, f2, e2) * per + (ban < 0 ? 1 : 2 + ban);
        }
        nsucc[a] = (uint8_t)na;
        /* defender to move, every ban */
        for (int ban = -1; ban < k; ban++) {
            int d = c * per + (ban < 0 ? 1 : 2 + ban), nd = 0;
            int *sd = succ + (size_t)d * maxsucc;
            sd[nd++] = c * per;
            for (int i = 0; i < k; i++) {
                if (!(va >> i & 1) || i == ban) continue;
                int to = defender_move(&b, fr, en, va, i);
                if (to >= 0) sd[nd++] = to * per;
            }
            nsucc[d] = (uint8_t)nd;
        }
    }
    for (int changed = 1; changed;) {
        changed = 0;
        for (int st = 0; st < nst; st++) {
            if (win[st] || !nsucc[st]) continue;
            const int *sx = succ + (size_t)st * maxsucc;
            int w;
            if (st % per == 0) {
                w = 0;
                for (int j = 0; j < nsucc[st] && !w; j++) w = sx[j] == WIN || win[sx[j]];
            } else {
                w = 1;
                for (int j = 0; j < nsucc[st] && w; j++) w = win[sx[j]];
            }
            if (w) win[st] = 1, changed = 1;
        }
    }
    for (int c = 0; c < ns; c++) {
        vital[c] = -1;
        if (kind[c] >= 0) {
            status[c] = (uint8_t)kind[c];
            continue;
        }
        int a = c * per, d = a + 1;
        if (!win[a]) status[c] = LIFE_ALIVE;
        else if (win[d]) status[c] = LIFE_DEAD;
        else {
            status[c] = LIFE_UNSETTLED;
            uint16_t fr, en, va;
            decode(c, k, &fr, &en, &va);
            for (int i = 0; i < k && vital[c] < 0; i++) {
                if (!(va >> i & 1)) continue;
                int to = defender_move(&b, fr, en, va, i);
                if (to >= 0 && !win[to * per]) vital[c] = (int8_t)i;
            }
        }
    }
    free(succ);
    free(nsucc);
    free(win);
    free(kind);
    return 0;
}

int eye_solve(const eye_shape *s, int *vital)
{
    if (s->k < 1 || s->k > EYE_SOLVE_MAX) return -1;
    int ns = pow3(s->k);
    uint8_t *st = malloc((size_t)ns);
    int8_t *vt = malloc((size_t)ns);
    int res = -1;
    if (st && vt && eye_solve_all(s, st, vt) == 0) {
        int c = 0;
        for (int i = s->k - 1; i >= 0; i--) c = c * 3 + s->color[i];
        res = st[c];
        if (vital) *vital = vt[c];
    }
    free(st);
    free(vt);
    return res;
}
