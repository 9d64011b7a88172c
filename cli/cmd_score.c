/*
 * cmd_score.c - `seichi score FILE.sgf [--dead A1,C3,...|markup] [--rules
 * NAME] [--komi X] [--json] [--explain] [--game N]`: the score of the final
 * position.  Dead stones: named (one stone names its chain), read from the
 * TB/TW markup of the last node (only when asked), or decided automatically.
 * Rules and komi come from RU and KM unless overridden.  Output: result
 * line, breakdown and per-point diagram, or JSON (docs/SCORING.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "score/score.h"

static int parse_number(const char *s, double *out)
{
    char *end;
    double v = strtod(s, &end);
    if (!*s || *end || v != v || v > 1e6 || v < -1e6) return 0;
    *out = v;
    return 1;
}

int cmd_score(int argc, char **argv)
{
    const char *dead_arg = NULL, *rules_arg = NULL;
    double komi = 0;
    int have_komi = 0, explain = 0;
    cli_record_args a = CLI_RECORD_ARGS;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--explain")) explain = 1;
        else if (!strcmp(argv[i], "--dead") && i + 1 < argc) dead_arg = argv[++i];
        else if (!strcmp(argv[i], "--rules") && i + 1 < argc) rules_arg = argv[++i];
        else if (!strcmp(argv[i], "--komi") && i + 1 < argc) {
            if (!parse_number(argv[++i], &komi))
                return cli_usage_error("score", "--komi needs a number, not '%s'", argv[i]);
            have_komi = 1;
        } else {
            int r = cli_record_arg("score", 0, argc, argv, &i, &a);
            if (r == 2) return 2;
            if (!r) return cli_usage_error("score", "unknown option '%s' (or missing value)", argv[i]);
        }
    }
    if (!a.path)
        return cli_usage_error("score", "usage: seichi score FILE.sgf [--dead A1,C3,...|markup] "
                                        "[--rules NAME] [--komi X] [--json] [--explain] [--game N]");
    seichi_score_options o;
    seichi_rules forced;
    if (rules_arg && seichi_rules_preset(rules_arg, &forced) != SEICHI_OK)
        return cli_usage_error("score", "unknown rules '%s' (japanese, korean, chinese, aga, "
                                        "new-zealand, tromp-taylor, kee)", rules_arg);
    seichi_game *g = cli_load_game(a.path, (int)a.game - 1, 0, a.json);
    if (!g) return 2;
    const seichi_pos *p = seichi_game_position(g, -1);
    if (!p) {
        fprintf(stderr, "%s\n", seichi_game_errmsg(g));
        seichi_game_free(g);
        return 2;
    }
    if (seichi_score_options_from_game(&o, g) != SEICHI_OK && !rules_arg && !a.json) {
        const char *ru = seichi_game_property(g, "RU");
        fprintf(stderr, "%s: %s; scoring with %s rules\n", a.path,
                ru ? "unknown rules in RU" : "no RU property", o.rules.name);
    }
    if (rules_arg) o.rules = forced;
    if (have_komi) o.komi = komi;
    o.explain = explain;
    int n = seichi_graph_points(seichi_pos_graph(p));
    uint8_t *dead = NULL;
    int rc = 0;
    if (dead_arg) {
        dead = calloc((size_t)n + 1, 1);
        if (!dead) {
            fprintf(stderr, "seichi score: out of memory\n");
            seichi_game_free(g);
            return 2;
        }
        if (!strcmp(dead_arg, "markup")) {
            int nmarks;
            score_markup_dead(g, p, dead, &nmarks);
            if (!nmarks && !a.json)
                fprintf(stderr, "%s: no TB/TW markup in the last node; no stone is dead\n", a.path);
        } else {
            char why[200];
            if (score_named_dead(p, dead_arg, dead, why, sizeof why))
                rc = cli_usage_error("score", "--dead: %s", why);
        }
        o.dead = dead;
    }
    seichi_result *r = NULL;
    if (!rc) {
        rc = seichi_score(p, &o, &r);
        if (rc) {
            fprintf(stderr, "seichi score: %s: %s\n", a.path, seichi_strerror(rc));
            rc = 2;
        }
    }
    if (!rc) {
        char *text = NULL;
        size_t len = 0;
        rc = a.json ? seichi_result_json(r, &text, &len) : seichi_result_text(r, &text, &len);
        if (rc) {
            fprintf(stderr, "seichi score: %s\n", seichi_strerror(rc));
            rc = 2;
        } else {
            fwrite(text, 1, len, stdout);
        }
        free(text);
    }
    seichi_result_free(r);
    free(dead);
    seichi_game_free(g);
    return rc;
}
