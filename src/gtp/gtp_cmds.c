/*
 * gtp_cmds.c - the commands of seichi's GTP engine (docs/GTP.md).
 *
 * The required commands of GTP 2 (protocol_version ... genmove), the
 * tournament and regression ones (fixed/place_free/set_free_handicap,
 * loadsgf, undo, showboard, final_score, final_status_list, time_settings,
 * time_left) and the seichi- extensions (score_json, explain,
 * set_position, rules).  seichi is a scorer, not a player: genmove always
 * answers (and plays) pass.
 *
 * Legality follows the engine's rules: suicide when the rule set allows it,
 * simple ko always, and positional superko (situational treated as
 * positional) for rule sets with superko, over the moves played in this
 * session from the last base position; positions inside a loaded game are
 * not remembered for superko.  Kee's cycle rule prohibits a player after
 * the fact instead of refusing a play: GTP cannot say that, so under Kee
 * rules only simple ko is enforced here.  final_score and final_status_list score the current position
 * with automatic dead stones (seichi_score with dead = NULL).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "game/game.h"
#include "gtp/gtp_impl.h"

#define FAIL(e, msg) (sbuf_puts(&(e)->text, (msg)), 1)

static int set_position(seichi_gtp *e, const seichi_pos *p)
{
    seichi_pos *pos = seichi_pos_copy(p), *base = seichi_pos_copy(p), *scr = seichi_pos_copy(p);
    if (!pos || !base || !scr) {
        seichi_pos_free(pos);
        seichi_pos_free(base);
        seichi_pos_free(scr);
        return -1;
    }
    const seichi_graph *g = seichi_graph_retain(seichi_pos_graph(p));
    seichi_pos_free(e->pos);
    seichi_pos_free(e->base);
    seichi_pos_free(e->scratch);
    seichi_graph_release(e->graph);
    e->graph = (seichi_graph *)g;
    e->pos = pos;
    e->base = base;
    e->scratch = scr;
    e->nhist = 0;
    return 0;
}

static void forget_game(seichi_gtp *e)
{
    seichi_game_free(e->game);
    e->game = NULL;
    e->game_moves = 0;
}

int gtp_new_board(seichi_gtp *e, int w, int h)
{
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_pos *p = g ? seichi_pos_new(g, 2) : NULL;
    seichi_graph_release(g);
    int rc = p ? set_position(e, p) : -1;
    seichi_pos_free(p);
    if (rc == 0) {
        forget_game(e);
        e->handicap = 0;
    }
    return rc;
}

static int parse_int(const char *s, long lo, long hi, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < lo || v > hi) return 0;
    *out = (int)v;
    return 1;
}

static int parse_color(const char *s)
{
    if (!strcasecmp(s, "b") || !strcasecmp(s, "black")) return SEICHI_BLACK;
    if (!strcasecmp(s, "w") || !strcasecmp(s, "white")) return SEICHI_WHITE;
    return 0;
}

/* A vertex of the board, SEICHI_PASS, or SEICHI_NONE. */
static int parse_vertex(const seichi_gtp *e, const char *s)
{
    if (strlen(s) > 8) return SEICHI_NONE;
    return seichi_graph_find_point(e->graph, s);
}

static void put_vertex(seichi_gtp *e, int pt)
{
    char name[24];
    if (pt == SEICHI_PASS) sbuf_puts(&e->text, "pass");
    else sbuf_puts(&e->text, seichi_graph_point_name(e->graph, pt, name, sizeof name));
}

static int push_hist(seichi_gtp *e, int player, int pt)
{
    if (e->nhist == e->caphist) {
        int cap = e->caphist ? e->caphist * 2 : 64;
        gtp_hist *h = realloc(e->hist, (size_t)cap * sizeof *h);
        if (!h) return -1;
        e->hist = h;
        e->caphist = cap;
    }
    e->hist[e->nhist].move.player = player;
    e->hist[e->nhist].move.point = pt;
    e->hist[e->nhist].hash = seichi_pos_hash(e->pos);
    e->nhist++;
    return 0;
}

static int repeats(const seichi_gtp *e, uint64_t h)
{
    if (seichi_pos_hash(e->base) == h) return 1;
    for (int i = 0; i < e->nhist; i++)
        if (e->hist[i].hash == h) return 1;
    return 0;
}

/* Plays a move under the engine's rules; 0, or 1 with the message set. */
static int play_move(seichi_gtp *e, int player, int pt)
{
    unsigned flags = e->rules.suicide ? SEICHI_ALLOW_SUICIDE : 0;
    if (seichi_pos_copy_into(e->scratch, e->pos) != SEICHI_OK) return FAIL(e, "internal error");
    if (seichi_pos_play(e->scratch, player, pt, flags, NULL, NULL) != SEICHI_OK)
        return FAIL(e, "illegal move");
    if (pt != SEICHI_PASS && (e->rules.ko == SEICHI_KO_POSITIONAL || e->rules.ko == SEICHI_KO_SITUATIONAL) &&
        repeats(e, seichi_pos_hash(e->scratch)))
        return FAIL(e, "illegal move");
    seichi_pos_copy_into(e->pos, e->scratch);
    if (push_hist(e, player, pt) != 0) return FAIL(e, "out of memory");
    return 0;
}

static int cmd_protocol_version(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    sbuf_puts(&e->text, "2");
    return 0;
}

static int cmd_name(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    sbuf_puts(&e->text, "seichi");
    return 0;
}

static int cmd_version(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    sbuf_puts(&e->text, seichi_version());
    return 0;
}

static int cmd_known_command(seichi_gtp *e, int argc, char **argv)
{
    int known = 0;
    for (const gtp_command *c = gtp_commands; argc >= 1 && c->name; c++)
        if (!strcmp(c->name, argv[0])) known = 1;
    sbuf_puts(&e->text, known ? "true" : "false");
    return 0;
}

static int cmd_list_commands(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    for (const gtp_command *c = gtp_commands; c->name; c++) sbuf_printf(&e->text, "%s\n", c->name);
    return 0;
}

static int cmd_quit(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    e->quit = 1;
    return 0;
}

static int cmd_boardsize(seichi_gtp *e, int argc, char **argv)
{
    int n;
    if (argc != 1 || !parse_int(argv[0], -1000000, 1000000, &n)) return FAIL(e, "syntax error");
    if (n < 1 || n > 25) return FAIL(e, "unacceptable size");
    return gtp_new_board(e, n, n) ? FAIL(e, "out of memory") : 0;
}

static int cmd_clear_board(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    int w = seichi_graph_width(e->graph), h = seichi_graph_height(e->graph);
    return gtp_new_board(e, w, h) ? FAIL(e, "out of memory") : 0;
}

static int cmd_komi(seichi_gtp *e, int argc, char **argv)
{
    char *end;
    double k = argc == 1 ? strtod(argv[0], &end) : NAN;
    if (argc != 1 || *end || !isfinite(k) || fabs(k) > 10000) return FAIL(e, "syntax error");
    e->komi = k;
    return 0;
}

static int cmd_play(seichi_gtp *e, int argc, char **argv)
{
    int color = argc == 2 ? parse_color(argv[0]) : 0;
    int pt = color ? parse_vertex(e, argv[1]) : SEICHI_NONE;
    if (pt == SEICHI_NONE) return FAIL(e, "syntax error");
    return play_move(e, color, pt);
}

static int cmd_genmove(seichi_gtp *e, int argc, char **argv)
{
    int color = argc == 1 ? parse_color(argv[0]) : 0;
    if (!color) return FAIL(e, "syntax error");
    if (play_move(e, color, SEICHI_PASS)) return 1;
    sbuf_puts(&e->text, "pass");
    return 0;
}

static int replay_history(seichi_gtp *e)
{
    seichi_pos_copy_into(e->pos, e->base);
    for (int i = 0; i < e->nhist; i++)
        if (seichi_pos_play(e->pos, e->hist[i].move.player, e->hist[i].move.point, SEICHI_FORCE, NULL,
                            NULL) != SEICHI_OK)
            return -1;
    return 0;
}

static int cmd_undo(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    if (e->nhist > 0) {
        e->nhist--;
        return replay_history(e) ? FAIL(e, "cannot undo") : 0;
    }
    if (e->game && e->game_moves > 0) {
        const seichi_pos *p = seichi_game_position(e->game, e->game_moves - 1);
        if (!p || seichi_pos_copy_into(e->base, p) != SEICHI_OK) return FAIL(e, "cannot undo");
        seichi_pos_copy_into(e->pos, p);
        e->game_moves--;
        return 0;
    }
    return FAIL(e, "cannot undo");
}

static int board_empty(const seichi_gtp *e)
{
    return seichi_pos_stone_count(e->pos, SEICHI_BLACK) + seichi_pos_stone_count(e->pos, SEICHI_WHITE) == 0;
}

/* The GTP fixed placement (spec 4.1.1) on a w x h board: up to 9 points
 * on odd boards of 9 and more, 4 otherwise; none below 7. */
static int fixed_points(const seichi_gtp *e, int n, int *pts)
{
    int w = seichi_graph_width(e->graph), h = seichi_graph_height(e->graph);
    if (w != h || w < 7) return 0;
    int max = (w % 2 && w >= 9) ? 9 : 4;
    if (n < 2 || n > max) return 0;
    int d = w >= 13 ? 4 : 3, lo = d - 1, hi = w - d, mid = (w - 1) / 2;
    /* x, y from the top-left: D4 Q16 D16 Q4 K10 D10 Q10 K4 K16 on 19x19 */
    const int xy[9][2] = {{lo, hi}, {hi, lo}, {lo, lo}, {hi, hi}, {mid, mid},
                          {lo, mid}, {hi, mid}, {mid, hi}, {mid, lo}};
    static const int order[10][9] = {{0}, {0}, {0, 1}, {0, 1, 2}, {0, 1, 2, 3}, {0, 1, 2, 3, 4},
                                     {0, 1, 2, 3, 5, 6}, {0, 1, 2, 3, 5, 6, 4},
                                     {0, 1, 2, 3, 5, 6, 7, 8}, {0, 1, 2, 3, 5, 6, 7, 8, 4}};
    for (int i = 0; i < n; i++) {
        const int *p = xy[order[n][i]];
        pts[i] = seichi_graph_point_at(e->graph, p[0], p[1]);
    }
    return n;
}

static int place_handicap(seichi_gtp *e, const int *pts, int n)
{
    for (int i = 0; i < n; i++) seichi_pos_setup(e->pos, pts[i], SEICHI_BLACK);
    seichi_pos_set_to_move(e->pos, SEICHI_WHITE);
    if (set_position(e, e->pos)) return FAIL(e, "out of memory");
    forget_game(e);
    e->handicap = n;
    for (int i = 0; i < n; i++) {
        if (i) sbuf_puts(&e->text, " ");
        put_vertex(e, pts[i]);
    }
    return 0;
}

static int cmd_fixed_handicap(seichi_gtp *e, int argc, char **argv)
{
    int n, pts[9];
    if (argc != 1 || !parse_int(argv[0], 0, 1000000, &n)) return FAIL(e, "syntax error");
    if (!board_empty(e)) return FAIL(e, "board not empty");
    if (fixed_points(e, n, pts) != n) return FAIL(e, "invalid number of stones");
    return place_handicap(e, pts, n);
}

/* place_free_handicap: the fixed points first, then the free points of
 * the 4-4/3-3 grid lattice, row by row, until n are placed. */
static int cmd_place_free_handicap(seichi_gtp *e, int argc, char **argv)
{
    int n, npts = seichi_graph_points(e->graph);
    if (argc != 1 || !parse_int(argv[0], 0, 1000000, &n)) return FAIL(e, "syntax error");
    if (!board_empty(e)) return FAIL(e, "board not empty");
    if (n < 2 || n >= npts) return FAIL(e, "invalid number of stones");
    int *pts = malloc((size_t)npts * sizeof *pts);
    uint8_t *used = calloc((size_t)npts, 1);
    if (!pts || !used) {
        free(pts);
        free(used);
        return FAIL(e, "out of memory");
    }
    int k = fixed_points(e, n < 9 ? n : 9, pts);
    for (int i = 0; i < k; i++) used[pts[i]] = 1;
    for (int step = 2; k < n && step >= 1; step--)
        for (int p = 0; p < npts && k < n; p++) {
            int x, y;
            seichi_graph_xy(e->graph, p, &x, &y);
            if (!used[p] && x % step == step - 1 && y % step == step - 1) {
                used[p] = 1;
                pts[k++] = p;
            }
        }
    int rc = place_handicap(e, pts, k);
    free(pts);
    free(used);
    return rc;
}

static int cmd_set_free_handicap(seichi_gtp *e, int argc, char **argv)
{
    int npts = seichi_graph_points(e->graph);
    if (!board_empty(e)) return FAIL(e, "board not empty");
    if (argc < 2 || argc >= npts) return FAIL(e, "bad vertex list");
    int *pts = malloc((size_t)argc * sizeof *pts);
    if (!pts) return FAIL(e, "out of memory");
    for (int i = 0; i < argc; i++) {
        pts[i] = parse_vertex(e, argv[i]);
        for (int j = 0; j < i && pts[i] >= 0; j++)
            if (pts[j] == pts[i]) pts[i] = SEICHI_NONE;
        if (pts[i] < 0) {
            free(pts);
            return FAIL(e, "bad vertex list");
        }
    }
    int rc = place_handicap(e, pts, argc);
    sbuf_free(&e->text); /* set_free_handicap answers nothing */
    sbuf_init(&e->text);
    free(pts);
    return rc;
}

/* loadsgf FILE [N]: the record as `seichi score` reads it (an illegal
 * move refuses the whole record, unless N is given and the move comes at
 * N or later: GNU Go's reading of N, the position before move N, never
 * plays it); a failure answers the reader's "FILE:LINE:COL: reason". */
static int cmd_loadsgf(seichi_gtp *e, int argc, char **argv)
{
    int upto = -1;
    if (argc < 1 || argc > 2 || (argc == 2 && !parse_int(argv[1], 1, 1 << 30, &upto)))
        return FAIL(e, "syntax error");
    char *buf = NULL;
    size_t len = 0;
    if (!e->loader || e->loader(e->loader_ud, argv[0], &buf, &len) != 0) {
        free(buf);
        sbuf_printf(&e->text, "cannot read %s", argv[0]);
        return 1;
    }
    seichi_game *g = seichi_game_new();
    seichi_load_options opt = {argv[0], 0, 0};
    int rc = g ? seichi_game_load_sgf(g, buf, len, &opt) : SEICHI_NOMEM;
    if (rc == SEICHI_ILLEGAL && upto > 0) {
        char why[512];
        snprintf(why, sizeof why, "%s", seichi_game_errmsg(g));
        opt.continue_on_illegal = 1;
        rc = seichi_game_load_sgf(g, buf, len, &opt);
        if (rc == SEICHI_OK && game_first_illegal(g) < upto) {
            sbuf_puts(&e->text, why);
            seichi_game_free(g);
            free(buf);
            return 1;
        }
    }
    free(buf);
    if (rc != SEICHI_OK) {
        sbuf_puts(&e->text, g && seichi_game_errmsg(g)[0] ? seichi_game_errmsg(g) : "out of memory");
        seichi_game_free(g);
        return 1;
    }
    int n = seichi_game_move_count(g);
    if (upto > 0 && upto - 1 < n) n = upto - 1;
    const seichi_pos *p = seichi_game_position(g, n);
    if (!p || seichi_pos_players(p) != 2 || set_position(e, p) != 0) {
        sbuf_printf(&e->text, "%s: %s", argv[0], !p ? seichi_game_errmsg(g)
                                                  : seichi_pos_players(p) != 2 ? "not a two-player game"
                                                                               : "out of memory");
        seichi_game_free(g);
        return 1;
    }
    forget_game(e);
    e->game = g;
    e->game_moves = n;
    seichi_score_options o; /* rules, komi and handicap as `seichi score` takes them */
    seichi_score_options_from_game(&o, g);
    e->komi = o.komi;
    e->handicap = o.handicap;
    e->rules = o.rules;
    sbuf_puts(&e->text, seichi_pos_to_move(e->pos) == SEICHI_WHITE ? "white" : "black");
    return 0;
}

static int cmd_showboard(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    size_t need = seichi_pos_to_diagram(e->pos, NULL, 0, 1);
    char *d = malloc(need + 1);
    if (!d) return FAIL(e, "out of memory");
    seichi_pos_to_diagram(e->pos, d, need + 1, 1);
    sbuf_printf(&e->text, "\n%s", d);
    sbuf_printf(&e->text, "\nBlack has captured %d, White has captured %d; %s to move; komi ",
                seichi_pos_captures(e->pos, SEICHI_BLACK), seichi_pos_captures(e->pos, SEICHI_WHITE),
                seichi_pos_to_move(e->pos) == SEICHI_WHITE ? "White" : "Black");
    sbuf_json_num(&e->text, e->komi);
    sbuf_printf(&e->text, "; rules %s", e->rules.name);
    free(d);
    return 0;
}

static int cmd_time_settings(seichi_gtp *e, int argc, char **argv)
{
    int m, b, s;
    if (argc != 3 || !parse_int(argv[0], 0, 1 << 30, &m) || !parse_int(argv[1], 0, 1 << 30, &b) ||
        !parse_int(argv[2], 0, 1 << 30, &s))
        return FAIL(e, "syntax error");
    e->time_main = m;
    e->time_byo = b;
    e->time_stones = s;
    return 0;
}

static int cmd_time_left(seichi_gtp *e, int argc, char **argv)
{
    int t, s;
    if (argc != 3 || !parse_color(argv[0]) || !parse_int(argv[1], 0, 1 << 30, &t) ||
        !parse_int(argv[2], 0, 1 << 30, &s))
        return FAIL(e, "syntax error");
    return 0;
}

static int cmd_seichi_rules(seichi_gtp *e, int argc, char **argv)
{
    if (argc > 1) return FAIL(e, "syntax error");
    if (argc == 1) {
        seichi_rules r;
        if (seichi_rules_preset(argv[0], &r) != SEICHI_OK) return FAIL(e, "unknown rules");
        e->rules = r;
    }
    sbuf_puts(&e->text, e->rules.name);
    return 0;
}

/* seichi-set_position ROW ROW ...: rows top first, '.', 'x', 'o' (any
 * letter of seichi_pos_from_diagram); an optional last word black|white
 * gives the player to move. */
static int cmd_seichi_set_position(seichi_gtp *e, int argc, char **argv)
{
    int to_move = SEICHI_BLACK;
    if (argc >= 2 && parse_color(argv[argc - 1]) && strlen(argv[argc - 1]) > 1)
        to_move = parse_color(argv[--argc]);
    if (argc < 1 || argc > SEICHI_MAX_SIDE) return FAIL(e, "syntax error");
    sbuf rows;
    sbuf_init(&rows);
    for (int i = 0; i < argc; i++) {
        sbuf_puts(&rows, argv[i]);
        sbuf_puts(&rows, "\n");
    }
    seichi_pos *p = NULL;
    char err[128];
    int rc = rows.failed ? SEICHI_NOMEM
                         : seichi_pos_from_diagram(rows.data, rows.len, &p, err, sizeof err);
    sbuf_free(&rows);
    if (rc != SEICHI_OK) return FAIL(e, rc == SEICHI_NOMEM ? "out of memory" : "bad diagram");
    if (seichi_pos_players(p) != 2) {
        seichi_pos_free(p);
        return FAIL(e, "bad diagram");
    }
    seichi_pos_set_to_move(p, to_move);
    rc = set_position(e, p);
    seichi_pos_free(p);
    if (rc) return FAIL(e, "out of memory");
    forget_game(e);
    e->handicap = 0;
    return 0;
}

const gtp_command gtp_commands[] = {
    {"protocol_version", cmd_protocol_version},
    {"name", cmd_name},
    {"version", cmd_version},
    {"known_command", cmd_known_command},
    {"list_commands", cmd_list_commands},
    {"quit", cmd_quit},
    {"boardsize", cmd_boardsize},
    {"clear_board", cmd_clear_board},
    {"komi", cmd_komi},
    {"play", cmd_play},
    {"genmove", cmd_genmove},
    {"undo", cmd_undo},
    {"showboard", cmd_showboard},
    {"fixed_handicap", cmd_fixed_handicap},
    {"place_free_handicap", cmd_place_free_handicap},
    {"set_free_handicap", cmd_set_free_handicap},
    {"loadsgf", cmd_loadsgf},
    {"final_score", gtp_cmd_final_score},
    {"final_status_list", gtp_cmd_final_status_list},
    {"time_settings", cmd_time_settings},
    {"time_left", cmd_time_left},
    {"seichi-rules", cmd_seichi_rules},
    {"seichi-set_position", cmd_seichi_set_position},
    {"seichi-score_json", gtp_cmd_score_json},
    {"seichi-explain", gtp_cmd_explain},
    {"attack", gtp_cmd_attack},
    {"defend", gtp_cmd_defend},
    {"gogui-analyze_commands", gtp_cmd_analyze_commands},
    {"seichi-score_map", gtp_cmd_score_map},
    {"seichi-score_gfx", gtp_cmd_score_gfx},
    {"seichi-write_sgf", gtp_cmd_write_sgf},
    {"kgs-genmove_cleanup", gtp_cmd_genmove_cleanup},
    {"seichi-unconditional_status", gtp_cmd_unconditional_status},
    {"seichi-safety_status", gtp_cmd_safety_status},
    {"seichi-confidence", gtp_cmd_confidence},
    {"analyze_semeai", gtp_cmd_analyze_semeai},
    {"owl_attack", gtp_cmd_owl_attack},
    {"owl_defend", gtp_cmd_owl_defend},
    {NULL, NULL},
};
