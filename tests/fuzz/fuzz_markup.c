/*
 * fuzz_markup.c - libFuzzer target for the dead stones a record's markup
 * gives (TB/TW of the last node, score_markup_dead) and for the marked
 * scorer that counts with them.
 *
 * The input is either a whole SGF (first byte '(') or the text of the last
 * node of a built-in finished 9x9 game (TB/TW values, escapes and all)
 * appended to it.  Checks, aborting on failure: only stones are marked
 * dead, and the count returned is at most the number of stones marked;
 * scoring with those dead stones succeeds or reports a status code, and a
 * result has a margin that is a finite number, a result string that agrees
 * with its sign, and JSON that is one object.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"
#include "score/score.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char game[] =
    "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[ge];B[gd];W[hd];B[fd];W[hc];B[gc];W[gb];B[fb]"
    ";W[dc];B[cd];W[fc];B[ec];W[gf];B[];W[]";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t len;
    char *buf;
    if (size && data[0] == '(') {
        buf = malloc(size ? size : 1);
        if (!buf) return 0;
        memcpy(buf, data, size);
        len = size;
    } else {
        len = sizeof game - 1 + size + 1;
        buf = malloc(len);
        if (!buf) return 0;
        memcpy(buf, game, sizeof game - 1);
        memcpy(buf + sizeof game - 1, data, size);
        buf[len - 1] = ')';
    }
    seichi_game *g = seichi_game_new();
    seichi_load_options o = {"t.sgf", 0, 1};
    if (!g || seichi_game_load_sgf(g, buf, len, &o) != SEICHI_OK) {
        seichi_game_free(g);
        free(buf);
        return 0;
    }
    const seichi_pos *p = seichi_game_position(g, -1);
    int n = seichi_graph_points(seichi_pos_graph(p));
    uint8_t *dead = malloc((size_t)n + 1);
    int nmarks = -1;
    int count = score_markup_dead(g, p, dead, &nmarks);
    if (nmarks < 0 || count < 0) abort();
    int marked = 0;
    for (int i = 0; i < n; i++) {
        if (dead[i] > 1 || (dead[i] && seichi_pos_color(p, i) == SEICHI_EMPTY)) abort();
        marked += dead[i];
    }
    if (marked > count) abort();
    seichi_score_options so;
    seichi_score_options_from_game(&so, g);
    so.dead = dead;
    seichi_result *r = NULL;
    if (seichi_score(p, &so, &r) == SEICHI_OK) {
        double m = seichi_result_margin(r);
        const char *s = seichi_result_string(r);
        if (!isfinite(m) || !s) abort();
        if ((m > 0 && s[0] != 'B') || (m < 0 && s[0] != 'W')) abort();
        char *json = NULL;
        size_t jl = 0;
        if (seichi_result_json(r, &json, &jl) == SEICHI_OK) {
            while (jl && (json[jl - 1] == '\n' || json[jl - 1] == ' ')) jl--;
            if (!jl || json[0] != '{' || json[jl - 1] != '}') abort();
        }
        free(json);
    }
    seichi_result_free(r);
    free(dead);
    seichi_game_free(g);
    free(buf);
    return 0;
}
