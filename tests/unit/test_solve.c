/*
 * test_solve.c - the exact solver on the tiny boards of Wilton Kee's
 * worked analyses: the board of 2 points (Kee rules, refreshing passes
 * included) is a draw, and White wins both points once Black plays a
 * stone; the boards of 4 and 6 points without refreshing passes are
 * draws, and the analyses' flows (Black's extra stone) lose; under full
 * Kee rules on 6 points, Black's triangle loses all 6 points; mirror
 * images of the flows have the same values (the keys are taken over the
 * board's automorphisms); bad arguments and the node bound.  The boards
 * of 4 and 6 points under full Kee rules: test_solve_kee.c.
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "seichi.h"

static void test_two_points(void)
{
    seichi_rules r;
    seichi_rules_preset("kee", &r);
    seichi_graph *g = seichi_graph_new_grid(2, 1);
    seichi_solution s;
    CHECK_EQ(seichi_solve(g, &r, NULL, NULL, 0, 0, &s), SEICHI_OK);
    CHECK_EQ(s.value, 0);
    CHECK(s.complete);
    CHECK(s.line_len >= 2);
    CHECK_EQ(s.line_kind[0], SEICHI_PLAY_PASS); /* "Black 1 should pass" */
    seichi_move first = {SEICHI_BLACK, 0};
    int kind = SEICHI_PLAY_STONE;
    CHECK_EQ(seichi_solve(g, &r, &first, &kind, 1, 0, &s), SEICHI_OK);
    CHECK_EQ(s.value, -2); /* "White wins all 2 points" */
    r.refreshing_passes = 0;
    CHECK_EQ(seichi_solve(g, &r, &first, &kind, 1, 0, &s), SEICHI_OK);
    CHECK_EQ(s.value, -2);
    seichi_graph_release(g);
}

static void test_four_points_no_refresh(void)
{
    seichi_rules r;
    seichi_rules_preset("kee", &r);
    r.refreshing_passes = 0;
    seichi_graph *g = seichi_graph_new_grid(2, 2);
    seichi_solution s;
    CHECK_EQ(seichi_solve(g, &r, NULL, NULL, 0, 2000000, &s), SEICHI_OK);
    CHECK_EQ(s.value, 0);
    /* after the opposite corners, a third black stone loses: the seed's
     * "these arguments ensure White would win the game if there are no
     * refreshing pass plays" (Black's least loss is 1 point: after White's
     * capture and Black's next stone, both pass) */
    seichi_move pre[3] = {{1, 0}, {2, 3}, {1, 1}};
    int kinds[3] = {SEICHI_PLAY_STONE, SEICHI_PLAY_STONE, SEICHI_PLAY_STONE};
    CHECK_EQ(seichi_solve(g, &r, pre, kinds, 3, 2000000, &s), SEICHI_OK);
    CHECK_EQ(s.value, -1);
    seichi_graph_release(g);
}

/* Solves the 3x2 board after the stone plays named in after. */
static int solve_after(const seichi_graph *g, const seichi_rules *r, const char *after,
                       long long nodes, seichi_solution *s)
{
    seichi_move mv[8];
    int kinds[8], n = 0;
    char buf[64];
    snprintf(buf, sizeof buf, "%s", after);
    for (char *t = strtok(buf, ","); t && n < 8; t = strtok(NULL, ",")) {
        mv[n] = (seichi_move){n % 2 + 1, seichi_graph_find_point(g, t)};
        kinds[n++] = SEICHI_PLAY_STONE;
    }
    return seichi_solve(g, r, mv, kinds, n, nodes, s);
}

/* board of 6 points without refreshing passes: a draw; the flow B2, B1,
 * A2, C1 is a draw ("Black 5 should pass"), and Black's fifth play as a
 * line or a triangle loses ("White wins") */
static void test_six_points_no_refresh(void)
{
    seichi_rules r;
    seichi_rules_preset("kee", &r);
    r.refreshing_passes = 0;
    seichi_graph *g = seichi_graph_new_grid(3, 2);
    seichi_solution s;
    CHECK_EQ(seichi_solve(g, &r, NULL, NULL, 0, 500000, &s), SEICHI_OK);
    CHECK_EQ(s.value, 0);
    CHECK_EQ(solve_after(g, &r, "B2,B1,A2,C1", 500000, &s), SEICHI_OK);
    CHECK_EQ(s.value, 0);
    CHECK(s.line_len >= 2);
    CHECK_EQ(s.line_kind[0], SEICHI_PLAY_PASS); /* Black 5 passes */
    CHECK_EQ(solve_after(g, &r, "B2,B1,A2,C1,C2", 500000, &s), SEICHI_OK);
    CHECK(s.value < 0);
    CHECK_EQ(solve_after(g, &r, "B2,B1,A2,C1,A1", 500000, &s), SEICHI_OK);
    CHECK_EQ(s.value, -6);
    seichi_graph_release(g);
}

/* board of 6 points, full Kee rules: Black's triangle loses all 6 points
 * ("White wins all 6 points") */
static void test_six_points_kee(void)
{
    seichi_rules r;
    seichi_rules_preset("kee", &r);
    seichi_graph *g = seichi_graph_new_grid(3, 2);
    seichi_solution s;
    CHECK_EQ(solve_after(g, &r, "B2,B1,A2,C1,A1", 500000, &s), SEICHI_OK);
    CHECK_EQ(s.value, -6);
    CHECK(s.complete);
    CHECK(s.line_len >= 2);
    seichi_graph_release(g);
}

/* the keys are the smallest over the board's automorphisms: the mirror
 * images of the flows (columns A and C exchanged) have the same values,
 * and the 2x2 board's value does not depend on the corner Black takes */
static void test_mirror_images(void)
{
    seichi_rules r;
    seichi_rules_preset("kee", &r);
    seichi_graph *g = seichi_graph_new_grid(3, 2);
    seichi_solution s;
    CHECK_EQ(solve_after(g, &r, "B2,B1,C2,A1,C1", 500000, &s), SEICHI_OK);
    CHECK_EQ(s.value, -6);
    r.refreshing_passes = 0;
    CHECK_EQ(solve_after(g, &r, "B2,B1,A2,C1,C2", 500000, &s), SEICHI_OK);
    CHECK_EQ(s.value, -2);
    CHECK_EQ(solve_after(g, &r, "B2,B1,C2,A1,A2", 500000, &s), SEICHI_OK);
    CHECK_EQ(s.value, -2);
    seichi_graph_release(g);
    g = seichi_graph_new_grid(2, 2);
    seichi_move pre[3] = {{1, 1}, {2, 2}, {1, 0}}; /* B2, A1, A2: the flow mirrored */
    int kinds[3] = {SEICHI_PLAY_STONE, SEICHI_PLAY_STONE, SEICHI_PLAY_STONE};
    CHECK_EQ(seichi_solve(g, &r, pre, kinds, 3, 2000000, &s), SEICHI_OK);
    CHECK_EQ(s.value, -1);
    seichi_graph_release(g);
}

static void test_arguments(void)
{
    seichi_rules r;
    seichi_rules_preset("chinese", &r);
    seichi_graph *g = seichi_graph_new_grid(2, 2);
    seichi_solution s;
    CHECK_EQ(seichi_solve(g, &r, NULL, NULL, 0, 0, &s), SEICHI_ARG);
    seichi_rules_preset("kee", &r);
    CHECK_EQ(seichi_solve(g, &r, NULL, NULL, 0, 50, &s), SEICHI_RANGE);
    CHECK(!s.complete);
    seichi_move bad = {1, 7};
    CHECK_EQ(seichi_solve(g, &r, &bad, NULL, 1, 0, &s), SEICHI_ILLEGAL);
    seichi_graph_release(g);
    g = seichi_graph_new_grid(5, 5);
    CHECK_EQ(seichi_solve(g, &r, NULL, NULL, 0, 0, &s), SEICHI_ARG);
    seichi_graph_release(g);
}

/* seichi_solve_parse_plays: names, pass and refresh, players in turn;
 * an unknown name and more plays than room are refused. */
static void test_parse_plays(void)
{
    seichi_graph *g = seichi_graph_new_grid(2, 2);
    seichi_move mv[4];
    int kinds[4];
    CHECK_EQ(seichi_solve_parse_plays(g, "A2, B1,pass,refresh", mv, kinds, 4), 4);
    CHECK_EQ(mv[0].point, seichi_graph_find_point(g, "A2"));
    CHECK_EQ(mv[0].player, SEICHI_BLACK);
    CHECK_EQ(mv[1].point, seichi_graph_find_point(g, "B1"));
    CHECK_EQ(mv[1].player, SEICHI_WHITE);
    CHECK_EQ(kinds[0], SEICHI_PLAY_STONE);
    CHECK_EQ(kinds[2], SEICHI_PLAY_PASS);
    CHECK_EQ(kinds[3], SEICHI_PLAY_REFRESH);
    CHECK_EQ(mv[3].player, SEICHI_WHITE);
    CHECK_EQ(seichi_solve_parse_plays(g, "", mv, kinds, 4), 0);
    CHECK_EQ(seichi_solve_parse_plays(g, "A2,Z9", mv, kinds, 4), -1);
    CHECK_EQ(seichi_solve_parse_plays(g, "A1,A2,B1,B2,pass", mv, kinds, 4), -1);
    seichi_graph_release(g);
}

int main(void)
{
    RUN(test_parse_plays);
    RUN(test_two_points);
    RUN(test_four_points_no_refresh);
    RUN(test_six_points_no_refresh);
    RUN(test_six_points_kee);
    RUN(test_mirror_images);
    RUN(test_arguments);
    return CHECK_DONE();
}
