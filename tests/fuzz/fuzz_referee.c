/*
 * fuzz_referee.c - libFuzzer target for the referee file reader
 * (`seichi referee`, docs/REFEREE_FORMAT.md) through referee_run(), the
 * function the command calls on a file's text.  The file is named
 * DIR/game.txt, where DIR is a temporary folder made once that holds the
 * graph files a `graph` line can name: tri.graph (a triangle of named
 * points), g33.graph (`grid 3 3`), ring.graph (a ring of five), and the
 * two graphs of tests/data/referee (ko3p.graph, double_ko_seki.graph).  An input holding '/' is
 * skipped, so that no `graph` line reads a file of the machine (/dev/zero,
 * /dev/stdin).  Besides the sanitizers it aborts when:
 *  - the exit status is not 0, 1 or 2;
 *  - status 0 wrote anything to the error stream, status 1 anything but
 *    "expectation failed" lines;
 *  - status 2 wrote anything but "expectation failed" lines followed by
 *    one error line, or a line that does not start with the file's folder
 *    (FILE:LINE:COL: or GRAPHFILE:LINE:COL:); nothing is allowed only
 *    when the input names a graph (cli_read_file reports an unreadable
 *    graph file on stderr itself).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#define REQUIRE(c)                                                                            \
    do {                                                                                      \
        if (!(c)) {                                                                           \
            fprintf(stderr, "fuzz_referee: %s:%d: %s\n", __FILE__, __LINE__, #c);            \
            abort();                                                                          \
        }                                                                                     \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[64], file[96];
static FILE *devnull;

static const char *const graphs[][2] = {
    {"tri.graph", "points 3\nname 0 a\nname 1 b\nname 2 c\nedge a b c\nedge b c\n"},
    {"g33.graph", "grid 3 3\n"},
    {"ring.graph", "points 5\nname 0 r0\nname 1 r1\nname 2 r2\nname 3 r3\nname 4 r4\n"
                   "edge r0 r1\nedge r1 r2\nedge r2 r3\nedge r3 r4\nedge r4 r0\n"},
    {"ko3p.graph", "points 14\nname 0 A3\nname 1 B3\nname 2 C3\nname 3 D3\nname 4 A2\nname 5 B2\n"
                   "name 6 C2\nname 7 D2\nname 8 A1\nname 9 B1\nname 10 C1\nname 11 D1\nname 12 R1\n"
                   "name 13 R2\nedge A3 B3 A2\nedge B3 C3 B2\nedge C3 D3 C2\nedge D3 D2\nedge A2 B2 A1\n"
                   "edge B2 C2 B1\nedge C2 D2 C1\nedge D2 D1\nedge A1 B1\nedge B1 C1\nedge C1 D1\n"
                   "edge R1 R2\n"},
    {"double_ko_seki.graph", "points 9\nname 0 g1\nname 1 g2\nname 2 h1\nname 3 h2\nname 4 a1\n"
                             "name 5 e1\nname 6 a2\nname 7 e2\nname 8 d\nedge g1 g2 a1 d\nedge g2 e2\n"
                             "edge h1 h2 e1 d\nedge h2 a2\nedge a1 e1\nedge a2 e2\n"},
};

static void cleanup(void)
{
    char path[160];
    for (size_t i = 0; i < sizeof graphs / sizeof graphs[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, graphs[i][0]);
        unlink(path);
    }
    rmdir(dir);
}

static int setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/fuzz_referee.XXXXXX");
    if (!mkdtemp(dir)) return -1;
    atexit(cleanup);
    for (size_t i = 0; i < sizeof graphs / sizeof graphs[0]; i++) {
        char path[160];
        snprintf(path, sizeof path, "%s/%s", dir, graphs[i][0]);
        FILE *f = fopen(path, "w");
        if (!f) return -1;
        fputs(graphs[i][1], f);
        fclose(f);
    }
    snprintf(file, sizeof file, "%s/game.txt", dir);
    devnull = fopen("/dev/null", "w");
    return devnull ? 0 : -1;
}

static int names_graph(const uint8_t *d, size_t n)
{
    for (size_t i = 0; i + 5 <= n; i++) {
        size_t k = 0;
        while (k < 5 && (d[i + k] | 0x20) == (uint8_t)"graph"[k]) k++;
        if (k == 5) return 1;
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!devnull && setup() != 0) abort();
    if (size > (1u << 16) || memchr(data, '/', size)) return 0;
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    char *errtext = NULL;
    size_t errlen = 0;
    FILE *err = open_memstream(&errtext, &errlen);
    REQUIRE(err != NULL);
    int rc = referee_run(file, text, size, devnull, err);
    fclose(err);
    REQUIRE(rc == 0 || rc == 1 || rc == 2);
    if (rc == 0) REQUIRE(errlen == 0);
    if (rc == 1) {
        for (char *line = errtext; *line;) {
            char *nl = strchr(line, '\n');
            REQUIRE(nl && strncmp(line, file, strlen(file)) == 0);
            *nl = 0;
            REQUIRE(strstr(line, ": expectation failed") != NULL);
            line = nl + 1;
        }
    }
    if (rc == 2) {
        if (errlen == 0) {
            REQUIRE(names_graph(data, size));
        } else { /* failed expectations as they came, then the one error line */
            for (char *line = errtext; *line;) {
                char *nl = strchr(line, '\n');
                REQUIRE(nl && strncmp(line, dir, strlen(dir)) == 0);
                *nl = 0;
                REQUIRE(nl[1] == 0 || strstr(line, ": expectation failed") != NULL);
                line = nl + 1;
            }
        }
    }
    free(errtext);
    free(text);
    return 0;
}
