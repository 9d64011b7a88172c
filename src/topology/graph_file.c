/*
 * graph_file.c - reading a board graph from text (docs/GRAPH_FORMAT.md).
 *
 * One directive a line, '#' starts a comment:
 *   points N          the number of points (first; 1..SEICHI_MAX_POINTS)
 *   name P NAME       a name for point P (letters, digits, '_', '-', '.')
 *   coord P X Y       coordinates for drawing (integers)
 *   edge A B [C ...]  A is adjacent to B (and C ...); points by number or name
 *   grid W H          the whole graph is the W x H grid
 *   torus W H         the whole graph is the W x H torus (both axes wrap)
 * Edges are undirected; a repeated edge is accepted once, a loop is an
 * error.  Errors name the line and column and the reason.
 */
#include <ctype.h>
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

static int word_is(const char *w, size_t len, const char *kw)
{
    return strlen(kw) == len && memcmp(w, kw, len) == 0;
}

static int find_name(char **names, int n, const char *w, size_t len)
{
    if (!names) return -1;
    for (int p = 0; p < n; p++)
        if (names[p] && strlen(names[p]) == len && memcmp(names[p], w, len) == 0)
            return p;
    return -1;
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
    *out = NULL;
    if (len > SEICHI_MAX_INPUT) {
        if (err && errlen) snprintf(err, errlen, "1:1: larger than the %u MiB input cap", SEICHI_MAX_INPUT >> 20);
        return SEICHI_PARSE;
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
                if (!names || !xs || !ys) { rc = SEICHI_NOMEM; break; }
                for (int p = 0; p < n; p++) xs[p] = ys[p] = -1;
            } else if (!n) {
                rc = fail(&r, w, "the first directive must be 'points N', 'grid W H' or 'torus W H'");
            } else if (word_is(w, wl, "name")) {
                a1 = next_word(&r, &l1);
                a2 = a1 ? next_word(&r, &l2) : NULL;
                if (!a2 || !word_int(a1, l1, 0, n - 1, &v1)) {
                    rc = fail(&r, a1 ? a1 : w, "expected 'name POINT NAME'");
                } else if (isdigit((unsigned char)a2[0]) || find_name(names, n, a2, l2) >= 0 || names[v1]) {
                    rc = fail(&r, a2, "a name must not start with a digit and must be new");
                } else if (!(names[v1] = strndup(a2, l2))) {
                    rc = SEICHI_NOMEM;
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
                    int p = find_name(names, n, a1, l1);
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
    free(names), free(ea), free(eb), free(xs), free(ys);
    return rc;
}
