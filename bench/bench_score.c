/*
 * bench_score.c - speed of scoring a marked 19x19 position (score_marked:
 * dead stones given, seed 000's seki/false-eye method with goscorer's
 * structural reading where the certificate cannot rule it out, result
 * object).
 *
 * Positions: the final positions of the first N games (default 200) of
 * $SEICHI_SHARED_DIR/data/games/TBTW_CHECK.tsv with the dead stones from
 * their TB/TW markup.  Each position is scored `reps` times in a row; the
 * time per call of every batch is recorded and the median, p90 and mean
 * over all batches are printed (thread CPU time, one core).  Usage:
 *   bench_score [GAMES [REPS [RULES]]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_util.h"
#include "score/score.h"
#include "seichi.h"

typedef struct item {
    seichi_pos *pos;
    uint8_t *dead;
    double komi;
} item;

/* CPU time of this thread: the machine is shared, wall time would count the
 * time other jobs hold the core. */
static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int want = argc > 1 ? atoi(argv[1]) : 200, reps = argc > 2 ? atoi(argv[2]) : 200;
    const char *rules = argc > 3 ? argv[3] : "japanese";
    const char *shared = getenv("SEICHI_SHARED_DIR");
    char dir[1024], path[2048];
    snprintf(dir, sizeof dir, "%s/data/games", shared ? shared : "../shared");
    snprintf(path, sizeof path, "%s/TBTW_CHECK.tsv", dir);
    size_t len;
    char *list = bench_slurp(path, &len);
    if (!list) {
        fprintf(stderr, "bench_score: cannot read %s (set SEICHI_SHARED_DIR)\n", path);
        return 2;
    }
    item *items = calloc((size_t)want, sizeof *items);
    int n = 0;
    char *save = NULL;
    for (char *line = strtok_r(list, "\n", &save); line && n < want; line = strtok_r(NULL, "\n", &save)) {
        char *tab = strchr(line, '\t');
        if (!tab || !strncmp(line, "file", 4)) continue;
        *tab = 0;
        snprintf(path, sizeof path, "%s/%s", dir, line);
        char *sgf = bench_slurp(path, &len);
        if (!sgf) continue;
        seichi_game *g = seichi_game_new();
        seichi_load_options lo = {path, 0, 1};
        if (seichi_game_load_sgf(g, sgf, len, &lo) == SEICHI_OK) {
            const seichi_pos *p = seichi_game_position(g, -1);
            if (p && seichi_graph_points(seichi_pos_graph(p)) == 361) {
                items[n].pos = seichi_pos_copy(p);
                items[n].dead = calloc(361, 1);
                score_markup_dead(g, p, items[n].dead, NULL);
                items[n].komi = seichi_game_komi(g);
                n++;
            }
        }
        seichi_game_free(g);
        free(sgf);
    }
    free(list);
    if (!n) {
        fprintf(stderr, "bench_score: no 19x19 positions\n");
        return 2;
    }
    seichi_score_options o;
    seichi_score_options_init(&o);
    seichi_rules_preset(rules, &o.rules);
    double *per_call = malloc((size_t)n * sizeof(double)), total = 0, sink = 0;
    for (int i = 0; i < n; i++) {
        o.komi = items[i].komi;
        double t0 = now_us();
        for (int k = 0; k < reps; k++) {
            seichi_result *r = NULL;
            score_marked(items[i].pos, &o, items[i].dead, NULL, &r);
            sink += seichi_result_margin(r);
            seichi_result_free(r);
        }
        per_call[i] = (now_us() - t0) / reps;
        total += per_call[i];
    }
    qsort(per_call, (size_t)n, sizeof(double), cmp_double);
    printf("bench_score: %d marked 19x19 positions x %d runs, rules %s: median %.2f us, p90 %.2f us, "
           "mean %.2f us, max %.2f us a position (checksum %g)\n",
           n, reps, rules, per_call[n / 2], per_call[n * 9 / 10], total / n, per_call[n - 1], sink);
    for (int i = 0; i < n; i++) {
        seichi_pos_free(items[i].pos);
        free(items[i].dead);
    }
    free(items);
    free(per_call);
    return 0;
}
