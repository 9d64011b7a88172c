/*
 * dead_enclose.c - dead stones of a finished game by enclosure (issue 6;
 * the default method, Carta's stability order of seed 003 stays
 * available as SEICHI_DEAD_CARTA).
 *
 * At the end of a game every stone belongs to a group that lives, or
 * stands inside an area that the other colour's living groups enclose.
 * So the analysis finds the living ("safe") groups first and lets the
 * enclosure decide the rest.  Every rule below was measured on the
 * corpus (developed on one half, kept only if the other half lost no
 * game in any source); the numbers, and the variants rejected, are in
 * bench/ACCURACY.md ("The code essays' measurements" and the helpers'
 * sections).
 *
 *  - open point: an empty point or a stone already found dead.
 *  - eye region of colour c: a connected set of open points bordered by
 *    c's stones only.  Its value in eyes:
 *      one point (empty or holding an enemy stone): one eye unless false
 *      (the opponent holds two diagonals in the centre, one on the edge;
 *      a weak diagonal chain in atari, or one that invades another eye
 *      region of c, does not count: it dies with that region; when the
 *      eye's wall is two chains or more, the open diagonals the opponent
 *      can take keeping two liberties are shared out in turn, and the
 *      opponent's half of them counts even with c playing first: a comb
 *      of eyes whose diagonals are dame has no real eye);
 *      two points holding one enemy stone: the one-point eye its capture
 *      leaves; two or three points otherwise: one;
 *      four to seven: the eyespace table of seed 004 (eyespace.h: alive
 *      two, dead one, unsettled two if vacant, one if invaded; a shape
 *      missing from the table is solved up to five points, else a vacant
 *      space is two eyes but the square four);
 *      eight or more: two, however many points weak invaders fill.
 *    Shortage of liberties: a vacant space worth two eyes loses a point
 *    when a chain of its wall has two liberties, one inside and one
 *    outside where the opponent can play keeping two (the atari makes c
 *    fill inside); the rest is judged again.  A one-point eye so short
 *    is none (c fills it, or the opponent takes the chain inside it).
 *  - unfinished border: an open region bordered by both colours whose
 *    inside (the points not next to the other colour's stones) has twelve
 *    points or more and touches at most two points next to the other
 *    colour is an eye region of the colour around it (records stop
 *    before the last boundary moves; the other colour can only push into
 *    the gap).
 *  - group: chains of one colour joined when they share an eye region,
 *    share two liberties, or meet at a cutting point where the cutter
 *    would stand in atari (tiger's mouth, bamboo joint) - not a chain in
 *    atari there, whose capture frees the cutter.  A one-point eye beside
 *    a chain of its owner in atari, where the owner's stone would stand in
 *    atari too, is no eye and joins none of the chains in atari: the
 *    opponent plays there and takes them.
 *  - safe group: two eyes, a Benson pass-alive chain (seed 002), or a
 *    group settled as part of its colour's area by the enclosure.
 *  - weak chain: one of a group that is not safe.  When eyes are counted
 *    the second time, the opponent's weak chains are transparent: a
 *    territory with an invader still in it is an eye region (this breaks
 *    the circle "the wall lives because the invader is dead, the invader
 *    is dead because the wall lives"), provided
 *      the invaders have no more open points to themselves than the
 *      encloser (a point next to an invader in atari is none of theirs -
 *      a stone there takes it, as with throw-ins - unless a chain of the
 *      encloser is in atari at the same point), or they are small (chains
 *      of three stones at most without an eye point of theirs, or whose
 *      "eye" lies between separate small chains when the area is two eyes
 *      for the encloser by itself), or the encloser wins the capturing
 *      race whoever moves first (every enclosing chain has more liberties
 *      away from the invaders than any invader has liberties);
 *      and the area has a wall (at most ten points a stone of the
 *      enclosing chains: not open board).
 *    An enclosing chain in atari is no part of its wall (not joined
 *    through the area, no eye from it).
 *  - crossed claims (an invader itself encloses an area holding invaders,
 *    as two weak walls facing each other do): the claim whose invaders are
 *    more than eight times denser (stones per open point) yields - a third
 *    count with those claims left out.  In that count a wall chain that
 *    itself invades the other claim is no part of the wall when it loses
 *    the race: an invader of the area that walls a claim of its own with
 *    five open points or more has more liberties, or as many and more than
 *    twice its room (room is eye space, which wins an even race).  Nor is
 *    a small wall chain (three stones at most) whose every liberty lies in
 *    the other colour's claim when the group walling that claim has an eye
 *    elsewhere (a throw-in left inside a living group's eye space).
 *  - untakable invader: an invader chain of four stones or more that c
 *    cannot take - two of its liberties (not eye points of its own) are
 *    points where c's stone would stand in atari - joins no weak chain of
 *    c that has no liberty in the area: such a chain only touches stones
 *    it cannot capture (a one-eyed group beside a seki or a lost race is
 *    not connected through it to a living group).
 *  - enclosure, the unfinished position, and a dead chain the colour
 *    around it cannot approach (seki): dead_enclose_area.c.
 * The rounds repeat (dead stones open their area, which makes more groups
 * safe) until a round kills nothing.  Stones only die and groups only
 * settle, so it ends; most positions need two rounds.  One scratch block,
 * no allocation in the loop, a few flood fills a round; an eye shape's
 * status, once looked up, is remembered for the call (each round judges
 * the same regions again).
 *
 * Rejected by measurement: life from winning an outside-liberty race
 * inside an area; voiding both crossed claims, or the one with more
 * invader stones.
 * Known failure cases: races with approach moves or big eyes (counted,
 * not read); crossed frameworks of similar density; ko-dependent life;
 * stones the players left inside an area without marking them dead (they
 * count as the server counted, which no rule can know); unfinished
 * borders of professional records.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/dead_enclose_int.h"
#include "analysis/eyespace.h"
#include "analysis/life.h"
#include "position/position.h"


/* One-point eye at x for colour c: false when the opponent's living
 * stones hold two diagonals (centre) or one (edge, corner); with_weak:
 * an opponent's weak chain in atari does not count (it is captured), nor
 * one that is itself an invader of an area of c (it dies with the area,
 * which frees the diagonal). */
static int enemy_diagonal(const enc *e, int d, int c, int with_weak)
{
    return live(e, d) && e->p->color[d] == other(c) &&
           !(with_weak && e->weak[e->p->head[d]] &&
             (e->clibs[e->p->head[d]] == 1 || e->invader[e->p->head[d]]));
}

/* An empty diagonal d that the opponent o of c can still take: it touches
 * a living o stone and an o stone there would keep two liberties. */
static int open_diagonal(enc *e, int d, int c)
{
    const seichi_pos *p = e->p;
    int o = other(c), touches = 0, libs = 0, st = ++e->stamp;
    if (p->color[d] != SEICHI_EMPTY) return 0;
    e->lseen[d] = st;
    FOR_NB(e->g, d, q) {
        if (open_pt(e, *q)) {
            if (e->lseen[*q] != st) e->lseen[*q] = st, libs++;
        } else if (e->col[*q] == o) {
            touches = 1;
            for (int s = p->head[*q], k = 0; k < p->size[p->head[*q]]; k++, s = p->next[s])
                FOR_NB(e->g, s, r) if (open_pt(e, *r) && e->lseen[*r] != st) e->lseen[*r] = st, libs++;
        }
        if (touches && libs >= 2) return 1;
    }
    return 0;
}

/* The living chains around x are two or more. */
static int split_wall(const enc *e, int x)
{
    int h = -1;
    FOR_NB(e->g, x, q) if (live(e, *q)) {
        if (h < 0) h = e->p->head[*q];
        else if (e->p->head[*q] != h) return 1;
    }
    return 0;
}

static int true_eye(enc *e, int x, int c, int with_weak)
{
    const seichi_graph *g = e->g;
    int deg = 0, enemy = 0, st, nd = 0, diag[16]; /* the diagonals looked at for open ones */
    if (g->width) { /* grids list their diagonals */
        deg = g->adj_off[x + 1] - g->adj_off[x];
        for (int k = g->diag_off[x]; k < g->diag_off[x + 1]; k++) {
            enemy += enemy_diagonal(e, g->diag[k], c, with_weak);
            if (nd < 16) diag[nd++] = g->diag[k];
        }
    } else {
        st = ++e->stamp;
        e->seen2[x] = st;
        FOR_NB(g, x, q) e->seen2[*q] = st, deg++;
        /* a diagonal is a neighbour of two neighbours (not a point two
           steps away in a line) */
        int st2 = ++e->stamp;
        FOR_NB(g, x, q) FOR_NB(g, *q, r) {
            if (e->seen2[*r] == st) continue;
            if (e->cnt[*r] != st2) {
                e->cnt[*r] = st2;
                continue;
            }
            e->seen2[*r] = st;
            enemy += enemy_diagonal(e, *r, c, with_weak);
            if (nd < 16) diag[nd++] = *r;
        }
    }
    int need = deg >= 4 ? 2 : 1;
    if (enemy >= need) return 0;
    /* open diagonals: the players alternate on them, so the opponent
       takes half of them even when c plays first; that matters only when
       the eye's wall is split (a single chain around it loses nothing) */
    if (!split_wall(e, x)) return 1;
    int open = 0;
    for (int i = 0; i < nd; i++) open += open_diagonal(e, diag[i], c);
    return enemy + open / 2 < need;
}

/* Four points each with exactly two neighbours among them: a square. */
static int square_four(const enc *e, const int *pts)
{
    for (int i = 0; i < 4; i++) {
        int d = 0;
        for (int j = 0; j < 4; j++)
            FOR_NB(e->g, pts[i], q) d += *q == pts[j];
        if (d != 2) return 0;
    }
    return 1;
}

/* The status of the eyespace sh of k points: the shipped table's, else
 * (five points or fewer) solved; -1 if neither knows it.  Remembered for
 * the rest of the call (e->memo). */
static int shape_status(enc *e, const eye_shape *sh, int k)
{
    for (int i = 0; i < e->nmemo; i++)
        if (!memcmp(&e->memo[i].sh, sh, sizeof *sh)) return e->memo[i].status;
    eye_canon cn;
    int vital, status = -1;
    if (!eye_canonical(sh, &cn)) status = eye_table_lookup(cn.key, &vital);
    if (status < 0 && k <= 5) {
        /* small and missing (small boards): solve it */
        eye_shape cs;
        eye_permute(sh, cn.perm, &cs);
        status = eye_solve(&cs, &vital);
    }
    if (e->nmemo < ENC_EYE_MEMO) e->memo[e->nmemo].sh = *sh, e->memo[e->nmemo++].status = status;
    return status;
}

static int region_eyes(enc *e, const int *pts, int k, int c, int own_dead, int with_weak)
{
    if (k == 1) return true_eye(e, pts[0], c, with_weak);
    if (k == 2 && live(e, pts[0]) != live(e, pts[1])) {
        /* one invading stone: taking it fills the other point and leaves
           a one-point eye where it stood */
        return true_eye(e, live(e, pts[0]) ? pts[0] : pts[1], c, with_weak);
    }
    if (k <= 3) return 1;
    if (k <= EYE_KEY_EXACT && !own_dead) {
        int invaded = 0;
        for (int i = 0; i < k; i++) invaded |= e->p->color[pts[i]] != 0;
        /* the shipped table only: solving a missing shape costs more
           than the whole analysis */
        eye_shape sh;
        int ok = !eye_from_points(e->p, pts, k, c, &sh);
        /* a chain of two stones or more that c took from inside (see
           invader_captures) leaves its points vacant, c's stone on the
           point of capture; still "invaded" below: the opponent moves
           next, so an unsettled shape is one eye */
        for (int i = 0; ok && i < k; i++) {
            int x = pts[i], h = e->p->head[x];
            if (e->p->color[x] && e->taken[h] && e->p->size[h] >= 2) sh.color[i] = EYE_VACANT;
            else if (!e->p->color[x] && e->taken[x] >= 2) sh.color[i] = EYE_FRIEND;
        }
        int status = ok ? shape_status(e, &sh, k) : -1; /* (ok: k <= 7 always is) */
        if (status == LIFE_ALIVE) return 2;
        if (status == LIFE_UNSETTLED) return invaded ? 1 : 2;
        if (status == LIFE_DEAD) return 1;
        /* not in the table (shapes the generator did not place, small
           boards): a vacant space of four or more makes two eyes except
           the square four; with invaders, six or more */
        if (!invaded) return k == 4 && square_four(e, pts) ? 1 : 2;
        return k >= 6 ? 2 : 1;
    }
    /* an area of eight points or more: two eyes once its weak invaders
       are taken, however many points they fill; a smaller one holding
       dead stones of c: two with four open points */
    int open = 0;
    for (int i = 0; i < k; i++) open += !live(e, pts[i]);
    return open >= 4 || k > EYE_KEY_EXACT ? 2 : 1;
}

/* Solid connections: chains of one colour sharing two liberties are
 * joined.  Each open point next to two or more chains of a colour gives
 * the pairs; a pair seen twice is joined (the pairs are listed by their
 * smaller chain, each list checked with marks: no sort; the smaller and
 * the larger head in two arrays: no division splits a pair). */
static void solid_connections(enc *e)
{
    const seichi_pos *p = e->p;
    int n = e->n, np = 0, *pair_a = e->border, *pair_b = e->aux, *list_of = e->list, *next = e->stack;
    /* the arrays read into locals: the int stores below may alias e's
       and p's int fields, so the compiler would reload them per point */
    const int *adj = e->g->adj, *off = e->g->adj_off, *head = p->head;
    const uint8_t *col = e->col, *color = p->color;
    for (int l = 0; l < n; l++) {
        if (col[l]) continue; /* not open */
        int heads[8], nh = 0, opens = 0, cols = 0;
        for (const int *r = adj + off[l], *end = adj + off[l + 1]; r < end; r++) {
            if (!col[*r]) { /* not live */
                opens++;
                continue;
            }
            cols |= 1 << color[*r];
            int h = head[*r], dup = 0;
            for (int i = 0; i < nh; i++) dup |= heads[i] == h;
            if (!dup && nh < 8) heads[nh++] = h;
        }
        if (nh < 2) continue;
        /* a cutting point where the cutter would stand in atari */
        if (nh >= 2 && opens <= 1 && (cols == 1 << SEICHI_BLACK || cols == 1 << SEICHI_WHITE)) {
            int first = -1;
            for (int i = 0; i < nh; i++) {
                if (e->clibs[heads[i]] < 2) continue; /* taking it frees the cutter */
                if (first < 0) first = heads[i];
                else unite(e->uf, first, heads[i]);
            }
        }
        for (int i = 0; i < nh; i++)
            for (int j = i + 1; j < nh; j++) {
                int a = heads[i], b = heads[j];
                if (p->color[a] != p->color[b] || np >= n) continue;
                pair_a[np] = a < b ? a : b;
                pair_b[np++] = a < b ? b : a;
            }
    }
    int st = ++e->stamp;
    for (int i = 0; i < np; i++) {
        int a = pair_a[i];
        if (e->lseen[a] != st) e->lseen[a] = st, list_of[a] = -1;
        next[i] = list_of[a];
        list_of[a] = i;
    }
    for (int i = 0; i < np; i++) {
        int a = pair_a[i];
        if (list_of[a] != i) continue;
        int tok = ++e->stamp;
        for (int j = i; j >= 0; j = next[j]) {
            int b = pair_b[j];
            if (e->cnt[b] == tok) unite(e->uf, a, b);
            else e->cnt[b] = tok;
        }
    }
}

static int yields(const enc *e, const int *list, int k, int density)
{
    for (int i = 0; i < k; i++) {
        if (!live(e, list[i])) continue;
        int inv = e->claim_inv[e->p->head[list[i]]];
        if (inv > 0 && 8 * inv < density) return 1;
    }
    return 0;
}

/* Crossed claims: the strongest of the invaders of an area that wall a
 * claim of their own with at least ROOM_OPEN open points - the most
 * liberties, then the most room (open points of its claim): *room. */
#define ROOM_OPEN 5
static int invader_libs(const enc *e, const int *list, int k, int *room)
{
    const seichi_pos *p = e->p;
    int best = 0;
    *room = 0;
    for (int i = 0; i < k; i++) {
        if (!live(e, list[i])) continue;
        int h = p->head[list[i]], l = e->clibs[h], r = e->claim_open[h];
        if (e->claim_inv[h] > 0 && r >= ROOM_OPEN && (l > best || (l == best && r > *room))) best = l, *room = r;
    }
    return best;
}

/* A wall chain h of a crossed claim that invades the other claim loses
 * the race against that invader: fewer liberties, or as many and less
 * than half its room. */
static int loses_race(const enc *e, int h, int libs, int room)
{
    return e->invader[h] && libs && (e->clibs[h] < libs || (e->clibs[h] == libs && 2 * e->claim_open[h] < room));
}

/* A small wall chain (SMALL_INVADER stones at most) that invades the
 * other colour's claim with every liberty in it, where the claim's group
 * has an eye elsewhere: it joins its friends only through that claim,
 * which the enemy will live in - no part of the wall. */
#define SMALL_INVADER 3
static int libs_inside(const enc *e, int h)
{
    const seichi_pos *p = e->p;
    int oc = other(p->color[h]);
    if (!e->invader[h] || p->size[h] > SMALL_INVADER) return 0;
    for (int s = h, k = 0; k < p->size[h]; k++, s = p->next[s])
        FOR_NB(e->g, s, q) if (open_pt(e, *q) && e->crec[oc][*q] < 1) return 0;
    return 1;
}

/* Invaders that cannot claim an area by the room around them: every
 * chain of at most SMALL_INVADER stones, and (unless any_eye) no open
 * point whose neighbours are all their stones (an eye of theirs, as in a
 * seki). */
static int small_invaders(const enc *e, const int *list, int k, int c, int any_eye)
{
    const seichi_pos *p = e->p;
    for (int i = 0; i < k; i++) {
        int y = list[i], stones = 0, all = 0;
        if (live(e, y)) {
            if (p->size[p->head[y]] > SMALL_INVADER) return 0;
            continue;
        }
        FOR_NB(e->g, y, q) all++, stones += live(e, *q) && p->color[*q] != c;
        if (stones == all && !any_eye) return 0;
    }
    return 1;
}

/* The enclosing chains border[0..nb-1] of an area with invaders win the
 * capturing race against them whoever moves first: every enclosing chain
 * has more liberties away from the invaders than any invading chain has
 * liberties at all (its eye points and the shared ones included). */
static int encloser_wins_race(enc *e, const int *list, int k, int nb)
{
    const seichi_pos *p = e->p;
    int inv = 0, mark = ++e->stamp;
    for (int i = 0; i < k; i++)
        if (live(e, list[i]) && e->clibs[p->head[list[i]]] > inv) inv = e->clibs[p->head[list[i]]];
    /* liberties away from the invaders are liberties: first the counts */
    for (int i = 0; i < nb; i++)
        if (e->clibs[e->border[i]] <= inv) return 0;
    for (int i = 0; i < k; i++) {
        int y = list[i];
        if (!live(e, y)) continue;
        FOR_NB(e->g, y, q) if (open_pt(e, *q)) e->lseen[*q] = mark;
    }
    for (int i = 0; i < nb; i++) {
        int h = e->border[i], st = ++e->stamp, out = 0;
        for (int s = h, j = 0; j < p->size[h] && out <= inv; j++, s = p->next[s])
            FOR_NB(e->g, s, q) if (open_pt(e, *q) && e->lseen[*q] != mark && e->lseen[*q] != st) e->lseen[*q] = st, out++;
        if (out <= inv) return 0;
    }
    return 1;
}

/* An invader chain of more than SMALL_INVADER stones in the area
 * list[0..k-1] of c that c cannot take: two of its liberties or more are
 * points where c's stone would stand in atari (not eye points of the
 * invader, which c fills by throw-ins): whichever c fills first, the
 * invader takes. */
static int untakable_invader(enc *e, const int *list, int k, int c)
{
    const seichi_pos *p = e->p;
    int st = ++e->stamp;
    for (int i = 0; i < k; i++) {
        int h = p->head[list[i]];
        if (!live(e, list[i]) || e->seen[h] == st) continue;
        e->seen[h] = st;
        if (p->size[h] <= SMALL_INVADER) continue;
        int ls = ++e->stamp, blocked = 0;
        for (int s = h, j = 0; j < p->size[h] && blocked < 2; j++, s = p->next[s])
            FOR_NB(e->g, s, q) {
                int x = *q, eye = 1;
                if (p->color[x] != SEICHI_EMPTY || e->lseen[x] == ls) continue;
                e->lseen[x] = ls;
                FOR_NB(e->g, x, r) eye &= live(e, *r) && p->color[*r] != c;
                blocked += !eye && pos_libs_after_play(p, c, x, 2) < 2;
            }
        if (blocked >= 2) return 1;
    }
    return 0;
}

/* Drops from e->border[0..nb-1] the weak chains with no liberty in the
 * area list[0..k-1]; returns how many are left. */
static int keep_touching(enc *e, const int *list, int k, int nb)
{
    const seichi_pos *p = e->p;
    int rs = ++e->stamp, kept = 0;
    for (int i = 0; i < k; i++)
        if (!live(e, list[i])) e->lseen[list[i]] = rs;
    for (int i = 0; i < nb; i++) {
        int h = e->border[i], in = e->safe[h];
        for (int s = h, j = 0; j < p->size[h] && !in; j++, s = p->next[s])
            FOR_NB(e->g, s, q) in |= e->lseen[*q] == rs;
        if (in) e->border[kept++] = h;
    }
    return kept;
}

/* An unfinished border: an open region bordered by both colours whose
 * inside - its points not next to the other colour's stones - has at least
 * OPEN_BORDER_ROOM points and touches at most OPEN_BORDER_GAP of the points
 * next to the other colour is an eye region of the colour around it (a
 * record that stops before the last boundary moves leaves such gaps; the
 * other colour can only push into them). */
#define OPEN_BORDER_ROOM 12
#define OPEN_BORDER_GAP 2
static void open_border_eyes(enc *e, int k)
{
    const seichi_pos *p = e->p;
    for (int c = SEICHI_BLACK; c <= SEICHI_WHITE; c++) {
        int fr = ++e->stamp, vis = ++e->stamp, inside = k, oc = other(c);
        for (int i = 0; i < k; i++) {
            int y = e->list[i];
            FOR_NB(e->g, y, q) if (e->col[*q] == oc) { /* a living stone of oc */
                inside--;
                e->lseen[y] = fr;
                break;
            }
        }
        if (inside < OPEN_BORDER_ROOM) continue;
        for (int i = 0; i < k; i++) {
            int y0 = e->list[i];
            if (e->lseen[y0] == fr || e->seen2[y0] == vis) continue;
            int sp = 0, m = 0, nfront = 0, nb = 0, tok = ++e->stamp;
            e->stack[sp++] = y0;
            e->seen2[y0] = vis;
            while (sp) {
                int y = e->stack[--sp];
                e->aux[m++] = y;
                FOR_NB(e->g, y, q) {
                    int z = *q;
                    if (live(e, z)) {
                        if (e->cnt[p->head[z]] != tok) e->cnt[p->head[z]] = tok, e->border[nb++] = p->head[z];
                    } else if (e->lseen[z] == fr) {
                        if (e->cnt[z] != tok) e->cnt[z] = tok, nfront++;
                    } else if (e->seen2[z] != vis) {
                        e->seen2[z] = vis;
                        e->stack[sp++] = z;
                    }
                }
            }
            if (m < OPEN_BORDER_ROOM || nfront > OPEN_BORDER_GAP || !nb) continue;
            for (int j = 1; j < nb; j++) unite(e->uf, e->border[0], e->border[j]);
            e->eye_head[e->neyes] = e->border[0];
            e->eye_pt[e->neyes] = e->aux[0];
            e->eye_k[e->neyes] = m;
            e->eye_c[e->neyes] = c;
            e->eye_val[e->neyes++] = region_eyes(e, e->aux, m, c, 0, 0);
        }
    }
}

/* One-point region x bordered by the chains e->border[0..nb-1] of one
 * colour: one of them is in atari (x its last liberty) and a stone of
 * theirs at x would leave the chains it joins in atari as well. */
static int atari_eye(enc *e, int x, int nb)
{
    const seichi_pos *p = e->p;
    int inatari = 0;
    for (int i = 0; i < nb; i++) inatari |= e->clibs[e->border[i]] < 2;
    if (!inatari) return 0;
    int st = ++e->stamp, libs = 0;
    e->lseen[x] = st;
    for (int i = 0; i < nb; i++)
        for (int s = e->border[i], j = 0; j < p->size[e->border[i]]; j++, s = p->next[s])
            FOR_NB(e->g, s, q) {
                if (!open_pt(e, *q) || e->lseen[*q] == st) continue;
                e->lseen[*q] = st;
                if (++libs >= 2) return 0;
            }
    return 1;
}

/* Shortage of liberties: a wall chain of the region list[0..k-1] with two
 * liberties, one in the region and one outside where the enemy can play
 * keeping two liberties.  The enemy's atari there makes c fill its own eye
 * space (or lose the chain from inside it).  Returns the point c fills,
 * else -1. */
static int short_wall(enc *e, const int *list, int k, int c, int nb)
{
    const seichi_pos *p = e->p;
    int two = 0;
    for (int i = 0; i < nb; i++) two |= e->clibs[e->border[i]] == 2;
    if (!two) return -1; /* most walls: no chain with two liberties */
    int rs = ++e->stamp;
    for (int i = 0; i < k; i++) e->cnt[list[i]] = rs;
    for (int i = 0; i < nb; i++) {
        int h = e->border[i];
        if (e->clibs[h] != 2) continue;
        int st = ++e->stamp, in = -1, nin = 0, out = -1, nout = 0;
        for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s])
            FOR_NB(e->g, s, q) {
                if (!open_pt(e, *q) || e->lseen[*q] == st) continue;
                e->lseen[*q] = st;
                if (e->cnt[*q] == rs) in = *q, nin++;
                else out = *q, nout++;
            }
        if (nin == 1 && nout == 1 && p->color[out] == SEICHI_EMPTY &&
            pos_libs_after_play(p, other(c), out, 2) >= 2)
            return in;
    }
    return -1;
}

/* The eyes of the region list[0..k-1] of c (value v) once c has filled the
 * point fill: at most one when three points or fewer are left; else the
 * rest judged again when it stays one region (two regions: v). */
static int eyes_after_fill(enc *e, const int *list, int k, int c, int own_dead, int with_weak,
                           int fill, int v)
{
    if (k <= 4) return 1;
    int m = 0, rs = ++e->stamp, sp = 0, got = 0, *rest = e->aux;
    for (int i = 0; i < k; i++)
        if (list[i] != fill) rest[m++] = list[i], e->cnt[list[i]] = rs;
    int fs = ++e->stamp;
    e->stack[sp++] = rest[0], e->cnt[rest[0]] = fs;
    while (sp) {
        int y = e->stack[--sp];
        got++;
        FOR_NB(e->g, y, q) if (e->cnt[*q] == rs) e->cnt[*q] = fs, e->stack[sp++] = *q;
    }
    if (got < m) return v;
    int r = region_eyes(e, rest, m, c, own_dead - (e->p->color[fill] == c), with_weak);
    return r < v ? r : v;
}

/* Groups and their eyes on the current open points.  with_weak = 0: eye
 * regions are connected open points bordered by one colour (one flood
 * serves both colours); with_weak = 1: for each colour c, the opponent's
 * weak chains count as part of c's regions (an area with invaders). */
static void compute_groups(enc *e, int with_weak)
{
    const seichi_pos *p = e->p;
    const seichi_graph *g = e->g;
    int n = e->n;
    if (!with_weak) {
        for (int i = 0; i < e->nheads; i++) {
            int x = e->heads[i];
            e->uf[x] = x, e->clibs[x] = p->libs[x];
        }
        /* liberties in the working position: each dead stone's point is
           one more for every chain beside it (chains die whole) */
        for (int i = 0; i < e->nheads; i++) {
            int h0 = e->heads[i];
            if (!e->dead[h0]) continue;
            for (int x = h0, j = 0; j < p->size[h0]; j++, x = p->next[x]) {
                int heads[8], nh = 0;
                FOR_NB(g, x, q) {
                    if (!live(e, *q)) continue;
                    int h = p->head[*q], dup = 0;
                    for (int i2 = 0; i2 < nh; i2++) dup |= heads[i2] == h;
                    if (!dup && nh < 8) heads[nh++] = h, e->clibs[h]++;
                }
            }
        }
        solid_connections(e);
        e->neyes = 0;
    } else {
        /* the pure regions of the first pass are unchanged (a region
           bordered by c alone touches no weak enemy chain): keep their
           unions and records, re-judge one-point eyes (weak diagonals),
           and flood only from the weak chains */
        memcpy(e->uf, e->uf0, (size_t)n * sizeof *e->uf);
        e->neyes = e->npure;
    }
    for (int i = 0; i < e->nheads; i++) e->eyes[e->heads[i]] = 0;
    /* flood state per point: member (bit 0: open points and, with_weak,
       the other colour's weak chains, which also start floods: bit 1),
       living non-member (FL_BORDER), or visited (FL_SEEN) */
    enum { FL_BORDER = 0x40, FL_SEEN = 0x80 };
    uint8_t *memb = e->memb;
    const uint8_t *col = e->col;
    for (int pass = 0; pass < (with_weak ? 2 : 1); pass++) {
        int cw = pass ? SEICHI_WHITE : SEICHI_BLACK, from = with_weak ? 2 : 1;
        for (int x = 0; x < n; x++) memb[x] = (uint8_t)(col[x] ? FL_BORDER : 1);
        /* the point where an invader took a chain of two stones or more
           holds its stone: no part of a region (dead_enclose_area.c) */
        if (e->cuts)
            for (int x = 0; x < n; x++)
                if (e->taken[x] == 3 && !col[x]) memb[x] = 0;
        /* the arrays read into locals: byte stores to memb may alias
           anything, so the compiler would reload them per point */
        const int *next = p->next, *head = p->head, *size = p->size;
        const uint8_t *color = p->color;
        int *stack = e->stack, *list = e->list, *seen2 = e->seen2, *border = e->border;
        for (int i = 0; i < e->nheads && with_weak; i++) {
            int h = e->heads[i];
            if (e->col[h] != other(cw) || !e->weak[h]) continue;
            for (int s = h, j = 0, sz = size[h]; j < sz; j++, s = next[s]) memb[s] = 3;
        }
        for (int x = enc_next_flagged(memb, 0, n, from); x < n; x = enc_next_flagged(memb, x + 1, n, from)) {
            int rs = ++e->stamp, sp = 0, k = 0, nb = 0, mask = 0;
            stack[sp++] = x;
            memb[x] = FL_SEEN;
            while (sp) {
                int y = stack[--sp];
                list[k++] = y;
                /* no branch on the neighbours (member, wall stone seen or
                   not: unpredictable): selected stores, in the order the
                   branches had (an open point's head is -1: slot 0 is
                   read and written back unchanged) */
                for (const int *q = g->adj + g->adj_off[y], *end = g->adj + g->adj_off[y + 1]; q < end; q++) {
                    int z = *q, m = memb[z], take = m & 1, hz = head[z], hs = hz < 0 ? 0 : hz;
                    int wall = ((m & FL_BORDER) != 0) & (seen2[hs] != rs);
                    memb[z] = (uint8_t)(take ? FL_SEEN : m);
                    stack[sp] = z;
                    sp += take;
                    mask |= wall << color[z];
                    seen2[hs] ^= (seen2[hs] ^ rs) & -wall; /* rs if a new wall chain (a mask: no branch) */
                    border[nb] = hz;
                    nb += wall;
                }
            }
            int c = with_weak ? cw : mask == 1 << SEICHI_BLACK ? SEICHI_BLACK : SEICHI_WHITE;
            if (!with_weak && k >= OPEN_BORDER_ROOM && mask == ((1 << SEICHI_BLACK) | (1 << SEICHI_WHITE))) open_border_eyes(e, k);
            if (mask != 1 << c || !nb) continue;
            int own_dead = 0, enemy = 0, near_own = 0, near_enemy = 0;
            for (int i = 0; i < k; i++) {
                int y = e->list[i];
                own_dead += p->color[y] == c;
                enemy += live(e, y);
            }
            if (enemy) {
                for (int i = 0; i < k; i++) {
                    int y = e->list[i], nc = 0, ne = 0, atari = 0, own_atari = 0;
                    if (live(e, y)) continue;
                    FOR_NB(g, y, q) {
                        if (!live(e, *q)) continue;
                        if (p->color[*q] == c) nc = 1, own_atari |= e->clibs[p->head[*q]] == 1;
                        else ne = 1, atari |= e->clibs[p->head[*q]] == 1;
                    }
                    /* next to an invader in atari: no room of theirs
                       (a stone there takes it), unless a chain of c is
                       in atari there too (whoever plays first takes) */
                    if (atari && !own_atari) ne = 0;
                    near_own += nc && !ne;
                    near_enemy += ne && !nc;
                }
                /* an area with invaders: theirs only if they are weak and
                   have no more open points to themselves than the encloser */
                /* and an area, not open board: at most ten points per
                   stone of the encloser */
                int wall = 0;
                for (int i = 0; i < nb; i++) wall += p->size[e->border[i]];
                /* small invaders with an eye point of theirs yield an
                   area that is two eyes for the encloser by itself; so do
                   invaders the encloser outraces whoever moves first */
                if (near_enemy > near_own && !small_invaders(e, e->list, k, c, 0) &&
                    !(small_invaders(e, e->list, k, c, 1) &&
                      region_eyes(e, e->list, k, c, own_dead, with_weak) >= 2) &&
                    !encloser_wins_race(e, e->list, k, nb))
                    continue;
                if (k > 10 * wall) continue;
                /* crossed claims (an invader encloses an area holding
                   stones of ours): the claim with far denser invaders yields */
                int density = 1 + enemy * 1000 / (k - enemy + 1);
                if (with_weak == 2 && yields(e, e->list, k, density)) continue;
                if (with_weak == 1) {
                    for (int i = 0; i < nb; i++) {
                        int h = e->border[i];
                        if (e->claim_open[h] < k - enemy) e->claim_open[h] = k - enemy;
                        if (e->claim_inv[h] < density) e->claim_inv[h] = density;
                    }
                    for (int i = 0; i < k; i++)
                        if (live(e, e->list[i])) e->invader[p->head[e->list[i]]] = 1;
                }
                /* an enclosing chain in atari is not part of the wall, nor,
                   in crossed claims, one that invades the other claim with
                   fewer liberties than an invader here that walls a claim
                   of its own with room, or as many and far less room (it
                   loses the race), or a small one with all its liberties
                   in the other claim of a group with an eye elsewhere */
                int kept = 0, room = 0, race = with_weak == 2 ? invader_libs(e, e->list, k, &room) : 0;
                for (int i = 0; i < nb; i++) {
                    int h = e->border[i];
                    if (e->clibs[h] >= 2 && !loses_race(e, h, race, room) &&
                        !(with_weak == 2 && libs_inside(e, h))) e->border[kept++] = h;
                }
                if (!(nb = kept)) continue;
                /* an invader c cannot take joins no weak chain of c that
                   only touches it (no liberty in the area) */
                if (untakable_invader(e, e->list, k, c) && !(nb = keep_touching(e, e->list, k, nb))) continue;
                if (with_weak == 1)
                    for (int i = 0; i < k; i++)
                        if (!live(e, e->list[i])) e->crec[c][e->list[i]] = e->neyes;
            }
            /* a one-point eye beside a chain of c in atari, where c's stone
               would stand in atari too: no eye, and the chains in atari
               are not joined through it (the opponent plays there and
               takes them) */
            int taken_pt = k == 1 && !live(e, e->list[0]) && atari_eye(e, e->list[0], nb);
            if (taken_pt) {
                int kept = 0;
                for (int i = 0; i < nb; i++)
                    if (e->clibs[e->border[i]] >= 2) e->border[kept++] = e->border[i];
                nb = kept ? kept : 1;
            }
            for (int i = 1; i < nb; i++) unite(e->uf, e->border[0], e->border[i]);
            e->eye_head[e->neyes] = e->border[0];
            e->eye_pt[e->neyes] = e->list[0];
            e->eye_k[e->neyes] = k;
            e->eye_c[e->neyes] = c;
            int v = taken_pt ? 0 : region_eyes(e, e->list, k, c, own_dead, with_weak);
            /* a vacant space worth two eyes whose wall is short of
               liberties is worth what is left once c fills a point; a
               one-point eye so short is none (c fills it, or the opponent
               takes the chain inside it: k 0 keeps it from being judged
               again) */
            if (!enemy && ((k == 1 && v == 1) || (v >= 2 && k <= EYE_KEY_EXACT + 1))) {
                int fill = short_wall(e, e->list, k, c, nb);
                if (fill >= 0 && k == 1) v = 0, e->eye_k[e->neyes] = 0;
                else if (fill >= 0) v = eyes_after_fill(e, e->list, k, c, own_dead, with_weak, fill, v);
            }
            e->eye_val[e->neyes++] = v;
        }
    }
    /* false one-point eyes judged again once the invaders are known (a
       true eye stays true when weak diagonals are discounted), and the
       shortage of liberties checked on those found true */
    if (with_weak == 1)
        for (int i = 0; i < e->npure; i++)
            if (e->eye_k[i] == 1 && !e->eye_val[i]) {
                e->eye_val[i] = true_eye(e, e->eye_pt[i], e->eye_c[i], 1);
                if (e->eye_val[i]) {
                    int nb = 0, x = e->eye_pt[i];
                    FOR_NB(g, x, q) if (live(e, *q)) {
                        int h = p->head[*q], dup = 0;
                        for (int j = 0; j < nb; j++) dup |= e->border[j] == h;
                        if (!dup) e->border[nb++] = h;
                    }
                    if (short_wall(e, &x, 1, e->eye_c[i], nb) >= 0) e->eye_val[i] = 0;
                }
            }
    if (!with_weak) {
        e->npure = e->neyes;
        memcpy(e->uf0, e->uf, (size_t)n * sizeof *e->uf);
    }
    /* flattened: uf[h] is the root of every chain head h from here on;
       the arrays and counts in locals (the int stores may alias e's
       counts, the byte stores anything) */
    const int nheads = e->nheads, neyes = e->neyes, *heads = e->heads, *eye_head = e->eye_head,
              *eye_val = e->eye_val;
    int *uf = e->uf, *eyes = e->eyes;
    const uint8_t *settled = e->settled, *benson = e->benson, *color = p->color;
    uint8_t *safe = e->safe;
    for (int i = 0; i < nheads; i++) uf[heads[i]] = find(uf, heads[i]);
    for (int i = 0; i < neyes; i++) eyes[uf[eye_head[i]]] += eye_val[i];
    for (int i = 0; i < nheads; i++) {
        int x = heads[i];
        if (col[x] && (settled[x] || benson[x] == color[x])) eyes[uf[x]] += 2;
    }
    for (int i = 0; i < nheads; i++) {
        int x = heads[i];
        if (col[x]) safe[x] = eyes[uf[x]] >= 2;
    }
}


int enclose_dead_stones(const seichi_pos *p, const seichi_rules *rules, uint8_t *dead,
                        uint8_t *seki, uint8_t *area, sbuf *explain)
{
    return enclose_dead_stones_grouped(p, rules, dead, seki, area, NULL, explain);
}

int enclose_dead_stones_grouped(const seichi_pos *p, const seichi_rules *rules, uint8_t *dead,
                                uint8_t *seki, uint8_t *area, int *group, sbuf *explain)
{
    return enclose_dead_stones_proved(p, rules, NULL, NULL, dead, seki, area, group, explain);
}

int enclose_dead_stones_proved(const seichi_pos *p, const seichi_rules *rules, const uint8_t *proved,
                               const uint8_t *searched, uint8_t *dead, uint8_t *seki, uint8_t *area,
                               int *group, sbuf *explain)
{
    int n = p->n;
    memset(dead, 0, (size_t)n);
    if (seki) memset(seki, 0, (size_t)n);
    enc e;
    memset(&e, 0, sizeof e);
    e.p = p;
    e.g = p->g;
    e.n = n;
    e.dead = dead;
    e.seki = seki;
    e.area = area;
    int **ints[] = {&e.clibs, &e.claim_inv, &e.claim_open, &e.eye_pt, &e.eye_k, &e.eye_c, &e.uf, &e.uf0, &e.eyes, &e.seen, &e.seen2, &e.cnt, &e.lseen, &e.stack,
                    &e.list, &e.border, &e.eye_head, &e.eye_val, &e.heads, &e.aux, &e.crec[1], &e.crec[2]};
    uint8_t **bytes[] = {&e.safe, &e.settled, &e.weak, &e.benson, &e.memb, &e.invader, &e.taken, &e.col};
    size_t ni = sizeof ints / sizeof *ints, nb = sizeof bytes / sizeof *bytes;
    _Static_assert(sizeof ints / sizeof *ints == ENCLOSE_INT_ARRAYS, "enclose_scratch_bytes");
    _Static_assert(sizeof bytes / sizeof *bytes == ENCLOSE_BYTE_ARRAYS, "enclose_scratch_bytes");
    /* not zeroed: every array is written before it is read, except the
       stamp marks and the per-chain bytes, cleared below */
    enc_eye_memo memo[ENC_EYE_MEMO]; /* not zeroed: e.nmemo entries used */
    e.memo = memo;
    char *block = malloc(enclose_scratch_bytes(n));
    if (!block) return SEICHI_NOMEM;
    int *ip = (int *)block;
    for (size_t i = 0; i < ni; i++) *ints[i] = ip + i * (size_t)n;
    int **marks[] = {&e.seen, &e.seen2, &e.cnt, &e.lseen, NULL};
    for (size_t i = 0; marks[i]; i++) memset(*marks[i], 0, (size_t)n * sizeof(int));
    uint8_t *bp = (uint8_t *)(ip + ni * (size_t)n);
    for (size_t i = 0; i < nb; i++) *bytes[i] = bp + i * (size_t)n;
    memset(bp, 0, (nb - 1) * (size_t)n); /* all but col, written below */
    if (proved) memcpy(e.benson, proved, (size_t)n);
    else if (seichi_pass_alive(p, rules ? rules->suicide : 0, e.benson) != SEICHI_OK)
        memset(e.benson, 0, (size_t)n);
    e.searched = searched;
    /* the arrays read into locals first: byte stores may alias anything */
    const uint8_t *color = p->color, *benson = e.benson;
    const int *head = p->head;
    uint8_t *col = e.col;
    for (int x = 0; x < n; x++) {
        int c = color[x], d = (c != 0) & (benson[x] != 0) & (benson[x] != c);
        dead[x] = (uint8_t)d;
        col[x] = (uint8_t)(d ? 0 : c);
    }
    int nheads = 0, *heads = e.heads;
    for (int x = 0; x < n; x++) {
        heads[nheads] = x;
        nheads += (color[x] != 0) & (head[x] == x);
    }
    e.nheads = nheads;
    /* a chain without liberties (set-up positions) is already captured */
    for (int i = 0; i < e.nheads; i++) {
        int x = e.heads[i];
        if (!dead[x] && p->libs[x] == 0 && chain_libs(&e, x) == 0) kill_chain(&e, x);
    }
    for (int round = 0; round < 64; round++) {
        compute_groups(&e, 0);
        for (int i = 0; i < e.nheads; i++) {
            int x = e.heads[i];
            if (live(&e, x)) e.weak[x] = !e.safe[x];
            e.claim_inv[x] = 0, e.claim_open[x] = 0, e.invader[x] = 0;
        }
        for (int c = 1; c <= 2; c++) memset(e.crec[c], 0xff, (size_t)n * sizeof(int)); /* -1: no claim */
        compute_groups(&e, 1);
        int crossed = 0;
        for (int i = 0; i < e.nheads && !crossed; i++)
            crossed = e.invader[e.heads[i]] && e.claim_inv[e.heads[i]] > 0;
        if (crossed) {
            /* each claimed point: the eyes its claim's group has elsewhere */
            for (int c = 1; c <= 2; c++)
                for (int x = 0; x < n; x++) {
                    int r = e.crec[c][x];
                    if (r >= 0) e.crec[c][x] = e.eyes[e.uf[e.eye_head[r]]] - e.eye_val[r];
                }
            compute_groups(&e, 2);
        }
        if (!(enc_enclosure(&e) & 2)) break;
    }
    /* a chain taken by an invader that died after all stands again */
    for (int i = 0; i < e.nheads; i++) {
        int h = e.heads[i], c = p->color[h], taker = 0;
        if (!e.taken[h]) continue;
        for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s])
            FOR_NB(e.g, s, q) taker |= p->color[*q] && p->color[*q] != c && !dead[*q];
        if (taker) continue;
        for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s]) dead[s] = 0, e.col[s] = (uint8_t)c;
    }
    enc_unapproachable_seki(&e);
    int stand = enc_revive_lost_colour(&e);
    if (stand && area) memset(area, 0, (size_t)n);
    if (stand && seki) memset(seki, 0, (size_t)n);
    if (group) enc_groups(&e, group);
    if (explain) enc_explain_groups(&e, explain);
    if (explain && stand)
        sbuf_puts(explain, "a colour would keep at most a fifth of its 20+ stones on a board two-fifths empty: "
                        "an unfinished position, its stones stand\n");
    free(block);
    return SEICHI_OK;
}
