/*
 * bench_autoscore.c - speed of the automatic scorer on final positions of
 * real games (after replay, which is not timed): every K-th game of the
 * shared manifest (default K=10, argv[1]), each position analysed
 * (analysis_dead_stones) and scored (seichi_score) 5 times, the best of 5
 * kept per position.  Prints median / p90 / p99 / max microseconds per 19x19
 * position on one core - every record scored as one that stops before its
 * dame (the settling phase runs on all), and again with the record's own
 * options (a record ending by two passes counted as left, as `seichi
 * score` does) - the largest searches of one analysis (the proof search's
 * nodes, the tactical reader's questions and plays), and the scratch
 * memory of one scorer call (heap blocks alive at the same time, all freed
 * on return; nothing is kept between calls).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analysis/dead_enclose.h"
#include "analysis/deadstones.h"
#include "analysis/safety_int.h"
#include "position/position.h"
#include "score/score_int.h"
#include "seichi.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int every = argc > 1 ? atoi(argv[1]) : 10;
    if (every < 1) every = 1;
    const char *sh = getenv("SEICHI_SHARED_DIR");
    char dir[4096], path[8400];
    snprintf(dir, sizeof dir, "%.4000s/data/games", sh ? sh : "/work/shared");
    snprintf(path, sizeof path, "%s/MANIFEST.tsv", dir);
    FILE *man = fopen(path, "r");
    if (!man) {
        fprintf(stderr, "bench_autoscore: cannot open %s\n", path);
        return 2;
    }
    char line[8192];
    int idx = -1, np = 0;
    long most_proof = 0, most_plays = 0, most_questions = 0, most_question = 0;
    long all_proof = 0, all_plays = 0, all_questions = 0;
    long most_jq = 0, most_jp = 0, most_jone = 0, all_jq = 0;
    long most_tq = 0, most_tp = 0, most_tone = 0, all_tq = 0;
    size_t pos_bytes = 0;
    double *ta = malloc(8192 * sizeof(double)), *ts = malloc(8192 * sizeof(double));
    double *tc = malloc(8192 * sizeof(double)), *tr = malloc(8192 * sizeof(double));
    double *tg = malloc(8192 * sizeof(double));
    seichi_game *gm = seichi_game_new();
    while (fgets(line, sizeof line, man) && np < 8192) {
        if (idx++ < 0 || idx % every) continue;
        line[strcspn(line, "\t\r\n")] = 0;
        snprintf(path, sizeof path, "%s/%.4000s", dir, line);
        FILE *f = fopen(path, "rb");
        if (!f) continue;
        fseek(f, 0, SEEK_END);
        long n = ftell(f);
        fseek(f, 0, SEEK_SET);
        char *buf = malloc((size_t)n + 1);
        size_t got = fread(buf, 1, (size_t)n, f);
        fclose(f);
        int rc = seichi_game_load_sgf(gm, buf, got, NULL);
        free(buf);
        const seichi_pos *p = rc == SEICHI_OK ? seichi_game_position(gm, -1) : NULL;
        if (!p) continue;
        pos_bytes = p->bytes;
        seichi_score_options o;
        seichi_score_options_init(&o);
        const char *ru = seichi_game_property(gm, "RU");
        seichi_rules_from_sgf(ru, &o.rules);
        uint8_t dead[SEICHI_MAX_SIDE * SEICHI_MAX_SIDE], fills[SEICHI_MAX_SIDE * SEICHI_MAX_SIDE];
        seichi_score_options og;
        seichi_score_options_from_game(&og, gm);
        double best_a = 1e9, best_s = 1e9, best_c = 1e9, best_g = 1e9;
        for (int rep = 0; rep < 5; rep++) {
            double t0 = now();
            analysis_dead_stones(p, &o.rules, dead, fills, NULL);
            double t1 = now();
            seichi_result *r = NULL;
            seichi_score(p, &o, &r);
            double t2 = now();
            if (r) score_confidence(r, p, &o, dead, fills); /* the confidence alone, again */
            double t3 = now();
            seichi_result_free(r);
            r = NULL;
            seichi_score(p, &og, &r);
            double t4 = now();
            seichi_result_free(r);
            if (t4 - t3 < best_g) best_g = t4 - t3;
            if (t3 - t2 < best_c) best_c = t3 - t2;
            if (t1 - t0 < best_a) best_a = t1 - t0;
            if (t2 - t1 < best_s) best_s = t2 - t1;
        }
        /* the searches of one call, counted apart from the timings */
        analysis_stats st = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        analysis_options ao;
        analysis_options_init(&ao);
        ao.stats = &st;
        analysis_dead_stones_ex(p, &o.rules, &ao, dead, fills, NULL);
        if (st.proof_nodes > most_proof) most_proof = st.proof_nodes;
        if (st.read_plays > most_plays) most_plays = st.read_plays;
        if (st.read_questions > most_questions) most_questions = st.read_questions;
        if (st.read_most > most_question) most_question = st.read_most;
        if (st.join_questions > most_jq) most_jq = st.join_questions;
        if (st.join_plays > most_jp) most_jp = st.join_plays;
        if (st.join_most > most_jone) most_jone = st.join_most;
        all_jq += st.join_questions;
        if (st.take_questions > most_tq) most_tq = st.take_questions;
        if (st.take_plays > most_tp) most_tp = st.take_plays;
        if (st.take_most > most_tone) most_tone = st.take_most;
        all_tq += st.take_questions;
        all_proof += st.proof_nodes, all_plays += st.read_plays, all_questions += st.read_questions;
        ta[np] = best_a * 1e6;
        ts[np] = best_s * 1e6;
        tc[np] = best_c * 1e6;
        tg[np] = best_g * 1e6;
        tr[np] = best_c / (best_s - best_c > 0 ? best_s - best_c : best_s);
        np++;
    }
    fclose(man);
    seichi_game_free(gm);
    if (!np) return 1;
    qsort(ta, (size_t)np, sizeof *ta, cmp);
    qsort(ts, (size_t)np, sizeof *ts, cmp);
    qsort(tc, (size_t)np, sizeof *tc, cmp);
    qsort(tr, (size_t)np, sizeof *tr, cmp);
    qsort(tg, (size_t)np, sizeof *tg, cmp);
    printf("positions: %d (every %d-th game)\n", np, every);
    printf("analysis_dead_stones: median %.1f us, p90 %.1f us, p99 %.1f us, max %.1f us\n", ta[np / 2],
           ta[np * 9 / 10], ta[np * 99 / 100], ta[np - 1]);
    printf("seichi_score (auto):  median %.1f us, p90 %.1f us, p99 %.1f us, max %.1f us\n", ts[np / 2],
           ts[np * 9 / 10], ts[np * 99 / 100], ts[np - 1]);
    printf("seichi_score (record's options: rules, komi, finished by two passes or not): median %.1f us, "
           "p90 %.1f us, p99 %.1f us, max %.1f us\n",
           tg[np / 2], tg[np * 9 / 10], tg[np * 99 / 100], tg[np - 1]);
    printf("confidence (inside seichi_score): median %.1f us, p90 %.1f us; share of the scoring "
           "without it: median %.1f%%, p90 %.1f%%\n",
           tc[np / 2], tc[np * 9 / 10], 100 * tr[np / 2], 100 * tr[np * 9 / 10]);
    printf("searches a position (analysis_dead_stones): proof search at most %ld nodes (mean %.0f; "
           "budget %d a colour), tactical reader at most %ld questions and %ld plays (mean %.1f and %.0f), "
           "at most %ld plays a question (a question stops once it has made 100; the node that reaches them "
           "still plays its moves)\n",
           most_proof, (double)all_proof / np, SAFETY_PROVE_NODES_CALL, most_questions, most_plays,
           (double)all_questions / np, (double)all_plays / np, most_question);
    printf("dead chains read for a join (dead_read.c): at most %ld questions and %ld plays a position "
           "(mean %.2f questions), at most %ld plays a question (budget 2,000)\n",
           most_jq, most_jp, (double)all_jq / np, most_jone);
    printf("held chains read for a capture (dead_enclose_taken.c): at most %ld questions and %ld plays a "
           "position (mean %.3f questions), at most %ld plays a question (budget 2,000)\n",
           most_tq, most_tp, (double)all_tq / np, most_tone);
    /* dead_enclose.c: one block (enclose_scratch_bytes); its fills
       (dead_enclose_fills.c): at most two position copies (only when
       the position has dead stones, and once a dame is filled) and one
       block of 4n ints and 4n bytes; the
       analysis' callers: 2n (dead, fills) + 2n (seki, area); score.c:
       seki_work + 4n, the result (4n), the structural reading's block
       when it runs */
    size_t n = 361, callers = 4 * n + 2;
    size_t enclose = enclose_scratch_bytes((int)n), fills = 2 * pos_bytes + 4 * n * (sizeof(int) + 1) + 1;
    size_t analysis = callers + (enclose > fills ? enclose : fills);
    /* dead_enclose_settle.c, once the enclosure's and the fills' blocks
       are freed: a position copy, an undo log for 4 pending plays (8n +
       20 entries each, SETTLE_LOG), 2n bytes, 14n ints; and a reader (a
       position copy, a log for 12 plays, 256 table entries) while a
       shortage is read.  The logs are allocated, not touched, beyond the
       entries a search writes. */
    size_t change = sizeof(void *) + 2 * sizeof(int);
    size_t settle = pos_bytes + (4 * (8 * n + 20) + 64) * change + 2 * n + 1 + (14 * n + 1) * sizeof(int);
    size_t reader = pos_bytes + (12 * (8 * n + 20) + 64) * change + 256 * 24;
    if (callers + settle > analysis) analysis = callers + settle;
    size_t score = 2 * n + 1 + seki_work_bytes((int)n) + 4 * n + 8 + sizeof(struct seichi_result) + 4 * n;
    size_t reading = ((8 * n + 7) & ~(size_t)7) + ((2 * sizeof(int) * n + 7) & ~(size_t)7) + eyeread_bytes((int)n);
    printf("scratch per scorer call (19x19, heap): analysis %zu bytes (enclosure %zu, fills %zu, "
           "settling %zu, + %zu while a shortage is read), "
           "score %zu bytes, + %zu when the structural reading runs\n",
           analysis, enclose, fills, settle, reader, score, reading);
    free(ta);
    free(ts);
    free(tc);
    free(tr);
    free(tg);
    return 0;
}
