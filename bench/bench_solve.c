/*
 * bench_solve.c - nodes and time of the exact Kee solver (seichi_solve) on
 * the boards of Wilton Kee's worked analyses (2, 4 and 6 points), with and
 * without refreshing passes, from the empty board and after the first
 * plays of the analyses' flows.  One line a case: the value (or the bounds
 * proven when the node bound stops the search), nodes, CPU and wall time.
 *
 *   bench_solve [NODES]     (node bound a case; default 2,000,000)
 *
 * Numbers in docs/RULES.md.
 */
#include "bench_util.h"

#include "seichi.h"

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct bench_case {
    int w, h;
    const char *after;
} bench_case;

static const bench_case cases[] = {
    {2, 1, ""},           {2, 1, "A1"},
    {2, 2, ""},           {2, 2, "A2,B1"},           {2, 2, "A2,B1,B2"},
    {3, 2, ""},           {3, 2, "B2,B1,A2,C1"},     {3, 2, "B2,B1,A2,C1,C2"},
    {3, 2, "B2,B1,A2,C1,A1"},
};

static int run(const bench_case *c, int refresh, long long bound)
{
    seichi_rules r;
    seichi_rules_preset("kee", &r);
    r.refreshing_passes = refresh;
    seichi_graph *g = seichi_graph_new_grid(c->w, c->h);
    seichi_move mv[16];
    int kinds[16], n = g ? seichi_solve_parse_plays(g, c->after, mv, kinds, 16) : -1;
    seichi_solution *s = malloc(sizeof *s);
    if (n < 0 || !s) return 1;
    double c0 = cpu_now(), w0 = bench_now();
    int rc = seichi_solve(g, &r, mv, kinds, n, bound, s);
    double cpu = cpu_now() - c0, wall = bench_now() - w0;
    char val[48];
    if (rc == SEICHI_OK) snprintf(val, sizeof val, "%+d", s->value);
    else snprintf(val, sizeof val, "[%+d, %+d]", s->lower, s->upper);
    printf("%dx%d  %-10s  after %-16s  value %-10s  %10lld nodes  %7.2f s CPU  %7.2f s wall\n",
           c->w, c->h, refresh ? "Kee" : "no-refresh", *c->after ? c->after : "-", val, s->nodes,
           cpu, wall);
    free(s);
    seichi_graph_release(g);
    return rc == SEICHI_OK || rc == SEICHI_RANGE ? 0 : 1;
}

int main(int argc, char **argv)
{
    long long bound = argc > 1 ? atoll(argv[1]) : 2000000;
    int bad = 0;
    for (int refresh = 0; refresh <= 1; refresh++)
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) bad |= run(&cases[i], refresh, bound);
    return bad;
}
