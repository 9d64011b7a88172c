/*
 * invariants.h - the invariants every score must keep, checked on one
 * position: used by the corpus test (every game of the shared corpus) and
 * by the fuzz_scorer target (random positions of many sizes).
 *
 * A score may depend only on what a position is: its colours, prisoners,
 * player to move and ko point, with the options.  So for every one of the
 * 8 symmetries of a rectangular board (a W x H board turned a quarter is an
 * H x W board) the position built stone by stone with seichi_pos_setup()
 * must get the same margin and every point the same reason and owner as
 * the original; with colours, prisoners, the player to move and komi
 * swapped (no handicap) the margin must change sign and the owners swap;
 * two calls must agree; each point is counted once (the map adds up to the
 * breakdown, and no stone the analysis calls dead stands in its own
 * colour's territory; stones the caller marks dead count as marked); no
 * chain Benson proves pass-alive is ever dead.  Each check is
 * done for the automatic scorer and for the marked scorer given the
 * automatic scorer's dead stones.
 *
 * inv_check() returns the number of broken invariants and describes the
 * first ones in msg.
 */
#ifndef SEICHI_INVARIANTS_H
#define SEICHI_INVARIANTS_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position/position.h"
#include "seichi.h"

typedef struct inv_report {
    char msg[1024];
    size_t len;
    int broken;
} inv_report;

static void inv_say(inv_report *rep, const char *what, double a, double b)
{
    rep->broken++;
    if (rep->len + 120 < sizeof rep->msg)
        rep->len += (size_t)snprintf(rep->msg + rep->len, sizeof rep->msg - rep->len,
                                     "%s%s (%g vs %g)", rep->len ? "; " : "", what, a, b);
}

/* Symmetry s (0..7) of a w x h board: flip x (bit 0), flip y (bit 1), then
 * transpose (bit 2). */
static void inv_map(int s, int w, int h, int x, int y, int *ox, int *oy)
{
    if (s & 1) x = w - 1 - x;
    if (s & 2) y = h - 1 - y;
    if (s & 4) {
        int t = x;
        x = y;
        y = t;
    }
    *ox = x;
    *oy = y;
}

/* The image of p under symmetry s, with colours swapped when swap is set
 * (two players), built by setup.  tr (p->n ints) gets each point's image. */
static seichi_pos *inv_transform(const seichi_pos *p, int s, int swap, int *tr)
{
    int w = seichi_graph_width(p->g), h = seichi_graph_height(p->g);
    seichi_graph *g = seichi_graph_new_grid(s & 4 ? h : w, s & 4 ? w : h);
    if (!g) return NULL;
    seichi_pos *q = seichi_pos_new(g, p->nplayers);
    seichi_graph_release(g);
    if (!q) return NULL;
    for (int pt = 0; pt < p->n; pt++) {
        int x, y, ox, oy;
        seichi_graph_xy(p->g, pt, &x, &y);
        inv_map(s, w, h, x, y, &ox, &oy);
        tr[pt] = seichi_graph_point_at(q->g, ox, oy);
    }
    /* Stones set in the image's own point order: nothing of the original's
     * chain construction survives. */
    int *from = malloc(sizeof(int) * (size_t)p->n);
    if (!from) {
        seichi_pos_free(q);
        return NULL;
    }
    for (int pt = 0; pt < p->n; pt++) from[tr[pt]] = pt;
    for (int qt = 0; qt < q->n; qt++) {
        int c = p->color[from[qt]];
        if (c && swap) c = 3 - c;
        if (c) seichi_pos_setup(q, qt, c);
    }
    free(from);
    for (int pl = 1; pl <= p->nplayers; pl++)
        seichi_pos_set_captures(q, swap ? 3 - pl : pl, p->captures[pl]);
    seichi_pos_set_to_move(q, swap ? 3 - p->to_move : p->to_move);
    if (p->ko >= 0) {
        q->ko = tr[p->ko];
        q->ko_player = swap ? 3 - p->ko_player : p->ko_player;
    }
    return q;
}

/* Each point counted once: the map's territory and dead stones add up to
 * the breakdown of every player. */
static void inv_accounting(const seichi_pos *p, const seichi_result *r, inv_report *rep)
{
    int area = seichi_result_rules(r)->scoring == SEICHI_SCORE_AREA;
    for (int pl = 1; pl <= p->nplayers; pl++) {
        seichi_score_breakdown b;
        if (seichi_result_breakdown(r, pl, &b) != SEICHI_OK) continue;
        int terr = 0, dead = 0, stones = 0;
        for (int pt = 0; pt < p->n; pt++) {
            int why = seichi_result_reason(r, pt), own = seichi_result_owner(r, pt);
            if (seichi_result_territory(r, pt) == pl) terr++;
            if (why == SEICHI_PT_DEAD && own == pl) dead++;
            if (why == SEICHI_PT_DEAD && p->color[pt] == pl && seichi_result_territory(r, pt) == pl)
                inv_say(rep, "a dead stone counted as its own colour's territory", pt, pl);
            if (p->color[pt] == pl && (why == SEICHI_PT_STONE || why == SEICHI_PT_SEKI_STONE)) stones++;
        }
        if (terr != b.territory) inv_say(rep, "territory on the map vs breakdown", terr, b.territory);
        if (!area && dead != b.dead) inv_say(rep, "dead stones on the map vs breakdown", dead, b.dead);
        if (area && stones > b.stones) inv_say(rep, "living stones on the map vs breakdown", stones, b.stones);
    }
}

/* The chains Benson proves pass-alive are never dead. */
static void inv_benson(const seichi_pos *p, const seichi_result *r, int suicide, inv_report *rep)
{
    uint8_t *pa = calloc((size_t)p->n, 1);
    if (pa && seichi_pass_alive(p, suicide, pa) == SEICHI_OK)
        for (int pt = 0; pt < p->n; pt++)
            if (p->color[pt] && pa[pt] == p->color[pt] && seichi_result_reason(r, pt) == SEICHI_PT_DEAD)
                inv_say(rep, "a pass-alive stone called dead at point", pt, 0);
    free(pa);
}

/* Same margin and map as r0 (owners swapped when swap is set) for the image
 * q of the position under the point map tr. */
static void inv_same(const seichi_result *r0, const seichi_result *r, const int *tr, int n, int swap,
                     const char *what, inv_report *rep)
{
    double m0 = seichi_result_margin(r0), m = seichi_result_margin(r);
    if (fabs((swap ? -m : m) - m0) > 1e-9) {
        inv_say(rep, what, m0, swap ? -m : m);
        return;
    }
    for (int pt = 0; pt < n; pt++) {
        int o0 = seichi_result_owner(r0, pt), o = seichi_result_owner(r, tr[pt]);
        if (swap && o) o = 3 - o;
        if (seichi_result_reason(r0, pt) != seichi_result_reason(r, tr[pt]) || o0 != o) {
            char buf[96];
            snprintf(buf, sizeof buf, "%s: point label", what);
            inv_say(rep, buf, seichi_result_reason(r0, pt), seichi_result_reason(r, tr[pt]));
            return;
        }
    }
}

/* 1 when the image of p under symmetry s (0..7) is p itself, or with
 * swap, p with its colours swapped (then it also needs the same ko). */
static int inv_image_is(const seichi_pos *p, int s, int swap)
{
    int w = seichi_graph_width(p->g), h = seichi_graph_height(p->g);
    if ((s & 4) && w != h) return 0;
    for (int pt = 0; pt < p->n; pt++) {
        int x, y, ox, oy;
        seichi_graph_xy(p->g, pt, &x, &y);
        inv_map(s, w, h, x, y, &ox, &oy);
        int c = p->color[pt], d = p->color[seichi_graph_point_at(p->g, ox, oy)];
        if (swap && c) c = 3 - c;
        if (c != d) return 0;
        if (p->ko == pt && seichi_graph_point_at(p->g, ox, oy) != pt) return 0;
    }
    return 1;
}

static int inv_score(const seichi_pos *p, const seichi_score_options *o, seichi_result **r)
{
    *r = NULL;
    return seichi_score(p, o, r);
}

/* Checks every invariant on p scored with options o (o->dead NULL: the
 * automatic scorer, then the marked scorer with its dead stones). */
static int inv_check(const seichi_pos *p, const seichi_score_options *o, inv_report *rep)
{
    memset(rep, 0, sizeof *rep);
    seichi_score_options oa = *o;
    oa.dead = NULL;
    oa.explain = 0;
    seichi_result *r0 = NULL, *r1 = NULL;
    if (inv_score(p, &oa, &r0) != SEICHI_OK) {
        seichi_result_free(r0);
        return 0; /* nothing scored, nothing to compare */
    }
    uint8_t *dead = calloc((size_t)p->n, 1);
    int *tr = malloc(sizeof(int) * (size_t)p->n);
    uint8_t *tdead = calloc((size_t)p->n, 1);
    if (!dead || !tr || !tdead) goto out;
    for (int pt = 0; pt < p->n; pt++) dead[pt] = seichi_result_reason(r0, pt) == SEICHI_PT_DEAD;
    if (inv_score(p, &oa, &r1) == SEICHI_OK) {
        for (int pt = 0; pt < p->n; pt++) tr[pt] = pt;
        inv_same(r0, r1, tr, p->n, 0, "two calls", rep);
    }
    seichi_result_free(r1);
    inv_accounting(p, r0, rep);
    inv_benson(p, r0, o->rules.suicide, rep);

    seichi_score_options om = oa;
    om.dead = dead;
    seichi_result *rm = NULL;
    if (inv_score(p, &om, &rm) != SEICHI_OK) goto out;

    int w = seichi_graph_width(p->g), h = seichi_graph_height(p->g);
    int grid = w > 0 && h > 0 && w * h == p->n, symmetric = 0, antisymmetric = 0;
    /* A position symmetric in itself may get an asymmetric answer (the
     * same in every orientation, canonical.c): then only the margin is
     * compared across orientations; colour swap is skipped for a position
     * that some symmetry maps onto its colour-swapped self. */
    for (int s = 1; grid && s < 8; s++) symmetric |= inv_image_is(p, s, 0);
    for (int s = 0; grid && s < 8 && p->nplayers == 2; s++) antisymmetric |= inv_image_is(p, s, 1);
    for (int s = 0; grid && s < 8; s++) {
        static const char *names[8] = {"setup",   "flip x",        "flip y",        "rotate 180",
                                       "transpose", "rotate right", "rotate left", "anti-transpose"};
        seichi_pos *q = inv_transform(p, s, 0, tr);
        if (!q) break;
        seichi_result *r = NULL;
        int margin_only = symmetric && s;
        if (inv_score(q, &oa, &r) == SEICHI_OK) inv_same(r0, r, tr, margin_only ? 0 : p->n, 0, names[s], rep);
        seichi_result_free(r);
        memset(tdead, 0, (size_t)p->n);
        for (int pt = 0; pt < p->n; pt++) tdead[tr[pt]] = dead[pt];
        om.dead = tdead;
        char what[64];
        snprintf(what, sizeof what, "marked, %s", names[s]);
        if (inv_score(q, &om, &r) == SEICHI_OK) inv_same(rm, r, tr, margin_only ? 0 : p->n, 0, what, rep);
        seichi_result_free(r);
        seichi_pos_free(q);
    }
    if (grid && p->nplayers == 2 && !antisymmetric) {
        seichi_score_options os = oa;
        os.handicap = 0;
        seichi_result *rb = NULL, *r = NULL;
        seichi_pos *q = inv_transform(p, 0, 1, tr);
        if (q && inv_score(p, &os, &rb) == SEICHI_OK) {
            os.komi = -os.komi;
            if (inv_score(q, &os, &r) == SEICHI_OK) inv_same(rb, r, tr, p->n, 1, "colours swapped", rep);
        }
        seichi_result_free(rb);
        seichi_result_free(r);
        seichi_pos_free(q);
    }
    seichi_result_free(rm);
out:
    seichi_result_free(r0);
    free(dead);
    free(tdead);
    free(tr);
    return rep->broken;
}

#endif
