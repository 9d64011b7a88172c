/*
 * bench_replay.c - SGF parse + main-line replay over the whole games corpus
 * on one core: games per second and MB/s.  Files are read into memory
 * first; the loop measures seichi_game_load_sgf() alone (parse, charset,
 * replay with legality checks and prisoner counts).
 *
 *   build/bench/bench_replay            (from the repository root)
 */
#include "bench_util.h"
#include "seichi.h"

int main(void)
{
    bench_file *files;
    int n = bench_load_corpus(&files);
    size_t bytes = 0;
    long moves = 0;
    for (int i = 0; i < n; i++) bytes += files[i].len;
    seichi_game *g = seichi_game_new();
    double best = 1e30;
    int errors = 0;
    for (int round = 0; round < 5; round++) {
        double t0 = bench_now();
        for (int i = 0; i < n; i++) {
            if (seichi_game_load_sgf(g, files[i].data, files[i].len, NULL) != SEICHI_OK) errors++;
            else if (round == 0) moves += seichi_game_move_count(g);
        }
        double dt = bench_now() - t0;
        if (dt < best) best = dt;
    }
    printf("games: %d (%.1f MB, %ld moves), load errors: %d\n", n, (double)bytes / 1e6, moves, errors / 5);
    printf("parse+replay, best of 5 rounds, one core: %.0f games/s, %.1f MB/s, %.0f ns/move\n",
           n / best, (double)bytes / 1e6 / best, best * 1e9 / (double)moves);
    seichi_game_free(g);
    for (int i = 0; i < n; i++) free(files[i].data);
    free(files);
    return errors ? 1 : 0;
}
