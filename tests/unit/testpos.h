/*
 * testpos.h - position helpers shared by the test programs: a position
 * from an ASCII diagram (seichi_pos_from_diagram), a position from rows
 * with dead stones marked, and a point by its GTP name.  Include after
 * check.h.
 */
#ifndef SEICHI_TESTPOS_H
#define SEICHI_TESTPOS_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"

/* The position of a diagram, or NULL (the reason printed). */
static inline seichi_pos *diagram(const char *text)
{
    seichi_pos *p = NULL;
    char err[128] = "";
    if (seichi_pos_from_diagram(text, strlen(text), &p, err, sizeof err))
        fprintf(stderr, "diagram error: %s\n", err);
    return p;
}

/* A two-player grid position from rows separated by newlines: x or b a
 * Black stone, o or w a White one (b and w marked in dead[], one byte a
 * point), anything else empty.  *width (if not NULL) gets the width. */
static inline seichi_pos *board_rows(const char *rows, uint8_t *dead, int *width)
{
    int w = (int)strcspn(rows, "\n"), h = 0;
    for (const char *s = rows; *s; s++) h += *s == '\n';
    if (rows[0] && rows[strlen(rows) - 1] != '\n') h++;
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    int i = 0;
    for (const char *s = rows; *s; s++) {
        if (*s == '\n') continue;
        int c = (*s == 'x' || *s == 'b') ? 1 : (*s == 'o' || *s == 'w') ? 2 : 0;
        if (c) seichi_pos_setup(p, i, c);
        dead[i] = *s == 'b' || *s == 'w';
        i++;
    }
    if (width) *width = w;
    return p;
}

/* The position of the diagram rows with Black and White swapped when
 * swap is set, or NULL. */
static inline seichi_pos *diagram_swapped(const char *rows, int swap)
{
    size_t n = strlen(rows);
    char *text = malloc(n + 1);
    if (!text) return NULL;
    memcpy(text, rows, n + 1);
    for (char *s = text; *s; s++)
        if (swap && (*s == 'X' || *s == 'O')) *s = *s == 'X' ? 'O' : 'X';
    seichi_pos *p = diagram(text);
    free(text);
    return p;
}

/* The point named like "D4" on p's board. */
static inline int at(const seichi_pos *p, const char *name)
{
    return seichi_graph_find_point(seichi_pos_graph(p), name);
}

/* The diagram in with Black and White swapped (swap) and mirrored left
 * to right (mirror) into out (as long as in). */
static inline void diagram_transform(const char *in, char *out, int swap, int mirror)
{
    size_t n = strlen(in);
    const char *row = in;
    char *o = out;
    while (row < in + n) {
        const char *end = strchr(row, '\n');
        size_t w = (size_t)(end - row);
        for (size_t i = 0; i < w; i++) {
            char c = row[mirror ? w - 1 - i : i];
            *o++ = !swap ? c : c == 'x' ? 'o' : c == 'o' ? 'x' : c;
        }
        *o++ = '\n';
        row = end + 1;
    }
    *o = 0;
}

/* The point pt mirrored left to right on a board width points wide
 * (negative values, PASS and NONE, kept). */
static inline int mirror_point(int pt, int width)
{
    if (pt < 0) return pt;
    return pt - pt % width + (width - 1 - pt % width);
}

/* Variant v (0..3) of a diagram: colours swapped when bit 0 is set,
 * mirrored left to right when bit 1 is; its text goes to buf (as long as
 * text), the board's width to *width.  NULL when the diagram is bad. */
static inline seichi_pos *diagram_variant(const char *text, int v, char *buf, int *width)
{
    diagram_transform(text, buf, v & 1, v >> 1);
    *width = (int)strcspn(buf, "\n");
    return diagram(buf);
}

/* Whether the move mv a reader gave on variant v of a diagram names, on
 * the diagram as written, one of the points listed in ok (separated by
 * spaces; "PASS" for a pass).  Prints what and the move when it does not. */
static inline int move_listed(const seichi_pos *p, int v, int width, int mv, const char *ok, const char *what)
{
    char name[16] = "PASS", list[64], word[20];
    int m = v >> 1 ? mirror_point(mv, width) : mv;
    if (m >= 0) seichi_graph_point_name(seichi_pos_graph(p), m, name, sizeof name);
    snprintf(list, sizeof list, " %s ", ok);
    snprintf(word, sizeof word, " %s ", name);
    if (strstr(list, word)) return 1;
    fprintf(stderr, "  %s: move %s, expected one of %s\n", what, name, ok);
    return 0;
}

#endif
