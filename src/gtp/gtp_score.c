/*
 * gtp_score.c - the GTP commands that score the current position:
 * final_score, final_status_list, seichi-score_json, seichi-explain.
 *
 * All four call seichi_score() with automatic dead stones (dead = NULL),
 * the engine's rules, komi and handicap, on the position as it stands: the
 * same call `seichi score` makes for the end of a game, so GTP and CLI
 * answers agree (tests/node/ checks that through a real GTP client).
 *
 * final_status_list prints one chain a line (its stones separated by
 * spaces), chains in the order of their first point, as GNU Go does.
 */
#include <stdlib.h>
#include <string.h>

#include "gtp/gtp_impl.h"

/* Set to 1 once src/score provides seichi_score(); until then the scoring
 * commands answer "? scoring not available" instead of guessing. */
#define GTP_HAVE_SCORER 0

static int fail(seichi_gtp *e, const char *msg)
{
    sbuf_puts(&e->text, msg);
    return 1;
}

#if GTP_HAVE_SCORER
static int score(seichi_gtp *e, int explain, seichi_result **r)
{
    seichi_score_options o;
    seichi_score_options_init(&o);
    o.rules = e->rules;
    o.komi = e->komi;
    o.handicap = e->handicap;
    o.dead = NULL;
    o.explain = explain;
    *r = NULL;
    int rc = seichi_score(e->pos, &o, r);
    if (rc != SEICHI_OK) {
        sbuf_printf(&e->text, "cannot score: %s", seichi_strerror(rc));
        return 1;
    }
    return 0;
}

int gtp_cmd_final_score(seichi_gtp *e, int argc, char **argv)
{
    seichi_result *r;
    (void)argv;
    if (argc != 0) return fail(e, "syntax error");
    if (score(e, 0, &r)) return 1;
    sbuf_puts(&e->text, seichi_result_string(r));
    seichi_result_free(r);
    return 0;
}

static int status_of(int reason)
{
    if (reason == SEICHI_PT_DEAD) return 1;
    if (reason == SEICHI_PT_SEKI_STONE) return 2;
    return 0;
}

int gtp_cmd_final_status_list(seichi_gtp *e, int argc, char **argv)
{
    static const char *const names[] = {"alive", "dead", "seki"};
    int want = -1;
    for (int i = 0; argc == 1 && i < 3; i++)
        if (!strcmp(argv[0], names[i])) want = i;
    if (want < 0) return fail(e, "syntax error");
    seichi_result *r;
    if (score(e, 0, &r)) return 1;
    int n = seichi_graph_points(e->graph);
    char name[24];
    for (int p = 0; p < n; p++) {
        if (seichi_pos_color(e->pos, p) == SEICHI_EMPTY) continue;
        int first = p;
        for (int q = seichi_pos_chain_next(e->pos, p); q != p; q = seichi_pos_chain_next(e->pos, q))
            if (q < first) first = q;
        if (first != p || status_of(seichi_result_reason(r, p)) != want) continue;
        int q = p;
        do {
            sbuf_puts(&e->text, seichi_graph_point_name(e->graph, q, name, sizeof name));
            q = seichi_pos_chain_next(e->pos, q);
            sbuf_puts(&e->text, q == p ? "\n" : " ");
        } while (q != p);
    }
    seichi_result_free(r);
    return 0;
}

int gtp_cmd_score_json(seichi_gtp *e, int argc, char **argv)
{
    seichi_result *r;
    (void)argv;
    if (argc != 0) return fail(e, "syntax error");
    if (score(e, 0, &r)) return 1;
    char *json = NULL;
    size_t len = 0;
    int rc = seichi_result_json(r, &json, &len);
    seichi_result_free(r);
    if (rc != SEICHI_OK) {
        free(json);
        return fail(e, "out of memory");
    }
    sbuf_add(&e->text, json, len);
    free(json);
    return 0;
}

/* A map of the board, two characters a point: why it counts (. dame,
 * t territory, s stone, d dead, k seki stone, e seki eye, f false eye,
 * c forced fill, o ko) and for whom (b, w, - nobody). */
int gtp_cmd_explain(seichi_gtp *e, int argc, char **argv)
{
    static const char why[] = ".tsdkefco";
    seichi_result *r;
    (void)argv;
    if (argc != 0) return fail(e, "syntax error");
    if (score(e, 1, &r)) return 1;
    int w = seichi_graph_width(e->graph), h = seichi_graph_height(e->graph);
    char name[24];
    sbuf_printf(&e->text, "%s\n", seichi_result_string(r));
    sbuf_puts(&e->text, "   ");
    for (int x = 0; x < w; x++) {
        seichi_graph_point_name(e->graph, seichi_graph_point_at(e->graph, x, 0), name, sizeof name);
        name[strcspn(name, "0123456789")] = 0;
        sbuf_printf(&e->text, " %-2s", name);
    }
    for (int y = 0; y < h; y++) {
        sbuf_printf(&e->text, "\n%2d ", h - y);
        for (int x = 0; x < w; x++) {
            int p = seichi_graph_point_at(e->graph, x, y);
            int reason = seichi_result_reason(r, p), owner = seichi_result_owner(r, p);
            sbuf_printf(&e->text, " %c%c", reason >= 0 && reason < 9 ? why[reason] : '?',
                        owner == SEICHI_BLACK ? 'b' : owner == SEICHI_WHITE ? 'w' : '-');
        }
    }
    seichi_result_free(r);
    return 0;
}
#else
int gtp_cmd_final_score(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    return fail(e, "scoring not available");
}

int gtp_cmd_final_status_list(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    return fail(e, "scoring not available");
}

int gtp_cmd_score_json(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    return fail(e, "scoring not available");
}

int gtp_cmd_explain(seichi_gtp *e, int argc, char **argv)
{
    (void)argc, (void)argv;
    return fail(e, "scoring not available");
}
#endif
