/*
 * diagram.c - positions to and from ASCII diagrams.
 *
 * Reading accepts what people and peer test suites write: one row a line,
 * top row first, optional spaces between points, optional coordinate
 * labels (a row of column letters, row numbers before or after a row).
 * Empty: . + , -   Black: x X # b B @   White: o O w W
 * Players 3..8: the digits 3..8 (1 and 2 also mean Black and White).
 * Every row must have the same width; the height is the number of rows.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position/position.h"
#include "util/sbuf.h"

static int point_char(char ch)
{
    switch (ch) {
    case '.': case '+': case ',': case '-': return 0;
    case 'x': case 'X': case '#': case 'b': case 'B': case '@': return 1;
    case 'o': case 'O': case 'w': case 'W': return 2;
    default:
        if (ch >= '1' && ch <= '8') return ch - '0';
        return -1;
    }
}

/* A line of column letters starting with A (no point character is 'A')
 * is a label row. */
static int is_label_row(const char *s, const char *e)
{
    if (*s != 'A' && *s != 'a') return 0;
    for (; s < e; s++)
        if (!isspace((unsigned char)*s) && !isalpha((unsigned char)*s)) return 0;
    return 1;
}

int seichi_pos_from_diagram(const char *text, size_t len, seichi_pos **out,
                            char *err, size_t errlen)
{
    enum { MAXS = SEICHI_MAX_SIDE };
    uint8_t *cells = malloc(MAXS * MAXS);
    int w = -1, h = 0, players = 2, line = 0;
    const char *s = text, *end = text + len;
    *out = NULL;
    if (!cells) return SEICHI_NOMEM;
    while (s < end) {
        const char *e = memchr(s, '\n', (size_t)(end - s));
        if (!e) e = end;
        line++;
        const char *a = s, *b = e;
        while (a < b && isspace((unsigned char)*a)) a++;
        while (b > a && isspace((unsigned char)b[-1])) b--;
        /* strip row numbers at either end */
        while (a < b && isdigit((unsigned char)*a) && a + 1 < b &&
               (isdigit((unsigned char)a[1]) || a[1] == ' ' || a[1] == '|'))
            a++;
        while (a < b && (*a == ' ' || *a == '|')) a++;
        while (b > a && isdigit((unsigned char)b[-1]) && b - 1 > a &&
               (isdigit((unsigned char)b[-2]) || b[-2] == ' ' || b[-2] == '|'))
            b--;
        while (b > a && (b[-1] == ' ' || b[-1] == '|')) b--;
        if (a < b && !is_label_row(a, b)) {
            int x = 0;
            for (const char *c = a; c < b; c++) {
                if (*c == ' ' || *c == '\t') continue;
                int v = point_char(*c);
                if (v < 0 || x >= MAXS) {
                    if (err && errlen)
                        snprintf(err, errlen, "%d:%d: %s", line, (int)(c - s) + 1,
                                 v < 0 ? "not a point character" : "row longer than 52");
                    free(cells);
                    return SEICHI_PARSE;
                }
                if (h >= MAXS) {
                    if (err && errlen) snprintf(err, errlen, "%d:1: more than 52 rows", line);
                    free(cells);
                    return SEICHI_PARSE;
                }
                if (v > players) players = v;
                cells[h * MAXS + x++] = (uint8_t)v;
            }
            if (w >= 0 && x != w) {
                if (err && errlen)
                    snprintf(err, errlen, "%d:1: row has %d points, earlier rows %d", line, x, w);
                free(cells);
                return SEICHI_PARSE;
            }
            w = x;
            h++;
        }
        s = e < end ? e + 1 : end;
    }
    if (h == 0 || w <= 0) {
        if (err && errlen) snprintf(err, errlen, "%d:1: no board rows", line);
        free(cells);
        return SEICHI_PARSE;
    }
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_pos *p = g ? seichi_pos_new(g, players) : NULL;
    seichi_graph_release(g);
    if (!p) {
        free(cells);
        return SEICHI_NOMEM;
    }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int c = cells[y * MAXS + x];
            p->color[y * w + x] = (uint8_t)c;
            if (c) p->hash ^= graph_zobrist(g, y * w + x, c);
        }
    pos_rebuild(p);
    free(cells);
    *out = p;
    return SEICHI_OK;
}

static void column_labels(sbuf *b, const seichi_graph *g)
{
    char name[8];
    sbuf_puts(b, "   ");
    for (int x = 0; x < g->width; x++) {
        seichi_graph_point_name(g, x + (g->height - 1) * g->width, name, sizeof name);
        name[strcspn(name, "0123456789")] = 0;
        sbuf_printf(b, " %-2s", name);
    }
    sbuf_puts(b, "\n");
}

size_t seichi_pos_to_diagram(const seichi_pos *p, char *buf, size_t len,
                             int coords)
{
    const seichi_graph *g = p->g;
    static const char sym[] = ".XO345678";
    sbuf b;
    sbuf_init(&b);
    if (!g->width) {
        for (int i = 0; i < p->n; i++) {
            char name[32];
            sbuf_printf(&b, "%s %c\n", seichi_graph_point_name(g, i, name, sizeof name),
                        sym[p->color[i]]);
        }
    } else {
        if (coords) column_labels(&b, g);
        for (int y = 0; y < g->height; y++) {
            if (coords) sbuf_printf(&b, "%2d ", g->height - y);
            for (int x = 0; x < g->width; x++) {
                char c = sym[p->color[y * g->width + x]];
                if (coords) sbuf_printf(&b, " %c ", c);
                else sbuf_add(&b, &c, 1);
            }
            if (coords) sbuf_printf(&b, " %d", g->height - y);
            sbuf_puts(&b, "\n");
        }
        if (coords) column_labels(&b, g);
    }
    size_t n = b.len;
    if (buf && len) {
        size_t k = n < len ? n : len - 1;
        if (b.data) memcpy(buf, b.data, k);
        buf[k] = 0;
    }
    sbuf_free(&b);
    return n;
}
