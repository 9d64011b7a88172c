/*
 * peercase_score.h - reader of the neutral peer-test case format
 * (../shared/data/peer-tests/FORMAT.md) for the scoring tests: header keys,
 * the board (x o b w .), scalar and map expectations.
 */
#ifndef SEICHI_PEERCASE_SCORE_H
#define SEICHI_PEERCASE_SCORE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"

#define PC_MAX_CELLS (52 * 52)
#define PC_MAX_MAPS 16
#define PC_MAX_SCALARS 32

typedef struct peercase {
    char id[256], rules[128], options[256], captures[128];
    double komi;
    int has_komi, w, h;
    char board[PC_MAX_CELLS + 1];
    int nscalars, nmaps;
    struct {
        char key[96], value[256];
    } scalars[PC_MAX_SCALARS];
    struct {
        char key[96];
        char cells[PC_MAX_CELLS + 1];
    } maps[PC_MAX_MAPS];
} peercase;

static inline void pc_copy(char *dst, size_t cap, const char *src)
{
    size_t l = strlen(src);
    if (l >= cap) l = cap - 1;
    memcpy(dst, src, l);
    dst[l] = 0;
}

/* Copies the next line (without newline) into buf; 0 at the end. */
static inline int pc_line(const char **cur, char *buf, size_t cap)
{
    const char *s = *cur;
    if (!*s) return 0;
    const char *e = strchr(s, '\n');
    size_t l = e ? (size_t)(e - s) : strlen(s);
    *cur = e ? e + 1 : s + l;
    if (l && s[l - 1] == '\r') l--;
    if (l >= cap) l = cap - 1;
    memcpy(buf, s, l);
    buf[l] = 0;
    return 1;
}

static inline int pc_rows(const char **cur, int w, int h, char *cells)
{
    char line[512];
    for (int y = 0; y < h; y++) {
        if (!pc_line(cur, line, sizeof line) || (int)strlen(line) != w) return 0;
        memcpy(cells + y * w, line, (size_t)w);
    }
    cells[w * h] = 0;
    return 1;
}

/* Reads the next case from *cur; 1 on success, 0 at the end, -1 on a
 * malformed case. */
static inline int peercase_next(const char **cur, peercase *pc)
{
    char line[512];
    memset(pc, 0, offsetof(peercase, board));
    pc->nscalars = pc->nmaps = 0;
    while (pc_line(cur, line, sizeof line))
        if (!strncmp(line, "case: ", 6)) {
            pc_copy(pc->id, sizeof pc->id, line + 6);
            break;
        }
    if (!pc->id[0]) return 0;
    int in_expected = 0;
    while (pc_line(cur, line, sizeof line)) {
        if (!strcmp(line, "end")) return pc->w > 0 ? 1 : -1;
        if (!in_expected) {
            if (!strncmp(line, "rules: ", 7)) pc_copy(pc->rules, sizeof pc->rules, line + 7);
            else if (!strncmp(line, "options: ", 9)) pc_copy(pc->options, sizeof pc->options, line + 9);
            else if (!strncmp(line, "captures: ", 10)) pc_copy(pc->captures, sizeof pc->captures, line + 10);
            else if (!strncmp(line, "komi: ", 6)) {
                char *end;
                pc->komi = strtod(line + 6, &end);
                pc->has_komi = end != line + 6;
            } else if (!strncmp(line, "size: ", 6)) {
                if (sscanf(line + 6, "%dx%d", &pc->w, &pc->h) != 2 || pc->w < 1 || pc->h < 1 ||
                    pc->w > 52 || pc->h > 52)
                    return -1;
            } else if (!strcmp(line, "board:")) {
                if (!pc->w || !pc_rows(cur, pc->w, pc->h, pc->board)) return -1;
            } else if (!strcmp(line, "expected:")) {
                in_expected = 1;
            }
            continue;
        }
        char *colon = strchr(line, ':');
        if (!colon) return -1;
        *colon = 0;
        if (colon[1] == 0) {
            if (pc->nmaps == PC_MAX_MAPS) return -1;
            pc_copy(pc->maps[pc->nmaps].key, sizeof pc->maps[0].key, line);
            if (!pc_rows(cur, pc->w, pc->h, pc->maps[pc->nmaps].cells)) return -1;
            pc->nmaps++;
        } else if (pc->nscalars < PC_MAX_SCALARS) {
            pc_copy(pc->scalars[pc->nscalars].key, sizeof pc->scalars[0].key, line);
            pc_copy(pc->scalars[pc->nscalars].value, sizeof pc->scalars[0].value, colon + 2);
            pc->nscalars++;
        }
    }
    return -1;
}

static inline const char *pc_map(const peercase *pc, const char *key)
{
    for (int i = 0; i < pc->nmaps; i++)
        if (!strcmp(pc->maps[i].key, key)) return pc->maps[i].cells;
    return NULL;
}

static inline const char *pc_scalar(const peercase *pc, const char *key)
{
    for (int i = 0; i < pc->nscalars; i++)
        if (!strcmp(pc->scalars[i].key, key)) return pc->scalars[i].value;
    return NULL;
}

/* Integer option "name=N" from the options line, or def. */
static inline int pc_option(const peercase *pc, const char *name, int def)
{
    const char *s = strstr(pc->options, name);
    size_t l = strlen(name);
    if (!s || s[l] != '=') return def;
    return atoi(s + l + 1);
}

static inline int pc_captures(const peercase *pc, const char *who)
{
    const char *s = strstr(pc->captures, who);
    return s ? atoi(s + strlen(who) + 1) : 0;
}

/* The case's board as a position (b/w stones placed too) with the
 * captures line as prisoners; dead (w*h bytes) gets the b/w marks. */
static seichi_pos *pc_position(const peercase *pc, uint8_t *dead)
{
    seichi_graph *g = seichi_graph_new_grid(pc->w, pc->h);
    if (!g) return NULL;
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    if (!p) return NULL;
    for (int i = 0; i < pc->w * pc->h; i++) {
        char c = pc->board[i];
        int colour = (c == 'x' || c == 'b') ? SEICHI_BLACK : (c == 'o' || c == 'w') ? SEICHI_WHITE : 0;
        if (colour) seichi_pos_setup(p, i, colour);
        if (dead) dead[i] = c == 'b' || c == 'w';
    }
    seichi_pos_set_captures(p, SEICHI_BLACK, pc_captures(pc, "black"));
    seichi_pos_set_captures(p, SEICHI_WHITE, pc_captures(pc, "white"));
    return p;
}

/* Prints the board of a case with a label, for failure reports. */
static inline void pc_print(const peercase *pc, const char *label, const char *cells)
{
    fprintf(stderr, "  %s:\n", label);
    for (int y = 0; y < pc->h; y++) fprintf(stderr, "    %.*s\n", pc->w, cells + y * pc->w);
}

#endif
