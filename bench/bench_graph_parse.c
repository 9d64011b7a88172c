/*
 * bench_graph_parse.c - speed of the graph file reader (docs/GRAPH_FORMAT.md)
 * on rings of N named points ("name P pP" for every point, then "edge pP
 * pQ" joining each to the next), N = 1,024 .. 65,536, and of looking every
 * name up again with seichi_graph_find_point.  Linear reading shows as a
 * constant time per point across the sizes.
 *
 *   build-opt/bench/bench_graph_parse
 */
#include "bench_util.h"
#include "seichi.h"

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

int main(void)
{
    printf("%8s %12s %14s %14s\n", "points", "parse ms", "parse us/pt", "lookup us/pt");
    for (int n = 1024; n <= SEICHI_MAX_POINTS; n *= 4) {
        size_t len;
        char *t = ring_text(n, &len);
        if (!t) return 1;
        char err[256];
        seichi_graph *g = NULL;
        double t0 = bench_now();
        if (seichi_graph_parse(t, len, &g, err, sizeof err) != SEICHI_OK) {
            fprintf(stderr, "%s\n", err);
            return 1;
        }
        double t1 = bench_now();
        char name[32];
        int found = 0;
        for (int p = 0; p < n; p++) {
            snprintf(name, sizeof name, "p%d", p);
            found += seichi_graph_find_point(g, name) == p;
        }
        double t2 = bench_now();
        printf("%8d %12.2f %14.3f %14.3f%s\n", n, (t1 - t0) * 1e3, (t1 - t0) * 1e6 / n,
               (t2 - t1) * 1e6 / n, found == n ? "" : "  (lookups wrong!)");
        seichi_graph_release(g);
        free(t);
    }
    return 0;
}
