/*
 * cmd_score.c - `seichi score FILE.sgf... [--dead A1,C3,...|markup] [--rules
 * NAME] [--komi X] [--json] [--explain] [--game N] [--move N] [--sgf
 * OUT.sgf|-]`: the score of the final position (or of the position after
 * move N).  Dead stones: named (one stone names its chain), read from the
 * TB/TW markup of the last node (only when asked), or decided automatically.
 * Rules and komi come from RU and KM unless overridden.  Output: result
 * line (with the record's RE on the next line when it has one), breakdown
 * and per-point diagram, or JSON (docs/SCORING.md); --sgf writes the game
 * back with the score in it (docs/SGF.md).  Several files are scored one
 * after the other, each text headed by "== FILE" (JSON: one object a
 * line); the exit status is the worst of them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
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

typedef struct score_args {
    const char *dead, *rules, *sgf;
    double komi;
    int have_komi, explain, nfiles;
    cli_record_args a;
} score_args;

/* Writes the scored game to sa->sgf ("-": stdout); 0 or 2. */
static int write_sgf(const score_args *sa, const seichi_game *g, const seichi_result *r)
{
    char *text = NULL;
    size_t len = 0;
    int rc = seichi_game_write_sgf(g, r, &text, &len);
    if (rc != SEICHI_OK) {
        fprintf(stderr, "seichi score: %s: cannot write SGF: %s\n", sa->a.path, seichi_strerror(rc));
        return 2;
    }
    int to_stdout = !strcmp(sa->sgf, "-");
    FILE *f = to_stdout ? stdout : fopen(sa->sgf, "wb");
    int bad = !f || fwrite(text, 1, len, f) != len;
    if (f && !to_stdout) bad |= fclose(f) != 0;
    free(text);
    if (bad) {
        fprintf(stderr, "%s: cannot write\n", sa->sgf);
        return 2;
    }
    return 0;
}

/* The line after the result line: the record's own result, if any. */
static void record_line(const seichi_game *g, const seichi_result *r)
{
    const char *re = seichi_game_property(g, "RE");
    if (!re || !*re) return;
    double m;
    const char *how = "";
    if (batch_parse_re(re, &m)) how = m == seichi_result_margin(r) ? "; seichi agrees" : "; seichi differs";
    printf("record %s   (RE of the record%s)\n", re, how);
}

static int print_result(const score_args *sa, const seichi_game *g, const seichi_result *r)
{
    char *text = NULL;
    size_t len = 0;
    int rc = sa->a.json ? seichi_result_json(r, &text, &len) : seichi_result_text(r, &text, &len);
    if (rc) {
        fprintf(stderr, "seichi score: %s\n", seichi_strerror(rc));
        free(text);
        return 2;
    }
    const char *nl = sa->a.json ? NULL : memchr(text, '\n', len);
    if (nl && sa->a.move < 0) {
        fwrite(text, 1, (size_t)(nl + 1 - text), stdout);
        record_line(g, r);
        fwrite(nl + 1, 1, len - (size_t)(nl + 1 - text), stdout);
    } else {
        fwrite(text, 1, len, stdout);
    }
    free(text);
    return 0;
}

/* Whether the moves just before move n (the position scored) are two
 * passes: the players ended the game there. */
static int passes_before(const seichi_game *g, long n)
{
    return n >= 2 && seichi_game_move(g, (int)n - 1).point == SEICHI_PASS &&
           seichi_game_move(g, (int)n - 2).point == SEICHI_PASS;
}

static int score_file(const score_args *sa)
{
    const cli_record_args *a = &sa->a;
    seichi_score_options o;
    seichi_rules forced;
    if (sa->rules && seichi_rules_preset(sa->rules, &forced) != SEICHI_OK)
        return cli_usage_error("score", "unknown rules '%s' (japanese, korean, chinese, aga, "
                                        "new-zealand, tromp-taylor, kee)", sa->rules);
    seichi_game *g = cli_load_game(a->path, (int)a->game - 1, 0, a->json);
    if (!g) return 2;
    int moves = seichi_game_move_count(g);
    if (a->move > moves) {
        seichi_game_free(g);
        return cli_usage_error("score", "%s: --move %ld: the record has %d moves", a->path, a->move, moves);
    }
    const seichi_pos *p = seichi_game_position(g, a->move < 0 ? -1 : (int)a->move);
    if (!p) {
        fprintf(stderr, "%s\n", seichi_game_errmsg(g));
        seichi_game_free(g);
        return 2;
    }
    if (seichi_score_options_from_game(&o, g) != SEICHI_OK && !sa->rules && !a->json) {
        const char *ru = seichi_game_property(g, "RU");
        fprintf(stderr, "%s: %s; scoring with %s rules\n", a->path,
                ru ? "unknown rules in RU" : "no RU property", o.rules.name);
    }
    if (a->move >= 0 && a->move < moves) o.finished_by_passes = passes_before(g, a->move);
    if (sa->rules) o.rules = forced;
    if (sa->have_komi) o.komi = sa->komi;
    o.explain = sa->explain;
    int n = seichi_graph_points(seichi_pos_graph(p));
    uint8_t *dead = NULL;
    int rc = 0;
    if (sa->dead) {
        dead = calloc((size_t)n + 1, 1);
        if (!dead) {
            fprintf(stderr, "seichi score: out of memory\n");
            seichi_game_free(g);
            return 2;
        }
        if (!strcmp(sa->dead, "markup")) {
            int nmarks;
            score_markup_dead(g, p, dead, &nmarks);
            if (!nmarks && !a->json)
                fprintf(stderr, "%s: no TB/TW markup in the last node; no stone is dead\n", a->path);
        } else {
            char why[200];
            if (score_named_dead(p, sa->dead, dead, why, sizeof why))
                rc = cli_usage_error("score", "--dead: %s", why);
        }
        o.dead = dead;
    }
    seichi_result *r = NULL;
    if (!rc) {
        rc = seichi_score(p, &o, &r);
        if (rc) {
            fprintf(stderr, "seichi score: %s: %s\n", a->path, seichi_strerror(rc));
            rc = 2;
        }
    }
    if (!rc && sa->sgf) rc = write_sgf(sa, g, r);
    if (!rc && !(sa->sgf && !strcmp(sa->sgf, "-"))) {
        if (sa->nfiles > 1 && !a->json) printf("== %s\n", a->path);
        rc = print_result(sa, g, r);
    }
    seichi_result_free(r);
    free(dead);
    seichi_game_free(g);
    return rc;
}

int cmd_score(int argc, char **argv)
{
    score_args sa;
    memset(&sa, 0, sizeof sa);
    sa.a = (cli_record_args)CLI_RECORD_ARGS;
    const char **files = calloc((size_t)argc, sizeof *files);
    if (!files) return cli_usage_error("score", "out of memory");
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!strcmp(arg, "--explain")) sa.explain = 1;
        else if (!strcmp(arg, "--dead") && i + 1 < argc) sa.dead = argv[++i];
        else if (!strcmp(arg, "--rules") && i + 1 < argc) sa.rules = argv[++i];
        else if (!strcmp(arg, "--sgf") && i + 1 < argc) sa.sgf = argv[++i];
        else if (!strcmp(arg, "--komi") && i + 1 < argc) {
            if (!parse_number(argv[++i], &sa.komi)) {
                free(files);
                return cli_usage_error("score", "--komi needs a number, not '%s'", argv[i]);
            }
            sa.have_komi = 1;
        } else if (arg[0] != '-' || !arg[1]) {
            files[sa.nfiles++] = arg;
        } else {
            int r = cli_record_arg("score", CLI_MOVE, argc, argv, &i, &sa.a);
            if (r != 1) free(files);
            if (r == 2) return 2;
            if (!r) return cli_usage_error("score", "unknown option '%s' (or missing value)", arg);
        }
    }
    const char *why = NULL;
    if (!sa.nfiles) why = "usage: seichi score FILE.sgf... [--dead A1,C3,...|markup] [--rules NAME] "
                          "[--komi X] [--json] [--explain] [--game N] [--move N] [--sgf OUT.sgf|-] "
                          "(seichi score --help)";
    else if (sa.sgf && sa.a.move >= 0) why = "--sgf writes the score of the end of the game; not with --move";
    else if (sa.dead && !strcmp(sa.dead, "markup") && sa.a.move >= 0)
        why = "--dead markup reads the last node; not with --move";
    else if (sa.sgf && strcmp(sa.sgf, "-") && sa.nfiles > 1)
        why = "--sgf OUT.sgf takes one game (--sgf - writes them all to stdout; batch has --sgf-dir)";
    if (why) {
        free(files);
        return cli_usage_error("score", "%s", why);
    }
    int worst = 0;
    for (int f = 0; f < sa.nfiles; f++) {
        sa.a.path = files[f];
        if (sa.nfiles > 1 && f && !sa.a.json && !(sa.sgf && !strcmp(sa.sgf, "-"))) printf("\n");
        int rc = score_file(&sa);
        if (rc > worst) worst = rc;
    }
    fflush(stdout);
    free(files);
    return worst;
}
