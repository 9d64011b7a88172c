/*
 * test_invariants.c - positions that broke the scorer's invariants before
 * they were made hard (each of these failed then): a score depends on the
 * position alone, never on its orientation, on how it was built, or on
 * which colour is which; each point is counted once.  The whole corpus is
 * checked by test_corpus_invariants, random positions by fuzz_scorer.
 */
#include "check.h"
#include "invariants.h"
#include "testpos.h"

static seichi_score_options opts(const char *rules, double komi, int passes, int method)
{
    seichi_score_options o;
    seichi_score_options_init(&o);
    seichi_rules_preset(rules, &o.rules);
    o.komi = komi;
    o.finished_by_passes = passes;
    o.dead_method = method;
    return o;
}

static void expect_invariants(const char *text, int to_move, seichi_score_options o)
{
    seichi_pos *p = diagram(text);
    CHECK(p != NULL);
    if (!p) return;
    seichi_pos_set_to_move(p, to_move);
    inv_report rep;
    int broken = inv_check(p, &o, &rep);
    if (broken) fprintf(stderr, "  %s\n", rep.msg);
    CHECK_EQ(broken, 0);
    seichi_pos_free(p);
}

/* A stripe pattern whose margin changed with every turn of the board
 * (40, 88 or 64 points for Black). */
static void test_orientation_stripes(void)
{
    expect_invariants(".O.X.O\n.X.O.X\n.O.X.O\n.X.O.X\n", SEICHI_BLACK,
                      opts("korean", -64, 0, SEICHI_DEAD_DEFAULT));
    expect_invariants("..OX..OX..OX.\n.OX..OX..OX..\nOX..OX..OX..O\nX..OX..OX..OX\n"
                      "..OX..OX..OX.\n.OX..OX..OX..\nOX..OX..OX..O\n",
                      SEICHI_WHITE, opts("japanese", -64, 1, SEICHI_DEAD_CARTA));
}

/* A 1 x 5 board scored differently upside down. */
static void test_orientation_line(void)
{
    expect_invariants(".\n.\nX\n.\nX\n", SEICHI_WHITE, opts("japanese", 62.5, 1, SEICHI_DEAD_CARTA));
}

/* The automatic analysis called chains dead that, once the dead were
 * lifted, stood in their own colour's territory: their points counted as
 * that colour's territory and as the opponent's prisoners.  Now they live.
 * (Dead stones the caller marks are counted as marked, as servers do.) */
static void test_dead_in_own_territory(void)
{
    const char *text = "OO.XO\nO.XOO\n.XOO.\nXOO.X\nOO.X.\n";
    expect_invariants(text, SEICHI_WHITE, opts("japanese", 0.5, 0, SEICHI_DEAD_DEFAULT));
    seichi_pos *p = diagram(text);
    seichi_pos_set_to_move(p, SEICHI_WHITE);
    seichi_score_options o = opts("japanese", 0.5, 0, SEICHI_DEAD_DEFAULT);
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    if (r) {
        for (int pt = 0; pt < 25; pt++)
            if (seichi_result_reason(r, pt) == SEICHI_PT_DEAD)
                CHECK(seichi_result_territory(r, pt) != seichi_pos_color(p, pt));
        inv_report rep;
        memset(&rep, 0, sizeof rep);
        inv_accounting(p, r, &rep);
        CHECK_EQ(rep.broken, 0);
    }
    seichi_result_free(r);
    seichi_pos_free(p);
}

/* The same colours, prisoners and player to move reached by play and by
 * setup: Black won by 24.5 one way and lost by 25.5 the other. */
static void test_replay_equals_setup(void)
{
    static const int moves[] = {22, 2, 9, 8, 15, 12, 0, 7, 18, 11, 20, 17, 6, 24, 19, 16, 14, 3, 21, 4, 5, 13};
    seichi_graph *g = seichi_graph_new_grid(5, 5);
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        CHECK_EQ(seichi_pos_play(p, seichi_pos_to_move(p), moves[i], 0, NULL, NULL), SEICHI_OK);
    seichi_pos *q = seichi_pos_new(seichi_pos_graph(p), 2);
    for (int pt = 0; pt < 25; pt++)
        if (seichi_pos_color(p, pt)) seichi_pos_setup(q, pt, seichi_pos_color(p, pt));
    seichi_pos_set_to_move(q, seichi_pos_to_move(p));
    for (int c = 1; c <= 2; c++) seichi_pos_set_captures(q, c, seichi_pos_captures(p, c));
    seichi_score_options o = opts("japanese", 0.5, 0, SEICHI_DEAD_DEFAULT);
    seichi_result *a = NULL, *b = NULL;
    CHECK_EQ(seichi_score(p, &o, &a), SEICHI_OK);
    CHECK_EQ(seichi_score(q, &o, &b), SEICHI_OK);
    if (a && b) {
        CHECK(seichi_result_margin(a) == seichi_result_margin(b));
        for (int pt = 0; pt < 25; pt++) CHECK_EQ(seichi_result_reason(a, pt), seichi_result_reason(b, pt));
    }
    inv_report rep;
    CHECK_EQ(inv_check(p, &o, &rep), 0);
    seichi_result_free(a);
    seichi_result_free(b);
    seichi_pos_free(p);
    seichi_pos_free(q);
}

/* Explanation lines about chains: each names a stone of that colour, and
 * each chain called dead is dead on the map.  Returns the chains called
 * dead. */
static int check_explained_chains(const seichi_pos *p, const seichi_result *r)
{
    int chains = 0, dead = 0;
    for (const char *s = seichi_result_explain(r); (s = strstr(s, "chain ")); s++) {
        char colour[8], name[8];
        if (sscanf(s, "chain %7s %7[A-Z0-9] (", colour, name) != 2) continue;
        int pt = at(p, name);
        CHECK_EQ(seichi_pos_color(p, pt), strcmp(colour, "Black") ? SEICHI_WHITE : SEICHI_BLACK);
        const char *eol = strchr(s, '\n'), *d = strstr(s, ": dead");
        if (d && (!eol || d < eol)) {
            CHECK_EQ(seichi_result_reason(r, pt), SEICHI_PT_DEAD);
            dead++;
        }
        chains++;
    }
    CHECK(chains > 20);
    return dead;
}

/* Scored in another frame than the one given (7 of the 8 images of the
 * bundled game are), the explanation still names the points of the board
 * the user sees. */
static void test_explain_names_the_users_points(void)
{
    size_t len = 0;
    char *buf = check_read_file(SOURCE_PATH("examples/game.sgf"), &len);
    seichi_game *gm = seichi_game_new();
    CHECK(buf && seichi_game_load_sgf(gm, buf, len, NULL) == SEICHI_OK);
    free(buf);
    const seichi_pos *p = seichi_game_position(gm, -1);
    seichi_score_options o;
    seichi_score_options_from_game(&o, gm);
    o.explain = 1;
    int tr[361];
    for (int s = 0; p && s < 8; s++) {
        seichi_pos *q = inv_transform(p, s, 0, tr);
        seichi_result *r = NULL;
        CHECK(q && seichi_score(q, &o, &r) == SEICHI_OK);
        if (r) CHECK(check_explained_chains(q, r) > 3);
        seichi_result_free(r);
        seichi_pos_free(q);
    }
    seichi_game_free(gm);
}

int main(void)
{
    RUN(test_orientation_stripes);
    RUN(test_orientation_line);
    RUN(test_dead_in_own_territory);
    RUN(test_replay_equals_setup);
    RUN(test_explain_names_the_users_points);
    return CHECK_DONE();
}
