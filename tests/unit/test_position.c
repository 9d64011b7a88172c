/*
 * test_position.c - topology and position: grids, graph files, names,
 * captures, suicide, simple ko, N players, and exact liberties checked
 * against a rebuild after every move of random games.
 */
#include <stdint.h>

#include "check.h"
#include "testrng.h"
#include "testpos.h"
#include "position/position.h"
#include "seichi.h"

static void test_grid(void)
{
    seichi_graph *g = seichi_graph_new_grid(19, 19);
    CHECK(g != NULL);
    CHECK_EQ(seichi_graph_points(g), 361);
    int a1 = seichi_graph_find_point(g, "A1"), t19 = seichi_graph_find_point(g, "T19");
    int k10 = seichi_graph_find_point(g, "k10");
    CHECK_EQ(a1, 18 * 19);
    CHECK_EQ(t19, 18);
    CHECK_EQ(seichi_graph_degree(g, a1), 2);
    CHECK_EQ(seichi_graph_degree(g, k10), 4);
    CHECK_EQ(seichi_graph_edge_kind(g, a1), SEICHI_CORNER);
    CHECK_EQ(seichi_graph_edge_kind(g, seichi_graph_find_point(g, "A5")), SEICHI_EDGE);
    CHECK_EQ(seichi_graph_edge_kind(g, k10), SEICHI_CENTRE);
    CHECK_EQ(seichi_graph_diagonal_count(g, k10), 4);
    CHECK_EQ(seichi_graph_diagonal_count(g, a1), 1);
    CHECK_EQ(seichi_graph_find_point(g, "I5"), SEICHI_NONE);
    CHECK_EQ(seichi_graph_find_point(g, "U1"), SEICHI_NONE);
    CHECK_EQ(seichi_graph_find_point(g, "A20"), SEICHI_NONE);
    CHECK_EQ(seichi_graph_find_point(g, "A0"), SEICHI_NONE);
    CHECK_EQ(seichi_graph_find_point(g, "PASS"), SEICHI_PASS);
    char name[8];
    for (int p = 0; p < 361; p++)
        CHECK_EQ(seichi_graph_find_point(g, seichi_graph_point_name(g, p, name, sizeof name)), p);
    seichi_graph_release(g);
    CHECK(seichi_graph_new_grid(53, 5) == NULL);
    CHECK(seichi_graph_new_grid(0, 5) == NULL);
    g = seichi_graph_new_grid(52, 52);
    CHECK(g != NULL);
    for (int p = 0; p < 52 * 52; p++)
        CHECK_EQ(seichi_graph_find_point(g, seichi_graph_point_name(g, p, name, sizeof name)), p);
    seichi_graph_release(g);
    g = seichi_graph_new_grid(1, 1);
    CHECK_EQ(seichi_graph_degree(g, 0), 0);
    seichi_graph_release(g);
}

static void test_graph_file(void)
{
    const char *wormhole = "# a 2x3 grid with a wormhole\npoints 6\nname 0 a\nname 5 f\n"
                           "edge a 1 3\nedge 1 2 4\nedge 2 f\nedge 3 4\nedge 4 f\nedge a f\n";
    seichi_graph *g = NULL;
    char err[128] = "";
    CHECK_EQ(seichi_graph_parse(wormhole, strlen(wormhole), &g, err, sizeof err), SEICHI_OK);
    CHECK_EQ(seichi_graph_points(g), 6);
    CHECK_EQ(seichi_graph_degree(g, 0), 3);
    CHECK_EQ(seichi_graph_find_point(g, "f"), 5);
    CHECK_EQ(seichi_graph_edge_kind(g, 0), SEICHI_CENTRE);
    seichi_graph_release(g);

    const char *torus = "torus 5 5\n";
    CHECK_EQ(seichi_graph_parse(torus, strlen(torus), &g, err, sizeof err), SEICHI_OK);
    CHECK_EQ(seichi_graph_points(g), 25);
    for (int p = 0; p < 25; p++) CHECK_EQ(seichi_graph_degree(g, p), 4);
    seichi_graph_release(g);

    const char *bad[] = {"", "edge 1 2\n", "points 3\nedge 0 0\n", "points 3\nedge 0 9\n",
                         "points 0\n", "points 2\nfoo\n", "points 2\nname 0 x\nname 1 x\n",
                         "grid 60 2\n", "points 2\nedge 0\n"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        g = NULL;
        err[0] = 0;
        CHECK_EQ(seichi_graph_parse(bad[i], strlen(bad[i]), &g, err, sizeof err), SEICHI_PARSE);
        CHECK(g == NULL);
        CHECK(err[0] != 0);
    }
    CHECK_EQ(seichi_graph_parse("points 2\nedge 0 1\nfoo 3\n", 24, &g, err, sizeof err), SEICHI_PARSE);
    CHECK_STR(err, "3:1: unknown directive (points, name, coord, edge, grid, torus)");
}

static seichi_graph *graph_file(const char *rel)
{
    size_t len;
    char *text = check_read_file(SOURCE_PATH(rel), &len);
    seichi_graph *g = NULL;
    char err[128] = "";
    CHECK(text != NULL);
    if (text) CHECK_EQ(seichi_graph_parse(text, len, &g, err, sizeof err), SEICHI_OK);
    if (err[0]) fprintf(stderr, "%s: %s\n", rel, err);
    free(text);
    return g;
}

static void test_example_graphs(void)
{
    int count[3] = {0, 0, 0};
    seichi_graph *g = graph_file("examples/graphs/hex4.txt");
    if (!g) return;
    CHECK_EQ(seichi_graph_points(g), 37);
    for (int p = 0; p < 37; p++) {
        int d = seichi_graph_degree(g, p), k = seichi_graph_edge_kind(g, p);
        count[k]++;
        CHECK_EQ(d, k == SEICHI_CENTRE ? 6 : k == SEICHI_EDGE ? 4 : 3);
    }
    CHECK_EQ(count[SEICHI_CENTRE], 19);
    CHECK_EQ(count[SEICHI_EDGE], 12);
    CHECK_EQ(count[SEICHI_CORNER], 6);
    seichi_graph_release(g);

    g = graph_file("examples/graphs/wormhole5.txt");
    if (!g) return;
    int a1 = seichi_graph_find_point(g, "a1"), e5 = seichi_graph_find_point(g, "e5");
    CHECK_EQ(seichi_graph_degree(g, a1), 3);
    CHECK_EQ(seichi_graph_edge_kind(g, a1), SEICHI_EDGE);
    CHECK_EQ(seichi_graph_edge_kind(g, seichi_graph_find_point(g, "a5")), SEICHI_CORNER);
    /* a chain through the wormhole: a1 and e5 are one chain */
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_pos_play(p, SEICHI_WHITE, a1, 0, NULL, NULL);
    seichi_pos_play(p, SEICHI_WHITE, e5, 0, NULL, NULL);
    CHECK_EQ(seichi_pos_chain(p, a1), seichi_pos_chain(p, e5));
    CHECK_EQ(seichi_pos_chain_libs(p, a1), 4);
    seichi_pos_free(p);
    seichi_graph_release(g);

    g = graph_file("examples/graphs/torus9.txt");
    if (!g) return;
    CHECK_EQ(seichi_graph_points(g), 81);
    for (int q = 0; q < 81; q++) CHECK_EQ(seichi_graph_edge_kind(g, q), SEICHI_CENTRE);
    seichi_graph_release(g);
}

static void test_capture_and_ko(void)
{
    seichi_pos *p = diagram(". x o .\n"
                            "x o . o\n"
                            ". x o .\n"
                            ". . . .\n");
    CHECK(p != NULL);
    int why = -1, cap = -1;
    /* Black C3 (x=2,y=1) captures B3 and makes a ko */
    CHECK_EQ(seichi_pos_play(p, SEICHI_BLACK, at(p, "C3"), 0, &why, &cap), SEICHI_OK);
    CHECK_EQ(cap, 1);
    CHECK_EQ(seichi_pos_captures(p, SEICHI_BLACK), 1);
    CHECK_EQ(seichi_pos_color(p, at(p, "B3")), SEICHI_EMPTY);
    CHECK_EQ(seichi_pos_ko(p), at(p, "B3"));
    CHECK_EQ(seichi_pos_play(p, SEICHI_WHITE, at(p, "B3"), 0, &why, NULL), SEICHI_ILLEGAL);
    CHECK_EQ(why, SEICHI_KO);
    CHECK_EQ(seichi_pos_play(p, SEICHI_WHITE, at(p, "A1"), 0, NULL, NULL), SEICHI_OK);
    CHECK_EQ(seichi_pos_play(p, SEICHI_BLACK, at(p, "B1"), 0, NULL, NULL), SEICHI_OK);
    CHECK_EQ(seichi_pos_play(p, SEICHI_WHITE, at(p, "B3"), 0, &why, &cap), SEICHI_OK);
    CHECK_EQ(cap, 1);
    CHECK_EQ(seichi_pos_check(p), SEICHI_OK);
    CHECK_EQ(seichi_pos_play(p, SEICHI_WHITE, at(p, "B3"), 0, &why, NULL), SEICHI_ILLEGAL);
    CHECK_EQ(why, SEICHI_OCCUPIED);
    seichi_pos_free(p);
}

static void test_suicide(void)
{
    seichi_pos *p = diagram(". x .\n"
                            "x x .\n"
                            ". . .\n");
    int why;
    CHECK_EQ(seichi_pos_play(p, SEICHI_WHITE, at(p, "A3"), 0, &why, NULL), SEICHI_ILLEGAL);
    CHECK_EQ(why, SEICHI_SUICIDE);
    CHECK_EQ(seichi_pos_legality(p, SEICHI_BLACK, at(p, "A3"), 0), SEICHI_LEGAL);
    CHECK_EQ(seichi_pos_play(p, SEICHI_WHITE, at(p, "A3"), SEICHI_ALLOW_SUICIDE, &why, NULL),
             SEICHI_OK);
    CHECK_EQ(seichi_pos_color(p, at(p, "A3")), SEICHI_EMPTY);
    CHECK_EQ(seichi_pos_suicides(p, SEICHI_WHITE), 1);
    /* multi-stone suicide: black fills its own last liberty */
    seichi_pos_free(p);
    p = diagram(". x o\n"
                "x x o\n"
                "o o o\n");
    CHECK_EQ(seichi_pos_play(p, SEICHI_BLACK, at(p, "A3"), 0, &why, NULL), SEICHI_ILLEGAL);
    CHECK_EQ(seichi_pos_play(p, SEICHI_BLACK, at(p, "A3"), SEICHI_ALLOW_SUICIDE, &why, NULL),
             SEICHI_OK);
    CHECK_EQ(seichi_pos_suicides(p, SEICHI_BLACK), 4);
    CHECK_EQ(seichi_pos_stone_count(p, SEICHI_BLACK), 0);
    CHECK_EQ(seichi_pos_check(p), SEICHI_OK);
    seichi_pos_free(p);
}

static void test_liberties(void)
{
    seichi_pos *p = diagram(". . . . .\n"
                            ". x x x .\n"
                            ". x . x .\n"
                            ". x x x .\n"
                            ". . . . .\n");
    CHECK_EQ(seichi_pos_chain_size(p, at(p, "B2")), 8);
    CHECK_EQ(seichi_pos_chain_libs(p, at(p, "B2")), 13);
    CHECK_EQ(seichi_pos_legality(p, SEICHI_WHITE, at(p, "C3"), 0), SEICHI_SUICIDE);
    CHECK_EQ(seichi_pos_play(p, SEICHI_WHITE, at(p, "B5"), 0, NULL, NULL), SEICHI_OK);
    CHECK_EQ(seichi_pos_chain_libs(p, at(p, "B2")), 12);
    CHECK_EQ(seichi_pos_chain_libs(p, at(p, "B5")), 2);
    CHECK_EQ(seichi_pos_play(p, SEICHI_BLACK, at(p, "C3"), 0, NULL, NULL), SEICHI_OK);
    CHECK_EQ(seichi_pos_chain_size(p, at(p, "B2")), 9);
    CHECK_EQ(seichi_pos_chain_libs(p, at(p, "B2")), 11);
    CHECK_EQ(seichi_pos_check(p), SEICHI_OK);
    seichi_pos_free(p);
}

static void test_three_players(void)
{
    /* Red (3) surrounded by Black and White together is captured when the
     * last liberty is filled: every other colour is an opponent. */
    seichi_pos *p = diagram(". x .\n"
                            "o 3 .\n"
                            ". x .\n");
    CHECK_EQ(seichi_pos_players(p), 3);
    int cap;
    CHECK_EQ(seichi_pos_play(p, SEICHI_WHITE, at(p, "C2"), 0, NULL, &cap), SEICHI_OK);
    CHECK_EQ(cap, 1);
    CHECK_EQ(seichi_pos_color(p, at(p, "B2")), SEICHI_EMPTY);
    CHECK_EQ(seichi_pos_captures(p, SEICHI_WHITE), 1);
    CHECK_EQ(seichi_pos_to_move(p), 3);
    seichi_pos_free(p);
}

static uint64_t rng_next(uint64_t *s) { return xorshift64(s); }

/* Random games on several boards and player counts; after every move the
 * incremental chains must equal a rebuild from the colours. */
static void test_random_games(void)
{
    uint64_t seed = 12345;
    int failures = 0, moves = 0;
    for (int game = 0; game < 300; game++) {
        int size = 2 + game % 8, players = 2 + game % 3;
        seichi_graph *g = seichi_graph_new_grid(size, size);
        seichi_pos *p = seichi_pos_new(g, players);
        seichi_graph_release(g);
        unsigned flags = game % 2 ? SEICHI_ALLOW_SUICIDE : 0;
        for (int m = 0; m < size * size * 4; m++) {
            int pl = seichi_pos_to_move(p);
            int pt = (int)(rng_next(&seed) % (uint64_t)(size * size));
            if (seichi_pos_play(p, pl, pt, flags, NULL, NULL) != SEICHI_OK)
                seichi_pos_play(p, pl, SEICHI_PASS, flags, NULL, NULL);
            moves++;
            if (seichi_pos_check(p) != SEICHI_OK) failures++;
        }
        seichi_pos *c = seichi_pos_copy(p);
        CHECK_EQ(seichi_pos_hash(c), seichi_pos_hash(p));
        CHECK_EQ(seichi_pos_check(c), SEICHI_OK);
        seichi_pos_free(c);
        seichi_pos_free(p);
    }
    CHECK_EQ(failures, 0);
    CHECK(moves > 10000);
}

/* pos_libs_after_play against playing on a copy: every empty point, every
 * player, at several moments of random games (2-3 players, captures). */
static void test_libs_after_play(void)
{
    uint64_t seed = 777;
    long compared = 0, failures = 0;
    for (int game = 0; game < 60; game++) {
        int size = 3 + game % 7, players = 2 + game % 2;
        seichi_graph *g = seichi_graph_new_grid(size, size);
        seichi_pos *p = seichi_pos_new(g, players), *t = seichi_pos_new(g, players);
        seichi_graph_release(g);
        for (int m = 0; m < size * size * 3; m++) {
            int pl = seichi_pos_to_move(p);
            int pt = (int)(rng_next(&seed) % (uint64_t)(size * size));
            if (seichi_pos_play(p, pl, pt, 0, NULL, NULL) != SEICHI_OK)
                seichi_pos_play(p, pl, SEICHI_PASS, 0, NULL, NULL);
            if (m % 7) continue;
            for (int x = 0; x < size * size; x++) {
                if (p->color[x]) continue;
                for (int col = 1; col <= players; col++) {
                    seichi_pos_copy_into(t, p);
                    int libs = seichi_pos_play(t, col, x, SEICHI_IGNORE_KO, NULL, NULL) == SEICHI_OK
                                   ? t->libs[t->head[x]] : 0;
                    for (int enough = 1; enough <= 8; enough *= 2) {
                        compared++;
                        failures += pos_libs_after_play(p, col, x, enough) != (libs < enough ? libs : enough);
                    }
                }
            }
        }
        seichi_pos_free(t);
        seichi_pos_free(p);
    }
    CHECK_EQ(failures, 0);
    CHECK(compared > 50000);
}

static void test_diagram_round_trip(void)
{
    const char *text = "   A  B  C  D\n"
                       " 4 .  X  O  .  4\n"
                       " 3 X  O  .  O  3\n"
                       " 2 .  X  O  .  2\n"
                       " 1 .  .  .  .  1\n"
                       "   A  B  C  D\n";
    seichi_pos *p = diagram(text);
    CHECK(p != NULL);
    char buf[512];
    size_t n = seichi_pos_to_diagram(p, buf, sizeof buf, 0);
    CHECK(n < sizeof buf);
    CHECK_STR(buf, ".XO.\nXO.O\n.XO.\n....\n");
    seichi_pos *q = diagram(buf);
    CHECK_EQ(seichi_pos_hash(q), seichi_pos_hash(p));
    seichi_pos_free(q);
    seichi_pos_free(p);
    char err[64];
    q = NULL;
    CHECK_EQ(seichi_pos_from_diagram("..\n...\n", 7, &q, err, sizeof err), SEICHI_PARSE);
    CHECK_EQ(seichi_pos_from_diagram(".?\n", 3, &q, err, sizeof err), SEICHI_PARSE);
    CHECK_STR(err, "1:2: not a point character");
}

static void test_hash_pinned(void)
{
    /* Zobrist keys come from a fixed seed: this value must never change,
     * or stored hashes (batch databases) would be invalidated. */
    seichi_pos *p = diagram("x o\n. x\n");
    CHECK_EQ(seichi_pos_hash(p), 0x93589559acf72858ull);
    /* the second hash (the readers' keys seen from Black's side) is the
     * hash of the colour-swapped stones, itself pinned; the absolute hash
     * did not change when it came */
    seichi_pos *q = diagram("o x\n. o\n");
    CHECK_EQ(seichi_pos_hash(q), 0xebe74cdc963cd26dull);
    CHECK(p->hash_swap == seichi_pos_hash(q));
    CHECK(pos_hash_from(p, SEICHI_WHITE) == p->hash);
    CHECK(pos_hash_from(p, SEICHI_BLACK) == pos_hash_from(q, SEICHI_WHITE));
    seichi_pos_free(q);
    seichi_pos_free(p);
}

/* pos_swap_colours: the colour-swapped position, its hash that of the
 * same stones set up with the colours swapped, the ko's player, the
 * player to move and the prisoners swapped; twice gives p back. */
static void test_swap_colours(void)
{
    seichi_pos *p = diagram(". X O .\n"
                            "X O . O\n"
                            ". X O .\n"
                            ". . . .\n");
    seichi_pos *q = diagram(". O X .\n"
                            "O X . X\n"
                            ". O X .\n"
                            ". . . .\n");
    CHECK_EQ(seichi_pos_play(p, SEICHI_BLACK, at(p, "C3"), 0, NULL, NULL), SEICHI_OK); /* takes B3: a ko */
    CHECK_EQ(seichi_pos_play(q, SEICHI_WHITE, at(q, "C3"), 0, NULL, NULL), SEICHI_OK);
    seichi_pos_set_captures(p, SEICHI_BLACK, 5);
    seichi_pos_set_captures(q, SEICHI_WHITE, 5);
    seichi_pos_set_to_move(q, SEICHI_BLACK);
    uint64_t h = p->hash;
    int ko_player = p->ko_player;
    uint64_t hs = p->hash_swap;
    pos_swap_colours(p);
    CHECK(p->hash == q->hash);
    CHECK(p->hash_swap == q->hash_swap);
    CHECK(p->hash == hs && p->hash_swap == h);
    CHECK(p->hash != h);
    CHECK_EQ(p->ko, q->ko);
    CHECK_EQ(p->ko_player, q->ko_player);
    CHECK_EQ(p->ko_player, 3 - ko_player);
    CHECK_EQ(p->to_move, q->to_move);
    CHECK_EQ(p->captures[SEICHI_WHITE], 5);
    CHECK_EQ(seichi_pos_check(p), SEICHI_OK);
    pos_swap_colours(p);
    CHECK(p->hash == h);
    CHECK_EQ(p->color[at(p, "B4")], SEICHI_BLACK);
    seichi_pos_free(p);
    seichi_pos_free(q);
}

/* pos_rebuild_mapped (the scorer's canonical image) against pos_rebuild:
 * positions of random games turned by the grid's symmetries give the same
 * heads, stone order, sizes, liberties and hashes. */
static void test_rebuild_mapped(void)
{
    uint64_t seed = 777;
    int bad = 0, images = 0;
    for (int game = 0; game < 60; game++) {
        int w = 2 + game % 7, h = w + (game / 7) % 3 * (game % 2);
        seichi_graph *g = seichi_graph_new_grid(w, h);
        seichi_pos *p = seichi_pos_new(g, 2);
        for (int m = 0; m < w * h * 3; m++) {
            int pt = (int)(xorshift64(&seed) % (uint64_t)(w * h));
            if (seichi_pos_play(p, seichi_pos_to_move(p), pt, 0, NULL, NULL) != SEICHI_OK)
                seichi_pos_play(p, seichi_pos_to_move(p), SEICHI_PASS, 0, NULL, NULL);
        }
        int tr[64 * 64];
        for (int s = 0; s < (w == h ? 8 : 4); s++) {
            seichi_pos *a = seichi_pos_new(g, 2), *b = seichi_pos_new(g, 2);
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++) {
                    int X = s & 1 ? w - 1 - x : x, Y = s & 2 ? h - 1 - y : y;
                    int i = s & 4 ? X * w + Y : Y * w + X; /* a transpose only when square */
                    tr[y * w + x] = i;
                    a->color[i] = b->color[i] = p->color[y * w + x];
                }
            pos_rebuild(a);
            pos_rebuild_mapped(b, p, tr);
            for (int q = 0; q < w * h; q++) {
                if (a->head[q] != b->head[q]) bad++;
                else if (a->head[q] >= 0 && a->next[q] != b->next[q]) bad++;
                else if (a->head[q] == q && (a->size[q] != b->size[q] || a->libs[q] != b->libs[q])) bad++;
            }
            bad += a->hash != b->hash || a->hash_swap != b->hash_swap;
            images++;
            seichi_pos_free(a);
            seichi_pos_free(b);
        }
        seichi_pos_free(p);
        seichi_graph_release(g);
    }
    CHECK_EQ(bad, 0);
    CHECK(images > 300);
}

int main(void)
{
    RUN(test_grid);
    RUN(test_graph_file);
    RUN(test_example_graphs);
    RUN(test_capture_and_ko);
    RUN(test_suicide);
    RUN(test_liberties);
    RUN(test_three_players);
    RUN(test_random_games);
    RUN(test_libs_after_play);
    RUN(test_diagram_round_trip);
    RUN(test_hash_pinned);
    RUN(test_swap_colours);
    RUN(test_rebuild_mapped);
    return CHECK_DONE();
}
