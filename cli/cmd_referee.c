/*
 * cmd_referee.c - `seichi referee FILE`: plays a game written in the text
 * format of docs/REFEREE_FORMAT.md through the rules engine and prints, play
 * by play, legality (with the rule that forbids), captures, ko conditions
 * and prohibitions, the end of the game and the final ranking with points.
 * Exit status: 0, 1 when an `expect` line failed, 2 on bad input.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "util/sbuf.h"

#define MAX_WORDS 64
#define MAX_ROWS SEICHI_MAX_SIDE

typedef struct referee {
    const char *file;
    FILE *out, *err;      /* the report; the one error line             */
    int line;
    int w, h, nplayers, turn;
    seichi_rules rules;
    double komi;
    seichi_graph *g;
    char rows[MAX_ROWS][SEICHI_MAX_SIDE + 1];
    int nrows, in_position;
    int setup_pt[4096], setup_color[4096], nsetup;
    seichi_match *m;
    int plays;            /* legal plays made                           */
    int have_last;        /* an outcome to check expect lines against   */
    seichi_outcome last;
    int failed;
    int over_printed;
    int removed;
} referee;

static const char *const player_labels[] = {"-", "B", "W", "R", "4", "5", "6", "7", "8"};

static int err_at(const referee *r, int col, const char *msg, const char *word)
{
    fprintf(r->err, "%s:%d:%d: %s%s%s%s\n", r->file, r->line, col, msg, word ? " '" : "",
            word ? word : "", word ? "'" : "");
    return 2;
}

static int eq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
    return *a == *b;
}

static int parse_player(const char *w, int nplayers)
{
    static const char *const names[][3] = {{"", "", ""},       {"b", "black", "1"},
                                          {"w", "white", "2"}, {"r", "red", "3"}};
    for (int p = 1; p <= 3; p++)
        for (int i = 0; i < 3; i++)
            if (eq(w, names[p][i])) return p <= nplayers ? p : -1;
    if (w[0] >= '4' && w[0] <= '8' && !w[1]) return w[0] - '0' <= nplayers ? w[0] - '0' : -1;
    return 0;
}

static int parse_yesno(const char *w)
{
    if (eq(w, "yes") || eq(w, "on") || eq(w, "allowed") || eq(w, "1")) return 1;
    if (eq(w, "no") || eq(w, "off") || eq(w, "prohibited") || eq(w, "0")) return 0;
    return -1;
}

static int diagram_color(char c)
{
    switch (c) {
    case '.': case '+': return 0;
    case 'X': case 'x': case 'B': case 'b': case '#': return 1;
    case 'O': case 'o': case 'W': case 'w': return 2;
    case 'R': case 'r': return 3;
    default: return c >= '1' && c <= '8' ? c - '0' : -1;
    }
}

static void print_diagram(const referee *r)
{
    const seichi_pos *p = seichi_match_position(r->m);
    if (!r->w) {
        for (int pt = 0; pt < seichi_graph_points(r->g); pt++) {
            char name[32];
            int c = seichi_pos_color(p, pt);
            if (c) fprintf(r->out, "  %s %s\n", seichi_graph_point_name(r->g, pt, name, sizeof name),
                          player_labels[c]);
        }
        return;
    }
    for (int y = 0; y < r->h; y++) {
        fprintf(r->out, "  %2d ", r->h - y);
        for (int x = 0; x < r->w; x++) {
            int c = seichi_pos_color(p, seichi_graph_point_at(r->g, x, y));
            fprintf(r->out, " %c", c == 0 ? '.' : c == 1 ? 'X' : c == 2 ? 'O' : c == 3 ? 'R' : '0' + c);
        }
        fprintf(r->out, "\n");
    }
    fprintf(r->out, "     ");
    for (int x = 0; x < r->w; x++) fprintf(r->out, " %c", "ABCDEFGHJKLMNOPQRSTUVWXYZ"[x % 25]);
    fprintf(r->out, "\n");
}

static int start(referee *r)
{
    if (r->m) return 0;
    if (r->in_position) return err_at(r, 1, "position block not closed by 'end'", NULL);
    if (r->g && r->nrows) {
        if (!seichi_graph_width(r->g))
            return err_at(r, 1, "a position block needs a grid board: use 'setup' on a graph", NULL);
        r->w = seichi_graph_width(r->g);
        r->h = seichi_graph_height(r->g);
    }
    if (!r->g) {
        if (!r->w && r->nrows) {
            r->h = r->nrows;
            r->w = (int)strlen(r->rows[0]);
        }
        if (!r->w) return err_at(r, 1, "no board: give 'size', 'graph' or a position", NULL);
        r->g = seichi_graph_new_grid(r->w, r->h);
        if (!r->g) return err_at(r, 1, "board size out of range", NULL);
    }
    if (r->nrows && (r->nrows != r->h || !r->w))
        return err_at(r, 1, "position does not match the board size", NULL);
    r->m = seichi_match_new(r->g, r->nplayers, &r->rules);
    if (!r->m) return err_at(r, 1, "out of memory", NULL);
    for (int y = 0; y < r->nrows; y++) {
        if ((int)strlen(r->rows[y]) != r->w)
            return err_at(r, 1, "position rows differ in length", NULL);
        for (int x = 0; x < r->w; x++) {
            int c = diagram_color(r->rows[y][x]);
            if (c > r->nplayers) return err_at(r, 1, "position uses a player beyond 'players'", NULL);
            if (c) seichi_match_setup(r->m, seichi_graph_point_at(r->g, x, y), c);
        }
    }
    for (int i = 0; i < r->nsetup; i++) {
        if (r->setup_color[i] > r->nplayers)
            return err_at(r, 1, "setup uses a player beyond 'players'", NULL);
        seichi_match_setup(r->m, r->setup_pt[i], r->setup_color[i]);
    }
    if (r->turn) seichi_match_set_to_move(r->m, r->turn);
    const seichi_rules *ru = seichi_match_rules(r->m);
    static const char *const ko_names[] = {"simple", "positional superko", "situational superko",
                                           "Kee (rule 12)"};
    fprintf(r->out, "rules %s: %s scoring, ko %s, suicide %s, enclosure %s, refreshing passes %s; "
           "%d players\n",
           ru->name[0] ? ru->name : "custom", ru->scoring ? "territory" : "area", ko_names[ru->ko & 3],
           ru->suicide ? "allowed" : "prohibited", ru->enclosure ? "single units" : "allied groups",
           ru->ko == SEICHI_KO_KEE && ru->refreshing_passes ? "allowed" : "no", r->nplayers);
    if (r->nrows || r->nsetup) {
        fprintf(r->out, "start position (%s to play):\n", player_labels[seichi_match_to_move(r->m)]);
        print_diagram(r);
    }
    return 0;
}

static void print_end(referee *r)
{
    if (r->over_printed || !seichi_match_over(r->m)) return;
    r->over_printed = 1;
    int any = 0;
    for (int q = 1; q <= r->nplayers; q++) any |= !seichi_match_prohibited(r->m, q);
    fprintf(r->out, "game over: %s\n", any ? "every active player made a normal pass in a row (rule 13a)"
                                  : "every player is prohibited (rule 13b)");
}

static int do_play(referee *r, int player, const char *mv, int col)
{
    int kind = SEICHI_PLAY_STONE, pt = SEICHI_NONE;
    if (eq(mv, "pass")) kind = SEICHI_PLAY_PASS;
    else if (eq(mv, "refresh") || eq(mv, "refreshing")) kind = SEICHI_PLAY_REFRESH;
    else if ((pt = seichi_graph_find_point(r->g, mv)) < 0)
        return err_at(r, col, "not a point of the board:", mv);
    int mover = player ? player : seichi_match_to_move(r->m);
    seichi_outcome o;
    int rc = seichi_match_play_as(r->m, mover, kind, pt, &o);
    r->have_last = 1;
    r->last = o;
    if (rc == SEICHI_NOMEM) return err_at(r, col, "out of memory", NULL);
    if (rc != SEICHI_OK) {
        fprintf(r->out, "line %d: %s %s: illegal: %s\n", r->line, player_labels[mover], mv,
               seichi_rule_text(o.refused));
        return 0;
    }
    char name[32] = "pass";
    if (kind == SEICHI_PLAY_STONE) seichi_graph_point_name(r->g, pt, name, sizeof name);
    else if (kind == SEICHI_PLAY_REFRESH) strcpy(name, "refresh");
    fprintf(r->out, "%d. %s %s:", ++r->plays, player_labels[mover], name);
    if (kind == SEICHI_PLAY_PASS) fprintf(r->out, " normal pass");
    if (kind == SEICHI_PLAY_REFRESH) fprintf(r->out, " refreshing pass");
    if (kind == SEICHI_PLAY_STONE) {
        fprintf(r->out, " stone play");
        if (o.enclosing) fprintf(r->out, ", enclosing (rule 9)");
        if (o.suicidal) fprintf(r->out, ", suicidal: its unit is removed (rule 10)");
        if (o.captured) fprintf(r->out, ", captures %d (rule 11)", o.captured);
    }
    if (o.ko_condition == SEICHI_COND_PRIMARY || o.ko_condition == SEICHI_COND_SECONDARY)
        fprintf(r->out, "; %s ko condition (rule 12(%c)), repeats the position after play %d: "
               "%s is prohibited for the rest of the game",
               o.ko_condition == SEICHI_COND_PRIMARY ? "primary" : "secondary",
               o.ko_condition == SEICHI_COND_PRIMARY ? 'a' : 'b', o.cycle_from,
               player_labels[o.ko_player]);
    else if (o.ko_condition == SEICHI_COND_CYCLE)
        fprintf(r->out, "; whole-board repetition of the position after play %d (no result under "
               "these rules)", o.cycle_from);
    fprintf(r->out, "\n");
    print_end(r);
    return 0;
}

static const char *const refuse_words[] = {"legal", "occupied", "suicide", "ko", "superko",
                                           "offboard", "turn", "prohibited", "over", "refresh"};

static int check_expect(referee *r, char **w, int nw, const int *cols)
{
    if (nw < 2) return err_at(r, cols[0], "expect needs what to check", NULL);
    const char *what = w[1], *arg = nw > 2 ? w[2] : "";
    int ok = 1, known = 1;
    const seichi_outcome *o = &r->last;
    int need_last = eq(what, "legal") || eq(what, "illegal") || eq(what, "captures") ||
                    eq(what, "prohibited") || eq(what, "condition") || eq(what, "enclosing");
    if (need_last && !r->have_last) return err_at(r, cols[0], "expect before any play", NULL);
    if (eq(what, "legal")) ok = o->refused == SEICHI_RULE_OK;
    else if (eq(what, "illegal")) {
        ok = o->refused != SEICHI_RULE_OK;
        if (nw > 2) ok = ok && eq(arg, refuse_words[o->refused]);
    } else if (eq(what, "captures")) ok = o->captured == atoi(arg);
    else if (eq(what, "enclosing")) ok = o->enclosing == (parse_yesno(arg) == 1);
    else if (eq(what, "prohibited")) {
        int p = eq(arg, "none") ? 0 : parse_player(arg, r->nplayers);
        if (p < 0) return err_at(r, cols[2], "unknown player", arg);
        ok = o->ko_player == p;
    } else if (eq(what, "condition")) {
        static const char *const conds[] = {"none", "primary", "secondary", "cycle"};
        ok = eq(arg, conds[o->ko_condition & 3]);
    } else if (eq(what, "over")) ok = seichi_match_over(r->m) == (parse_yesno(arg) == 1);
    else if (eq(what, "points") || eq(what, "rank")) {
        int p = nw > 3 ? parse_player(arg, r->nplayers) : -1;
        if (p <= 0) return err_at(r, cols[nw > 2 ? 2 : 1], "expect points/rank: PLAYER VALUE", NULL);
        double pts[SEICHI_MAX_PLAYERS + 1];
        int rank[SEICHI_MAX_PLAYERS + 1];
        seichi_match_score(r->m, r->komi, pts, rank);
        ok = eq(what, "points") ? pts[p] == atof(w[3]) : rank[p] == atoi(w[3]);
    } else known = 0;
    if (!known) return err_at(r, cols[1], "unknown expectation", what);
    if (!ok) {
        fprintf(r->out, "line %d: expectation failed:", r->line);
        for (int i = 1; i < nw; i++) fprintf(r->out, " %s", w[i]);
        fprintf(r->out, "\n");
        fprintf(r->err, "%s:%d:%d: expectation failed\n", r->file, r->line, cols[0]);
        r->failed = 1;
    }
    return 0;
}

static const char *const setting_words[] = {"size", "graph", "players", "rules", "suicide",
                                            "refreshing", "enclosure", "scoring", "ko", "komi",
                                            "turn", "position", "setup"};

static int is_setting(const char *k)
{
    for (size_t i = 0; i < sizeof setting_words / sizeof setting_words[0]; i++)
        if (eq(k, setting_words[i])) return 1;
    return 0;
}

/* The board is given once: by `size`, by `graph`, or by a position block
 * alone.  A second one would leave stones or setup points on a board
 * they were not written for. */
static int board_given(referee *r, int col, const char *k)
{
    if (!r->g && !r->w) return 0;
    return err_at(r, col, r->g && !r->w ? "the board is already given by 'graph':"
                                        : "the board is already given by 'size':", k);
}

static int setting(referee *r, char **w, int nw, const int *cols)
{
    const char *k = w[0];
    if (!is_setting(k)) return -1;
    if (nw < 2 && !eq(k, "position"))
        return err_at(r, cols[0], "missing value for", k);
    if (eq(k, "size")) {
        int a = 0, b = 0;
        char tail;
        if (board_given(r, cols[0], k)) return 2;
        if (sscanf(w[1], "%dx%d%c", &a, &b, &tail) == 2 || sscanf(w[1], "%dX%d%c", &a, &b, &tail) == 2) {
        } else if (sscanf(w[1], "%d%c", &a, &tail) == 1) b = nw > 2 ? atoi(w[2]) : a;
        if (a < 1 || b < 1 || a > SEICHI_MAX_SIDE || b > SEICHI_MAX_SIDE)
            return err_at(r, cols[1], "bad board size", w[1]);
        r->w = a, r->h = b;
    } else if (eq(k, "graph")) {
        if (board_given(r, cols[0], k)) return 2;
        char path[1024];
        const char *slash = strrchr(r->file, '/');
        if (w[1][0] != '/' && slash)
            snprintf(path, sizeof path, "%.*s/%s", (int)(slash - r->file), r->file, w[1]);
        else snprintf(path, sizeof path, "%s", w[1]);
        size_t len;
        char *text = cli_read_file(path, &len);
        if (!text) return 2;
        char err[256];
        int rc = seichi_graph_parse(text, len, &r->g, err, sizeof err);
        free(text);
        if (rc) {
            fprintf(r->err, "%s:%s\n", path, err);
            return 2;
        }
    } else if (eq(k, "players")) {
        int n = atoi(w[1]);
        if (n < 2 || n > SEICHI_MAX_PLAYERS) return err_at(r, cols[1], "players must be 2..8:", w[1]);
        r->nplayers = n;
    } else if (eq(k, "rules")) {
        if (seichi_rules_preset(w[1], &r->rules)) return err_at(r, cols[1], "unknown rule set", w[1]);
    } else if (eq(k, "suicide") || eq(k, "refreshing")) {
        int v = parse_yesno(w[1]);
        if (v < 0) return err_at(r, cols[1], "expected yes or no, got", w[1]);
        if (eq(k, "suicide")) r->rules.suicide = v;
        else r->rules.refreshing_passes = v;
    } else if (eq(k, "enclosure")) {
        if (eq(w[1], "allied")) r->rules.enclosure = SEICHI_ENCLOSE_ALLIED;
        else if (eq(w[1], "unit")) r->rules.enclosure = SEICHI_ENCLOSE_UNIT;
        else return err_at(r, cols[1], "enclosure is allied or unit, not", w[1]);
    } else if (eq(k, "scoring")) {
        if (eq(w[1], "area")) r->rules.scoring = SEICHI_SCORE_AREA;
        else if (eq(w[1], "territory")) r->rules.scoring = SEICHI_SCORE_TERRITORY;
        else return err_at(r, cols[1], "scoring is area or territory, not", w[1]);
    } else if (eq(k, "ko")) {
        static const char *const kos[] = {"simple", "positional", "situational", "kee"};
        int i = 0;
        while (i < 4 && !eq(w[1], kos[i])) i++;
        if (i == 4) return err_at(r, cols[1], "ko is simple, positional, situational or kee, not", w[1]);
        r->rules.ko = i;
    } else if (eq(k, "komi")) {
        char *end;
        r->komi = strtod(w[1], &end);
        if (*end) return err_at(r, cols[1], "komi is a number, not", w[1]);
    } else if (eq(k, "turn")) {
        int p = parse_player(w[1], SEICHI_MAX_PLAYERS);
        if (p <= 0) return err_at(r, cols[1], "unknown player", w[1]);
        r->turn = p;
    } else if (eq(k, "position")) {
        if (r->nrows) return err_at(r, cols[0], "a second position block", NULL);
        r->in_position = 1;
    } else if (eq(k, "setup")) {
        int p = parse_player(w[1], SEICHI_MAX_PLAYERS);
        if (p <= 0) return err_at(r, cols[1], "unknown player", w[1]);
        if (!r->g && r->w) r->g = seichi_graph_new_grid(r->w, r->h);
        if (!r->g) return err_at(r, cols[0], "setup needs the board first ('size' or 'graph')", NULL);
        for (int i = 2; i < nw; i++) {
            int pt = seichi_graph_find_point(r->g, w[i]);
            if (pt < 0) return err_at(r, cols[i], "not a point of the board:", w[i]);
            if (r->nsetup == 4096) return err_at(r, cols[i], "too many setup stones", NULL);
            r->setup_pt[r->nsetup] = pt, r->setup_color[r->nsetup++] = p;
        }
    } else {
        return -1;
    }
    return 0;
}

static int referee_line(referee *r, char *text)
{
    char *hash = strchr(text, '#');
    if (hash) *hash = 0;
    char *w[MAX_WORDS];
    int cols[MAX_WORDS], nw = 0;
    for (char *s = text; *s;) {
        while (*s && isspace((unsigned char)*s)) s++;
        if (!*s) break;
        if (nw == MAX_WORDS) return err_at(r, (int)(s - text) + 1, "too many words on a line", NULL);
        cols[nw] = (int)(s - text) + 1;
        w[nw++] = s;
        while (*s && !isspace((unsigned char)*s)) s++;
        if (*s) *s++ = 0;
    }
    if (nw == 0) return 0;
    if (r->in_position) {
        if (eq(w[0], "end")) {
            r->in_position = 0;
            if (!r->nrows) return err_at(r, cols[0], "empty position block", NULL);
            return 0;
        }
        if (r->nrows == MAX_ROWS) return err_at(r, cols[0], "too many position rows", NULL);
        char *row = r->rows[r->nrows];
        int len = 0;
        for (int i = 0; i < nw; i++)
            for (const char *c = w[i]; *c; c++) {
                if (diagram_color(*c) < 0) return err_at(r, cols[i], "bad position character in", w[i]);
                if (len == SEICHI_MAX_SIDE) return err_at(r, cols[i], "position row too long", NULL);
                row[len++] = *c;
            }
        row[len] = 0;
        r->nrows++;
        return 0;
    }
    if (!r->m) {
        int rc = setting(r, w, nw, cols);
        if (rc >= 0) return rc;
        if ((rc = start(r))) return rc;
    } else if (is_setting(w[0])) {
        return err_at(r, cols[0], "settings must come before the first play:", w[0]);
    }
    if (eq(w[0], "expect")) return check_expect(r, w, nw, cols);
    if (eq(w[0], "remove")) {
        for (int i = 1; i < nw; i++) {
            int pt = seichi_graph_find_point(r->g, w[i]);
            if (pt < 0) return err_at(r, cols[i], "not a point of the board:", w[i]);
            int c = seichi_pos_color(seichi_match_position(r->m), pt);
            int n = seichi_match_remove_dead(r->m, pt);
            if (!n) return err_at(r, cols[i], "no stone to remove at", w[i]);
            fprintf(r->out, "removed by agreement (rule 15a): %s, %d stone%s of %s\n", w[i], n,
                   n == 1 ? "" : "s", player_labels[c]);
            r->removed = 1;
        }
        return 0;
    }
    if (nw > 2) return err_at(r, cols[2], "unexpected word", w[2]);
    int player = 0;
    if (nw == 2) {
        player = parse_player(w[0], r->nplayers);
        if (player <= 0) return err_at(r, cols[0], "unknown player or directive", w[0]);
    }
    return do_play(r, player, w[nw - 1], cols[nw - 1]);
}

static void print_result(referee *r)
{
    if (!seichi_match_over(r->m)) fprintf(r->out, "game not over: scored as it stands\n");
    int any = 0;
    for (int q = 1; q <= r->nplayers; q++) any |= seichi_match_prohibited(r->m, q);
    if (any) {
        fprintf(r->out, "prohibited:");
        for (int q = 1; q <= r->nplayers; q++)
            if (seichi_match_prohibited(r->m, q)) fprintf(r->out, " %s", player_labels[q]);
        fprintf(r->out, "\n");
    }
    fprintf(r->out, "final position:\n");
    print_diagram(r);
    double pts[SEICHI_MAX_PLAYERS + 1];
    int rank[SEICHI_MAX_PLAYERS + 1];
    seichi_match_score(r->m, r->komi, pts, rank);
    fprintf(r->out, "score (%s):", seichi_match_rules(r->m)->scoring ? "territory" : "area");
    char num[SBUF_NUM_LEN];
    for (int q = 1; q <= r->nplayers; q++) fprintf(r->out, " %s %s", player_labels[q], sbuf_num(pts[q], num));
    fprintf(r->out, "\nranking:");
    for (int place = 1; place <= r->nplayers; place++)
        for (int q = 1; q <= r->nplayers; q++)
            if (rank[q] == place) fprintf(r->out, " %d. %s (%s)", place, player_labels[q], sbuf_num(pts[q], num));
    fprintf(r->out, "\n");
}

int referee_run(const char *file, char *text, size_t len, FILE *out, FILE *err)
{
    referee *r = calloc(1, sizeof *r);
    if (!r) {
        fprintf(err, "seichi referee: out of memory\n");
        return 2;
    }
    r->file = file;
    r->out = out;
    r->err = err;
    r->nplayers = 2;
    seichi_rules_preset("kee", &r->rules);
    int rc = 0;
    char *s = text;
    if (memchr(text, 0, len)) {
        r->line = 1;
        rc = err_at(r, 1, "binary data (NUL byte) in the file", NULL);
    }
    while (!rc && s < text + len) {
        char *e = memchr(s, '\n', (size_t)(text + len - s));
        if (e) *e = 0;
        r->line++;
        if (strlen(s) > 4000) rc = err_at(r, 4001, "line too long", NULL);
        else rc = referee_line(r, s);
        s = e ? e + 1 : text + len;
    }
    if (!rc && !r->m) {
        rc = start(r);
        if (!rc) r->have_last = 0;
    }
    if (!rc) print_result(r);
    fflush(out);
    seichi_match_free(r->m);
    seichi_graph_release(r->g);
    int failed = r->failed;
    free(r);
    if (rc) return rc;
    return failed ? 1 : 0;
}

int cmd_referee(int argc, char **argv)
{
    if (argc != 2 || (argv[1][0] == '-' && argv[1][1]))
        return cli_usage_error("referee", "usage: seichi referee FILE (see docs/REFEREE_FORMAT.md)");
    size_t len;
    char *text = cli_read_file(argv[1], &len);
    if (!text) return 2;
    int rc = referee_run(argv[1], text, len, stdout, stderr);
    free(text);
    return rc;
}
