/*
 * graph_file.c - reading a board graph from text (docs/GRAPH_FORMAT.md).
 *
 * One directive a line, '#' starts a comment:
 *   points N          the number of points (first; 1..SEICHI_MAX_POINTS)
 *   name P NAME       a name for point P (letters, digits, '_', '-', '.')
 *   coord P X Y       coordinates for drawing (integers)
 *   edge A B [C ...]  A is adjacent to B (and C ...); points by number or name
 *   grid W H          the whole graph is the W x H grid
 *   torus W H         the whole graph is the W x H torus (both axes wrap;
 *                     3..52 each, so that it is a simple graph)
 * Edges are undirected; a repeated edge is accepted once, a loop is an
 * error.  Errors name the line and column and the reason.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "topology/graph.h"

typedef struct reader {
    const char *s, *end;
    int line;
    const char *line_start;
    char *err;
    size_t errlen;
} reader;

static int fail(reader *r, const char *at, const char *msg)
{
    if (r->err && r->errlen)
        snprintf(r->err, r->errlen, "%d:%d: %s", r->line,
                 (int)(at - r->line_start) + 1, msg);
    return SEICHI_PARSE;
}

/* Next whitespace-separated word on the current line; NULL at end of line. */
static const char *next_word(reader *r, size_t *len)
{
    while (r->s < r->end && (*r->s == ' ' || *r->s == '\t' || *r->s == '\r')) r->s++;
    if (r->s >= r->end || *r->s == '\n' || *r->s == '#') return NULL;
    const char *w = r->s;
    while (r->s < r->end && !isspace((unsigned char)*r->s) && *r->s != '#') r->s++;
    *len = (size_t)(r->s - w);
    return w;
}

static int word_int(const char *w, size_t len, long lo, long hi, long *out)
{
    char buf[24];
    if (len == 0 || len >= sizeof buf) return 0;
    memcpy(buf, w, len);
    buf[len] = 0;
    char *end;
    long v = strtol(buf, &end, 10);
    if (*end || v < lo || v > hi) return 0;
    *out = v;
    return 1;
}

static int printable(const char *w, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)w[i] < 0x20 || w[i] == 0x7f) return 0;
    return 1;
}

static int word_is(const char *w, size_t len, const char *kw)
{
    return strlen(kw) == len && memcmp(w, kw, len) == 0;
}

/* Names are looked up in an open-addressing hash table of point indices
 * (twice as many slots as points), so a file of N named points reads in
 * O(N) expected time rather than O(N^2). */
typedef struct name_table {
    char **names; /* per point, NULL if unnamed */
    int *slots;   /* point + 1, 0 empty          */
    size_t mask;
} name_table;

static size_t name_hash(const char *w, size_t len)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)w[i]) * 1099511628211ull;
    return (size_t)(h ^ (h >> 32));
}

static int find_name(const name_table *t, const char *w, size_t len)
{
    if (!t->slots) return -1;
    for (size_t s = name_hash(w, len) & t->mask; t->slots[s]; s = (s + 1) & t->mask) {
        const char *nm = t->names[t->slots[s] - 1];
        if (strlen(nm) == len && memcmp(nm, w, len) == 0) return t->slots[s] - 1;
    }
    return -1;
}

static void add_name(name_table *t, int p)
{
    size_t s = name_hash(t->names[p], strlen(t->names[p])) & t->mask;
    while (t->slots[s]) s = (s + 1) & t->mask;
    t->slots[s] = p + 1;
}

static int torus(int w, int h, seichi_graph **out)
{
    int n = w * h, ne = 0;
    int *ea = malloc(sizeof(int) * 2 * (size_t)n), *eb = malloc(sizeof(int) * 2 * (size_t)n);
    int *xs = malloc(sizeof(int) * (size_t)n), *ys = malloc(sizeof(int) * (size_t)n);
    if (!ea || !eb || !xs || !ys) {
        free(ea), free(eb), free(xs), free(ys);
        return SEICHI_NOMEM;
    }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int p = y * w + x;
            xs[p] = x, ys[p] = y;
            ea[ne] = p, eb[ne++] = y * w + (x + 1) % w;
            ea[ne] = p, eb[ne++] = ((y + 1) % h) * w + x;
        }
    *out = graph_from_edges(n, ea, eb, ne, NULL, xs, ys);
    free(ea), free(eb), free(xs), free(ys);
    return *out ? SEICHI_OK : SEICHI_NOMEM;
}

int seichi_graph_parse(const char *text, size_t len, seichi_graph **out,
                       char *err, size_t errlen)
{
    reader r = {text, text + len, 1, text, err, errlen};
    int n = 0, ne = 0, cap = 0, rc = SEICHI_OK;
    int *ea = NULL, *eb = NULL, *xs = NULL, *ys = NULL;
    char **names = NULL;
    name_table nt = {NULL, NULL, 0};
    *out = NULL;
    if (len > SEICHI_MAX_INPUT) {
        if (err && errlen) snprintf(err, errlen, "1:1: larger than the %u MiB input cap", SEICHI_MAX_INPUT >> 20);
        return SEICHI_PARSE;
    }
    const char *nul = memchr(text, 0, len);
    if (nul) { /* names are C strings: a NUL would cut one short */
        for (const char *c = text; c < nul; c++)
            if (*c == '\n') r.line++, r.line_start = c + 1;
        return fail(&r, nul, "binary data (NUL byte) in the file");
    }
    while (r.s < r.end && rc == SEICHI_OK) {
        size_t wl;
        const char *w = next_word(&r, &wl);
        if (w) {
            size_t l1, l2;
            const char *a1, *a2;
            long v1, v2;
            if (word_is(w, wl, "grid") || word_is(w, wl, "torus")) {
                int is_torus = word_is(w, wl, "torus");
                a1 = next_word(&r, &l1);
                a2 = a1 ? next_word(&r, &l2) : NULL;
                if (n || !a2 || !word_int(a1, l1, 1, SEICHI_MAX_SIDE, &v1) ||
                    !word_int(a2, l2, 1, SEICHI_MAX_SIDE, &v2)) {
                    rc = fail(&r, w, n ? "grid/torus must be the only directive"
                                       : "expected two sizes 1..52");
                    break;
                }
                if (is_torus && (v1 < 3 || v2 < 3)) {
                    rc = fail(&r, v1 < 3 ? a1 : a2,
                              "a torus needs sizes 3..52: a narrower one would make a point its own "
                              "neighbour or join two points twice");
                    break;
                }
                if (is_torus) {
                    rc = torus((int)v1, (int)v2, out);
                } else {
                    *out = seichi_graph_new_grid((int)v1, (int)v2);
                    rc = *out ? SEICHI_OK : SEICHI_NOMEM;
                }
                goto done;
            } else if (word_is(w, wl, "points")) {
                a1 = next_word(&r, &l1);
                if (n || !a1 || !word_int(a1, l1, 1, SEICHI_MAX_POINTS, &v1)) {
                    rc = fail(&r, a1 ? a1 : w, n ? "points given twice"
                                               : "expected a point count 1..65536");
                    break;
                }
                n = (int)v1;
                names = calloc((size_t)n, sizeof *names);
                xs = malloc(sizeof(int) * (size_t)n);
                ys = malloc(sizeof(int) * (size_t)n);
                nt.mask = 1;
                while (nt.mask < 2 * (size_t)n) nt.mask <<= 1;
                nt.slots = calloc(nt.mask, sizeof *nt.slots);
                nt.names = names;
                nt.mask--;
                if (!names || !xs || !ys || !nt.slots) { rc = SEICHI_NOMEM; break; }
                for (int p = 0; p < n; p++) xs[p] = ys[p] = -1;
            } else if (!n) {
                rc = fail(&r, w, "the first directive must be 'points N', 'grid W H' or 'torus W H'");
            } else if (word_is(w, wl, "name")) {
                a1 = next_word(&r, &l1);
                a2 = a1 ? next_word(&r, &l2) : NULL;
                if (!a2 || !word_int(a1, l1, 0, n - 1, &v1)) {
                    rc = fail(&r, a1 ? a1 : w, "expected 'name POINT NAME'");
                } else if (!printable(a2, l2)) {
                    rc = fail(&r, a2, "a name must be printable (no control characters)");
                } else if (isdigit((unsigned char)a2[0]) || find_name(&nt, a2, l2) >= 0 || names[v1]) {
                    rc = fail(&r, a2, "a name must not start with a digit and must be new");
                } else if (!(names[v1] = strndup(a2, l2))) {
                    rc = SEICHI_NOMEM;
                } else {
                    add_name(&nt, (int)v1);
                }
            } else if (word_is(w, wl, "coord")) {
                long vx, vy;
                a1 = next_word(&r, &l1);
                const char *ax = a1 ? next_word(&r, &l2) : NULL;
                size_t l3;
                const char *ay = ax ? next_word(&r, &l3) : NULL;
                if (!ay || !word_int(a1, l1, 0, n - 1, &v1) ||
                    !word_int(ax, l2, -1000000, 1000000, &vx) ||
                    !word_int(ay, l3, -1000000, 1000000, &vy))
                    rc = fail(&r, w, "expected 'coord POINT X Y'");
                else
                    xs[v1] = (int)vx, ys[v1] = (int)vy;
            } else if (word_is(w, wl, "edge")) {
                int first = -1, count = 0;
                while ((a1 = next_word(&r, &l1))) {
                    int p = find_name(&nt, a1, l1);
                    if (p < 0 && word_int(a1, l1, 0, n - 1, &v1)) p = (int)v1;
                    if (p < 0) { rc = fail(&r, a1, "unknown point"); break; }
                    if (first < 0) { first = p; continue; }
                    if (p == first) { rc = fail(&r, a1, "a point cannot be its own neighbour"); break; }
                    if (ne == cap) {
                        cap = cap ? cap * 2 : 256;
                        if (cap > 4 * SEICHI_MAX_POINTS * SEICHI_MAX_DEGREE) { rc = fail(&r, a1, "too many edges"); break; }
                        int *na = realloc(ea, sizeof(int) * (size_t)cap);
                        if (na) ea = na;
                        int *nb = realloc(eb, sizeof(int) * (size_t)cap);
                        if (nb) eb = nb;
                        if (!na || !nb) { rc = SEICHI_NOMEM; break; }
                    }
                    ea[ne] = first, eb[ne++] = p, count++;
                }
                if (rc == SEICHI_OK && count == 0) rc = fail(&r, w, "expected 'edge A B'");
            } else {
                rc = fail(&r, w, "unknown directive (points, name, coord, edge, grid, torus)");
            }
            if (rc == SEICHI_OK && next_word(&r, &wl) ) rc = fail(&r, r.s - wl, "unexpected extra word");
        }
        while (r.s < r.end && *r.s != '\n') r.s++;
        if (r.s < r.end) r.s++, r.line++, r.line_start = r.s;
    }
    if (rc == SEICHI_OK && !n) rc = fail(&r, r.s, "empty graph: expected 'points N'");
    if (rc == SEICHI_OK) {
        *out = graph_from_edges(n, ea, eb, ne, names, xs, ys);
        if (!*out) rc = SEICHI_NOMEM;
        else names = NULL;
        if (*out && (*out)->max_degree > SEICHI_MAX_DEGREE) {
            seichi_graph_release(*out);
            *out = NULL;
            rc = fail(&r, r.s, "a point has more than 64 neighbours");
        }
    }
done:
    if (names)
        for (int p = 0; p < n; p++) free(names[p]);
    free(names), free(nt.slots), free(ea), free(eb), free(xs), free(ys);
    return rc;
}
