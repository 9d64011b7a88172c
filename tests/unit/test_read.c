/*
 * test_read.c - the undo log of position.h and the tactical reader
 * (src/analysis/read.c): plays undone give back the very same position;
 * answers on small positions whose answer is known.  GNU Go-style reading
 * cases run through GTP in tests/regress/reading.tst.
 */
#include "check.h"
#include "position/position.h"
#include "testpos.h"
#include "testrng.h"

/* Random plays with the trail set, undone in reverse: the colours, chains,
 * liberties, hash, ko and prisoners are those of a copy taken before. */
static void test_undo_restores_everything(void)
{
    uint64_t rng = 12345;
    seichi_graph *g = seichi_graph_new_grid(9, 9);
    for (int game = 0; game < 200; game++) {
        seichi_pos *p = seichi_pos_new(g, 2);
        for (int i = 0; i < 40; i++) seichi_pos_play(p, seichi_pos_to_move(p), (int)(xorshift64(&rng) % 81), 0, NULL, NULL);
        seichi_pos *before = seichi_pos_copy(p);
        pos_change log[4096];
        pos_trail trail = {log, 0, 4096, 0};
        p->trail = &trail;
        pos_mark marks[30];
        int depth = 0;
        for (int i = 0; i < 30; i++) {
            pos_mark_state(p, &marks[depth]);
            if (seichi_pos_play(p, seichi_pos_to_move(p), (int)(xorshift64(&rng) % 81), 0, NULL, NULL) == SEICHI_OK) depth++;
        }
        while (depth > 0) pos_undo(p, &marks[--depth]);
        p->trail = NULL;
        CHECK_EQ(trail.overflow, 0);
        CHECK_EQ(trail.n, 0);
        CHECK(memcmp(p->color, before->color, 81) == 0);
        CHECK(memcmp(p->head, before->head, 81 * sizeof(int)) == 0);
        CHECK(memcmp(p->next, before->next, 81 * sizeof(int)) == 0);
        CHECK_EQ(seichi_pos_hash(p), seichi_pos_hash(before));
        CHECK_EQ(seichi_pos_ko(p), seichi_pos_ko(before));
        CHECK_EQ(seichi_pos_to_move(p), seichi_pos_to_move(before));
        CHECK_EQ(seichi_pos_captures(p, 1), seichi_pos_captures(before, 1));
        CHECK_EQ(seichi_pos_check(p), SEICHI_OK);
        seichi_pos_free(before);
        seichi_pos_free(p);
    }
    seichi_graph_release(g);
}

static void expect(const char *text, const char *chain, int attack, const char *amove, int defend, const char *dmove)
{
    seichi_pos *p = diagram(text);
    CHECK(p != NULL);
    if (!p) return;
    seichi_reader *r = seichi_reader_new(p, 0, 0);
    int m = SEICHI_NONE;
    unsigned char before[400];
    memcpy(before, seichi_pos_colors(p), (size_t)seichi_graph_points(seichi_pos_graph(p)));
    CHECK_EQ(seichi_read_attack(r, p, at(p, chain), &m), attack);
    if (amove) CHECK_EQ(m, at(p, amove));
    CHECK_EQ(seichi_read_defend(r, p, at(p, chain), &m), defend);
    if (dmove) CHECK_EQ(m, strcmp(dmove, "pass") ? at(p, dmove) : SEICHI_PASS);
    CHECK(memcmp(before, seichi_pos_colors(p), (size_t)seichi_graph_points(seichi_pos_graph(p))) == 0);
    CHECK(seichi_read_nodes(r) <= 20000);
    seichi_reader_free(r);
    seichi_pos_free(p);
}

/* A stone in atari in open space: taken if Black moves first, out to
 * three liberties if White does (GNU Go 3.8 answers the same). */
static void test_atari(void)
{
    const char *atari = ".........\n"
                        ".........\n"
                        ".........\n"
                        "....x....\n"
                        "...xo....\n"
                        "....x....\n"
                        ".........\n"
                        ".........\n"
                        ".........\n";
    expect(atari, "E5", SEICHI_READ_WIN, "F5", SEICHI_READ_WIN, "F5");
}

/* Black's stones in the corner are dead: White takes them at B1, or by the
 * snapback of a throw-in at A1, and Black connecting at B1 first leaves
 * them in atari all the same (GNU Go 3.8: attack 1 B1, defend 0). */
static void test_dead_in_corner(void)
{
    const char *corner = ".....\n"
                         ".....\n"
                         "ooo..\n"
                         "xxo..\n"
                         "..xo.\n";
    expect(corner, "A2", SEICHI_READ_WIN, NULL, SEICHI_READ_FAIL, NULL);
}

/* Four liberties: nothing to read. */
static void test_four_liberties_safe(void)
{
    expect(".....\n.....\n..x..\n.....\n.....\n", "C3", SEICHI_READ_FAIL, NULL, SEICHI_READ_WIN, "pass");
}

/* A chain that can be taken only in a ko: SEICHI_READ_KO when the
 * attacker may take it now, SEICHI_READ_KO_RETAKE when the defender has
 * just taken the ko and the attacker must retake it (GNU Go's 2 and 3). */
static void test_ko_who_takes_first(void)
{
    seichi_pos *p = diagram(".xo.\n"
                            "xo.o\n"
                            ".xo.\n");
    CHECK(p != NULL);
    if (!p) return;
    seichi_reader *r = seichi_reader_new(p, 0, 0);
    int m = SEICHI_NONE;
    CHECK_EQ(seichi_read_attack(r, p, at(p, "B2"), &m), SEICHI_READ_KO);
    CHECK_EQ(m, at(p, "C2"));
    p->ko = at(p, "C2");
    p->ko_player = SEICHI_BLACK;
    CHECK_EQ(seichi_read_attack(r, p, at(p, "B2"), &m), SEICHI_READ_KO_RETAKE);
    CHECK_EQ(m, at(p, "C2"));
    seichi_reader_free(r);
    seichi_pos_free(p);
}

/* The transposition table lives for one question: a reader that has
 * answered many questions on other positions answers each question as a
 * new reader does, and asking again gives the same answer and move. */
static void test_table_per_question(void)
{
    uint64_t rng = 777;
    seichi_graph *g = seichi_graph_new_grid(9, 9);
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_reader *kept = seichi_reader_new(p, 3000, 0);
    int asked = 0;
    for (int game = 0; game < 60; game++) {
        seichi_pos_free(p);
        p = seichi_pos_new(g, 2);
        int plays = 20 + (int)(xorshift64(&rng) % 40);
        for (int i = 0; i < plays; i++)
            seichi_pos_play(p, seichi_pos_to_move(p), (int)(xorshift64(&rng) % 81), 0, NULL, NULL);
        for (int x = 0; x < 81; x++) {
            if (!p->color[x] || p->head[x] != x || p->libs[x] > 3) continue;
            for (int q = 0; q < 2; q++) {
                seichi_reader *fresh = seichi_reader_new(p, 3000, 0);
                int m1 = SEICHI_NONE, m2 = SEICHI_NONE, m3 = SEICHI_NONE;
                int a1 = q ? seichi_read_defend(fresh, p, x, &m1) : seichi_read_attack(fresh, p, x, &m1);
                int a2 = q ? seichi_read_defend(kept, p, x, &m2) : seichi_read_attack(kept, p, x, &m2);
                int a3 = q ? seichi_read_defend(kept, p, x, &m3) : seichi_read_attack(kept, p, x, &m3);
                CHECK_EQ(a1, a2);
                CHECK_EQ(a2, a3);
                CHECK_EQ(m1, m2);
                CHECK_EQ(m2, m3);
                CHECK_EQ(seichi_read_nodes(kept), seichi_read_nodes(fresh));
                seichi_reader_free(fresh);
                asked++;
            }
        }
    }
    CHECK(asked > 500);
    seichi_reader_free(kept);
    seichi_pos_free(p);
    seichi_graph_release(g);
}

int main(void)
{
    RUN(test_undo_restores_everything);
    RUN(test_atari);
    RUN(test_dead_in_corner);
    RUN(test_four_liberties_safe);
    RUN(test_table_per_question);
    RUN(test_ko_who_takes_first);
    return CHECK_DONE();
}
