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
 * playout stops at the end of the game or after 3 * 361 plays.
 * Usage: bench_playout [seconds per case, default 2]
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
    uint8_t around[3][SEICHI_MAX_POINTS]; /* neighbours empty / black / white */
} empties;

static void empties_rebuild(empties *e, const seichi_pos *p)
{
    const seichi_graph *g = p->g;
    e->n = 0;
    for (int i = 0; i < p->n; i++) {
        e->at[i] = -1;
        if (p->color[i] == SEICHI_EMPTY) e->at[i] = e->n, e->pt[e->n++] = i;
        e->around[0][i] = e->around[1][i] = e->around[2][i] = 0;
        for (int k = g->adj_off[i]; k < g->adj_off[i + 1]; k++) e->around[p->color[g->adj[k]] & 3][i]++;
    }
}

static void empties_remove(empties *e, int pt)
{
    int i = e->at[pt], last = e->pt[--e->n];
    e->pt[i] = last, e->at[last] = i, e->at[pt] = -1;
}

/* Before a play at pt: the stones it will capture (neighbour chains of
 * other players whose only liberty is pt) join the empty list after. */
static int doomed(const seichi_pos *p, int pt, int c, int *out)
{
    const seichi_graph *g = p->g;
    int n = 0;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k];
        if (p->color[q] == SEICHI_EMPTY || p->color[q] == c || p->libs[p->head[q]] != 1) continue;
        int h = p->head[q], s = h, dup = 0;
        for (int i = 0; i < n; i++) dup |= p->head[out[i]] == h;
        if (dup) continue;
        do out[n++] = s, s = p->next[s];
        while (s != h);
    }
    return n;
}

static void empties_add(empties *e, int pt)
{
    e->at[pt] = e->n, e->pt[e->n++] = pt;
}

/* The neighbour counts after a stone of colour c arrives at pt (to = c) or
 * leaves it (from = c). */
static void around_change(empties *e, const seichi_graph *g, int pt, int from, int to)
{
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k];
        e->around[from][q]--, e->around[to][q]++;
    }
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

/* seichi_pos_legality() and the eye test in one pass over the neighbours
 * (the same rules: occupied, simple ko, suicide), inlined in the loop. */
static inline int pos_playable(const seichi_pos *p, int pt, int c)
{
    const seichi_graph *g = p->g;
    int eye = 1, legal = 0;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k], col = p->color[q];
        if (col == SEICHI_EMPTY) return !(pt == p->ko && c == p->ko_player);
        int libs = p->libs[p->head[q]];
        if (col == c) legal |= libs > 1;
        else eye = 0, legal |= libs == 1;
    }
    return !eye && legal && !(pt == p->ko && c == p->ko_player);
}

/* With the neighbour counts: an own eye is rejected and a point with an
 * empty neighbour accepted without looking at chains (a simple-ko point
 * never has an empty neighbour). */
static inline int fast_playable(const seichi_pos *p, const empties *e, int pt, int c)
{
    int deg = p->g->adj_off[pt + 1] - p->g->adj_off[pt];
    if (e->around[c][pt] == deg) return 0;
    if (e->around[0][pt]) return 1;
    return pos_playable(p, pt, c);
}

static int pick_pos(const seichi_pos *p, const empties *e, int c)
{
    int n = e->n;
    if (!n) return SEICHI_PASS;
    int start = (int)rnd((uint32_t)n);
    for (int i = start; i < n; i++)
        if (fast_playable(p, e, e->pt[i], c)) return e->pt[i];
    for (int i = 0; i < start; i++)
        if (fast_playable(p, e, e->pt[i], c)) return e->pt[i];
    return SEICHI_PASS;
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
    static empties e;
    long long plays = 0;
    double t0 = now();
    *games = 0;
    while (now() - t0 < seconds) {
        for (int rep = 0; rep < 20; rep++) {
            seichi_pos_copy_into(p, start);
            empties_rebuild(&e, p);
            record(-2);
            int passes = 0;
            for (int t = 0; t < 3 * 361 && passes < 2; t++) {
                int c = p->to_move, pt = pick_pos(p, &e, c), gone[SEICHI_MAX_POINTS];
                int ng = pt == SEICHI_PASS ? 0 : doomed(p, pt, c, gone);
                seichi_pos_play(p, c, pt, 0, NULL, NULL);
                record(pt);
                plays++;
                if (pt == SEICHI_PASS) {
                    passes++;
                    continue;
                }
                passes = 0;
                empties_remove(&e, pt);
                around_change(&e, g, pt, SEICHI_EMPTY, c);
                for (int i = 0; i < ng; i++) {
                    empties_add(&e, gone[i]);
                    around_change(&e, g, gone[i], 3 - c, SEICHI_EMPTY);
                }
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
