/*
 * fuzz_dead.c - libFuzzer target for the list of dead stones given on the
 * command line (`seichi score --dead D4,Q16`, score_named_dead).
 *
 * The first byte picks one of four built-in finished games (9x9, 19x19,
 * 7x5 rectangular, 25x25); the rest is the list, as the shell would pass
 * it (cut at a NUL).  Checks, aborting on failure: a refused list gives a
 * reason; an accepted one marks only stones; scoring with them succeeds,
 * and a stone marked dead is counted as dead or as a living stone that the
 * scorer returned to life (never as territory of its own colour).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"
#include "score/score.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const games[] = {
    "(;SZ[9]KM[6.5];B[ee];W[ge];B[gd];W[hd];B[fd];W[hc];B[gc];W[gb];B[fb];W[dc];B[cd];W[fc];B[ec];W[gf])",
    "(;SZ[19]KM[7.5]RU[Chinese];B[pd];W[dp];B[pp];W[dd];B[qq];W[cc];B[jj];W[jk];B[kk];W[aa])",
    "(;SZ[7:5]AB[aa][ba][cb]AW[ca][da][db];B[dc];W[ec])",
    "(;SZ[25]KM[0.5];B[mm];W[nn];B[aa];W[yy];B[ab];W[xy])",
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) return 0;
    const char *sgf = games[data[0] % 4];
    char *list = malloc(size);
    if (!list) return 0;
    memcpy(list, data + 1, size - 1);
    list[size - 1] = 0;
    seichi_game *g = seichi_game_new();
    if (!g || seichi_game_load_sgf(g, sgf, strlen(sgf), NULL) != SEICHI_OK) abort();
    const seichi_pos *p = seichi_game_position(g, -1);
    int n = seichi_graph_points(seichi_pos_graph(p));
    uint8_t *dead = calloc((size_t)n + 1, 1);
    char err[200] = "";
    if (score_named_dead(p, list, dead, err, sizeof err) != 0) {
        if (!err[0]) abort();
    } else {
        for (int i = 0; i < n; i++)
            if (dead[i] && seichi_pos_color(p, i) == SEICHI_EMPTY) abort();
        seichi_score_options o;
        seichi_score_options_from_game(&o, g);
        o.dead = dead;
        seichi_result *r = NULL;
        if (seichi_score(p, &o, &r) != SEICHI_OK) abort();
        for (int i = 0; i < n; i++) {
            int cls = seichi_result_reason(r, i), own = seichi_result_owner(r, i);
            if (dead[i] && cls == SEICHI_PT_TERRITORY && own == seichi_pos_color(p, i)) abort();
        }
        seichi_result_free(r);
    }
    free(dead);
    free(list);
    seichi_game_free(g);
    return 0;
}
