/*
 * sgf_result.c - a scored game written back as SGF (seichi_game_write_sgf).
 *
 * The record is written as it was read (the SGF writer prints every raw
 * value byte for byte, variations and unknown properties included), with
 * three changes that say what seichi counted, in the convention that KGS,
 * OGS, CGoban and Sabaki read and write at the end of a game:
 *
 *  - on the last node of the main line, TB and TW list the points each
 *    player counts: empty points of its territory (area scoring: its empty
 *    area) and the points of the opponent's dead stones.  A reader that
 *    takes the stones inside TB/TW as dead (`seichi score --dead markup`
 *    does) finds the same dead stones again, so the markup scores to the
 *    same result.  TB/TW already on that node are replaced;
 *  - on the same node, a comment with seichi's result, the breakdown of
 *    both players and the dead stones, after the node's own comment if it
 *    has one;
 *  - on the root, RE with seichi's result when the record has none.  An RE
 *    already there is kept (it is the record of what happened: a
 *    resignation, a time loss, the players' own count); when it is not the
 *    same result, the comment says so.
 *
 * The comment is ASCII, so it reads the same in every charset CA may name
 * except UTF-16, which the reader does not accept anyway.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "score/score_int.h"
#include "sgf/sgf.h"
#include "util/sbuf.h"

static char sgf_coord(int v) { return (char)(v < 26 ? 'a' + v : 'A' + v - 26); }

/* The player who counts pt (0: nobody): territory or area, and the points
 * of dead stones for the player who captures them. */
static int counts_for(const seichi_result *r, int pt)
{
    if (seichi_result_reason(r, pt) == SEICHI_PT_DEAD) return seichi_result_owner(r, pt);
    return seichi_result_territory(r, pt);
}

/* "TB[aa][ba]..." for player c, about 72 columns a line; nothing if no
 * point counts for c. */
static void put_points(sbuf *b, const seichi_result *r, const seichi_graph *g, int c)
{
    int w = seichi_graph_width(g), h = seichi_graph_height(g), col = 0, any = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (counts_for(r, seichi_graph_point_at(g, x, y)) != c) continue;
            if (!any) sbuf_puts(b, c == SEICHI_BLACK ? "\nTB" : "\nTW");
            if (col >= 68) {
                sbuf_puts(b, "\n");
                col = 0;
            }
            sbuf_printf(b, "[%c%c]", sgf_coord(x), sgf_coord(y));
            col += 4;
            any = 1;
        }
}

/* SGF text escaping: ']' and '\' take a backslash. */
static void put_escaped(sbuf *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (s[i] == ']' || s[i] == '\\') sbuf_add(b, "\\", 1);
        sbuf_add(b, s + i, 1);
    }
}

/* An RE value as a margin (Black minus White); 0 if not a counted one. */
static int re_margin(const char *re, double *m)
{
    if (!strcmp(re, "0") || !strcmp(re, "Draw") || !strcmp(re, "draw") || !strcmp(re, "Jigo")) {
        *m = 0;
        return 1;
    }
    if ((re[0] != 'B' && re[0] != 'W') || re[1] != '+') return 0;
    char *end;
    double v = strtod(re + 2, &end);
    if (end == re + 2 || *end || !isfinite(v)) return 0;
    *m = re[0] == 'B' ? v : -v;
    return 1;
}

/* The comment: result line and breakdown (the head of seichi_result_text),
 * the dead stones, and a word on the record's own RE when it differs. */
static int put_comment(sbuf *b, const seichi_result *r, const seichi_graph *g, const sgf_prop *re)
{
    char *text = NULL, name[24];
    size_t len = 0;
    if (seichi_result_text(r, &text, &len) != SEICHI_OK) return SEICHI_NOMEM;
    const char *end = strstr(text, "\n\n");
    sbuf_printf(b, "Scored by seichi %s (TB/TW: territory and dead stones)\n", seichi_version());
    put_escaped(b, text, end ? (size_t)(end - text) : len);
    free(text);
    int n = seichi_graph_points(g), dead = 0;
    for (int p = 0; p < n; p++) dead += seichi_result_reason(r, p) == SEICHI_PT_DEAD;
    sbuf_printf(b, "\ndead stones: %d", dead);
    for (int p = 0, k = 0; p < n; p++)
        if (seichi_result_reason(r, p) == SEICHI_PT_DEAD)
            sbuf_printf(b, "%s%s", k++ ? " " : " (", seichi_graph_point_name(g, p, name, sizeof name));
    if (dead) sbuf_puts(b, ")");
    double m;
    if (re && re->nvalues) {
        const char *t = re->values[0].text;
        if (!re_margin(t, &m) || fabs(m - seichi_result_margin(r)) > 1e-9) {
            sbuf_puts(b, "\nthe record's result (RE ");
            sbuf_add(b, re->values[0].raw, re->values[0].raw_len);
            sbuf_printf(b, ") is kept; seichi counts %s", seichi_result_string(r));
        }
    }
    return SEICHI_OK;
}

int seichi_game_write_sgf(const seichi_game *g, const seichi_result *r, char **out, size_t *len)
{
    if (!g || !out) return SEICHI_ARG;
    *out = NULL;
    if (len) *len = 0;
    const sgf_tree *t = game_tree(g);
    if (!t) return SEICHI_ARG;
    if (!r) {
        *out = sgf_write(t, len);
        return *out ? SEICHI_OK : SEICHI_NOMEM;
    }
    const seichi_graph *gr = seichi_game_graph(g);
    const sgf_node *root = game_root(g), *last = game_last_node(g);
    if (!gr || !root || !last || seichi_graph_points(gr) != r->n || seichi_graph_width(gr) != seichi_graph_width(r->g) ||
        seichi_graph_height(gr) != seichi_graph_height(r->g))
        return SEICHI_ARG;
    if (r->nplayers != 2 || !seichi_graph_width(gr)) return SEICHI_UNSUPPORTED;
    const sgf_prop *re = sgf_node_find(root, "RE"), *c = sgf_node_find(last, "C");
    sbuf end, top;
    sbuf_init(&end);
    sbuf_init(&top);
    put_points(&end, r, gr, SEICHI_BLACK);
    put_points(&end, r, gr, SEICHI_WHITE);
    sbuf_puts(&end, "\nC[");
    if (c && c->nvalues) {
        sbuf_add(&end, c->values[0].raw, c->values[0].raw_len);
        sbuf_puts(&end, "\n\n");
    }
    int rc = put_comment(&end, r, gr, re);
    sbuf_puts(&end, "]");
    if (!re) {
        sbuf_puts(&top, "RE[");
        put_escaped(&top, seichi_result_string(r), strlen(seichi_result_string(r)));
        sbuf_puts(&top, "]");
    }
    if (root == last && top.data) { /* a record without moves: one node */
        if (end.data) sbuf_add(&top, end.data, end.len);
        sbuf_free(&end);
        sbuf_init(&end);
    }
    if (rc == SEICHI_OK && (end.failed || top.failed)) rc = SEICHI_NOMEM;
    if (rc == SEICHI_OK) {
        sgf_edit ed[2] = {{last, "TB TW C", end.data, end.len}, {root, NULL, top.data, top.len}};
        if (root == last && top.data) ed[0] = (sgf_edit){last, "TB TW C", top.data, top.len};
        *out = sgf_write_edited(t, ed, root == last ? 1 : 2, len);
        if (!*out) rc = SEICHI_NOMEM;
    }
    sbuf_free(&end);
    sbuf_free(&top);
    return rc;
}
