/*
 * gtp_analyze.c - the GTP commands for graphical interfaces and files:
 * gogui-analyze_commands, seichi-score_map, seichi-score_gfx,
 * seichi-write_sgf and kgs-genmove_cleanup (docs/GTP.md).
 *
 * GoGui asks an engine for gogui-analyze_commands when it attaches it:
 * one "type/label/command" line per command, the type saying how GoGui
 * draws the answer (GoGui manual, chapter "Analyze Commands"): sboard is a
 * board of short strings, top row first, "" for nothing; plist a list of
 * points; string a text (a window when it has several lines); gfx lines
 * of BLACK/WHITE (territory), MARK (points) and TEXT (status bar); none
 * shows nothing; %p in a command asks for a point (the stone clicked).
 * Every scoring command listed scores the position as final_score does,
 * so the overlays and the CLI agree (tests/cli/gogui.sh); attack, defend
 * and seichi-unconditional_status answer for the chain clicked.
 *
 * seichi-write_sgf writes the game with the score in it
 * (seichi_game_write_sgf) through the writer the caller installs: the
 * record loaded by loadsgf when the board is still its end, otherwise a
 * record of the session (the setup of its first position and every move
 * since), which is what a GUI that sends play commands has.
 *
 * seichi does not play: kgs-genmove_cleanup, which asks for a move that
 * captures the dead stones before scoring, fails and says so.
 */
#include <stdlib.h>
#include <string.h>

#include "gtp/gtp_impl.h"

#define FAIL(e, msg) (sbuf_puts(&(e)->text, (msg)), 1)

int gtp_cmd_analyze_commands(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    sbuf_puts(&e->text, "string/Score/final_score\n"
                        "sboard/Score map/seichi-score_map\n"
                        "gfx/Territory and dead stones/seichi-score_gfx\n"
                        "plist/Dead stones/final_status_list dead\n"
                        "plist/Stones in seki/final_status_list seki\n"
                        "string/Score explanation/seichi-explain\n"
                        "none/Save scored SGF/seichi-write_sgf %f\n"
                        "string/Confidence/seichi-confidence\n"
                        "string/Attack (can it be captured)/attack %p\n"
                        "string/Defend (can it be saved)/defend %p\n"
                        "string/Unconditional status/seichi-unconditional_status %p\n");
    return 0;
}

/* seichi-score_map: the map of `seichi score` (seichi_result_map_char)
 * as a GoGui sboard; living stones and plain dame are left blank. */
int gtp_cmd_score_map(seichi_gtp *e, int argc, char **argv)
{
    (void)argv;
    if (argc != 0) return FAIL(e, "syntax error");
    int w = seichi_graph_width(e->graph), h = seichi_graph_height(e->graph);
    seichi_result *r;
    if (gtp_score(e, 0, &r)) return 1;
    sbuf_puts(&e->text, "\n");
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            char c = seichi_result_map_char(r, seichi_graph_point_at(e->graph, x, y));
            if (x) sbuf_puts(&e->text, " ");
            if (c == 'X' || c == 'O' || c == '.') sbuf_puts(&e->text, "\"\"");
            else sbuf_add(&e->text, &c, 1);
        }
        sbuf_puts(&e->text, "\n");
    }
    seichi_result_free(r);
    return 0;
}

static void gfx_points(seichi_gtp *e, const seichi_result *r, const char *word, int (*pick)(const seichi_result *, int, int),
                       int arg)
{
    char name[24];
    int n = seichi_graph_points(e->graph), any = 0;
    for (int p = 0; p < n; p++) {
        if (!pick(r, p, arg)) continue;
        sbuf_printf(&e->text, "%s%s", any ? " " : word, seichi_graph_point_name(e->graph, p, name, sizeof name));
        any = 1;
    }
    if (any) sbuf_puts(&e->text, "\n");
}

static int counts_for(const seichi_result *r, int p, int c)
{
    if (seichi_result_reason(r, p) == SEICHI_PT_DEAD) return seichi_result_owner(r, p) == c;
    return seichi_result_territory(r, p) == c;
}

static int has_reason(const seichi_result *r, int p, int why) { return seichi_result_reason(r, p) == why; }

/* seichi-score_gfx: BLACK and WHITE the points each player counts (as in
 * the TB/TW that seichi-write_sgf writes), MARK the dead stones, TEXT the
 * result. */
int gtp_cmd_score_gfx(seichi_gtp *e, int argc, char **argv)
{
    (void)argv;
    if (argc != 0) return FAIL(e, "syntax error");
    seichi_result *r;
    if (gtp_score(e, 0, &r)) return 1;
    gfx_points(e, r, "BLACK ", counts_for, SEICHI_BLACK);
    gfx_points(e, r, "WHITE ", counts_for, SEICHI_WHITE);
    gfx_points(e, r, "MARK ", has_reason, SEICHI_PT_DEAD);
    sbuf_printf(&e->text, "TEXT %s\n", seichi_result_string(r));
    seichi_result_free(r);
    return 0;
}

static void sgf_point(sbuf *b, const seichi_graph *g, int p)
{
    int x, y;
    if (p == SEICHI_PASS) return;
    seichi_graph_xy(g, p, &x, &y);
    char s[2] = {(char)(x < 26 ? 'a' + x : 'A' + x - 26), (char)(y < 26 ? 'a' + y : 'A' + y - 26)};
    sbuf_add(b, s, 2);
}

static void put_move(sbuf *b, const seichi_graph *g, seichi_move m)
{
    sbuf_puts(b, m.player == SEICHI_BLACK ? ";B[" : ";W[");
    sgf_point(b, g, m.point);
    sbuf_puts(b, "]");
}

/* A record of the session: the first position as setup, then the moves
 * (those of the loaded game up to where the board left it, then the
 * session's own). */
static void session_record(seichi_gtp *e, sbuf *b)
{
    const seichi_graph *g = e->graph;
    int w = seichi_graph_width(g), h = seichi_graph_height(g);
    const seichi_pos *first = e->game ? seichi_game_position(e->game, 0) : e->base;
    if (!first) first = e->base;
    sbuf_printf(b, "(;FF[4]GM[1]CA[UTF-8]AP[seichi:%s]", seichi_version());
    if (w == h) sbuf_printf(b, "SZ[%d]", w);
    else sbuf_printf(b, "SZ[%d:%d]", w, h);
    sbuf_puts(b, "KM[");
    sbuf_json_num(b, e->komi);
    sbuf_printf(b, "]RU[%s]", e->rules.name);
    if (e->handicap) sbuf_printf(b, "HA[%d]", e->handicap);
    for (int c = SEICHI_BLACK; c <= SEICHI_WHITE; c++) {
        int any = 0, n = seichi_graph_points(g);
        for (int p = 0; p < n; p++) {
            if (seichi_pos_color(first, p) != c) continue;
            if (!any) sbuf_puts(b, c == SEICHI_BLACK ? "AB" : "AW");
            sbuf_puts(b, "[");
            sgf_point(b, g, p);
            sbuf_puts(b, "]");
            any = 1;
        }
    }
    sbuf_puts(b, seichi_pos_to_move(first) == SEICHI_WHITE ? "PL[W]\n" : "PL[B]\n");
    for (int i = 0; e->game && i < e->game_moves; i++) put_move(b, g, seichi_game_move(e->game, i));
    for (int i = 0; i < e->nhist; i++) put_move(b, g, e->hist[i].move);
    sbuf_puts(b, ")\n");
}

/* The path: the arguments joined by single spaces, without the double
 * quotes GoGui puts around a path with spaces (%f). */
static int join_path(int argc, char **argv, sbuf *path)
{
    for (int i = 0; i < argc; i++) {
        if (i) sbuf_puts(path, " ");
        sbuf_puts(path, argv[i]);
    }
    if (path->failed || !path->len) return -1;
    char *s = path->data;
    if (path->len >= 2 && s[0] == '"' && s[path->len - 1] == '"') {
        memmove(s, s + 1, path->len - 2);
        s[path->len - 2] = 0;
        path->len -= 2;
    }
    return path->len ? 0 : -1;
}

int gtp_cmd_write_sgf(seichi_gtp *e, int argc, char **argv)
{
    sbuf path, rec;
    sbuf_init(&path);
    sbuf_init(&rec);
    if (argc < 1 || join_path(argc, argv, &path)) {
        sbuf_free(&path);
        return FAIL(e, "syntax error");
    }
    if (!e->writer) {
        sbuf_free(&path);
        return FAIL(e, "cannot write files here");
    }
    if (!seichi_graph_width(e->graph)) {
        sbuf_free(&path);
        return FAIL(e, "SGF needs a grid board");
    }
    seichi_result *r = NULL;
    seichi_game *own = NULL;
    const seichi_game *g = NULL;
    int rc = 1;
    if (gtp_score(e, 0, &r)) goto done;
    if (e->game && e->nhist == 0 && e->game_moves == seichi_game_move_count(e->game)) {
        g = e->game;
    } else {
        session_record(e, &rec);
        own = seichi_game_new();
        seichi_load_options lo = {"session", 0, 1};
        if (!own || rec.failed || seichi_game_load_sgf(own, rec.data, rec.len, &lo) != SEICHI_OK) {
            sbuf_puts(&e->text, own ? seichi_game_errmsg(own) : "out of memory");
            goto done;
        }
        const seichi_pos *end = seichi_game_position(own, -1);
        if (!end || seichi_pos_hash(end) != seichi_pos_hash(e->pos)) {
            sbuf_puts(&e->text, "the session's moves do not replay to the board");
            goto done;
        }
        g = own;
    }
    char *text = NULL;
    size_t len = 0;
    int st = seichi_game_write_sgf(g, r, &text, &len);
    if (st != SEICHI_OK) sbuf_printf(&e->text, "cannot write SGF: %s", seichi_strerror(st));
    else if (e->writer(e->writer_ud, path.data, text, len) != 0) sbuf_printf(&e->text, "cannot write %s", path.data);
    else rc = 0;
    free(text);
done:
    seichi_result_free(r);
    seichi_game_free(own);
    sbuf_free(&path);
    sbuf_free(&rec);
    return rc;
}

int gtp_cmd_genmove_cleanup(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    return FAIL(e, "seichi does not play: it scores the position as it stands "
                   "(final_status_list dead names the stones it counts as dead)");
}
