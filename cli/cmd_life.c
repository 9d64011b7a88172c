/*
 * cmd_life.c - `seichi life FILE.sgf [--move N] [--game N] [--suicide]
 * [--json] [--continue]` or `seichi life --diagram FILE.txt`: the static
 * status of every group (Benson pass-alive; alive / unsettled / dead by
 * eyespace, seed 004) as text, or as JSON (schema in docs/LIFE.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/life.h"
#include "cli.h"
#include "util/sbuf.h"

static const char *colour_name(int c)
{
    static const char *const names[] = {"empty", "Black", "White", "player 3", "player 4",
                                        "player 5", "player 6", "player 7", "player 8"};
    return c >= 0 && c <= 8 ? names[c] : "?";
}

/* The unconditional map (seichi_unconditional): per point B/W/digit for
 * a pass-alive stone or the owner's unconditional territory, '.' for
 * undecided; rows of the grid, or one line on other graphs. */
static void uncond_text(sbuf *b, const seichi_pos *p, const life_result *r)
{
    const seichi_graph *g = seichi_pos_graph(p);
    int w = seichi_graph_width(g), h = seichi_graph_height(g), counts[3] = {0, 0, 0};
    if (w <= 0 || h <= 0 || w * h != r->n) w = r->n;
    sbuf_puts(b, "\nunconditional (pass-alive chains and the territory no opponent can live in):\n");
    for (int q = 0; q < r->n; q++) {
        int u = r->unconditional[q];
        char ch = u == 0 ? '.' : u == 1 ? 'B' : u == 2 ? 'W' : (char)('0' + u);
        if (u > 0 && u <= 2 && seichi_pos_color(p, q) != u) counts[u]++;
        sbuf_add(b, &ch, 1);
        if ((q + 1) % w == 0) sbuf_puts(b, "\n");
    }
    sbuf_printf(b, "unconditional territory: Black %d, White %d points (empty points and stones "
                   "that are not the owner's)\n", counts[1], counts[2]);
}

static void life_text(sbuf *b, const seichi_pos *p, const life_result *r)
{
    const seichi_graph *g = seichi_pos_graph(p);
    char name[32], vital[32];
    size_t need = seichi_pos_to_diagram(p, NULL, 0, 1);
    char *d = malloc(need + 1);
    if (d) {
        seichi_pos_to_diagram(p, d, need + 1, 1);
        sbuf_puts(b, d);
        free(d);
    }
    sbuf_printf(b, "\n%d groups\n", r->ngroups);
    for (int gi = 0; gi < r->ngroups; gi++) {
        const life_group *gr = &r->groups[gi];
        seichi_graph_point_name(g, gr->first, name, sizeof name);
        sbuf_printf(b, "%-8s %-5s %-9s %3d stone%s %d chain%s %3d libs  ", colour_name(gr->color), name,
                    life_status_name(gr->status), gr->stones, gr->stones == 1 ? " " : "s",
                    gr->nchains, gr->nchains == 1 ? " " : "s", gr->libs);
        if (gr->pass_alive) sbuf_puts(b, "pass-alive");
        else if (gr->pass_dead) sbuf_puts(b, "in pass-alive territory");
        else if (gr->uncond_dead) sbuf_puts(b, "in unconditional territory");
        else sbuf_printf(b, "%d eyespace%s (%d points)", gr->eyespaces, gr->eyespaces == 1 ? "" : "s",
                         gr->eye_points);
        if (gr->eye_key) sbuf_printf(b, " class %016llx", (unsigned long long)gr->eye_key);
        if (gr->vital != SEICHI_NONE)
            sbuf_printf(b, " vital %s", seichi_graph_point_name(g, gr->vital, vital, sizeof vital));
        sbuf_puts(b, "\n");
    }
    uncond_text(b, p, r);
}

int cmd_life(int argc, char **argv)
{
    int suicide = 0, diagram = 0;
    cli_record_args a = CLI_RECORD_ARGS;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--suicide")) {
            suicide = 1;
            continue;
        }
        if (!strcmp(argv[i], "--diagram")) {
            diagram = 1;
            continue;
        }
        int r = cli_record_arg("life", CLI_MOVE | CLI_CONTINUE, argc, argv, &i, &a);
        if (r == 2) return 2;
        if (!r) return cli_usage_error("life", "unknown option '%s'", argv[i]);
    }
    if (!a.path)
        return cli_usage_error("life", "usage: seichi life FILE.sgf [--move N] [--json] | --diagram FILE.txt");
    seichi_game *g = NULL;
    seichi_pos *own = NULL;
    const seichi_pos *p;
    if (diagram) {
        size_t len;
        char *text = cli_read_file(a.path, &len);
        if (!text) return 2;
        char err[256] = "";
        int rc = seichi_pos_from_diagram(text, len, &own, err, sizeof err);
        free(text);
        if (rc) {
            fprintf(stderr, "%s:%s\n", a.path, err);
            return 2;
        }
        p = own;
    } else {
        g = cli_load_game(a.path, (int)a.game - 1, a.cont, a.json);
        if (!g) return 2;
        int total = seichi_game_move_count(g);
        int shown = a.move < 0 || a.move > total ? total : (int)a.move;
        p = seichi_game_position(g, shown);
        if (!p) {
            fprintf(stderr, "%s\n", seichi_game_errmsg(g));
            seichi_game_free(g);
            return 2;
        }
    }
    life_result r;
    int rc = life_analyse(p, suicide, &r);
    if (rc) {
        fprintf(stderr, "seichi life: %s\n", seichi_strerror(rc));
        seichi_pos_free(own);
        seichi_game_free(g);
        return 2;
    }
    sbuf b;
    sbuf_init(&b);
    if (a.json) life_json(p, &r, &b);
    else life_text(&b, p, &r);
    rc = b.failed ? 2 : 0;
    if (b.data) fputs(b.data, stdout);
    sbuf_free(&b);
    life_result_free(&r);
    seichi_pos_free(own);
    seichi_game_free(g);
    return rc;
}
