/*
 * batch_input.c - the games of a batch: files named, and every *.sgf file
 * (any case) under the directories named, recursively, in sorted order so
 * that two runs over the same tree see the same sequence.
 *
 * The walk takes regular files only (a FIFO named x.sgf would block the
 * batch forever on open), follows no link to a directory (a link to "."
 * would list the tree again and again, two of them without end), and
 * never enters a directory it is already inside (a bind mount).  What it
 * skips it names on stderr.  A path named on the command line or on stdin
 * is taken as given.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch.h"
#include "cli.h"

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

/* The directories being walked, root first, to refuse a cycle that no
 * symbolic link makes (a bind mount of an ancestor). */
typedef struct ancestors {
    dev_t dev[BATCH_MAX_DEPTH + 1];
    ino_t ino[BATCH_MAX_DEPTH + 1];
    int n;
} ancestors;

static int add_dir(batch_list *l, const char *dir, ancestors *up)
{
    /* O_NOFOLLOW below the root: a directory swapped for a link after the
     * walk saw it is not followed either. */
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (up->n ? O_NOFOLLOW : 0));
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        fprintf(stderr, "%s: %s\n", dir, strerror(errno));
        if (fd >= 0) close(fd);
        return up->n ? 0 : -1;
    }
    for (int i = 0; i < up->n; i++)
        if (up->dev[i] == st.st_dev && up->ino[i] == st.st_ino) {
            fprintf(l->log ? l->log : stderr, "%s: a directory inside itself, not walked again\n", dir);
            close(fd);
            return 0;
        }
    if (up->n > BATCH_MAX_DEPTH) {
        fprintf(l->log ? l->log : stderr, "%s: more than %d directories deep, not walked\n", dir, BATCH_MAX_DEPTH);
        close(fd);
        return 0;
    }
    DIR *d = fdopendir(fd);
    if (!d) {
        fprintf(stderr, "%s: %s\n", dir, strerror(errno));
        close(fd);
        return up->n ? 0 : -1;
    }
    up->dev[up->n] = st.st_dev;
    up->ino[up->n++] = st.st_ino;
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
        /* lstat: a link to a directory is not followed (as find(1) without
         * -L), so a link to "." or to an ancestor cannot repeat the walk;
         * a link to a regular file is a game like the file itself. */
        int known = lstat(p, &st) == 0, link = known && S_ISLNK(st.st_mode);
        if (known && S_ISDIR(st.st_mode)) {
            rc = add_dir(l, p, up);
        } else if (is_sgf(names.paths[i])) {
            if (stat(p, &st) == 0 && S_ISREG(st.st_mode)) rc = push(l, p);
            else fprintf(l->log ? l->log : stderr, "%s: %s, skipped\n", p, link ? "a link to no regular file" : "not a regular file");
        }
        free(p);
    }
    up->n--;
    batch_list_free(&names);
    if (rc && !up->n) fprintf(stderr, "seichi batch: out of memory\n");
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
    ancestors up;
    up.n = 0;
    return add_dir(l, path, &up);
}

void batch_list_free(batch_list *l)
{
    for (size_t i = 0; i < l->n; i++) free(l->paths[i]);
    free(l->paths);
    l->paths = NULL;
    l->n = l->cap = 0;
}

long batch_read_line(FILE *in, char **line, size_t *cap, size_t *lineno)
{
    int too_long;
    long n = cli_read_line(in, line, cap, &too_long);
    if (n < 0) return -1;
    ++*lineno;
    if (too_long) return -3;
    if (memchr(*line, 0, (size_t)n)) return -2;
    while (n && ((*line)[n - 1] == '\n' || (*line)[n - 1] == '\r')) (*line)[--n] = 0;
    return n;
}

int batch_mapper_item(char *line, size_t lineno, batch_item *it)
{
    memset(it, 0, sizeof *it);
    char *s = line;
    while (*s == ' ' || *s == '\t') s++;
    if (!*s) return 0;
    char label[32];
    snprintf(label, sizeof label, "stdin:%zu", lineno);
    it->file = strdup(*s == '(' ? label : s);
    if (*s == '(') it->text = strdup(s);
    if (!it->file || (*s == '(' && !it->text)) snprintf(it->error, sizeof it->error, "out of memory");
    return 1;
}
