/*
 * test_unapproachable_seki.c - dead chains the colour around them cannot
 * approach live in seki with the chains beside their liberties
 * (src/analysis/dead_enclose_area.c, enc_unapproachable_seki): a dead
 * chain is judged with the dead chains of its colour that share its
 * liberties, and a stone on one of those liberties is a self-atari when
 * its last liberty is an eye of its own chains or, for a chain of five
 * stones or more, another of the dead chains' liberties.  Positions are
 * the last positions of real games, each read with the colours as played
 * and swapped.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "enclose_test.h"
#include "testpos.h"
#include "seichi.h"

/* GNU Go's scoring regression, game 49 (GNU Go 3.1.25 against a human,
 * B+27.5 by GNU Go's count): on the right side White's eye at T6 is
 * shared by two White chains, T7-T8-T9-S9 (liberties T6 and S8) and the
 * nine stones from P7 to T3 (T6 and R7).  Black's P8-Q8-R8-R9 and S7 hold
 * R7 and S8.  A White stone on either leaves one of its chains only T6,
 * where Black takes it; a Black stone there is a self-atari too: seki.
 * S7 alone shares the liberties with the four stones, so they are judged
 * together. */
static const char shared_eye_right[] =
        ". . X X O X X X O O O X X X O O . O .\n"
        ". X X X O O X X X O O O O X O . O X X\n"
        ". O X O O . O X X O O X X X X O O O O\n"
        ". O X O . O O X X X O O O X X X X O X\n"
        ". O O . O X X . X O O . O O X . X X X\n"
        ". . . . O O X X . X O . O X X X . . .\n"
        "X O X X O . O O X X O O X X O O X . .\n"
        "O O O O X X O O O X X O O X O X X X .\n"
        "X O O . O O O O X X O . O O O O X . X\n"
        "X X X O O O . O O X O O . O . O O X X\n"
        ". . X X X X O . O X X X O O O O X O O\n"
        ". . X O O X O O X X X X X O X X X . O\n"
        ". . X O O O O . O X . X O X O O . X O\n"
        ". X O O . O . O O O X O O X X O O O .\n"
        ". X O O O X O O X X . . . . . X X O O\n"
        ". X O O O X X X X . X O O X . X . X O\n"
        ". O X X X . . X . X . O X . . . . X O\n"
        ". O O X . . . . . . . O X X . . X . X\n"
        ". . . . . . . . . . . . O X . . . . .\n"
;

/* Lower right of a KGS game (2018-01-17, Chinese rules): White's R6-S6-T6
 * and Black's wall from Q4 to T4 with R5 share S5 and T5, their only
 * liberties; neither has an eye.  A Black stone on either leaves a chain
 * of more than five stones in atari at the other, where White takes it:
 * seki, as the record counts it. */
static const char no_eye_lower_right[] =
        "X X O O O . . . . . O . O O O O X . .\n"
        "X O O . O O . . . . O O . O X X X . .\n"
        "X X O O X O . . . . . . O X X . . . .\n"
        ". X O X X O . O X O O . O X O . X . .\n"
        ". X O X X X O . O . O X O O X X . . .\n"
        ". . X X O O . O X O . . . O O X . . .\n"
        ". X X X X O O O X O O X O O X X . . .\n"
        "X X O X O O . O X X X O O X O . . . .\n"
        "X O O O . O O X X . X X O X X . . . .\n"
        "O O O X O . O O X X X O X O . . . . .\n"
        ". . O X O O O X X O X . X . . X X . .\n"
        "O O O X O X X O X O X . . . O X . X .\n"
        "O X X X X . X O O O X X . X X X X X X\n"
        "X . . . X . X O . O X X X X O X O O O\n"
        ". . X X . . X X O O O O O X O O X . .\n"
        ". X X O X X O O . . . . O X O X X X X\n"
        "X X O O O O O . O . . . . O O X O O O\n"
        "X O . O . . . O O . O . O O O O O . .\n"
        "O O O . . . . . O O . O . O . . . . .\n"
;

/* Upper left of a KGS game (2017-11-07, Chinese rules): Black's B18-D18
 * group inside White's corner is dead, as the record counts it; White's
 * stone on its liberty next to A19 would leave only four stones to take,
 * which gives Black no second eye. */
static const char small_fill_upper_left[] =
        "O O . X O . . . . . . . O O X . . . .\n"
        "O X X X O . O . . . O O O X . X . . .\n"
        ". X X O O O X O O O X O X X X X . . .\n"
        "X X O O X O X X X O X O X X O X X . .\n"
        "X O O X X X . . . X X O O O O O X X X\n"
        "O . O O X . . . X . X O . . . O O O X\n"
        ". O O X X X X X O X X X O . . O . . O\n"
        ". . O O X X O O O O X O O O O X O O .\n"
        "O O X O O O O X X X . X O X X X O . .\n"
        "O X X O O X X X . . . X X X X O O . .\n"
        "X . X O O O X . X . . X X O O . O . .\n"
        ". . X X X O O X X . X O O . O O . . .\n"
        ". . . . X X O O X X O . O O X X O O O\n"
        "X X O X . X X X O O O . . O O X X X O\n"
        "O X X X X X X X X O . . O O X . . X X\n"
        "O O O O O O O X X X O O X X X . X . .\n"
        "X X O X O X O O X X X O O X . . . . .\n"
        ". X X X X X X O O X O O . O X X X . .\n"
        ". . . . . X O O O O O O O O O O X . .\n"
;

static void test_shared_eye_seki(void)
{
    static const char *const dead[] = {"N7", "N6", NULL};
    static const char *const alive[] = {"R8", "P8", "R9", "S7", "T7", "T3", NULL};
    for (int swap = 0; swap < 2; swap++) enclose_expect(shared_eye_right, swap, dead, alive);
}

static void test_seki_without_eyes(void)
{
    static const char *const dead[] = {NULL};
    static const char *const alive[] = {"R6", "S6", "T6", "R5", "T4", NULL};
    for (int swap = 0; swap < 2; swap++) enclose_expect(no_eye_lower_right, swap, dead, alive);
}

static void test_small_fill_is_no_seki(void)
{
    static const char *const dead[] = {"B18", "C18", "D18", NULL};
    static const char *const alive[] = {"A17", "E17", NULL};
    for (int swap = 0; swap < 2; swap++) enclose_expect(small_fill_upper_left, swap, dead, alive);
}

int main(void)
{
    RUN(test_shared_eye_seki);
    RUN(test_seki_without_eyes);
    RUN(test_small_fill_is_no_seki);
    return CHECK_DONE();
}
