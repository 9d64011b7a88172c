/*
 * markup.c - dead stones from a game record's end-of-game markup: the stones
 * standing inside TB (Black's territory) or TW (White's territory) of the
 * last node of the main line, as KGS and most servers write them.  Used only
 * when the caller asks (`seichi score --dead markup`, the TB/TW check);
 * and the stones named in a list (`seichi score --dead D4,Q16`).
 */
#include <stdio.h>
#include <string.h>

#include "game/game.h"
#include "score/score.h"
#include "topology/graph.h"

static int coord(char c)
{
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
    return -1;
}

static int mark_value(const seichi_graph *g, const uint8_t *colors, int owner, const char *s,
                      size_t len, uint8_t *dead)
{
    const char *colon = memchr(s, ':', len);
    size_t la = colon ? (size_t)(colon - s) : len;
    const char *b = colon ? colon + 1 : s;
    size_t lb = colon ? len - la - 1 : len;
    if (la != 2 || lb != 2) return 0;
    int x0 = coord(s[0]), y0 = coord(s[1]), x1 = coord(b[0]), y1 = coord(b[1]);
    if (x0 < 0 || y0 < 0 || x1 < 0 || y1 < 0) return 0;
    if (x0 > x1) { int t = x0; x0 = x1; x1 = t; }
    if (y0 > y1) { int t = y0; y0 = y1; y1 = t; }
    int count = 0;
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            int p = seichi_graph_point_at(g, x, y);
            if (p < 0 || !colors[p] || colors[p] == owner) continue;
            dead[p] = 1;
            count++;
        }
    return count;
}

int score_markup_dead(const seichi_game *game, const seichi_pos *p, uint8_t *dead, int *nmarks)
{
    const seichi_graph *g = seichi_pos_graph(p);
    const uint8_t *colors = seichi_pos_colors(p);
    memset(dead, 0, (size_t)seichi_graph_points(g));
    if (nmarks) *nmarks = 0;
    const sgf_node *last = game_last_node(game);
    if (!last) return 0;
    int count = 0;
    static const char *const ids[2] = {"TB", "TW"};
    for (int k = 0; k < 2; k++) {
        const sgf_prop *pr = sgf_node_find(last, ids[k]);
        if (!pr) continue;
        if (nmarks) *nmarks += pr->nvalues;
        for (int j = 0; j < pr->nvalues; j++)
            count += mark_value(g, colors, k + 1, pr->values[j].text, pr->values[j].text_len, dead);
    }
    return count;
}

int score_named_dead(const seichi_pos *p, const char *list, uint8_t *dead, char *err, size_t errlen)
{
    const seichi_graph *g = seichi_pos_graph(p);
    char name[32];
    const char *s = list;
    while (*s) {
        const char *e = strchr(s, ',');
        size_t l = e ? (size_t)(e - s) : strlen(s);
        while (l > 0 && *s == ' ') s++, l--;
        while (l > 0 && s[l - 1] == ' ') l--;
        if (l > 0) {
            if (l >= sizeof name) {
                snprintf(err, errlen, "'%.*s' is not a point", (int)(l > 40 ? 40 : l), s);
                return -1;
            }
            memcpy(name, s, l);
            name[l] = 0;
            int pt = seichi_graph_find_point(g, name);
            if (pt < 0) {
                snprintf(err, errlen, "'%s' is not a point of this board", name);
                return -1;
            }
            if (seichi_pos_color(p, pt) == SEICHI_EMPTY) {
                snprintf(err, errlen, "no stone at %s", name);
                return -1;
            }
            dead[pt] = 1;
        }
        if (!e) break;
        s = e + 1;
    }
    return 0;
}
