/*
 * test_enclose_fills.c - the points a record that stops before the last
 * dame still needs filled (src/analysis/dead_enclose_fills.c): a chain
 * already in atari connects whoever fills the dame; a border left open
 * is closed by the colour around it.  The teire that the order of play
 * decides (sente dame) are the settling phase's: test_enclose_settle.c.
 */
#include <stdint.h>

#include "analysis/deadstones.h"
#include "check.h"
#include "enclose_test.h"
#include "testpos.h"
#include "position/position.h"
#include "seichi.h"

static void fills_of(const seichi_pos *p, uint8_t *dead, uint8_t *fills)
{
    enclose_analyse(p, 0, dead, fills, NULL);
}

static int count_fills(const seichi_pos *p, const uint8_t *fills)
{
    int k = 0;
    for (int i = 0; i < seichi_graph_points(seichi_pos_graph(p)); i++) k += fills[i] != 0;
    return k;
}

/* G9 is already in atari: White connects at F9 whoever fills the dame. */
static void test_atari_connects(void)
{
    seichi_pos *p = diagram(". . . . O . O X .\n"
                            ". . . . O O X X .\n"
                            ". . . . O X X . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n");
    uint8_t dead[81], fills[81];
    fills_of(p, dead, fills);
    CHECK_EQ(dead[at(p, "G9")], 0);
    CHECK_EQ(fills[at(p, "F9")], SEICHI_WHITE);
    CHECK_EQ(count_fills(p, fills), 1);
    seichi_pos_free(p);
}

/* A shortage of liberties (Fox bot game, 2018, top right): once the dame
 * H6 and J6 are filled, H5-J5 has only H4 and J4, both White's territory.
 * Black H4 (two liberties, G4 cannot take it) puts it in atari and J4
 * leaves it one liberty (J3): White must add a stone first, so J4 is no
 * territory in a record that stops before the last dame; a game finished
 * by two passes counts as left (src/score/score.c, shortage_teire()). */
static void test_shortage_teire(void)
{
    seichi_pos *p = diagram(". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            "X X X X X X X X X\n"
                            "O O O O O O X . .\n"
                            ". . . . . O X O O\n"
                            ". . . . . O O . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n");
    double margin[2];
    for (int passes = 0; passes < 2; passes++) {
        seichi_score_options so;
        seichi_score_options_init(&so);
        so.finished_by_passes = passes;
        seichi_result *r = NULL;
        CHECK_EQ(seichi_score(p, &so, &r), SEICHI_OK);
        CHECK(r != NULL);
        if (!r) break;
        CHECK_EQ(seichi_result_map_char(r, at(p, "H5")), 'O');
        CHECK_EQ(seichi_result_map_char(r, at(p, "J4")), passes ? 'W' : 'f');
        CHECK_EQ(seichi_result_map_char(r, at(p, "H4")), 'W');
        margin[passes] = seichi_result_margin(r);
        seichi_result_free(r);
    }
    CHECK(margin[0] == margin[1] + 1);
    seichi_pos_free(p);
}

/* The final position of an 1849 record (B+1; it stops before the last
 * boundary moves): White's left side (A9-C19, 27 points) is White's
 * area, but D9 - between Black's D10 and White's C10, E9, D8 - is still
 * open, so the count saw one region touching both colours and gave White
 * nothing there (25 points off).  An area of twelve points or more that
 * touches at most two dame is closed by its colour. */
static void test_area_border_closed(void)
{
    seichi_pos *p = diagram(
                            ". . O X X . . . . X . X . X . X O O .\n"
                            ". O O O X . O O X . X . X . X X X O O\n"
                            ". . O X X X X X X X O X . X X X O O .\n"
                            ". . O O X O O O O . O X X O O X X X O\n"
                            ". . O X X X O . . O . X X O O X X O .\n"
                            ". . . O X . X O O . O O O . . O O O O\n"
                            ". . . O O X X X O O X O O . O O X . .\n"
                            ". . . O O . X . X X X O X O O O X . .\n"
                            ". . O X O X . X X X O O X X X O . . .\n"
                            ". . O X X . . O X O O X X O O O O O O\n"
                            ". . . . O X . X O O O O X X X X X O .\n"
                            "O . O O O O X X X X O X X . . . X X O\n"
                            "X O O X . . O . X O . O . X . O X O .\n"
                            "X X O X O O X X X O . O . X O X X O O\n"
                            ". X X . . . X O O . O O . X X O O O .\n"
                            ". . X X O O X O O O O . O X O O O O X\n"
                            ". . . . X X X X O X X O O X X O O X .\n"
                            ". . . . . . X . X X O . O . X O X X X\n"
                            ". . . . . . . X X O O O . . X X . X .\n");
    uint8_t dead[361], fills[361];
    fills_of(p, dead, fills);
    CHECK_EQ(fills[at(p, "D9")], SEICHI_WHITE);
    CHECK_EQ(fills[at(p, "B8")], 0);
    CHECK_EQ(fills[at(p, "A19")], 0);
    seichi_pos_free(p);
}

/* An m8 record (chinesefuseki645 S00176) that stops with White's upper
 * side open (G19-P19 and K18-N18 around Black's dead K17): its points
 * next to no living Black stone form a dame region of twelve points or
 * more that touches one point next to Black's stones (F19, beside F18,
 * the rest is walled by White): White closes it there, and
 * the region is White's area (under area scoring no longer shared in
 * turn: 20 -> 3 points off). */
static void test_open_border_closed(void)
{
    seichi_pos *p = diagram(
                            ". . . . . . . . . . . . . . . O . X .\n"
                            "O X X . X X O O O O . . . . O . O X .\n"
                            "O O X X X . X X O X . O O O . O X X .\n"
                            "O X X . . X O . X O O O X O . O X . X\n"
                            ". O . X . X X X X X O X X X X O O X .\n"
                            ". . . . . X . . . . X . . X . X X O .\n"
                            "O O O O O O O . O O X O . O X . . . .\n"
                            "X X X . X O . O X O X X X O X X . . .\n"
                            "X . X X X O O X X X . . X X . X X . X\n"
                            ". X O O O X X O X . X . X O X O O X .\n"
                            "O . X . . . O O . X X X X O X . O O O\n"
                            "X X X O O O X X X X O O X O X O O . .\n"
                            ". X O . O . O X O O O O X O O O X O O\n"
                            "X O X X O O X X X O O X X O X X X X O\n"
                            "O O O O X O O O O O O X X O O X . X X\n"
                            ". O . X X X X X X X O . . . O O X . O\n"
                            ". . O . X O O O O X X X X O . X O X X\n"
                            ". . . O O . . O . O X . X O . O O O X\n"
                            ". . . . . . . . O . . . . . . . . . .\n");
    uint8_t dead[361], fills[361];
    fills_of(p, dead, fills);
    CHECK_EQ(fills[at(p, "F19")], SEICHI_WHITE);
    CHECK_EQ(fills[at(p, "H19")], 0);
    seichi_pos_free(p);
}

int main(void)
{
    RUN(test_atari_connects);
    RUN(test_shortage_teire);
    RUN(test_area_border_closed);
    RUN(test_open_border_closed);
    return CHECK_DONE();
}
