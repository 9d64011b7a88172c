/*
 * test_sgf_props.c - how the game layer reads the root properties and the
 * setup of a record: KM, HA and RE values that are not what they should be
 * get a warning that says what is wrong (never silence, never a wrong
 * name), and AB/AW/AE naming one point twice in one node is refused by a
 * strict load (FF[4]: their points must be unique), warned about when
 * continuing as viewers do.
 */
#include "check.h"
#include "seichi.h"
#include "game/game.h"

static seichi_game *load(const char *sgf, int cont, int rc_expected)
{
    seichi_game *g = seichi_game_new();
    seichi_load_options o = {"t.sgf", 0, cont};
    int rc = seichi_game_load_sgf(g, sgf, strlen(sgf), &o);
    CHECK_EQ(rc, rc_expected);
    if (rc != rc_expected) fprintf(stderr, "  %s: %s\n", sgf, seichi_game_errmsg(g));
    return g;
}

static int warned(const seichi_game *g, const char *what)
{
    int ok = strstr(seichi_game_warnings(g), what) != NULL;
    if (!ok) fprintf(stderr, "  expected a warning with '%s', got: %s\n", what, seichi_game_warnings(g));
    return ok;
}

static void test_same_point_one_node(void)
{
    seichi_game *g = load("(;SZ[9]AB[cc]AW[cc];B[ee])", 0, SEICHI_PARSE);
    CHECK(strstr(seichi_game_errmsg(g), "t.sgf:1:") == seichi_game_errmsg(g));
    CHECK(strstr(seichi_game_errmsg(g), "C7 is set up with another colour in the same node") != NULL);
    seichi_game_free(g);
    g = load("(;SZ[9]AB[aa:cc]AE[bb])", 0, SEICHI_PARSE);
    seichi_game_free(g);
    /* continuing as viewers do: a warning, and the order AE, AB, AW decides */
    g = load("(;SZ[9]AW[cc]AB[cc];B[ee])", 1, SEICHI_OK);
    CHECK(warned(g, "C7 is set up with another colour in the same node; AW applied"));
    CHECK_EQ(seichi_pos_color(seichi_game_position(g, -1), seichi_graph_find_point(seichi_game_graph(g), "C7")),
             SEICHI_WHITE);
    seichi_game_free(g);
    /* the same colour twice: a warning only */
    g = load("(;SZ[9]AB[cc][aa:dd])", 0, SEICHI_OK);
    CHECK(warned(g, "is set up twice in the same node"));
    seichi_game_free(g);
    /* the same point in two nodes is a change of setup, not a clash */
    g = load("(;SZ[9]AB[cc];AW[cc];AE[cc]AB[dd])", 0, SEICHI_OK);
    CHECK_STR(seichi_game_warnings(g), "");
    seichi_game_free(g);
    /* a rectangle is one setup and covers every point of it */
    g = load("(;SZ[52]AB[aa:ZZ])", 0, SEICHI_OK);
    CHECK_EQ(seichi_pos_color(seichi_game_position(g, -1), 52 * 52 - 1), SEICHI_BLACK);
    seichi_game_free(g);
}

/* Setup rectangles that recolour stones: the position is the one the
 * points give one by one (chains, liberties and hash agree). */
static void test_recolour(void)
{
    seichi_game *g = load("(;SZ[9]AB[aa:ii];AW[bb:hh];AE[cc:gg];AB[ee];AB[aa:ib])", 0, SEICHI_OK);
    const seichi_pos *p = seichi_game_position(g, -1);
    CHECK_EQ(seichi_pos_check(p), SEICHI_OK);
    int bad = 0;
    for (int y = 0; y < 9; y++)
        for (int x = 0; x < 9; x++) {
            int want = SEICHI_BLACK;
            if (x >= 1 && x <= 7 && y >= 1 && y <= 7) want = SEICHI_WHITE;
            if (x >= 2 && x <= 6 && y >= 2 && y <= 6) want = SEICHI_EMPTY;
            if (x == 4 && y == 4) want = SEICHI_BLACK;
            if (y <= 1) want = SEICHI_BLACK;
            bad += seichi_pos_color(p, y * 9 + x) != want;
        }
    CHECK_EQ(bad, 0);
    seichi_game_free(g);
}

static void test_handicap(void)
{
    seichi_game *g = load("(;SZ[19]HA[400])", 0, SEICHI_OK);
    CHECK_EQ(seichi_game_handicap(g), 0);
    CHECK(warned(g, "HA[400] is out of range (0 to the 361 points of the board); no handicap"));
    seichi_game_free(g);
    g = load("(;SZ[19]HA[-5])", 0, SEICHI_OK);
    CHECK_EQ(seichi_game_handicap(g), 0);
    CHECK(warned(g, "HA[-5] is out of range"));
    seichi_game_free(g);
    g = load("(;SZ[19]HA[two])", 0, SEICHI_OK);
    CHECK(warned(g, "HA[two] is not a whole number"));
    seichi_game_free(g);
    g = load("(;SZ[19]HA[2.5])", 0, SEICHI_OK);
    CHECK(warned(g, "HA[2.5] is not a whole number"));
    seichi_game_free(g);
    g = load("(;SZ[19]HA[3]AB[dd][pp][dp])", 0, SEICHI_OK);
    CHECK_EQ(seichi_game_handicap(g), 3);
    CHECK_STR(seichi_game_warnings(g), "");
    seichi_game_free(g);
}

static void test_komi(void)
{
    seichi_game *g = load("(;SZ[19]KM[1e308])", 0, SEICHI_OK);
    CHECK(seichi_game_komi(g) == 0);
    CHECK(warned(g, "KM[1e308] is out of range"));
    CHECK(strstr(seichi_game_warnings(g), "not a number") == NULL);
    seichi_game_free(g);
    static const char *const nan_like[] = {"(;KM[abc])", "(;KM[0x10])", "(;KM[inf])", "(;KM[nan])", "(;KM[6.5.5])"};
    for (int i = 0; i < 5; i++) {
        g = load(nan_like[i], 0, SEICHI_OK);
        CHECK(seichi_game_komi(g) == 0);
        CHECK(warned(g, "is not a number; komi 0 used"));
        seichi_game_free(g);
    }
    g = load("(;KM[7.00001])", 0, SEICHI_OK);
    CHECK(seichi_game_komi(g) == 7.00001);
    seichi_game_free(g);
    g = load("(;KM[650])", 0, SEICHI_OK);
    CHECK(seichi_game_komi(g) == 6.5);
    seichi_game_free(g);
    g = load("(;KM[-0.5])", 0, SEICHI_OK);
    CHECK(seichi_game_komi(g) == -0.5);
    CHECK_STR(seichi_game_warnings(g), "");
    seichi_game_free(g);
}

/* A value quoted in a message cannot break it into two lines. */
static void test_one_line_messages(void)
{
    seichi_game *g = load("(;RU[no\nsuch\rrules]KM[6\n5])", 0, SEICHI_OK);
    const char *w = seichi_game_warnings(g);
    int lines = 0;
    for (const char *c = w; *c; c++) lines += *c == '\n';
    CHECK_EQ(lines, 2);
    CHECK(strstr(w, "RU[no?such?rules]") != NULL);
    seichi_game_free(g);
    g = load("(;SZ[9]AB[c\nc])", 0, SEICHI_PARSE);
    CHECK(strchr(seichi_game_errmsg(g), '\n') == NULL);
    seichi_game_free(g);
}

static void test_result(void)
{
    double m = 99;
    CHECK(game_parse_re("B+12.5", &m) && m == 12.5);
    CHECK(game_parse_re(" w+3 ", &m) && m == -3);
    CHECK(game_parse_re("Draw", &m) && m == 0);
    CHECK(game_parse_re("jigo", &m) && m == 0);
    CHECK(game_parse_re("0", &m) && m == 0);
    static const char *const not_counted[] = {"B+R", "W+Resign", "B+T", "?", "", "B+", "B+0x10", "B+1e9",
                                              "B+inf", "W+nan", "B+5 points", "B+-3", "B+123456789", "0.5",
                                              "Draw by agreement"};
    for (size_t i = 0; i < sizeof not_counted / sizeof *not_counted; i++) {
        int c = game_parse_re(not_counted[i], &m);
        if (c) fprintf(stderr, "  RE[%s] read as %g\n", not_counted[i], m);
        CHECK(!c);
    }
    CHECK(!game_parse_re(NULL, &m));
}

int main(void)
{
    RUN(test_same_point_one_node);
    RUN(test_recolour);
    RUN(test_handicap);
    RUN(test_komi);
    RUN(test_one_line_messages);
    RUN(test_result);
    return CHECK_DONE();
}
