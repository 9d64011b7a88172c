/*
 * test_graph_file.c - the graph text format (docs/GRAPH_FORMAT.md): a torus
 * is a simple graph (sizes below 3 are refused with the reason, never built
 * with self-loops or double edges), and a file of 65,536 named points reads
 * with every name found by the parser and by seichi_graph_find_point (its
 * speed is measured by bench/bench_graph_parse.c, not here).
 */
#include "check.h"
#include "seichi.h"

static void test_torus_sizes(void)
{
    static const char *const narrow[] = {"torus 1 1\n", "torus 1 5\n", "torus 2 5\n",
                                         "torus 5 2\n", "torus 2 2\n", "torus 5 1\n"};
    char err[256];
    for (size_t i = 0; i < sizeof narrow / sizeof narrow[0]; i++) {
        seichi_graph *g = NULL;
        err[0] = 0;
        CHECK_EQ(seichi_graph_parse(narrow[i], strlen(narrow[i]), &g, err, sizeof err), SEICHI_PARSE);
        CHECK(g == NULL);
        CHECK(strstr(err, "a torus needs sizes 3..52") != NULL);
        seichi_graph_release(g);
    }
    seichi_graph_parse("torus 5 2\n", 10, &(seichi_graph *){NULL}, err, sizeof err);
    CHECK_STR(err, "1:9: a torus needs sizes 3..52: a narrower one would make a point its own "
                   "neighbour or join two points twice");
    /* the smallest torus: every point has four distinct neighbours, none itself */
    seichi_graph *g = NULL;
    CHECK_EQ(seichi_graph_parse("torus 3 3\n", 10, &g, err, sizeof err), SEICHI_OK);
    if (!g) return;
    for (int p = 0; p < 9; p++) {
        const int *nb = seichi_graph_neighbors(g, p);
        CHECK_EQ(seichi_graph_degree(g, p), 4);
        for (int i = 0; i < seichi_graph_degree(g, p); i++) {
            CHECK(nb[i] != p);
            for (int j = 0; j < i; j++) CHECK(nb[i] != nb[j]);
        }
    }
    /* a stone on it is a real stone: it stays, with four liberties */
    seichi_pos *pos = seichi_pos_new(g, 2);
    CHECK_EQ(seichi_pos_play(pos, SEICHI_BLACK, 4, 0, NULL, NULL), SEICHI_OK);
    CHECK_EQ(seichi_pos_color(pos, 4), SEICHI_BLACK);
    CHECK_EQ(seichi_pos_chain_libs(pos, 4), 4);
    seichi_pos_free(pos);
    seichi_graph_release(g);
}

/* A ring of n named points p0 .. p{n-1}, each joined to the next. */
static char *ring_text(int n, size_t *len)
{
    size_t cap = (size_t)n * 48 + 64;
    char *t = malloc(cap);
    if (!t) return NULL;
    size_t k = (size_t)snprintf(t, cap, "points %d\n", n);
    for (int p = 0; p < n; p++) k += (size_t)snprintf(t + k, cap - k, "name %d p%d\n", p, p);
    for (int p = 0; p < n; p++) k += (size_t)snprintf(t + k, cap - k, "edge p%d p%d\n", p, (p + 1) % n);
    *len = k;
    return t;
}

static void test_many_names(void)
{
    int n = SEICHI_MAX_POINTS;
    size_t len;
    char *t = ring_text(n, &len);
    CHECK(t != NULL);
    if (!t) return;
    seichi_graph *g = NULL;
    char err[256] = "";
    CHECK_EQ(seichi_graph_parse(t, len, &g, err, sizeof err), SEICHI_OK);
    free(t);
    if (!g) return;
    CHECK_EQ(seichi_graph_points(g), n);
    int wrong = 0;
    char name[32];
    for (int p = 0; p < n; p++) {
        const int *nb = seichi_graph_neighbors(g, p);
        if (seichi_graph_degree(g, p) != 2) wrong++;
        else if (nb[0] != (p + n - 1) % n && nb[1] != (p + n - 1) % n) wrong++;
        snprintf(name, sizeof name, "p%d", p);
        if (seichi_graph_find_point(g, name) != p) wrong++;
    }
    CHECK_EQ(wrong, 0);
    CHECK_EQ(seichi_graph_find_point(g, "p65536"), SEICHI_NONE);
    CHECK_EQ(seichi_graph_find_point(g, "q"), SEICHI_NONE);
    CHECK_EQ(seichi_graph_find_point(g, "17"), 17); /* numbers still name points */
    seichi_graph_release(g);

    /* a repeated name is refused wherever it comes */
    const char *dup = "points 4\nname 0 a\nname 1 b\nname 2 c\nname 3 b\n";
    g = NULL;
    CHECK_EQ(seichi_graph_parse(dup, strlen(dup), &g, err, sizeof err), SEICHI_PARSE);
    CHECK_STR(err, "5:8: a name must not start with a digit and must be new");
    CHECK(g == NULL);
}

/* Names are C strings: a NUL byte would have cut "x\0y" to a second "x",
 * whose point seichi_graph_find_point could not find (found by fuzz_graph). */
static void test_binary_names(void)
{
    static const char nul[] = "points 2\nname 0 x\nname 1 x\0y\n";
    static const char ctl[] = "points 2\nname 0 x\nname 1 x\001y\n";
    seichi_graph *g = NULL;
    char err[256] = "";
    CHECK_EQ(seichi_graph_parse(nul, sizeof nul - 1, &g, err, sizeof err), SEICHI_PARSE);
    CHECK_STR(err, "3:9: binary data (NUL byte) in the file");
    CHECK(g == NULL);
    CHECK_EQ(seichi_graph_parse(ctl, sizeof ctl - 1, &g, err, sizeof err), SEICHI_PARSE);
    CHECK_STR(err, "3:8: a name must be printable (no control characters)");
    CHECK(g == NULL);
}

int main(void)
{
    RUN(test_torus_sizes);
    RUN(test_many_names);
    RUN(test_binary_names);
    return CHECK_DONE();
}
