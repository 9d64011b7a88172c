/*
 * test_enclose.c - the enclosure method of automatic dead stones
 * (src/analysis/dead_enclose.c): one small position per mechanism (dead
 * group in territory, group with one eye, invader in a framework, seki,
 * capturing race lost, boundary stones through a tiger's mouth, false eye,
 * eyespace table, neutral points, fills), the method switch, and the
 * finished_by_passes option.
 */
#include <stdint.h>

#include "analysis/deadstones.h"
#include "check.h"
#include "enclose_test.h"
#include "testpos.h"
#include "position/position.h"
#include "score/score.h"
#include "seichi.h"

static void analyse(const seichi_pos *p, int passes, uint8_t *dead, uint8_t *fills)
{
    enclose_analyse(p, passes, dead, fills, NULL);
}

/* Lone stones and a two-stone string inside areas walled by groups with
 * room for two eyes. */
static void test_dead_in_territory(void)
{
    seichi_pos *p = diagram(". . . X O . . . .\n"
                            ". O . X O . . O .\n"
                            ". . . X O . . . .\n"
                            "X X X X O . . . .\n"
                            "O O O O O . X X .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            "O O O O O O O O O\n"
                            ". X . . . . . . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "B8")], 1);  /* white stone in Black's corner  */
    CHECK_EQ(dead[at(p, "G5")], 1);  /* black string in White's area   */
    CHECK_EQ(dead[at(p, "B1")], 1);  /* black stone under White's wall */
    CHECK_EQ(dead[at(p, "H8")], 0);  /* White's own stone in its area  */
    CHECK_EQ(dead[at(p, "D9")], 0);
    CHECK_EQ(dead[at(p, "E9")], 0);
    seichi_pos_free(p);
}

/* A black group with one real eye inside White's area is dead; its
 * surrounding wall lives. */
static void test_one_eye_dead(void)
{
    seichi_pos *p = diagram(". . . . . . . . .\n"
                            ". O O O O O O . .\n"
                            ". O X X X X O . .\n"
                            ". O X . X X O . .\n"
                            ". O X X X X O . .\n"
                            ". O O O O O O . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "C7")], 1);
    CHECK_EQ(dead[at(p, "B8")], 0);
    seichi_pos_free(p);
    /* the same group with two eyes lives */
    p = diagram(". . . . . . . . .\n"
                ". O O O O O O . .\n"
                ". O X X X X O . .\n"
                ". O X . X . X O .\n"
                ". O X X X X X O .\n"
                ". O O O O O O O .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "C7")], 0);
    CHECK_EQ(dead[at(p, "B8")], 0);
    seichi_pos_free(p);
}

/* A false eye: the black corner group has one eye and one point whose
 * diagonals White holds; it is dead. */
static void test_false_eye(void)
{
    seichi_pos *p = diagram(". X O . . . . . .\n"
                            "X X O . . . . . .\n"
                            "X . X O . . . . .\n"
                            "X X O O . . . . .\n"
                            "O O O . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "B9")], 1);
    CHECK_EQ(dead[at(p, "C7")], 1);
    CHECK_EQ(dead[at(p, "C9")], 0);
    seichi_pos_free(p);
}

/* Two one-point eyes (E4, E2) walled by separate chains, every diagonal
 * an open point White can take with two liberties: even with Black to
 * play first White takes two diagonals of each eye (Black D3, White F3,
 * Black D1, White F1...), so both eyes are false and the comb is dead. */
static void test_open_diagonals_false_eyes(void)
{
    seichi_pos *p = diagram(". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            "O O O O O O O . .\n"
                            ". . O O X O O . .\n"
                            ". . O . X . O . .\n"
                            ". . O X . X O . .\n"
                            ". . O . X . O . .\n"
                            ". . O X . X O . .\n"
                            ". . O . X . O . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "E6")], 1);
    CHECK_EQ(dead[at(p, "D4")], 1);
    CHECK_EQ(dead[at(p, "E1")], 1);
    CHECK_EQ(dead[at(p, "C3")], 0);
    seichi_pos_free(p);
    /* the same comb with its eyes' walls joined (D3 and F3 Black's, D1
       Black's): each eye keeps enough diagonals, and the group lives */
    p = diagram(". . . . . . . . .\n"
                ". . . . . . . . .\n"
                "O O O O O O O . .\n"
                ". . O O X O O . .\n"
                ". . O . X . O . .\n"
                ". . O X . X O . .\n"
                ". . O X X X O . .\n"
                ". . O X . X O . .\n"
                ". . O X X . O . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "E6")], 0);
    CHECK_EQ(dead[at(p, "D4")], 0);
    seichi_pos_free(p);
}

/* A cutting stone with two ways to join its living stones: White L15
 * joins J15 through K15 and M14 through L14, so Black cannot capture it,
 * and it is no dead stone of Black's area, whatever the walls around it
 * suggest (dead_read.c; a KGS game's last position, counted so by its
 * players).  With a Black stone on L14 it stands in atari: Black takes
 * it.  The same with the colours swapped. */
static const char joined_stone_rows[] =
        ". . . X X X . . . . . . . . . . . . .\n"
        ". . X O X O X X . . . . . X X . . . .\n"
        ". . X O O O O O X X X X X O O X O X .\n"
        ". . X O . O . . O O X X X O . X X X X\n"
        ". . X O X O O O O . O X O O O O X O O\n"
        ". . . X X O X O X X . O O . O X O . O\n"
        ". . . X . O X X X X X X X O . X O O .\n"
        ". X X O O O O O X X X X O O O O . . O\n"
        ". X O O . . . O X O X X X X X X O O .\n"
        "X X X O O . O . O O O X . X . X O . .\n"
        "X O X O X O O . . . O O X X X X O X .\n"
        "O O O O X X O O O O O X O . . X X O .\n"
        "O O . O . X X O X O O X O O O . O O .\n"
        "O X X X X X . X X X X X X X O . O . .\n"
        "O X . O X X . X X . . . X . X X X O .\n"
        "X X X O X X X O X X . X X . X O O . .\n"
        ". X O O O O X O O X X O X X O O . O .\n"
        ". X O O O . O O . O O O O X X X O . .\n"
        ". X X O . O . . . . . . O O X X X O .\n";

static void joined_stone_case(int swap, int block)
{
    char text[sizeof joined_stone_rows];
    memcpy(text, joined_stone_rows, sizeof text);
    for (char *c = text; *c; c++)
        if (swap && (*c == 'X' || *c == 'O')) *c = *c == 'X' ? 'O' : 'X';
    if (block) text[5 * 38 + 2 * 10] = swap ? 'O' : 'X'; /* L14 */
    seichi_pos *p = diagram(text);
    CHECK(p != NULL);
    if (!p) return;
    uint8_t dead[361], fills[361];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "L15")], block);
    CHECK_EQ(dead[at(p, "J15")], 0);
    CHECK_EQ(dead[at(p, "M14")], 0);
    seichi_pos_free(p);
}

static void test_reading_revives_joined_stone(void)
{
    for (int swap = 0; swap < 2; swap++)
        for (int block = 0; block < 2; block++) joined_stone_case(swap, block);
}

/* Seki (a corner KGS players left as it is): inside Black's wall, a white
 * group with a two-point eye and two black stones with a one-point eye
 * share one liberty (H2); nobody is dead. */
static void test_seki(void)
{
    seichi_pos *p = diagram(". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . X X X X X X\n"
                            ". . . X X X X X X\n"
                            ". . . X X X O X X\n"
                            ". . . X X O O O O\n"
                            ". . . X O . O . X\n"
                            ". . . X O . O X .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "G4")], 0);
    CHECK_EQ(dead[at(p, "E2")], 0);
    CHECK_EQ(dead[at(p, "H1")], 0);
    CHECK_EQ(dead[at(p, "J2")], 0);
    seichi_pos_free(p);
}

/* A capturing race lost: White's three stones inside Black's corner have
 * fewer liberties than the black string they cut, and no eye. */
static void test_race_lost(void)
{
    seichi_pos *p = diagram(". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            "O O O O O . . . .\n"
                            "X X X X O . . . .\n"
                            ". O O X O . . . .\n"
                            "X O X X O . . . .\n"
                            ". X . X O . . . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "B3")], 1);
    CHECK_EQ(dead[at(p, "A2")], 0);
    CHECK_EQ(dead[at(p, "D4")], 0);
    seichi_pos_free(p);
}

/* Boundary stones: a stone pushed into White's side behind a tiger's
 * mouth (taking it is a ko) and a stone joined by a diagonal (two shared
 * liberties) stay alive, not swallowed by the enemy area. */
static void test_tiger_mouth_boundary(void)
{
    seichi_pos *p = diagram(". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . X . X O . . .\n"
                            ". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . X . O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . . X O . . . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "E6")], 0); /* the stone in the tiger's mouth shape */
    CHECK_EQ(dead[at(p, "C6")], 0);
    CHECK_EQ(dead[at(p, "C3")], 0);
    CHECK_EQ(dead[at(p, "E5")], 0);
    seichi_pos_free(p);
}

/* A one-point eye (E3) whose diagonal holds an invader of the group's
 * other eye space (D2, between C2 and D1) is a real eye: taking the invader
 * frees the diagonal.  White lives with both; the invader dies. */
static void test_invader_diagonal(void)
{
    seichi_pos *p = diagram(". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            "X X X X X X X . .\n"
                            "O O O O O X X . .\n"
                            "O O O O . O X . .\n"
                            "O O . X O O X . .\n"
                            "O O O . O O X . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "D2")], 1);
    CHECK_EQ(dead[at(p, "A4")], 0);
    CHECK_EQ(dead[at(p, "F3")], 0);
    CHECK_EQ(dead[at(p, "F4")], 0);
    seichi_pos_free(p);
}

/* A real final position (KGS 2016-11-01-14, dead stones as the server's
 * markup has them): in the lower right corner Black's lone stones and
 * two-stone chains (T3, S2-T2, R1) have more open points to themselves
 * than White has there, but chains that small with no eye point of their
 * own do not make the corner theirs; White's P2-R2 and Q3 live. */
static void test_small_invaders(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . O X X X . . . . . . . X X O O .\n"
                            ". . . O O X . X . . . . . O X O . O X\n"
                            ". . . . O O X X X X . X . O X O O . O\n"
                            "O O . O . O X O O O . . . . X X X O .\n"
                            "X O . O X O O X X O . . X . X O O O O\n"
                            "X X O O X O . O X . . . . . X O O . .\n"
                            ". X X X O O O O X O . . . . X X O . .\n"
                            ". . X O O X O X X O . . . . X O O O O\n"
                            ". . X . O X O X X . . . X X X O O . O\n"
                            ". . . X X X X X O X X . X O O O . . .\n"
                            ". . X O O . X X O X X X X X X O O . O\n"
                            ". X O X O . X O O O X O X . X X O O .\n"
                            ". . . X X X X . O . O O O O X X O O .\n"
                            ". . X . O O X X O O X O O X X O O . O\n"
                            ". . X O O X X O . O X . O O X . O X O\n"
                            ". X . O . O O O . O X X O X X X X O O\n"
                            ". . X O . . . . O O O O O O X O X O X\n"
                            ". . X X O O . . . . . O X X O O O X X\n"
                            ". . . X X O . . . . . . O . . . X . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "T3")], 1);
    CHECK_EQ(dead[at(p, "S2")], 1);
    CHECK_EQ(dead[at(p, "R1")], 1);
    CHECK_EQ(dead[at(p, "O2")], 1);
    CHECK_EQ(dead[at(p, "P2")], 0);
    CHECK_EQ(dead[at(p, "Q3")], 0);
    CHECK_EQ(dead[at(p, "S3")], 0);
    CHECK_EQ(dead[at(p, "R3")], 0);
    seichi_pos_free(p);
}

/* A real final position (KGS 2018-09-20-69, dead stones as the server's
 * markup has them): Black's lower right group (O8, N6, M3, M1) has as eye
 * space an area of eight points and more that White's weak stones fill
 * but for one or two points; once they are taken it is two eyes. */
static void test_big_invaded_area(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . X O O . . . . O . O . . . . O . O\n"
                            ". . X X O O O O O O O X O . O O . O .\n"
                            ". . X X X O X O X O X X O O X O . . O\n"
                            ". X . X X O X X X O X O O X X X O . .\n"
                            "X . X O O O O O X O X X X X O O O . O\n"
                            ". X O O O O X X X X X O X X X O O O X\n"
                            ". X O O X O X O X . X O X . X X O X X\n"
                            ". X O X X O O O X X O O X X O X X X X\n"
                            "X X X X . X O O X X O X X X O O O X X\n"
                            "X O X X X X X X O O O O X O O . O X X\n"
                            "O O O X X O O O . O O X X O O X O O X\n"
                            ". O X X . X O . O . O O O X X O O O O\n"
                            "O O O X X X O X . O . . O O X X X O .\n"
                            ". . . O X O X X X O . O X X X X O O X\n"
                            ". O O O O O O X . O O O X O X X X O .\n"
                            ". . . . . . O O O . O O X O . X O O O\n"
                            "O O O O O O X X X O O X X O O X X X O\n"
                            ". . . . O X . X X X O X O O O X X O O\n"
                            ". . . . O X X . O X O X . O X X X X O\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "O8")], 0);
    CHECK_EQ(dead[at(p, "N6")], 0);
    CHECK_EQ(dead[at(p, "M3")], 0);
    CHECK_EQ(dead[at(p, "M1")], 0);
    CHECK_EQ(dead[at(p, "O3")], 0);
    CHECK_EQ(dead[at(p, "H6")], 1);
    CHECK_EQ(dead[at(p, "J1")], 1);
    CHECK_EQ(dead[at(p, "T6")], 1);
    seichi_pos_free(p);
}

/* An unfinished border: Black's wall on the left edge leaves a gap at D6
 * next to White's wall; the eighteen points behind it touch White only
 * through that gap, so they are Black's eye space and the wall lives (it
 * was dead inside White's area: the region counted as open board). */
static void test_unfinished_border(void)
{
    seichi_pos *p = diagram(". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . . . O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            "X X X X O . . . .\n"
                            "O O O O O . . . .\n"
                            ". . . . . . . . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 0, dead, fills);
    CHECK_EQ(dead[at(p, "D9")], 0);
    CHECK_EQ(dead[at(p, "D5")], 0);
    CHECK_EQ(dead[at(p, "A3")], 0);
    CHECK_EQ(dead[at(p, "E6")], 0);
    seichi_pos_free(p);
}

/* A real final position (KGS 2016-09-28-1, dead stones as the server's
 * markup has them): crossed claims on the right side.  Black's claim
 * (S19-T12, holding White's nine stones S19-Q15-R14) is walled by R17 and
 * Q14 but also by R13-S14, T16 and T11, which themselves invade White's
 * claim along the right edge (walled by Q15, Q13, S9...); those three have fewer
 * liberties (2-3) than White's Q15 chain (4), which walls a claim of its
 * own with room: they lose the race, are no part of Black's wall (R13 is
 * only diagonal to Q14, Q13 and R14 are White's) and die in White's area. */
static void test_crossed_race(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram("O X X X X O O O X . X . . . . . X O .\n"
                            "O O O X O O O X . X . X O X O X X O .\n"
                            "O . O X O X O X . X X O X . X . X O .\n"
                            ". . O X X X O O X X O O X X X X O O X\n"
                            ". . O X . O O . O O O O O . X O O O .\n"
                            ". O O X X X O O O O X O X X X X O X .\n"
                            ". O X X . O O X X X X X O X X O X X .\n"
                            ". O X X O O X . X O X X O . X O O X .\n"
                            ". . O X . O X X . . . . . . X X O O X\n"
                            "O O O X . O O X . X . X X X O X O . .\n"
                            "O X O X X O X X X X X O O O O O . O .\n"
                            "X X X . X O O O O X O X X O . . . . .\n"
                            ". X X X . X O . O X O X X X O O O . .\n"
                            "X X X . X X O O O O O O X . X X X O .\n"
                            "O O O X . X X X X O . X X . . X X O .\n"
                            "O . O O X X O O O O X X X X X X O O .\n"
                            ". O O O O O X . O O X . X O O O . O .\n"
                            "O X X X O O X X X X . X X O . O . . O\n"
                            ". X . X X O X . . . . . X X X O O O .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "R13")], 1);
    CHECK_EQ(dead[at(p, "S14")], 1);
    CHECK_EQ(dead[at(p, "T16")], 1);
    CHECK_EQ(dead[at(p, "T11")], 1);
    CHECK_EQ(dead[at(p, "Q15")], 0);
    CHECK_EQ(dead[at(p, "R14")], 0);
    CHECK_EQ(dead[at(p, "Q14")], 0);
    CHECK_EQ(dead[at(p, "R17")], 0);
    seichi_pos_free(p);
}

/* A real final position (KGS 2017-09-25-37, dead stones as the server's
 * markup has them): crossed claims on the left side.  White's claim
 * (D14-A9, holding Black's twelve stones C10-B9) is walled by D15, D8 and
 * L9 but also by C14, D12 and A12, which invade Black's small claims
 * around them.  They have two liberties each, as many as Black's C10
 * chain, but C10 walls a claim of thirteen open points against their two:
 * room wins the even race, so they are no part of White's wall and die;
 * C10 lives. */
static void test_crossed_race_room(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . X X O O O . . . . . . O X X . . .\n"
                            ". . . X X O O O . . . . O O O X X . .\n"
                            ". . X O O . O O O X . O O X O O X . .\n"
                            ". . X O O . . . . O O . O X X X X . .\n"
                            ". X X O O . O . O O . . O X . . . . .\n"
                            ". O O X O O O O X X O O O O X X . . .\n"
                            ". O X X O X O X . X X O X O O X . . .\n"
                            "O X X O X X X X . X . X X X O X . . .\n"
                            ". X . O . . X X X X O X . X O X . . .\n"
                            "X X X O X X O O O X X O X O X . . X X\n"
                            "X O X X O O O . O X O O X . . . . X O\n"
                            "O O O O X O X X O O O X . . . . X X O\n"
                            ". . O X X X O O . . O X . . X O X O O\n"
                            ". . . O X . . . . O O O X . . X O O .\n"
                            ". O O O X X O . O O X O X . . X X O .\n"
                            ". X X O . . O . O X X X X . . X O O .\n"
                            ". . O X X X O O X X . . . X X O O . .\n"
                            ". . O O . . . O O O X . X O O O . . .\n"
                            ". . . . . . . . O X X . X X O . . . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "C14")], 1);
    CHECK_EQ(dead[at(p, "D12")], 1);
    CHECK_EQ(dead[at(p, "A12")], 1);
    CHECK_EQ(dead[at(p, "C10")], 0);
    CHECK_EQ(dead[at(p, "D15")], 0);
    CHECK_EQ(dead[at(p, "D8")], 0);
    seichi_pos_free(p);
}

/* A real final position (KGS 2016-11-25-4, dead stones as the server's
 * markup has them): White's lower right group (R5, 13 stones) has as eye
 * space the six points R1-S1-T1-T2-T3-S3 in which Black's T2-T3 and S1
 * stand.  T1, between those two chains, is no eye of Black's: White S3
 * and R1 take both (each has two liberties), and the space is two eyes
 * for White: White lives.  (The markup leaves the black corner stones on
 * the board as well; the score layer counts the corner as seki, as the
 * server's count does.) */
static void test_invaders_eye_between_chains(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . O X X X . O X . X X . X O O O .\n"
                            ". . . O O O X X X . . X . X X O . . O\n"
                            ". . . . O X X X . . . X X O O O . O O\n"
                            "O O O . O O O X . X . X O X X X O O X\n"
                            "O X O . . . . O X X X X O . X . X X X\n"
                            "X X X O O O . O O X X O O . X X X . .\n"
                            ". X O O X X O O O O O O O O X O . X X\n"
                            ". X O X X O . . O X . O X X O O . X O\n"
                            ". X O X O O O O O X . O . X X O O O O\n"
                            "X X X X X X O X X X X X X X O O X O .\n"
                            "O X O O O X O O X X O O X O O X X O O\n"
                            "O O . O X X X O X . O . O . O O X X X\n"
                            ". . O O O X X X X O O . O O O X X X .\n"
                            "O O O X O X O O X O X O . O . X O X O\n"
                            "X X O X X X X O X X X O . O X X O X O\n"
                            "X . X X X X O O O O O O O X . X O O O\n"
                            ". X X X X O . O X X X X X . X X O . X\n"
                            "X X O O X O O . O X X . . X X O O O X\n"
                            "X O O O O O O O O O X O . X O O . X .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "R5")], 0);
    CHECK_EQ(dead[at(p, "T6")], 0);
    CHECK_EQ(dead[at(p, "Q1")], 0);
    CHECK_EQ(dead[at(p, "S6")], 0); /* Black's wall */
    CHECK_EQ(dead[at(p, "M1")], 1);
    seichi_pos_free(p);
}

/* A real final position (KGS 2019-03-05-17): White's upper right group
 * (R17, O18, S19) invades Black's corner; Black's Q19-Q18 stands inside
 * it in atari.  White has an eye and takes the two stones without ko or
 * snapback: White lives and Q19-Q18 is dead.  Black's T18 chain (eleven
 * stones, the eye T15 and T19 shared with White) then loses the race:
 * White's two-point eye Q19-Q18 and T19 are three liberties against two,
 * White fills T19 and Black cannot fill the two-point eye in time (Black
 * moving first gains nothing: T19 is self-atari, R19 suicide).  The
 * server's markup counted a seki there, the players' agreement; since the
 * encloser's race rule the analysis calls T18 dead, as play would. */
static void test_invader_takes_chain_in_atari(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . O X X . . . . . . . X X O X . O .\n"
                            ". O O O X . . . . . . . X O O X O O X\n"
                            ". . . O X . X . . . . X . X O O O X X\n"
                            ". . . . O X X X X . . . . X O X X X X\n"
                            "O O O . O O O X O X X . . . X O O X .\n"
                            "X X O . O X O X O O O X . . X O O X X\n"
                            "X O O O X X X O . O X . X X O O O X O\n"
                            "X X X X . X X O . O X X X O . O . O O\n"
                            ". . X X X O X O O . O O O O O . O . .\n"
                            ". . X O O O X O . O O . . . . . . . .\n"
                            ". X O O . O X O O X X O O O . . . . .\n"
                            ". X X O . O X X X X O O X X O . O O O\n"
                            ". X O O O X X . . . X X X X O O O X X\n"
                            ". X O . O O X . X X X X X O O . O O X\n"
                            ". X X O . O X . X O O X O O O O X X X\n"
                            "X X O . . O O X X X O O O X X X X O .\n"
                            "X O . O . O X X X O O . O X . . X . .\n"
                            "O . O . . O O X . X O . O X . . . . .\n"
                            ". O . . . . O X X X O O X X . . . . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "Q19")], 1);
    CHECK_EQ(dead[at(p, "Q18")], 1);
    CHECK_EQ(dead[at(p, "R17")], 0);
    CHECK_EQ(dead[at(p, "O18")], 0);
    CHECK_EQ(dead[at(p, "S19")], 0);
    CHECK_EQ(dead[at(p, "T18")], 1);
    seichi_pos_free(p);
}

/* The same capture by an invader that dies after all: Black's group has
 * an eye (D6) and takes White's F6 in atari, but its space D6-E6-F6 is
 * one eye, so it dies in White's area and F6 stands again. */
static void test_taken_chain_stands_again(void)
{
    seichi_pos *p = diagram(". . . . . . . . .\n"
                            ". O O O O O O O .\n"
                            ". O X X X X X O .\n"
                            ". O X . . O X O .\n"
                            ". O X X X X X O .\n"
                            ". O O O O O O O .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "C7")], 1);
    CHECK_EQ(dead[at(p, "F6")], 0);
    CHECK_EQ(dead[at(p, "B8")], 0);
    seichi_pos_free(p);
}

/* A real final position (KGS 2017-09-19-25, the server's count): Black's
 * upper right group (P17, 14 stones) has White's S19 and T18 inside it,
 * both in atari at T19.  Black T19 takes the two at once and has their
 * two points for liberties (no snapback, as counting one of them alone
 * would say); with the eye it already has Black lives. */
static void test_capture_of_two_chains(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". X . X X X O O O O . O X X . O X O .\n"
                            ". O X X . X O O X O O O O X X . X X O\n"
                            "O . O O X X X X X O X O O O X X X X X\n"
                            ". . O X X X X X X O X X O O O X O O X\n"
                            ". . . O X O O O X O X X O X X O . O O\n"
                            ". O X O O . O O O O X X X . X O . . O\n"
                            "O O O X X O O X X X X O X . X O O O .\n"
                            "O X X . X O O O X . X O O X X X O . .\n"
                            "X X . X . X O X X X O O O X X O O O O\n"
                            ". . . X X X X X O X X X O O X X O X X\n"
                            ". . X X X X X O O O O O O X X . X . X\n"
                            ". X O O X O O O . O . O X X O X X X X\n"
                            ". X X O O O X O O O O X . . O X O O O\n"
                            ". . O X X X X O O X X X . X X O . O .\n"
                            ". . X . X O O O O X O . . O X O O . O\n"
                            ". . X X X O O X X X X . . . . X X O O\n"
                            ". O X . X O X X O O X X . O X X X X O\n"
                            ". . X X O O O O . O O X . X . . X O O\n"
                            ". . X O O O . . . O X X . . . . X X O\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "P17")], 0);
    CHECK_EQ(dead[at(p, "R17")], 0);
    CHECK_EQ(dead[at(p, "S19")], 1);
    CHECK_EQ(dead[at(p, "T18")], 1);
    seichi_pos_free(p);
}

/* A real final position (KGS 2018-09-24-2, the server's count): White's
 * E12 group (25 stones) inside Black's upper left has no eye of its own,
 * but Black's D13 chain (B13-E13) inside it is in atari at B14.  White
 * B14 takes the four stones and leaves a straight four, which lives
 * whoever moves next: the taken chain's points are judged as vacant with
 * White's stone on B14 (they were judged as still holding the stones, one
 * eye, and White died with its captives standing). */
static void test_taken_chain_space_vacant(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . X . X X X O . . . O . . . O . .\n"
                            ". . . . X . X O O O O O . O . O O O .\n"
                            ". . . . O X X O X X O X . O . . O . O\n"
                            "X X X X X O X O . X X O O . O . . O O\n"
                            "X O O X O O O X X X O X . O . O O O X\n"
                            "O . O O O O X X . X O . O . X O X X X\n"
                            "O X X X X O O X X O O O O O O X X . .\n"
                            "O O O O O O O X O O O X X X O X . X X\n"
                            "O X O X . X O X X X X . X O O O X X .\n"
                            "X X O X X X X X X . O O X X O O O O X\n"
                            ". X X X O O O X O X X X X O X O X X .\n"
                            "O X X O . . X O O O O O O O X O X . X\n"
                            "O O O O O O X X . . O . O O X O O X X\n"
                            ". X O X X O O . X X X O X X X O O O O\n"
                            "X X O X X X O X O O O O X . . X O X X\n"
                            "X . X X . X O O . . O X O . X X X X O\n"
                            "X X X X X O O . O . O X X X X X . O .\n"
                            "O X X O O . O . . O X X X . X O O . .\n"
                            "O O O O . O . . . O O X X . . X . X .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "D13")], 1);
    CHECK_EQ(dead[at(p, "B13")], 1);
    CHECK_EQ(dead[at(p, "E12")], 0);
    CHECK_EQ(dead[at(p, "A14")], 0);
    CHECK_EQ(dead[at(p, "B16")], 0);
    CHECK_EQ(dead[at(p, "F10")], 0);
    seichi_pos_free(p);
}

/* A real final position (pgd 1848-6-28, B+1 by one point; the record
 * stops before the last moves): White's group at the top (K17-L18 and
 * L16-P16-N19, fifteen stones) has one eye at L17 and holds Black's
 * M18-M19 in atari.  White L19 takes the two stones and leaves a second
 * eye there; L19 itself holds White's stone, so the vacated points are
 * walled by White alone (they were judged with the open points J19-L19,
 * which touch Black's H19 and J18, and White died: a 43-point error). */
static void test_capture_point_holds_stone(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . . . . . X . . . X O X . . . . .\n"
                            ". X X . X X X O X O O X O X X . . . .\n"
                            "X X O X O O X O X O . O O O X . . . .\n"
                            "X O O X X O X O X X O O O O O X X X .\n"
                            "O O . O . O O O . X . . O O X X O X .\n"
                            ". . . . O X . O X X X X X X O O O O X\n"
                            ". . O X O O O X X O . . . O O . O X .\n"
                            ". . O X O X O O O O . O O O X X X X .\n"
                            ". . O O X X O X X O X O X X O X O O .\n"
                            ". O O O X . X X O O O X X X O X X . .\n"
                            "O X O X . . X . X X X X X O O O X . .\n"
                            ". X O X . . . X X X O O O . O . . X X\n"
                            "X X X . X . . X O X O . . X O . X X O\n"
                            "X O X X . . . X O O O O O O O O X O O\n"
                            "O O O X . . . X X X X O X O X O O O .\n"
                            ". O O O X . X O X O O X X X X O . . .\n"
                            "O . . O X . X O O X O O X . X X O O .\n"
                            "X O . O O X O . O X . O X X . . X X O\n"
                            ". O O . X X O O . O . O O X . . . X .\n");
    analyse(p, 0, dead, fills);
    CHECK_EQ(dead[at(p, "M18")], 1);
    CHECK_EQ(dead[at(p, "M19")], 1);
    CHECK_EQ(dead[at(p, "K17")], 0);
    CHECK_EQ(dead[at(p, "L18")], 0);
    CHECK_EQ(dead[at(p, "O16")], 0);
    CHECK_EQ(dead[at(p, "N19")], 0);
    CHECK_EQ(dead[at(p, "H19")], 0);
    seichi_pos_free(p);
}

/* A real final position (m8 goseigen_wqy_41, B+2): on the right side
 * White's R10 group (17 stones, no eye, liberties at N13, P13, O12,
 * R12, P11, R11) faces Black's S9 group (eight stones, one eye at T8,
 * liberties T8, T4, T1 with S2).  Black cannot win that race whoever
 * moves first, so Black's right-side stones die and White lives (the
 * count had them all standing and the score layer called a seki: 29
 * points off). */
static void test_short_one_eye_loses_race(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . O . X . . . . X . . . . . . . . .\n"
                            "O O . O O X X . X . X X . X . X . . .\n"
                            "X O O X X . . X . X O O X O X X O X .\n"
                            "X X O X . X X . X X X O . O O O X X .\n"
                            ". X X X X O O X X X X O . O . X O X .\n"
                            "O X . X O . O X X O O X X X X X O X .\n"
                            "O X X O . O . O X O O X . O . O O X .\n"
                            "O X X O O O O O O . . X O . O O . X X\n"
                            "O O O X X O X X . O . X X O . O . X O\n"
                            "O O X X X X . X X O O X O X X O O O O\n"
                            ". . O X . X X X O O X . O X O O O X X\n"
                            ". O . O X X O X X X X X . X O O X X .\n"
                            ". . . O O O O X . X O O X X X X O X X\n"
                            ". . O . O O X X X X . O . O X O O O X\n"
                            ". . . O X O X O O O O O O . O . . O X\n"
                            ". . . O X X X X . O X X X O . O O X .\n"
                            ". . . O O X O . X X X O O O . O X X X\n"
                            ". . . . O O O X X . . X X O X O O X X\n"
                            ". . . . . O . O . X X . O . . . O O .\n");
    analyse(p, 0, dead, fills);
    CHECK_EQ(dead[at(p, "S9")], 1);
    CHECK_EQ(dead[at(p, "T5")], 1);
    CHECK_EQ(dead[at(p, "S2")], 1);
    CHECK_EQ(dead[at(p, "R10")], 0);
    CHECK_EQ(dead[at(p, "T11")], 0);
    seichi_pos_free(p);
}

/* Modelled on KGS 2003-08-05-16 (no markup; the players and GNU Go's
 * playout agree): Black's corner group inside White's wall has one eye
 * (A4) and the corner where White threw in A2, B1 and C2.  A1 touches
 * only White's stones but takes A2 (in atari), so it is no room of
 * White's: the corner is Black's second eye, the throw-ins are dead and
 * Black lives (it was read as a seki of one eye each). */
static void test_throw_ins(void)
{
    uint8_t dead[81], fills[81];
    seichi_pos *p = diagram(". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n"
                            "O O O O O . . . .\n"
                            "X X O . O . . . .\n"
                            ". X X O O O O . .\n"
                            "X X X X X O . . .\n"
                            "O X O . X X O . .\n"
                            ". O . . X O O . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "A2")], 1);
    CHECK_EQ(dead[at(p, "B1")], 1);
    CHECK_EQ(dead[at(p, "C2")], 1);
    CHECK_EQ(dead[at(p, "B2")], 0);
    CHECK_EQ(dead[at(p, "E1")], 0);
    CHECK_EQ(dead[at(p, "C5")], 0);
    seichi_pos_free(p);
}

/* Modelled on KGS 2002-07-16-2 (no markup; the players and GNU Go's
 * playout agree): White's chain J6-J8 inside Black's upper right group
 * has one liberty on the edge (J9) and one, J5, next to White's living
 * wall: it joins the wall there, so it is no partner of a seki.  Black's
 * edge space is open to White at both ends and G6 is false: Black dies
 * inside White's area (it was read as a seki of one eye each). */
static void test_seki_partner_joins_wall(void)
{
    uint8_t dead[81], fills[81];
    seichi_pos *p = diagram("O O O . . . . . .\n"
                            "O O O O X . X X O\n"
                            ". O O X X X X O O\n"
                            "O . O O X X . X O\n"
                            ". O . O O O X X .\n"
                            "O . O . O O O O O\n"
                            "O O O O O O O O O\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "E8")], 1);
    CHECK_EQ(dead[at(p, "H5")], 1);
    CHECK_EQ(dead[at(p, "J8")], 0);
    CHECK_EQ(dead[at(p, "J6")], 0);
    seichi_pos_free(p);
}

/* Modelled on KGS 2002-03-14-10 (no markup; the players and GNU Go's
 * playout agree): Black's lower right group lives inside White's wall
 * with the eye H1 and the corner where White's J4, H3 and J2 stand.
 * H3 has two liberties, both in Black's corner, and the group walling
 * that corner has an eye elsewhere: H3 is no part of White's wall (it
 * joined White's groups through Black's eye space), so the three are
 * dead and Black's corner is territory. */
static void test_throw_in_no_wall(void)
{
    uint8_t dead[81], fills[81];
    seichi_pos *p = diagram(". O . O . O . O .\n"
                            "O O O O O O O O O\n"
                            "O O O O O . O X X\n"
                            "O O O O O . O O X\n"
                            "O O O O O O O X X\n"
                            "O O O O X X X X O\n"
                            "O O O O O X . O .\n"
                            "O . O O O X X X O\n"
                            "O O . O O O X . X\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "H3")], 1);
    CHECK_EQ(dead[at(p, "J4")], 1);
    CHECK_EQ(dead[at(p, "J2")], 1);
    CHECK_EQ(dead[at(p, "E4")], 0);
    CHECK_EQ(dead[at(p, "J1")], 0);
    CHECK_EQ(dead[at(p, "G6")], 0);
    seichi_pos_free(p);
}

/* A real final position (yenw-ai, AlphaGo self-play G55, W+0.5): in the
 * lower left corner Black's A2 and White's five stones B2-A3 are both in
 * atari at A1; whoever plays there takes.  A1 stays room of White's
 * stones (a point next to an invader in atari is none of the invader's
 * only when no chain of the encloser is in atari there too), so Black's
 * big groups keep their eyes and live (they died, a 163-point error). */
static void test_mutual_atari_room(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . . O . X . . . . O X . X X . O .\n"
                            ". X O O . O O X X X X X . X X O O . O\n"
                            ". O X . O X X X X O X X X O O X . O .\n"
                            ". X O O . O O X O O X O O X . X X O O\n"
                            ". . X X O O X X X O O O X X . . X O X\n"
                            ". . O X X O O X . O . X . . X X X X X\n"
                            ". . O X O . O X X O O X X . X X O O X\n"
                            ". . . X . O . O O . O X O X X X X O X\n"
                            ". . O O . O O O . X O O O O X . . O O\n"
                            ". . O X O . . O . O . O O X X . O . .\n"
                            ". O O X X O O X O O O X X X O O O X O\n"
                            "O X X O X X X X X X O O X . O X O O .\n"
                            "O X X O O O X O O X X O X X X X X O O\n"
                            "O X O O . . O X O X X X O . X X O O .\n"
                            ". X X O . O X . O O . X O . X O O X X\n"
                            "X X X O O X X O X X X X O O O X O X .\n"
                            "O O X X O . X X X . O O O X X X X X O\n"
                            "X O X X O . . X O O O . . O O X . O O\n"
                            ". O O X . . X O O . . O O O X X X X O\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "K8")], 0);
    CHECK_EQ(dead[at(p, "C8")], 0);
    seichi_pos_free(p);
}

/* A one-point "eye" beside a chain of its owner in atari, where a stone of
 * the owner would stand in atari too, is the opponent's point of capture:
 * no eye, no union through it (kgs 2016-12-16-10: White's group at the
 * lower right lives, Black's stones around T6 die).  And an invader with
 * no eye takes two chains in atari at one point when the capture leaves
 * an eye where each stood (kgs 2018-04-17-44: White's group at the bottom
 * takes S4 and T5 at T4 and lives). */
static void test_atari_eye_point(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram("O X X X . . . . . X X O . . . . . . .\n"
                            "O O X . X . . . . X O O O . X O . . .\n"
                            "O X X . X . . . . X X X O O . X O O O\n"
                            "O O O X . X X X O X . X X O O X O X X\n"
                            ". O X X X O O X X O X X O O O O X . X\n"
                            ". . O X X O O O O O X X O O X X X X .\n"
                            "O O . O X X O . O O X X X X O O X X X\n"
                            "X O O O O X O X O O X O O O O X X O X\n"
                            "X O X O X X X O X O O O O X X O O O O\n"
                            "X X X X X X X O X O . O X . X O O X X\n"
                            ". X X X O O O O X O O X X X X O X . X\n"
                            ". . . . X O O X X X X X O O O O X X X\n"
                            ". . . . X O O X X X X X O X . O O O X\n"
                            ". . X X O O O X . O X O O . O O O X .\n"
                            ". . X O O O X O X X . X O O X O X X X\n"
                            ". . X X O O . O X X X X O X X X X X X\n"
                            ". . X O O . . O X X O X X O O O O O O\n"
                            ". . X X O O . O O O O X O O O . . . .\n"
                            ". . X X X X O . O X X X X O . . . . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "Q11")], 0);
    CHECK_EQ(dead[at(p, "S10")], 1);
    seichi_pos_free(p);
}

static void test_capture_gives_two_eyes(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . . . . . O O O . O X X X X X O O\n"
                            "O O O O . . O . . . O O O O O X . X O\n"
                            "O X X O . . O O O . O O X X X X X X O\n"
                            "X X X O X . . O . . O X . X . X O O O\n"
                            ". . X X O O . O O O X X X X X O O O .\n"
                            ". X . X O O X O X . O O O O O . O . O\n"
                            ". . . X X O O X X X . . X . O . . . .\n"
                            ". X X O . O X X O . O O X . O O O . O\n"
                            ". X O O O O X O O . O X X X O . O O .\n"
                            ". X X O X X X O X X O X O O O X O O O\n"
                            ". X O O X X O O O X X X X X O X X O X\n"
                            "O O X X . X O O O . . X O X X X X X X\n"
                            ". O X X X . X X O O O X . . . X O O X\n"
                            ". O O X X X X O O O O X X O X X O O O\n"
                            ". O O O O X . X O X X X O X X O O O X\n"
                            ". O O X X O X X O X X O O O X X O X .\n"
                            "X O X . X O X O O O X O O O O O O O X\n"
                            ". X . X X . X X O O X X X O O . . X .\n"
                            ". . X . . . X O O . X . X X O X . . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "M3")], 0);
    CHECK_EQ(dead[at(p, "S4")], 1);
    CHECK_EQ(dead[at(p, "T5")], 1);
    seichi_pos_free(p);
}

/* Shortage of liberties (KGS 2018-01-10-23): Black's bent four A6-A5-A4-B4
 * is two eyes on its own, but the wall chain A7-A8-B8 has two liberties,
 * A6 inside and B9 outside, where White's atari (connected to its living
 * group) makes Black fill A6: three points are left, one eye.  With the
 * false eyes at A1 and F5 the group is dead, as the players marked it. */
static void test_short_wall_fills_eye(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . . O O . . . . . . O O X X X O .\n"
                            ". . X O O X O O O O O O O O X X O O .\n"
                            "X X . O O X X O X X O X O X X O O . O\n"
                            "O X X X O O X X X X X X X X X X X O O\n"
                            "O O X O O O O O X X . X X O X . . X X\n"
                            ". O O . O O O O X . X X O O X . X . .\n"
                            "O . O O O . O O X X X O O O X X . . .\n"
                            ". . . . . . O O X O O O O O O X O O .\n"
                            "O . . . O O O X X X X O . O X X X X X\n"
                            "O O O . . O O X X X X X O O O X X O X\n"
                            "O . O O O X X O X O O O O . O O X O O\n"
                            "X X O . O X X O O O . O X O O X O O .\n"
                            "X O O O X X X O X O O O X O X X O . O\n"
                            ". X O O O X X . X O . O X X X . X O O\n"
                            ". X X X X . X X X O . . O O X . X O X\n"
                            ". . X X X X O O O . O . O O X X X X X\n"
                            "X X O X X O . O . . . . O O X O O . .\n"
                            "X O O X O . O O O . O O O X . X X . .\n"
                            ". X O O O O . O . . . O O X X . . . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "B6")], 1);
    CHECK_EQ(dead[at(p, "A8")], 1);
    CHECK_EQ(dead[at(p, "F9")], 1);
    CHECK_EQ(dead[at(p, "C8")], 0);
    seichi_pos_free(p);
}

/* A one-point eye whose wall is short of liberties is no eye (KGS
 * 2019-03-07-43): Black's group around K7 has one-point eyes at M8 and K6;
 * the chain J6-J5-K5 beside K6 has two liberties, K6 and J7, where White
 * plays joined to its living stones: Black must then fill K6 or lose the
 * chain to White's stone inside the eye.  The group is dead, as the
 * players marked it. */
static void test_short_wall_point_eye(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . . . . . . . . . . . . . . X X .\n"
                            ". . . . . . . . . . . X X . . X X O O\n"
                            "X O O X . X . . X X X O X . . X O O .\n"
                            ". X O X X X X X O X O O O X . X X O .\n"
                            "X . X X O X O O O O O . X . X O O . .\n"
                            ". X O O O O X O . . O X X X . X O . .\n"
                            "X X O . . . . . . . . O X . X X . O .\n"
                            "X O X . O . . . . . . O X X O X X O .\n"
                            "X O O . . O X O . . . O O O O O X O .\n"
                            "X X O O O . O . . X . . . . O O X O O\n"
                            ". X X X X O O X X O . X . . . O O X X\n"
                            "O O X O X X X O O O X . X . . O X . X\n"
                            ". O O O O O X O . X X X O O . O X X .\n"
                            "X X X O O X O O X . X O . . O X X . .\n"
                            ". . X X O X . O X X O O O O X . . . .\n"
                            ". . . X O O O O O O X . O . X X . . .\n"
                            ". . X . X X X O X X X X O O X . X . .\n"
                            ". . X . X X O O X . X O . O O X . . .\n"
                            ". . . X X O O . . . O . O . O O X . .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "K7")], 1);
    CHECK_EQ(dead[at(p, "M9")], 1);
    CHECK_EQ(dead[at(p, "K5")], 1);
    CHECK_EQ(dead[at(p, "E7")], 0);
    seichi_pos_free(p);
}

/* The shortage of liberties also for a one-point eye that is true only
 * once weak enemy diagonals are discounted (KGS 2016-03-20-9, no markup,
 * B+7.5): White's stones in Black's upper left were alive through such
 * an eye - a 107-point error. */
static void test_short_wall_rejudged_eye(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . . . . X X O . O . . . . . . . .\n"
                            "O X X . . . . X O O . O X X X O O . .\n"
                            ". O X X X X X O O O O X X O X X O . .\n"
                            ". O X O O X O O O X O O O . . X O . .\n"
                            "O . O O X O O O X X O O O O O X . O O\n"
                            "X O . O X X X O X X X O X O X O O O X\n"
                            "X X X X X O O X O O X X X X X X X X X\n"
                            "O O X X . O X X . . . . . . . . . . .\n"
                            ". O O X . O . . . . . . . . X . O . .\n"
                            ". O X O . O X X . X . . . X . . . . .\n"
                            ". O X . O X X X X O X X X O X . O . .\n"
                            ". O X X O X O X O O O O O O X . . . .\n"
                            ". O O X X X O X X X O X X O O X X . .\n"
                            ". O X X X O O O X X X X O O . X X . .\n"
                            ". . O O X O O X O O X O O . X X O O .\n"
                            ". . . O O O . X O . O . O O O O X X .\n"
                            ". O O X X X . O . O O O X X . O O X .\n"
                            ". O X X O . X O . O X X . . X O O X .\n"
                            ". . X . O . . O O . O . . . . O X X .\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "G13")], 1);
    CHECK_EQ(dead[at(p, "E16")], 1);
    CHECK_EQ(dead[at(p, "A18")], 1);
    CHECK_EQ(dead[at(p, "C9")], 0);
    seichi_pos_free(p);
}

/* KGS 2018-08-31-70: White's twelve-stone chain from O1 to S4 has two
 * liberties, Q1 and R2, and Black can fill neither (his R1 stones would
 * stand in atari), so it cannot be taken.  Black's Q7-T3 chain, one eye
 * at S6 and its other liberty P7 shared with White's living group, only
 * touches it: it is not joined through it to the living K4 group, and
 * dies with the R1 stones, as White's race and the server's markup say. */
static void test_untakable_invader_joins_nothing(void)
{
    uint8_t dead[361], fills[361];
    seichi_pos *p = diagram(". . . . . O X X . X X X X X X O O . O\n"
                            "O O O O O O O X . X X O X O X O O O .\n"
                            "O X O X X O X X . X O O X O X X O . .\n"
                            "X X X X X O X X X O . O O O O X X O O\n"
                            ". . . . X X X O X O O . . O X X O O O\n"
                            ". . . X O O O O X O X O O O O X X O .\n"
                            ". X X X X O O X X O X X X O O X O X .\n"
                            ". X O . O X O X X O . . X X X O O . .\n"
                            ". . O . . X O O X X O O O O X O . . .\n"
                            ". . O X X X O O O O . . . . O . O O .\n"
                            ". . X . . . X O . X O O . O . O X X .\n"
                            ". . X . X X X X O O . . . O O O O O O\n"
                            ". . . X . . X X O . O . O O . X X X O\n"
                            "X X . X . X . X X O . O X O O O X . X\n"
                            ". X X . . X . . X O O O X O . O X X X\n"
                            "X O O X X X . X . X O O X O O X X O X\n"
                            ". X O X . . . . . X O O X X X O O O X\n"
                            "X X O X X X . X X X X X X O O O . O O\n"
                            ". O O X . X . . X . . X O O O . X X X\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "Q7")], 1); /* the one-eyed chain */
    CHECK_EQ(dead[at(p, "R1")], 1);
    CHECK_EQ(dead[at(p, "S4")], 0); /* White's chain lives */
    CHECK_EQ(dead[at(p, "K4")], 0);
    seichi_pos_free(p);
}

/* A record that stops before the last dame (finished_by_passes = 0) gets
 * its forced connection; a game ended by passes is counted as left. */
static void test_fills_and_passes(void)
{
    seichi_pos *p = diagram(". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . X . X O . . .\n"
                            ". . . X O O . . .\n"
                            ". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . . X O . . . .\n"
                            ". . . X O . . . .\n");
    uint8_t dead[81], fills[81];
    analyse(p, 1, dead, fills);
    int any = 0;
    for (int i = 0; i < 81; i++) any |= fills[i];
    CHECK_EQ(any, 0);
    analyse(p, 0, dead, fills);
    CHECK_EQ(fills[at(p, "D6")], SEICHI_BLACK); /* E6 would be cut off */
    seichi_pos_free(p);
}

/* Carta's pipeline stays available, and the default method agrees with
 * the enclosure on a plain position; both paths of scoring agree. */
static void test_methods(void)
{
    seichi_pos *p = diagram(". . . X O . . . .\n"
                            ". O . X O . . . .\n"
                            ". . . X O . . X .\n"
                            "X X X X O . . . .\n"
                            "O O O O O . . . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . X . .\n"
                            ". . . . . . . . .\n"
                            ". . . . . . . . .\n");
    seichi_rules r;
    seichi_rules_preset("japanese", &r);
    uint8_t d1[81], d2[81], f[81];
    analysis_options o;
    analysis_options_init(&o);
    o.method = SEICHI_DEAD_CARTA;
    CHECK_EQ(analysis_dead_stones_ex(p, &r, &o, d1, f, NULL), SEICHI_OK);
    CHECK_EQ(analysis_dead_stones(p, &r, d2, f, NULL), SEICHI_OK);
    CHECK_EQ(d1[at(p, "B8")], 1);
    CHECK_EQ(d2[at(p, "B8")], 1);
    CHECK_EQ(d2[at(p, "H7")], 1);
    CHECK_EQ(d2[at(p, "G3")], 1);
    seichi_score_options so;
    seichi_score_options_init(&so);
    so.komi = 6.5;
    seichi_result *a = NULL, *b = NULL;
    CHECK_EQ(seichi_score(p, &so, &a), SEICHI_OK);
    CHECK_EQ(score_marked(p, &so, d2, f, &b), SEICHI_OK);
    CHECK(a && b && seichi_result_margin(a) == seichi_result_margin(b));
    seichi_result_free(a);
    seichi_result_free(b);
    seichi_pos_free(p);
}

/* An unfinished position (a handicap game of KGS, 2018, counted W+15.5
 * with no stone dead): White's scattered stones enclose the whole open
 * board, so every black stone would die.  A colour keeping at most a
 * fifth of its twenty stones or more on a board two-fifths empty did not
 * finish its game: its stones stand. */
static void test_unfinished_position(void)
{
    seichi_pos *p = diagram(". . . . . . . . . . . . . . . . . . .\n"
                            "X O O O O X X O . . . . . . . . . . .\n"
                            ". X X O X X O O . . . . . . X . . . .\n"
                            "X X O O X O . O . . . . . . . X . . .\n"
                            "X X X X O . . . O . . . . . . . X . .\n"
                            ". X O O O . . O O . . . . . . . . . .\n"
                            "X X . O . . O X . . . . . . . . . . .\n"
                            ". O O O . O O . . . . . . . . . . . .\n"
                            ". . . . O X . . . . . . . . . . . . .\n"
                            ". . . . . . . . . . . . . . . . . . .\n"
                            ". . . . . . . . . . . . . . . X . . .\n"
                            ". . . . . . . . . . . . . . . . . . .\n"
                            ". . . . . . . . . . . . . . O X . . .\n"
                            ". . . . . . . . . . . . . . . . X . .\n"
                            ". . . . . . . . . . . . . . . . . . .\n"
                            ". . . O . . . . . . . . . O . X . . .\n"
                            ". . . . . . O . . . . . . O X . . . .\n"
                            ". . . . . . . . . . . . . . . . . . .\n"
                            ". . . . . . . . . . . . . . . . . . .\n");
    static uint8_t dead[361], fills[361];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "B17")], 0); /* eleven stones in the corner */
    CHECK_EQ(dead[at(p, "Q9")], 0);  /* a lone stone on the open side */
    CHECK_EQ(dead[at(p, "P3")], 0);
    CHECK_EQ(dead[at(p, "D12")], 0); /* White's stones live as before */
    seichi_pos_free(p);
}

/* Crossed claims with a race (a handicap game of KGS, 2017, counted
 * B+7.5): White's group at the lower left encloses Black's corner stones,
 * which have more open points to themselves than White there, and Black's
 * walls enclose White's group.  Every white chain around the corner has
 * more liberties away from the black stones than any black chain has
 * liberties at all: White wins the race whoever moves first, the corner
 * is White's eye space, White lives and the black stones are dead. */
static void test_encloser_wins_race(void)
{
    seichi_pos *p = diagram(". . X O O . . O O O X . . X X O . . .\n"
                            ". X . X O . O . O X X X X . X O O . .\n"
                            ". . . X X O . O X X X O O X X X O O .\n"
                            ". . . X X X O X X X X X O O X X O . .\n"
                            ". . X . X O O X X O O O O O X O X O .\n"
                            ". . . X O O O O O O O X X O O O X O O\n"
                            ". . X O O O . O X X O X O O O O X X O\n"
                            ". . . X X O . O O X X X X X X X . X X\n"
                            ". X X X X X O O X X . . X O O . X . .\n"
                            "X O O O O O X X O X X X O X X X . . .\n"
                            "X X X X O . . . O X X O O X O . . . .\n"
                            "O O X O O O O O O O O O O O X X O . .\n"
                            ". O X X X X X X X O O X X O O X . . .\n"
                            "X O O O X O X . . X O O X X O X X . .\n"
                            ". O O X O O X . O X X X X O O O X . .\n"
                            "O O O X O O X X X . X X X O O X X X X\n"
                            "X X X X X O X X . . X O O O X X O X O\n"
                            "X . X X O O O O X X X X O . O X O O O\n"
                            "X X O O O . . O X . X O O . . O . . .\n");
    static uint8_t dead[361], fills[361];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "B7")], 0); /* White's group lives */
    CHECK_EQ(dead[at(p, "F2")], 0);
    CHECK_EQ(dead[at(p, "A3")], 1); /* Black's corner stones are dead */
    CHECK_EQ(dead[at(p, "D4")], 1);
    seichi_pos_free(p);
}

/* A chain of two stones with two liberties at neutral points next to two
 * separate living black chains (yenw-ai Jin_Mao_Ce_Shi 2018.08.02:
 * G14-G15 between F14 and H15): White blocks one, Black connects at the
 * other, so the chain is no dead stone of White's area around it.  With
 * one such liberty (White's E4) White blocks it and the chain dies. */
static void test_chain_joins_out(void)
{
    seichi_pos *p = diagram(". X . X . X . X .\n"
                            "X X X X X X X X X\n"
                            "O O O O . O O O O\n"
                            ". O . O X O . O .\n"
                            "O O O O X O O O O\n"
                            "O . O O . O O . O\n"
                            "X X X X X X X X X\n"
                            ". X . X . X . X .\n"
                            "X X X X X X X X X\n");
    uint8_t dead[81], fills[81];
    analyse(p, 0, dead, fills);
    CHECK_EQ(dead[at(p, "E6")], 0);
    CHECK_EQ(dead[at(p, "E5")], 0);
    CHECK_EQ(dead[at(p, "D7")], 0); /* White's groups live */
    CHECK_EQ(dead[at(p, "F7")], 0);
    seichi_pos_free(p);
    p = diagram(". X . X . X . X .\n"
                "X X X X X X X X X\n"
                "O O O O . O O O O\n"
                ". O . O X O . O .\n"
                "O O O O X O O O O\n"
                "O . O O O O O . O\n"
                "X X X X X X X X X\n"
                ". X . X . X . X .\n"
                "X X X X X X X X X\n");
    analyse(p, 0, dead, fills);
    CHECK_EQ(dead[at(p, "E6")], 1);
    CHECK_EQ(dead[at(p, "E5")], 1);
    seichi_pos_free(p);
}

/* A chain the encloser cannot approach (KGS kgs-19-2015-01-27-8, W+10.5,
 * no markup; GNU Go agrees): Black's M18-M19 inside White's top has two
 * liberties, L19 and N19.  White's chains beside them have no liberty but
 * those and the eye N17: White at L19 or N19 is left with N17 alone and
 * Black takes there.  Black's stones live in seki (they were dead: the
 * count was 7 points off).  Below, KGS kgs-19-2017-06-07-4 (W+15.5, the
 * server marked the stones dead): Black's chain at the upper right faces
 * White's lone stones S19 and T18, whose eye T19 lies between them only;
 * they are throw-ins, not a wall, and Black's chain stays dead. */
static void test_unapproachable_seki(void)
{
    seichi_pos *p = diagram(". X . X . X X X X O . X . O O X . . .\n"
                            "O X . X X O X O X O O X O O X X . O .\n"
                            "X X X X O O . O X X O O . O X X O . .\n"
                            "O O X O O . O O X X X X O O X X O X .\n"
                            ". O X X O O O . O O O O X X . . X . .\n"
                            "O O O O O X X O . . . O X . X X X . .\n"
                            "O X X X X . X X O . . . O X X O X X X\n"
                            "X . X . . . X X O . . . . O O O O X O\n"
                            ". X X . X X O O . . . . . . . . . O O\n"
                            ". X . . X O O O . . . . . . . . O . .\n"
                            ". . X X X X O O . . . . . . . O . . .\n"
                            ". X . X X O O . . . . . . . . . . . .\n"
                            ". . X O X X O . . . . . . . . . . O O\n"
                            ". X O O . O O . O . . . . . . . . O X\n"
                            "X X . O . O X . . . O O . . . . . O X\n"
                            "X O O O X X O O O O X X O O O O O X X\n"
                            "O . O X . X X X X X X . X O X X X X .\n"
                            ". O X X X . . . . . . X . X . . . . .\n"
                            "O O O X . . . . . . . . X . . . . . .\n");
    static uint8_t dead[361], fills[361];
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "M19")], 0); /* Black's chain lives in seki */
    CHECK_EQ(dead[at(p, "M18")], 0);
    CHECK_EQ(dead[at(p, "L18")], 0); /* and White's chains around it */
    CHECK_EQ(dead[at(p, "N18")], 0);
    seichi_pos_free(p);
    p = diagram(". O . O X X X . . . . . . X O X . O .\n"
                "O O . O O X . . . . X X X X O X X X O\n"
                ". . O O O X . X X X O X O O O O O X .\n"
                "O . O O X X X O X O O X O . O X X X X\n"
                "O O O . O X O O O O O O O O X X O O O\n"
                "X X O O O X O O X O O X X O O O X X O\n"
                ". X O O X X X O X O O O X O . . X O O\n"
                ". X X O O X . X X O X O X X O O X O .\n"
                ". . X X X X X X O O X X . X O X O O O\n"
                "X X X O O X O O X O X . X . X X X O .\n"
                "X O X X O O X O . O O X X X X X O O .\n"
                "O O X O O X X O . O X X O O X X X O .\n"
                "O . O . O X X O O X X O O X X O O O .\n"
                ". O O O O X O O . O O . . O X X O . .\n"
                "O O O X X X O X O O O O O O X X X O .\n"
                "O X X O . X O X X X O X O X X X O O .\n"
                "X X . X . X X X . . X X X . X O O O O\n"
                ". X X X . X . . . X O X X . X O O X O\n"
                ". . . . . . X X X X O . . X X X X X X\n");
    analyse(p, 1, dead, fills);
    CHECK_EQ(dead[at(p, "Q19")], 1); /* Black's chain stays dead */
    CHECK_EQ(dead[at(p, "P15")], 1);
    CHECK_EQ(dead[at(p, "S19")], 0);
    seichi_pos_free(p);
}

int main(void)
{
    RUN(test_dead_in_territory);
    RUN(test_one_eye_dead);
    RUN(test_false_eye);
    RUN(test_open_diagonals_false_eyes);
    RUN(test_reading_revives_joined_stone);
    RUN(test_seki);
    RUN(test_race_lost);
    RUN(test_unfinished_border);
    RUN(test_tiger_mouth_boundary);
    RUN(test_invader_diagonal);
    RUN(test_small_invaders);
    RUN(test_big_invaded_area);
    RUN(test_crossed_race);
    RUN(test_crossed_race_room);
    RUN(test_invaders_eye_between_chains);
    RUN(test_invader_takes_chain_in_atari);
    RUN(test_taken_chain_stands_again);
    RUN(test_capture_of_two_chains);
    RUN(test_taken_chain_space_vacant);
    RUN(test_capture_point_holds_stone);
    RUN(test_short_one_eye_loses_race);
    RUN(test_throw_ins);
    RUN(test_seki_partner_joins_wall);
    RUN(test_throw_in_no_wall);
    RUN(test_mutual_atari_room);
    RUN(test_atari_eye_point);
    RUN(test_capture_gives_two_eyes);
    RUN(test_short_wall_fills_eye);
    RUN(test_short_wall_point_eye);
    RUN(test_short_wall_rejudged_eye);
    RUN(test_untakable_invader_joins_nothing);
    RUN(test_fills_and_passes);
    RUN(test_unfinished_position);
    RUN(test_encloser_wins_race);
    RUN(test_chain_joins_out);
    RUN(test_unapproachable_seki);
    RUN(test_methods);
    return CHECK_DONE();
}
