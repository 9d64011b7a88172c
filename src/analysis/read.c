/*
 * read.c - bounded tactical reading of one chain: can the opponent,
 * moving first, capture it (seichi_read_attack); can its owner, moving
 * first, save it (seichi_read_defend).  Two players.
 *
 * Definitions, as in the tactical readers of Go programs (GNU Go's
 *  engine/reading.c describes the classical design this follows):
 *  - a chain with five liberties or more is safe (the reader does not try
 *    to capture it), from the fourth ply on one with four, and from the
 *    seventh one with three (a chain that escapes a ladder or net to three
 *    liberties is out; this is what keeps the search small).  Four
 *    liberties are read at the first plies because a chain that answers
 *    an atari by extending often reaches four and is still caught in a net
 *    of strong stones around it (GNU Go reads such chains as well);
 *  - attack: a chain in atari is captured (a capture the simple-ko rule
 *    forbids now, or one the owner can take back at once, is a ko);
 *    otherwise each liberty is tried, and with two or three liberties in
 *    the first four plies also the empty points next to the liberties
 *    (nets, loose ladders); a move succeeds when the chain is gone or no
 *    defence succeeds after it;
 *  - defend: a chain the attack fails on with the defender passing needs
 *    no move; otherwise its liberties are tried, and the liberties of the
 *    attacker's chains next to it that have no more liberties than it
 *    (capturing or counter-ataris); a move succeeds when no attack
 *    succeeds after it.
 * So ladders, nets, snapbacks (the throw-in is a liberty, taking it leaves
 * the chain in atari), throw-ins and capturing to escape are read.  A line
 * that works only through a ko capture (a play after which the other may
 * not retake at once) gives a ko, not SEICHI_READ_WIN: the reader plays no
 * ko threats.  Who must win the ko is said as GNU Go's codes 2 and 3 say
 * it: SEICHI_READ_KO when the side asked about takes the ko first (the
 * other needs a ko threat), SEICHI_READ_KO_RETAKE when the other side
 * takes it first (the side asked about needs a threat to take it back).
 *
 * The search plays on one working copy with an undo log (position.h's
 * trail): no position is copied below the root, nothing is allocated in
 * the loop, and every state lives in the caller's reader, so readers run
 * in any number of threads.  Every question is bounded by a node budget
 * and a depth; when either runs out before the answer is known the answer
 * is SEICHI_READ_UNKNOWN, never a guess.  The result depends only on the
 * position (candidate moves are tried in the order of the chain's
 * liberties as the position lists them, and the first success is kept,
 * which only picks among equally good answers the move reported).
 *
 * A transposition table (4,096 entries, made with the reader, emptied for
 * every question by a generation count) keeps each answer found: its key is
 * the Zobrist key of the stones, the ko point and who may not take it, the
 * question, the chain asked about and the depth while it is below DEEP (the
 * shallow plies try more moves).  The key is relative to the chain asked
 * about: the stones are hashed with the chain's colour as White
 * (position.h's pos_hash_from()) and the ko's player is named as the
 * chain's owner or the other side.  The table is lossy (a new answer
 * replaces the one in its slot), so the slots a question's keys hit decide
 * which answers are lost, hence how many nodes it takes and what a search
 * its budget cuts short answers; with relative keys the same question on
 * the colour-swapped position hits the same slots and plays the same nodes,
 * and gives the colour-swapped answer even when cut short.  An unknown
 * answer is never kept.  So the table changes no answer but unknown ones:
 * over the chains of three liberties or fewer of every corpus game at moves
 * 100, 150 and the end (684,594 questions, bench/bench_read.c) it halved
 * the nodes (230 to 107 a question, before four liberties were read) and
 * answered 47 of the 57 questions the budget stopped before
 * (bench/RESULTS.md).
 *
 * Known limits: approach moves against a chain
 * with four liberties and liberty races between groups are not read here;
 * a chain with more than two players' stones around is not read.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/read_int.h"

#define READ_SAFE_LIBS 5 /* safe at the first FOUR_DEPTH plies        */
#define FOUR_DEPTH 3     /* from this depth on four liberties are safe */
#define DEEP 6           /* from this depth on three liberties are safe */
#define NET_DEPTH 4      /* nets are looked for in the first plies only */
#define MAX_CAND 16
#define TT_BITS 12       /* 4,096 entries (96 KiB) a reader by default   */

static int safe_libs(int depth) { return depth >= DEEP ? 3 : depth >= FOUR_DEPTH ? 4 : READ_SAFE_LIBS; }

static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

uint64_t read_key(const seichi_reader *r, int c, uint64_t q)
{
    const seichi_pos *w = r->w;
    int ko_player = c == SEICHI_BLACK ? pos_swapped_colour(w->ko_player) : w->ko_player;
    uint64_t k = (uint64_t)(unsigned)(w->ko + 1) << 4 | (uint64_t)(unsigned)ko_player;
    return pos_hash_from(w, c) ^ mix64(q) ^ mix64(k ^ 0x5bd1e995ull << 32);
}

/* The key of an attack or defence question: the chain asked about (its
 * colour is the side the key is seen from) and the depth class (the
 * depths below DEEP differ in what they try). */
static uint64_t tt_key(const seichi_reader *r, int s, int attacking, int depth)
{
    return read_key(r, r->w->color[s],
                    (uint64_t)(unsigned)s << 8 | (uint64_t)(depth < DEEP ? depth : DEEP) << 1 | (uint64_t)attacking);
}

int read_tt_probe(const seichi_reader *r, uint64_t key, int *move, int *res)
{
    const tt_entry *e = &r->tt[key & r->tt_mask];
    if (e->gen != r->gen || e->key != key) return 0;
    if (move) *move = e->move;
    *res = e->result;
    return 1;
}

void read_tt_store(seichi_reader *r, uint64_t key, int result, int move)
{
    if (result == SEICHI_READ_UNKNOWN) return; /* depends on the budget */
    tt_entry *e = &r->tt[key & r->tt_mask];
    *e = (tt_entry){key, r->gen, move, result};
}

seichi_reader *seichi_reader_new(const seichi_pos *p, int budget, int max_depth)
{
    return read_new(p, budget, max_depth, TT_BITS, 0);
}

seichi_reader *read_new(const seichi_pos *p, int budget, int max_depth, int tt_bits, int log_cap)
{
    seichi_reader *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->budget = budget > 0 ? budget : 20000;
    r->max_depth = max_depth > 0 ? max_depth : 80;
    r->w = seichi_pos_copy(p);
    r->trail.cap = log_cap > 0 ? log_cap : 64 * p->n + 4096;
    r->trail.log = malloc(sizeof *r->trail.log * (size_t)r->trail.cap);
    r->tt_mask = (1u << tt_bits) - 1;
    r->tt = calloc((size_t)r->tt_mask + 1, sizeof *r->tt);
    if (!r->w || !r->trail.log || !r->tt) {
        seichi_reader_free(r);
        return NULL;
    }
    r->w->trail = &r->trail;
    return r;
}

void seichi_reader_free(seichi_reader *r)
{
    if (!r) return;
    seichi_pos_free(r->w);
    free(r->trail.log);
    free(r->tt);
    free(r);
}

int seichi_read_nodes(const seichi_reader *r) { return r->nodes; }

/* The first max liberties of the chain of s, in the order its stones and
 * their neighbours are walked; the walk stops once it has them all (the
 * position keeps the chain's count). */
static int liberties(const seichi_pos *w, int s, int *out, int max)
{
    const seichi_graph *g = w->g;
    int h = w->head[s], k = 0, x = h, all = w->libs[h] < max ? w->libs[h] : max;
    if (all <= 0) return 0;
    do {
        for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
            int q = g->adj[j], dup = 0;
            if (w->color[q]) continue;
            for (int i = 0; i < k; i++) dup |= out[i] == q;
            if (!dup && k < max) out[k++] = q;
        }
        x = w->next[x];
    } while (x != h && k < all);
    return k;
}

static void add(int *cand, int *k, int m)
{
    for (int i = 0; i < *k; i++)
        if (cand[i] == m) return;
    if (*k < MAX_CAND) cand[(*k)++] = m;
}

int read_play(seichi_reader *r, int player, int m)
{
    r->nodes++;
    seichi_pos_play(r->w, player, m, 0, NULL, NULL);
    return r->w->ko >= 0;
}

static int attack(seichi_reader *r, int s, int *move, int depth);
static int defend(seichi_reader *r, int s, int *move, int depth);
static int defend_search(seichi_reader *r, int s, int *move, int depth, int libs);

/* Tries each candidate for player, the other side answering with its own
 * question (a defence after an attacking move, an attack after a
 * defending one): the first move after which the answer fails succeeds (a
 * ko if the move took a ko).  Else unknown if any answer was (a move not
 * read to the end may succeed outright).  Else the best ko: an answer
 * that succeeds through a ko the other side takes first means this side
 * must retake it (SEICHI_READ_KO_RETAKE), one whose ko this side takes
 * first is a ko it takes first (SEICHI_READ_KO).  Else fail.  So no
 * answer but unknown depends on the budget or on the order of the
 * candidates. */
static int try_moves(seichi_reader *r, int s, int player, const int *cand, int k, int depth, int attacking,
                     int *move)
{
    seichi_pos *w = r->w;
    int c = w->color[s];
    read_best b = READ_BEST_INIT;
    for (int i = 0; i < k; i++) {
        if (seichi_pos_legality(w, player, cand[i], 0) != SEICHI_LEGAL) continue;
        pos_mark m;
        pos_mark_state(w, &m);
        int ko = read_play(r, player, cand[i]);
        int ans = w->color[s] != c ? SEICHI_READ_FAIL
                  : attacking       ? defend(r, s, NULL, depth + 1)
                                    : attack(r, s, NULL, depth + 1);
        pos_undo(w, &m);
        if (read_best_add(&b, cand[i], ans, ko)) break;
    }
    return read_best_result(&b, move);
}

static int attack(seichi_reader *r, int s, int *move, int depth)
{
    seichi_pos *w = r->w;
    int c = w->color[s], a = 3 - c, libs = w->libs[w->head[s]], lib[READ_SAFE_LIBS];
    if (move) *move = SEICHI_NONE;
    if (libs >= safe_libs(depth)) return SEICHI_READ_FAIL;
    liberties(w, s, lib, READ_SAFE_LIBS);
    if (libs == 1) {
        if (move) *move = lib[0];
        if (w->ko == lib[0] && w->ko_player == a) return SEICHI_READ_KO_RETAKE; /* not now */
        pos_mark m; /* taking one stone where it can be taken back: a ko */
        pos_mark_state(w, &m);
        int ko = read_play(r, a, lib[0]);
        pos_undo(w, &m);
        return ko ? SEICHI_READ_KO : SEICHI_READ_WIN;
    }
    uint64_t key = tt_key(r, s, 1, depth);
    int res;
    if (read_tt_probe(r, key, move, &res)) return res;
    if (depth >= r->max_depth || r->nodes >= r->budget) return SEICHI_READ_UNKNOWN;
    int cand[MAX_CAND], k = 0, mv = SEICHI_NONE;
    for (int i = 0; i < libs; i++) add(cand, &k, lib[i]);
    if ((libs == 2 || libs == 3) && depth < NET_DEPTH)
        for (int i = 0; i < libs; i++)
            for (int j = w->g->adj_off[lib[i]]; j < w->g->adj_off[lib[i] + 1]; j++)
                if (!w->color[w->g->adj[j]]) add(cand, &k, w->g->adj[j]);
    res = try_moves(r, s, a, cand, k, depth, 1, &mv);
    read_tt_store(r, key, res, mv);
    if (move) *move = mv;
    return res;
}

static int defend(seichi_reader *r, int s, int *move, int depth)
{
    int libs = r->w->libs[r->w->head[s]];
    if (move) *move = SEICHI_NONE;
    if (libs >= safe_libs(depth)) {
        if (move) *move = SEICHI_PASS;
        return SEICHI_READ_WIN;
    }
    uint64_t key = tt_key(r, s, 0, depth);
    int res;
    if (read_tt_probe(r, key, move, &res)) return res;
    int mv = SEICHI_NONE;
    res = defend_search(r, s, &mv, depth, libs);
    read_tt_store(r, key, res, mv);
    if (move) *move = mv;
    return res;
}

static int defend_search(seichi_reader *r, int s, int *move, int depth, int libs)
{
    seichi_pos *w = r->w;
    const seichi_graph *g = w->g;
    int c = w->color[s], lib[READ_SAFE_LIBS];
    if (depth >= r->max_depth || r->nodes >= r->budget) return SEICHI_READ_UNKNOWN;
    if (libs >= 2) { /* does it need a move at all? */
        pos_mark m;
        pos_mark_state(w, &m);
        read_play(r, c, SEICHI_PASS);
        int a = attack(r, s, NULL, depth + 1);
        pos_undo(w, &m);
        if (a == SEICHI_READ_FAIL) {
            if (move) *move = SEICHI_PASS;
            return SEICHI_READ_WIN;
        }
    }
    int cand[MAX_CAND], k = 0;
    liberties(w, s, lib, READ_SAFE_LIBS);
    for (int i = 0; i < libs; i++) add(cand, &k, lib[i]);
    /* the attacker's chains next to it with no more liberties: take them,
       or put them in atari */
    int h = w->head[s], x = h;
    do {
        for (int j = g->adj_off[x]; j < g->adj_off[x + 1]; j++) {
            int q = g->adj[j];
            if (w->color[q] != 3 - c || w->libs[w->head[q]] > libs) continue;
            int ql[READ_SAFE_LIBS], nq = liberties(w, q, ql, READ_SAFE_LIBS);
            for (int i = 0; i < nq; i++) add(cand, &k, ql[i]);
        }
        x = w->next[x];
    } while (x != h);
    return try_moves(r, s, c, cand, k, depth, 0, move);
}

int read_begin(seichi_reader *r, const seichi_pos *p)
{
    r->nodes = 0;
    if (p->g != r->w->g || p->nplayers != 2 || seichi_pos_copy_into(r->w, p) != SEICHI_OK) return 0;
    r->trail.n = 0;
    r->trail.overflow = 0;
    if (++r->gen == 0) { /* a new table for every question */
        memset(r->tt, 0, sizeof *r->tt * ((size_t)r->tt_mask + 1));
        r->gen = 1;
    }
    return 1;
}

/* Sets the working copy to p and runs one question on the chain at pt. */
static int ask(seichi_reader *r, const seichi_pos *p, int pt, int *move, int attacking)
{
    if (move) *move = SEICHI_NONE;
    r->nodes = 0;
    if (!p || pt < 0 || pt >= p->n || !p->color[pt] || p->nplayers != 2) return SEICHI_READ_FAIL;
    if (!read_begin(r, p)) return SEICHI_READ_UNKNOWN;
    int res = attacking ? attack(r, pt, move, 0) : defend(r, pt, move, 0);
    if (r->trail.overflow) return SEICHI_READ_UNKNOWN;
    return res;
}

int seichi_read_attack(seichi_reader *r, const seichi_pos *p, int pt, int *move) { return ask(r, p, pt, move, 1); }

int seichi_read_defend(seichi_reader *r, const seichi_pos *p, int pt, int *move) { return ask(r, p, pt, move, 0); }
