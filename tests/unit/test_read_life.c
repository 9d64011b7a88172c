/*
 * test_read_life.c - local life and death (src/analysis/read_life.c) on
 * the shapes every player knows: straight and bent three (whoever plays
 * the vital point first), straight four (alive), square four (dead), a
 * nakade of the opponent's stones, two eyes, seki, life by capturing a
 * cutting stone, a corridor out of the wall, and a group in the open (too
 * big a zone: unknown).  Each
 * answer was checked against GNU Go 3.8's owl_attack / owl_defend on the
 * same position.  Every position is read with the colours swapped and
 * mirrored left to right (the same answers), and must leave the position
 * unchanged.  The same positions run through GTP in tests/regress/life.tst.
 */
#include "analysis/read_life.h"
#include "check.h"
#include "position/position.h"
#include "testpos.h"

#define BUDGET 20000

/* The group of stone: kill (opponent first) and live (owner first) as
 * expected; move_ok lists the moves either may report ("PASS"), or NULL. */
static void ask(const char *text, const char *stone, int kill, int live, const char *kill_ok, const char *live_ok)
{
    for (int variant = 0; variant < 4; variant++) {
        int swap = variant & 1, mirror = variant >> 1, width;
        char buf[512];
        seichi_pos *p = diagram_variant(text, variant, buf, &width);
        CHECK(p != NULL);
        if (!p) return;
        int n = seichi_graph_points(seichi_pos_graph(p));
        int pt = at(p, stone);
        if (mirror) pt = mirror_point(pt, width);
        unsigned char before[400];
        memcpy(before, seichi_pos_colors(p), (size_t)n);
        seichi_reader *r = seichi_reader_new(p, BUDGET, 0);
        int mv[2] = {SEICHI_NONE, SEICHI_NONE};
        int res[2] = {seichi_read_kill(r, p, pt, &mv[0]), seichi_read_live(r, p, pt, &mv[1])};
        int want[2] = {kill, live};
        const char *ok[2] = {kill_ok, live_ok};
        for (int q = 0; q < 2; q++) {
            if (res[q] != want[q])
                fprintf(stderr, "  %s %s (swap %d mirror %d): %d, expected %d\n", q ? "live" : "kill", stone, swap,
                        mirror, res[q], want[q]);
            CHECK_EQ(res[q], want[q]);
            if (ok[q]) CHECK(move_listed(p, variant, width, mv[q], ok[q], q ? "live" : "kill"));
        }
        CHECK(memcmp(before, seichi_pos_colors(p), (size_t)n) == 0);
        seichi_reader_free(r);
        seichi_pos_free(p);
    }
}

/* Straight three on the edge: the vital point B1 decides. */
static void test_straight_three(void)
{
    ask(".........\n.........\n.........\n.........\n"
        ".........\nooooo....\nxxxxo....\nxxxxo....\n...xo....\n",
        "A2", SEICHI_READ_WIN, SEICHI_READ_WIN, "B1", "B1");
}

/* Bent three in the corner (A1, B1, A2 for White's corner stones' eye):
 * Black's A2 group has one eye point at A1 beside the corner - dead
 * whoever moves. */
static void test_corner_two_points(void)
{
    ask(".........\n.........\n.........\n.........\n"
        ".........\n.........\nooo......\nxxoo.....\n.xxo.....\n",
        "A2", SEICHI_READ_WIN, SEICHI_READ_FAIL, "A1", NULL);
}

/* Straight four: alive whoever moves first. */
static void test_straight_four(void)
{
    ask(".........\n.........\n.........\n.........\n"
        ".........\noooooo...\nxxxxxo...\nxxxxxo...\n....xo...\n",
        "A2", SEICHI_READ_FAIL, SEICHI_READ_WIN, NULL, "PASS");
}

/* Square four in the corner: dead even with its owner first. */
static void test_square_four(void)
{
    ask(".........\n.........\n.........\n.........\n"
        ".........\noooo.....\nxxxo.....\n..xo.....\n..xo.....\n",
        "C3", SEICHI_READ_WIN, SEICHI_READ_FAIL, NULL, NULL);
}

/* Three White stones inside a six-point space: whoever plays C2 first. */
static void test_nakade_stones(void)
{
    ask(".........\n.........\n.........\n.........\n"
        "oooooo...\nxxxxxo...\nxooxxo...\nxo.xxo...\nx..xxo...\n",
        "A4", SEICHI_READ_WIN, SEICHI_READ_WIN, "C1 C2", "C2");
}

/* A square-four eye and a separate eye: two eyes, alive. */
static void test_two_eyes(void)
{
    ask(".........\n.........\n.........\n.........\n"
        ".........\noooooo...\nxxxxxo...\n..x.xo...\n..xxxo...\n",
        "C3", SEICHI_READ_FAIL, SEICHI_READ_WIN, NULL, "PASS");
}

/* Black's group and White's three stones share two liberties inside; a
 * player who fills one puts himself in atari: seki, which lives. */
static void test_seki(void)
{
    ask(".........\n.........\n.........\n.........\n"
        "oooooooo.\nxxxxxxxo.\nxooo.xxo.\nx.xo.xxo.\nxxxoxxxo.\n",
        "A4", SEICHI_READ_FAIL, SEICHI_READ_WIN, NULL, "PASS");
}

/* A White cutting stone in atari inside: Black takes it when needed. */
static void test_capture_to_live(void)
{
    ask(".........\n.........\n.........\n.........\n"
        "oooooo...\nxxxxxo...\nx.x.xo...\nxxoxxo...\n..xxxo...\n",
        "A4", SEICHI_READ_FAIL, SEICHI_READ_WIN, NULL, "PASS");
}

/* One eye and a corridor of three empty points out through White's
 * wall: extending into it gains nothing, the group is dead. */
static void test_corridor_out(void)
{
    ask(".........\n.........\n.........\n"
        "oooooo...\no..ooo...\no.xxxo...\noxxxxo...\nox.xxo...\noxxxxo...\n",
        "C4", SEICHI_READ_WIN, SEICHI_READ_FAIL, "B4 B5 C5", NULL);
}

/* White's wall faces open board: its zone is too big to read. */
static void test_open_group_unknown(void)
{
    ask(".........\n.........\n.........\n.........\n"
        ".........\nooooo....\nxxxxo....\nxxxxo....\n...xo....\n",
        "E4", SEICHI_READ_UNKNOWN, SEICHI_READ_UNKNOWN, NULL, NULL);
}

/* read_life_proof counts only pass-alive (or joining an anchored stone)
 * as life: straight four is proved (every attack ends in two eyes), a
 * seki is not, and a chain that connects by miai to a group proved alive
 * is proved only with that group anchored. */
static void test_proof(void)
{
    const char *four = ".........\n.........\n.........\n.........\n"
                       ".........\noooooo...\nxxxxxo...\nxxxxxo...\n....xo...\n";
    const char *seki = ".........\n.........\n.........\n.........\n"
                       "oooooooo.\nxxxxxxxo.\nxooo.xxo.\nx.xo.xxo.\nxxxoxxxo.\n";
    /* Black's chain D7-F7 joins the wall on the fifth line through D6,
       E6 or F6; the wall lives by its territory, which Benson does not
       prove: the reading proves the chain only with the wall anchored */
    const char *join = ".........\n...ooo...\n..oxxxo..\n..o...o..\nxxxxxxxxx\n"
                       ".........\n.........\n.........\n.........\n";
    seichi_pos *p = diagram(four);
    seichi_reader *r = seichi_reader_new(p, BUDGET, 0);
    CHECK_EQ(read_life_proof(r, p, at(p, "A2"), NULL), SEICHI_READ_FAIL);
    seichi_reader_free(r);
    seichi_pos_free(p);
    p = diagram(seki);
    r = seichi_reader_new(p, BUDGET, 0);
    CHECK_EQ(seichi_read_kill(r, p, at(p, "A4"), NULL), SEICHI_READ_FAIL);
    CHECK(read_life_proof(r, p, at(p, "A4"), NULL) != SEICHI_READ_FAIL);
    seichi_reader_free(r);
    seichi_pos_free(p);
    p = diagram(join);
    r = seichi_reader_new(p, BUDGET, 0);
    uint8_t anchor[81] = {0};
    for (int q = 0; q < 81; q++) anchor[q] = seichi_pos_color(p, q) == SEICHI_BLACK && q / 9 == 4;
    CHECK(read_life_proof(r, p, at(p, "E7"), NULL) != SEICHI_READ_FAIL);
    CHECK_EQ(read_life_proof(r, p, at(p, "E7"), anchor), SEICHI_READ_FAIL);
    seichi_reader_free(r);
    seichi_pos_free(p);
}

int main(void)
{
    RUN(test_proof);
    RUN(test_straight_three);
    RUN(test_corner_two_points);
    RUN(test_straight_four);
    RUN(test_square_four);
    RUN(test_nakade_stones);
    RUN(test_two_eyes);
    RUN(test_seki);
    RUN(test_capture_to_live);
    RUN(test_corridor_out);
    RUN(test_open_group_unknown);
    return CHECK_DONE();
}
