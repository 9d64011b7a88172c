/*
 * bench_life.c - speed of the life analysis (issue 4 targets: Benson on a
 * full 19x19 position <= 10 us, canonical form of a 7-point eyespace
 * <= 1 us).
 *
 * Positions: the final positions of the first N 19x19 games found under
 * $SEICHI_SHARED_DIR/data/games (default N = 300).  Prints microseconds
 * per call for seichi_pass_alive() (both suicide settings; once on a
 * freshly copied position, the figure issue 4's target is about) and
 * benson_run() with a reused workspace, the same for the general graph
 * version (benson_run_general; grids take benson_grid.c), life_analyse(), and for
 * eye_canonical() on random 7-point eyespaces (connected, edge/corner
 * placements, a third of the points occupied) and the table lookup.
 *
 * Times are CPU time of the process (CLOCK_PROCESS_CPUTIME_ID), best of
 * 5 runs of 0.2 s, so that other jobs on a shared machine do not count.
 *
 * usage: bench_life [N]
 *        bench_life --exhaustive W H
 *
 * --exhaustive: Benson's theorem on EVERY legal 2-player position of a
 * W x H board (W*H <= 16; 4x4 is 43 M positions), without suicide: a black
 * chain is pass-alive iff no sequence of white moves (Black passing)
 * captures it.  White's stone count grows with every move, so the states
 * are solved layer by layer (most white stones first) with bit masks; the
 * colour-swapped positions cover White as defender.  Prints the counts
 * and any disagreement; exit status 1 if there is one.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analysis/eyespace.h"
#include "analysis/life.h"
#include "seichi.h"

/* CPU time of this process: the machine is shared, wall time is not ours */
static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static seichi_pos **pos;
static int npos, maxpos;

static void load(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return;
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    seichi_game *g = seichi_game_new();
    seichi_load_options o = {path, 0, 1};
    if (seichi_game_load_sgf(g, buf, n, &o) == SEICHI_OK &&
        seichi_graph_width(seichi_game_graph(g)) == 19 && seichi_graph_height(seichi_game_graph(g)) == 19) {
        const seichi_pos *p = seichi_game_position(g, -1);
        if (p) pos[npos++] = seichi_pos_copy(p);
    }
    seichi_game_free(g);
}

static void scan(const char *dir, int depth)
{
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d)) && npos < maxpos) {
        if (e->d_name[0] == '.') continue;
        char path[8192];
        if (strlen(dir) + strlen(e->d_name) + 2 > sizeof path) continue;
        strcpy(path, dir);
        strcat(path, "/");
        strcat(path, e->d_name);
        size_t n = strlen(e->d_name);
        if (n > 4 && !strcmp(e->d_name + n - 4, ".sgf")) load(path);
        else if (depth > 0) scan(path, depth - 1);
    }
    closedir(d);
}

static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint64_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* --- exhaustive check (bit masks, n <= 16) ------------------------------ */
static int ex_w, ex_h, ex_n;
static uint32_t ex_nb[16];
static uint32_t t3[1 << 16];

static uint32_t ex_nbrs(uint32_t set)
{
    uint32_t out = 0;
    while (set) {
        int i = __builtin_ctz(set);
        set &= set - 1;
        out |= ex_nb[i];
    }
    return out;
}

static uint32_t ex_chain(uint32_t colour, int i)
{
    uint32_t c = 1u << i, prev = 0;
    while (c != prev) prev = c, c |= ex_nbrs(c) & colour;
    return c;
}

/* 1 if every chain of both colours has a liberty */
static int ex_legal(uint32_t b, uint32_t w)
{
    uint32_t empty = ((1u << ex_n) - 1) & ~(b | w), seen = 0;
    for (int i = 0; i < ex_n; i++) {
        if (!((b | w) >> i & 1) || (seen >> i & 1)) continue;
        uint32_t c = ex_chain((b >> i & 1) ? b : w, i);
        seen |= c;
        if (!(ex_nbrs(c) & empty)) return 0;
    }
    return 1;
}

static int exhaustive(int w, int h)
{
    ex_w = w, ex_h = h, ex_n = w * h;
    if (w < 1 || h < 1 || ex_n > 16) {
        fprintf(stderr, "bench_life: --exhaustive needs W*H <= 16\n");
        return 2;
    }
    for (int i = 0; i < ex_n; i++) {
        int x = i % w, y = i / w;
        ex_nb[i] = 0;
        if (x > 0) ex_nb[i] |= 1u << (i - 1);
        if (x < w - 1) ex_nb[i] |= 1u << (i + 1);
        if (y > 0) ex_nb[i] |= 1u << (i - w);
        if (y < h - 1) ex_nb[i] |= 1u << (i + w);
    }
    uint32_t full = (1u << ex_n) - 1;
    for (uint32_t m = 0; m <= full; m++) {
        uint32_t v = 0, p3 = 1;
        for (int i = 0; i < ex_n; i++, p3 *= 3)
            if (m >> i & 1) v += p3;
        t3[m] = v;
    }
    size_t ns = 1;
    for (int i = 0; i < ex_n; i++) ns *= 3;
    uint16_t *lost = calloc(ns, sizeof *lost);
    if (!lost) return 2;
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_pos *empty = seichi_pos_new(g, 2), *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    long positions = 0, chains = 0, alive = 0, bad = 0;
    double t0 = now();
    for (int wc = ex_n; wc >= 0; wc--)
        for (uint32_t wm = 0; wm <= full; wm++) {
            if (__builtin_popcount(wm) != wc) continue;
            uint32_t rest = full & ~wm;
            /* every black subset of the other points */
            for (uint32_t bm = rest;; bm = (bm - 1) & rest) {
                if (ex_legal(bm, wm)) {
                    uint32_t em = rest & ~bm, l = 0;
                    for (uint32_t mv = em; mv; mv &= mv - 1) {
                        int i = __builtin_ctz(mv);
                        uint32_t w2 = wm | 1u << i, b2 = bm, e2 = em & ~(1u << i), cap = 0;
                        for (uint32_t adjb = ex_nb[i] & bm; adjb; adjb &= adjb - 1) {
                            int j = __builtin_ctz(adjb);
                            if (cap >> j & 1) continue;
                            uint32_t ch = ex_chain(b2, j);
                            if (!(ex_nbrs(ch) & e2)) cap |= ch;
                        }
                        b2 &= ~cap;
                        e2 |= cap;
                        if (!(ex_nbrs(ex_chain(w2, i)) & e2)) continue; /* suicide */
                        l |= cap | lost[t3[b2] + 2 * t3[w2]];
                    }
                    l &= bm;
                    lost[t3[bm] + 2 * t3[wm]] = (uint16_t)l;
                    if (bm) {
                        positions++;
                        seichi_pos_copy_into(p, empty);
                        for (int i = 0; i < ex_n; i++)
                            if ((bm | wm) >> i & 1) seichi_pos_setup(p, i, (bm >> i & 1) ? 1 : 2);
                        uint8_t out[16];
                        seichi_pass_alive(p, 0, out);
                        uint32_t seen = 0;
                        for (int i = 0; i < ex_n; i++) {
                            if (!(bm >> i & 1) || (seen >> i & 1)) continue;
                            uint32_t ch = ex_chain(bm, i);
                            seen |= ch;
                            chains++;
                            int pa = out[i] == 1, capturable = (l & ch) != 0;
                            alive += pa;
                            if (pa == capturable && bad++ < 5) {
                                char d[256];
                                seichi_pos_to_diagram(p, d, sizeof d, 0);
                                printf("disagreement: chain at %d pass_alive=%d capturable=%d\n%s", i, pa,
                                       capturable, d);
                            }
                        }
                    }
                }
                if (!bm) break;
            }
        }
    printf("exhaustive %dx%d, no suicide: %ld legal positions with black stones, %ld black chains "
           "(%ld pass-alive), %ld disagreements, %.1f s CPU\n",
           w, h, positions, chains, alive, bad, now() - t0);
    seichi_pos_free(p);
    seichi_pos_free(empty);
    free(lost);
    return bad ? 1 : 0;
}

typedef int (*benson_fn)(const seichi_pos *p, int suicide, benson_ws *ws, uint8_t *out);

/* The public entry point in benson_fn's shape (it has its own scratch). */
static int public_pass_alive(const seichi_pos *p, int suicide, benson_ws *ws, uint8_t *out)
{
    (void)ws;
    return seichi_pass_alive(p, suicide, out);
}

/* Microseconds a call cycling through the positions, best of 5 rounds of
 * 0.2 s, one workspace reused. */
static double reused_us(benson_fn run, int suicide, seichi_pos **ps, int n, benson_ws *ws, uint8_t *out,
                        volatile unsigned *sink)
{
    double best = 1e9;
    for (int rep = 0; rep < 5; rep++) {
        long calls = 0;
        double t0 = now();
        while (now() - t0 < 0.2)
            for (int i = 0; i < n; i++, calls++) {
                run(ps[i], suicide, ws, out);
                *sink += out[0];
            }
        double us = (now() - t0) * 1e6 / (double)calls;
        if (us < best) best = us;
    }
    return best;
}

/* Microseconds a call with warm caches: each position 200 times in a row
 * (cache-resident, as when one position is analysed). */
static double warm_us(benson_fn run, seichi_pos **ps, int n, benson_ws *ws, uint8_t *out,
                      volatile unsigned *sink)
{
    double tot = 0;
    for (int i = 0; i < n; i++) {
        double t0 = now();
        for (int k = 0; k < 200; k++) {
            run(ps[i], 0, ws, out);
            *sink += out[k];
        }
        tot += now() - t0;
    }
    return tot * 1e6 / (200.0 * n);
}

int main(int argc, char **argv)
{
    if (argc > 3 && !strcmp(argv[1], "--exhaustive")) return exhaustive(atoi(argv[2]), atoi(argv[3]));
    maxpos = argc > 1 ? atoi(argv[1]) : 300;
    if (maxpos < 1) maxpos = 1;
    pos = calloc((size_t)maxpos, sizeof *pos);
    const char *root = getenv("SEICHI_SHARED_DIR");
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/data/games", root ? root : "../shared");
    scan(dir, 3);
    printf("bench_life: %d final 19x19 positions from %s\n", npos, dir);
    uint8_t out[361];
    volatile unsigned sink = 0;
    if (npos > 0) {
        for (int suicide = 0; suicide <= 1; suicide++)
            printf("seichi_pass_alive (suicide=%d): %.2f us per 19x19 position\n", suicide,
                   reused_us(public_pass_alive, suicide, pos, npos, NULL, out, &sink));
        {
            /* the same positions rebuilt on one shared 19x19 graph */
            seichi_graph *sg = seichi_graph_new_grid(19, 19);
            seichi_pos **sp = calloc((size_t)npos, sizeof *sp);
            for (int i = 0; i < npos; i++) {
                sp[i] = seichi_pos_new(sg, 2);
                for (int q = 0; q < 361; q++)
                    if (seichi_pos_color(pos[i], q)) seichi_pos_setup(sp[i], q, seichi_pos_color(pos[i], q));
            }
            seichi_graph_release(sg);
            printf("seichi_pass_alive, positions sharing one graph: %.2f us per 19x19 position\n",
                   reused_us(public_pass_alive, 0, sp, npos, NULL, out, &sink));
            for (int i = 0; i < npos; i++) seichi_pos_free(sp[i]);
            free(sp);
        }
        {
            /* as in scoring: the position was just built (here: copied, as
               a replay leaves it in cache), then Benson runs once on it */
            double *t = malloc(sizeof(double) * (size_t)npos);
            for (int i = 0; i < npos; i++) {
                seichi_pos *fresh = seichi_pos_copy(pos[i]);
                double t0 = now();
                seichi_pass_alive(fresh, 0, out);
                t[i] = (now() - t0) * 1e6;
                sink += out[7];
                seichi_pos_free(fresh);
            }
            qsort(t, (size_t)npos, sizeof *t, cmp_double);
            printf("seichi_pass_alive once on a freshly built position: median %.2f us, p90 %.2f us\n",
                   t[npos / 2], t[npos * 9 / 10]);
            /* the same with the general graph version (the path every
               non-grid board takes; seichi_pass_alive before session 2) */
            for (int i = 0; i < npos; i++) {
                seichi_pos *fresh = seichi_pos_copy(pos[i]);
                double t0 = now();
                uint64_t stack[4096];
                benson_ws gws;
                benson_ws_init(&gws, fresh, stack, sizeof stack);
                benson_run_general(fresh, 0, &gws, out);
                benson_ws_free(&gws);
                t[i] = (now() - t0) * 1e6;
                sink += out[7];
                seichi_pos_free(fresh);
            }
            qsort(t, (size_t)npos, sizeof *t, cmp_double);
            printf("graph version once on a freshly built position: median %.2f us, p90 %.2f us\n",
                   t[npos / 2], t[npos * 9 / 10]);
            free(t);
        }
        benson_ws ws;
        static uint64_t buf[8192];
        benson_ws_init(&ws, pos[0], buf, sizeof buf);
        printf("benson_run with a reused workspace: %.2f us per 19x19 position\n",
               reused_us(benson_run, 0, pos, npos, &ws, out, &sink));
        printf("benson_run_general (graph version), reused workspace: %.2f us per 19x19 position\n",
               reused_us(benson_run_general, 0, pos, npos, &ws, out, &sink));
        printf("benson_run, warm caches: %.2f us per 19x19 position (mean over %d positions)\n",
               warm_us(benson_run, pos, npos, &ws, out, &sink), npos);
        printf("benson_run_general (graph version), warm caches: %.2f us per 19x19 position\n",
               warm_us(benson_run_general, pos, npos, &ws, out, &sink));
        benson_ws_free(&ws);
        double *t = malloc(sizeof(double) * (size_t)npos);
        for (int i = 0; i < npos; i++) {
            life_result r;
            double t0 = now();
            life_analyse(pos[i], 0, &r);
            t[i] = (now() - t0) * 1e6;
            life_result_free(&r);
        }
        for (int i = 1; i < npos; i++)
            for (int j = i; j > 0 && t[j - 1] > t[j]; j--) {
                double z = t[j];
                t[j] = t[j - 1];
                t[j - 1] = z;
            }
        printf("life_analyse: median %.1f us, p90 %.1f us, max %.1f us per position\n", t[npos / 2],
               t[npos * 9 / 10], t[npos - 1]);
        free(t);
    }
    /* 7-point eyespaces near a corner of a 19x19 board */
    enum { NSHAPES = 2000 };
    static eye_shape shapes[NSHAPES];
    seichi_graph *g = seichi_graph_new_grid(19, 19);
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    int made = 0;
    while (made < NSHAPES) {
        int xs[7], ys[7], n = 1, pts[7];
        xs[0] = (int)(rnd() % 4), ys[0] = (int)(rnd() % 4);
        for (int tries = 0; n < 7 && tries < 200; tries++) {
            int i = (int)(rnd() % (uint64_t)n), d = (int)(rnd() % 4);
            int x = xs[i] + (d == 0) - (d == 1), y = ys[i] + (d == 2) - (d == 3), dup = 0;
            if (x < 0 || y < 0 || x > 8 || y > 8) continue;
            for (int j = 0; j < n; j++) dup |= xs[j] == x && ys[j] == y;
            if (!dup) xs[n] = x, ys[n] = y, n++;
        }
        if (n < 7) continue;
        for (int i = 0; i < 7; i++) {
            pts[i] = ys[i] * 19 + xs[i];
            int r = (int)(rnd() % 6);
            seichi_pos_setup(p, pts[i], r < 4 ? 0 : r == 4 ? 1 : 2);
        }
        eye_from_points(p, pts, 7, 1, &shapes[made++]);
        for (int i = 0; i < 7; i++) seichi_pos_setup(p, pts[i], 0);
    }
    seichi_pos_free(p);
    double best = 1e9;
    eye_canon c;
    for (int rep = 0; rep < 5; rep++) {
        long calls = 0;
        double t0 = now();
        while (now() - t0 < 0.2)
            for (int i = 0; i < NSHAPES; i++, calls++) {
                eye_canonical(&shapes[i], &c);
                sink += (unsigned)c.key;
            }
        double us = (now() - t0) * 1e6 / (double)calls;
        if (us < best) best = us;
    }
    printf("eye_canonical: %.3f us per 7-point eyespace\n", best);
    best = 1e9;
    int found = 0;
    for (int rep = 0; rep < 5; rep++) {
        long calls = 0;
        found = 0;
        double t0 = now();
        while (now() - t0 < 0.2)
            for (int i = 0; i < NSHAPES; i++, calls++) {
                eye_canonical(&shapes[i], &c);
                int v;
                found += eye_table_lookup(c.key, &v) >= 0;
            }
        double us = (now() - t0) * 1e6 / (double)calls;
        if (us < best) best = us;
    }
    printf("eye_canonical + table lookup: %.3f us per 7-point eyespace (%d table hits in the last pass)\n",
           best, found);
    for (int i = 0; i < npos; i++) seichi_pos_free(pos[i]);
    free(pos);
    return sink == 12345 ? 1 : 0;
}
