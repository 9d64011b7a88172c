/*
 * test_dead_read.c - chains the enclosure calls dead that reading
 * revives (src/analysis/dead_read.c): a chain sealed in with its
 * attackers lives in seki with them.  Positions are the last positions
 * of KGS games, each read with the colours as played and swapped.
 */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "enclose_test.h"
#include "testpos.h"
#include "seichi.h"

/* The diagram rows with Black and White swapped (swap) and the points
 * listed in put (spaces between names, "" for none) set to c (or
 * emptied when c is '.'), c swapped as the stones are. */
static seichi_pos *variant(const char *rows, int swap, const char *put, char c)
{
    size_t n = strlen(rows);
    char *text = malloc(n + 1);
    if (!text) return NULL;
    memcpy(text, rows, n + 1);
    int w = (int)strcspn(rows, "\n"), cols = (w + 1) / 2, h = 0;
    for (const char *s = rows; *s; s++) h += *s == '\n';
    for (const char *s = put; *s;) {
        int x = s[0] - 'A' - (s[0] > 'I'), y = atoi(s + 1);
        if (x >= 0 && x < cols && y >= 1 && y <= h) text[(size_t)(h - y) * (size_t)(w + 1) + 2 * (size_t)x] = c;
        s += strcspn(s, " ");
        s += strspn(s, " ");
    }
    for (char *s = text; *s; s++)
        if (swap && (*s == 'X' || *s == 'O')) *s = *s == 'X' ? 'O' : 'X';
    seichi_pos *p = diagram(text);
    free(text);
    return p;
}

/* Upper left of a KGS game (2018-09-16, Chinese rules, handicap 6): White
 * C15-B14-C14 has two liberties, A14 and D15.  Black's chains beside
 * them, A15 (with the wall up to F16 and A18) and D14 (with A13 and
 * A11), have no other liberty and no dead white stone to take: whoever
 * fills A14 or D15 puts its own chains in atari and is taken.  It is
 * seki, and the players counted it so (the enclosure alone calls the
 * three white stones dead, inside Black's area). */
static const char seki_upper_left[] =
        "O O O O O X . O O X O O O X . X . X .\n"
        "X O X O O O O . O X . X O . X . X O O\n"
        "X O X O X O O . O X X X O X . X . X O\n"
        "X X X X X X O O X X X O X X . X X X O\n"
        "X X O . X X O . O X O O O O . . . O .\n"
        ". O O X O X O O X X X X O . O O O O O\n"
        "X X X X O X O O O X . O . X O X O . .\n"
        "X X O O O O X X X . X O . X O X X O O\n"
        "X O O . O O O X X X X O X . X X O O X\n"
        "O O X X X O . O X . O X X X . X X X X\n"
        "O X X O X O O O X . X . . . . . . O .\n"
        "X X X O O O X X X X X . . . . . X X .\n"
        "X . X O X X X X X O O X X . . . . . .\n"
        "X X X X O O O O O . O O O X . . O X .\n"
        "X O O O X O X . O . . O O X . . X X X\n"
        "O . O X . X X X O O . O O X X X X O X\n"
        ". O O X X O O O O . . . . O X O O O O\n"
        "O . O O X O . . O . . O O O O . O . .\n"
        ". . . . X . . . O . O . O O . O . . .\n";

static void seki_upper_left_case(int swap)
{
    seichi_pos *p = variant(seki_upper_left, swap, "", '.');
    CHECK(p != NULL);
    if (!p) return;
    uint8_t dead[361], fills[361];
    enclose_analyse(p, 1, dead, fills, NULL);
    CHECK_EQ(dead[at(p, "C14")], 0);
    CHECK_EQ(dead[at(p, "B14")], 0);
    CHECK_EQ(dead[at(p, "A15")], 0);
    CHECK_EQ(dead[at(p, "D14")], 0);
    seichi_pos_free(p);
}

static void test_sealed_chain_lives_in_seki(void)
{
    for (int swap = 0; swap < 2; swap++) seki_upper_left_case(swap);
}

/* Upper left of a KGS game (2019-04-11, Chinese rules): Black A18-C18
 * has two liberties, A19 and D18, and so has White's long chain from B19
 * round to F15 that walls it in; the black stones beside that chain are
 * alive.  Neither side can fill A19 or D18 without being taken: seki, as
 * the players counted it.  With Black's D16 gone the white chain has a
 * liberty there: White fills D18 and A19, Black's three stones die. */
static const char seki_corner[] =
        ". O O O O O X . . . . X O O . . O . .\n"
        "X X X . O X X X X . . X X O O O O O O\n"
        "O O O O O O X X O X X . O X X X O X O\n"
        "X O O X X O O X O O X O . O . X O X O\n"
        "X X X X O O X X O X . . O . . X O X X\n"
        "X X O O O X X O O X . O . X X . X . X\n"
        "X O O X O O X X O O X X X . . X X X .\n"
        "X X O X O O O O O X X O O X X O O O X\n"
        ". . X X X O X O X . X X O O O O X X .\n"
        ". X X O O O X O X X X O O O O O O X .\n"
        ". X O O O X X X X O X O O X X O O X X\n"
        ". X X O X X . . X O O O O X X X X X O\n"
        "X O O O O X X X O O O X X X X . X O O\n"
        "X X X X O O X X X O X O O X O X X O .\n"
        "O O O X X X X X O O X O O O O O X O .\n"
        ". . O X X X X O O O X X O . O . O O .\n"
        ". . O O O O O O X O X X O . . . O . .\n"
        ". . . . O O O O X X X . X O . O . O .\n"
        ". . . . O X X X X . . X X O O . O . .\n";

static void seki_corner_case(int swap, int open)
{
    seichi_pos *p = variant(seki_corner, swap, open ? "D16" : "", '.');
    CHECK(p != NULL);
    if (!p) return;
    uint8_t dead[361], fills[361];
    enclose_analyse(p, 1, dead, fills, NULL);
    CHECK_EQ(dead[at(p, "A18")], open);
    CHECK_EQ(dead[at(p, "B19")], 0);
    CHECK_EQ(dead[at(p, "A17")], 0);
    seichi_pos_free(p);
}

static void test_sealed_corner_lives_in_seki(void)
{
    for (int swap = 0; swap < 2; swap++)
        for (int open = 0; open < 2; open++) seki_corner_case(swap, open);
}

int main(void)
{
    RUN(test_sealed_chain_lives_in_seki);
    RUN(test_sealed_corner_lives_in_seki);
    return CHECK_DONE();
}
