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

static int fail(seichi_gtp *e, const char *msg)
{
    sbuf_puts(&e->text, msg);
    return 1;
}

/* Whether the game so far ends with two passes (then the position is
 * counted as the players left it, as seichi_score_options_from_game()
 * decides for a record): the session's plays, then the loaded record's. */
static int ends_with_two_passes(const seichi_gtp *e)
{
    int passes = 0;
    for (int i = e->nhist - 1; i >= 0 && passes < 2; i--, passes++)
        if (e->hist[i].move.point != SEICHI_PASS) return 0;
    for (int i = e->game ? e->game_moves - 1 : -1; i >= 0 && passes < 2; i--, passes++)
        if (seichi_game_move(e->game, i).point != SEICHI_PASS) return 0;
    return passes == 2;
}

static int score(seichi_gtp *e, int explain, seichi_result **r)
{
    seichi_score_options o;
    seichi_score_options_init(&o);
    o.rules = e->rules;
    o.komi = e->komi;
    o.handicap = e->handicap;
    o.finished_by_passes = ends_with_two_passes(e);
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

int gtp_score(seichi_gtp *e, int explain, seichi_result **r) { return score(e, explain, r); }

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

/* seichi-explain: the text of `seichi score --explain` (result, breakdown,
 * diagram with legend, then the reason for every group). */
int gtp_cmd_explain(seichi_gtp *e, int argc, char **argv)
{
    seichi_result *r;
    (void)argv;
    if (argc != 0) return fail(e, "syntax error");
    if (score(e, 1, &r)) return 1;
    char *text = NULL;
    size_t len = 0;
    int rc = seichi_result_text(r, &text, &len);
    if (rc == SEICHI_OK) {
        sbuf_add(&e->text, text, len);
    }
    free(text);
    seichi_result_free(r);
    return rc == SEICHI_OK ? 0 : fail(e, "out of memory");
}
