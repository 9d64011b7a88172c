/*
 * fuzz_sgf.c - libFuzzer target for the SGF reader and writer, and for
 * seichi_game_load_sgf on top of them.
 *
 * Checks, aborting on any failure: a rejected input gets SEICHI_PARSE (or
 * NOMEM) with a 1-based place and a message; an accepted one has NUL-
 * terminated UTF-8 texts, writes out, re-reads to an equal tree, and
 * writes again to the same bytes.  The game layer must not crash, and a
 * game it loads must give a final position and write out.  Built with
 * tests/fuzz/CMakeLists.txt (libFuzzer) or with replay.c (plain ctest).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"
#include "sgf/sgf.h"
#include "sgf/sgf_impl.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int valid_utf8(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned c = s[i];
        size_t k = c < 0x80 ? 1 : c < 0xC2 ? 0 : c < 0xE0 ? 2 : c < 0xF0 ? 3
                 : c < 0xF5 ? 4 : 0;
        if (!k || i + k > n) return 0;
        for (size_t j = 1; j < k; j++)
            if ((s[i + j] & 0xC0) != 0x80) return 0;
        if ((c == 0xE0 && s[i + 1] < 0xA0) || (c == 0xED && s[i + 1] >= 0xA0) ||
            (c == 0xF0 && s[i + 1] < 0x90) || (c == 0xF4 && s[i + 1] >= 0x90))
            return 0;
        i += k;
    }
    return 1;
}

static void check_texts(const sgf_tree *t)
{
    for (int g = 0; g < sgf_game_count(t); g++) {
        const sgf_node *n = sgf_game_root(t, g);
        while (n) {
            if (n->line < 1 || n->col < 1) abort();
            for (int i = 0; i < n->nprops; i++) {
                const sgf_prop *p = &n->props[i];
                if (!p->id[0] || p->nvalues < 1) abort();
                for (const char *c = p->id; *c; c++)
                    if (*c < 'A' || *c > 'Z') abort();
                for (int j = 0; j < p->nvalues; j++) {
                    const sgf_value *v = &p->values[j];
                    if (v->text[v->text_len] != 0) abort();
                    if (!valid_utf8((const unsigned char *)v->text, v->text_len))
                        abort();
                }
            }
            if (n->first_child) {
                if (n->first_child->parent != n) abort();
                n = n->first_child;
                continue;
            }
            while (n && !n->next_sibling) n = n->parent;
            if (n) n = n->next_sibling;
        }
    }
}

static void check_sgf(const char *buf, size_t size)
{
    sgf_tree *t = NULL, *u = NULL;
    sgf_diag d;
    int rc = sgf_parse(buf, size, &t, &d);
    if (rc) {
        if (t || (rc != SEICHI_PARSE && rc != SEICHI_NOMEM)) abort();
        if (rc == SEICHI_PARSE && (d.line < 1 || d.col < 1 || !d.msg[0]))
            abort();
        return;
    }
    if (!t || sgf_game_count(t) < 1) abort();
    check_texts(t);
    size_t len = 0, len2 = 0;
    char *w = sgf_write(t, &len);
    if (!w) abort();
    if (sgf_parse(w, len, &u, &d) != 0) abort();
    if (!sgf_tree_equal(t, u)) abort();
    char *w2 = sgf_write(u, &len2);
    if (!w2 || len2 != len || memcmp(w, w2, len) != 0) abort();
    free(w2);
    free(w);
    sgf_free(u);
    sgf_free(t);
}

/* The game with a score written in (no stone dead: the writer is what is
 * tested, not the analysis) must read back. */
static void check_scored(seichi_game *g)
{
    const seichi_pos *p = seichi_game_position(g, -1);
    if (!p) return;
    uint8_t *dead = calloc((size_t)seichi_graph_points(seichi_pos_graph(p)) + 1, 1);
    seichi_score_options o;
    seichi_score_options_from_game(&o, g);
    o.dead = dead;
    seichi_result *r = NULL;
    char *out = NULL;
    size_t len = 0;
    if (dead && seichi_score(p, &o, &r) == SEICHI_OK && seichi_game_write_sgf(g, r, &out, &len) == SEICHI_OK) {
        seichi_game *back = seichi_game_new();
        seichi_load_options opt = {"scored.sgf", 0, 1};
        if (back && seichi_game_load_sgf(back, out, len, &opt) != SEICHI_OK) abort();
        seichi_game_free(back);
    }
    free(out);
    seichi_result_free(r);
    free(dead);
}

static void check_game(const char *buf, size_t size)
{
    seichi_game *g = seichi_game_new();
    if (!g) return;
    seichi_load_options opt = {"fuzz.sgf", 0, 1};
    int rc = seichi_game_load_sgf(g, buf, size, &opt);
    if (rc == SEICHI_OK) {
        seichi_game_position(g, -1);
        seichi_game_position(g, seichi_game_move_count(g) / 2);
        char *out = NULL;
        size_t len = 0;
        if (seichi_game_write_sgf(g, NULL, &out, &len) == SEICHI_OK) free(out);
        check_scored(g);
    } else if (!seichi_game_errmsg(g)[0]) {
        abort();
    }
    seichi_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_sgf((const char *)data, size);
    check_game((const char *)data, size);
    return 0;
}
