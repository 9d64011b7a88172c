/*
 * read_semeai.c - liberty races (semeai) between two adjacent groups of
 * opposite colours, read move by move (seichi_read_semeai).
 *
 * Definitions.  A group is the chain of the stone the caller names and
 * the chains of its colour that share an eye with it: an eye is a region
 * of at most EYE_MAX points that are empty or the other colour's stones
 * (captives inside it), all of whose neighbours outside it are of the
 * group's colour, and which holds no stone of the other group.  The race
 * is lost by the group whose named stone is captured first; it is seki
 * (or both live) when neither can be captured.  With A's owner to move
 * the reader answers two questions, as GNU Go's owl_analyze_semeai does
 * (engine/owl.c; its GTP command analyze_semeai):
 *  - live: can A's owner keep A from being captured first?  Kill B first,
 *    or reach a position where B's owner cannot capture A at all;
 *  - kill: can A's owner capture B first?
 * So a won race is live and kill, seki live but not kill, a lost race
 * neither.  Each answer is graded as the tactical reader grades its own
 * (read.c): win, ko the asking side takes first, ko the other side takes
 * first (the asking side must retake), fail, or unknown when the node
 * budget or the depth ran out.
 *
 * The search is two-player and goal-directed, on the reader's working copy
 * with its undo log and transposition table, keyed as read.c keys it but
 * seen from A's side (A's colour as White, whichever side moves), so a
 * race and its colour-swapped twin read the same nodes.  The side trying to
 * live may pass (it needs no move when the other cannot kill it); the side
 * trying to kill never passes (a pass lets the other pass too and live),
 * so a killer with no move that works has failed and the search ends
 * without a pass rule.  A position that comes back on the line being read
 * (captures and recaptures) ends the line as the killer's failure: it made
 * no progress.  The moves tried, in this order: taking a chain of the other
 * group in atari; capturing any chain of the other colour next to one's
 * own group in atari, or saving one's own chain in atari; the empty points
 * of the other group's eyes (the nakade); the other group's liberties,
 * outside ones before shared ones (the order of Müller, "Race to capture:
 * analyzing semeai in Go", 1999: outside liberties are filled first,
 * shared ones last), and where filling a liberty would be a self-atari (an
 * approach liberty) the empty points next to it (the approach moves); the
 * liberties of the other colour's chains of two liberties next to one's
 * group (an atari that gains a liberty); one's own liberties where the
 * play gains liberties, or all of them for a chain of two liberties or
 * fewer; the empty points of one's own eyes (the vital point that makes
 * two eyes).  Filling one's own one-point eye is never tried.  Plain outside
 * liberties (not shared, no approach needed, not in an eye) are
 * interchangeable in a race: only the first of them is tried at a node,
 * which makes a race of n outside liberties cost about n nodes instead of
 * 2^n.  The width is bounded as well: captures, eye points and the pass are
 * always tried, the other moves only the first 8 at the first two plies, 5
 * up to the sixth, 3 deeper (what keeps a race inside a real game within
 * the budget; a move beyond the width is not read, so a race won only by
 * it is reported lost).
 *
 * Liberty counts are not used as a shortcut.  The counts Müller gives for
 * big eyes (a 3-point eye is worth 3 liberties, 4 points 5, 5 points 8, 6
 * points 12 when the killer has no stones to capture inside) and for
 * shared liberties come out of the search itself (a stone played into the
 * eye, captured, played again), which is also what makes approach moves,
 * eyes with captives inside and kos come out right where a count would
 * not.  tests/unit/test_semeai.c holds the search to the counts where
 * they are exact: 205 races without eyes (every mix of 0-5 outside
 * liberties each and 0-5 shared, 665 plays a question on average, 8,196
 * at most) and the four big eyes against outside liberties.
 *
 * A line that works only through a ko capture gives a ko, not a win: the
 * reader plays no ko threats (a pass of the living side stands for one).
 *
 * GNU Go's answer is about life, not only the race: its owl reader asks
 * whether the winner also lives after the capture, and a group that wins
 * its race inside the opponent's territory is still "0 0" there.  Here
 * the race ends at the first capture of a named chain.  Measured on GNU
 * Go's own regression file (bench/bench_semeai.c, bench/RESULTS.md).
 *
 * Known failure cases: a group is only what its chains and shared small
 * eyes make it (GNU Go's dragons also join chains through connections
 * such as bamboo joints and hanging connections, which are not read here;
 * a cut between them is not tried unless it is a liberty); a third group
 * next to the race (a chain of either colour that is neither A nor B) is
 * read only as far as capturing or saving it in atari, or taking one of
 * two liberties of it; groups with many liberties in an open position
 * make the search exponential and the answer unknown once the budget is
 * spent; a cycle is scored for the living side, whatever the rules would
 * say of it (superko, eternal life), and the table may keep an answer
 * that a cycle decided on another line.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/read_int.h"

#define EYE_MAX 10  /* the largest region read as an eye of a group       */
#define CAPTIVE_LIBS 3 /* the most liberties of a captive inside an eye   */
#define MAX_REP 32  /* chains in a group                                  */
#define MAX_EYE 64  /* eye points of both groups                          */
#define MAX_SCAND 64
#define WIDE 8         /* moves tried at the first two plies           */
#define MID 5          /* then, up to NARROW_DEPTH                      */
#define NARROW 3       /* then                                          */
#define NARROW_DEPTH 6
#define MAX_PATH 128 /* more than any reader's max_depth is cut to */
enum { LIVE = 0, KILL = 1 };

typedef struct race {
    seichi_reader *r;
    int stone[2], col[2];
    int rep[2][MAX_REP], nrep[2]; /* one stone of each chain of a group */
    int eye[MAX_EYE], neye;       /* empty or captive points of eyes   */
    uint8_t *is_eye;              /* the same: 1 + the side, 0 if none */
    uint32_t *seen, gen;          /* moves already listed at a node    */
    uint32_t *grp, ggen;          /* group of a chain's head, a region  */
    int mover;                    /* the colour candidates are made for */
    uint64_t path[MAX_PATH];      /* the keys of the nodes being read   */
} race;

static void add(int *cand, int *k, int m, race *s)
{
    if (m < 0 || s->seen[m] == s->gen || *k >= MAX_SCAND - 1) return;
    if (read_own_eye(s->r->w, m, s->mover)) return;
    s->seen[m] = s->gen;
    cand[(*k)++] = m;
}

/* The heads of side i's chains still on the board, each once. */
static int heads(const race *s, int i, int *out)
{
    const seichi_pos *w = s->r->w;
    int n = 0;
    for (int j = 0; j < s->nrep[i]; j++) {
        int x = s->rep[i][j], dup = 0;
        if (w->color[x] != s->col[i]) continue;
        for (int t = 0; t < n; t++) dup |= out[t] == w->head[x];
        if (!dup) out[n++] = w->head[x];
    }
    return n;
}

static int in_group(const race *s, int q, uint32_t v)
{
    const seichi_pos *w = s->r->w;
    return w->color[q] && s->grp[w->head[q]] == v;
}

/* The empty points next to the chain at head h. */
static void add_libs(race *s, int h, int *cand, int *k)
{
    const seichi_pos *w = s->r->w;
    const seichi_graph *g = w->g;
    int x = h;
    do {
        for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++)
            if (!w->color[g->adj[j]]) add(cand, k, g->adj[j], s);
        x = w->next[x];
    } while (x != h);
}

/* The moves side me tries, best first (the file's essay gives the order);
 * those crit[] marks (captures, the eyes' points) are always tried, the
 * others as far as the width of the ply allows. */
static int candidates(race *s, int me, int *cand, uint8_t *crit)
{
    const seichi_pos *w = s->r->w;
    const seichi_graph *g = w->g;
    int col = s->col[me], opp = s->col[!me], k = 0, hm[MAX_REP], ht[MAX_REP], plain = 0;
    int nm = heads(s, me, hm), nt = heads(s, !me, ht);
    s->mover = col;
    uint32_t mine = s->ggen += 2, theirs = mine + 1;
    s->gen++;
    for (int i = 0; i < nm; i++) s->grp[hm[i]] = mine;
    for (int i = 0; i < nt; i++) s->grp[ht[i]] = theirs;
    /* their chains in atari; my chains in atari and chains in atari next to them */
    for (int i = 0; i < nt; i++)
        if (w->libs[ht[i]] == 1) add(cand, &k, pos_chain_liberty(w, ht[i]), s);
    for (int i = 0; i < nm; i++) {
        if (w->libs[hm[i]] == 1) add(cand, &k, pos_chain_liberty(w, hm[i]), s);
        int x = hm[i];
        do {
            for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
                int q = g->adj[j];
                if (w->color[q] == opp && w->libs[w->head[q]] == 1) add(cand, &k, pos_chain_liberty(w, w->head[q]), s);
            }
            x = w->next[x];
        } while (x != hm[i]);
    }
    /* the empty points of their eyes (the nakade) */
    for (int i = 0; i < s->neye; i++)
        if (!w->color[s->eye[i]] && s->is_eye[s->eye[i]] == 2 - me) add(cand, &k, s->eye[i], s);
    for (int i = 0; i < k; i++) crit[i] = 1;
    int first_plain = k;
    /* their liberties, outside ones before shared ones, each followed by
       the approach moves it needs */
    for (int shared_pass = 0; shared_pass < 2; shared_pass++)
        for (int i = 0; i < nt; i++) {
            int x = ht[i];
            do {
                for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
                    int l = g->adj[j], shared = 0;
                    if (w->color[l] || s->seen[l] == s->gen) continue;
                    for (int e = g->adj_off[l]; e < g->adj_off[l + 1]; e++) shared |= in_group(s, g->adj[e], mine);
                    if (shared != shared_pass) continue;
                    int approach = pos_libs_after_play(w, col, l, 2) < 2;
                    if (!shared && !approach && !s->is_eye[l]) { /* a plain outside liberty */
                        if (plain) continue;
                        plain = 1;
                    }
                    add(cand, &k, l, s);
                    if (approach) /* the empty points next to it, and the liberties of
                                     my short chains it would join */
                        for (int e = g->adj_off[l]; e < g->adj_off[l + 1]; e++) {
                            int q = g->adj[e];
                            if (!w->color[q]) add(cand, &k, q, s);
                            else if (w->color[q] == col && w->libs[w->head[q]] <= 2) add_libs(s, w->head[q], cand, &k);
                        }
                }
                x = w->next[x];
            } while (x != ht[i]);
        }
    /* chains of the other colour with two liberties next to my group */
    for (int i = 0; i < nm; i++) {
        int x = hm[i];
        do {
            for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
                int q = g->adj[j];
                if (w->color[q] == opp && w->libs[w->head[q]] == 2 && !in_group(s, q, theirs))
                    add_libs(s, w->head[q], cand, &k);
            }
            x = w->next[x];
        } while (x != hm[i]);
    }
    /* my other chains of two liberties or fewer next to their group
       (saving them, connecting them: they fill its liberties) */
    for (int i = 0; i < nt; i++) {
        int x = ht[i];
        do {
            for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
                int q = g->adj[j];
                if (w->color[q] == col && w->libs[w->head[q]] <= 2 && !in_group(s, q, mine))
                    add_libs(s, w->head[q], cand, &k);
            }
            x = w->next[x];
        } while (x != ht[i]);
    }
    /* my liberties that gain liberties (extending, connecting), and the
       liberties of my chains short of them */
    for (int i = 0; i < nm; i++) {
        int x = hm[i];
        do {
            for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
                int l = g->adj[j];
                if (!w->color[l] && (w->libs[hm[i]] <= 2 || pos_libs_after_play(w, col, l, 8) > w->libs[hm[i]]))
                    add(cand, &k, l, s);
            }
            x = w->next[x];
        } while (x != hm[i]);
    }
    for (int i = first_plain; i < k; i++) crit[i] = 0;
    /* the empty points of my eyes (the vital points) */
    for (int i = 0; i < s->neye; i++)
        if (!w->color[s->eye[i]] && s->is_eye[s->eye[i]] == 1 + me) {
            int k0 = k;
            add(cand, &k, s->eye[i], s);
            if (k > k0) crit[k0] = 1;
        }
    return k;
}

static int race_node(race *s, int me, int goal, int depth, int *move);

static int search(race *s, int me, int goal, int depth, int *move)
{
    seichi_reader *r = s->r;
    seichi_pos *w = r->w;
    int col = s->col[me];
    read_best b = READ_BEST_INIT;
    int cand[MAX_SCAND], k = 0, plain = depth < 2 ? WIDE : depth < NARROW_DEPTH ? MID : NARROW;
    uint8_t crit[MAX_SCAND];
    if (goal == LIVE) cand[k] = SEICHI_PASS, crit[k++] = 1;
    k += candidates(s, me, cand + k, crit + k);
    for (int i = 0; i < k; i++) {
        int m = cand[i];
        if (!crit[i] && plain-- <= 0) continue;
        if (m != SEICHI_PASS && seichi_pos_legality(w, col, m, 0) != SEICHI_LEGAL) continue;
        pos_mark mk;
        pos_mark_state(w, &mk);
        int ko = read_play(r, col, m);
        int ans = w->color[s->stone[!me]] != s->col[!me] ? SEICHI_READ_FAIL
                                                          : race_node(s, !me, !goal, depth + 1, NULL);
        pos_undo(w, &mk);
        if (read_best_add(&b, m, ans, ko && m != SEICHI_PASS)) break;
    }
    return read_best_result(&b, move);
}

/* Side me to move with goal: LIVE (its named stone is not captured
 * first) or KILL (the other's is captured first). */
static int race_node(race *s, int me, int goal, int depth, int *move)
{
    seichi_reader *r = s->r;
    seichi_pos *w = r->w;
    int col = s->col[me], th = w->head[s->stone[!me]], mv = SEICHI_NONE, res, retake = SEICHI_NONE;
    if (move) *move = SEICHI_NONE;
    if (w->libs[th] == 1) { /* the other group's named chain in atari */
        int l = pos_chain_liberty(w, th);
        if (w->ko == l && w->ko_player == col) retake = l; /* not now: a ko to retake */
        else if (seichi_pos_legality(w, col, l, 0) == SEICHI_LEGAL) {
            pos_mark mk;
            pos_mark_state(w, &mk);
            int ko = read_play(r, col, l);
            pos_undo(w, &mk);
            if (move) *move = l;
            return ko ? SEICHI_READ_KO : SEICHI_READ_WIN;
        }
    }
    int width_class = depth < 2 ? 0 : depth < NARROW_DEPTH ? 1 : 2; /* what search() tries */
    uint64_t key = read_key(r, s->col[0], /* seen from A's side, whoever moves */
                            1ull << 62 | (uint64_t)(unsigned)s->stone[me] << 36 |
                                (uint64_t)(unsigned)s->stone[!me] << 8 | (uint64_t)width_class << 1 | (uint64_t)goal);
    if (read_tt_probe(r, key, move, &res)) return res;
    for (int i = 0; i < depth; i++)
        if (s->path[i] == key) /* a cycle: the killer made no progress */
            return goal == LIVE ? SEICHI_READ_WIN : SEICHI_READ_FAIL;
    if (depth >= r->max_depth || depth >= MAX_PATH || r->nodes >= r->budget) return SEICHI_READ_UNKNOWN;
    s->path[depth] = key;
    res = search(s, me, goal, depth, &mv);
    if (retake >= 0 && read_rank(res) < read_rank(SEICHI_READ_KO_RETAKE) && res != SEICHI_READ_UNKNOWN)
        res = SEICHI_READ_KO_RETAKE, mv = retake;
    read_tt_store(r, key, res, mv);
    if (move) *move = mv;
    return res;
}

/* Adds the chain at x to side i's group (once). */
static void add_chain(race *s, int i, int x)
{
    const seichi_pos *w = s->r->w;
    for (int j = 0; j < s->nrep[i]; j++)
        if (w->head[s->rep[i][j]] == w->head[x]) return;
    if (s->nrep[i] < MAX_REP) s->rep[i][s->nrep[i]++] = x;
}

/* Side i's group: its named chain, and every chain of its colour next to
 * an eye of a chain already in it (see the essay).  The eyes' points go
 * to s->eye. */
static void find_group(race *s, int i)
{
    const seichi_pos *w = s->r->w;
    const seichi_graph *g = w->g;
    int col = s->col[i], other = s->stone[!i], region[EYE_MAX + 1];
    add_chain(s, i, s->stone[i]);
    for (int c = 0; c < s->nrep[i]; c++) {
        int h = w->head[s->rep[i][c]], x = h;
        do {
            for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
                int q = g->adj[j];
                if (w->color[q] == col || s->seen[q] == s->gen) continue;
                /* flood the region of q (points not of col), at most EYE_MAX */
                int n = 0, ok = 1;
                uint32_t f = ++s->ggen;
                s->grp[q] = f;
                region[n++] = q;
                for (int t = 0; t < n && ok; t++)
                    for (int e = g->adj_off[region[t]]; e < g->adj_off[region[t] + 1]; e++) {
                        int y = g->adj[e];
                        if (w->color[y] == col || s->grp[y] == f) continue;
                        s->grp[y] = f;
                        if (n == EYE_MAX) ok = 0;
                        else region[n++] = y;
                    }
                for (int t = 0; t < n && ok; t++) /* captives: the other group's stones are not */
                    ok = !w->color[region[t]] ||
                         (w->head[region[t]] != w->head[other] && w->libs[w->head[region[t]]] <= CAPTIVE_LIBS);
                if (!ok) continue;
                for (int t = 0; t < n; t++) {
                    s->seen[region[t]] = s->gen;
                    if (s->neye < MAX_EYE) s->eye[s->neye++] = region[t];
                    s->is_eye[region[t]] = (uint8_t)(1 + i);
                    for (int e = g->adj_off[region[t]]; e < g->adj_off[region[t] + 1]; e++)
                        if (w->color[g->adj[e]] == col) add_chain(s, i, g->adj[e]);
                }
            }
            x = w->next[x];
        } while (x != h);
    }
}

int seichi_read_semeai(seichi_reader *r, const seichi_pos *p, int a, int b, int *kill, int *move)
{
    int k_res = SEICHI_READ_FAIL, l_res = SEICHI_READ_FAIL, km = SEICHI_NONE, lm = SEICHI_NONE;
    if (kill) *kill = SEICHI_READ_FAIL;
    if (move) *move = SEICHI_NONE;
    if (!r || !p || a < 0 || b < 0 || a >= p->n || b >= p->n || !p->color[a] || !p->color[b] ||
        p->color[a] == p->color[b] || p->nplayers != 2)
        return SEICHI_READ_FAIL;
    if (!read_begin(r, p)) return SEICHI_READ_UNKNOWN;
    race s = {.r = r, .stone = {a, b}, .col = {p->color[a], p->color[b]}};
    s.seen = calloc((size_t)p->n, sizeof *s.seen);
    s.grp = calloc((size_t)p->n, sizeof *s.grp);
    s.is_eye = calloc((size_t)p->n, 1);
    if (!s.seen || !s.grp || !s.is_eye) {
        free(s.seen);
        free(s.grp);
        free(s.is_eye);
        return SEICHI_READ_UNKNOWN;
    }
    s.gen = 1;
    find_group(&s, 0);
    s.gen++;
    find_group(&s, 1);
    k_res = race_node(&s, 0, KILL, 0, &km);
    if (k_res == SEICHI_READ_WIN) l_res = SEICHI_READ_WIN, lm = km;
    else l_res = race_node(&s, 0, LIVE, 0, &lm);
    free(s.seen);
    free(s.grp);
    free(s.is_eye);
    if (r->trail.overflow) k_res = l_res = SEICHI_READ_UNKNOWN;
    if (kill) *kill = k_res;
    if (move) *move = k_res == SEICHI_READ_WIN || (k_res != SEICHI_READ_FAIL && k_res != SEICHI_READ_UNKNOWN &&
                                                   l_res != SEICHI_READ_WIN)
                          ? km
                          : lm;
    return l_res;
}
