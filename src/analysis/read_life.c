/*
 * read_life.c - local life and death of a group, read move by move
 * (seichi_read_kill: can the opponent, moving first, kill it;
 * seichi_read_live: can its owner, moving first, make it live).
 *
 * Definitions.  The group of a stone of colour c: its chain, and every
 * chain of c next to a small region of a chain already in it.  A region is
 * a maximal connected set of points that are not c's stones (empty
 * points and the opponent's stones); it is small when it has at most
 * ZONE_REGION points, which is where eyes are made: the eyespace, with
 * whatever the opponent has inside it.  The zone of the question: the
 * group's stones, its small regions, its liberties in the big regions
 * (the outside liberties, where a shortage of liberties is played) with
 * the empty points behind them when those are OUTSIDE_ROOM or fewer (a
 * short corridor out, which the group could extend into), and
 * the liberties of the opponent's chains next to the group that have
 * WALL_LIBS liberties or fewer (a wall the owner may capture).  Both
 * players play only on the empty points of the zone, as in the local
 * life-and-death questions of Go problems and of GNU Go's owl reader
 * (engine/owl.c), which reads a dragon's "eye space and its border" the
 * same way: a group that could only live by running out of its zone is
 * not read as living (the caller asks about enclosed groups).
 *
 * The game.  The group lives as soon as the named stone's chain is
 * pass-alive inside the zone: Benson's algorithm (Benson, "Life in the
 * game of Go", 1976) on the chains of c that have a stone in the zone and
 * the small regions around them - every chain left has two regions all
 * of whose empty points are its liberties, and every region kept is
 * bordered by chains kept.  It dies when the named chain is captured.
 * The owner may pass; the opponent never passes (a pass would let the
 * owner pass too and the group stand), so an opponent with no legal move
 * in the zone has failed: the group lives or is in seki, which counts as
 * living.  A position that comes back on the line being read ends it as
 * the opponent's failure (no progress: seki, or an exchange of captures).
 * Every empty point of the zone is tried by both sides (the owner's own
 * one-point eyes excepted), best first: captures of chains in atari,
 * saving one's own chain in atari, then the points with the most empty
 * neighbours in the zone (the vital points of an eyespace).  Nothing is
 * pruned by width, so a FAIL within the budget is a proof for the zone.
 * A line that works only through a ko capture gives a ko, graded as the
 * tactical reader grades it (read.c): the reader plays no ko threats.
 *
 * The search plays on the reader's working copy with its undo log and
 * transposition table (read_int.h), keyed from the side of the group
 * asked about, so a question and its colour-swapped twin read the same
 * nodes.  Bounded by the reader's node budget and depth: UNKNOWN when
 * either runs out, and for a zone of more than ZONE_MAX points.
 *
 * Known failure cases: a group that lives by connecting out or escaping
 * (outside its zone) is read as enclosed; a wall chain of more than
 * WALL_LIBS liberties is never captured, so a group in a race with a wall
 * that is itself weak reads as dead; a region bigger than ZONE_REGION is
 * no eyespace
 * (a big eye the group already has is read as outside liberties, so the
 * owner's life there needs the search to build it); ko is read without
 * threats; budgets grow fast with the zone's empty points.
 *
 * Proof of life (read_life_proof, for the confidence): the same search
 * where the owner succeeds only by reaching a pass-alive chain or joining
 * a stone the caller has proved alive (anchor), and the opponent may pass
 * too (two passes in a row prove nothing): a seki, an opponent out of
 * moves or a repeated position is no proof there.  Sound for the whole
 * board: the opponent's plays outside the zone touch none of the regions
 * Benson counts for the chains in it.
 *
 * Not used by the dead-stone analysis.  Asking it about the groups the
 * enclosure keeps alive without two eyes (bench/ACCURACY_HISTORY.md,
 * session 10) changed no game for the better: where a wall is weak the
 * fixed zone reads the wrong side dead (+11 / -182 games with every wall
 * taken as strong), and with only settled walls the few questions left (101
 * on the corpus) found nothing the players had marked.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/read_int.h"
#include "analysis/read_life.h"

#define ZONE_REGION 12 /* the biggest region read as eyespace            */
#define ZONE_MAX 40    /* the most points of a zone                        */
#define BENSON_REGION 40 /* a region bigger is never vital                  */
#define MAX_CHAINS 64
#define OUTSIDE_ROOM 6 /* a corridor of more empty points is open board     */
#define WALL_LIBS 4 /* a wall chain with more liberties is not attacked    */
#define MAX_PATH 128

typedef struct life {
    seichi_reader *r;
    const seichi_pos *at; /* the position floods read: the question's, then
                             the working copy once the search starts   */
    int stone, col, opp;
    int strict;              /* the owner succeeds only by pass-alive,
                                or by joining a chain of anchor        */
    const uint8_t *anchor;   /* NULL, or 1 on stones proved alive      */
    int zone[ZONE_MAX], nz;  /* the zone's points that are not c's stones */
    int rep[MAX_CHAINS], nrep; /* a stone of each chain of the group   */
    uint8_t *in_zone;    /* 2: a small region's point, 1: an outside liberty,
                            3: a liberty of a short wall chain       */
    uint32_t *mark, gen;  /* scratch marks: floods, chains seen          */
    int *stack, *region;  /* n each                                      */
    uint64_t path[MAX_PATH];
} life;

/* Floods the region of x (points not of colour c) into s->region, at most
 * cap + 1 points (more: the region is bigger than cap).  Returns its size. */
static int flood(life *s, int x, int c, int cap, uint32_t v)
{
    const seichi_pos *w = s->at;
    const seichi_graph *g = w->g;
    int n = 0;
    s->mark[x] = v;
    s->region[n++] = x;
    for (int t = 0; t < n && n <= cap; t++)
        for (int j = g->adj_off[s->region[t]]; j < g->adj_off[s->region[t] + 1] && n <= cap; j++) {
            int y = g->adj[j];
            if (w->color[y] == c || s->mark[y] == v) continue;
            s->mark[y] = v;
            s->region[n++] = y;
        }
    return n;
}

static void zone_add(life *s, int x, int *over, int kind)
{
    if (s->in_zone[x]) return;
    if (s->nz == ZONE_MAX) {
        *over = 1;
        return;
    }
    s->in_zone[x] = (uint8_t)kind;
    s->zone[s->nz++] = x;
}

/* The outside liberty q, and the empty points reached from it through
 * empty points when they are OUTSIDE_ROOM or fewer (a short corridor the
 * group could extend into, filled by the opponent as well). */
static void outside(life *s, int q, int *over)
{
    const seichi_pos *w = s->at;
    const seichi_graph *g = w->g;
    int k = 0, pts[OUTSIDE_ROOM + 1];
    uint32_t v = ++s->gen;
    s->mark[q] = v;
    pts[k++] = q;
    for (int t = 0; t < k && k <= OUTSIDE_ROOM; t++)
        for (int j = g->adj_off[pts[t]]; j < g->adj_off[pts[t] + 1] && k <= OUTSIDE_ROOM; j++) {
            int y = g->adj[j];
            if (w->color[y] || s->mark[y] == v) continue;
            s->mark[y] = v;
            pts[k++] = y;
        }
    if (k > OUTSIDE_ROOM) k = 1;
    for (int t = 0; t < k; t++) zone_add(s, pts[t], over, 1);
}

/* The group of s->stone (s->rep) and its zone's points that are not its
 * stones (the essay's definitions); 0 if they are more than ZONE_MAX. */
static int build_zone(life *s)
{
    const seichi_pos *w = s->at;
    const seichi_graph *g = w->g;
    int over = 0, c = s->col;
    uint32_t chain_mark = ++s->gen;
    s->rep[s->nrep++] = s->stone;
    s->mark[w->head[s->stone]] = chain_mark;
    for (int i = 0; i < s->nrep && !over; i++) {
        int h = w->head[s->rep[i]], x = h;
        do {
            for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
                int q = g->adj[j];
                if (w->color[q] == c || s->in_zone[q]) continue;
                uint32_t v = ++s->gen;
                int k = flood(s, q, c, ZONE_REGION, v);
                if (k > ZONE_REGION) { /* outside: the liberty, and the few
                                           empty points behind it */
                    if (!w->color[q]) outside(s, q, &over);
                    continue;
                }
                for (int t = 0; t < k; t++) {
                    int y = s->region[t];
                    zone_add(s, y, &over, 2);
                    for (int e = g->adj_off[y]; e < g->adj_off[y + 1]; e++) {
                        int z = g->adj[e];
                        if (w->color[z] != c || s->mark[w->head[z]] == chain_mark) continue;
                        s->mark[w->head[z]] = chain_mark;
                        if (s->nrep < MAX_CHAINS) s->rep[s->nrep++] = z;
                        else over = 1;
                    }
                }
            }
            x = w->next[x];
        } while (x != h);
    }
    /* the liberties of the short wall chains around it: the owner may
       capture its way out of the enclosure */
    uint32_t wall = ++s->gen;
    for (int i = 0; i < s->nrep && !over; i++) {
        int h = w->head[s->rep[i]], x = h;
        do {
            for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
                int q = g->adj[j], hq = w->head[q];
                if (w->color[q] != s->opp || s->mark[hq] == wall) continue;
                s->mark[hq] = wall;
                if (w->libs[hq] > WALL_LIBS) continue;
                int y = hq;
                do {
                    for (int e = g->adj_off[y]; e < g->adj_off[y + 1]; e++)
                        if (!w->color[g->adj[e]]) zone_add(s, g->adj[e], &over, 3);
                    y = w->next[y];
                } while (y != hq);
            }
            x = w->next[x];
        } while (x != h);
    }
    return !over;
}

/* Benson's pass-alive test of the named chain, on the chains of the
 * group's colour with a stone in the zone and the regions around them. */
static int alive_in_zone(life *s)
{
    const seichi_pos *w = s->r->w;
    const seichi_graph *g = w->g;
    int c = s->col, heads[MAX_CHAINS], nh = 0;
    int reg_first[2 * MAX_CHAINS], reg_len[2 * MAX_CHAINS], nreg = 0, used = 0;
    int *pts = s->stack; /* the small regions' points, one after another */
    uint32_t cm = ++s->gen;
    for (int i = 0; i < s->nrep + s->nz; i++) {
        int x = i < s->nrep ? s->rep[i] : s->zone[i - s->nrep];
        if (w->color[x] != c || s->mark[w->head[x]] == cm) continue;
        s->mark[w->head[x]] = cm;
        if (nh == MAX_CHAINS) return 0;
        heads[nh++] = w->head[x];
    }
    /* the small regions next to those chains */
    uint32_t rm0 = s->gen + 1;
    for (int i = 0; i < nh; i++) {
        int h = heads[i], x = h;
        do {
            for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
                int q = g->adj[j];
                if (w->color[q] == c || (s->mark[q] >= rm0 && s->mark[q] <= s->gen)) continue;
                uint32_t v = ++s->gen;
                int k = flood(s, q, c, BENSON_REGION, v);
                if (k > BENSON_REGION || nreg == 2 * MAX_CHAINS || used + k > w->n) continue;
                reg_first[nreg] = used;
                reg_len[nreg++] = k;
                memcpy(pts + used, s->region, sizeof *pts * (size_t)k);
                used += k;
            }
            x = w->next[x];
        } while (x != h);
    }
    uint8_t alive[MAX_CHAINS], reg_ok[2 * MAX_CHAINS];
    memset(alive, 1, sizeof alive);
    memset(reg_ok, 1, sizeof reg_ok);
    for (int changed = 1; changed;) {
        changed = 0;
        /* a region bordered by a chain not kept is dropped */
        for (int r = 0; r < nreg; r++) {
            if (!reg_ok[r]) continue;
            for (int t = 0; t < reg_len[r] && reg_ok[r]; t++) {
                int y = pts[reg_first[r] + t];
                for (int e = g->adj_off[y]; e < g->adj_off[y + 1] && reg_ok[r]; e++) {
                    int z = g->adj[e];
                    if (w->color[z] != c) continue;
                    int kept = 0;
                    for (int i = 0; i < nh && !kept; i++) kept = heads[i] == w->head[z] && alive[i];
                    if (!kept) reg_ok[r] = 0, changed = 1;
                }
            }
        }
        for (int i = 0; i < nh; i++) {
            if (!alive[i]) continue;
            int vital = 0;
            for (int r = 0; r < nreg && vital < 2; r++) {
                if (!reg_ok[r]) continue;
                int all = 1, touches = 0;
                for (int t = 0; t < reg_len[r] && all; t++) {
                    int y = pts[reg_first[r] + t], lib = 0;
                    for (int e = g->adj_off[y]; e < g->adj_off[y + 1]; e++) {
                        int z = g->adj[e];
                        if (w->color[z] == c && w->head[z] == heads[i]) lib = 1;
                    }
                    touches |= lib;
                    if (!w->color[y] && !lib) all = 0;
                }
                vital += all && touches;
            }
            if (vital < 2) alive[i] = 0, changed = 1;
        }
    }
    for (int i = 0; i < nh; i++)
        if (heads[i] == w->head[s->stone]) return alive[i];
    return 0;
}

/* The empty points of the zone side col may try, best first. */
static int candidates(life *s, int col, int *cand)
{
    const seichi_pos *w = s->r->w;
    const seichi_graph *g = w->g;
    int k = 0, score[ZONE_MAX];
    for (int i = 0; i < s->nz; i++) {
        int m = s->zone[i];
        if (w->color[m] || (col == s->col && read_own_eye(w, m, col))) continue;
        int v = 0;
        for (int j = g->adj_off[m]; j < g->adj_off[m + 1]; j++) {
            int q = g->adj[j];
            if (!w->color[q]) v += s->in_zone[q] != 0;
            else if (w->libs[w->head[q]] == 1) v += 100; /* a capture, or saving a chain in atari */
        }
        int at = k++;
        while (at > 0 && score[at - 1] < v) {
            score[at] = score[at - 1];
            cand[at] = cand[at - 1];
            at--;
        }
        score[at] = v;
        cand[at] = m;
    }
    return k;
}

static int node(life *s, int owner, int depth, int lastpass, int *move);

/* The named chain holds a stone proved alive before the question. */
static int anchored(const life *s)
{
    const seichi_pos *w = s->r->w;
    if (!s->anchor) return 0;
    int h = w->head[s->stone], x = h;
    do {
        if (s->anchor[x]) return 1;
        x = w->next[x];
    } while (x != h);
    return 0;
}

/* The side to move (owner: the group's colour) tries its moves. */
static int search(life *s, int owner, int depth, int lastpass, int *move)
{
    seichi_reader *r = s->r;
    seichi_pos *w = r->w;
    int col = owner ? s->col : s->opp, cand[ZONE_MAX + 2], k = 0, tried = 0;
    read_best b = READ_BEST_INIT;
    if (owner && depth == 0) cand[k++] = SEICHI_PASS; /* at the root: no move needed */
    k += candidates(s, col, cand + k);
    if ((owner && depth > 0) || (!owner && s->strict)) cand[k++] = SEICHI_PASS;
    for (int i = 0; i < k; i++) {
        int m = cand[i];
        if (m != SEICHI_PASS && seichi_pos_legality(w, col, m, 0) != SEICHI_LEGAL) continue;
        tried++;
        pos_mark mk;
        pos_mark_state(w, &mk);
        int ko = read_play(r, col, m);
        int ans = m == SEICHI_PASS && lastpass ? SEICHI_READ_UNKNOWN /* both passed: nothing proved */
                                               : node(s, !owner, depth + 1, m == SEICHI_PASS, NULL);
        pos_undo(w, &mk);
        if (read_best_add(&b, m, ans, ko && m != SEICHI_PASS)) break;
    }
    if (!owner && !tried && s->strict) return SEICHI_READ_UNKNOWN;
    return read_best_result(&b, move);
}

/* The answer for the side to move: the owner (making the group live) or
 * the opponent (killing it). */
static int node(life *s, int owner, int depth, int lastpass, int *move)
{
    seichi_reader *r = s->r;
    seichi_pos *w = r->w;
    int res, mv = SEICHI_NONE;
    if (move) *move = SEICHI_NONE;
    if (w->color[s->stone] != s->col) return owner ? SEICHI_READ_FAIL : SEICHI_READ_WIN;
    uint64_t key = read_key(r, s->col,
                            3ull << 61 | (uint64_t)(unsigned)s->stone << 8 | (uint64_t)lastpass << 2 |
                                (uint64_t)s->strict << 1 | (uint64_t)owner);
    if (read_tt_probe(r, key, move, &res)) return res;
    /* the opponent's plays never make the group pass-alive: looked at
       after the owner's (and at the start) */
    if ((!owner || depth == 0) && (anchored(s) || (w->libs[w->head[s->stone]] >= 2 && alive_in_zone(s)))) {
        if (move && owner) *move = SEICHI_PASS;
        return owner ? SEICHI_READ_WIN : SEICHI_READ_FAIL;
    }
    for (int i = 0; i < depth; i++)
        if (s->path[i] == key) /* no progress */
            return s->strict ? SEICHI_READ_UNKNOWN : owner ? SEICHI_READ_WIN : SEICHI_READ_FAIL;
    if (depth >= r->max_depth || depth >= MAX_PATH || r->nodes >= r->budget) return SEICHI_READ_UNKNOWN;
    s->path[depth] = key;
    res = search(s, owner, depth, lastpass, &mv);
    read_tt_store(r, key, res, mv);
    if (move) *move = mv;
    return res;
}

/* The scratch of a question (n points). */
static int life_alloc(life *s, int n)
{
    s->in_zone = calloc((size_t)n, 1);
    s->mark = calloc((size_t)n, sizeof *s->mark);
    s->stack = malloc(sizeof *s->stack * (size_t)n);
    s->region = malloc(sizeof *s->region * ((size_t)n + 1));
    return s->in_zone && s->mark && s->stack && s->region;
}

static void life_free(life *s)
{
    free(s->in_zone);
    free(s->mark);
    free(s->stack);
    free(s->region);
}

/* Starts the question about pt on the scratch s already made: the zone
 * (on p), then the working copy.  0 if it cannot be read. */
static int life_begin(life *s, seichi_reader *r, const seichi_pos *p, int pt)
{
    for (int i = 0; i < s->nz; i++) s->in_zone[s->zone[i]] = 0;
    s->nz = s->nrep = 0;
    s->r = r;
    s->at = p;
    s->stone = pt;
    s->col = p->color[pt];
    s->opp = 3 - s->col;
    return build_zone(s);
}

static int life_search(life *s, int owner, int *move)
{
    seichi_reader *r = s->r;
    if (!read_begin(r, s->at)) return SEICHI_READ_UNKNOWN;
    s->at = r->w;
    int res = node(s, owner, 0, 0, move);
    return r->trail.overflow ? SEICHI_READ_UNKNOWN : res;
}

static int ask(seichi_reader *r, const seichi_pos *p, int pt, int owner, const uint8_t *anchor, int strict,
               int *move)
{
    if (move) *move = SEICHI_NONE;
    if (!r || !p || pt < 0 || pt >= p->n || !p->color[pt] || p->nplayers != 2) return SEICHI_READ_FAIL;
    if (p->g != r->w->g) return SEICHI_READ_UNKNOWN;
    life s = {0};
    int res = SEICHI_READ_UNKNOWN;
    s.strict = strict;
    s.anchor = anchor;
    if (life_alloc(&s, p->n) && life_begin(&s, r, p, pt)) res = life_search(&s, owner, move);
    life_free(&s);
    return res;
}

int seichi_read_kill(seichi_reader *r, const seichi_pos *p, int pt, int *move) { return ask(r, p, pt, 0, NULL, 0, move); }

int seichi_read_live(seichi_reader *r, const seichi_pos *p, int pt, int *move) { return ask(r, p, pt, 1, NULL, 0, move); }

int read_life_proof(seichi_reader *r, const seichi_pos *p, int pt, const uint8_t *anchor)
{
    return ask(r, p, pt, 0, anchor, 1, NULL);
}
