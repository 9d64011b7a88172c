/*
 * conf_links.c - living chains that the opponent cannot cut apart, joined
 * for the confidence's settled areas (confidence.c).
 *
 * The confidence proves a group alive when its settled areas give it two
 * eyes, a group being the chains that wall one area together.  Many
 * finished groups are chains joined the way every player knows, through
 * empty points left open, with an eye on each side: no play cuts them,
 * yet each chain alone has one eye.  Three shapes are joined here.  In
 * each the owner c has an answer to every play that would cut, and the
 * joined chain keeps ROOM (three) liberties besides the points of the
 * shape, so that one more opponent play still leaves it two.
 *
 *  - Miai (a kosumi, a bamboo joint): two empty points x and y, each
 *    touching exactly two chains of c, the same two, living and with two
 *    liberties or more.  The opponent at x captures nothing; c answers at
 *    y.  Checked both ways round.
 *  - Tiger's mouth: an empty point x whose neighbours are living chains
 *    of c (two or more, two liberties or more each) save one empty point
 *    z.  The opponent at x captures nothing and stands in atari: c takes
 *    it at z, keeping a liberty there besides x (no ko), after which a
 *    play at x is suicide.  The opponent at z first (no chain next to z
 *    in atari, so it captures nothing) is answered at x.  A z next to an
 *    opponent chain in atari is left judged (c's play there would capture
 *    more than the stone at x).
 *  - False eye: an empty point whose neighbours are all living chains of
 *    c (two or more, two liberties or more each): the opponent cannot
 *    play there (no capture, no liberty), and c fills it when a chain
 *    around it comes down to two liberties.
 *
 * The shapes are looked for at the empty points that are no territory
 * (dame, false eyes, points to fill): the chains walling one territory
 * are joined through it already.  One play can threaten two connections
 * only through a point both rest on: a point that two shapes of one
 * colour joining different chains rest on (every point next to exactly
 * the two chains of a miai counts as one it rests on) counts for
 * neither.  Which shapes join what depends on the position alone, not on
 * the order of the points: every pair of a miai's points is tried.  This
 * is a rule, not a search: a threat made through the liberties of a
 * third chain is not caught, and a chain is living when the scorer calls
 * it so (not dead, not in seki).  The joins only add to what the settled
 * areas prove; they never decide a stone's fate.  Measured on the corpus
 * (bench/ACCURACY_HISTORY.md, "Confidence"): KGS games certain 66.3% -> 81.0%
 * (even half 65.8 -> 81.0, odd 66.8 -> 80.9), the share of exact results
 * among them 94.12% -> 94.28%; records cut at moves 100 and 150 are
 * called unfinished as often as before.
 *
 * Known failure cases: a connection through an opponent stone that can be
 * captured, a ladder or a net, a hanging connection next to an opponent
 * chain in atari, and groups whose eyes are not settled areas stay
 * judged.  A joined group counts more areas as its eyes, and an area
 * whose invaders hold no eye counts as one on the assumption that they
 * cannot win a capturing race: one KGS record of the corpus is certain
 * and wrong that way (a corner race, bench/CONFIDENCE_WRONG.md).
 */
#include <stdlib.h>
#include <string.h>

#include "score/conf_links.h"

/* The liberties the joined chain keeps besides the points of the
 * connection: three, so that one more opponent play still leaves two. */
enum { ROOM = 3 };

/* How many distinct empty points, up to need (at most 3), touch the
 * chains hs[0..nh) or the point add (-1: none), leaving out x and y. */
static int libs_besides(const seichi_pos *p, const int *hs, int nh, int add, int x, int y, int need)
{
    const seichi_graph *g = p->g;
    int seen[3], ns = 0;
    for (int i = 0; i < nh; i++)
        if (p->libs[hs[i]] >= need + 2) return need; /* x and y take two at most */
    for (int i = 0; i <= nh && ns < need; i++) {
        int start = i < nh ? hs[i] : add, s = start;
        if (start < 0) break;
        do {
            for (int k = g->adj_off[s]; k < g->adj_off[s + 1] && ns < need; k++) {
                int t = g->adj[k], dup = 0;
                if (p->color[t] || t == x || t == y) continue;
                for (int j = 0; j < ns; j++) dup |= seen[j] == t;
                if (!dup) seen[ns++] = t;
            }
            s = i < nh ? p->next[s] : start;
        } while (s != start && ns < need);
    }
    return ns;
}

/* The chains of c next to x (heads, distinct, up to four) in h; -1 when a
 * stone of c next to x is not a living chain with two liberties. */
static int chains_of(const seichi_pos *p, const uint8_t *reason, int x, int c, int *h)
{
    const seichi_graph *g = p->g;
    int nh = 0;
    for (int k = g->adj_off[x]; k < g->adj_off[x + 1]; k++) {
        int t = g->adj[k], head = p->head[t], dup = 0;
        if (p->color[t] != c) continue;
        if (reason[t] != SEICHI_PT_STONE || p->libs[head] < 2) return -1;
        for (int i = 0; i < nh; i++) dup |= h[i] == head;
        if (!dup) h[nh++] = head;
    }
    return nh;
}

typedef struct link {
    int pt[2];    /* the two points the connection rests on   */
    int h[4], nh; /* the chains it joins (heads, ascending)  */
} link;

static void sort_heads(int *h, int nh)
{
    for (int i = 1; i < nh; i++)
        for (int j = i; j > 0 && h[j - 1] > h[j]; j--) {
            int t = h[j];
            h[j] = h[j - 1], h[j - 1] = t;
        }
}

/* The tiger's mouth or false eye at x, whose neighbours are the chains
 * h[0..nh) of c and nempty (0 or 1) empty points, if it is one: into *l,
 * 1.  z: the empty neighbour. */
static int tiger(const seichi_pos *p, int x, int c, const int *h, int nh, int z, link *l)
{
    const seichi_graph *g = p->g;
    if (z < 0) { /* a false eye: c fills it */
        if (libs_besides(p, h, nh, -1, x, x, ROOM) < ROOM) return 0;
        z = x;
    } else {
        int hz[4], nz = 0;
        for (int k = g->adj_off[z]; k < g->adj_off[z + 1]; k++) {
            int t = g->adj[k];
            if (p->color[t] && p->libs[p->head[t]] == 1) return 0; /* z would capture */
            if (p->color[t] == c) hz[nz++] = p->head[t];
        }
        if (libs_besides(p, hz, nz, z, x, z, 1) < 1) return 0;       /* c's capture at z: no ko */
        if (libs_besides(p, h, nh, -1, x, z, ROOM) < ROOM) return 0; /* c's answer at x to z */
    }
    l->pt[0] = x, l->pt[1] = z, l->nh = nh;
    for (int i = 0; i < nh; i++) l->h[i] = h[i];
    sort_heads(l->h, nh);
    return 1;
}

static int same_chains(const link *a, const link *b)
{
    if (a->nh != b->nh) return 0;
    for (int i = 0; i < a->nh; i++)
        if (a->h[i] != b->h[i]) return 0;
    return 1;
}

/* Marks pt as a point the connection l rests on; a point two
 * connections of one colour, joining different chains, rest on is
 * contested (nh -1).  (A point the two colours' connections share is no
 * double threat: a play there threatens only the other colour's.)
 * claimed[pt]: mark[pt] holds a connection (the marks themselves are not
 * cleared: 28 bytes a point and colour). */
static void claim(link *mark, uint8_t *claimed, int pt, const link *l)
{
    link *m = &mark[pt];
    if (!claimed[pt]) *m = *l, claimed[pt] = 1;
    else if (m->nh > 0 && !same_chains(m, l)) m->nh = -1;
}

/* The connection resting on pt: 1 uncontested, -1 contested, 0 none. */
static int claim_of(const link *mark, const uint8_t *claimed, int pt)
{
    return !claimed[pt] ? 0 : mark[pt].nh > 0 ? 1 : -1;
}

int conf_links(const seichi_pos *p, const uint8_t *reason, int *uf)
{
    const seichi_graph *g = p->g;
    int n = p->n, k = 0, nt = 0;
    /* miai candidates (point, first chain, second chain, the previous
       candidate with the same first chain): at most one a point and
       colour; per chain head its last candidate; the tigers and false
       eyes (one a point and colour); per colour and point the chains of
       the connections resting on it */
    int *cand = malloc(sizeof(int) * 9 * (size_t)n + sizeof(link) * 4 * (size_t)n + 2 * (size_t)n + 1);
    if (!cand) return SEICHI_NOMEM;
    int *last = cand + 8 * (size_t)n;
    link *tigers = (link *)(void *)(last + n), *mark = tigers + 2 * (size_t)n;
    uint8_t *claimed = (uint8_t *)(mark + 2 * (size_t)n); /* per colour and point */
    for (int x = 0; x < n; x++) last[x] = -1;
    memset(claimed, 0, 2 * (size_t)n);
    for (int x = 0; x < n; x++) {
        if (p->color[x] || reason[x] == SEICHI_PT_TERRITORY) continue;
        int nb[3] = {0, 0, 0}, z = -1;
        for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
            int t = g->adj[j];
            nb[p->color[t]]++;
            if (!p->color[t]) z = t;
        }
        for (int c = 1; c <= 2; c++) {
            int h[4], nh = nb[c] >= 2 ? chains_of(p, reason, x, c, h) : 0;
            link *mc = mark + (c - 1) * (size_t)n;
            uint8_t *cc = claimed + (c - 1) * (size_t)n;
            if (nh < 2) continue;
            if (!nb[3 - c] && nb[0] <= 1 && tiger(p, x, c, h, nh, nb[0] ? z : -1, &tigers[nt])) {
                claim(mc, cc, tigers[nt].pt[0], &tigers[nt]);
                claim(mc, cc, tigers[nt].pt[1], &tigers[nt]);
                nt++;
            }
            if (nh != 2) continue;
            link pair = {{x, x}, {h[0] < h[1] ? h[0] : h[1], h[0] < h[1] ? h[1] : h[0]}, 2};
            int *cd = cand + 4 * k;
            cd[0] = x, cd[1] = pair.h[0], cd[2] = pair.h[1], cd[3] = last[pair.h[0]];
            last[pair.h[0]] = k++;
            claim(mc, cc, x, &pair);
        }
    }
    for (int i = 0; i < nt; i++) {
        size_t at = (size_t)(p->color[tigers[i].h[0]] - 1) * (size_t)n;
        const link *mc = mark + at;
        const uint8_t *cc = claimed + at;
        if (claim_of(mc, cc, tigers[i].pt[0]) > 0 && claim_of(mc, cc, tigers[i].pt[1]) > 0)
            for (int j = 1; j < tigers[i].nh; j++) uf_unite(uf, tigers[i].h[0], tigers[i].h[j]);
    }
    /* a miai: two uncontested candidates of the same two chains, each
       pair tried until one holds (so the outcome does not depend on the
       order of the points) */
    for (int i = 0; i < k; i++) {
        int x = cand[4 * i], a = cand[4 * i + 1], b = cand[4 * i + 2], ab[2] = {a, b};
        size_t at = (size_t)(p->color[a] - 1) * (size_t)n;
        const link *mc = mark + at;
        const uint8_t *cc = claimed + at;
        if (claim_of(mc, cc, x) < 0 || uf_find(uf, a) == uf_find(uf, b)) continue;
        for (int e = cand[4 * i + 3]; e >= 0; e = cand[4 * e + 3]) {
            int y = cand[4 * e];
            if (cand[4 * e + 2] != b || claim_of(mc, cc, y) < 0) continue;
            if (libs_besides(p, ab, 2, y, x, y, ROOM) < ROOM || libs_besides(p, ab, 2, x, x, y, ROOM) < ROOM)
                continue;
            uf_unite(uf, a, b);
            break;
        }
    }
    free(cand);
    return SEICHI_OK;
}
