/*
 * dead_enclose.c - dead stones of a finished game by enclosure (the
 * default method; Carta's stability order stays available as
 * SEICHI_DEAD_CARTA).
 *
 * At the end of a game every stone belongs to a group that lives, or
 * stands inside an area that the other colour's living groups enclose.
 * So the analysis finds the living ("safe") groups first and lets the
 * enclosure decide the rest.  Every rule below was measured on the
 * corpus (developed on one half, kept only if the other half lost no
 * game in any source); the numbers, and the variants rejected, are in
 * bench/ACCURACY_HISTORY.md ("The code essays' measurements" and the
 * helpers' sections).
 *
 *  - open point: an empty point or a stone already found dead.
 *  - eye region of colour c: a connected set of open points bordered by
 *    c's stones only; its value in eyes (one point, false eyes, the
 *    eyespace table, the shortage of liberties, unfinished borders):
 *    dead_enclose_eyes.c.
 *  - group: chains of one colour joined when they share an eye region,
 *    share two liberties, or meet at a cutting point where the cutter
 *    would stand in atari (tiger's mouth, bamboo joint) - not a chain in
 *    atari there, whose capture frees the cutter.  A one-point eye beside
 *    a chain of its owner in atari that is no eye (dead_enclose_eyes.c)
 *    joins none of the chains in atari: the opponent plays there and
 *    takes them.
 *  - safe group: two eyes, a Benson pass-alive chain (Benson, "Life in
 *    the game of Go"), or a group settled as part of its colour's area by
 *    the enclosure.
 *  - weak chain: one of a group that is not safe.  When eyes are counted
 *    the second time, the opponent's weak chains are transparent: a
 *    territory with an invader still in it is an eye region (this breaks
 *    the circle "the wall lives because the invader is dead, the invader
 *    is dead because the wall lives"), provided
 *      the invaders have no more open points to themselves than the
 *      encloser (a point next to an invader in atari is none of theirs -
 *      a stone there takes it, as with throw-ins - unless a chain of the
 *      encloser is in atari at the same point), or they are small
 *      (chains of three stones at most) and the area is two eyes for the
 *      encloser by itself, or the encloser wins the capturing race
 *      whoever moves first (every enclosing chain has more liberties away
 *      from the invaders than any invader has liberties);
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
#include "position/position.h"


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

/* Invaders too small to claim an area that is two eyes for the encloser
 * by itself: every chain of at most SMALL_INVADER stones. */
static int small_invaders(const enc *e, const int *list, int k)
{
    const seichi_pos *p = e->p;
    for (int i = 0; i < k; i++)
        if (live(e, list[i]) && p->size[p->head[list[i]]] > SMALL_INVADER) return 0;
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
            if (!with_weak && k >= OPEN_BORDER_ROOM && mask == ((1 << SEICHI_BLACK) | (1 << SEICHI_WHITE)))
                enc_open_border_eyes(e, k);
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
                /* small invaders yield an area that is two eyes for the
                   encloser by itself; so do invaders the encloser
                   outraces whoever moves first */
                if (near_enemy > near_own &&
                    !(small_invaders(e, e->list, k) &&
                      enc_region_eyes(e, e->list, k, c, own_dead, with_weak) >= 2) &&
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
            int taken_pt = k == 1 && !live(e, e->list[0]) && enc_atari_eye(e, e->list[0], nb);
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
            int v = taken_pt ? 0 : enc_region_eyes(e, e->list, k, c, own_dead, with_weak);
            /* a vacant space worth two eyes whose wall is short of
               liberties is worth what is left once c fills a point; a
               one-point eye so short is none (c fills it, or the opponent
               takes the chain inside it: k 0 keeps it from being judged
               again) */
            if (!enemy && ((k == 1 && v == 1) || (v >= 2 && k <= EYE_KEY_EXACT + 1))) {
                int fill = enc_short_wall(e, e->list, k, c, nb);
                if (fill >= 0 && k == 1) v = 0, e->eye_k[e->neyes] = 0;
                else if (fill >= 0) v = enc_eyes_after_fill(e, e->list, k, c, own_dead, with_weak, fill, v);
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
                e->eye_val[i] = enc_true_eye(e, e->eye_pt[i], e->eye_c[i], 1);
                if (e->eye_val[i]) {
                    int nb = 0, x = e->eye_pt[i];
                    FOR_NB(g, x, q) if (live(e, *q)) {
                        int h = p->head[*q], dup = 0;
                        for (int j = 0; j < nb; j++) dup |= e->border[j] == h;
                        if (!dup) e->border[nb++] = h;
                    }
                    if (enc_short_wall(e, &x, 1, e->eye_c[i], nb) >= 0) e->eye_val[i] = 0;
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
    return enclose_dead_stones_proved(p, rules, NULL, NULL, dead, seki, area, group, explain, NULL);
}

int enclose_dead_stones_proved(const seichi_pos *p, const seichi_rules *rules, const uint8_t *proved,
                               const uint8_t *searched, uint8_t *dead, uint8_t *seki, uint8_t *area,
                               int *group, sbuf *explain, struct analysis_stats *stats)
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
    e.stats = stats;
    int **ints[] = {&e.clibs, &e.claim_inv, &e.claim_open, &e.eye_pt, &e.eye_k, &e.eye_c, &e.uf, &e.uf0, &e.eyes, &e.seen, &e.seen2, &e.cnt, &e.lseen, &e.stack,
                    &e.list, &e.border, &e.eye_head, &e.eye_val, &e.heads, &e.aux, &e.crec[1], &e.crec[2]};
    uint8_t **bytes[] = {&e.safe, &e.settled, &e.weak, &e.benson, &e.memb, &e.invader, &e.taken, &e.read, &e.col};
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
    seichi_reader_free(e.reader);
    free(block);
    return SEICHI_OK;
}
