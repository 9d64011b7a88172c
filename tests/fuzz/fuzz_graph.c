/*
 * fuzz_graph.c - libFuzzer target for the graph file reader
 * (seichi_graph_parse, docs/GRAPH_FORMAT.md).  Besides the sanitizers it
 * aborts when:
 *  - a refusal returns a graph, or no message of the form "LINE:COL:
 *    reason" on one line;
 *  - an accepted graph is not simple and symmetric: a point its own
 *    neighbour, a neighbour listed twice, q in N(p) without p in N(q), a
 *    degree over SEICHI_MAX_DEGREE, or a point count outside 1..65,536;
 *  - a point's name does not lead back to it (seichi_graph_find_point of
 *    seichi_graph_point_name), the names "pass" aside;
 *  - a stone played on an empty point of the graph is not there afterwards
 *    (what a self-loop did on `torus 1 1`).
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "seichi.h"

#define REQUIRE(c)                                                                            \
    do {                                                                                      \
        if (!(c)) {                                                                           \
            fprintf(stderr, "fuzz_graph: %s:%d: %s\n", __FILE__, __LINE__, #c);              \
            abort();                                                                          \
        }                                                                                     \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_message(const char *err)
{
    const char *s = err;
    REQUIRE(isdigit((unsigned char)*s));
    while (isdigit((unsigned char)*s)) s++;
    REQUIRE(*s++ == ':');
    REQUIRE(isdigit((unsigned char)*s));
    while (isdigit((unsigned char)*s)) s++;
    REQUIRE(s[0] == ':' && s[1] == ' ' && s[2]);
    REQUIRE(!strchr(err, '\n'));
}

static void check_graph(const seichi_graph *g)
{
    int n = seichi_graph_points(g);
    REQUIRE(n >= 1 && n <= SEICHI_MAX_POINTS);
    char name[64];
    for (int p = 0; p < n; p++) {
        int d = seichi_graph_degree(g, p);
        const int *nb = seichi_graph_neighbors(g, p);
        REQUIRE(d >= 0 && d <= SEICHI_MAX_DEGREE);
        for (int i = 0; i < d; i++) {
            int q = nb[i];
            REQUIRE(q >= 0 && q < n && q != p);
            for (int j = 0; j < i; j++) REQUIRE(nb[j] != q);
            const int *back = seichi_graph_neighbors(g, q);
            int found = 0;
            for (int j = 0; j < seichi_graph_degree(g, q); j++) found |= back[j] == p;
            REQUIRE(found);
        }
        seichi_graph_point_name(g, p, name, sizeof name);
        if (strcasecmp(name, "pass") != 0 && strlen(name) < sizeof name - 1)
            REQUIRE(seichi_graph_find_point(g, name) == p);
    }
    seichi_pos *pos = seichi_pos_new(g, 2);
    REQUIRE(pos != NULL);
    int p = n / 2;
    if (seichi_pos_play(pos, SEICHI_BLACK, p, 0, NULL, NULL) == SEICHI_OK)
        REQUIRE(seichi_pos_color(pos, p) == SEICHI_BLACK);
    seichi_pos_free(pos);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > (1u << 20)) return 0;
    seichi_graph *g = (seichi_graph *)1;
    char err[256];
    err[0] = 0;
    int rc = seichi_graph_parse((const char *)data, size, &g, err, sizeof err);
    if (rc != SEICHI_OK) {
        REQUIRE(rc == SEICHI_PARSE || rc == SEICHI_NOMEM);
        REQUIRE(g == NULL);
        if (rc == SEICHI_PARSE) check_message(err);
        return 0;
    }
    REQUIRE(g != NULL);
    check_graph(g);
    seichi_graph_release(g);
    return 0;
}
