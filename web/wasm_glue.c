/*
 * wasm_glue.c - the thin C side of the WebAssembly module (web/seichi.js is
 * the JavaScript side).  No Go logic lives here: every answer comes from the
 * public API of include/seichi.h; this file only packs arguments that are
 * awkward to pass from JavaScript (option structs, byte arrays) and turns
 * positions and results into JSON text the wrapper can JSON.parse().
 *
 * Objects handed to JavaScript:
 *  - a seichi_game (seichi_game_new / seichi_game_free, loaded with
 *    sw_game_load), asked for positions with sw_show_json;
 *  - an sw_board: one position plus the current dead-stone marks and the
 *    score options, so that a page can toggle a group and rescore without
 *    reloading the record (what a server's scoring phase does).  With
 *    explain on, it keeps the groups and the words of its last automatic
 *    score (seichi_result_group, seichi_result_explain), so that a click
 *    marks a whole group (sw_board_toggle_group) and a page can say why.
 *  - the scored game as SGF (sw_board_write_sgf: seichi_game_write_sgf
 *    with the board's current result, the bytes `seichi score --sgf`
 *    writes).
 * The functions exported to JavaScript are listed in web/exports.json.
 * Every char * returned is malloc'ed JSON (SGF bytes from
 * sw_board_write_sgf); the caller frees it with free().
 * NULL means out of memory or a bad argument.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"
#include "score/score.h"
#include "util/sbuf.h"

typedef struct sw_board {
    seichi_pos *pos;
    uint8_t *dead;          /* 1 on stones marked dead, one byte a point */
    seichi_score_options opt;
    seichi_result *result;  /* last score, or NULL                       */
    int status;             /* status of the last score                  */
    int *group;             /* per point: the group of the last automatic
                               score with explain on (else each chain),
                               -1 on empty points                        */
    char *analysis;         /* its explanation, or NULL                  */
} sw_board;

int sw_game_load(seichi_game *g, const char *text, int len, const char *filename,
                           int continue_on_illegal);
char *sw_show_json(seichi_game *g, int move);
sw_board *sw_board_from_game(seichi_game *g, int move);
sw_board *sw_board_new(int width, int height, const uint8_t *colors, int black_captures,
                                 int white_captures);
void sw_board_free(sw_board *b);
int sw_board_set_rules(sw_board *b, const char *rules);
void sw_board_set_komi(sw_board *b, double komi, int handicap);
int sw_board_score_auto(sw_board *b);
int sw_board_set_dead(sw_board *b, const uint8_t *dead);
int sw_board_toggle(sw_board *b, int pt);
int sw_board_toggle_group(sw_board *b, int pt);
void sw_board_set_explain(sw_board *b, int on);
char *sw_board_json(const sw_board *b);
char *sw_board_result_json(const sw_board *b);
int sw_board_status(const sw_board *b);
int sw_rules_known(const char *name);
int sw_board_dead_from_markup(sw_board *b, const seichi_game *g);
int sw_board_write_sgf(const sw_board *b, const seichi_game *g, char **out, int *len);
int sw_game_markup_count(seichi_game *g);

int sw_game_load(seichi_game *g, const char *text, int len, const char *filename,
                 int continue_on_illegal)
{
    if (!g || !text || len < 0) return SEICHI_ARG;
    seichi_load_options opt = {filename && *filename ? filename : NULL, 0, continue_on_illegal};
    return seichi_game_load_sgf(g, text, (size_t)len, &opt);
}

static void json_point(sbuf *b, const seichi_graph *gr, int pt)
{
    char name[16];
    if (pt == SEICHI_PASS) sbuf_puts(b, "\"pass\"");
    else if (pt < 0) sbuf_puts(b, "null");
    else sbuf_json_str(b, seichi_graph_point_name(gr, pt, name, sizeof name));
}

/* Colours of every point as a string of digits, row by row (grids number
 * their points y * width + x). */
static void json_digits(sbuf *b, int n, int (*get)(const void *, int), const void *obj)
{
    sbuf_puts(b, "\"");
    for (int i = 0; i < n; i++) {
        char c = (char)('0' + get(obj, i));
        sbuf_add(b, &c, 1);
    }
    sbuf_puts(b, "\"");
}

static int get_color(const void *p, int i) { return seichi_pos_color(p, i); }
static int get_reason(const void *r, int i) { return seichi_result_reason(r, i); }
static int get_owner(const void *r, int i) { return seichi_result_owner(r, i); }
static int get_dead(const void *d, int i) { return ((const uint8_t *)d)[i] != 0; }

static void json_position(sbuf *b, const seichi_pos *p)
{
    const seichi_graph *gr = seichi_pos_graph(p);
    int n = seichi_graph_points(gr);
    sbuf_printf(b, "\"size\":[%d,%d],\"points\":%d,\"colors\":", seichi_graph_width(gr),
                seichi_graph_height(gr), n);
    json_digits(b, n, get_color, p);
    sbuf_printf(b, ",\"captures\":{\"black\":%d,\"white\":%d},\"to_move\":\"%s\",\"ko\":",
                seichi_pos_captures(p, SEICHI_BLACK), seichi_pos_captures(p, SEICHI_WHITE),
                seichi_pos_to_move(p) == SEICHI_BLACK ? "black" : "white");
    json_point(b, gr, seichi_pos_ko(p));
}

static char *finish(sbuf *b)
{
    if (b->failed) {
        sbuf_free(b);
        return NULL;
    }
    return sbuf_take(b, NULL);
}

char *sw_show_json(seichi_game *g, int move)
{
    if (!g) return NULL;
    int total = seichi_game_move_count(g);
    int shown = move < 0 || move > total ? total : move;
    const seichi_pos *p = seichi_game_position(g, shown);
    sbuf b;
    sbuf_init(&b);
    if (!p) {
        sbuf_puts(&b, "{\"error\":");
        sbuf_json_str(&b, seichi_game_errmsg(g));
        sbuf_puts(&b, "}");
        return finish(&b);
    }
    const seichi_graph *gr = seichi_pos_graph(p);
    sbuf_puts(&b, "{");
    json_position(&b, p);
    sbuf_puts(&b, ",\"komi\":");
    sbuf_json_num(&b, seichi_game_komi(g));
    sbuf_printf(&b, ",\"handicap\":%d,\"moves\":%d,\"move\":%d,\"last\":", seichi_game_handicap(g),
                total, shown);
    if (shown > 0) {
        seichi_move m = seichi_game_move(g, shown - 1);
        sbuf_printf(&b, "{\"player\":\"%s\",\"point\":", m.player == SEICHI_BLACK ? "black" : "white");
        json_point(&b, gr, m.point);
        sbuf_printf(&b, ",\"index\":%d}", m.point >= 0 ? m.point : -1);
    } else {
        sbuf_puts(&b, "null");
    }
    static const char *const props[][2] = {{"rules", "RU"},       {"result", "RE"},
                                           {"black", "PB"},       {"white", "PW"},
                                           {"black_rank", "BR"},  {"white_rank", "WR"},
                                           {"date", "DT"},        {"event", "EV"}};
    sbuf_puts(&b, ",\"info\":{");
    for (size_t i = 0; i < sizeof props / sizeof props[0]; i++) {
        sbuf_printf(&b, "%s\"%s\":", i ? "," : "", props[i][0]);
        sbuf_json_str(&b, seichi_game_property(g, props[i][1]));
    }
    sbuf_puts(&b, "},\"warnings\":");
    sbuf_json_str(&b, seichi_game_warnings(g));
    sbuf_puts(&b, "}");
    return finish(&b);
}

/* Each chain a group by itself, named by its lowest point. */
static void chain_groups(const seichi_pos *p, int *group)
{
    int n = seichi_graph_points(seichi_pos_graph(p));
    for (int i = 0; i < n; i++) group[i] = -1;
    for (int i = 0; i < n; i++) {
        if (seichi_pos_color(p, i) == SEICHI_EMPTY || group[i] >= 0) continue;
        int s = i;
        do {
            group[s] = i;
            s = seichi_pos_chain_next(p, s);
        } while (s != i && s >= 0);
    }
}

static sw_board *board_wrap(seichi_pos *p)
{
    sw_board *b = calloc(1, sizeof *b);
    int n = seichi_graph_points(seichi_pos_graph(p));
    if (b) b->dead = calloc((size_t)n, 1);
    if (b) b->group = malloc((size_t)n * sizeof *b->group + 1);
    if (!b || !b->dead || !b->group) {
        if (b) free(b->dead);
        if (b) free(b->group);
        free(b);
        seichi_pos_free(p);
        return NULL;
    }
    chain_groups(p, b->group);
    b->pos = p;
    seichi_score_options_init(&b->opt);
    b->status = SEICHI_ARG;
    return b;
}

sw_board *sw_board_from_game(seichi_game *g, int move)
{
    if (!g) return NULL;
    const seichi_pos *p = seichi_game_position(g, move);
    seichi_pos *copy = p ? seichi_pos_copy(p) : NULL;
    if (!copy) return NULL;
    sw_board *b = board_wrap(copy);
    if (!b) return NULL;
    seichi_score_options_from_game(&b->opt, g);
    return b;
}

sw_board *sw_board_new(int width, int height, const uint8_t *colors, int black_captures,
                       int white_captures)
{
    seichi_graph *gr = seichi_graph_new_grid(width, height);
    if (!gr) return NULL;
    seichi_pos *p = seichi_pos_new(gr, 2);
    seichi_graph_release(gr);
    if (!p) return NULL;
    int n = width * height;
    for (int i = 0; colors && i < n; i++) {
        if (colors[i] > SEICHI_WHITE || seichi_pos_setup(p, i, colors[i]) != SEICHI_OK) {
            seichi_pos_free(p);
            return NULL;
        }
    }
    seichi_pos_set_captures(p, SEICHI_BLACK, black_captures);
    seichi_pos_set_captures(p, SEICHI_WHITE, white_captures);
    return board_wrap(p);
}

void sw_board_free(sw_board *b)
{
    if (!b) return;
    seichi_result_free(b->result);
    seichi_pos_free(b->pos);
    free(b->dead);
    free(b->group);
    free(b->analysis);
    free(b);
}

int sw_rules_known(const char *name)
{
    seichi_rules r;
    return name && seichi_rules_preset(name, &r) == SEICHI_OK;
}

int sw_board_set_rules(sw_board *b, const char *rules)
{
    if (!b || !rules) return SEICHI_ARG;
    seichi_rules r;
    int rc = seichi_rules_preset(rules, &r);
    if (rc == SEICHI_OK) b->opt.rules = r;
    return rc;
}

void sw_board_set_komi(sw_board *b, double komi, int handicap)
{
    if (!b) return;
    if (isfinite(komi)) b->opt.komi = komi;
    if (handicap >= 0) b->opt.handicap = handicap;
}

static int board_points(const sw_board *b) { return seichi_graph_points(seichi_pos_graph(b->pos)); }

static int rescore(sw_board *b, const uint8_t *dead)
{
    seichi_result_free(b->result);
    b->result = NULL;
    b->opt.dead = dead;
    b->status = seichi_score(b->pos, &b->opt, &b->result);
    b->opt.dead = NULL;
    return b->status;
}

/* Scores with the library's automatic dead stones and keeps them as the
 * marks that later toggles start from. */
int sw_board_score_auto(sw_board *b)
{
    if (!b) return SEICHI_ARG;
    int rc = rescore(b, NULL);
    if (rc != SEICHI_OK) return rc;
    int n = board_points(b);
    for (int i = 0; i < n; i++) b->dead[i] = seichi_result_reason(b->result, i) == SEICHI_PT_DEAD;
    if (b->opt.explain) {
        for (int i = 0; i < n; i++) b->group[i] = seichi_result_group(b->result, i);
        const char *why = seichi_result_explain(b->result);
        char *copy = malloc(strlen(why) + 1);
        if (copy) strcpy(copy, why);
        free(b->analysis);
        b->analysis = copy;
    }
    return rc;
}

/* 1: scores keep their explanation and groups (as `seichi score --explain`);
 * the next automatic score sets the groups that sw_board_toggle_group uses. */
void sw_board_set_explain(sw_board *b, int on)
{
    if (b) b->opt.explain = on != 0;
}

int sw_board_set_dead(sw_board *b, const uint8_t *dead)
{
    if (!b) return SEICHI_ARG;
    int n = board_points(b);
    for (int i = 0; i < n; i++)
        b->dead[i] = dead && dead[i] && seichi_pos_color(b->pos, i) != SEICHI_EMPTY;
    return rescore(b, b->dead);
}

/* Flips the mark of the whole chain at pt and rescores.  SEICHI_ARG if pt
 * holds no stone. */
int sw_board_toggle(sw_board *b, int pt)
{
    if (!b || pt < 0 || pt >= board_points(b)) return SEICHI_ARG;
    if (seichi_pos_color(b->pos, pt) == SEICHI_EMPTY) return SEICHI_ARG;
    uint8_t mark = !b->dead[pt];
    int s = pt;
    do {
        b->dead[s] = mark;
        s = seichi_pos_chain_next(b->pos, s);
    } while (s != pt && s >= 0);
    return rescore(b, b->dead);
}

/* Flips the mark of the whole group at pt (the groups of the last
 * automatic score with explain on, else the chain) and rescores: the group
 * takes the opposite of pt's mark.  SEICHI_ARG if pt holds no stone. */
int sw_board_toggle_group(sw_board *b, int pt)
{
    if (!b || pt < 0 || pt >= board_points(b)) return SEICHI_ARG;
    if (seichi_pos_color(b->pos, pt) == SEICHI_EMPTY || b->group[pt] < 0) return SEICHI_ARG;
    uint8_t mark = !b->dead[pt];
    int n = board_points(b), k = b->group[pt];
    for (int i = 0; i < n; i++)
        if (b->group[i] == k) b->dead[i] = mark;
    return rescore(b, b->dead);
}

/* Marks the stones inside the TB/TW markup of g's last node dead (as
 * `seichi score --dead markup` does; b must hold g's final position) and
 * rescores.  Returns the number of TB/TW values (0: no markup), or -1 if
 * scoring failed. */
int sw_board_dead_from_markup(sw_board *b, const seichi_game *g)
{
    if (!b || !g) return -1;
    int nmarks = 0;
    memset(b->dead, 0, (size_t)board_points(b));
    score_markup_dead(g, b->pos, b->dead, &nmarks);
    return rescore(b, b->dead) == SEICHI_OK ? nmarks : -1;
}

/* The number of TB/TW values on g's last node (0: no markup), without
 * scoring: whether sw_board_dead_from_markup has marks to use.  -1 if g
 * has no final position or memory ran out. */
int sw_game_markup_count(seichi_game *g)
{
    const seichi_pos *p = g ? seichi_game_position(g, seichi_game_move_count(g)) : NULL;
    if (!p) return -1;
    uint8_t *dead = calloc((size_t)seichi_graph_points(seichi_pos_graph(p)), 1);
    if (!dead) return -1;
    int nmarks = 0;
    score_markup_dead(g, p, dead, &nmarks);
    free(dead);
    return nmarks;
}

int sw_board_status(const sw_board *b) { return b ? b->status : SEICHI_ARG; }

char *sw_board_result_json(const sw_board *b)
{
    if (!b || !b->result) return NULL;
    char *out = NULL;
    size_t len;
    if (seichi_result_json(b->result, &out, &len) != SEICHI_OK) return NULL;
    return out;
}

char *sw_board_json(const sw_board *b)
{
    if (!b) return NULL;
    int n = board_points(b);
    sbuf s;
    sbuf_init(&s);
    sbuf_puts(&s, "{");
    json_position(&s, b->pos);
    sbuf_puts(&s, ",\"rules\":");
    sbuf_json_str(&s, b->opt.rules.name);
    sbuf_puts(&s, ",\"komi\":");
    sbuf_json_num(&s, b->opt.komi);
    sbuf_printf(&s, ",\"handicap\":%d,\"status\":%d,\"error\":", b->opt.handicap, b->status);
    sbuf_json_str(&s, b->status == SEICHI_OK ? NULL : seichi_strerror(b->status));
    sbuf_puts(&s, ",\"dead\":");
    json_digits(&s, n, get_dead, b->dead);
    sbuf_puts(&s, ",\"group\":[");
    for (int i = 0; i < n; i++) sbuf_printf(&s, i ? ",%d" : "%d", b->group[i]);
    sbuf_puts(&s, "]");
    if (b->analysis) {
        sbuf_puts(&s, ",\"analysis\":");
        sbuf_json_str(&s, b->analysis);
    }
    if (b->result) {
        sbuf_puts(&s, ",\"reason\":");
        json_digits(&s, n, get_reason, b->result);
        sbuf_puts(&s, ",\"owner\":");
        json_digits(&s, n, get_owner, b->result);
        sbuf_puts(&s, ",\"margin\":");
        sbuf_json_num(&s, seichi_result_margin(b->result));
        sbuf_puts(&s, ",\"result\":");
        sbuf_json_str(&s, seichi_result_string(b->result));
        char *rj = sw_board_result_json(b);
        if (rj) {
            size_t len = strlen(rj);
            while (len && (rj[len - 1] == '\n' || rj[len - 1] == ' ')) len--;
            sbuf_puts(&s, ",\"score\":");
            sbuf_add(&s, rj, len);
            free(rj);
        } else {
            s.failed = 1;
        }
    }
    sbuf_puts(&s, "}");
    return finish(&s);
}

/* The game g written back as SGF with b's current result (TB/TW, the
 * comment, RE when the record has none): seichi_game_write_sgf.  b must
 * hold g's final position.  *out is malloc'ed (free() it), *len its bytes.
 * Returns a SEICHI_* status (SEICHI_ARG when b has no result). */
int sw_board_write_sgf(const sw_board *b, const seichi_game *g, char **out, int *len)
{
    if (!out || !len) return SEICHI_ARG;
    *out = NULL;
    *len = 0;
    if (!b || !g || !b->result) return SEICHI_ARG;
    size_t n = 0;
    int rc = seichi_game_write_sgf(g, b->result, out, &n);
    if (rc == SEICHI_OK && n > (size_t)INT_MAX) {
        free(*out);
        *out = NULL;
        rc = SEICHI_NOMEM;
    }
    if (rc == SEICHI_OK) *len = (int)n;
    return rc;
}
