/*
 * test_solve.c - the exact solver on the seed's tiny boards: the board of
 * 2 points (Kee rules, refreshing passes included) is a draw, and White
 * wins both points once Black plays a stone; the board of 4 points without
 * refreshing passes is a draw; on the board of 6 points without them
 * Black gets at most a draw; bad arguments and the node bound.
 */
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

/* board of 6 points without refreshing passes: Black cannot get more
 * than a draw (the upper bound is proven quickly; the exact value is not
 * needed for the seed's question) */
static void test_six_points_no_refresh(void)
{
    seichi_rules r;
    seichi_rules_preset("kee", &r);
    r.refreshing_passes = 0;
    seichi_graph *g = seichi_graph_new_grid(3, 2);
    seichi_solution s;
    int rc = seichi_solve(g, &r, NULL, NULL, 0, 60000, &s);
    CHECK(rc == SEICHI_OK || rc == SEICHI_RANGE);
    CHECK(s.upper <= 0);
    CHECK(s.lower <= s.upper);
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

int main(void)
{
    RUN(test_two_points);
    RUN(test_four_points_no_refresh);
    RUN(test_six_points_no_refresh);
    RUN(test_arguments);
    return CHECK_DONE();
}
