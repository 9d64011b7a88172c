/*
 * fuzz_batch_walk.c - libFuzzer target for the directory walk of
 * `seichi batch DIR` (batch_list_add, cli/batch_input.c).  The input is a
 * program, two bytes an operation, that builds a small tree in a fresh
 * temporary folder: make a directory, a file x.sgf (or X.SGF) or x.txt, a
 * FIFO x.sgf, a symbolic link (to ".", "..", "../..", a sibling, a file,
 * the root by its absolute path, or nowhere), enter a directory, leave it.
 * The walk runs on the root, then every game it lists is read and scored
 * as batch does.  Besides the sanitizers (and libFuzzer's timeout, which
 * catches a walk that does not end) it aborts when:
 *  - the walk fails on a tree it can read;
 *  - a path listed is outside the root, is not a regular file, does not end
 *    in .sgf (any case), or is reached through a link to a directory;
 *  - a path is listed twice, or more games are listed than files made;
 *  - a listed game is neither scored nor given an error.
 */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch.h"

#define REQUIRE(c)                                                                            \
    do {                                                                                      \
        if (!(c)) {                                                                           \
            fprintf(stderr, "fuzz_batch_walk: %s:%d: %s\n", __FILE__, __LINE__, #c);         \
            abort();                                                                          \
        }                                                                                     \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_OPS 48
#define MAX_DEPTH 6

static void remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0) return;
    if (S_ISDIR(st.st_mode)) {
        DIR *d = opendir(path);
        struct dirent *e;
        while (d && (e = readdir(d))) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
            char sub[4096];
            snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
            remove_tree(sub);
        }
        if (d) closedir(d);
        rmdir(path);
    } else {
        unlink(path);
    }
}

static const char sgf_text[] = "(;GM[1]FF[4]SZ[5]KM[0.5]RE[W+0.5];B[cc];W[])";

/* out = a/b + c, or "" when that does not fit (the operation then fails). */
static void join(char *out, size_t cap, const char *a, const char *b, const char *c)
{
    size_t la = strlen(a), lb = strlen(b), lc = strlen(c);
    if (la + 1 + lb + lc + 1 > cap) {
        out[0] = 0;
        return;
    }
    memcpy(out, a, la);
    out[la] = '/';
    memcpy(out + la + 1, b, lb);
    memcpy(out + la + 1 + lb, c, lc + 1);
}

/* Builds the tree; returns the number of regular files and links to files
 * named *.sgf made (an upper bound on the games listed). */
static int build(const char *root, const uint8_t *data, size_t size)
{
    static const char *const bases[] = {"a", "b", "c", "d"};
    char cwd[1024], path[1024];
    int depth = 0, made = 0;
    memcpy(cwd, root, strlen(root) + 1);
    for (size_t i = 0; i + 1 < size && i / 2 < MAX_OPS; i += 2) {
        int kind = data[i] & 7, sel = data[i] >> 3;
        const char *base = bases[data[i + 1] & 3];
        int upper = data[i + 1] & 4;
        const char *targets[] = {".", "..", "../..", "a", "a.sgf", "b/a.sgf", root, "nowhere.sgf"};
        const char *target = targets[sel & 7];
        switch (kind) {
        case 0:
            join(path, sizeof path, cwd, base, "");
            mkdir(path, 0700);
            break;
        case 1:
        case 2: {
            join(path, sizeof path, cwd, base, kind == 2 ? ".txt" : upper ? ".SGF" : ".sgf");
            FILE *f = fopen(path, "wx");
            if (f) {
                fputs(sgf_text, f);
                fclose(f);
                made += kind == 1;
            }
            break;
        }
        case 3:
        case 7:
            join(path, sizeof path, cwd, base, kind == 7 ? ".sgf" : "");
            if (symlink(target, path) == 0) made += kind == 7;
            break;
        case 4:
            join(path, sizeof path, cwd, base, ".sgf");
            mkfifo(path, 0600);
            break;
        case 5: {
            struct stat st;
            join(path, sizeof path, cwd, base, "");
            if (depth < MAX_DEPTH && lstat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
                memcpy(cwd, path, sizeof cwd);
                depth++;
            }
            break;
        }
        case 6:
            if (depth > 0) {
                *strrchr(cwd, '/') = 0;
                depth--;
            }
            break;
        }
    }
    return made;
}

/* Every folder between root and the file is a real directory, not a link. */
static int through_real_dirs(const char *root, const char *path)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *s = buf + strlen(root) + 1; (s = strchr(s, '/')); s++) {
        struct stat st;
        *s = 0;
        int ok = lstat(buf, &st) == 0 && S_ISDIR(st.st_mode);
        *s = '/';
        if (!ok) return 0;
    }
    return 1;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *devnull;
    if (!devnull && !(devnull = fopen("/dev/null", "w"))) abort();
    char root[64];
    snprintf(root, sizeof root, "/tmp/fuzz_walk.XXXXXX");
    if (!mkdtemp(root)) return 0;
    int made = build(root, data, size);
    batch_list l;
    memset(&l, 0, sizeof l);
    l.log = devnull;
    REQUIRE(batch_list_add(&l, root) == 0);
    REQUIRE(l.n <= (size_t)made);
    size_t rl = strlen(root);
    seichi_game *game = seichi_game_new();
    batch_options opt = {NULL, 0, NULL};
    for (size_t i = 0; i < l.n; i++) {
        const char *p = l.paths[i];
        struct stat st;
        size_t n = strlen(p);
        REQUIRE(strncmp(p, root, rl) == 0 && p[rl] == '/');
        REQUIRE(stat(p, &st) == 0 && S_ISREG(st.st_mode));
        REQUIRE(n > 4 && !strcasecmp(p + n - 4, ".sgf"));
        REQUIRE(through_real_dirs(root, p));
        batch_item it;
        memset(&it, 0, sizeof it);
        it.file = l.paths[i];
        batch_score_item(&it, &opt, NULL, game);
        REQUIRE(it.have_hash && (it.result[0] != 0) != (it.error[0] != 0));
    }
    seichi_game_free(game);
    char **sorted = malloc((l.n + 1) * sizeof *sorted);
    REQUIRE(sorted != NULL);
    if (l.n) memcpy(sorted, l.paths, l.n * sizeof *sorted);
    if (l.n) qsort(sorted, l.n, sizeof *sorted, cmp_str);
    for (size_t i = 1; i < l.n; i++) REQUIRE(strcmp(sorted[i - 1], sorted[i]) != 0);
    free(sorted);
    batch_list_free(&l);
    remove_tree(root);
    return 0;
}
