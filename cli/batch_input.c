/*
 * batch_input.c - the games of a batch: files named, and every *.sgf file
 * (any case) under the directories named, recursively, in sorted order so
 * that two runs over the same tree see the same sequence.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "batch.h"

static int push(batch_list *l, const char *path)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 1024;
        char **p = realloc(l->paths, cap * sizeof *p);
        if (!p) return -1;
        l->paths = p;
        l->cap = cap;
    }
    if (!(l->paths[l->n] = strdup(path))) return -1;
    l->n++;
    return 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int is_sgf(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && !strcasecmp(name + n - 4, ".sgf");
}

static int add_dir(batch_list *l, const char *dir, int depth)
{
    if (depth > 64) return 0;
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "%s: %s\n", dir, strerror(errno));
        return -1;
    }
    batch_list names = {0};
    struct dirent *e;
    int rc = 0;
    while ((e = readdir(d)) && rc == 0)
        if (e->d_name[0] != '.') rc = push(&names, e->d_name);
    closedir(d);
    if (names.n) qsort(names.paths, names.n, sizeof *names.paths, cmp_str);
    for (size_t i = 0; i < names.n && rc == 0; i++) {
        size_t len = strlen(dir) + strlen(names.paths[i]) + 2;
        char *p = malloc(len);
        if (!p) {
            rc = -1;
            break;
        }
        snprintf(p, len, "%s%s%s", dir, dir[strlen(dir) - 1] == '/' ? "" : "/", names.paths[i]);
        struct stat st;
        if (stat(p, &st) == 0 && S_ISDIR(st.st_mode)) add_dir(l, p, depth + 1);
        else if (is_sgf(names.paths[i])) rc = push(l, p);
        free(p);
    }
    batch_list_free(&names);
    if (rc) fprintf(stderr, "seichi batch: out of memory\n");
    return rc;
}

int batch_list_add(batch_list *l, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
        /* a file, or a missing path: scoring reports the error per game */
        if (push(l, path)) {
            fprintf(stderr, "seichi batch: out of memory\n");
            return -1;
        }
        return 0;
    }
    return add_dir(l, path, 0);
}

void batch_list_free(batch_list *l)
{
    for (size_t i = 0; i < l->n; i++) free(l->paths[i]);
    free(l->paths);
    memset(l, 0, sizeof *l);
}
