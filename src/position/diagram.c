/*
 * diagram.c - positions to and from ASCII diagrams.
 *
 * Reading accepts what people and peer test suites write: one row a line,
 * top row first, optional spaces between points, optional coordinate
 * labels (a row of column letters, row numbers before or after a row).
 * Empty: . + , -   Black: x X # b B @   White: o O w W
 * Players 3..8: the digits 3..8 (1 and 2 also mean Black and White).
 * Every row must have the same width; the height is the number of rows.
 *
 * Digits are points and row numbers at once, so row numbers are told
 * apart by the whole diagram, never by one line: a row number is one or
 * two digits set off from the points by a blank or '|', and the numbers at
 * the start (or the end) of the rows are taken as labels only when every
 * row has one and they count down to 1 (as seichi_pos_to_diagram writes
 * them) or up from 1.  So "77" is a row of two points of player 7, and a
 * diagram written with players 3..8 reads back as it was written.
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

static int is_sep(char c) { return c == ' ' || c == '\t' || c == '|'; }

typedef struct row_text {
    const char *a, *b, *start; /* trimmed text, and its line's first byte */
    int line;
    int lead, trail;           /* row number at either end, or -1        */
    int lead_len, trail_len;
} row_text;

/* The row number that starts [a, b) (1 or 2 digits, then a separator and
 * more text), or -1; *len gets its number of digits. */
static int lead_number(const char *a, const char *b, int *len)
{
    int k = 0;
    while (a + k < b && k < 3 && isdigit((unsigned char)a[k])) k++;
    if (k < 1 || k > 2 || a + k + 1 >= b || !is_sep(a[k])) return -1;
    *len = k;
    return k == 1 ? a[0] - '0' : (a[0] - '0') * 10 + (a[1] - '0');
}

static int trail_number(const char *a, const char *b, int *len)
{
    int k = 0;
    while (b - k > a && k < 3 && isdigit((unsigned char)b[-k - 1])) k++;
    if (k < 1 || k > 2 || b - k - 1 <= a || !is_sep(b[-k - 1])) return -1;
    *len = k;
    return k == 1 ? b[-1] - '0' : (b[-2] - '0') * 10 + (b[-1] - '0');
}

/* 1 if the labels of the h rows count down to 1 or up from 1. */
static int numbered(const row_text *r, int h, int trail)
{
    int down = 1, up = 1;
    for (int y = 0; y < h; y++) {
        int v = trail ? r[y].trail : r[y].lead;
        if (v != h - y) down = 0;
        if (v != y + 1) up = 0;
    }
    return down || up;
}

static int fail(char *err, size_t errlen, int line, int col, const char *what)
{
    if (err && errlen) snprintf(err, errlen, "%d:%d: %s", line, col, what);
    return SEICHI_PARSE;
}

int seichi_pos_from_diagram(const char *text, size_t len, seichi_pos **out,
                            char *err, size_t errlen)
{
    enum { MAXS = SEICHI_MAX_SIDE };
    row_text rows[MAXS];
    uint8_t cells[MAXS * MAXS];
    int w = -1, h = 0, players = 2, line = 0;
    const char *s = text, *end = text + len;
    *out = NULL;
    if (len > SEICHI_MAX_INPUT) {
        char what[64];
        snprintf(what, sizeof what, "larger than the %u MiB input cap", SEICHI_MAX_INPUT >> 20);
        return fail(err, errlen, 1, 1, what);
    }
    while (s < end) {
        const char *e = memchr(s, '\n', (size_t)(end - s));
        if (!e) e = end;
        line++;
        const char *a = s, *b = e;
        while (a < b && isspace((unsigned char)*a)) a++;
        while (b > a && isspace((unsigned char)b[-1])) b--;
        if (a < b && !is_label_row(a, b)) {
            if (h == MAXS) return fail(err, errlen, line, 1, "more than 52 rows");
            row_text *r = &rows[h++];
            r->a = a, r->b = b, r->start = s, r->line = line;
            r->lead = lead_number(a, b, &r->lead_len);
            r->trail = trail_number(a, b, &r->trail_len);
        }
        s = e < end ? e + 1 : end;
    }
    if (h == 0) return fail(err, errlen, line > 0 ? line : 1, 1, "no board rows");
    int lead = 1, trail = 1;
    for (int y = 0; y < h; y++) {
        if (rows[y].lead < 0) lead = 0;
        if (rows[y].trail < 0) trail = 0;
    }
    lead = lead && numbered(rows, h, 0);
    trail = trail && numbered(rows, h, 1);
    for (int y = 0; y < h; y++) {
        row_text *r = &rows[y];
        const char *a = r->a, *b = r->b;
        if (lead) a += r->lead_len;
        if (trail && b - r->trail_len > a) b -= r->trail_len;
        while (a < b && is_sep(*a)) a++;
        while (b > a && is_sep(b[-1])) b--;
        int x = 0;
        for (const char *c = a; c < b; c++) {
            if (*c == ' ' || *c == '\t') continue;
            int v = point_char(*c);
            if (v < 0 || x >= MAXS)
                return fail(err, errlen, r->line, (int)(c - r->start) + 1,
                            v < 0 ? "not a point character" : "row longer than 52");
            if (v > players) players = v;
            cells[y * MAXS + x++] = (uint8_t)v;
        }
        if (x == 0) return fail(err, errlen, r->line, 1, "row has no points");
        if (w >= 0 && x != w) {
            char what[80];
            snprintf(what, sizeof what, "row has %d points, earlier rows %d", x, w);
            return fail(err, errlen, r->line, 1, what);
        }
        w = x;
    }
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_pos *p = g ? seichi_pos_new(g, players) : NULL;
    seichi_graph_release(g);
    if (!p) return SEICHI_NOMEM;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) p->color[y * w + x] = (uint8_t)cells[y * MAXS + x];
    pos_rebuild(p);
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
