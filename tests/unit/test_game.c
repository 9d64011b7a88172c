/*
 * test_game.c - game records: SGF setup, handicap, passes, rectangular
 * boards, collections, illegal moves (refused, or played as viewers do),
 * replay to any move, and the writer's round trip through the game layer.
 */
#include "check.h"
#include "seichi.h"

static seichi_game *load(const char *sgf, int rc_expected, const seichi_load_options *opt)
{
    seichi_game *g = seichi_game_new();
    int rc = seichi_game_load_sgf(g, sgf, strlen(sgf), opt);
    CHECK_EQ(rc, rc_expected);
    if (rc != rc_expected) fprintf(stderr, "  message: %s\n", seichi_game_errmsg(g));
    return g;
}

static int pt(const seichi_game *g, const char *name)
{
    return seichi_graph_find_point(seichi_game_graph(g), name);
}

static void test_setup_and_handicap(void)
{
    seichi_game *g = load("(;GM[1]FF[4]SZ[9]HA[2]KM[0.5]RU[Japanese]AB[cc][gg]"
                          ";W[ee];B[];W[tt])", SEICHI_OK, NULL);
    CHECK_EQ(seichi_game_handicap(g), 2);
    CHECK(seichi_game_komi(g) == 0.5);
    CHECK_EQ(seichi_game_move_count(g), 3);
    CHECK_EQ(seichi_game_move(g, 1).point, SEICHI_PASS);
    CHECK_EQ(seichi_game_move(g, 2).point, SEICHI_PASS); /* tt on 9x9 */
    const seichi_pos *p = seichi_game_position(g, -1);
    CHECK_EQ(seichi_pos_color(p, pt(g, "C7")), SEICHI_BLACK);
    CHECK_EQ(seichi_pos_color(p, pt(g, "G3")), SEICHI_BLACK);
    CHECK_EQ(seichi_pos_color(p, pt(g, "E5")), SEICHI_WHITE);
    p = seichi_game_position(g, 0);
    CHECK_EQ(seichi_pos_to_move(p), SEICHI_WHITE);
    CHECK_EQ(seichi_pos_color(p, pt(g, "E5")), SEICHI_EMPTY);
    CHECK_STR(seichi_game_property(g, "RU"), "Japanese");
    seichi_game_free(g);
}

static double komi_of(const char *km)
{
    char sgf[64];
    snprintf(sgf, sizeof sgf, "(;SZ[19]KM[%s])", km);
    seichi_game *g = load(sgf, SEICHI_OK, NULL);
    double k = seichi_game_komi(g);
    seichi_game_free(g);
    return k;
}

static void test_komi_readings(void)
{
    CHECK(komi_of("6.5") == 6.5);
    CHECK(komi_of("0.50") == 0.5);
    CHECK(komi_of("-9.5") == -9.5);
    CHECK(komi_of("650") == 6.5);  /* Fox: hundredths */
    CHECK(komi_of("750") == 7.5);
    CHECK(komi_of("375") == 7.5);  /* hundredths, then 3.75 stones = 7.5 points */
    CHECK(komi_of("2.75") == 5.5); /* stones (zi) */
    CHECK(komi_of("7") == 7);
    CHECK(komi_of("abc") == 0);
    seichi_game *g = load("(;SZ[9]KM[650])", SEICHI_OK, NULL);
    CHECK(seichi_game_komi(g) == 6.5);
    CHECK(strstr(seichi_game_warnings(g), "read as hundredths") != NULL);
    seichi_game_free(g);
}

static void test_compressed_and_rectangular(void)
{
    seichi_game *g = load("(;SZ[7:3]AB[aa:cb]AW[gc];AE[bb];B[dc])", SEICHI_OK, NULL);
    CHECK_EQ(seichi_graph_width(seichi_game_graph(g)), 7);
    CHECK_EQ(seichi_graph_height(seichi_game_graph(g)), 3);
    const seichi_pos *p = seichi_game_position(g, -1);
    CHECK_EQ(seichi_pos_stone_count(p, SEICHI_BLACK), 6);
    CHECK_EQ(seichi_pos_color(p, pt(g, "B2")), SEICHI_EMPTY);
    CHECK_EQ(seichi_pos_check(p), SEICHI_OK);
    seichi_game_free(g);
}

static void test_captures_counted(void)
{
    seichi_game *g = load("(;SZ[5];B[ab];W[aa];B[ba];W[bb];B[cb];W[ca])", SEICHI_OK, NULL);
    const seichi_pos *p = seichi_game_position(g, -1);
    CHECK_EQ(seichi_pos_captures(p, SEICHI_BLACK), 1);
    CHECK_EQ(seichi_pos_color(p, pt(g, "A5")), SEICHI_EMPTY);
    CHECK_EQ(seichi_pos_color(p, pt(g, "B5")), SEICHI_BLACK); /* A5 is still its liberty */
    p = seichi_game_position(g, 2);
    CHECK_EQ(seichi_pos_captures(p, SEICHI_BLACK), 0);
    CHECK_EQ(seichi_pos_color(p, pt(g, "A5")), SEICHI_WHITE);
    seichi_game_free(g);
}

static void test_illegal_moves(void)
{
    seichi_load_options opt = {"x.sgf", 0, 0};
    seichi_game *g = load("(;SZ[9]\n;B[ee]\n;W[ee])", SEICHI_ILLEGAL, &opt);
    CHECK_STR(seichi_game_errmsg(g), "x.sgf:3:3: move 2 (W E5): illegal, the point is occupied");
    seichi_game_free(g);
    /* a ko retaken at once */
    const char *ko = "(;SZ[5];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[bb];B[cb])";
    g = load(ko, SEICHI_ILLEGAL, &opt);
    CHECK(strstr(seichi_game_errmsg(g), "move 9 (B C4): illegal, it retakes a ko at once") != NULL);
    seichi_game_free(g);
    /* suicide refused under Japanese, allowed under New Zealand */
    g = load("(;SZ[3]RU[Japanese]AB[ba][ab];W[aa])", SEICHI_ILLEGAL, &opt);
    CHECK(strstr(seichi_game_errmsg(g), "suicide") != NULL);
    seichi_game_free(g);
    g = load("(;SZ[3]RU[NZ]AB[ba][ab];W[aa])", SEICHI_OK, &opt);
    CHECK_EQ(seichi_pos_color(seichi_game_position(g, -1), 0), SEICHI_EMPTY);
    seichi_game_free(g);
    /* continue as viewers do: the move is forced and a warning kept */
    opt.continue_on_illegal = 1;
    g = load("(;SZ[9];B[ee];W[ee];B[aa])", SEICHI_OK, &opt);
    CHECK_EQ(seichi_pos_color(seichi_game_position(g, -1), pt(g, "E5")), SEICHI_WHITE);
    CHECK(strstr(seichi_game_warnings(g), "move 2 (W E5): illegal") != NULL);
    seichi_game_free(g);
}

static void test_bad_records(void)
{
    seichi_load_options opt = {"bad.sgf", 0, 0};
    seichi_game *g = load("(;SZ[60];B[aa])", SEICHI_RANGE, &opt);
    CHECK_STR(seichi_game_errmsg(g), "bad.sgf:1:5: SZ[60]: board sides must be 1 to 52");
    seichi_game_free(g);
    g = load("(;SZ[abc])", SEICHI_PARSE, &opt);
    seichi_game_free(g);
    g = load("(;SZ[9];B[zz])", SEICHI_PARSE, &opt);
    CHECK(strstr(seichi_game_errmsg(g), "move 1: B[zz] is not a point of this 9x9 board") != NULL);
    seichi_game_free(g);
    g = load("(;GM[2]SZ[8])", SEICHI_UNSUPPORTED, &opt);
    seichi_game_free(g);
    g = load("(;SZ[9];B[ee]", SEICHI_PARSE, &opt);
    CHECK(strncmp(seichi_game_errmsg(g), "bad.sgf:", 8) == 0);
    seichi_game_free(g);
    g = load("", SEICHI_PARSE, &opt);
    seichi_game_free(g);
}

static void test_collection_and_variations(void)
{
    const char *two = "(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd]))(;SZ[13];B[mm])";
    seichi_game *g = load(two, SEICHI_OK, NULL);
    CHECK_EQ(seichi_game_collection_size(g), 2);
    CHECK_EQ(seichi_game_move_count(g), 3); /* main line: first variation */
    CHECK_EQ(seichi_game_move(g, 1).point, pt(g, "B8"));
    seichi_game_free(g);
    seichi_load_options opt = {NULL, 1, 0};
    g = load(two, SEICHI_OK, &opt);
    CHECK_EQ(seichi_graph_width(seichi_game_graph(g)), 13);
    CHECK_EQ(seichi_game_move_count(g), 1);
    seichi_game_free(g);
    opt.game_index = 2;
    g = load(two, SEICHI_RANGE, &opt);
    seichi_game_free(g);
}

static void test_write_round_trip(void)
{
    const char *src = "(;GM[1]FF[4]SZ[9]C[a \\] comment]XX[kept];B[aa](;W[bb])(;W[cc]))";
    seichi_game *g = load(src, SEICHI_OK, NULL);
    char *out;
    size_t len;
    CHECK_EQ(seichi_game_write_sgf(g, NULL, &out, &len), SEICHI_OK);
    seichi_game *h = load(out, SEICHI_OK, NULL);
    CHECK_STR(seichi_game_property(h, "XX"), "kept");
    CHECK_STR(seichi_game_property(h, "C"), "a ] comment");
    CHECK_EQ(seichi_game_move_count(h), 2);
    CHECK_EQ(seichi_game_move(h, 1).point, seichi_game_move(g, 1).point);
    free(out);
    seichi_game_free(h);
    seichi_game_free(g);
}

int main(void)
{
    RUN(test_setup_and_handicap);
    RUN(test_komi_readings);
    RUN(test_compressed_and_rectangular);
    RUN(test_captures_counted);
    RUN(test_illegal_moves);
    RUN(test_bad_records);
    RUN(test_collection_and_variations);
    RUN(test_write_round_trip);
    return CHECK_DONE();
}
