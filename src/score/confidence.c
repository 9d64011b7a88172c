/*
 * confidence.c - how sure a result is: the provenance of every dead, alive
 * and seki decision, and the verdict certain / uncertain / unfinished.
 *
 * A server that scores a game when both players pass needs the dead stones
 * and whether to trust them (van der Werf, van den Herik and Uiterwijk,
 * "Learning to score final positions in the game of Go", 2005: a scorer
 * that knows which of its answers may be wrong lets a person correct just
 * those).  This file reads the scorer's decisions after the fact (the
 * dead-stone analysis and the classification are not touched) and asks,
 * for each stone, how its decision can be established:
 *
 *  proved
 *   - benson: the chain is pass-alive (Benson, "Life in the game of Go"),
 *     or the stone stands in the other colour's pass-alive territory, in
 *     the position as it stands (the prover's opponent has no dead stone);
 *   - benson-cleared: the same in the position with the dead stones of
 *     both colours taken off.  The scored position is reached from that
 *     one by putting the dead chains back.  The other colour's come back
 *     by its own moves (placing a dead chain stone by stone, from a stone
 *     next to one of its liberties, is legal and captures nothing), and
 *     pass-alive holds whatever the attacker plays while the owner passes.
 *     The owner's own dead chains touch none of its living chains (they
 *     would be one chain), so in the cleared position each of their
 *     points is an empty point next to no stone of the owner: a region
 *     holding one is never a region Benson counts for a chain (its every
 *     empty point must be a liberty of that chain), and putting them back
 *     only splits regions that counted for nothing.  So the proof holds
 *     for the position scored, and one Benson run serves both colours
 *     (on the corpus it proves exactly what one run per colour, with only
 *     the other colour's dead stones taken off, did);
 *   - eyespace: a settled area (below) of 2 to 7 points that the eyespace
 *     table (Drake et al.'s eyespace classification) calls alive for its
 *     wall even if the attacker moves first, enemy stones in it included
 *     (looked up only for a group the settled areas leave short of two
 *     eyes);
 *   - reading: a chain the eye count alone keeps alive that the local
 *     life-and-death reader (read_life.c, read_life_proof) shows cannot
 *     be killed: the opponent moving first (or passing) in the group's
 *     zone, every line ends with the chain pass-alive or joined to a stone
 *     already proved alive, within CONF_READ_BUDGET plays.  Asked only
 *     where it can make the result certain (a game ended by two passes
 *     whose every other decision is proved, no dame region of six points,
 *     at most CONF_READ_CHAINS such chains), on the position's canonical
 *     image and in rounds, so that neither the board's orientation nor
 *     the order of the chains matters;
 *   - settled-area: an area (empty points and the other colour's dead
 *     stones, nothing else) bordered by one colour only, with no dame,
 *     seki eye, false eye or point to fill in it, is settled, with no open
 *     border.  It counts for the eyes of the group walling it (two when it
 *     has eight points or more: no vacant space that large is one eye, the
 *     enclosure analysis' rule) only when every dead stone in it is
 *     already proved or its invaders hold no eye of their own (a set of
 *     the area's empty points bordered by invader stones only, one point
 *     or more), so that no wall lives by the death of stones whose death
 *     rests on that wall; a group (the chains walling one area, and the
 *     chains a miai, a tiger's mouth or a false eye joins: conf_links.c)
 *     with two eyes so counted is settled alive; the dead stones of a
 *     settled area whose every wall is proved, and whose invaders hold
 *     fewer than two eyes, are settled dead.  Rounds
 *     until nothing changes.
 *  judged
 *   - eye-count: alive by the analysis' eye count, no proof above applies;
 *   - enclosed: dead in an area whose wall is not proved, or that has an
 *     open border;
 *   - seki-rule: the static seki rule of the classification;
 *   - open-border: a judged stone next to dame no stone touches.
 *
 * The verdict (thresholds for 19x19, scaled by the number of points;
 * chosen on the even half of the corpus, checked on the odd half,
 * bench/ACCURACY_HISTORY.md "Confidence"):
 *   unfinished: 20 judged chains or more, or 50 empty points or more with
 *     no stone within two steps, or a dame region of 20 points or more
 *     (records cut at moves 100 and 150 against finished games);
 *   certain: not unfinished, no judged decision, no dame region of six
 *     points or more, and for a record that did not end by two passes no
 *     dame, ko, false eye, fill, or dead stone proved only by a settled
 *     area (the fills and teire of such a record are a judgement);
 *   uncertain otherwise.
 * Every judged decision is taken to change the score (on the corpus none
 * failed to).  The margin range re-counts the position twice, every judged
 * group going Black's way and then White's way; it, the line and the
 * group names are computed when first asked for, from the colours kept on
 * the result (confidence_report.c, which also writes the JSON and the
 * --explain lines).
 * Cost: one Benson run and a few floods, and the reader's questions
 * where they can make the result certain (bench/ACCURACY_HISTORY.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/eyespace.h"
#include "analysis/life.h"
#include "analysis/read_life.h"
#include "position/position.h"
#include "score/conf_links.h"
#include "score/score.h"
#include "score/score_int.h"
#include "topology/graph.h"
#include "util/sbuf.h"

/* Thresholds (see the essay; measured in bench/ACCURACY_HISTORY.md). */
#define CONF_OPEN_CHAINS 20
#define CONF_OPEN_FAR 50
#define CONF_OPEN_REGION 20
#define CONF_DAME_REGION 6
#define CONF_BIG_AREA 8
#define CONF_READ_CHAINS 4    /* eye-count chains read a position   */
#define CONF_READ_BUDGET 200 /* plays a question                   */

typedef struct conf_work {
    const seichi_pos *p;
    const seichi_result *r;
    int n;
    uint8_t *tmp;
    int *area;      /* area id of an open point, -1 elsewhere             */
    int *stack;
    int *uf;        /* union-find over points (chains and groups)          */
    uint8_t *tabled;/* per group root: an eye counted from the table       */
    int *list, nlist; /* the points of the areas, area by area           */
    int *stamp;     /* per chain head: the last area (id + 1) that met it  */
    int *walls, nwalls; /* wall chain heads of the areas, area by area    */
    int *deads, ndeads; /* dead chain heads inside the areas, area by area */
    int *el, *er, ne; /* stones judged by the eye count, and their roots   */
    struct area_info *areas;
    uint8_t *asis;  /* Benson on p cleared of its dead stones              */
    int *heads;     /* head array of the shallow view (benson_cleared)     */
} conf_work;

/* The colour of the area a point may belong to: empty territory of c, or
 * a dead stone of the other colour (c then).  0 for any other point. */
static int open_for(int c, int why, int owner)
{
    if (c) return why == SEICHI_PT_DEAD ? 3 - c : 0;
    return why == SEICHI_PT_TERRITORY ? owner : 0;
}

/* Benson once, on p with the dead stones of both colours taken off: on
 * grids a shallow view of p with its own colour and head arrays (Benson
 * reads only those and the chains, and the dead chains are taken off
 * whole), elsewhere a copy.  w->asis gets the map; anyd[c]: c has a dead
 * stone. */
static int benson_cleared(conf_work *w, int suicide, int *anyd)
{
    const seichi_pos *p = w->p;
    const uint8_t *why = w->r->reason;
    int n = w->n, rc;
    if (benson_grid_ok(p)) {
        seichi_pos view = *p;
        const uint8_t *color = p->color; /* locals: byte stores may alias w and p */
        uint8_t *tmp = w->tmp;
        int *heads = w->heads;
        const int *head = p->head;
        int dead_b = 0, dead_w = 0; /* two players (score_confidence) */
        for (int q = 0; q < n; q++) { /* no branch per point (stone or not, dead or not) */
            int c = color[q], d = (c != 0) & (why[q] == SEICHI_PT_DEAD);
            dead_b |= d & (c == SEICHI_BLACK), dead_w |= d & (c == SEICHI_WHITE);
            tmp[q] = (uint8_t)(c & (d - 1));
            heads[q] = head[q] | -d;
        }
        anyd[SEICHI_BLACK] |= dead_b, anyd[SEICHI_WHITE] |= dead_w;
        view.color = w->tmp;
        view.head = w->heads;
        return seichi_pass_alive(&view, suicide, w->asis);
    }
    for (int q = 0; q < n; q++)
        if (p->color[q] && why[q] == SEICHI_PT_DEAD) anyd[p->color[q]] = 1;
    if (!anyd[1] && !anyd[2]) return seichi_pass_alive(p, suicide, w->asis);
    seichi_pos *cp = seichi_pos_copy(p);
    if (!cp) return SEICHI_NOMEM;
    for (int q = 0; q < n; q++)
        if (cp->color[q] && why[q] == SEICHI_PT_DEAD) seichi_pos_remove_chain(cp, q);
    rc = seichi_pass_alive(cp, suicide, w->asis);
    seichi_pos_free(cp);
    return rc;
}

typedef struct area_info {
    int color, size, settled, wall, interior, start, table, inv_eye;
    int root;          /* group root of the wall (settled areas)          */
    int wstart, nwall; /* its wall chains: heads in w->walls              */
    int dstart, ndead; /* its dead chains: heads in w->deads              */
    int stable;        /* walls proved, no dead stone judged: final       */
    int walls_proved;  /* this round                                      */
} area_info;

/* Floods the area holding q (w->tmp: open_for of every point): its points
 * go to w->list from w->nlist on, its wall chains to w->walls and its dead
 * chains to w->deads, and its wall stones are joined into one group
 * (w->uf). */
static void flood_area(conf_work *w, int q, int id, area_info *a)
{
    const seichi_pos *p = w->p;
    const int *adj = p->g->adj, *off = p->g->adj_off, *head = p->head;
    const uint8_t *oc = w->tmp, *color = p->color, *reason = w->r->reason;
    /* the arrays and counts in locals: the int stores below may alias w's
       and a's fields, which the compiler would otherwise read again */
    int *area = w->area, *stack = w->stack, *stamp = w->stamp, *list = w->list, *deads = w->deads,
        *walls = w->walls;
    int c = oc[q], sp = 0, mark = id + 1, nlist = w->nlist, ndeads = w->ndeads, nwalls = w->nwalls;
    int size = 0, settled = 1, wall = -1, interior = 0, ndead = 0, nwall = 0;
    a->color = c, a->start = nlist, a->wstart = nwalls, a->dstart = ndeads, a->stable = 0;
    area[q] = id;
    stack[sp++] = q;
    while (sp) {
        int s = stack[--sp], walled = 0;
        list[nlist++] = s;
        size++;
        if (color[s] && stamp[head[s]] != mark) stamp[head[s]] = mark, deads[ndeads++] = head[s], ndead++;
        for (int k = off[s]; k < off[s + 1]; k++) {
            int t = adj[k];
            walled |= color[t] == c;
            if (area[t] == id) continue;
            if (area[t] >= 0) {
                settled = 0; /* an area of the other colour, flooded first */
            } else if (oc[t] == c) {
                area[t] = id;
                stack[sp++] = t;
            } else if (color[t] == c && reason[t] == SEICHI_PT_STONE) {
                int h = head[t];
                if (stamp[h] == mark) continue;
                stamp[h] = mark, walls[nwalls++] = h, nwall++;
                if (wall < 0) wall = t;
                else uf_unite(w->uf, wall, t);
            } else {
                settled = 0; /* dame, seki, false eye, fill, other stones */
            }
        }
        interior += !walled;
    }
    a->size = size, a->settled = settled, a->wall = wall, a->interior = interior;
    a->nwall = nwall, a->ndead = ndead;
    w->nlist = nlist, w->ndeads = ndeads, w->nwalls = nwalls;
}

/* Whether every wall stone of area a is proved, and whether a dead stone
 * in it is still judged (a chain's stones share one provenance until the
 * open borders are marked, so its head speaks for it). */
static void area_flags(conf_work *w, const area_info *a, const uint8_t *proof, int *walls_proved,
                       int *dead_judged)
{
    *walls_proved = 1, *dead_judged = 0;
    for (int i = a->wstart; i < a->wstart + a->nwall && *walls_proved; i++)
        *walls_proved = !conf_judged(proof[w->walls[i]]);
    for (int i = a->dstart; i < a->dstart + a->ndead && !*dead_judged; i++)
        *dead_judged = conf_judged(proof[w->deads[i]]);
}

/* The eyes the invaders of area a hold, counted up to two: the sets of
 * empty points of the area, joined through each other, whose every other
 * neighbour is an invader stone (a two-point eye is one, as a one-point
 * eye is).  The flood marks the empty points it met with -(id + 1) in
 * w->stamp, which is otherwise kept for chain heads only. */
static int invader_eyes(conf_work *w, const area_info *a, int id)
{
    const seichi_pos *p = w->p;
    const seichi_graph *g = p->g;
    int eyes = 0, mark = -(id + 1);
    for (int i = a->start; i < a->start + a->size && eyes < 2; i++) {
        int s0 = w->list[i], sp = 0, own = 1;
        if (p->color[s0] || w->stamp[s0] == mark) continue;
        w->stamp[s0] = mark;
        w->stack[sp++] = s0;
        while (sp) {
            int s = w->stack[--sp];
            for (int k = g->adj_off[s]; k < g->adj_off[s + 1]; k++) {
                int t = g->adj[k];
                if (p->color[t]) {
                    own &= p->color[t] == 3 - a->color;
                } else if (w->area[t] != id) {
                    own = 0;
                } else if (w->stamp[t] != mark) {
                    w->stamp[t] = mark;
                    w->stack[sp++] = t;
                }
            }
        }
        eyes += own;
    }
    return eyes;
}

/* Benson's proofs or the judged default: proved for c where the map (on
 * the position cleared of dead stones) says c, as the position stands
 * when the other colour has no dead stone (see the essay).  Also, for
 * settle(): the area colour of every point (w->tmp, open_for) and the
 * stones judged by the eye count (w->el, w->ne).  Counts the judged
 * stones: enclosed, eye-count, seki (cnt[0..2]). */
static void initial_proofs(conf_work *w, uint8_t *proof, const int *anyd, int *cnt)
{
    const seichi_pos *p = w->p;
    const seichi_result *r = w->r;
    const uint8_t *map = w->asis, *color = p->color, *reason = r->reason, *owner = r->owner;
    uint8_t *tmp = w->tmp; /* locals: the byte stores may alias w, p and r */
    int ne = 0, n = w->n, *el = w->el;
    cnt[0] = cnt[1] = cnt[2] = 0;
    for (int q = 0; q < n; q++) {
        int c = color[q], why = reason[q];
        tmp[q] = (uint8_t)open_for(c, why, owner[q]);
        proof[q] = SEICHI_PROOF_NONE;
        if (!c) continue;
        if (why == SEICHI_PT_SEKI_STONE) proof[q] = SEICHI_JUDGED_SEKI, cnt[2]++;
        else if (why == SEICHI_PT_DEAD)
            proof[q] = map[q] == 3 - c ? (anyd[c] ? SEICHI_PROOF_CLEARED : SEICHI_PROOF_BENSON) : SEICHI_JUDGED_ENCLOSED;
        else proof[q] = map[q] == c ? (anyd[3 - c] ? SEICHI_PROOF_CLEARED : SEICHI_PROOF_BENSON) : SEICHI_JUDGED_EYES;
        cnt[0] += proof[q] == SEICHI_JUDGED_ENCLOSED;
        if (proof[q] == SEICHI_JUDGED_EYES && why == SEICHI_PT_STONE) el[ne++] = q;
        else cnt[1] += proof[q] == SEICHI_JUDGED_EYES;
    }
    w->ne = ne;
}

/* 2 when the area has 2 to 7 points and the eyespace table (Drake et al.)
 * says a group with it as its only eyespace lives even if the attacker
 * moves first, with whatever enemy stones stand in it; else 0. */
static int table_eyes(conf_work *w, const area_info *a)
{
    if (a->size < 2 || a->size > EYE_KEY_EXACT) return 0;
    eye_shape sh;
    eye_canon cn;
    int vital;
    if (eye_from_points(w->p, w->list + a->start, a->size, a->color, &sh) || eye_canonical(&sh, &cn)) return 0;
    return eye_table_lookup(cn.key, &vital) == LIFE_ALIVE ? 2 : 0;
}

/* Settled areas, in rounds until nothing changes: an area counts for the
 * eyes of the group walling it only when every dead stone in it is
 * already proved (so that no wall lives by the death of stones whose death
 * rests on that wall) or the eyespace table says the wall lives with them
 * in it; a group with two eyes so counted is settled alive; the dead
 * stones of a settled area whose every wall is proved are settled dead. */
static int settle(conf_work *w, uint8_t *proof, conf_features *f)
{
    const seichi_pos *p = w->p;
    int n = w->n, round_changed, nareas = 0, ne = w->ne;
    int *eyes = w->stack + n; /* per group root: eyes counted */
    area_info *areas = w->areas;
    w->nlist = w->nwalls = w->ndeads = 0;
    /* union-find over stones only: each starts at its chain's head */
    memcpy(w->uf, p->head, sizeof(int) * (size_t)n);
    if (conf_links(p, w->r->reason, w->uf) != SEICHI_OK) return SEICHI_NOMEM;
    memset(w->area, 0xff, sizeof(int) * (size_t)n); /* -1 */
    memset(w->stamp, 0, sizeof(int) * (size_t)n);
    for (int q = 0; q < n; q++) {
        if ((w->area[q] >= 0) | !w->tmp[q]) continue; /* one branch */
        area_info *a = &areas[nareas];
        flood_area(w, q, nareas++, a);
        a->table = -1; /* looked up when first needed */
        a->inv_eye = a->settled && a->wall >= 0 && a->ndead ? invader_eyes(w, a, nareas - 1) : 0; /* no invader, no eye */
    }
    for (int i = 0; i < nareas; i++) areas[i].root = areas[i].settled && areas[i].wall >= 0 ? uf_find(w->uf, areas[i].wall) : -1;
    for (int i = 0; i < ne; i++) w->er[i] = uf_find(w->uf, w->el[i]);
    do {
        round_changed = 0;
        for (int i = 0; i < nareas; i++)
            if (areas[i].root >= 0) eyes[areas[i].root] = 0, w->tabled[areas[i].root] = 0;
        for (int i = 0; i < ne; i++) eyes[w->er[i]] = 0, w->tabled[w->er[i]] = 0;
        for (int i = 0; i < nareas; i++) {
            area_info *a = &areas[i];
            if (a->root < 0) continue;
            int walls_proved = 1, dead_judged = 0, root = a->root;
            if (!a->stable) area_flags(w, a, proof, &walls_proved, &dead_judged);
            a->stable = walls_proved && !dead_judged; /* proofs only grow */
            a->walls_proved = walls_proved;
            if (!dead_judged || !a->inv_eye) eyes[root] += a->size >= CONF_BIG_AREA ? 2 : 1;
            if (!walls_proved || !dead_judged || a->inv_eye >= 2) continue;
            int any = 0;
            for (int j = a->start; j < a->start + a->size; j++) {
                int s = w->list[j];
                if (p->color[s] && proof[s] == SEICHI_JUDGED_ENCLOSED)
                    proof[s] = SEICHI_PROOF_SETTLED, f->settled_dead++, any = 1, round_changed++;
            }
            if (any && a->interior > f->settled_interior) f->settled_interior = a->interior;
        }
        /* the table only for groups the areas above leave short of two
           eyes: an area it calls alive is two eyes by itself */
        for (int i = 0; i < nareas; i++) {
            area_info *a = &areas[i];
            if (a->root < 0 || a->walls_proved || eyes[a->root] >= 2 || w->tabled[a->root]) continue;
            if (a->table < 0) a->table = table_eyes(w, a);
            if (a->table > 0) w->tabled[a->root] = 1;
        }
        int kept = 0;
        for (int i = 0; i < ne; i++) {
            int q = w->el[i], root = w->er[i];
            if (eyes[root] >= 2 || w->tabled[root])
                proof[q] = eyes[root] >= 2 ? SEICHI_PROOF_SETTLED : SEICHI_PROOF_EYESPACE, f->settled_alive++,
                round_changed++;
            else w->el[kept] = q, w->er[kept++] = root;
        }
        ne = kept;
    } while (round_changed);
    w->ne = ne;
    return SEICHI_OK;
}

/* Unproved stones next to an open border. */
static void open_borders(conf_work *w, uint8_t *proof, const uint8_t *open_dame)
{
    const seichi_graph *g = w->p->g;
    for (int q = 0; q < w->n; q++) {
        if (!conf_judged(proof[q]) || proof[q] == SEICHI_JUDGED_SEKI) continue;
        for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++)
            if (open_dame[g->adj[k]]) proof[q] = SEICHI_JUDGED_OPEN;
    }
}

/* The empty points with no stone within two steps, on a grid: rows of
 * bits, the stones dilated twice (little-endian: benson_grid_ok). */
static int far_points_grid(const seichi_pos *p)
{
    int wd = p->g->width, h = p->g->height, far = 0;
    uint64_t s[SEICHI_MAX_SIDE + 2] = {0}, d[SEICHI_MAX_SIDE + 2] = {0};
    uint64_t full = wd >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << wd) - 1;
    /* the stones as one bit string, eight colour bytes at a time (byte
       test, then a multiply gathers the eight flags), cut into rows */
    uint64_t lin[(SEICHI_MAX_SIDE * SEICHI_MAX_SIDE + 63) / 64 + 2] = {0};
    int n = p->n;
    for (int i = 0; i < n; i += 8) {
        uint64_t v = 0;
        memcpy(&v, p->color + i, (size_t)(n - i < 8 ? n - i : 8));
        uint64_t nz = (((v & 0x7f7f7f7f7f7f7f7full) + 0x7f7f7f7f7f7f7f7full) | v) & 0x8080808080808080ull;
        lin[i >> 6] |= (((nz >> 7) * 0x0102040810204080ull) >> 56) << (i & 63);
    }
    for (int y = 0; y < h; y++) {
        int o = y * wd, k = o >> 6, b = o & 63;
        uint64_t m = lin[k] >> b;
        if (b) m |= lin[k + 1] << (64 - b);
        s[y + 1] = m & full;
    }
    for (int y = 1; y <= h; y++) d[y] = (s[y] | s[y] << 1 | s[y] >> 1 | s[y - 1] | s[y + 1]) & full;
    for (int y = 1; y <= h; y++) {
        uint64_t near2 = d[y] | d[y] << 1 | d[y] >> 1 | d[y - 1] | d[y + 1];
        far += __builtin_popcountll(full & ~near2);
    }
    return far;
}

/* Dame features: regions of empty points counting for nobody (dame, and
 * dame the fills give to a player under area counting). */
static void dame_features(conf_work *w, conf_features *f, uint8_t *open_dame)
{
    const seichi_pos *p = w->p;
    const seichi_result *r = w->r;
    const seichi_graph *g = p->g;
    int n = w->n;
    /* locals: the byte and int stores may alias w, r, p and f */
    const int *adj = g->adj, *off = g->adj_off;
    const uint8_t *color = p->color, *reason = r->reason;
    int *area = w->area, *stack = w->stack, dame = 0, dame_open = 0, max_region = f->max_dame_region;
    memset(area, 0xff, sizeof(int) * (size_t)n); /* -1 */
    memset(open_dame, 0, (size_t)n);
    for (int q = 0; q < n; q++) {
        if (reason[q] != SEICHI_PT_DAME && reason[q] != SEICHI_PT_FORCED) continue; /* most points */
        if (color[q] || area[q] >= 0) continue;
        int sp = 0, size = 0, start = q;
        area[q] = q;
        stack[sp++] = q;
        while (sp) {
            int s = stack[--sp], stones = 0;
            size++;
            for (int k = off[s], end = off[s + 1]; k < end; k++) {
                int t = adj[k];
                stones += color[t] != 0;
                if (!color[t] && (reason[t] == SEICHI_PT_DAME || reason[t] == SEICHI_PT_FORCED) && area[t] < 0) {
                    area[t] = start;
                    stack[sp++] = t;
                }
            }
            dame++;
            if (!stones) dame_open++, open_dame[s] = 1;
        }
        if (size > max_region) max_region = size;
    }
    f->dame += dame, f->dame_open += dame_open, f->max_dame_region = max_region;
    if (benson_grid_ok(p)) {
        f->far2 = far_points_grid(p);
        return;
    }
    uint8_t *near = w->tmp; /* points next to a stone (tmp is free after Benson) */
    for (int q = 0; q < n; q++) {
        int v = p->color[q] != 0;
        for (int k = g->adj_off[q]; k < g->adj_off[q + 1] && !v; k++) v = p->color[g->adj[k]] != 0;
        near[q] = (uint8_t)v;
    }
    for (int q = 0; q < n; q++) {
        if (p->color[q] || near[q]) continue;
        int v = 0;
        for (int k = g->adj_off[q]; k < g->adj_off[q + 1] && !v; k++) v = near[g->adj[k]];
        f->far2 += !v;
    }
}

/* 1 when q is an empty point where a stone would take a ko: every
 * neighbour is of one colour, one of them a lone stone in atari whose other
 * neighbours are all of the other colour. */
static int open_ko(const seichi_pos *p, int q)
{
    const seichi_graph *g = p->g;
    int a = 0, lone = -1;
    for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
        int t = g->adj[k], c = p->color[t];
        if (!c || (a && c != a)) return 0;
        a = c;
        if (p->size[p->head[t]] == 1 && p->libs[p->head[t]] == 1) {
            if (lone >= 0) return 0;
            lone = t;
        }
    }
    if (lone < 0) return 0;
    for (int k = g->adj_off[lone]; k < g->adj_off[lone + 1]; k++) {
        int t = g->adj[k];
        if (t != q && p->color[t] != 3 - a) return 0;
    }
    return 1;
}


/* The chains the eye count alone keeps alive, read: one that the local
 * life-and-death reader (read_life.c) shows cannot be killed, the
 * opponent moving first, within CONF_READ_BUDGET plays - every line ends
 * with it pass-alive or joined to a stone already proved alive - is
 * proved alive by reading.  Read on the position's canonical image, and
 * in rounds, each reading with the proofs of the round before, so that
 * neither the board's orientation nor the chains' order matters; at most
 * CONF_READ_CHAINS chains, else none (too many for a certain result).
 * Returns the chains proved (-1: out of memory). */
static int read_proofs(conf_work *w, uint8_t *proof)
{
    const seichi_pos *p = w->p;
    int n = w->n, heads[CONF_READ_CHAINS], nh = 0, proved = 0, kept = 0, rc = 0;
    for (int i = 0; i < w->ne; i++) {
        int h = p->head[w->el[i]], seen = 0;
        for (int j = 0; j < nh; j++) seen |= heads[j] == h;
        if (seen) continue;
        if (nh == CONF_READ_CHAINS) return 0;
        heads[nh++] = h;
    }
    /* read in the canonical frame (canonical.c), so that the reader's
       order of moves, and what a budget cuts short, are the same however
       the board was turned */
    int *tr = malloc(sizeof(int) * (size_t)n);
    uint8_t *anchor = malloc((size_t)n), done[CONF_READ_CHAINS] = {0};
    int sym = tr ? score_canonical_symmetry(p, NULL) : -1;
    seichi_pos *img = sym >= 0 ? score_canonical_image(p, sym, 0, tr) : NULL;
    if (sym < 0 && tr)
        for (int q = 0; q < n; q++) tr[q] = q;
    const seichi_pos *rp = img ? img : p;
    seichi_reader *rd = tr && anchor && (img || sym < 0) ? seichi_reader_new(rp, CONF_READ_BUDGET, 0) : NULL;
    for (int changed = rd != NULL; changed;) {
        changed = 0;
        for (int q = 0; q < n; q++)
            anchor[tr[q]] = p->color[q] && !conf_judged(proof[q]) && w->r->reason[q] == SEICHI_PT_STONE;
        int now[CONF_READ_CHAINS] = {0};
        for (int j = 0; j < nh; j++)
            now[j] = !done[j] && read_life_proof(rd, rp, tr[heads[j]], anchor) == SEICHI_READ_FAIL;
        for (int j = 0; j < nh; j++) {
            if (!now[j]) continue;
            done[j] = 1, proved++, changed = 1;
            int x = heads[j];
            do {
                proof[x] = SEICHI_PROOF_READ;
                x = p->next[x];
            } while (x != heads[j]);
        }
    }
    if (!rd) rc = -1;
    seichi_reader_free(rd);
    seichi_pos_free(img);
    free(anchor);
    free(tr);
    for (int i = 0; i < w->ne; i++)
        if (proof[w->el[i]] == SEICHI_JUDGED_EYES) w->el[kept] = w->el[i], w->er[kept++] = w->er[i];
    w->ne = kept;
    return rc ? rc : proved;
}

int score_confidence(seichi_result *r, const seichi_pos *p, const seichi_score_options *o,
                     const uint8_t *dead, const uint8_t *fills)
{
    int n = p->n;
    if (n < 1) return SEICHI_ARG;
    score_confidence_free(r);
    r->conf_nheads = 0;
    r->conf_proof = calloc((size_t)n, 1);
    r->conf_heads = malloc(sizeof(int) * (size_t)n + 1);
    if (!r->conf_proof || !r->conf_heads) return SEICHI_NOMEM;
    memset(&r->feat, 0, sizeof r->feat);
    r->conf_best = r->conf_worst = r->margin;
    r->conf_groups = 0;
    if (p->nplayers != 2) {
        /* the proofs here are for two players; say nothing is proved */
        for (int q = 0; q < n; q++) r->conf_proof[q] = p->color[q] ? SEICHI_JUDGED_EYES : 0;
        r->conf = SEICHI_CONF_UNCERTAIN;
        snprintf(r->conf_line, sizeof r->conf_line, "uncertain: more than two players");
        return SEICHI_OK;
    }
    size_t nadj = (size_t)p->g->adj_off[n], bytes = (4 * (size_t)n + 7) & ~(size_t)7;
    char *mem = malloc(bytes + sizeof(int) * (10 * (size_t)n + nadj) + sizeof(area_info) * (size_t)n);
    if (!mem) return SEICHI_NOMEM;
    conf_work w;
    memset(&w, 0, sizeof w);
    w.p = p, w.r = r, w.n = n;
    w.tmp = (uint8_t *)mem; /* then open_dame, tabled, asis: n bytes each */
    uint8_t *open_dame = w.tmp + n;
    w.tabled = open_dame + n;
    w.asis = w.tabled + n;
    w.area = (int *)(void *)(mem + bytes);
    w.uf = w.area + n;
    w.stack = w.uf + n; /* 2n: the flood stack, then per-root eye counts */
    w.list = w.stack + 2 * n;
    w.heads = w.list + n;
    w.stamp = w.heads + n;
    w.deads = w.stamp + n;
    w.el = w.deads + n;
    w.er = w.el + n;
    w.walls = w.er + n; /* nadj */
    w.areas = (area_info *)(void *)(w.walls + nadj);
    int suicide = o->rules.suicide, anyd[3] = {0, 0, 0};
    int rc = benson_cleared(&w, suicide, anyd);
    if (rc) {
        free(mem);
        return rc;
    }
    conf_features *f = &r->feat;
    dame_features(&w, f, open_dame);
    int cnt[3];
    initial_proofs(&w, r->conf_proof, anyd, cnt);
    if (cnt[0] + cnt[1] + w.ne) rc = settle(&w, r->conf_proof, f);
    /* reading only where it can make the result certain: a game ended by
       two passes whose every other decision is proved, with no wide dame */
    int others = cnt[2] + cnt[1] + cnt[0] - f->settled_dead;
    int could = o->finished_by_passes && !others && f->max_dame_region < CONF_DAME_REGION &&
                f->far2 * 361 < CONF_OPEN_FAR * n;
    if (!rc && w.ne && could) {
        int read = read_proofs(&w, r->conf_proof);
        if (read < 0) rc = SEICHI_NOMEM;
        else if (read > 0) rc = settle(&w, r->conf_proof, f);
    }
    if (rc) {
        free(mem);
        return rc;
    }
    /* judged stones left: seki, eye-count, and enclosed not settled */
    int left = cnt[2] + cnt[1] + w.ne + cnt[0] - f->settled_dead;
    if (f->dame_open) open_borders(&w, r->conf_proof, open_dame);
    const uint8_t *proof = r->conf_proof;
    const seichi_graph *g = p->g;
    memset(w.tmp, 0, (size_t)n); /* chains already counted, by head */
    int passed = o->finished_by_passes;
    for (int q = 0; q < n && (left || !passed); q++) {
        if (!p->color[q]) {
            if (passed) continue; /* kos, fills, false eyes: read only below */
            f->ko_fills += open_ko(p, q);
            f->forced += r->reason[q] == SEICHI_PT_FORCED;
            f->false_eyes += r->reason[q] == SEICHI_PT_FALSE_EYE;
            continue;
        }
        if (r->reason[q] == SEICHI_PT_SEKI_STONE) f->seki_stones++;
        if (!conf_judged(proof[q])) continue;
        f->judged_stones++;
        /* a chain is named by its first stone in point order, which does
           not depend on how the position was built (its head does) */
        if (!w.tmp[p->head[q]]) w.tmp[p->head[q]] = 1, f->judged_chains++, r->conf_heads[r->conf_nheads++] = q;
        if (r->reason[q] == SEICHI_PT_DEAD) f->unproved_dead++;
        else f->unproved_alive++;
    }
    /* judged groups: judged chains of one colour and one decision joined
       through the empty points they share */
    for (int q = 0; q < n && f->judged_stones; q++) w.uf[q] = q;
    for (int q = 0; q < n && f->judged_stones; q++) {
        if (p->color[q] && conf_judged(proof[q])) uf_unite(w.uf, q, p->head[q]);
        if (p->color[q]) continue;
        int first = -1;
        for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
            int t = g->adj[k];
            if (!p->color[t] || !conf_judged(proof[t])) continue;
            if (first < 0) first = t;
            else if (p->color[t] == p->color[first] && r->reason[t] == r->reason[first]) uf_unite(w.uf, first, t);
        }
    }
    for (int q = 0; q < n && f->judged_stones; q++) {
        if (!p->color[q] || !conf_judged(proof[q]) || uf_find(w.uf, q) != q) continue;
        if (r->conf_groups < CONF_LIST_MAX) r->conf_group_pts[r->conf_groups] = q;
        r->conf_groups++;
    }
    free(mem);
    /* every judged decision is taken to change the score (on the corpus
       none of them failed to); the range says by how much, computed when
       asked for (conf_range) from a copy of the position */
    int changes = f->judged_stones > 0;
    if (changes) {
        r->conf_fills = malloc(2 * (size_t)n);
        if (!r->conf_fills) return SEICHI_NOMEM;
        r->conf_colors = r->conf_fills + n;
        r->conf_has_fills = fills != NULL;
        if (fills) memcpy(r->conf_fills, fills, (size_t)n);
        memcpy(r->conf_colors, p->color, (size_t)n);
        r->conf_captures[1] = p->captures[1], r->conf_captures[2] = p->captures[2];
        r->conf_opts = *o;
        r->conf_opts.dead = NULL;
        r->conf_opts.explain = 0;
    }
    r->conf_range_done = !changes;
    (void)dead;
    /* a record that stops before its last dame: the kos, teire and false
       eyes it leaves are settled by the fills' rules (a judgement) */
    int teire = 0;
    for (int q = 0; q < n && !o->finished_by_passes && !teire; q++)
        teire = p->color[q] && r->reason[q] == SEICHI_PT_DEAD && proof[q] != SEICHI_PROOF_BENSON && proof[q] != SEICHI_PROOF_CLEARED;
    int unfilled = !o->finished_by_passes && (f->ko_fills || f->dame || f->false_eyes || f->forced || teire);
    /* thresholds for 361 points, scaled to the board */
    int open = f->judged_chains * 361 >= CONF_OPEN_CHAINS * n || f->far2 * 361 >= CONF_OPEN_FAR * n ||
               f->max_dame_region * 361 >= CONF_OPEN_REGION * n;
    if (open) r->conf = SEICHI_CONF_UNFINISHED;
    else if (changes || f->max_dame_region >= CONF_DAME_REGION || unfilled)
        r->conf = SEICHI_CONF_UNCERTAIN;
    else r->conf = SEICHI_CONF_CERTAIN;
    r->conf_unfilled = unfilled;
    r->conf_line[0] = 0; /* made when first asked for (conf_range) */
    return SEICHI_OK;
}
