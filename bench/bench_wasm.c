/*
 * bench_wasm.c - the native half of the WebAssembly benchmark: the exact
 * work of the wasm module's score() call (web/seichi.js, sw_score_json in
 * web/wasm_glue.c) and of `seichi score FILE --json`, on every game of the
 * corpus, in memory, one core: load the SGF, take the final position, score
 * it with the record's rules, komi and handicap and automatic dead stones,
 * write the result JSON.  Best of 3 rounds.
 *
 * Prints one line "native: games=N seconds=S us_per_game=U checksum=H"
 * (H: FNV-1a of every JSON text in corpus order), which bench_wasm.mjs
 * compares with the same work in WebAssembly under node.  With
 * SEICHI_BENCH_OUT=FILE also writes "path<TAB>result" per game there.
 *
 *   SEICHI_GAMES=../shared/data/games build/bench/bench_wasm
 */
#include <stdint.h>

#include "bench_util.h"
#include "seichi.h"

static uint64_t fnv1a(uint64_t h, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
    return h;
}

/* Scores one record as the CLI does; returns the malloc'ed JSON or NULL. */
static char *score_json(seichi_game *g, const bench_file *f, size_t *len, char *result, size_t rlen)
{
    seichi_load_options lo = {f->path, 0, 0};
    if (seichi_game_load_sgf(g, f->data, f->len, &lo) != SEICHI_OK) return NULL;
    const seichi_pos *p = seichi_game_position(g, -1);
    if (!p) return NULL;
    seichi_score_options o;
    seichi_score_options_init(&o);
    seichi_score_options_from_game(&o, g); /* as the CLI and web/wasm_glue.c */
    seichi_result *r = NULL;
    char *out = NULL;
    if (seichi_score(p, &o, &r) == SEICHI_OK && seichi_result_json(r, &out, len) == SEICHI_OK)
        snprintf(result, rlen, "%s", seichi_result_string(r));
    seichi_result_free(r);
    return out;
}

int main(void)
{
    bench_file *files;
    int n = bench_load_corpus(&files);
    const char *list = getenv("SEICHI_BENCH_OUT");
    FILE *out = list ? fopen(list, "w") : NULL;
    double best = 1e30;
    uint64_t checksum = 0;
    int errors = 0;
    for (int round = 0; round < 3; round++) {
        uint64_t h = 0xcbf29ce484222325ull;
        errors = 0;
        double t0 = bench_now();
        for (int i = 0; i < n; i++) {
            seichi_game *g = seichi_game_new();
            size_t len = 0;
            char result[64] = "";
            char *json = g ? score_json(g, &files[i], &len, result, sizeof result) : NULL;
            if (json) h = fnv1a(h, json, len);
            else errors++;
            if (out && round == 0) fprintf(out, "%s\t%s\n", files[i].path, json ? result : "error");
            free(json);
            seichi_game_free(g);
        }
        double dt = bench_now() - t0;
        if (dt < best) best = dt;
        checksum = h;
    }
    if (out) fclose(out);
    printf("native: games=%d errors=%d seconds=%.3f us_per_game=%.1f checksum=%016llx\n", n, errors,
           best, best * 1e6 / n, (unsigned long long)checksum);
    for (int i = 0; i < n; i++) free(files[i].data);
    free(files);
    return 0;
}
