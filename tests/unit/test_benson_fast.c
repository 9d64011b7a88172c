/*
 * test_benson_fast.c - the bit-board Benson of benson_grid.c against the
 * general graph version of benson.c (benson_run_general): identical
 * pass-alive maps, both suicide settings, on
 *   - positions of real games (every 25th record of ../shared/data/games,
 *     replayed to 8 move numbers from the opening to the end);
 *   - random play (small and non-square boards, 2-4 players, long games so
 *     that living groups, eyes and captures appear);
 *   - random colourings, dense and sparse, often with one colour
 *     dominant (set-up positions, chains without liberties included), up
 *     to 52 columns (heap scratch);
 * and seichi_pass_alive() and benson_run() give the grid answer too.
 * Counts of positions with some pass-alive point keep the comparison
 * meaningful.
 */
#include <stdint.h>

#include "check.h"
#include "manifest.h"
#include "testrng.h"
#include "analysis/life.h"
#include "seichi.h"

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) { return xorshift64(&rng); }

static long compared, nontrivial;

/* Compares every path on p (both suicide settings). */
static void compare(const seichi_pos *p, const char *what)
{
    const int n = seichi_graph_points(seichi_pos_graph(p));
    static uint8_t want[SEICHI_MAX_SIDE * SEICHI_MAX_SIDE], got[SEICHI_MAX_SIDE * SEICHI_MAX_SIDE];
    static uint8_t api[SEICHI_MAX_SIDE * SEICHI_MAX_SIDE], run[SEICHI_MAX_SIDE * SEICHI_MAX_SIDE];
    CHECK(benson_grid_ok(p));
    benson_ws ws;
    CHECK_EQ(benson_ws_init(&ws, p, NULL, 0), SEICHI_OK);
    for (int suicide = 0; suicide <= 1; suicide++) {
        memset(got, 0xAA, (size_t)n);
        CHECK_EQ(benson_run_general(p, suicide, &ws, want), SEICHI_OK);
        CHECK_EQ(benson_grid(p, suicide, NULL, 0, got), SEICHI_OK);
        CHECK_EQ(seichi_pass_alive(p, suicide, api), SEICHI_OK);
        CHECK_EQ(benson_run(p, suicide, &ws, run), SEICHI_OK);
        int diff = -1, some = 0;
        for (int i = 0; i < n; i++) {
            if (diff < 0 && (got[i] != want[i] || api[i] != want[i] || run[i] != want[i])) diff = i;
            some |= want[i];
        }
        compared++;
        nontrivial += some != 0;
        CHECK_EQ(diff, -1);
        if (diff >= 0) {
            char d[8192];
            seichi_pos_to_diagram(p, d, sizeof d, 0);
            fprintf(stderr, "%s, suicide=%d: point %d general %d grid %d api %d run %d\n%s", what, suicide, diff,
                    want[diff], got[diff], api[diff], run[diff], d);
        }
    }
    benson_ws_free(&ws);
}

static void test_stack_buffer(void)
{
    CHECK(benson_grid_bytes(19 * 19) <= BENSON_GRID_STACK_BYTES);
}

static void test_real_games(void)
{
    manifest_iter it;
    if (!manifest_open(&it, 25)) {
        printf("skipped: no shared games\n");
        return;
    }
    int games = 0;
    long before = compared;
    seichi_game *gm = seichi_game_new();
    while (manifest_next(&it, gm, 1)) {
        const int moves = seichi_game_move_count(gm);
        games++;
        for (int k = 1; k <= 8; k++) {
            const seichi_pos *p = seichi_game_position(gm, moves * k / 8);
            if (p) compare(p, it.field[0]);
        }
    }
    manifest_close(&it);
    seichi_game_free(gm);
    printf("real games: %d records, %ld maps compared\n", games, compared - before);
    CHECK(games >= 100);
}

/* Random legal play for moves plies (passes rare), players in turn. */
static void random_play(seichi_pos *p, int n, int moves)
{
    for (int m = 0; m < moves; m++) {
        const int who = seichi_pos_to_move(p);
        int played = 0;
        for (int tries = 0; tries < 8 && !played; tries++) {
            const int pt = (int)(rnd() % (uint64_t)n);
            played = seichi_pos_play(p, who, pt, 0, NULL, NULL) == SEICHI_OK;
        }
        if (!played) seichi_pos_play(p, who, SEICHI_PASS, 0, NULL, NULL);
    }
}

static void test_random_play(void)
{
    static const int sizes[][2] = {{1, 1}, {1, 5}, {2, 2}, {3, 3}, {2, 7}, {4, 4}, {5, 5}, {3, 9},
                                   {6, 4}, {7, 7}, {9, 9}, {5, 13}, {13, 13}, {19, 19}, {11, 17}, {52, 4}};
    long before = compared, nt = nontrivial;
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        const int w = sizes[s][0], h = sizes[s][1], n = w * h;
        seichi_graph *g = seichi_graph_new_grid(w, h);
        for (int players = 2; players <= 4; players++) {
            const int games = players == 2 ? (n > 200 ? 10 : 60) : (n > 200 ? 3 : 16);
            for (int gi = 0; gi < games; gi++) {
                seichi_pos *p = seichi_pos_new(g, players);
                const int stop = n * 3;
                for (int step = 0; step < 4; step++) {
                    random_play(p, n, stop / 4);
                    char what[64];
                    snprintf(what, sizeof what, "random play %dx%d, %d players", w, h, players);
                    compare(p, what);
                }
                seichi_pos_free(p);
            }
        }
        seichi_graph_release(g);
    }
    printf("random play: %ld maps compared, %ld with pass-alive points\n", compared - before, nontrivial - nt);
    CHECK(nontrivial - nt > 100);
}

static void test_random_colourings(void)
{
    long before = compared, nt = nontrivial;
    for (int t = 0; t < 10000; t++) {
        const int w = 1 + (int)(rnd() % (t % 10 == 0 ? 52 : 8)), h = 1 + (int)(rnd() % (t % 10 == 5 ? 52 : 8));
        const int players = t % 3 == 0 ? 3 : 2, n = w * h;
        seichi_graph *g = seichi_graph_new_grid(w, h);
        seichi_pos *p = seichi_pos_new(g, players);
        seichi_graph_release(g);
        /* one player dominant half of the time: walls with eyes */
        const int empty_pct = 10 + (int)(rnd() % 50), first_pct = t % 2 ? 50 + (int)(rnd() % 45) : 0;
        for (int i = 0; i < n; i++) {
            if ((int)(rnd() % 100) < empty_pct) continue;
            const int c = (int)(rnd() % 100) < first_pct ? 1 : 1 + (int)(rnd() % (uint64_t)players);
            seichi_pos_setup(p, i, c);
        }
        compare(p, "random colouring");
        seichi_pos_free(p);
    }
    printf("random colourings: %ld maps compared, %ld with pass-alive points\n", compared - before,
           nontrivial - nt);
    CHECK(nontrivial - nt > 2500);
}

int main(void)
{
    RUN(test_stack_buffer);
    RUN(test_real_games);
    RUN(test_random_play);
    RUN(test_random_colourings);
    printf("%ld maps compared in all\n", compared);
    return CHECK_DONE();
}
