/*
 * bench_util.h - shared by the benchmark programs: a monotonic clock and
 * loading the games corpus (../shared/data/games, or the directory given
 * by SEICHI_GAMES) into memory.
 */
#ifndef SEICHI_BENCH_UTIL_H
#define SEICHI_BENCH_UTIL_H

#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct bench_file {
    char path[512];
    char *data;
    size_t len;
} bench_file;

static inline char *bench_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf) buf[n] = 0, *len = (size_t)n;
    return buf;
}

/* Loads every game listed in MANIFEST.tsv.  Returns the count. */
static inline int bench_load_corpus(bench_file **out)
{
    const char *dir = getenv("SEICHI_GAMES");
    char root[400], path[512];
    snprintf(root, sizeof root, "%s", dir ? dir : "../shared/data/games");
    snprintf(path, sizeof path, "%s/MANIFEST.tsv", root);
    size_t len;
    char *manifest = bench_slurp(path, &len);
    if (!manifest) {
        fprintf(stderr, "cannot read %s (set SEICHI_GAMES to the games folder)\n", path);
        exit(2);
    }
    int n = 0, cap = 0;
    bench_file *files = NULL;
    for (char *line = strtok(manifest, "\n"); line; line = strtok(NULL, "\n")) {
        char *tab = strchr(line, '\t');
        if (!tab || strncmp(line, "file\t", 5) == 0) continue;
        *tab = 0;
        if (n == cap) {
            cap = cap ? cap * 2 : 1024;
            files = realloc(files, sizeof *files * (size_t)cap);
        }
        snprintf(files[n].path, sizeof files[n].path, "%s/%s", root, line);
        files[n].data = bench_slurp(files[n].path, &files[n].len);
        if (files[n].data) n++;
    }
    free(manifest);
    *out = files;
    return n;
}

#endif
