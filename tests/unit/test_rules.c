/*
 * test_rules.c - the rules engine's API: presets and RU mapping, refusals
 * with their rule, superko (refused in play, warned in SGF replay), simple
 * ko cycles reported, prohibited players skipped, end of game, area and
 * territory scoring with agreement removals and ranking ties, copies.
 */
#include <string.h>

#include "check.h"
#include "seichi.h"

static seichi_match *line_match(int len, int players, const char *rules)
{
    seichi_rules r;
    seichi_rules_preset(rules, &r);
    seichi_graph *g = seichi_graph_new_grid(len, 1);
    seichi_match *m = seichi_match_new(g, players, &r);
    seichi_graph_release(g);
    return m;
}

static int pt(const seichi_match *m, const char *name)
{
    return seichi_graph_find_point(seichi_pos_graph(seichi_match_position(m)), name);
}

static void test_presets(void)
{
    seichi_rules r;
    CHECK_EQ(seichi_rules_preset("Chinese", &r), SEICHI_OK);
    CHECK_EQ(r.ko, SEICHI_KO_POSITIONAL);
    CHECK_EQ(r.scoring, SEICHI_SCORE_AREA);
    CHECK_EQ(r.suicide, 0);
    CHECK_EQ(seichi_rules_preset("tt", &r), SEICHI_OK);
    CHECK_EQ(r.suicide, 1);
    CHECK_EQ(seichi_rules_preset("kee", &r), SEICHI_OK);
    CHECK_EQ(r.ko, SEICHI_KO_KEE);
    CHECK_EQ(r.refreshing_passes, 1);
    CHECK_EQ(seichi_rules_preset("aga", &r), SEICHI_OK);
    CHECK_EQ(r.ko, SEICHI_KO_SITUATIONAL);
    CHECK_EQ(seichi_rules_preset("korean", &r), SEICHI_OK);
    CHECK_EQ(r.scoring, SEICHI_SCORE_TERRITORY);
    CHECK_EQ(seichi_rules_preset("chess", &r), SEICHI_NOTFOUND);
    CHECK_STR(r.name, "japanese");
    CHECK_EQ(seichi_rules_from_sgf("NZ", &r), SEICHI_OK);
    CHECK_STR(r.name, "new-zealand");
    CHECK_EQ(seichi_rules_from_sgf("Japanese rules", &r), SEICHI_OK);
    CHECK_STR(r.name, "japanese");
    CHECK_EQ(seichi_rules_from_sgf("Ing", &r), SEICHI_NOTFOUND);
    CHECK_STR(r.name, "japanese");
    CHECK_EQ(seichi_rules_from_sgf(NULL, &r), SEICHI_NOTFOUND);
}

static void test_refusals(void)
{
    seichi_match *m = line_match(3, 2, "kee");
    seichi_outcome o;
    CHECK_EQ(seichi_match_play_as(m, 2, SEICHI_PLAY_STONE, pt(m, "A1"), &o), SEICHI_ILLEGAL);
    CHECK_EQ(o.refused, SEICHI_RULE_TURN);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "B1"), &o), SEICHI_OK);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "B1"), &o), SEICHI_ILLEGAL);
    CHECK_EQ(o.refused, SEICHI_RULE_OCCUPIED);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_STONE, 99, &o), SEICHI_ILLEGAL);
    CHECK_EQ(o.refused, SEICHI_RULE_OFFBOARD);
    CHECK_EQ(seichi_match_legality(m, SEICHI_PLAY_STONE, pt(m, "A1")), SEICHI_RULE_SUICIDE);
    CHECK(strstr(seichi_rule_text(SEICHI_RULE_SUICIDE), "rule 10") != NULL);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_PASS, SEICHI_PASS, &o), SEICHI_OK);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_PASS, SEICHI_PASS, &o), SEICHI_OK);
    CHECK(o.ended);
    CHECK_EQ(seichi_match_to_move(m), 0);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_PASS, SEICHI_PASS, &o), SEICHI_ILLEGAL);
    CHECK_EQ(o.refused, SEICHI_RULE_OVER);
    double pts[SEICHI_MAX_PLAYERS + 1];
    int rank[SEICHI_MAX_PLAYERS + 1];
    seichi_match_score(m, 0, pts, rank);
    CHECK_EQ((int)pts[1], 3);
    CHECK_EQ(rank[1], 1);
    CHECK_EQ(rank[2], 2);
    seichi_match_free(m);

    m = line_match(3, 2, "chinese");
    CHECK_EQ(seichi_match_legality(m, SEICHI_PLAY_REFRESH, SEICHI_PASS), SEICHI_RULE_NO_REFRESH);
    seichi_match_free(m);
    CHECK(seichi_match_new(NULL, 2, NULL) == NULL);
}

/* 2x1 board, three players: B A1, W B1 (captures), R pass, B A1 would
 * recreate the board after play 1. */
static void test_superko_and_cycles(void)
{
    seichi_outcome o;
    seichi_match *m = line_match(2, 3, "chinese");
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "A1"), &o), SEICHI_OK);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "B1"), &o), SEICHI_OK);
    CHECK_EQ(o.captured, 1);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_PASS, SEICHI_PASS, &o), SEICHI_OK);
    CHECK_EQ(seichi_match_legality(m, SEICHI_PLAY_STONE, pt(m, "A1")), SEICHI_RULE_SUPERKO);
    seichi_match_set_lenient(m, 1);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "A1"), &o), SEICHI_OK);
    CHECK(o.superko_ignored);
    seichi_match_free(m);

    m = line_match(2, 3, "japanese");
    seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "A1"), &o);
    seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "B1"), &o);
    seichi_match_play(m, SEICHI_PLAY_PASS, SEICHI_PASS, &o);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "A1"), &o), SEICHI_OK);
    CHECK_EQ(o.ko_condition, SEICHI_COND_CYCLE);
    CHECK_EQ(o.ko_player, 0);
    seichi_match_free(m);

    /* two players, simple ko: the immediate retake is refused */
    m = line_match(2, 2, "japanese");
    seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "A1"), &o);
    seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "B1"), &o);
    CHECK_EQ(seichi_match_legality(m, SEICHI_PLAY_STONE, pt(m, "A1")), SEICHI_RULE_KO);
    seichi_match_free(m);
}

/* Kee: prohibited players skip their turns; a copy is independent. */
static void test_prohibition(void)
{
    seichi_outcome o;
    seichi_match *m = line_match(2, 2, "kee");
    seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "A1"), &o);
    seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "B1"), &o);
    seichi_match *copy = seichi_match_copy(m);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "A1"), &o), SEICHI_OK);
    CHECK_EQ(o.ko_condition, SEICHI_COND_PRIMARY);
    CHECK_EQ(o.ko_player, 1);
    CHECK_EQ(o.cycle_from, 1);
    CHECK(seichi_match_prohibited(m, 1));
    CHECK_EQ(seichi_match_to_move(m), 2);
    CHECK_EQ(seichi_match_play_as(m, 1, SEICHI_PLAY_PASS, SEICHI_PASS, &o), SEICHI_ILLEGAL);
    CHECK_EQ(o.refused, SEICHI_RULE_PROHIBITED);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_STONE, pt(m, "B1"), &o), SEICHI_OK);
    CHECK_EQ(seichi_match_to_move(m), 2);
    CHECK_EQ(seichi_match_play(m, SEICHI_PLAY_PASS, SEICHI_PASS, &o), SEICHI_OK);
    CHECK(o.ended);
    CHECK(!seichi_match_prohibited(copy, 1));
    CHECK_EQ(seichi_match_to_move(copy), 1);
    CHECK_EQ(seichi_match_plays(copy), 2);
    CHECK_EQ(seichi_match_plays(m), 5);
    seichi_match_free(copy);
    seichi_match_free(m);
}

static void test_scoring(void)
{
    seichi_rules r;
    seichi_rules_preset("japanese", &r);
    seichi_graph *g = seichi_graph_new_grid(4, 1);
    seichi_match *m = seichi_match_new(g, 2, &r);
    seichi_outcome o;
    seichi_match_play(m, SEICHI_PLAY_STONE, 1, &o);  /* B B1 */
    seichi_match_play(m, SEICHI_PLAY_STONE, 2, &o);  /* W C1 */
    double pts[SEICHI_MAX_PLAYERS + 1];
    int rank[SEICHI_MAX_PLAYERS + 1];
    seichi_match_score(m, 0.5, pts, rank);
    CHECK(pts[1] == 1 && pts[2] == 1.5); /* territory A1 / D1, komi */
    CHECK_EQ(rank[2], 1);
    CHECK_EQ(seichi_match_remove_dead(m, 2), 1);
    seichi_match_score(m, 0, pts, rank);
    CHECK(pts[1] == 4 && pts[2] == 0); /* 3 empty points + the dead stone */
    seichi_match_free(m);

    r.scoring = SEICHI_SCORE_AREA;
    m = seichi_match_new(g, 3, &r);
    seichi_match_score(m, 0, pts, rank);
    CHECK(pts[1] == 0 && pts[2] == 0 && pts[3] == 0);
    CHECK(rank[1] == 1 && rank[2] == 1 && rank[3] == 1);
    seichi_match_play(m, SEICHI_PLAY_STONE, 0, &o);
    seichi_match_score(m, 0, pts, rank);
    CHECK(pts[1] == 4 && rank[1] == 1 && rank[2] == 2 && rank[3] == 2);
    seichi_match_free(m);
    seichi_graph_release(g);
}

static void test_sgf_superko_warning(void)
{
    static const char chinese[] = "(;GM[1]SZ[2:1]RU[Chinese];B[aa];W[ba];B[];W[];B[aa])";
    seichi_game *g = seichi_game_new();
    CHECK_EQ(seichi_game_load_sgf(g, chinese, strlen(chinese), NULL), SEICHI_OK);
    CHECK(strstr(seichi_game_warnings(g), "superko") != NULL);
    static const char japanese[] = "(;GM[1]SZ[2:1]RU[Japanese];B[aa];W[ba];B[];W[];B[aa])";
    CHECK_EQ(seichi_game_load_sgf(g, japanese, strlen(japanese), NULL), SEICHI_OK);
    CHECK(strstr(seichi_game_warnings(g), "superko") == NULL);
    static const char unknown[] = "(;GM[1]SZ[3]RU[Ing];B[aa])";
    CHECK_EQ(seichi_game_load_sgf(g, unknown, strlen(unknown), NULL), SEICHI_OK);
    CHECK(strstr(seichi_game_warnings(g), "unknown rule set") != NULL);
    static const char nz[] = "(;GM[1]SZ[3]RU[NZ];B[ba];B[ab];W[aa])";
    CHECK_EQ(seichi_game_load_sgf(g, nz, strlen(nz), NULL), SEICHI_OK); /* suicide allowed */
    static const char cn[] = "(;GM[1]SZ[3]RU[Chinese];B[ba];B[ab];W[aa])";
    CHECK_EQ(seichi_game_load_sgf(g, cn, strlen(cn), NULL), SEICHI_ILLEGAL);
    seichi_game_free(g);
}

int main(void)
{
    RUN(test_presets);
    RUN(test_refusals);
    RUN(test_superko_and_cycles);
    RUN(test_prohibition);
    RUN(test_scoring);
    RUN(test_sgf_superko_warning);
    return CHECK_DONE();
}
