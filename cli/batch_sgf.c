/*
 * batch_sgf.c - `seichi batch --sgf-dir DIR`: each scored game written back
 * as SGF with its score (seichi_game_write_sgf; docs/SGF.md) under DIR, at
 * the input's path made relative: "games/kgs/a.sgf" becomes
 * "DIR/games/kgs/a.sgf", "/data/a.sgf" "DIR/data/a.sgf", a ".." component
 * "_", and an inline game of mapper mode ("stdin:12") "DIR/stdin_12.sgf".
 * Worker threads call it: it keeps no state.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "batch.h"

/* Creates every folder on the way to the file at path (mkdir -p of its
 * dirname); 0 or -1. */
static int make_parents(char *path)
{
    for (char *s = strchr(path + 1, '/'); s; s = strchr(s + 1, '/')) {
        *s = 0;
        int rc = mkdir(path, 0777);
        int e = errno;
        *s = '/';
        if (rc != 0 && e != EEXIST) return -1;
    }
    return 0;
}

int batch_write_sgf(const char *dir, const char *file, const seichi_game *g, const seichi_result *r,
                    char *err, size_t errlen)
{
    size_t cap = strlen(dir) + strlen(file) + 16;
    char *path = malloc(cap);
    if (!path) {
        snprintf(err, errlen, "%s: out of memory", file);
        return -1;
    }
    size_t n = (size_t)snprintf(path, cap, "%s/", dir);
    for (const char *s = file; *s;) {
        while (*s == '/') s++;
        size_t k = strcspn(s, "/");
        if (!k) break;
        if ((k == 2 && !memcmp(s, "..", 2)) || (k == 1 && *s == '.')) path[n++] = '_';
        else
            for (size_t i = 0; i < k; i++) path[n++] = s[i] == ':' ? '_' : s[i];
        s += k;
        if (*s) path[n++] = '/';
    }
    path[n] = 0;
    if (!strncmp(file, "stdin:", 6)) strcat(path, ".sgf");
    char *text = NULL;
    size_t len = 0;
    int rc = seichi_game_write_sgf(g, r, &text, &len);
    FILE *f = NULL;
    if (rc != SEICHI_OK) {
        snprintf(err, errlen, "%s: cannot write SGF: %s", file, seichi_strerror(rc));
    } else if (make_parents(path) != 0 || !(f = fopen(path, "wb"))) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        rc = -1;
    } else {
        int bad = fwrite(text, 1, len, f) != len;
        bad |= fclose(f) != 0;
        if (bad) snprintf(err, errlen, "%s: write error", path);
        rc = bad ? -1 : 0;
    }
    free(text);
    free(path);
    return rc ? -1 : 0;
}
