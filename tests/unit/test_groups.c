/*
 * test_groups.c - the groups of a scored position (seichi_result_group and
 * "groups" in the JSON, kept with options.explain): the analysis' groups
 * (chains joined through a shared eye region; dead chains of one colour in
 * one area), each chain alone when the dead stones are given, seki partners
 * joined, a dead throw-in left out of the seki; and, over every 25th game
 * of the corpus, the invariants an interface relies on: a group is one
 * colour, never splits a chain, is named by its lowest point, and under
 * automatic dead stones is wholly dead or wholly alive.
 *
 * Boards: x o stones, b w stones marked dead (given dead stones only).
 */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "testpos.h"
#include "seichi.h"

static seichi_result *score_rows(const char *rows, int given, int explain, int *w)
{
    uint8_t dead[1024];
    seichi_pos *p = board_rows(rows, dead, w);
    seichi_score_options o;
    seichi_score_options_init(&o);
    o.explain = explain;
    o.dead = given ? dead : NULL;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    seichi_pos_free(p);
    return r;
}

#define AT(r, w, y, x) seichi_result_group(r, (y) * (w) + (x))

/* Black's corner: chain D5-D4 and the nine-stone chain from A3 share the
 * corner area and the eye at D3; White's throw-ins A5 and C4 die in that
 * one area; White's wall lives on the right. */
static const char corner[] = "o..x.o...\n"
                             "..ox.o...\n"
                             "xxx.xo...\n"
                             "..xxxo...\n"
                             "..x.xo...\n";

static void test_analysis_groups(void)
{
    int w;
    seichi_result *r = score_rows(corner, 0, 1, &w);
    if (!r) return;
    CHECK_EQ(seichi_result_reason(r, 0), SEICHI_PT_DEAD);
    /* two black chains, one group, named by its lowest point D5 */
    CHECK_EQ(AT(r, w, 0, 3), 3);
    CHECK_EQ(AT(r, w, 1, 3), 3);
    CHECK_EQ(AT(r, w, 2, 0), 3);
    CHECK_EQ(AT(r, w, 4, 4), 3);
    /* two dead white chains in one black area: one group (A5) */
    CHECK_EQ(AT(r, w, 0, 0), 0);
    CHECK_EQ(AT(r, w, 1, 2), 0);
    /* the living white wall is another group; empty points have none */
    CHECK_EQ(AT(r, w, 0, 5), 5);
    CHECK_EQ(AT(r, w, 4, 5), 5);
    CHECK_EQ(AT(r, w, 0, 1), -1);
    CHECK_EQ(seichi_result_group(r, -1), -1);
    CHECK_EQ(seichi_result_group(r, 9 * 5), -1);
    char *json = NULL;
    CHECK_EQ(seichi_result_json(r, &json, NULL), SEICHI_OK);
    CHECK(json && strstr(json, "\"groups\":[{\"name\":\"A5\",\"color\":\"white\",\"status\":\"dead\","
                               "\"stones\":[\"A5\",\"C4\"]},{\"name\":\"D5\",\"color\":\"black\","
                               "\"status\":\"alive\",\"stones\":[\"D5\",\"D4\",\"A3\","));
    free(json);
    seichi_result_free(r);

    /* without explain nothing is kept */
    r = score_rows(corner, 0, 0, &w);
    if (!r) return;
    CHECK_EQ(AT(r, w, 0, 3), -1);
    json = NULL;
    CHECK_EQ(seichi_result_json(r, &json, NULL), SEICHI_OK);
    CHECK(json && !strstr(json, "\"groups\""));
    free(json);
    seichi_result_free(r);
    CHECK_EQ(seichi_result_group(NULL, 0), -1);
}

/* Dead stones given: no analysis ran, so each chain is a group. */
static void test_given_dead_chains(void)
{
    int w;
    seichi_result *r = score_rows("w..x.o...\n..wx.o...\nxxx.xo...\n..xxxo...\n..x.xo...\n", 1, 1, &w);
    if (!r) return;
    CHECK_EQ(seichi_result_reason(r, 0), SEICHI_PT_DEAD);
    CHECK_EQ(AT(r, w, 0, 0), 0);
    CHECK_EQ(AT(r, w, 1, 2), 11);
    CHECK_EQ(AT(r, w, 1, 3), 3);
    CHECK_EQ(AT(r, w, 2, 0), 18);
    seichi_result_free(r);
}

/* Seed 000's gaps (test_score.c): two one-eyed white groups cut by a gap
 * of three points, all in seki with Black's two chains.  Seki partners of
 * one colour are one group; the colours stay apart. */
static void test_seki_partners(void)
{
    int w;
    seichi_result *r = score_rows("ooooxxoooo\no.oo..oo.o\noooox.oooo\nooooxxoooo\nxxxxxxxxxx\n", 1, 1, &w);
    if (!r) return;
    CHECK_EQ(seichi_result_reason(r, 0), SEICHI_PT_SEKI_STONE);
    CHECK_EQ(AT(r, w, 0, 0), 0);
    CHECK_EQ(AT(r, w, 0, 9), 0);
    CHECK_EQ(AT(r, w, 0, 4), 4);
    CHECK_EQ(AT(r, w, 4, 0), 4);
    seichi_result_free(r);
    /* White's right group given dead: no partner of the left one any
       more (Black's chains still share the left seki) */
    r = score_rows("ooooxxwwww\no.oo..ww.w\noooox.wwww\nooooxxwwww\nxxxxxxxxxx\n", 1, 1, &w);
    if (!r) return;
    CHECK_EQ(seichi_result_reason(r, 6), SEICHI_PT_DEAD);
    CHECK_EQ(AT(r, w, 0, 0), 0);
    CHECK_EQ(AT(r, w, 0, 9), 6);
    CHECK_EQ(AT(r, w, 4, 0), 4);
    seichi_result_free(r);
}

/* A dead throw-in kept inside a seki eye (test_score.c's seki_dead_eye) is
 * a seki stone of the count, but no partner of White's seki group. */
static void test_throw_in_not_partner(void)
{
    int w;
    seichi_result *r = score_rows("w.x.o.ox.x\nxxxooooxxx\nooooxxxx.x\nxxxxx.xxxx\n", 1, 1, &w);
    if (!r) return;
    CHECK_EQ(seichi_result_reason(r, 0), SEICHI_PT_SEKI_STONE);
    CHECK_EQ(seichi_result_reason(r, 4), SEICHI_PT_SEKI_STONE);
    CHECK_EQ(AT(r, w, 0, 0), 0);
    CHECK_EQ(AT(r, w, 0, 4), 4);
    seichi_result_free(r);
}

static int corpus_games, corpus_groups;

static void check_game(const char *path)
{
    size_t len;
    char *buf = check_read_file(path, &len);
    if (!buf) return;
    seichi_game *g = seichi_game_new();
    seichi_load_options lo = {path, 0, 1};
    int rc = seichi_game_load_sgf(g, buf, len, &lo);
    free(buf);
    const seichi_pos *p = rc == SEICHI_OK ? seichi_game_position(g, -1) : NULL;
    seichi_score_options o;
    if (!p || seichi_graph_width(seichi_pos_graph(p)) == 0) {
        seichi_game_free(g);
        return;
    }
    seichi_score_options_from_game(&o, g);
    o.explain = 1;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    if (!r) {
        seichi_game_free(g);
        return;
    }
    corpus_games++;
    int n = seichi_graph_points(seichi_pos_graph(p)), ok = 1;
    for (int x = 0; x < n; x++) {
        int c = seichi_pos_color(p, x), k = seichi_result_group(r, x);
        if (!c) {
            ok &= k == -1;
            continue;
        }
        corpus_groups += k == x;
        ok &= k >= 0 && k <= x && seichi_pos_color(p, k) == c && seichi_result_group(r, k) == k;
        ok &= seichi_result_group(r, seichi_pos_chain_next(p, x)) == k;
        int dead = seichi_result_reason(r, x) == SEICHI_PT_DEAD;
        ok &= dead == (seichi_result_reason(r, k) == SEICHI_PT_DEAD);
    }
    CHECK(ok);
    if (!ok) fprintf(stderr, "groups broken in %s\n", path);
    seichi_result_free(r);
    seichi_game_free(g);
}

static void test_corpus_invariants(void)
{
    char *manifest = check_read_file(SHARED_PATH("data/games/MANIFEST.tsv"), NULL);
    if (!manifest) {
        printf("no games corpus (../shared/data/games): corpus invariants not checked\n");
        return;
    }
    char path[4096];
    int line = 0;
    for (char *s = strtok(manifest, "\n"); s; s = strtok(NULL, "\n")) {
        char *tab = strchr(s, '\t');
        if (!tab || line++ % 25) continue;
        *tab = 0;
        snprintf(path, sizeof path, "%s", SHARED_PATH("data/games/"));
        strncat(path, s, sizeof path - strlen(path) - 1);
        check_game(path);
    }
    free(manifest);
    printf("corpus: %d games, %d groups checked\n", corpus_games, corpus_groups);
    CHECK(corpus_games >= 150);
}

int main(void)
{
    RUN(test_analysis_groups);
    RUN(test_given_dead_chains);
    RUN(test_seki_partners);
    RUN(test_throw_in_not_partner);
    RUN(test_corpus_invariants);
    return CHECK_DONE();
}
