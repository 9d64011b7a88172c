/*
 * test_enclose_settle.c - the settling phase (src/analysis/dead_enclose_settle.c):
 * the dame of a record that stops before them are played out in turn
 * with the dead stones still on the board, and the teire they force are
 * charged to their owner; a game finished by two passes is counted as
 * left.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/deadstones.h"
#include "check.h"
#include "enclose_test.h"
#include "testpos.h"
#include "position/position.h"
#include "seichi.h"
#include "util/sbuf.h"

static void fills_of(const seichi_pos *p, int passes, uint8_t *dead, uint8_t *fills)
{
    enclose_analyse(p, passes, dead, fills, NULL);
}

static double margin_of(const seichi_pos *p, int passes)
{
    seichi_score_options so;
    seichi_score_options_init(&so);
    so.finished_by_passes = passes;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &so, &r), SEICHI_OK);
    double m = r ? seichi_result_margin(r) : 0;
    seichi_result_free(r);
    return m;
}

/* The colour whose territory pt counts as once the position is scored
 * (the dame played out unless passes), 0 for none. */
static int territory_of(const seichi_pos *p, int passes, int pt)
{
    seichi_score_options so;
    seichi_score_options_init(&so);
    so.finished_by_passes = passes;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &so, &r), SEICHI_OK);
    int t = r ? seichi_result_territory(r, pt) : -1;
    seichi_result_free(r);
    return t;
}

/* Black's D3 is dead inside White's lower left, in atari at D4; White's
 * E4-E3-F3 has D4 and the dame F4.  Black filling F4 leaves it in atari,
 * and Black D4 would take it (not a snapback), so White must play D4
 * (taking D3): a teire in White's territory.  White cannot fill F4 first
 * (its stone would join the chain with D4 alone).  With D3 lifted, as the
 * static fills see the board, D3 would be a second liberty and no teire
 * would show. */
static const char *dead_stone_teire =
    ". . . O X . . . .\n"
    ". . . O X . . . .\n"
    ". . . O X . . . .\n"
    ". . . O X . . . .\n"
    "O O O O X X X X X\n"
    ". . . . O . X . .\n"
    ". . O X O O X . .\n"
    ". . . O X X X . .\n"
    ". . . O X . . . .\n";

/* The position of text with player to move, analysed with the settling
 * (not finished by passes); explain initialised and filled. */
static seichi_pos *settled_explained(const char *text, int player, uint8_t *dead, uint8_t *fills, sbuf *explain)
{
    seichi_pos *p = diagram(text);
    seichi_pos_set_to_move(p, player);
    sbuf_init(explain);
    enclose_analyse(p, 0, dead, fills, explain);
    return p;
}

static void test_dead_stone_teire(void)
{
    for (int first = SEICHI_BLACK; first <= SEICHI_WHITE; first++) {
        seichi_pos *p = diagram(dead_stone_teire);
        seichi_pos_set_to_move(p, first);
        uint8_t dead[81], fills[81];
        fills_of(p, 0, dead, fills);
        CHECK_EQ(dead[at(p, "D3")], 1);
        CHECK_EQ(dead[at(p, "E3")], 0);
        CHECK_EQ(fills[at(p, "D4")], SEICHI_WHITE);
        CHECK_EQ(fills[at(p, "F4")], 0);
        seichi_pos_free(p);
    }
}

/* Finished by two passes: counted as left, no teire; otherwise the teire
 * costs White one point of territory. */
static void test_passes_count_as_left(void)
{
    seichi_pos *p = diagram(dead_stone_teire);
    uint8_t dead[81], fills[81];
    fills_of(p, 1, dead, fills);
    CHECK_EQ(fills[at(p, "D4")], 0);
    CHECK(margin_of(p, 0) == margin_of(p, 1) + 1);
    seichi_pos_free(p);
}

/* The same with colours swapped: the teire is Black's. */
static void test_colours_swapped(void)
{
    char swapped[256];
    size_t k = 0;
    for (const char *s = dead_stone_teire; *s && k + 1 < sizeof swapped; s++)
        swapped[k++] = *s == 'X' ? 'O' : *s == 'O' ? 'X' : *s;
    swapped[k] = 0;
    seichi_pos *p = diagram(swapped);
    uint8_t dead[81], fills[81];
    fills_of(p, 0, dead, fills);
    CHECK_EQ(fills[at(p, "D4")], SEICHI_BLACK);
    seichi_pos_free(p);
}

/* H9 is a dame where White's stone would stand in atari (G9 joined to it
 * has F9 only): White can never fill it, and Black filling it leaves G9
 * in atari, so White answers at F9 whoever moves first (Black's sente
 * dame).  G9 is a wall: it touches the dame. */
static void test_sente_dame(void)
{
    for (int first = SEICHI_BLACK; first <= SEICHI_WHITE; first++) {
        seichi_pos *p = diagram(". . . . O . O . X\n"
                                ". . . . O O X X X\n"
                                ". . . . O X X . .\n"
                                ". . . . O X . . .\n"
                                ". . . . O X . . .\n"
                                ". . . . O X . . .\n"
                                ". . . . O X . . .\n"
                                ". . . . O X . . .\n"
                                ". . . . O X . . .\n");
        seichi_pos_set_to_move(p, first);
        uint8_t dead[81], fills[81];
        fills_of(p, 0, dead, fills);
        CHECK_EQ(dead[at(p, "G9")], 0);
        CHECK_EQ(fills[at(p, "F9")], SEICHI_WHITE);
        CHECK_EQ(fills[at(p, "H9")], 0);
        seichi_pos_free(p);
    }
}

/* No dame, no dead stones beside a short wall: nothing to settle. */
static void test_nothing_to_settle(void)
{
    seichi_pos *p = diagram(". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n");
    uint8_t dead[81], fills[81];
    fills_of(p, 0, dead, fills);
    int any = 0;
    for (int i = 0; i < 81; i++) any |= fills[i];
    CHECK_EQ(any, 0);
    seichi_pos_free(p);
}

/* The final position of an 1846 record (jigo; Black to move).  Once the
 * dame are played out, Black's chain at F6 has two liberties beside
 * White's dead stones, and White, moving first, would capture it (the
 * tactical reader proves it): Black must add a stone at K6 first, a teire
 * in its own territory. */
static const char *shortage_record =
        ". O X X . . . . . . X X O O O X . X .\n"
        ". O O X X X X X X X X O . O X . . . .\n"
        ". . O O O X O O O X O O . O X X X X X\n"
        ". . O X . O O . . X X X O O X O X O X\n"
        ". . X O . O . . X X O X O O X O X O X\n"
        ". . X O O O X X O O O O . X O O O O X\n"
        ". . X X O X X X X O O O O O X O . O X\n"
        ". X . . X O X X O O X X O X X X O O O\n"
        ". O O O O O O X O . X X O . X O O . .\n"
        ". . . O X X O . X X X O O O X . . O O\n"
        ". . . . O X X X X O O X . O X X X X O\n"
        ". . . . O O X O . X . X X O O O X . X\n"
        ". . . O . O O X X . X X O . O X X O .\n"
        ". . O . O X X O O . X O O X O O O X .\n"
        ". . O O . X X X O . X X O O O X X X .\n"
        ". . O X X X . X O X . . X X O O X . .\n"
        ". X X O . X X O O X X O . . X X . . .\n"
        ". O O O O X X X O X . . . . . . . . .\n"
        ". . O O . O X O O X . . . . . . . . .\n";

static void test_shortage_of_liberties(void)
{
    uint8_t dead[361], fills[361];
    sbuf explain;
    seichi_pos *p = settled_explained(shortage_record, SEICHI_BLACK, dead, fills, &explain);
    CHECK_EQ(fills[at(p, "K6")], SEICHI_BLACK);
    CHECK(explain.data && strstr(explain.data, "point K6: teire for Black (settling: its chain at F6 is short of liberties"));
    /* the moves played out, in order, the teire marked */
    CHECK(explain.data && strstr(explain.data, "settling: ") && strstr(explain.data, ", B K6 (teire)"));
    sbuf_free(&explain);
    seichi_pos_free(p);
}

/* The final position of a 1930s record (Black to move).  Black's N1 and
 * O2 are dead in White's lower side, each with one liberty, O1, a dame;
 * White's O1 is sente (it leaves Black's P1 in atari: Black mends at Q1)
 * and takes both.  Their points are then closed by White's stones and
 * count as White's territory; left empty, as the record has it, O1 would
 * join them to the dame and they would be no one's. */
static const char *closing_record =
        ". . . . . . O O . X . . . . . X X O .\n"
        ". . . . . O . . O O X . . . . X O O .\n"
        ". . . . O O O O X X X X X X O X X O .\n"
        ". . O O X O . . O X X O O X X X X O .\n"
        ". . O X X X O . O O O . O X O O O . .\n"
        "O O O X X O O . . . . O . O O . . . .\n"
        "X X X O X X X O . O . O O X . . O O O\n"
        "X . X O X . . X O . O X . O . . O X X\n"
        ". X O O . X X . X O O X X . O O X . X\n"
        ". X O . O X O X X O X . X . O X X X .\n"
        "X O O O O O O . X X . . X X O X . . .\n"
        ". X X X X O O X . X X X . . X . . . .\n"
        ". . . . O X O O O O X . . . . . . . .\n"
        ". . . X X X . X O O O X . . . . . . .\n"
        ". . X X O X . X O O X . . X X . X . .\n"
        ". . X O O X O O O X X X X O X . . . .\n"
        ". X O . O O . . . O O O O O O X . . .\n"
        ". X O O . . . . . . . . O X O X . . .\n"
        "X X X O . . . . . . . O X . X . . . .\n"
;

static char *swap_colours(const char *text)
{
    size_t k = strlen(text);
    char *t = malloc(k + 1);
    if (!t) return NULL;
    for (size_t i = 0; i <= k; i++) t[i] = text[i] == 'X' ? 'O' : text[i] == 'O' ? 'X' : text[i];
    return t;
}

static void test_dame_closes_a_point(void)
{
    uint8_t dead[361], fills[361];
    sbuf explain;
    seichi_pos *p = settled_explained(closing_record, SEICHI_BLACK, dead, fills, &explain);
    CHECK_EQ(dead[at(p, "N1")], 1);
    CHECK_EQ(fills[at(p, "O1")], SEICHI_WHITE);
    CHECK_EQ(fills[at(p, "Q1")], SEICHI_BLACK);
    CHECK(explain.data && strstr(explain.data, "point O1: dame filled by White (settling: it closes "));
    CHECK_EQ(territory_of(p, 0, at(p, "N1")), SEICHI_WHITE);
    CHECK_EQ(territory_of(p, 0, at(p, "O2")), SEICHI_WHITE);
    /* counted as left (two passes): no one's */
    CHECK_EQ(territory_of(p, 1, at(p, "N1")), 0);
    sbuf_free(&explain);
    seichi_pos_free(p);
}

/* The same with colours swapped (White to move): Black's O1 closes N1. */
static void test_dame_closes_colours_swapped(void)
{
    char *text = swap_colours(closing_record);
    CHECK(text != NULL);
    seichi_pos *p = diagram(text);
    seichi_pos_set_to_move(p, SEICHI_WHITE);
    uint8_t dead[361], fills[361];
    fills_of(p, 0, dead, fills);
    CHECK_EQ(fills[at(p, "O1")], SEICHI_BLACK);
    CHECK_EQ(fills[at(p, "Q1")], SEICHI_WHITE);
    CHECK_EQ(territory_of(p, 0, at(p, "N1")), SEICHI_BLACK);
    seichi_pos_free(p);
    free(text);
}

/* Under area counting a dame stone is a point of its colour, closing or
 * not, and the static fills share the dame in turn: the settling keeps
 * none as a fill.  The final position of a 2000s record under Chinese
 * rules (Black to move), whose play-out fills dame that close points. */
static void test_dame_not_kept_under_area(void)
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
        ". . . . . . . . O . . . . . . . . . .\n"
    );
    seichi_pos_set_to_move(p, SEICHI_BLACK);
    seichi_rules r;
    seichi_rules_preset("chinese", &r);
    analysis_options o;
    analysis_options_init(&o);
    o.method = SEICHI_DEAD_ENCLOSE;
    uint8_t dead[361], fills[361];
    sbuf explain;
    sbuf_init(&explain);
    CHECK_EQ(analysis_dead_stones_ex(p, &r, &o, dead, fills, &explain), SEICHI_OK);
    CHECK(explain.data && strstr(explain.data, "settling: ") && !strstr(explain.data, "dame filled by"));
    sbuf_free(&explain);
    seichi_pos_free(p);
}

/* The final position of an AI record of 2018 (White to move).  Black's
 * S1 is dead in White's corner; White takes it by filling R1 and T1,
 * which the play-out sees as dame (no area holds them), but they touch
 * nothing but White's stones and the dead stone: White's own points.
 * Such a stone closes nothing new, so it is no fill: R1 and T1 stay
 * White's territory. */
static void test_own_point_not_kept(void)
{
    seichi_pos *p = diagram(
        ". . . . . . . . . . . . . . . . . . .\n"
        ". . O X . . . . . . . . . . . . . . .\n"
        ". . . O X . X . O O O O O O . . . O O\n"
        ". . . O . . . O . O X X X O O O O O X\n"
        ". . O . O . . O O . . . O . . . O X X\n"
        ". O . O . O O X X X . X O O O O X X .\n"
        ". . O . O X O O . X . X X O X X X . .\n"
        ". . O O X X . X X X O O X X . . O . .\n"
        ". . . . O . X . . . X O O O X X . . .\n"
        ". . . . O X . . . . X O X O X O X . .\n"
        ". . . . O X . . . . . X X O O O X . .\n"
        ". . . . O X . . . . . X O O . O X . .\n"
        "O O O O O X . . . . . X X O O X X . .\n"
        "X O X X X . . . . . . O X O O O X X .\n"
        "X X . . . . . . . O . O X X X O O O X\n"
        ". . X X . . X . . . . X . . . X . . X\n"
        ". . . . . . . . . X . . . X . X O . X\n"
        ". . . . . . . . . . . . O X X O O O O\n"
        ". . . . . . . . . . . . . X O O . X .\n"
    );
    seichi_pos_set_to_move(p, SEICHI_WHITE);
    uint8_t dead[361], fills[361];
    fills_of(p, 0, dead, fills);
    CHECK_EQ(dead[at(p, "S1")], 1);
    /* scored in the scorer's frame, where the play-out fills R1 and T1 */
    CHECK_EQ(territory_of(p, 0, at(p, "R1")), SEICHI_WHITE);
    CHECK_EQ(territory_of(p, 0, at(p, "T1")), SEICHI_WHITE);
    CHECK_EQ(territory_of(p, 0, at(p, "S1")), SEICHI_WHITE);
    seichi_pos_free(p);
}

/* The same record: once White's dame E5 and Black's K6 are played,
 * White's dame E3 leaves Black's F6 in atari at its eye G4, where Black
 * cannot connect (a stone there would have no liberty).  Black's answer
 * is to take White's dead stones beside it, in atari at K5: a second
 * teire.  With colours swapped, White's. */
static void test_atari_answered_by_capture(void)
{
    uint8_t dead[361], fills[361];
    sbuf explain;
    seichi_pos *p = settled_explained(shortage_record, SEICHI_BLACK, dead, fills, &explain);
    CHECK_EQ(dead[at(p, "J5")], 1);
    CHECK_EQ(fills[at(p, "G4")], 0);
    CHECK_EQ(fills[at(p, "K6")], SEICHI_BLACK);
    CHECK_EQ(fills[at(p, "K5")], SEICHI_BLACK);
    CHECK(explain.data && strstr(explain.data, "point K5: teire for Black (settling: White's dame at E3 leaves its "
                                               "chain at F6 in atari)"));
    sbuf_free(&explain);
    seichi_pos_free(p);
    char *text = swap_colours(shortage_record);
    CHECK(text != NULL);
    p = diagram(text);
    seichi_pos_set_to_move(p, SEICHI_WHITE);
    fills_of(p, 0, dead, fills);
    CHECK_EQ(fills[at(p, "K6")], SEICHI_WHITE);
    CHECK_EQ(fills[at(p, "K5")], SEICHI_WHITE);
    seichi_pos_free(p);
    free(text);
}

/* Black's dame F4 leaves White's C4-E4 in atari at D5, between Black's
 * dead C5, E5 and D6.  White takes C5 there (a teire), but the chain's
 * one liberty is then C5, where Black would take it back: White fills C5
 * too.  The point of the taken stone, now White's stone, is no
 * territory: C5 counts as a prisoner only.  With colours swapped,
 * Black's. */
static const char *refilled_point =
    ". . . . . . O X .\n"
    ". . . . . . O X .\n"
    ". . . . . . O X .\n"
    ". . O X . . O X .\n"
    "O O X . X O O X .\n"
    "X X O O O . X X .\n"
    ". X X X X X X . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n";

static void test_taken_point_filled(void)
{
    for (int swap = 0; swap <= 1; swap++) {
        char *text = swap ? swap_colours(refilled_point) : NULL;
        int c = swap ? SEICHI_BLACK : SEICHI_WHITE;
        seichi_pos *p = diagram(swap ? text : refilled_point);
        CHECK(p != NULL);
        seichi_pos_set_to_move(p, 3 - c);
        uint8_t dead[81], fills[81];
        fills_of(p, 0, dead, fills);
        CHECK_EQ(dead[at(p, "C5")], 1);
        CHECK_EQ(dead[at(p, "D6")], 1);
        CHECK_EQ(fills[at(p, "D5")], c);
        CHECK_EQ(fills[at(p, "C5")], c);
        CHECK_EQ(territory_of(p, 0, at(p, "C5")), 0);
        CHECK_EQ(territory_of(p, 0, at(p, "D6")), c);
        CHECK_EQ(territory_of(p, 1, at(p, "C5")), c);
        seichi_pos_free(p);
        free(text);
    }
}

/* J9 is a dame where neither colour's stone would have two liberties:
 * Black's J8 has J9 and J7 only, White's H9-H8 has J9 and G9 only (G8 is
 * dead).  The count makes Black fill J7, a false eye, as long as J9 is
 * open; filled first, it makes J9 Black's sente dame (White's H9-H8 in
 * atari: White answers at G9, a teire), as the players would finish it.
 * Either colour first; with colours swapped, the other colour's. */
static const char *eye_then_sente =
    ". . . . O . . O .\n"
    ". . . . O O X O X\n"
    ". . . . O O O X .\n"
    ". . . . O X X X .\n"
    ". . . . O X . . .\n"
    ". . . . O X . . .\n"
    ". . . . O X . . .\n"
    ". . . . O X . . .\n"
    ". . . . O X . . .\n";

static void test_false_eye_makes_sente(void)
{
    for (int v = 0; v < 4; v++) {
        int swap = v & 1, first = v >> 1 ? SEICHI_WHITE : SEICHI_BLACK;
        int c = swap ? SEICHI_WHITE : SEICHI_BLACK;
        char *text = swap ? swap_colours(eye_then_sente) : NULL;
        uint8_t dead[81], fills[81];
        sbuf explain;
        seichi_pos *p = settled_explained(swap ? text : eye_then_sente, first, dead, fills, &explain);
        CHECK_EQ(dead[at(p, "G8")], 1);
        CHECK_EQ(fills[at(p, "J7")], c);
        CHECK_EQ(fills[at(p, "G9")], 3 - c);
        CHECK(explain.data && strstr(explain.data, "point J7: teire for ") &&
              strstr(explain.data, "a false eye, the one liberty of its chain at J8 but the dame J9"));
        sbuf_free(&explain);
        seichi_pos_free(p);
        free(text);
    }
}

/* The final position of an AI record of 2018 (Black to move).  Black's
 * T18 has T19, a dame where no stone of either colour would have two
 * liberties, and T17; once T17 is filled, the chain it joins has T19 and
 * S16.  The count makes Black fill both false eyes while T19 is open;
 * filled in the play-out, they make T19 Black's sente dame (White's
 * R19-S18 in atari: White answers at R18, a teire).  With colours
 * swapped (White to move), the other colour's.  It guards the bound on
 * opened points too: White's dame H13 beside Black's H14 opens nothing
 * (Black's long chain there has more than three liberties as the count
 * sees them); opened, Black fills it and its chain is then too short for
 * T19. */
static const char *two_false_eyes_record =
    ". . X O O . . . . . . . . . . X O O .\n"
    ". X X X O O . . . . . O O O . O . O X\n"
    ". . X O . X O O O X O . . . O O O X .\n"
    ". X X O O O X O X O O O O O X X X . X\n"
    ". X O O . X X X X X X X X O X X X X O\n"
    "X X X O O O X . . . X O X X X . X O O\n"
    "X O O . O X X . O O O O O O O X O . O\n"
    "O O . O . O X X O X X O O X . X O O .\n"
    ". . . . . . O O X . . O X X X X O . .\n"
    ". . . . . O O O . X . . O X X O O . .\n"
    ". O . O . O O O . . O O O O X X O . .\n"
    "O . O O O X O X O O O X X X . X O O .\n"
    "O O X O X X X X O X X . . . . X X O .\n"
    "X X X O O X . O X . X . . . . . X O O\n"
    ". X X O X X X O . X . O . . . X O O X\n"
    "X . X O O O X . O O O X X X . X X O X\n"
    "X X O O O X . O X X X . . . X O O X X\n"
    ". . X X O X X X . . . . . . . O X X .\n"
    "X X X O O X . . . . . . . . . . . . .\n"
;

static void test_two_false_eyes(void)
{
    for (int swap = 0; swap <= 1; swap++) {
        char *text = swap ? swap_colours(two_false_eyes_record) : NULL;
        int c = swap ? SEICHI_WHITE : SEICHI_BLACK;
        uint8_t dead[361], fills[361];
        sbuf explain;
        seichi_pos *p = settled_explained(swap ? text : two_false_eyes_record, c, dead, fills, &explain);
        CHECK_EQ(dead[at(p, "Q19")], 1);
        CHECK_EQ(fills[at(p, "T17")], c);
        CHECK_EQ(fills[at(p, "S16")], c);
        CHECK_EQ(fills[at(p, "R18")], 3 - c);
        CHECK(explain.data && strstr(explain.data, "point S16: teire for ") &&
              strstr(explain.data, "T19 (sente)"));
        sbuf_free(&explain);
        seichi_pos_free(p);
        free(text);
    }
}

/* The final position of a professional record (Black to move).  White's long
 * chain from F14 to P13 has its eye H13 and the dame M12 and N12, and
 * touches Black's dead Q13-Q12-P12-P11, which have R13 and R12.  Once
 * Black fills M12 the chain is short of liberties: Black filling N12
 * next would leave it in atari with no time to take the dead stones.
 * White must start taking them at once (R12), not fill another dame
 * first, and takes them when Black's N12 ataris the chain (R13): two
 * teire, as the players paid.  With colours swapped, the other colour's. */
static const char *shortage_after_dame_record =
    ". X O O . O . . . . O O O . X . X O .\n"
    "X X X O O X X O . O O X X X X O O X X\n"
    "O . X O O O O O O X O X O O O O X . X\n"
    "X X X X O . . . . X X O O O X X X X X\n"
    "X O X O O X X X X . . X O X X . X X O\n"
    "O O O X X O O O . X X X X O X O O O O\n"
    ". . O X . X O . O X O O O O O X . . .\n"
    "O O X X X O O O O O O . . O X X . . .\n"
    ". O O O X X X X O X X X X O X O O . .\n"
    "O O X X X X . X X . . . . X O . . . .\n"
    "X O . . O O X . . X X X X X O . . . .\n"
    ". X X X X O O X X O O O X O O . . O .\n"
    "X X X O X X O O X O X O X X O . . . O\n"
    "O X O O . . O . O O X X O O O O O O X\n"
    "O O . O X X O O O O X O X X X O X X X\n"
    ". O . O . X X O . O X O . . . X . . .\n"
    ". . O . O X X X O O X O X X . X . . .\n"
    ". . . . O O X O O O X X . . . . . . .\n"
    ". . . . . O X X O . O X . . . . . . .\n"
;

static void test_shortage_after_a_dame(void)
{
    for (int swap = 0; swap <= 1; swap++) {
        char *text = swap ? swap_colours(shortage_after_dame_record) : NULL;
        int c = swap ? SEICHI_BLACK : SEICHI_WHITE;
        uint8_t dead[361], fills[361];
        sbuf explain;
        seichi_pos *p = settled_explained(swap ? text : shortage_after_dame_record, 3 - c, dead, fills, &explain);
        CHECK_EQ(dead[at(p, "Q13")], 1);
        CHECK_EQ(fills[at(p, "R12")], c);
        CHECK_EQ(fills[at(p, "R13")], c);
        CHECK(explain.data && strstr(explain.data, "point R12: teire for ") &&
              strstr(explain.data, "is short of liberties; the dead stones beside it would capture it"));
        sbuf_free(&explain);
        seichi_pos_free(p);
        free(text);
    }
}

/* The final position of a professional record (Black to move).  White's
 * F2-G2-G3 has F3, its own point, and the edge below it: F1 and H1 are
 * dame (beside Black's E1 and H2), G1 between them is White's area.  In
 * the play-out White fills F1 and Black H1: G1 then stands beside a Black
 * stone, which the count sees as a dame, and it is opened (White's chain
 * beside it has three liberties as the count sees them: F3, G1 and its
 * own dame stone F1).  Black's G1 leaves the chain in atari and White
 * connects at F3, a teire, as the players paid (GNU Go's play-out too).
 * Left as White's area, G1 was never played and F3 stayed White's
 * territory.  With colours swapped, the other colour's. */
static const char *opened_border_record =
    ". . . . . . . . . . X O X X X O . O .\n"
    ". . . . . . . O . O . O X O O . . . .\n"
    ". . X O . X O . O . O O X X O O O O .\n"
    ". . O O . O X O . O . X X O X X X O O\n"
    ". . O X O O X X O O . X X . . . . X O\n"
    ". . O X . O X . X O O O O X . . X . X\n"
    ". . O X X X . X X O O X X X . . . . .\n"
    "O . O O X X . . X O . O O X X . . . .\n"
    "X O O . O O X X O . . . O X O X . . .\n"
    "X X . O O X . X O O O . . O O . X X .\n"
    ". X O O X . X X O . X O O O O O X . X\n"
    ". X X O X X X O O X X X . X . O O X .\n"
    ". . X O X . X X O X O X X X X X X . X\n"
    ". . X O X O X O O O O X O O . . O X .\n"
    ". X O O O O X X O O X X X O . O O O X\n"
    ". . X O . O X X X O O O X O . X X X X\n"
    ". . X O O . O X O O . . O X . X O O O\n"
    ". . X X X O O X X O O O O X X O . O .\n"
    ". . . . X . . . O O . X X X . O O . .\n"
;

static void test_opened_border(void)
{
    for (int swap = 0; swap <= 1; swap++) {
        char *text = swap ? swap_colours(opened_border_record) : NULL;
        int c = swap ? SEICHI_BLACK : SEICHI_WHITE;
        uint8_t dead[361], fills[361];
        sbuf explain;
        seichi_pos *p = settled_explained(swap ? text : opened_border_record, 3 - c, dead, fills, &explain);
        CHECK_EQ(dead[at(p, "F2")], 0);
        CHECK_EQ(fills[at(p, "F3")], c);
        CHECK_EQ(fills[at(p, "G1")], 0);
        CHECK(explain.data && strstr(explain.data, "point F3: teire for ") &&
              strstr(explain.data, "'s dame at G1 leaves its chain at G3 in atari"));
        sbuf_free(&explain);
        seichi_pos_free(p);
        free(text);
    }
}

/* The final position of an AI record of 2018 (White to move).  Black's
 * A8-A10 has the dame B9 and B10 and its false eye A7; White's long
 * chain from A12 to C7 has B9, B10 and its eye B12 (C12 is dead).  White
 * fills one of B9 and B10; Black's chain is then left with the other,
 * where no stone of either colour would have two liberties, and A7.  The
 * count makes Black fill A7 while that dame is open; filled first, it
 * makes the dame Black's sente dame (White's chain in atari: White
 * answers at B12, a teire), as the players paid.  White's dame stone is a
 * stone on the board, not one the count lifts: lifted, it would give
 * Black's chain a third liberty and A7 would stay open.  With colours swapped (Black to move), the other colour's. */
static const char *eye_after_dame_record =
    ". . X O O O O . . . O O . X X O . . .\n"
    "X . X X X O O . . . O X X X O . . O .\n"
    ". . . X X X O O . . O O X . O O . . O\n"
    "X X X X X X O . X . O X X X O O O O X\n"
    "X O O X O X O . . . O O O X X X X X X\n"
    "X O . O O X X O O . O X X . . . . . .\n"
    "X O . . . O O . X O O X . . . . . . .\n"
    "O . X O O . O O X O O X O . X . X X X\n"
    "O O O X O O X X O O X X . O X X O O X\n"
    "X . O X X X . X X O X . O . X O O . O\n"
    "X . O O O X X . O X . O . O X X O O .\n"
    "X O O O X X . X X X X O O X X O O . O\n"
    ". X O X O . X O . X O X O X X X O O X\n"
    ". X X X . . X O . X O X X X . O . . .\n"
    ". O . . . . X O O O O O O X X O . . .\n"
    ". X X X X X X X O . X O X X O O O O O\n"
    "X X O O O X O O O O O O O O X X X O X\n"
    "X O . O . O . . O X X O X X . X . X X\n"
    "O O . . . . . . O . X X X . . . X . X\n"
;

static void test_false_eye_after_opponent_dame(void)
{
    for (int swap = 0; swap <= 1; swap++) {
        char *text = swap ? swap_colours(eye_after_dame_record) : NULL;
        int c = swap ? SEICHI_WHITE : SEICHI_BLACK;
        uint8_t dead[361], fills[361];
        sbuf explain;
        seichi_pos *p = settled_explained(swap ? text : eye_after_dame_record, 3 - c, dead, fills, &explain);
        CHECK_EQ(dead[at(p, "C12")], 1);
        CHECK_EQ(fills[at(p, "A7")], c);
        CHECK_EQ(fills[at(p, "B12")], 3 - c);
        CHECK(explain.data && strstr(explain.data, "point B12: teire for ") &&
              strstr(explain.data, "point A7: teire for ") && strstr(explain.data, "(settling: a false eye, the one "));
        sbuf_free(&explain);
        seichi_pos_free(p);
        free(text);
    }
}

int main(void)
{
    RUN(test_dead_stone_teire);
    RUN(test_passes_count_as_left);
    RUN(test_colours_swapped);
    RUN(test_sente_dame);
    RUN(test_nothing_to_settle);
    RUN(test_shortage_of_liberties);
    RUN(test_dame_closes_a_point);
    RUN(test_dame_closes_colours_swapped);
    RUN(test_dame_not_kept_under_area);
    RUN(test_own_point_not_kept);
    RUN(test_atari_answered_by_capture);
    RUN(test_taken_point_filled);
    RUN(test_false_eye_makes_sente);
    RUN(test_two_false_eyes);
    RUN(test_shortage_after_a_dame);
    RUN(test_opened_border);
    RUN(test_false_eye_after_opponent_dame);
    return CHECK_DONE();
}
