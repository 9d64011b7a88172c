/*
 * test_diagram.c - the ASCII diagram reader (seichi_pos_from_diagram):
 * digits are points unless every row carries a row number, what
 * seichi_pos_to_diagram writes reads back to the same board for 2 to 8
 * players with and without coordinates, and errors name a 1-based place.
 */
#include "check.h"
#include "seichi.h"
#include "testrng.h"

static seichi_pos *read(const char *text, char *err, size_t errlen)
{
    seichi_pos *p = NULL;
    err[0] = 0;
    seichi_pos_from_diagram(text, strlen(text), &p, err, errlen);
    return p;
}

static void test_digits_are_points(void)
{
    char err[200];
    seichi_pos *p = read("77\n", err, sizeof err);
    CHECK(p != NULL);
    if (!p) return;
    CHECK_EQ(seichi_graph_width(seichi_pos_graph(p)), 2);
    CHECK_EQ(seichi_graph_height(seichi_pos_graph(p)), 1);
    CHECK_EQ(seichi_pos_color(p, 0), 7);
    CHECK_EQ(seichi_pos_color(p, 1), 7);
    seichi_pos_free(p);
    /* digits with blanks but no numbering: still points */
    p = read("3 . .\n. 3 .\n. . 3\n", err, sizeof err);
    CHECK(p && seichi_graph_width(seichi_pos_graph(p)) == 3);
    CHECK(p && seichi_pos_color(p, 0) == 3 && seichi_pos_color(p, 8) == 3);
    seichi_pos_free(p);
    /* numbered rows, both ends, with borders */
    p = read("   A B C\n3 |. X .| 3\n2 |O . 4| 2\n1 |. . X| 1\n   A B C\n", err, sizeof err);
    CHECK(p && seichi_graph_width(seichi_pos_graph(p)) == 3 && seichi_graph_height(seichi_pos_graph(p)) == 3);
    CHECK(p && seichi_pos_color(p, 1) == 1 && seichi_pos_color(p, 3) == 2 && seichi_pos_color(p, 5) == 4);
    seichi_pos_free(p);
    /* numbers counting up from 1 are labels too */
    p = read("1 X .\n2 . O\n", err, sizeof err);
    CHECK(p && seichi_graph_width(seichi_pos_graph(p)) == 2);
    seichi_pos_free(p);
}

static void test_errors(void)
{
    char err[200];
    CHECK(read("", err, sizeof err) == NULL);
    CHECK_STR(err, "1:1: no board rows");
    CHECK(read("\n\n", err, sizeof err) == NULL);
    CHECK_STR(err, "2:1: no board rows");
    CHECK(read("..\n.?\n", err, sizeof err) == NULL);
    CHECK_STR(err, "2:2: not a point character");
    CHECK(read("..\n...\n", err, sizeof err) == NULL);
    CHECK_STR(err, "2:1: row has 3 points, earlier rows 2");
}

/* Random boards of 2..8 players, written and read back. */
static void test_round_trip(void)
{
    static const int sizes[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {7, 13}, {19, 19}, {25, 25}, {52, 52}, {52, 3}};
    uint64_t rng = 12345;
    int bad = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (int players = 2; players <= 8; players++)
            for (int coords = 0; coords <= 1; coords++)
                for (int rep = 0; rep < 4; rep++) {
                    int w = sizes[k][0], h = sizes[k][1];
                    seichi_graph *g = seichi_graph_new_grid(w, h);
                    seichi_pos *p = seichi_pos_new(g, players);
                    for (int i = 0; i < w * h; i++)
                        seichi_pos_setup(p, i, (int)(xorshift64(&rng) % (uint64_t)(players + 1)));
                    size_t n = seichi_pos_to_diagram(p, NULL, 0, coords);
                    char *d = malloc(n + 1);
                    seichi_pos_to_diagram(p, d, n + 1, coords);
                    seichi_pos *q = NULL;
                    char err[200] = "";
                    int rc = seichi_pos_from_diagram(d, n, &q, err, sizeof err);
                    int same = rc == SEICHI_OK && seichi_graph_width(seichi_pos_graph(q)) == w &&
                               seichi_graph_height(seichi_pos_graph(q)) == h;
                    for (int i = 0; same && i < w * h; i++) same = seichi_pos_color(p, i) == seichi_pos_color(q, i);
                    if (!same && bad++ < 3)
                        fprintf(stderr, "%dx%d, %d players, coords %d: not read back (%s)\n%s", w, h, players,
                                coords, err, d);
                    free(d);
                    seichi_pos_free(q);
                    seichi_pos_free(p);
                    seichi_graph_release(g);
                }
    CHECK_EQ(bad, 0);
}

int main(void)
{
    RUN(test_digits_are_points);
    RUN(test_errors);
    RUN(test_round_trip);
    return CHECK_DONE();
}
