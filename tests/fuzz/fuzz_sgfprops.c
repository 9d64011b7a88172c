/*
 * fuzz_sgfprops.c - libFuzzer target for the root properties a score
 * depends on (KM, HA, RU, RE, SZ), the setup of a record (AB/AW/AE, one
 * point twice in a node) and the strict loader (no continue_on_illegal).
 *
 * The input is either a whole SGF (first byte '(') or up to six fields
 * separated by newlines, escaped into the values of a template record:
 * SZ, KM, HA, RU, RE, then the AB/AW/AE values and moves of a second node.
 * Checks, aborting on failure: a strict load and a continuing load either
 * succeed or fail with "t.sgf:LINE:COL: reason" (LINE, COL >= 1); every
 * warning line has that form too; a loaded game has a finite komi smaller
 * than its board, a handicap within 0..points, rules that name a preset;
 * a strict load that succeeds gives the same final position as the
 * continuing one; an RE read as a counted result is a finite number of at
 * most 100,000 points, whose formatting is a valid number.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"
#include "game/game.h"
#include "util/sbuf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_place(const char *msg)
{
    int line = 0, col = 0;
    if (strncmp(msg, "t.sgf:", 6) != 0 || sscanf(msg + 6, "%d:%d:", &line, &col) != 2 || line < 1 || col < 1)
        abort();
}

static void check_warnings(const char *w)
{
    while (*w) {
        check_place(w);
        const char *e = strchr(w, '\n');
        if (!e) abort(); /* every warning ends its line */
        w = e + 1;
    }
}

static seichi_game *load(const char *buf, size_t len, int cont)
{
    seichi_game *g = seichi_game_new();
    if (!g) return NULL;
    seichi_load_options o = {"t.sgf", 0, cont};
    int rc = seichi_game_load_sgf(g, buf, len, &o);
    check_warnings(seichi_game_warnings(g));
    if (rc == SEICHI_NOMEM) {
        seichi_game_free(g);
        return NULL;
    }
    if (rc != SEICHI_OK) {
        check_place(seichi_game_errmsg(g));
        seichi_game_free(g);
        return NULL;
    }
    int n = seichi_graph_points(seichi_game_graph(g));
    double komi = seichi_game_komi(g);
    if (!isfinite(komi) || fabs(komi) >= n) abort();
    if (seichi_game_handicap(g) < 0 || seichi_game_handicap(g) > n) abort();
    seichi_rules r;
    seichi_rules_from_sgf(seichi_game_property(g, "RU"), &r);
    seichi_rules p;
    if (seichi_rules_preset(r.name, &p) != SEICHI_OK) abort();
    double m;
    if (game_parse_re(seichi_game_property(g, "RE"), &m)) {
        char num[SBUF_NUM_LEN];
        if (!isfinite(m) || fabs(m) > 100000 || !strcmp(sbuf_num(m, num), "null")) abort();
    }
    return g;
}

/* Appends s[0..n) to out as an SGF value body ("]" and "\" escaped). */
static size_t put_value(char *out, const uint8_t *s, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == ']' || s[i] == '\\') out[k++] = '\\';
        out[k++] = (char)s[i];
    }
    return k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *buf = NULL;
    size_t len = size;
    if (size && data[0] == '(') {
        buf = malloc(size ? size : 1);
        if (!buf) return 0;
        memcpy(buf, data, size);
    } else {
        static const char *const head[] = {"(;GM[1]FF[4]SZ[", "]KM[", "]HA[", "]RU[", "]RE["};
        buf = malloc(2 * size + 256);
        if (!buf) return 0;
        size_t k = 0, at = 0;
        for (int f = 0; f < 5; f++) {
            const uint8_t *nl = at < size ? memchr(data + at, '\n', size - at) : NULL;
            size_t end = nl ? (size_t)(nl - data) : size;
            k += (size_t)sprintf(buf + k, "%s", head[f]);
            if (at < size) k += put_value(buf + k, data + at, end - at);
            else if (f == 0) k += (size_t)sprintf(buf + k, "9");
            at = end + 1;
        }
        k += (size_t)sprintf(buf + k, "];");
        /* the rest: raw node text (setup values, moves), kept as it is */
        if (at < size) {
            memcpy(buf + k, data + at, size - at);
            k += size - at;
        }
        k += (size_t)sprintf(buf + k, ";B[cc];W[dd])");
        len = k;
    }
    seichi_game *strict = load(buf, len, 0);
    seichi_game *loose = load(buf, len, 1);
    if (strict && loose) {
        const seichi_pos *a = seichi_game_position(strict, -1), *b = seichi_game_position(loose, -1);
        int n = seichi_graph_points(seichi_game_graph(strict));
        if (!a || !b || n != seichi_graph_points(seichi_game_graph(loose))) abort();
        for (int i = 0; i < n; i++)
            if (seichi_pos_color(a, i) != seichi_pos_color(b, i)) abort();
    }
    /* RE read on its own, from the raw bytes */
    char *re = malloc(size + 1);
    if (re) {
        memcpy(re, data, size);
        re[size] = 0;
        double m;
        if (game_parse_re(re, &m) && (!isfinite(m) || fabs(m) > 100000)) abort();
        free(re);
    }
    seichi_game_free(strict);
    seichi_game_free(loose);
    free(buf);
    return 0;
}
