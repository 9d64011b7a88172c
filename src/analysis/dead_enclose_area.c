/*
 * dead_enclose_area.c - the enclosure step of dead_enclose.c (issue 6):
 * after the groups and their eyes are counted, the components of open
 * points and unsafe stones decide who is dead, settled or in seki.  The
 * definitions (open point, eye region, group, safe, weak) are in the essay
 * of dead_enclose.c; the measurements behind each rule, and the variants
 * rejected, in bench/ACCURACY_HISTORY.md.
 *
 *  - enclosure: the components of open points and unsafe stones, cut at
 *    neutral points (open points between safe stones of both colours).  A
 *    component bordered by the safe groups of one colour c only is c's
 *    area: the other colour's stones in it are dead, c's unsafe stones in
 *    it are settled (they belong to c's area), except
 *      a seki (an unsafe group of each colour, neither able to approach
 *      the other, unless c's group has a liberty next to its living wall
 *      and joins it there; before a seki is settled, the chains of c held
 *      inside the invader that reading says it takes are taken:
 *      dead_enclose_taken.c - separate chains around a false eye);
 *      an unsafe chain of c in atari standing inside an invading group
 *      that has an eye, or whose stone takes two such chains at once (an
 *      eye where each stood): the invader takes it when no ko or snapback
 *      follows and is judged again the next round - it lives by capturing
 *      in its own eye space, or in seki - and a chain so taken stands
 *      again if its taker dies after all.  The point of capture of a chain
 *      of two stones or more holds the taker's stone and belongs to no
 *      region, the vacated points are vacant for the eyespace table
 *      (unsettled stays one eye: the opponent moves next); a lone stone
 *      taken stays as it was (its point's value hangs on diagonals the
 *      table does not see).
 *  - contested component (bordered by safe groups of both colours):
 *      an unsafe chain in atari that can be taken without ko or snapback
 *      is dead (the capturing stone keeps two liberties, counting the
 *      points of every chain it takes at once);
 *      so is an eyeless chain whose every liberty touches the enemy's safe
 *      stones and none its own colour;
 *      an eyeless unsafe group that loses the capturing race against an
 *      unsafe enemy group it touches (two liberties fewer, or at most one
 *      more against an eye) is dead, and so is a short one-eyed group
 *      (three liberties at most, its eye included) against an eyeless
 *      enemy group with at least three more liberties outside the ones
 *      they share: it loses whoever moves first;
 *      a chain of two stones or more with two liberties or more at neutral
 *      points is no dead stone of the area around it: each such point
 *      touches a living stone of its colour, so when the opponent blocks
 *      one the chain connects at the other (lone stones too lost games in
 *      records that count such a stone dead);
 *      the rest stands.
 *  - unfinished position: when the rounds leave a colour with twenty
 *    stones or more at most a fifth of them alive, on a board two-fifths
 *    empty or more, the game was left unfinished (nobody counts a game in
 *    which he keeps next to nothing with half the board open; the
 *    enclosure misreads scattered stones on an open board): that colour's
 *    stones stand, all but those in the other colour's pass-alive areas,
 *    no seki, no fills.
 *  - unapproachable chain: after the rounds, a dead chain with two to
 *    eight liberties lives in seki with the colour c around it when c
 *    cannot fill any of them: a stone of c there takes nothing and leaves
 *    the chains of c it joins (two stones or more) one liberty, either
 *      an eye point of c whose chains have no liberty but that eye and the
 *      dead chain's, one of them of two stones or more (an eye between
 *      lone stones is no wall's: they are throw-ins) - the wall would walk
 *      into its own shortage of liberties: the dead chain's colour takes
 *      at the eye; the eye may be shared by several chains of c, each
 *      short of liberties (GNU Go's scoring regression game 49), or
 *      another liberty of the dead chain, when the chain of c it would
 *      leave in atari has five stones or more (a seki without eyes: the
 *      dead chain's colour takes five stones or more and has room for two
 *      eyes; players do not throw five stones away to break a seki).  Why
 *      five: two to four points taken are killed again by the vital
 *      point, a throw-in or the square four, but from five points on
 *      most shapes make two eyes, and the nakade that would kill a
 *      bulky or crossed five must be played by stones that share their
 *      liberties with the taker.  That last step is not read: where the
 *      killer's walls have liberties to spare, such a seki is broken by
 *      the sacrifice (a known failure case; the eyespace table, asked
 *      instead of the size, keeps two of the five games it gains).
 *    The dead chain is judged with its unit: the dead chains of its
 *    colour that share its liberties, and theirs in turn (at most eight
 *    chains and eight liberties in all; none of them in atari, no dead
 *    stone of c beside them).  Such chains stand or fall together: a
 *    stone of c on a liberty meets all of them, and judged alone each
 *    would count the others' stones as room.  Every unit is judged on
 *    the position the rounds left before any is revived, so the order of
 *    the chains changes nothing.  Inside the rounds the area's other
 *    invaders still stand and look like the wall's liberties, so it runs
 *    after them.  Measured (bench/ACCURACY_HISTORY.md, session 13): the
 *    unit alone moves no game on the corpus (it fixes the shared eye of
 *    GNU Go's game 49); the seki without eyes gains five KGS games and
 *    loses none at five stones; at four it gains eight and loses four,
 *    at three eight and seventeen (dead groups inside a living area whose
 *    inner stones the players fill: four stones taken make no two eyes
 *    there), at any size eight and thirty-five.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/dead_enclose_int.h"

/* Liberties of the group with root r among the stones of list[0..k-1]:
 * marks them with tag in mark[]; *own gets those whose living neighbours
 * are all of the group's colour (its eye points). */
static int group_libs(enc *e, const int *list, int k, int r, int *mark, int tag, int *own)
{
    const seichi_pos *p = e->p;
    int libs = 0;
    *own = 0;
    for (int i = 0; i < k; i++) {
        int y = list[i];
        if (!live(e, y) || find(e->uf, p->head[y]) != r) continue;
        FOR_NB(e->g, y, q) {
            int z = *q;
            if (!open_pt(e, z) || mark[z] == tag) continue;
            mark[z] = tag;
            libs++;
            int mixed = 0;
            FOR_NB(e->g, z, t) mixed |= live(e, *t) && p->color[*t] != p->color[y];
            *own += !mixed;
        }
    }
    return libs;
}

/* The liberties two groups share: points of list[0..k-1] marked ta in
 * e->lseen and tb in e->cnt by group_libs(). */
static int shared_libs(const enc *e, const int *list, int k, int ta, int tb)
{
    int shared = 0;
    for (int j = 0; j < k; j++) shared += e->lseen[list[j]] == ta && e->cnt[list[j]] == tb;
    return shared;
}

/* Kills every chain of the group with root r among list[0..k-1]. */
static void kill_group(enc *e, const int *list, int k, int r)
{
    for (int j = 0; j < k; j++)
        if (live(e, list[j]) && find(e->uf, e->p->head[list[j]]) == r) kill_chain(e, e->p->head[list[j]]);
}

static void settle_group(enc *e, const int *list, int k, int r, int seki)
{
    const seichi_pos *p = e->p;
    for (int i = 0; i < k; i++) {
        int y = list[i];
        if (!live(e, y) || find(e->uf, p->head[y]) != r) continue;
        e->settled[p->head[y]] = 1;
        if (seki && e->seki) e->seki[y] = 1;
    }
}

/* Seki inside an area bordered by the other colour's safe groups: each
 * unsafe group of colour d there that touches an unsafe group of the
 * other colour is counted against it the classical way (outside
 * liberties, shared liberties, eyes).  When neither can approach the
 * other (no outside liberties but eye points, two shared liberties
 * without eyes or one with an eye each), both live in seki and are
 * settled - unless the encloser's group has a liberty next to its
 * living wall: it joins the wall there (KGS even +1 game, odd none).  A
 * race that one side wins needs no verdict here: the winner inside the
 * area is the encloser's group, the loser dies with the area
 * (winning against stones inside one's own eye space gives no life).
 * Measured: settling the winner of an outside-liberty race as alive made
 * more errors than it fixed (KGS even half 84.4% -> 84.8% without it).
 * Before a seki is settled, the chains of c held inside the invader that
 * reading says it takes are taken instead (dead_enclose_taken.c: an "eye"
 * between separate chains each of which is captured is false); then the
 * result has bit 2 and the area waits for the next round. */
static int sekis(enc *e, const int *list, int k, int d, int kstamp)
{
    const seichi_pos *p = e->p;
    int changed = 0;
    for (int i = 0; i < k; i++) {
        int y = list[i];
        if (!live(e, y) || p->color[y] != d || p->head[y] != y || e->settled[y]) continue;
        int rd = find(e->uf, y), rc = -1;
        for (int j = 0; j < k && rc < 0; j++) {
            int w = list[j];
            if (!live(e, w) || find(e->uf, p->head[w]) != rd) continue;
            FOR_NB(e->g, w, q) {
                int z = *q;
                if ((live(e, z) & (p->color[z] != d) & (e->seen[z] == kstamp)) && !e->settled[p->head[z]]) {
                    rc = find(e->uf, p->head[z]);
                    break;
                }
            }
        }
        if (rc < 0) continue;
        int td = ++e->stamp, tc = ++e->stamp, eye_d, eye_c;
        int ld = group_libs(e, list, k, rd, e->lseen, td, &eye_d);
        int lc = group_libs(e, list, k, rc, e->cnt, tc, &eye_c);
        int shared = shared_libs(e, list, k, td, tc);
        int a = ld - shared, b = lc - shared;
        int ed = e->eyes[rd] > 0 || eye_d > 0, ec = e->eyes[rc] > 0 || eye_c > 0;
        int seki = ed == ec && a - eye_d <= 0 && b - eye_c <= 0 && shared >= (ed ? 1 : 2);
        /* no seki when the encloser's group has a liberty next to its
           living wall: it joins the wall there */
        for (int j = 0; j < k && seki; j++) {
            int z = list[j];
            if (e->cnt[z] != tc) continue;
            FOR_NB(e->g, z, t) seki &= !(live(e, *t) && p->color[*t] != d && e->safe[p->head[*t]] &&
                                         find(e->uf, p->head[*t]) != rc);
        }
        if (!seki) continue;
        if (enc_seki_taken(e, list, k, other(d), rd)) return changed | 2; /* no more seki this round */
        settle_group(e, list, k, rd, 1);
        settle_group(e, list, k, rc, 1);
        changed = 1;
    }
    return changed;
}

/* Liberties the opponent's stone at l would have after taking chain h
 * (in atari at l) and every other chain of h's colour in atari at l: its
 * own open neighbours, the liberties of the chains it joins, and the
 * points of the taken chains next to any of them. */
static int libs_after_capture(enc *e, int h, int l)
{
    const seichi_pos *p = e->p;
    int col = other(p->color[h]), cap = ++e->stamp;
    for (int s = h, k = 0; k < p->size[h]; k++, s = p->next[s]) e->cnt[s] = cap;
    FOR_NB(e->g, l, q) {
        int z = *q, hz = p->head[z];
        if (!live(e, z) || p->color[z] != p->color[h] || e->cnt[z] == cap || chain_libs(e, hz) != 1) continue;
        for (int s = hz, k = 0; k < p->size[hz]; k++, s = p->next[s]) e->cnt[s] = cap;
    }
    int st = ++e->stamp, libs = 0;
    e->lseen[l] = st;
#define ADD_LIB(z) \
    if (e->lseen[z] != st && (open_pt(e, z) || e->cnt[z] == cap)) e->lseen[z] = st, libs++
    FOR_NB(e->g, l, q) {
        int z = *q;
        ADD_LIB(z);
        if (!live(e, z) || p->color[z] != col || e->seen2[p->head[z]] == st) continue;
        e->seen2[p->head[z]] = st;
        for (int s = p->head[z], k = 0; k < p->size[p->head[z]]; k++, s = p->next[s])
            FOR_NB(e->g, s, r) ADD_LIB(*r);
    }
#undef ADD_LIB
    return libs;
}

/* An eyeless chain whose every liberty touches the enemy's safe stones
 * and none touches a stone of its own colour: no room, no way out. */
static int no_room(enc *e, int h)
{
    const seichi_pos *p = e->p;
    int col = p->color[h];
    if (e->eyes[find(e->uf, h)] > 0) return 0;
    for (int s = h, k = 0; k < p->size[h]; k++, s = p->next[s])
        FOR_NB(e->g, s, q) {
            if (!open_pt(e, *q)) continue;
            int enemy_safe = 0;
            FOR_NB(e->g, *q, r) {
                if (!live(e, *r)) continue;
                if (p->color[*r] == col && p->head[*r] != h) return 0;
                if (p->color[*r] != col && e->safe[p->head[*r]]) enemy_safe = 1;
            }
            if (!enemy_safe) return 0;
        }
    return 1;
}

/* In an area between both colours' safe groups, an unsafe chain in atari
 * that the opponent can take without being left in atari (no ko, no
 * snapback) is dead. */
static int captures(enc *e, const int *list, int k)
{
    const seichi_pos *p = e->p;
    int changed = 0;
    for (int i = 0; i < k; i++) {
        int y = list[i];
        if (!live(e, y) || p->head[y] != y || e->settled[y]) continue;
        int l = -1, libs = 0, st = ++e->stamp;
        for (int s = y, j = 0; j < p->size[y]; j++, s = p->next[s])
            FOR_NB(e->g, s, q) if (open_pt(e, *q) && e->lseen[*q] != st) e->lseen[*q] = st, libs++, l = *q;
        if (libs >= 2 && no_room(e, y)) {
            kill_chain(e, y);
            changed |= 2;
            continue;
        }
        if (libs != 1 || libs_after_capture(e, y, l) < 2) continue;
        kill_chain(e, y);
        changed |= 2;
    }
    return changed;
}

/* Chain h of colour c in atari, every stone beside it of one enemy group:
 * that group's root (its one liberty in *l), else -1. */
static int held_in_atari(enc *e, int h, int c, int *l)
{
    int libs, rd = enc_held_by(e, h, c, &libs, l);
    return libs == 1 ? rd : -1;
}

/* Inside c's area, an unsafe chain of c in atari that stands inside an
 * invading group - every stone next to it is that group's, its one
 * liberty the point of capture - is taken when the invader has an eye
 * (or the stone that takes it takes two such chains at once, an eye
 * where each stood) and the capture leaves no ko or snapback: the
 * invader lives by capturing in its own eye space, or in seki with the
 * encloser.  The round after judges the invader anew; a chain taken by
 * an invader that dies after all stands again (enclose_dead_stones). */
static int invader_captures(enc *e, const int *list, int k, int c)
{
    const seichi_pos *p = e->p;
    int changed = 0;
    for (int i = 0; i < k; i++) {
        int h = list[i];
        if (!live(e, h) || p->head[h] != h || p->color[h] != c || e->settled[h]) continue;
        int l = -1, rd = held_in_atari(e, h, c, &l);
        if (rd < 0 || libs_after_capture(e, h, l) < 2) continue;
        /* an eye of the invader: counted, or an open point next to its
           stones only, or the capture itself takes two chains or more held
           inside it (an eye where each stood) */
        int eye = e->eyes[rd] > 0, taken = 0, hs[8];
        FOR_NB(e->g, l, q) {
            int z = *q, hz, lz, dup = 0;
            if (eye || !live(e, z) || p->color[z] != c) continue;
            hz = p->head[z];
            for (int j = 0; j < taken; j++) dup |= hs[j] == hz;
            if (!dup && taken < 8 && held_in_atari(e, hz, c, &lz) == rd) hs[taken++] = hz;
        }
        eye |= taken >= 2;
        for (int j = 0; j < k && !eye; j++) {
            int y = list[j], own = 0, foreign = 0;
            if (!open_pt(e, y)) continue;
            FOR_NB(e->g, y, q) {
                if (!live(e, *q)) continue;
                if (p->color[*q] != c && find(e->uf, p->head[*q]) == rd) own = 1;
                else foreign = 1;
            }
            eye = own && !foreign;
        }
        if (!eye) continue;
        kill_chain(e, h);
        e->taken[h] = 1;
        /* the capturing stone: 2 for region_eyes; 3 (no part of any
           region) when the chain taken has two stones or more */
        if (!p->color[l] && e->taken[l] < 3) e->taken[l] = p->size[h] >= 2 ? 3 : 2;
        e->cuts += e->taken[l] == 3;
        changed = 2;
    }
    return changed;
}

/* Capturing races between unsafe groups in an area between both
 * colours' safe groups: a group without eyes that has at least two
 * liberties fewer than an enemy group it touches (or at most one more
 * against an eye) loses and is dead. */
static int contested_races(enc *e, const int *list, int k, int kstamp)
{
    const seichi_pos *p = e->p;
    int changed = 0;
    for (int i = 0; i < k; i++) {
        int y = list[i];
        if (!live(e, y) || p->head[y] != y || e->settled[y]) continue;
        int ry = find(e->uf, y), ro = -1;
        for (int s = y, j = 0; j < p->size[y] && ro < 0; j++, s = p->next[s])
            FOR_NB(e->g, s, q) {
                int z = *q;
                if (live(e, z) && p->color[z] != p->color[y] && e->seen[z] == kstamp &&
                    !e->safe[p->head[z]]) {
                    ro = find(e->uf, p->head[z]);
                    break;
                }
            }
        if (ro < 0) continue;
        int ty = ++e->stamp, to = ++e->stamp, eye_y, eye_o;
        int ly = group_libs(e, list, k, ry, e->lseen, ty, &eye_y);
        int lo = group_libs(e, list, k, ro, e->cnt, to, &eye_o);
        int ey = e->eyes[ry] > 0, eo = e->eyes[ro] > 0, loses;
        if (ey) /* a short one-eyed group (three liberties at most, its
                   eye included) against an eyeless one with three
                   liberties more than all of its own outside the shared
                   ones: it loses the race whoever moves first */
            loses = !eo && e->eyes[ry] == 1 && ly <= 3 && lo - shared_libs(e, list, k, ty, to) >= ly + 3;
        else
            loses = (eo && lo + 1 >= ly) || (!eo && lo >= ly + 2);
        if (loses) {
            kill_group(e, list, k, ry);
            changed |= 2;
        }
    }
    return changed;
}

/* An open point between safe stones of both colours: a neutral point
 * (dame), which separates areas instead of joining them.  safe_bits: per
 * stone, the bit of its colour when it is safe (enclosure() keeps them in
 * its membership bytes). */
static int neutral(const int *adj, const int *off, const uint8_t *safe_bits, int x)
{
    int mask = 0;
    for (int k = off[x], end = off[x + 1]; k < end; k++) mask |= safe_bits[adj[k]];
    return (mask & 6) == ((1 << SEICHI_BLACK) | (1 << SEICHI_WHITE));
}

/* A chain of two stones or more with two liberties or more at neutral
 * points (each touches a safe stone of the chain's colour) is no dead
 * stone of the area around it: when the opponent blocks one, the chain
 * connects at the other.  memb[] as enc_enclosure() leaves it: 0 at a
 * neutral open point, a colour's bit at a safe stone. */
static int joins_out(enc *e, int h)
{
    const seichi_pos *p = e->p;
    if (p->size[h] < 2) return 0;
    int st = ++e->stamp, exits = 0;
    for (int s = h, k = 0; k < p->size[h]; k++, s = p->next[s])
        FOR_NB(e->g, s, q) {
            int z = *q;
            if (!open_pt(e, z) || e->memb[z] || e->lseen[z] == st) continue;
            e->lseen[z] = st;
            if (++exits >= 2) return 1;
        }
    return 0;
}

/* Components of open points and unsafe stones, cut at neutral points;
 * one bordered by one colour's safe groups only is that colour's area. */
int enc_enclosure(enc *e)
{
    const seichi_pos *p = e->p;
    const seichi_graph *g = e->g;
    int n = e->n, changed = 0, st = ++e->stamp;
    uint8_t *memb = e->memb;
    /* bit 0: in an enclosure (an unsafe stone, an open point not neutral);
       a safe stone holds the bit of its colour for neutral() */
    const uint8_t *col = e->col;
    for (int x = 0; x < n; x++) memb[x] = (uint8_t)(col[x] != 0);
    for (int i = 0; i < e->nheads; i++) {
        int h = e->heads[i];
        if (!live(e, h) || !e->safe[h]) continue;
        /* read before the loop: byte stores may alias anything */
        const int size = p->size[h], *next = p->next;
        const uint8_t bit = (uint8_t)(1 << p->color[h]);
        for (int s = h, j = 0; j < size; j++, s = next[s]) memb[s] = bit;
    }
    /* the graph read into locals: the byte stores to memb may alias e */
    const int *adj = g->adj, *off = g->adj_off;
    for (int x = 0; x < n; x++)
        if (!col[x]) memb[x] = (uint8_t)!neutral(adj, off, memb, x);
    if (e->area && n > 0) memset(e->area, 0, (size_t)n);
    for (int x = enc_next_flagged(memb, 0, n, 1); x < n; x = enc_next_flagged(memb, x + 1, n, 1)) {
        int sp = 0, k = 0, mask = 0, *stack = e->stack, *list = e->list, *seen = e->seen;
        stack[sp++] = x;
        seen[x] = st;
        memb[x] = 0x80; /* visited */
        while (sp) {
            int y = stack[--sp];
            list[k++] = y;
            /* locals: byte stores to memb may alias anything */
            for (const int *q = adj + off[y], *end = adj + off[y + 1]; q < end; q++) {
                int z = *q, m = memb[z];
                if (m & 1) {
                    seen[z] = st;
                    memb[z] = 0x80;
                    stack[sp++] = z;
                } else {
                    mask |= m & 6; /* a safe stone: its colour's bit */
                }
            }
        }
        int c = mask == 1 << SEICHI_BLACK ? SEICHI_BLACK : mask == 1 << SEICHI_WHITE ? SEICHI_WHITE : 0;
        if (!c) {
            if (mask) changed |= captures(e, e->list, k);
            if (mask) changed |= contested_races(e, e->list, k, st);
            continue;
        }
        if (e->area)
            for (int i = 0; i < k; i++)
                if (open_pt(e, e->list[i])) e->area[e->list[i]] = (uint8_t)c;
        int sk = sekis(e, e->list, k, other(c), st);
        changed |= sk;
        if (sk & 2) continue; /* chains taken: the invader is judged again next round */
        if (invader_captures(e, e->list, k, c)) {
            changed |= 2; /* the invader is judged again next round */
            continue;
        }
        for (int i = 0; i < k; i++) {
            int y = e->list[i];
            if (!live(e, y)) continue;
            if (e->settled[p->head[y]]) continue;
            if (p->color[y] != c) {
                if (joins_out(e, p->head[y])) continue;
                kill_chain(e, p->head[y]);
                changed |= 2;
            } else if (!e->settled[p->head[y]]) {
                e->settled[p->head[y]] = 1;
                changed |= 1;
            }
        }
    }
    return changed;
}

/* The dead chains of h's colour that share h's liberties, and theirs in
 * turn (a seki of several chains: each stone of c on a liberty meets all
 * of them), as heads in unit[] (at most UNIT_MAX) with their stones marked
 * st in e->cnt and their liberties (empty points, at most 8) in lib[].
 * Returns the number of liberties, 0 when there are more, when a dead
 * stone of c touches the unit, or when a chain of it is in atari (c takes
 * it). */
#define UNIT_MAX 8
#define FILL_MIN 5 /* stones the filler would lose when the last liberty is h's */
static int dead_unit(enc *e, int h, int st, int *unit, int *nu, int *lib)
{
    const seichi_pos *p = e->p;
    int col = p->color[h], nl = 0, n = 1;
    unit[0] = h;
    for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s]) e->cnt[s] = st;
    for (int u = 0; u < n; u++) {
        int hu = unit[u], cl = ++e->stamp, own = 0;
        for (int s = hu, j = 0; j < p->size[hu]; j++, s = p->next[s])
            FOR_NB(e->g, s, q) {
                int z = *q;
                if (e->cnt[z] == st || live(e, z)) continue;
                if (p->color[z]) return 0; /* a dead stone of c beside it */
                if (e->seen2[z] != cl) e->seen2[z] = cl, own++;
                if (e->lseen[z] == st) continue;
                if (nl == 8) return 0; /* room */
                e->lseen[z] = st;
                lib[nl++] = z;
                FOR_NB(e->g, z, r) {
                    int y = *r, hy = p->head[y];
                    if (live(e, y) || p->color[y] != col || e->cnt[y] == st) continue;
                    if (n == UNIT_MAX) return 0;
                    unit[n++] = hy;
                    for (int t = hy, k = 0; k < p->size[hy]; k++, t = p->next[t]) e->cnt[t] = st;
                }
            }
        if (own < 2) return 0; /* in atari: c takes it */
    }
    *nu = n;
    return nl;
}

/* Dead chain h of the other colour than c: can c not approach it?  Every
 * liberty of h's unit (dead_unit: h and the dead chains of its colour
 * sharing its liberties; two to eight liberties, all empty once the other
 * dead stones are gone) is a self-atari for c: a stone of c there takes
 * nothing and joins chains of c into one of two stones or more whose one
 * liberty left is an eye point of c, made by chains of c that have no
 * liberty but that eye and the unit's liberties, one of them of two
 * stones or more (an eye between lone stones inside h's space is no
 * wall's eye: they are throw-ins).  h's colour takes at the eye next, so
 * c cannot fill h's liberties.  The answer is the unit's, whichever of
 * its chains h is; the unit goes to unit[] (*nu heads). */
static int unapproachable(enc *e, int h, int *unit, int *nu)
{
    const seichi_pos *p = e->p;
    int c = other(p->color[h]), st = ++e->stamp, lib[8];
    int nl = dead_unit(e, h, st, unit, nu, lib);
    if (nl < 2) return 0;
    int lt = ++e->stamp;
    for (int i = 0; i < nl; i++) e->cnt[lib[i]] = lt;
    for (int i = 0; i < nl; i++) {
        int l = lib[i];
        FOR_NB(e->g, l, q) /* a stone at l that takes is no self-atari */
            if (live(e, *q) && p->color[*q] != c && chain_libs(e, p->head[*q]) == 1) return 0;
        int ls = ++e->stamp, libs = 0, size = 1, last = -1;
        e->lseen[l] = ls;
        FOR_NB(e->g, l, q) {
            int z = *q;
            if (!live(e, z)) {
                if (e->cnt[z] != st && e->lseen[z] != ls) e->lseen[z] = ls, libs++, last = z;
                continue;
            }
            int hz = p->head[z];
            if (p->color[z] != c || e->seen2[hz] == ls) continue;
            e->seen2[hz] = ls;
            size += p->size[hz];
            for (int s = hz, j = 0; j < p->size[hz]; j++, s = p->next[s])
                FOR_NB(e->g, s, r) {
                    int o = *r;
                    if (!live(e, o) && e->cnt[o] != st && e->lseen[o] != ls) e->lseen[o] = ls, libs++, last = o;
                }
        }
        if (libs != 1 || size < 2 || p->color[last]) return 0;
        if (e->cnt[last] == lt) { /* h's colour takes at its own liberty */
            if (size < FILL_MIN) return 0;
            continue;
        }
        int big = 0;
        FOR_NB(e->g, last, q) {
            if (!live(e, *q) || p->color[*q] != c) return 0;
            int hz = p->head[*q];
            big |= p->size[hz] >= 2;
            for (int s = hz, j = 0; j < p->size[hz]; j++, s = p->next[s])
                FOR_NB(e->g, s, r) if (!live(e, *r) && *r != last && e->cnt[*r] != lt && e->cnt[*r] != st) return 0;
        }
        if (!big) return 0;
    }
    return 1;
}

/* A dead chain that the colour around it cannot approach lives in seki
 * with the chains of that colour beside its liberties, and so do the
 * other chains of its unit.  Every unit is judged on the position the
 * rounds left before any is revived, so the order of the chains does not
 * matter.  Returns the number of chains revived. */
int enc_unapproachable_seki(enc *e)
{
    const seichi_pos *p = e->p;
    int revived = 0, nr = 0, unit[UNIT_MAX], nu = 0, *rev = e->aux;
    for (int i = 0; i < e->nheads; i++) {
        int h = e->heads[i];
        if (!e->dead[h] || e->benson[h] || !unapproachable(e, h, unit, &nu)) continue;
        int benson = 0;
        for (int u = 0; u < nu; u++) benson |= e->benson[unit[u]];
        if (!benson) rev[nr++] = h;
    }
    for (int i = 0; i < nr; i++) {
        int h = rev[i], col = p->color[h];
        if (!e->dead[h]) continue;
        for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s]) e->dead[s] = 0, e->col[s] = (uint8_t)col;
        for (int s = h, j = 0; j < p->size[h] && e->seki; j++, s = p->next[s]) {
            e->seki[s] = 1;
            FOR_NB(e->g, s, q) {
                if (live(e, *q)) continue;
                FOR_NB(e->g, *q, r) {
                    int hr = p->head[*r];
                    if (!live(e, *r) || p->color[*r] == col) continue;
                    for (int t = hr, k = 0; k < p->size[hr]; k++, t = p->next[t]) e->seki[t] = 1;
                }
            }
        }
        revived++;
    }
    return revived;
}

/* An unfinished position: the enclosure leaves a colour with twenty
 * stones or more at most a fifth of them alive on a board two-fifths
 * empty or more.  Nobody counts such a game (that player would resign,
 * or the game was left half played); the enclosure misreads its scattered
 * stones and open board, so the colour's stones stand as they are - all
 * but those inside the other colour's pass-alive areas - and the caller
 * drops the areas and seki.  Returns the colours revived (bits). */
int enc_revive_lost_colour(enc *e)
{
    const seichi_pos *p = e->p;
    /* counted in scalars, not arrays indexed by the colour (each
       increment would wait for the store before it): the loop vectorises */
    const uint8_t *color = p->color, *dead = e->dead;
    const int n = e->n;
    int b = 0, w = 0, ab = 0, aw = 0, revived = 0;
    for (int x = 0; x < n; x++) {
        int c = color[x], live = !dead[x];
        b += c == SEICHI_BLACK, w += c == SEICHI_WHITE;
        ab += (c == SEICHI_BLACK) & live, aw += (c == SEICHI_WHITE) & live;
    }
    int stones[3] = {n - b - w, b, w}, alive[3] = {0, ab, aw};
    if (stones[0] * 5 < 2 * e->n) return 0;
    for (int c = SEICHI_BLACK; c <= SEICHI_WHITE; c++) {
        if (stones[c] < 20 || alive[c] * 5 > stones[c]) continue;
        for (int x = 0; x < e->n; x++)
            if (p->color[x] == c && e->benson[x] != other(c)) e->dead[x] = 0, e->col[x] = (uint8_t)c;
        revived |= 1 << c;
    }
    return revived;
}

void enc_explain_groups(enc *e, sbuf *out)
{
    const seichi_pos *p = e->p;
    for (int x = 0; x < e->n; x++) {
        if (!p->color[x] || p->head[x] != x) continue;
        char name[16];
        seichi_graph_point_name(e->g, x, name, sizeof name);
        const char *col = p->color[x] == SEICHI_BLACK ? "Black" : "White";
        if (e->dead[x]) {
            sbuf_printf(out, "chain %s %s (%d stones): dead (inside the other colour's area)\n", col,
                        name, p->size[x]);
            continue;
        }
        const char *why = e->benson[x] == p->color[x] && e->searched && e->searched[x] == 3
                              ? "alive (reading: seki; the chains sharing these liberties cannot take one another)"
                          : e->benson[x] == p->color[x] && e->searched && e->searched[x] == 2
                              ? "alive (reading: the opponent cannot capture it; it touches its living stones)"
                          : e->benson[x] == p->color[x] && e->searched && e->searched[x]
                              ? "alive (proved by search: lives against any attack)"
                          : e->benson[x] == p->color[x] ? "pass-alive (Benson)"
                          : e->seki && e->seki[x]     ? "seki"
                          : e->settled[x]             ? "alive (part of its colour's area)"
                          : e->safe[x]                ? "alive (two eyes)"
                                                      : "alive (not enclosed)";
        sbuf_printf(out, "chain %s %s (%d stones): %s; group eyes %d\n", col, name, p->size[x], why,
                    e->eyes[find(e->uf, x)]);
    }
}
