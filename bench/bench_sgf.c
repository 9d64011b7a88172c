/*
 * bench_sgf.c - speed of the SGF reader alone: every .sgf file under a
 * directory tree of depth two (default $SEICHI_SHARED_DIR/data/games, or
 * argv[1]) is loaded into memory, then parsed and freed over and over for
 * about two seconds.  Prints files/s, MB/s and nodes/s by wall clock and
 * by process CPU time; with -w, also the charset warnings per file.
 *
 *   SEICHI_SHARED_DIR=../shared build/bench/bench_sgf [-w] [DIR]
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sgf/sgf.h"
#include "sgf/sgf_impl.h"

typedef struct file {
    char *buf;
    size_t len;
    char name[256];
} file;

static file *files;
static size_t nfiles, capfiles;

static void load(const char *path, const char *name)
{
    FILE *f = fopen(path, "rb");
    if (!f) return;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    if (n < 0) n = 0;
    char *b = malloc((size_t)n + 1);
    if (b && fread(b, 1, (size_t)n, f) == (size_t)n) {
        if (nfiles == capfiles) {
            capfiles = capfiles ? capfiles * 2 : 1024;
            files = realloc(files, capfiles * sizeof *files);
        }
        files[nfiles].buf = b;
        files[nfiles].len = (size_t)n;
        snprintf(files[nfiles].name, sizeof files[nfiles].name, "%s", name);
        nfiles++;
    } else {
        free(b);
    }
    fclose(f);
}

static void scan(const char *dir, int depth)
{
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char path[4096];
        if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= sizeof path) continue;
        size_t n = strlen(e->d_name);
        if (n > 4 && strcmp(e->d_name + n - 4, ".sgf") == 0)
            load(path, e->d_name);
        else if (depth > 0)
            scan(path, depth - 1);
    }
    closedir(d);
}

static double clock_s(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    int warn = argc > 1 && strcmp(argv[1], "-w") == 0;
    const char *dir = argc > 1 + warn ? argv[1 + warn] : NULL;
    char def[4096];
    if (!dir) {
        const char *root = getenv("SEICHI_SHARED_DIR");
        snprintf(def, sizeof def, "%s/data/games", root ? root : "../shared");
        dir = def;
    }
    scan(dir, 1);
    if (!nfiles) {
        fprintf(stderr, "bench_sgf: no .sgf files under %s\n", dir);
        return 1;
    }
    size_t bytes = 0, nodes = 0;
    int fails = 0;
    for (size_t i = 0; i < nfiles; i++) {
        sgf_tree *t;
        sgf_diag dg;
        bytes += files[i].len;
        if (sgf_parse(files[i].buf, files[i].len, &t, &dg)) {
            fails++;
            continue;
        }
        nodes += sgf_tree_node_count(t);
        if (warn && *sgf_warnings(t))
            printf("%s: %s", files[i].name, sgf_warnings(t));
        sgf_free(t);
    }
    double t0 = clock_s(CLOCK_MONOTONIC), t1;
    double c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
    size_t rounds = 0;
    do {
        for (size_t i = 0; i < nfiles; i++) {
            sgf_tree *t;
            sgf_diag dg;
            if (!sgf_parse(files[i].buf, files[i].len, &t, &dg)) sgf_free(t);
        }
        rounds++;
        t1 = clock_s(CLOCK_MONOTONIC);
    } while (t1 - t0 < 2.0);
    double cpu = (clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0) / (double)rounds;
    double s = (t1 - t0) / (double)rounds;
    printf("bench_sgf: %zu files (%d failed), %.1f MB, %zu nodes\n", nfiles,
           fails, (double)bytes / 1e6, nodes);
    printf("parse+free: %.0f files/s, %.0f MB/s, %.1f M nodes/s, "
           "%.2f us/file\n",
           (double)nfiles / s, (double)bytes / 1e6 / s, (double)nodes / 1e6 / s,
           s * 1e6 / (double)nfiles);
    printf("by CPU time (less sensitive to a busy machine): %.0f files/s, "
           "%.0f MB/s\n",
           (double)nfiles / cpu, (double)bytes / 1e6 / cpu);
    for (size_t i = 0; i < nfiles; i++) free(files[i].buf);
    free(files);
    return 0;
}
