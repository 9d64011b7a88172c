/*
 * cmd_show.c - `seichi show FILE.sgf [--move N] [--game N] [--json]
 * [--continue]`: the position after move N as a diagram, or as JSON
 * (schema in README.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "util/sbuf.h"

static void show_json(sbuf *b, const char *path, seichi_game *g, const seichi_pos *p, int shown)
{
    const seichi_graph *gr = seichi_pos_graph(p);
    int w = seichi_graph_width(gr), h = seichi_graph_height(gr);
    char name[16];
    sbuf_puts(b, "{\"file\":");
    sbuf_json_str(b, path);
    sbuf_printf(b, ",\"size\":[%d,%d],\"board\":[", w, h);
    for (int y = 0; y < h; y++) {
        char row[SEICHI_MAX_SIDE + 1];
        for (int x = 0; x < w; x++) row[x] = ".xo"[seichi_pos_color(p, y * w + x)];
        row[w] = 0;
        sbuf_puts(b, y ? ",\"" : "\"");
        sbuf_puts(b, row);
        sbuf_puts(b, "\"");
    }
    sbuf_printf(b, "],\"captures\":{\"black\":%d,\"white\":%d},\"komi\":",
                seichi_pos_captures(p, SEICHI_BLACK), seichi_pos_captures(p, SEICHI_WHITE));
    sbuf_json_num(b, seichi_game_komi(g));
    sbuf_puts(b, ",\"rules\":");
    sbuf_json_str(b, seichi_game_property(g, "RU"));
    sbuf_puts(b, ",\"result\":");
    sbuf_json_str(b, seichi_game_property(g, "RE"));
    sbuf_printf(b, ",\"handicap\":%d,\"moves\":%d,\"move\":%d,\"to_move\":\"%s\",\"ko\":",
                seichi_game_handicap(g), seichi_game_move_count(g), shown,
                seichi_pos_to_move(p) == SEICHI_BLACK ? "black" : "white");
    int ko = seichi_pos_ko(p);
    sbuf_json_str(b, ko >= 0 ? seichi_graph_point_name(gr, ko, name, sizeof name) : NULL);
    sbuf_puts(b, ",\"players\":{\"black\":");
    sbuf_json_str(b, seichi_game_property(g, "PB"));
    sbuf_puts(b, ",\"white\":");
    sbuf_json_str(b, seichi_game_property(g, "PW"));
    sbuf_puts(b, "}}\n");
}

static void show_text(sbuf *b, const char *path, seichi_game *g, const seichi_pos *p, int shown)
{
    const seichi_graph *gr = seichi_pos_graph(p);
    const char *pb = seichi_game_property(g, "PB"), *pw = seichi_game_property(g, "PW");
    const char *ru = seichi_game_property(g, "RU"), *re = seichi_game_property(g, "RE");
    sbuf_printf(b, "%s\n", path);
    if (pb || pw) sbuf_printf(b, "Black: %s   White: %s\n", pb ? pb : "?", pw ? pw : "?");
    char num[SBUF_NUM_LEN];
    sbuf_printf(b, "board %dx%d   komi %s   handicap %d   rules %s   result %s\n",
                seichi_graph_width(gr), seichi_graph_height(gr), sbuf_num(seichi_game_komi(g), num),
                seichi_game_handicap(g), ru ? ru : "(none)", re ? re : "(none)");
    sbuf_printf(b, "after move %d of %d, %s to move\n", shown, seichi_game_move_count(g),
                seichi_pos_to_move(p) == SEICHI_BLACK ? "Black" : "White");
    sbuf_printf(b, "prisoners: Black has captured %d, White has captured %d\n\n",
                seichi_pos_captures(p, SEICHI_BLACK), seichi_pos_captures(p, SEICHI_WHITE));
    size_t need = seichi_pos_to_diagram(p, NULL, 0, 1);
    char *d = malloc(need + 1);
    if (d) {
        seichi_pos_to_diagram(p, d, need + 1, 1);
        sbuf_puts(b, d);
        free(d);
    }
}

int cmd_show(int argc, char **argv)
{
    cli_record_args a = CLI_RECORD_ARGS;
    for (int i = 1; i < argc; i++) {
        int r = cli_record_arg("show", CLI_MOVE | CLI_CONTINUE, argc, argv, &i, &a);
        if (r == 2) return 2;
        if (!r) return cli_usage_error("show", "unknown option '%s'", argv[i]);
    }
    if (!a.path) return cli_usage_error("show", "usage: seichi show FILE.sgf [--move N] [--json]");
    seichi_game *g = cli_load_game(a.path, (int)a.game - 1, a.cont, a.json);
    if (!g) return 2;
    int total = seichi_game_move_count(g);
    if (a.move > total)
        fprintf(stderr, "%s: the game has %d moves; showing the end\n", a.path, total);
    int shown = a.move < 0 || a.move > total ? total : (int)a.move;
    const seichi_pos *p = seichi_game_position(g, shown);
    if (!p) {
        fprintf(stderr, "%s\n", seichi_game_errmsg(g));
        seichi_game_free(g);
        return 2;
    }
    sbuf b;
    sbuf_init(&b);
    if (a.json) show_json(&b, a.path, g, p, shown);
    else show_text(&b, a.path, g, p, shown);
    int rc = b.failed ? 2 : 0;
    if (b.data) fputs(b.data, stdout);
    sbuf_free(&b);
    seichi_game_free(g);
    return rc;
}
