/*
 * bench_playout.c - random legal playouts on 19x19 with 2 players, plays
 * per second on one core:
 *   1. the position layer alone (seichi_pos_play, simple ko);
 *   2. the rules engine with simple ko (seichi_match, Japanese preset:
 *      history kept for cycle reports);
 *   3. the rules engine under Kee rules (every play checked against the
 *      positional history: rule 12 in full).
 * The random player picks a random empty point that is legal and not a
 * one-point eye of its own (all neighbours its colour), else passes; the
 * playout stops at the end of the game or after 3 * 361 plays.  On the
 * position layer the choice is uniform over those points (rejection
 * sampling over incrementally kept sets, see pick_pos: 1.3 points looked
 * at a play); through the engine it is the first acceptable point from a
 * random start in the list of empty points (the engine's legality calls
 * dominate there).
 * Usage: bench_playout [seconds per case, default 2] [pos: the first case only]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "position/position.h"
#include "rules/rules.h"
#include "seichi.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static inline uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (uint32_t)(((rng >> 32) * n) >> 32);
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); /* CPU time: the machine may be shared */
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

typedef struct empties {
    int pt[SEICHI_MAX_POINTS], at[SEICHI_MAX_POINTS], n;
} empties;

static void empties_rebuild(empties *e, const seichi_pos *p)
{
    e->n = 0;
    for (int i = 0; i < p->n; i++) {
        e->at[i] = -1;
        if (p->color[i] == SEICHI_EMPTY) e->at[i] = e->n, e->pt[e->n++] = i;
    }
}

static void empties_remove(empties *e, int pt)
{
    int i = e->at[pt], last = e->pt[--e->n];
    e->pt[i] = last, e->at[last] = i, e->at[pt] = -1;
}

/* Before a play at pt: the stones it will capture (neighbour chains of
 * other players whose only liberty is pt) join the empty list after. */
static inline int doomed(const seichi_pos *p, int pt, int c, int *out)
{
    const seichi_graph *g = p->g;
    int n = 0, heads[SEICHI_MAX_DEGREE], nh = 0;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k];
        if (p->color[q] == SEICHI_EMPTY || p->color[q] == c || p->libs[p->head[q]] != 1) continue;
        int h = p->head[q], s = h, dup = 0;
        for (int i = 0; i < nh; i++) dup |= heads[i] == h;
        if (dup) continue;
        heads[nh++] = h;
        do out[n++] = s, s = p->next[s];
        while (s != h);
    }
    return n;
}

static void empties_add(empties *e, int pt)
{
    e->at[pt] = e->n, e->pt[e->n++] = pt;
}

static int own_eye(const seichi_pos *p, int pt, int c)
{
    const seichi_graph *g = p->g;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++)
        if (p->color[g->adj[k]] != c) return 0;
    return 1;
}

/* A random move for the player to move: a legal point that is not an own
 * eye, or SEICHI_PASS.  legal() says whether a point may be played. */
static int pick(const seichi_pos *p, empties *e, int c, int (*legal)(void *, int), void *ud)
{
    int n = e->n;
    if (!n) return SEICHI_PASS;
    int start = (int)rnd((uint32_t)n);
    for (int i = start; i < n; i++)
        if (!own_eye(p, e->pt[i], c) && legal(ud, e->pt[i])) return e->pt[i];
    for (int i = 0; i < start; i++)
        if (!own_eye(p, e->pt[i], c) && legal(ud, e->pt[i])) return e->pt[i];
    return SEICHI_PASS;
}

/* The position-layer player keeps the empty points in sets by their
 * neighbours: class 0 "open" (an empty neighbour, or stones of both
 * colours), class c "eye of c" (every neighbour colour c), class c + 2
 * "dead eye of c" (an eye of c found not to capture: no neighbouring chain
 * in atari).  The player c never takes its own eye and takes an opponent's
 * eye only to capture, so it samples from the open set and the opponent's
 * live eyes.  An eye found dead stays dead until a play leaves one of its
 * chains in atari (a chain loses liberties only by a play on one of them,
 * so only the chains next to that play need looking at). */
enum { OCCUPIED = 255 };
typedef struct sets {
    int16_t list[5][SEICHI_MAX_POINTS];
    int n[5];
    int16_t at[SEICHI_MAX_POINTS];
    uint8_t cls[SEICHI_MAX_POINTS];
    /* neighbours empty / black / white, 4 bits each (AROUND(colour)), and
     * the value around[] has at an eye of black and of white */
    uint16_t around[SEICHI_MAX_POINTS], eye1[SEICHI_MAX_POINTS], eye2[SEICHI_MAX_POINTS];
} sets;
#define AROUND(c) (1u << (4 * (c)))

static inline int classify(const sets *e, int pt)
{
    if (e->around[pt] == e->eye1[pt]) return 1;
    if (e->around[pt] == e->eye2[pt]) return 2;
    return 0;
}

static inline void set_add(sets *e, int pt, int k)
{
    e->cls[pt] = (uint8_t)k, e->at[pt] = (int16_t)e->n[k], e->list[k][e->n[k]++] = (int16_t)pt;
}

static inline void set_del(sets *e, int pt)
{
    int k = e->cls[pt], i = e->at[pt], last = e->list[k][--e->n[k]];
    e->list[k][i] = (int16_t)last, e->at[last] = (int16_t)i, e->cls[pt] = OCCUPIED;
}

static inline void set_swap(sets *e, int k, int i, int j)
{
    int a = e->list[k][i], b = e->list[k][j];
    e->list[k][i] = (int16_t)b, e->list[k][j] = (int16_t)a;
    e->at[a] = (int16_t)j, e->at[b] = (int16_t)i;
}

static void sets_rebuild(sets *e, const seichi_pos *p)
{
    const seichi_graph *g = p->g;
    memset(e->n, 0, sizeof e->n);
    for (int i = 0; i < p->n; i++) {
        unsigned deg = (unsigned)(g->adj_off[i + 1] - g->adj_off[i]), a = 0;
        e->eye1[i] = (uint16_t)(deg * AROUND(1)), e->eye2[i] = (uint16_t)(deg * AROUND(2));
        for (int k = g->adj_off[i]; k < g->adj_off[i + 1]; k++) a += AROUND(p->color[g->adj[k]] & 3);
        e->around[i] = (uint16_t)a;
    }
    for (int i = 0; i < p->n; i++) {
        if (p->color[i] == SEICHI_EMPTY) set_add(e, i, classify(e, i));
        else e->cls[i] = OCCUPIED;
    }
}

/* The neighbour counts (and the classes of empty neighbours) after a stone
 * of colour c arrives at pt (to = c) or leaves it (from = c). */
static inline void sets_change(sets *e, const seichi_graph *g, int pt, int from, int to)
{
    uint16_t delta = (uint16_t)(AROUND(to) - AROUND(from));
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k];
        e->around[q] = (uint16_t)(e->around[q] + delta);
        if (e->cls[q] != OCCUPIED) {
            int nk = classify(e, q), was = e->cls[q];
            if (nk != (was > 2 ? was - 2 : was)) set_del(e, q), set_add(e, q, nk);
        }
    }
}

/* An open point for c: legal (seichi_pos_legality's rules: simple ko,
 * suicide) and, by its class, not an own eye.  An empty neighbour settles it
 * (a simple-ko point never has one). */
static inline int open_playable(const seichi_pos *p, const sets *e, int pt, int c)
{
    if (e->around[pt] & 15) return 1;
    if (pt == p->ko && c == p->ko_player) return 0;
    const seichi_graph *g = p->g;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k], libs = p->libs[p->head[q]];
        if (p->color[q] == c ? libs > 1 : libs == 1) return 1;
    }
    return 0;
}

/* An opponent's eye: legal only if it captures (and is not the ko point). */
static inline int eye_playable(const seichi_pos *p, int pt, int c)
{
    if (pt == p->ko && c == p->ko_player) return 0;
    const seichi_graph *g = p->g;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++)
        if (p->libs[p->head[g->adj[k]]] == 1) return 1;
    return 0;
}

/* A uniformly random playable point for c (2 players), or SEICHI_PASS:
 * rejection sampling over the open points and the opponent's live eyes,
 * each rejected point swapped out of the window so that it is tried once;
 * an eye rejected for not capturing then joins the dead eyes. */
static int pick_pos(const seichi_pos *p, sets *e, int c)
{
    int o = 3 - c, m0 = e->n[0], m1 = e->n[o], pt = SEICHI_PASS;
    while (m0 + m1) {
        int r = (int)rnd((uint32_t)(m0 + m1));
        if (r < m0) {
            int q = e->list[0][r];
            if (open_playable(p, e, q, c)) {
                pt = q;
                break;
            }
            set_swap(e, 0, r, --m0);
        } else {
            int q = e->list[o][r - m0];
            if (eye_playable(p, q, c)) {
                pt = q;
                break;
            }
            set_swap(e, o, r - m0, --m1);
        }
    }
    while (e->n[o] > m1) {
        int q = e->list[o][e->n[o] - 1];
        if (q == p->ko && c == p->ko_player) {
            if (e->n[o] == m1 + 1) break;
            set_swap(e, o, e->n[o] - 1, m1);
            continue;
        }
        set_del(e, q), set_add(e, q, o + 2);
    }
    return pt;
}

/* After a play at pt: the eyes that are the last liberty of a chain next
 * to pt (or of pt's own chain) come back to life. */
static void revive_eyes(const seichi_pos *p, sets *e, int pt)
{
    const seichi_graph *g = p->g;
    int seen[SEICHI_MAX_DEGREE + 1], ns = 0;
    for (int k = g->adj_off[pt] - 1; k < g->adj_off[pt + 1]; k++) {
        int q = k < g->adj_off[pt] ? pt : g->adj[k];
        int h = p->head[q], dup = 0;
        if (h < 0 || p->libs[h] != 1 || !e->n[p->color[h] + 2]) continue;
        for (int i = 0; i < ns; i++) dup |= seen[i] == h;
        if (dup) continue;
        seen[ns++] = h;
        int s = h, lib = -1;
        do {
            for (int j = g->adj_off[s]; j < g->adj_off[s + 1] && lib < 0; j++)
                if (p->color[g->adj[j]] == SEICHI_EMPTY) lib = g->adj[j];
            s = p->next[s];
        } while (s != h && lib < 0);
        if (e->cls[lib] == p->color[h] + 2) set_del(e, lib), set_add(e, lib, p->color[h]);
    }
}

static int match_legal(void *ud, int pt)
{
    seichi_match *m = ud;
    return seichi_match_legality(m, SEICHI_PLAY_STONE, pt) == SEICHI_RULE_OK;
}

#define REC_MAX (1 << 22)
static int16_t rec_pt[REC_MAX]; /* recorded plays; -2 marks a game start */
static int nrec;

static void record(int pt)
{
    if (nrec < REC_MAX) rec_pt[nrec++] = (int16_t)pt;
}

/* The position layer alone: the recorded playouts replayed. */
static long long replay_pos(const seichi_graph *g, int rounds)
{
    seichi_pos *start = seichi_pos_new(g, 2), *p = seichi_pos_new(g, 2);
    long long plays = 0;
    double t0 = now();
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < nrec; i++) {
            if (rec_pt[i] == -2) {
                seichi_pos_copy_into(p, start);
                continue;
            }
            seichi_pos_play(p, p->to_move, rec_pt[i], 0, NULL, NULL);
            plays++;
        }
    double dt = now() - t0;
    seichi_pos_free(p);
    seichi_pos_free(start);
    return (long long)((double)plays / dt);
}

/* The same recorded plays through the rules engine; a play the engine
 * refuses (a player prohibited by rule 12) ends that game's replay. */
static long long replay_match(const seichi_graph *g, const char *rules, long long *refused)
{
    seichi_rules r;
    seichi_rules_preset(rules, &r);
    seichi_match *m = NULL;
    long long plays = 0;
    int skip = 0;
    *refused = 0;
    double t0 = now();
    for (int i = 0; i < nrec; i++) {
        if (rec_pt[i] == -2) {
            seichi_match_free(m);
            m = seichi_match_new(g, 2, &r);
            skip = 0;
            continue;
        }
        if (skip) continue;
        int kind = rec_pt[i] < 0 ? SEICHI_PLAY_PASS : SEICHI_PLAY_STONE;
        if (seichi_match_play(m, kind, rec_pt[i], NULL) != SEICHI_OK) {
            skip = 1;
            (*refused)++;
            continue;
        }
        plays++;
    }
    double dt = now() - t0;
    seichi_match_free(m);
    return (long long)((double)plays / dt);
}

static long long playouts_pos(const seichi_graph *g, double seconds, long long *games)
{
    seichi_pos *start = seichi_pos_new(g, 2), *p = seichi_pos_new(g, 2);
    static sets e;
    long long plays = 0;
    double t0 = now();
    *games = 0;
    while (now() - t0 < seconds) {
        for (int rep = 0; rep < 20; rep++) {
            seichi_pos_copy_into(p, start);
            sets_rebuild(&e, p);
            record(-2);
            int passes = 0;
            for (int t = 0; t < 3 * 361 && passes < 2; t++) {
                int c = p->to_move, pt = pick_pos(p, &e, c), gone[SEICHI_MAX_POINTS];
                int ng = pt == SEICHI_PASS || !(e.around[pt] >> (4 * (3 - c)) & 15) ? 0 : doomed(p, pt, c, gone);
                seichi_pos_play(p, c, pt, 0, NULL, NULL);
                record(pt);
                plays++;
                if (pt == SEICHI_PASS) {
                    passes++;
                    continue;
                }
                passes = 0;
                set_del(&e, pt);
                sets_change(&e, g, pt, SEICHI_EMPTY, c);
                for (int i = 0; i < ng; i++) sets_change(&e, g, gone[i], 3 - c, SEICHI_EMPTY);
                for (int i = 0; i < ng; i++) set_add(&e, gone[i], classify(&e, gone[i]));
                revive_eyes(p, &e, pt);
            }
            (*games)++;
        }
    }
    double dt = now() - t0;
    seichi_pos_free(p);
    seichi_pos_free(start);
    return (long long)((double)plays / dt);
}

static long long playouts_match(const seichi_graph *g, const char *rules, double seconds,
                                long long *games, long long *prohibitions)
{
    seichi_rules r;
    seichi_rules_preset(rules, &r);
    static empties e;
    long long plays = 0;
    double t0 = now();
    *games = 0, *prohibitions = 0;
    while (now() - t0 < seconds) {
        seichi_match *m = seichi_match_new(g, 2, &r);
        empties_rebuild(&e, m->pos);
        for (int t = 0; t < 3 * 361 && !seichi_match_over(m); t++) {
            int c = seichi_match_to_move(m);
            int pt = pick(m->pos, &e, c, match_legal, m), gone[SEICHI_MAX_POINTS];
            int ng = pt == SEICHI_PASS ? 0 : doomed(m->pos, pt, c, gone);
            seichi_outcome o;
            seichi_match_play(m, pt == SEICHI_PASS ? SEICHI_PLAY_PASS : SEICHI_PLAY_STONE, pt, &o);
            plays++;
            *prohibitions += o.ko_player != 0;
            if (pt == SEICHI_PASS) continue;
            if (o.suicidal) {
                empties_rebuild(&e, m->pos);
                continue;
            }
            empties_remove(&e, pt);
            for (int i = 0; i < ng; i++) empties_add(&e, gone[i]);
        }
        seichi_match_free(m);
        (*games)++;
    }
    return (long long)((double)plays / (now() - t0));
}

int main(int argc, char **argv)
{
    double seconds = argc > 1 ? atof(argv[1]) : 2.0;
    if (seconds <= 0) seconds = 2.0;
    seichi_graph *g = seichi_graph_new_grid(19, 19);
    long long games, prohib;
    long long pos = playouts_pos(g, seconds, &games);
    printf("19x19 random playouts, 2 players, one core, %.1f s a case\n", seconds);
    printf("  random playouts, position layer, simple ko: %9lld plays/s (%lld games)\n", pos,
           games);
    if (argc > 2 && !strcmp(argv[2], "pos")) { /* the first case alone, for profiling */
        seichi_graph_release(g);
        return 0;
    }
    printf("  position layer alone (those plays replayed):  %9lld plays/s\n", replay_pos(g, 3));
    long long refused;
    long long rs = replay_match(g, "japanese", &refused);
    printf("  rules engine alone (replayed), simple ko:     %9lld plays/s\n", rs);
    long long rk = replay_match(g, "kee", &refused);
    printf("  rules engine alone (replayed), Kee ko:        %9lld plays/s (%lld games cut "
           "short by a prohibition)\n", rk, refused);
    long long simple = playouts_match(g, "japanese", seconds, &games, &prohib);
    printf("  random playouts, rules engine, simple ko:   %9lld plays/s (%lld games)\n", simple, games);
    long long kee = playouts_match(g, "kee", seconds, &games, &prohib);
    printf("  random playouts, rules engine, Kee ko:      %9lld plays/s (%lld games, %lld prohibitions)\n",
           kee, games, prohib);
    long long sk = playouts_match(g, "chinese", seconds, &games, &prohib);
    printf("  random playouts, engine, positional superko: %8lld plays/s (%lld games)\n", sk, games);
    (void)simple, (void)kee, (void)sk;
    long long rp = replay_pos(g, 1);
    printf("  a play: position layer %.0f ns; engine, simple ko %.0f ns; engine, Kee ko %.0f ns\n"
           "  full Kee ko checking costs %.0f ns a play over the engine's simple ko\n",
           1e9 / (double)rp, 1e9 / (double)rs, 1e9 / (double)rk, 1e9 / (double)rk - 1e9 / (double)rs);
    seichi_graph_release(g);
    return 0;
}
