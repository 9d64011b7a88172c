/*
 * bench_semeai.c - the liberty race reader (seichi_read_semeai) on a GNU
 * Go-style regression file of analyze_semeai questions (GNU Go's own
 * regression/semeai.tst, not in this repository): the answers as GTP's
 * analyze_semeai gives them, checked against the file's expectations,
 * with the nodes and the time each question took.
 *
 *   build/bench/bench_semeai FILE.tst [--budget N] [--verbose] [--orientations]
 *
 * The .tst's `loadsgf PATH [N]` lines are read relative to the file's
 * folder (N: the position before move N, as GNU Go reads it); every
 * other command but analyze_semeai is skipped.  --verbose prints every
 * question (id, answer, expected, nodes).  --orientations asks every
 * question again on the 7 other images of a square board (rotations and
 * reflections, built by setup) and counts the questions whose two codes
 * differ between images (moves may differ: they are images of each other
 * or equally good).
 */
#include "bench_util.h"

#include <regex.h>

#include "seichi.h"

static int code(int res)
{
    return res == SEICHI_READ_WIN ? 1 : res == SEICHI_READ_KO ? 2 : res == SEICHI_READ_KO_RETAKE ? 3 : 0;
}

/* Image t (0-7) of the point at column x, row y of an n x n grid. */
static int image(int t, int x, int y, int n)
{
    if (t & 1) x = n - 1 - x;
    if (t & 2) y = n - 1 - y;
    if (t & 4) {
        int z = x;
        x = y, y = z;
    }
    return y * n + x;
}

/* The codes "live kill" of a question on image t of p (-1 if unknown). */
static int ask_image(const seichi_pos *p, int t, int a, int b, int budget)
{
    const seichi_graph *g = seichi_pos_graph(p);
    int n = seichi_graph_width(g);
    seichi_pos *q = seichi_pos_new(g, 2);
    if (!q) return -2;
    for (int pt = 0; pt < n * n; pt++)
        if (seichi_pos_color(p, pt)) seichi_pos_setup(q, image(t, pt % n, pt / n, n), seichi_pos_color(p, pt));
    seichi_reader *r = seichi_reader_new(q, budget, 0);
    int kill = 0, move = 0;
    int live = seichi_read_semeai(r, q, image(t, a % n, a / n, n), image(t, b % n, b / n, n), &kill, &move);
    seichi_reader_free(r);
    seichi_pos_free(q);
    return live == SEICHI_READ_UNKNOWN || kill == SEICHI_READ_UNKNOWN ? -1 : code(live) * 4 + code(kill);
}

static int cmp_long(const void *a, const void *b)
{
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    const char *tst = NULL;
    int budget = 200000, verbose = 0, orient = 0;
    long differ = 0, differ_known = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--budget") && i + 1 < argc) budget = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--verbose")) verbose = 1;
        else if (!strcmp(argv[i], "--orientations")) orient = 1;
        else if (!tst && argv[i][0] != '-') tst = argv[i];
        else tst = NULL, i = argc;
    }
    size_t len = 0;
    char *text = tst ? bench_slurp(tst, &len) : NULL;
    if (!text) {
        fprintf(stderr, "usage: bench_semeai FILE.tst [--budget N] [--verbose] [--orientations]\n");
        return 2;
    }
    char dir[512];
    snprintf(dir, sizeof dir, "%s", tst);
    char *slash = strrchr(dir, '/');
    if (slash) slash[1] = 0;
    else dir[0] = 0;
    seichi_game *g = NULL;
    const seichi_pos *pos = NULL;
    long nq = 0, pass = 0, unknown = 0, skipped = 0, *nodes = calloc(1024, sizeof *nodes), total = 0;
    double t = 0;
    char pending[64] = "", answer[64] = "";
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char a[16], b[16], path[400];
        int id, upto = -1;
        if (sscanf(line, "loadsgf %399s %d", path, &upto) >= 1) {
            char full[1024];
            snprintf(full, sizeof full, "%s%s", dir, path);
            size_t n;
            char *buf = bench_slurp(full, &n);
            seichi_game_free(g);
            g = seichi_game_new();
            pos = NULL;
            seichi_load_options lo = {full, 0, upto > 0};
            if (buf && seichi_game_load_sgf(g, buf, n, &lo) == SEICHI_OK) {
                int moves = seichi_game_move_count(g);
                pos = seichi_game_position(g, upto > 0 && upto - 1 < moves ? upto - 1 : moves);
            }
            if (!pos) fprintf(stderr, "bench_semeai: cannot load %s\n", full);
            free(buf);
        } else if (sscanf(line, "%d analyze_semeai %15s %15s", &id, a, b) == 3) {
            pending[0] = answer[0] = 0;
            if (!pos) continue;
            const seichi_graph *gr = seichi_pos_graph(pos);
            int pa = seichi_graph_find_point(gr, a), pb = seichi_graph_find_point(gr, b);
            if (pa < 0 || pb < 0 || !seichi_pos_color(pos, pa) || !seichi_pos_color(pos, pb)) {
                skipped++;
                continue;
            }
            seichi_reader *r = seichi_reader_new(pos, budget, 0);
            int kill = 0, move = SEICHI_NONE;
            double t0 = bench_now();
            int live = seichi_read_semeai(r, pos, pa, pb, &kill, &move);
            t += bench_now() - t0;
            long nn = seichi_read_nodes(r);
            seichi_reader_free(r);
            if (nq < 1024) nodes[nq] = nn;
            nq++;
            total += nn;
            char name[16] = "PASS";
            if (move >= 0) seichi_graph_point_name(gr, move, name, sizeof name);
            if (live == SEICHI_READ_UNKNOWN || kill == SEICHI_READ_UNKNOWN) unknown++, snprintf(answer, sizeof answer, "unknown");
            else snprintf(answer, sizeof answer, "%d %d %s", code(live), code(kill), name);
            snprintf(pending, sizeof pending, "%d %ld", id, nn);
            if (orient && seichi_graph_width(gr) == seichi_graph_height(gr) &&
                seichi_graph_points(gr) == seichi_graph_width(gr) * seichi_graph_width(gr)) {
                int c0 = ask_image(pos, 0, pa, pb, budget), d = 0, dk = 0;
                for (int img = 1; img < 8; img++) {
                    int c = ask_image(pos, img, pa, pb, budget);
                    d |= c != c0;
                    dk |= c != c0 && c >= 0 && c0 >= 0;
                }
                differ += d;
                differ_known += dk;
                if (verbose && d) printf("orientations differ: %d\n", id);
            }
        } else if (pending[0] && !strncmp(line, "#? [", 4)) {
            char *end = strrchr(line, ']');
            if (!end) continue;
            char re[512];
            snprintf(re, sizeof re, "^(%.*s)$", (int)(end - line - 4), line + 4);
            regex_t rx;
            int ok = regcomp(&rx, re, REG_EXTENDED | REG_NOSUB) == 0 && regexec(&rx, answer, 0, NULL, 0) == 0;
            regfree(&rx);
            pass += ok;
            if (verbose) printf("%s %s: %s (expected %.*s)\n", ok ? "pass" : "FAIL", pending, answer,
                                (int)(end - line - 4), line + 4);
            pending[0] = 0;
        }
    }
    if (orient)
        printf("orientations: %ld questions answered differently on some image (%ld with two known answers that differ)\n",
               differ, differ_known);
    long m = nq < 1024 ? nq : 1024;
    qsort(nodes, (size_t)m, sizeof *nodes, cmp_long);
    printf("%ld questions: %ld passed, %ld unknown (budget %d), %ld skipped\n", nq, pass, unknown, budget, skipped);
    if (nq)
        printf("nodes a question: mean %.0f, median %ld, max %ld; %.2f ms a question\n", (double)total / (double)nq,
               nodes[m / 2], nodes[m - 1], 1e3 * t / (double)nq);
    seichi_game_free(g);
    free(nodes);
    free(text);
    return 0;
}
