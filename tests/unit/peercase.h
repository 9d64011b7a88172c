/*
 * peercase.h - reader for the neutral peer-test case format
 * (../shared/data/peer-tests/FORMAT.md), header-only, for test programs.
 *
 *     peercase_file *f = peercase_open(SHARED_PATH("data/peer-tests/x.txt"));
 *     peercase c;
 *     while (peercase_next(f, &c) == 1) {
 *         const char *opt = peercase_header(&c, "options");   // NULL if absent
 *         const char *m = peercase_map(&c, "pass_alive");     // w*h chars
 *         const char *v = peercase_scalar(&c, "winner", 0);   // 0 = first
 *         seichi_pos *p = peercase_position(&c);              // x/b black, o/w white
 *     }
 *     peercase_close(f);
 *
 * Pointers stay valid until peercase_close().  Maps and the board are w*h
 * characters, row by row from the top, not NUL-terminated between rows
 * (each is NUL-terminated at its end).  Keys such as "pass_alive[0,2]"
 * are ordinary scalar keys; peercase_point() parses their bracket.
 */
#ifndef SEICHI_PEERCASE_H
#define SEICHI_PEERCASE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"

#define PEERCASE_MAX_KEYS 64

typedef struct peercase_kv {
    const char *key, *value; /* value: a scalar, or a w*h map */
    int is_map;
} peercase_kv;

typedef struct peercase {
    const char *id;   /* "katago/area_1/..." */
    int line;         /* line of "case:" in the file */
    int w, h;
    const char *board;
    int nheader, nexpected;
    peercase_kv header[PEERCASE_MAX_KEYS];
    peercase_kv expected[PEERCASE_MAX_KEYS];
} peercase;

typedef struct peercase_file {
    char *text;     /* the file, cut into lines */
    char *cur, *end;
    int line;
    char **blocks;  /* maps and boards glued from their rows */
    int nblocks, capblocks;
    char err[256];
} peercase_file;

static inline void peercase_close(peercase_file *f)
{
    if (!f) return;
    for (int i = 0; i < f->nblocks; i++) free(f->blocks[i]);
    free(f->blocks);
    free(f->text);
    free(f);
}

static inline peercase_file *peercase_open(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) return NULL;
    peercase_file *f = calloc(1, sizeof *f);
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap);
    while (buf && (got = fread(buf + n, 1, cap - n - 1, fp)) > 0) {
        n += got;
        if (n + 1 == cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) { free(buf); buf = NULL; }
            buf = nb;
        }
    }
    fclose(fp);
    if (!f || !buf) { free(buf); free(f); return NULL; }
    buf[n] = 0;
    f->text = buf;
    f->cur = buf;
    f->end = buf + n;
    return f;
}

/* Next line (NUL-terminated in place, '\r' dropped) or NULL at the end. */
static inline char *peercase_line(peercase_file *f)
{
    if (f->cur >= f->end) return NULL;
    char *s = f->cur, *nl = memchr(s, '\n', (size_t)(f->end - s));
    if (nl) { *nl = 0; f->cur = nl + 1; } else f->cur = f->end;
    size_t len = strlen(s);
    if (len && s[len - 1] == '\r') s[len - 1] = 0;
    f->line++;
    return s;
}

static inline char *peercase_rows(peercase_file *f, int w, int h)
{
    char *m = malloc((size_t)w * (size_t)h + 1);
    if (!m) return NULL;
    for (int y = 0; y < h; y++) {
        char *row = peercase_line(f);
        if (!row || (int)strlen(row) != w) {
            snprintf(f->err, sizeof f->err, "line %d: expected a row of %d characters", f->line, w);
            free(m);
            return NULL;
        }
        memcpy(m + (size_t)y * (size_t)w, row, (size_t)w);
    }
    m[(size_t)w * (size_t)h] = 0;
    if (f->nblocks == f->capblocks) {
        f->capblocks = f->capblocks ? f->capblocks * 2 : 64;
        f->blocks = realloc(f->blocks, sizeof(char *) * (size_t)f->capblocks);
    }
    f->blocks[f->nblocks++] = m;
    return m;
}

/* Splits "key: value" in place; value "" for a bare "key:". */
static inline int peercase_split(char *s, char **key, char **value)
{
    char *colon = strstr(s, ":");
    if (!colon) return 0;
    *colon = 0;
    *key = s;
    char *v = colon + 1;
    while (*v == ' ') v++;
    *value = v;
    return 1;
}

/* 1: a case was read into *c; 0: end of file; -1: format error (f->err). */
static inline int peercase_next(peercase_file *f, peercase *c)
{
    char *s, *k = NULL, *v = NULL;
    memset(c, 0, sizeof *c);
    while ((s = peercase_line(f)) && strncmp(s, "case:", 5) != 0) {}
    if (!s) return 0;
    peercase_split(s, &k, &v);
    c->id = v;
    c->line = f->line;
    while ((s = peercase_line(f))) {
        if (!strcmp(s, "board:")) {
            if (c->w <= 0 || !(c->board = peercase_rows(f, c->w, c->h))) goto bad;
            continue;
        }
        if (!strcmp(s, "expected:")) break;
        if (!peercase_split(s, &k, &v)) continue;
        if (!strcmp(k, "size") && sscanf(v, "%dx%d", &c->w, &c->h) != 2) goto bad;
        if (c->nheader < PEERCASE_MAX_KEYS)
            c->header[c->nheader++] = (peercase_kv){k, v, 0};
    }
    if (!s || !c->board) goto bad;
    while ((s = peercase_line(f)) && strcmp(s, "end") != 0) {
        if (!*s || *s == '#' || !peercase_split(s, &k, &v)) continue;
        peercase_kv kv = {k, v, 0};
        if (!*v) {
            if (!(kv.value = peercase_rows(f, c->w, c->h))) goto bad;
            kv.is_map = 1;
        }
        if (c->nexpected < PEERCASE_MAX_KEYS) c->expected[c->nexpected++] = kv;
    }
    if (!s) goto bad;
    return 1;
bad:
    if (!f->err[0]) snprintf(f->err, sizeof f->err, "line %d: malformed case", f->line);
    return -1;
}

static inline const char *peercase_header(const peercase *c, const char *key)
{
    for (int i = 0; i < c->nheader; i++)
        if (!strcmp(c->header[i].key, key)) return c->header[i].value;
    return NULL;
}

/* The nth scalar (0 = first) with this key, or NULL. */
static inline const char *peercase_scalar(const peercase *c, const char *key, int nth)
{
    for (int i = 0; i < c->nexpected; i++)
        if (!c->expected[i].is_map && !strcmp(c->expected[i].key, key) && nth-- == 0)
            return c->expected[i].value;
    return NULL;
}

static inline const char *peercase_map(const peercase *c, const char *key)
{
    for (int i = 0; i < c->nexpected; i++)
        if (c->expected[i].is_map && !strcmp(c->expected[i].key, key)) return c->expected[i].value;
    return NULL;
}

/* For "name[x,y]": the point index y*w+x (0-based, from the top left);
 * for "name[A1]": the GTP vertex (row 1 at the bottom).  -1 otherwise. */
static inline int peercase_point(const peercase *c, const char *key)
{
    const char *b = strchr(key, '[');
    int x, y;
    if (!b) return -1;
    if (sscanf(b, "[%d,%d]", &x, &y) == 2) return x >= 0 && x < c->w && y >= 0 && y < c->h ? y * c->w + x : -1;
    char col = b[1];
    if (col >= 'a' && col <= 'z') col = (char)(col - 32);
    if (col < 'A' || col > 'Z' || col == 'I' || sscanf(b + 2, "%d", &y) != 1) return -1;
    x = col - 'A' - (col > 'I');
    y = c->h - y;
    return x >= 0 && x < c->w && y >= 0 && y < c->h ? y * c->w + x : -1;
}

/* Does the option string contain "name=value"? */
static inline int peercase_option(const peercase *c, const char *namevalue)
{
    const char *o = peercase_header(c, "options");
    size_t n = strlen(namevalue);
    for (const char *s = o; s && (s = strstr(s, namevalue)); s += n)
        if ((s == o || s[-1] == ' ') && (s[n] == 0 || s[n] == ' ')) return 1;
    return 0;
}

/* The board as a 2-player position on a w x h grid: x/b Black, o/w White. */
static inline seichi_pos *peercase_position(const peercase *c)
{
    seichi_graph *g = seichi_graph_new_grid(c->w, c->h);
    if (!g) return NULL;
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    if (!p) return NULL;
    for (int i = 0; i < c->w * c->h; i++) {
        char ch = c->board[i];
        int col = ch == 'x' || ch == 'b' ? SEICHI_BLACK : ch == 'o' || ch == 'w' ? SEICHI_WHITE : 0;
        if (col) seichi_pos_setup(p, i, col);
    }
    return p;
}

/* A case a test excuses, with the reason (an id of "" ends nothing and
 * matches nothing: a placeholder for an empty list). */
typedef struct peercase_exception {
    const char *id, *why;
} peercase_exception;

static inline int peercase_excused(const peercase_exception *list, size_t n, const char *id)
{
    for (size_t i = 0; i < n; i++)
        if (list[i].id[0] && !strcmp(list[i].id, id)) return 1;
    return 0;
}

#endif
