/*
 * test_life.c - whole-board life (seed 004 section 6) through
 * life_analyse(): groups with two eyes, a dead square four, an unsettled
 * straight three with its vital point, an eyespace holding a living enemy
 * (seed 004 figure 9), a dead enemy inside an eye (figure 10's logic),
 * groups of several chains sharing eyes, agreement with Benson, and the
 * public seichi_life_analyse() wrapper.
 */
#include <stdint.h>

#include "analysis/life.h"
#include "check.h"
#include "testrng.h"
#include "testpos.h"
#include "seichi.h"

static const life_group *group_at(const seichi_pos *p, const life_result *r, const char *name)
{
    int pt = seichi_graph_find_point(seichi_pos_graph(p), name);
    if (pt < 0 || r->group_of[pt] < 0) return NULL;
    return &r->groups[r->group_of[pt]];
}

#define EXPECT_STATUS(p, r, name, st)                                          \
    do {                                                                       \
        const life_group *g_ = group_at(p, r, name);                           \
        CHECK(g_ != NULL);                                                     \
        if (g_) {                                                              \
            if (g_->status != (st))                                            \
                fprintf(stderr, "  group at %s: %s\n", name, life_status_name(g_->status)); \
            CHECK_EQ(g_->status, st);                                          \
        }                                                                      \
    } while (0)

static const char *board1 =
    ".X.X.........\n"   /* 13: A, two eyes                    */
    "XXXXX........\n"   /* 12                                 */
    ".............\n"   /* 11                                 */
    ".............\n"   /* 10                                 */
    ".....OOOOO...\n"   /*  9: D, straight three: unsettled   */
    ".....O...O...\n"   /*  8                                 */
    ".....OOOOO...\n"   /*  7                                 */
    ".............\n"   /*  6                                 */
    ".............\n"   /*  5                                 */
    "..........O..\n"   /*  4: lone stone: no eyespace, dead  */
    "XXX..........\n"   /*  3: B, square four: dead           */
    "..X..........\n"   /*  2                                 */
    "..X..........\n";  /*  1                                 */

static void test_basic_groups(void)
{
    seichi_pos *p = diagram(board1);
    CHECK(p != NULL);
    if (!p) return;
    life_result r;
    CHECK_EQ(life_analyse(p, 0, &r), SEICHI_OK);
    EXPECT_STATUS(p, &r, "B13", LIFE_ALIVE);
    CHECK(group_at(p, &r, "B13")->pass_alive);
    CHECK_EQ(group_at(p, &r, "B13")->eyespaces, 2);
    EXPECT_STATUS(p, &r, "F9", LIFE_UNSETTLED);
    const life_group *d = group_at(p, &r, "F9");
    CHECK_EQ(d->eyespaces, 1);
    CHECK_EQ(d->eye_points, 3);
    CHECK(d->eye_key != 0);
    CHECK_EQ(d->vital, seichi_graph_find_point(seichi_pos_graph(p), "H8"));
    CHECK(!d->pass_alive);
    EXPECT_STATUS(p, &r, "L4", LIFE_DEAD);
    EXPECT_STATUS(p, &r, "A3", LIFE_DEAD);
    CHECK_EQ(group_at(p, &r, "A3")->eye_points, 4);
    CHECK_EQ(r.eye_of[seichi_graph_find_point(seichi_pos_graph(p), "A1")], r.group_of[seichi_graph_find_point(seichi_pos_graph(p), "A3")]);
    CHECK_EQ(r.group_of[seichi_graph_find_point(seichi_pos_graph(p), "A1")], -1);
    life_result_free(&r);
    seichi_pos_free(p);
}

static void test_enemy_inside(void)
{
    /* figure 9: the big black group's lower-right region holds a living
       white group, so black has only its one-point eye: dead.  The white
       group has two eyes: alive. */
    const char *b =
        ".X.XXXXXX\n"
        "XXXXXXXXX\n"
        "X.......X\n"
        "X.OOOOO.X\n"
        "X.O.O.O.X\n"
        "X.OOOOO.X\n"
        "X.......X\n"
        "XXXXXXXXX\n"
        ".........\n"
        ".........\n"
        ".........\n"
        ".........\n"
        ".........\n"
        ".........\n";
    seichi_pos *p = diagram(b);
    life_result r;
    CHECK_EQ(life_analyse(p, 0, &r), SEICHI_OK);
    EXPECT_STATUS(p, &r, "C10", LIFE_ALIVE);
    EXPECT_STATUS(p, &r, "A8", LIFE_ALIVE); /* the eyes at A9, C9 */
    CHECK_EQ(group_at(p, &r, "A8")->eyespaces, 2);
    life_result_free(&r);
    seichi_pos_free(p);
    /* now white's eyes are gone: white is dead, black gets its eye back
       (the one-point eye at A9 plus the big region) */
    const char *b2 =
        ".XXXXXXXX\n"
        "XXXXXXXXX\n"
        "X.......X\n"
        "X.OOOOO.X\n"
        "X.OOO.O.X\n"
        "X.OOOOO.X\n"
        "X.......X\n"
        "XXXXXXXXX\n"
        ".........\n"
        ".........\n"
        ".........\n"
        ".........\n"
        ".........\n"
        ".........\n";
    p = diagram(b2);
    CHECK_EQ(life_analyse(p, 0, &r), SEICHI_OK);
    EXPECT_STATUS(p, &r, "C10", LIFE_DEAD);
    EXPECT_STATUS(p, &r, "A8", LIFE_ALIVE);
    CHECK_EQ(group_at(p, &r, "A8")->eyespaces, 2);
    life_result_free(&r);
    seichi_pos_free(p);
    /* a living white group inside black's only other region */
    const char *b3 =
        ".XXXXXXXX\n"
        "XXXXXXXXX\n"
        "X.......X\n"
        "X.OOOOO.X\n"
        "X.O.O.O.X\n"
        "X.OOOOO.X\n"
        "X.......X\n"
        "XXXXXXXXX\n"
        ".........\n"
        ".........\n"
        ".........\n"
        ".........\n"
        ".........\n"
        ".........\n";
    p = diagram(b3);
    CHECK_EQ(life_analyse(p, 0, &r), SEICHI_OK);
    EXPECT_STATUS(p, &r, "C10", LIFE_ALIVE);
    EXPECT_STATUS(p, &r, "A8", LIFE_DEAD);
    CHECK_EQ(group_at(p, &r, "A8")->eyespaces, 1);
    life_result_free(&r);
    seichi_pos_free(p);
}

static void test_multi_chain_group(void)
{
    /* two chains sharing both eyes (a cutting point at each eye) are one
       group, pass-alive */
    const char *b =
        "......XX.\n"
        "......X.X\n"
        ".......XX\n"
        ".........\n"
        ".........\n";
    seichi_pos *p = diagram(b);
    life_result r;
    CHECK_EQ(life_analyse(p, 0, &r), SEICHI_OK);
    const life_group *g = group_at(p, &r, "G5");
    CHECK(g != NULL);
    CHECK_EQ(g->nchains, 2);
    CHECK_EQ(g->status, LIFE_ALIVE);
    CHECK(g->pass_alive);
    CHECK(group_at(p, &r, "J4") == g);
    life_result_free(&r);
    seichi_pos_free(p);
}

static void test_agrees_with_benson(void)
{
    /* every pass-alive chain is alive; every stone in the opponent's
       pass-alive territory is dead */
    const char *b =
        ".XO.X.O..\n"
        "XXXXX.OOO\n"
        "....XOO.O\n"
        "XXXXXO.OO\n"
        ".....OOO.\n"
        "OOO..O...\n"
        "..O..O...\n"
        "X.O..OOOO\n"
        ".XO......\n";
    seichi_pos *p = diagram(b);
    life_result r;
    CHECK_EQ(life_analyse(p, 0, &r), SEICHI_OK);
    uint8_t pa[81];
    CHECK_EQ(seichi_pass_alive(p, 0, pa), SEICHI_OK);
    int checked = 0;
    for (int i = 0; i < 81; i++) {
        CHECK_EQ(r.pass_alive[i], pa[i]);
        int c = seichi_pos_color(p, i);
        if (!c) continue;
        const life_group *g = &r.groups[r.group_of[i]];
        if (pa[i] == c) {
            CHECK_EQ(g->status, LIFE_ALIVE);
            checked++;
        }
        if (pa[i] && pa[i] != c) {
            CHECK(g->pass_dead);
            CHECK_EQ(g->status, LIFE_DEAD);
            checked++;
        }
    }
    CHECK(checked > 10);
    life_result_free(&r);
    seichi_pos_free(p);
}

/* tests/data/life/groups.txt is board1 (the file `seichi life --diagram`
 * examples in docs/LIFE.md use): the same statuses through the JSON. */
static void test_data_file(void)
{
    size_t len = 0;
    char *text = check_read_file(SOURCE_PATH("tests/data/life/groups.txt"), &len);
    CHECK(text != NULL);
    if (!text) return;
    seichi_pos *p = diagram(text);
    free(text);
    CHECK(p != NULL);
    if (!p) return;
    char *json = NULL;
    CHECK_EQ(seichi_life_json(p, 0, &json, &len), SEICHI_OK);
    CHECK(json && strstr(json, "\"status\":\"unsettled\"") && strstr(json, "\"vital\":\"H8\""));
    CHECK(json && strstr(json, "\"eye_key\":\"00000000000dad6e\""));
    free(json);
    seichi_pos_free(p);
}

static void test_public_api(void)
{
    seichi_pos *p = diagram(board1);
    int n = seichi_graph_points(seichi_pos_graph(p));
    int8_t *status = malloc((size_t)n);
    CHECK_EQ(seichi_life_analyse(p, 0, status), SEICHI_OK);
    int pt = seichi_graph_find_point(seichi_pos_graph(p), "F9");
    CHECK_EQ(status[pt], SEICHI_LIFE_UNSETTLED);
    pt = seichi_graph_find_point(seichi_pos_graph(p), "B13");
    CHECK_EQ(status[pt], SEICHI_LIFE_ALIVE);
    pt = seichi_graph_find_point(seichi_pos_graph(p), "A3");
    CHECK_EQ(status[pt], SEICHI_LIFE_DEAD);
    pt = seichi_graph_find_point(seichi_pos_graph(p), "E8");
    CHECK_EQ(status[pt], -1); /* empty point */
    CHECK_EQ(seichi_life_analyse(NULL, 0, status), SEICHI_ARG);
    free(status);
    seichi_pos_free(p);
}

static uint64_t rng = 0x853c49e6748fea9bull;
static uint64_t rnd(void) { return xorshift64(&rng); }

/* Random positions on grids, a torus and a graph with high degree, with
 * 2-4 players: the result is consistent with itself and with Benson. */
static void test_random_invariants(void)
{
    const char *torus = "torus 7 6\n";
    seichi_graph *graphs[4];
    char err[128];
    graphs[0] = seichi_graph_new_grid(9, 9);
    graphs[1] = seichi_graph_new_grid(13, 7);
    graphs[2] = NULL;
    CHECK_EQ(seichi_graph_parse(torus, strlen(torus), &graphs[2], err, sizeof err), SEICHI_OK);
    graphs[3] = seichi_graph_new_grid(19, 19);
    int checked = 0;
    for (int t = 0; t < 400; t++) {
        const seichi_graph *g = graphs[t % 4];
        if (!g) continue;
        int np = 2 + (int)(rnd() % 3), n = seichi_graph_points(g);
        seichi_pos *p = seichi_pos_new(g, np);
        /* play random legal moves so that chains have liberties */
        for (int m = 0; m < n * 2; m++) {
            int pl = 1 + (int)(rnd() % (uint64_t)np), pt = (int)(rnd() % (uint64_t)n);
            seichi_pos_play(p, pl, pt, 0, NULL, NULL);
        }
        life_result r;
        int suicide = (int)(rnd() & 1);
        CHECK_EQ(life_analyse(p, suicide, &r), SEICHI_OK);
        uint8_t pa[361];
        seichi_pass_alive(p, suicide, pa);
        for (int q = 0; q < n; q++) {
            CHECK_EQ(r.pass_alive[q], pa[q]);
            int c = seichi_pos_color(p, q);
            CHECK_EQ(c != 0, r.group_of[q] >= 0);
            if (!c) continue;
            const life_group *gr = &r.groups[r.group_of[q]];
            CHECK_EQ(gr->color, c);
            CHECK(gr->status >= LIFE_UNKNOWN && gr->status <= LIFE_ALIVE);
            if (pa[q] == c) CHECK_EQ(gr->status, LIFE_ALIVE);
            if (r.eye_of[q] >= 0) CHECK(r.groups[r.eye_of[q]].color != c || r.eye_of[q] != r.group_of[q]);
        }
        for (int gi = 0; gi < r.ngroups; gi++) {
            const life_group *gr = &r.groups[gi];
            CHECK(gr->stones >= gr->nchains && gr->nchains >= 1);
            if (gr->eyespaces != 1) CHECK(gr->eye_key == 0);
            if (gr->status == LIFE_ALIVE && !gr->pass_alive) CHECK(gr->eyespaces >= 1);
            if (gr->eyespaces >= 2 && !gr->pass_dead && !gr->uncond_dead) CHECK_EQ(gr->status, LIFE_ALIVE);
            checked++;
        }
        int8_t st[361];
        CHECK_EQ(seichi_life_analyse(p, suicide, st), SEICHI_OK);
        for (int q = 0; q < n; q++)
            CHECK_EQ(st[q], r.group_of[q] < 0 ? -1 : r.groups[r.group_of[q]].status);
        char *json = NULL;
        size_t len = 0;
        CHECK_EQ(seichi_life_json(p, suicide, &json, &len), SEICHI_OK);
        CHECK(json && len > 10 && json[0] == '{' && json[len - 2] == '}');
        free(json);
        life_result_free(&r);
        seichi_pos_free(p);
    }
    for (int i = 0; i < 4; i++) seichi_graph_release(graphs[i]);
    CHECK(checked > 1000);
}

int main(void)
{
    RUN(test_basic_groups);
    RUN(test_enemy_inside);
    RUN(test_multi_chain_group);
    RUN(test_agrees_with_benson);
    RUN(test_public_api);
    RUN(test_data_file);
    RUN(test_random_invariants);
    return CHECK_DONE();
}
