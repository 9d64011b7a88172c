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

int main(void)
{
    RUN(test_undo_restores_everything);
    RUN(test_atari);
    RUN(test_dead_in_corner);
    RUN(test_four_liberties_safe);
    return CHECK_DONE();
}
