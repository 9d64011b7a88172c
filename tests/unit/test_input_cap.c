/*
 * test_input_cap.c - every reader of the library refuses an input over
 * SEICHI_MAX_INPUT the same way ("1:1: larger than the 8 MiB input cap",
 * a parse error), and reads one at the cap.
 */
#include "check.h"
#include "seichi.h"

static void test_over_the_cap(void)
{
    size_t n = (size_t)SEICHI_MAX_INPUT + 1;
    char *big = malloc(n);
    memset(big, ' ', n);
    memcpy(big, "(;SZ[9])", 8);
    char err[200];
    seichi_game *g = seichi_game_new();
    seichi_load_options o = {"big.sgf", 0, 0};
    CHECK_EQ(seichi_game_load_sgf(g, big, n, &o), SEICHI_PARSE);
    CHECK_STR(seichi_game_errmsg(g), "big.sgf:1:1: larger than the 8 MiB input cap");
    /* at the cap: read */
    CHECK_EQ(seichi_game_load_sgf(g, big, n - 1, &o), SEICHI_OK);
    seichi_game_free(g);

    seichi_pos *p = NULL;
    memset(big, '.', n);
    CHECK_EQ(seichi_pos_from_diagram(big, n, &p, err, sizeof err), SEICHI_PARSE);
    CHECK_STR(err, "1:1: larger than the 8 MiB input cap");
    CHECK(p == NULL);

    seichi_graph *gr = NULL;
    memset(big, ' ', n);
    memcpy(big, "grid 3 3", 8);
    CHECK_EQ(seichi_graph_parse(big, n, &gr, err, sizeof err), SEICHI_PARSE);
    CHECK_STR(err, "1:1: larger than the 8 MiB input cap");
    CHECK_EQ(seichi_graph_parse(big, n - 1, &gr, err, sizeof err), SEICHI_OK);
    seichi_graph_release(gr);
    free(big);
}

int main(void)
{
    RUN(test_over_the_cap);
    return CHECK_DONE();
}
