/*
 * test_solve_kee.c - the exact solver under full Kee rules (refreshing
 * passes included) on the boards of Wilton Kee's worked analyses, and the
 * table of results conditional on the anchors (solve_cond.c) checked
 * against the search that keys every state by its whole summary.
 *
 * The analyses' values: the boards of 4 and 6 points are draws from the
 * empty board ("can Black do better than a draw?" no), Black 3 (4 points,
 * after the opposite corners) and Black 5 (6 points, after two stones
 * each) should pass, and Black's extra stone gets him no more than a draw.
 * The reduction: on every board and position the whole-summary search
 * settles (the seed's boards without refreshing passes, the board of 2
 * points, the triangle on 6 points, and positions reached by random legal
 * plays with refreshing passes and normal passes), both searches give the
 * same value and the same principal line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "rules/rules.h"
#include "seichi.h"

static int solve_text(int w, int h, int refresh, const char *after, long long nodes, int deps,
                      seichi_solution *s)
{
    seichi_rules r;
    seichi_rules_preset("kee", &r);
    r.refreshing_passes = refresh;
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_move mv[32];
    int kinds[32], n = seichi_solve_parse_plays(g, after, mv, kinds, 32);
    CHECK(n >= 0);
    int rc = solve_game(g, &r, mv, kinds, n, nodes, deps, s);
    seichi_graph_release(g);
    return rc;
}

/* board of 4 points, full Kee rules: a draw, Black 1 and Black 3 pass,
 * and a third black stone gets Black no more than a draw (a refreshing
 * pass brings him back to one: without refreshing passes it loses 1) */
static void test_four_points(void)
{
    seichi_solution *s = malloc(sizeof *s);
    CHECK_EQ(solve_text(2, 2, 1, "", 2000000, 1, s), SEICHI_OK);
    CHECK_EQ(s->value, 0);
    CHECK(s->line_len >= 2);
    CHECK_EQ(s->line_kind[0], SEICHI_PLAY_PASS);
    CHECK_EQ(solve_text(2, 2, 1, "A2,B1", 2000000, 1, s), SEICHI_OK);
    CHECK_EQ(s->value, 0);
    CHECK_EQ(s->line_kind[0], SEICHI_PLAY_PASS); /* "Black 3 should pass" */
    CHECK_EQ(solve_text(2, 2, 1, "A2,B1,B2", 2000000, 1, s), SEICHI_OK);
    CHECK_EQ(s->value, 0);
    int refreshes = 0;
    for (int i = 0; i < s->line_len; i++) refreshes += s->line_kind[i] == SEICHI_PLAY_REFRESH;
    CHECK(refreshes >= 1);
    CHECK_EQ(solve_text(2, 2, 0, "A2,B1,B2", 2000000, 1, s), SEICHI_OK);
    CHECK_EQ(s->value, -1);
    free(s);
}

/* board of 6 points, full Kee rules: a draw from the empty board and
 * after two stones each (Black 5 passes); the line (Black 5 at C2, no
 * more than a draw for Black) is left to bench_solve and `seichi solve
 * 3x2`: half a million nodes more under the sanitizers */
static void test_six_points(void)
{
    seichi_solution *s = malloc(sizeof *s);
    CHECK_EQ(solve_text(3, 2, 1, "", 2000000, 1, s), SEICHI_OK);
    CHECK_EQ(s->value, 0);
    CHECK_EQ(s->line_kind[0], SEICHI_PLAY_PASS);
    CHECK_EQ(solve_text(3, 2, 1, "B2,B1,A2,C1", 2000000, 1, s), SEICHI_OK);
    CHECK_EQ(s->value, 0);
    CHECK_EQ(s->line_kind[0], SEICHI_PLAY_PASS); /* "Black 5 should pass" */
    free(s);
}

/* Both searches settle the position: same value, same principal line. */
static void check_same(int w, int h, int refresh, const char *after, long long nodes)
{
    seichi_solution *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    int ra = solve_text(w, h, refresh, after, nodes, 1, a);
    int rb = solve_text(w, h, refresh, after, nodes, 0, b);
    CHECK_EQ(rb, SEICHI_OK);
    CHECK_EQ(ra, SEICHI_OK);
    CHECK_EQ(a->value, b->value);
    CHECK_EQ(a->line_len, b->line_len);
    for (int i = 0; i < a->line_len && i < b->line_len; i++) {
        CHECK_EQ(a->line_kind[i], b->line_kind[i]);
        CHECK_EQ(a->line[i].point, b->line[i].point);
        CHECK_EQ(a->line[i].player, b->line[i].player);
    }
    free(a);
    free(b);
}

static void test_settled_boards(void)
{
    check_same(2, 1, 1, "", 0);
    check_same(2, 1, 1, "A1", 0);
    check_same(2, 1, 0, "", 0);
    check_same(2, 2, 0, "", 2000000);
    check_same(2, 2, 0, "A2,B1", 2000000);
    check_same(2, 2, 0, "A2,B1,B2", 2000000);
    check_same(3, 2, 0, "", 2000000);
    check_same(3, 2, 0, "B2,B1,A2,C1", 2000000);
    check_same(3, 2, 0, "B2,B1,A2,C1,C2", 2000000);
    check_same(3, 2, 0, "B2,B1,A2,C1,A1", 2000000);
    check_same(3, 2, 1, "B2,B1,A2,C1,A1", 2000000);
}

/* Positions reached by random legal plays under full Kee rules (stones,
 * normal and refreshing passes, none ending the game or prohibiting a
 * player): wherever the whole-summary search settles within its bound,
 * the reduced one settles too, with the same value; bounds never
 * conflict. */
static void test_random_positions(int w, int h, int trials, long long nodes, unsigned seed)
{
    seichi_rules r;
    seichi_rules_preset("kee", &r);
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_solution *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    int compared = 0;
    srand(seed);
    for (int t = 0; t < trials; t++) {
        seichi_match *m = seichi_match_new(g, 2, &r);
        seichi_move mv[40];
        int kinds[40], n = 0, len = 4 + rand() % 24;
        for (int tries = 0; n < len && tries < 400; tries++) {
            int k = rand() % (g->n + 3);
            int kind = k < g->n ? SEICHI_PLAY_STONE : k == g->n ? SEICHI_PLAY_PASS : SEICHI_PLAY_REFRESH;
            int pt = k < g->n ? k : SEICHI_PASS;
            if (seichi_match_legality(m, kind, pt) != SEICHI_RULE_OK) continue;
            match_state st;
            seichi_pos *saved = seichi_pos_copy(m->pos);
            seichi_outcome o;
            match_save(m, &st);
            seichi_match_play(m, kind, pt, &o);
            if (o.ko_player || m->over) {
                match_restore(m, &st);
                seichi_pos_copy_into(m->pos, saved);
            } else {
                mv[n] = (seichi_move){o.player, pt};
                kinds[n++] = kind;
            }
            seichi_pos_free(saved);
        }
        seichi_match_free(m);
        int ra = solve_game(g, &r, mv, kinds, n, nodes, 1, a);
        int rb = solve_game(g, &r, mv, kinds, n, nodes, 0, b);
        CHECK(a->lower <= b->upper && b->lower <= a->upper);
        if (rb != SEICHI_OK) continue;
        compared++;
        CHECK_EQ(ra, SEICHI_OK);
        CHECK_EQ(a->value, b->value);
    }
    CHECK(compared >= trials / 3);
    free(a);
    free(b);
    seichi_graph_release(g);
}

static void test_random_four_points(void) { test_random_positions(2, 2, 24, 20000, 7); }
static void test_random_six_points(void) { test_random_positions(3, 2, 16, 20000, 11); }

int main(void)
{
    RUN(test_four_points);
    RUN(test_six_points);
    RUN(test_settled_boards);
    RUN(test_random_four_points);
    RUN(test_random_six_points);
    return CHECK_DONE();
}
