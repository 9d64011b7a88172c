/*
 * test_dead_enclose_taken.c - chains held inside an invading group that
 * reading takes before the seki rule settles a seki
 * (src/analysis/dead_enclose_taken.c): the tactical reader captures them
 * whoever moves first and their owner, moving first, loses the race.  The
 * static seki rule alone called these shapes seki (a false eye between
 * separate chains looks like an eye of theirs).  Positions are the last positions of KGS
 * games, each read with the colours as played and swapped.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "enclose_test.h"
#include "testpos.h"
#include "seichi.h"

/* Upper right of a KGS game (2017-01-21, Japanese rules, handicap 6):
 * Black's 26 stones from P19 round to P13, inside White's pass-alive
 * wall, have an eye at T18 and hold White's R18-Q17-R17-R16, P16 and Q15,
 * which stand around Q16 (the static seki rule took Q16 for White's eye:
 * one eye each, seki).  Each White chain is captured whoever moves first
 * and White moving first cannot keep them: the White stones are dead, as
 * the record counts them. */
static const char false_eye_upper_right[] =
        ". X X O O . X X X X O O O O X X X X X\n"
        ". X O X X X X X O X O . O X X . O X .\n"
        "X O O . X O O O O O O O O X . O O X X\n"
        ". X O X X X X O O O O X X X O . O X O\n"
        ". X X O O O O . . O X X X X . O X O O\n"
        ". . . X X . O . . O O X O X X X X O O\n"
        ". X X X O O . . . O O O O O X O O O X\n"
        ". X O O O . . . O O X X O O O O . O X\n"
        "X X X X O O O O O O O X X X X O O X X\n"
        "O X X X X X O X O O . O O X X X X X X\n"
        "O O X O X X X X X O . O . O X . X O X\n"
        ". O X O X O X X O . O . O O X X X O X\n"
        ". O O O O O O X O . X O X O O X . O .\n"
        "O . O X O X X X O O O O X O . X X O .\n"
        ". O O X . X . O X O X X X O O X . X X\n"
        "O O X X X X O O X X X . X O O X X O O\n"
        "O X X O O O . O O X . X X O X X O . O\n"
        "X X O O . O . O X X X . X O O O O O .\n"
        ". X X O . . . O O X . X O O . . . X O\n";

/* Upper left of a KGS game (2018-08-06, Chinese rules, handicap 6):
 * Black's corner group (an eye at C16) holds White's lone stones A15, B14
 * and A13 around A14; Black takes them (A16, then B13) and lives. */
static const char lone_stones_upper_left[] =
        "X O O O . . O O O O O X . X . X X . .\n"
        "X O X O O O . . . O X . X X . X X X X\n"
        "X X X X O . . . O O X X X . . . X O O\n"
        ". X . X X O . O O O O X . X . X X O O\n"
        "O X X O O O . O O X X X X . . X X O O\n"
        ". O X O O X O O O X . X . X X O X X O\n"
        "O . X X O X X O X . X . X X X O O O O\n"
        "X X X X O X X X . X . X O O O O . . .\n"
        "O O X O O O X X X X X X X X X O O O .\n"
        ". O O . O O O X O O O O O O O O . . O\n"
        "O . . O . . O X O X X O X O X O O . O\n"
        "X O O X O O X O O O X O X X X X O . O\n"
        ". O . . O X X O X X X X X O O O O . O\n"
        "O . O O O O X O X X . X X O O O O O O\n"
        "O . . O . O X X X . . X X O X O X X O\n"
        "O O . . O O O X X X . X . X X X X . X\n"
        ". . . O X X X X . X . X . . X . . X .\n"
        "O O O O X X X X . . . . . . . X . . X\n"
        "O X X X X X X . . X . X X X X X X X .\n";

/* Lower right of a KGS game (2017-05-02, Japanese rules): White's group
 * R4-T3-R1 (a two-point eye at Q1-Q2 beside its chain P1-P2) holds Black's
 * T2 and S1, which share S2 and T1.  The tactical reader captures them
 * with White moving first, but Black moving first throws in at Q2 and
 * White can no longer approach: seki, as the players counted it.  The
 * race question keeps them standing (the tactical answers alone did
 * not). */
static const char corner_seki_lower_right[] =
        "X . X O . . . . . . . O X X . . . . .\n"
        ". X X O . . . . O . O O O X . . . . X\n"
        "X X O O O O O O O X . O X X X X . X .\n"
        "X O O O X O X O . O O . O X . X X . X\n"
        ". X O X X X X O . . . O O O X O O X X\n"
        "X . X X . . X X O O O O O O X O O O X\n"
        "X X O X . . . . X X X X O X X X O . O\n"
        "O O O O X . . X . X O O X X X O . O .\n"
        "O . O X . . O X X O O . O . X O . . O\n"
        "O O X X . . . X O . . O O O X O . O .\n"
        ". . O X X X . X O . O X X O X O O X .\n"
        "O O O X O O X X O O X X X O X X X O .\n"
        "O . O X O O O X X O O X X O O X X O .\n"
        "O O X X X O X X X O . X . X X X O O O\n"
        "O X X O O O O X O O X . . . X X X X .\n"
        "X X X O . O X X O . X . . . X X O X X\n"
        "X O O . O O O O O O X . . X X O O O O\n"
        "X X O O . O . O X X X . . X O . O . X\n"
        "X O O . O . O O O X . . . X O . O X .\n";

static void test_chains_around_a_false_eye_are_taken(void)
{
    static const char *const dead[] = {"R18", "Q17", "R16", "P16", "Q15", NULL};
    static const char *const alive[] = {"T19", "P13", "S18", NULL};
    for (int swap = 0; swap < 2; swap++) enclose_expect(false_eye_upper_right, swap, dead, alive);
}

static void test_lone_stones_inside_a_corner_group_are_taken(void)
{
    static const char *const dead[] = {"A15", "B14", "A13", NULL};
    static const char *const alive[] = {"A19", "C11", "B19", NULL};
    for (int swap = 0; swap < 2; swap++) enclose_expect(lone_stones_upper_left, swap, dead, alive);
}

static void test_corner_seki_stands(void)
{
    static const char *const dead[] = {NULL};
    static const char *const alive[] = {"T2", "S1", "Q3", "P1", NULL};
    for (int swap = 0; swap < 2; swap++) enclose_expect(corner_seki_lower_right, swap, dead, alive);
}

int main(void)
{
    RUN(test_chains_around_a_false_eye_are_taken);
    RUN(test_lone_stones_inside_a_corner_group_are_taken);
    RUN(test_corner_seki_stands);
    return CHECK_DONE();
}
