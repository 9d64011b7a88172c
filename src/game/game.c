/*
 * game.c - a game record: SGF main line read into setups and moves, and
 * replayed to any move with prisoners counted.
 *
 * What is read (SGF FF[4], Go): SZ (square "19" or rectangular "19:13",
 * 1..52), GM (must be 1 when present), KM, HA, RU, PL; on every node of the
 * main line AB/AW/AE setup (with compressed point lists "aa:cc") and B/W
 * moves, setup first when a node has both (real files do).  A pass is an
 * empty value, or "tt" on boards up to 19x19 (FF[3]).  Everything else is
 * kept in the tree for the writer and for seichi_game_property().
 *
 * Replay uses the game's own rule set (RU mapped by seichi_rules_from_sgf;
 * unknown values: a warning, Japanese assumed): simple ko always; suicide
 * only when the rule set allows it (New Zealand, Tromp-Taylor); under
 * superko rule sets (Chinese, AGA, New Zealand, Tromp-Taylor) the final
 * replay records each position in a rules-engine history (src/rules,
 * match_observe: hash table, full board check on a hit) and a repetition
 * is a warning, not an error: real records may contain one.  A move that is illegal
 * (occupied point, suicide, ko) stops the load with "FILE:LINE:COL: move N
 * (B D4): point is occupied", unless the caller asked to continue as SGF
 * viewers do: the move is then forced on the board and a warning recorded.
 */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "util/text.h"
#include "position/position.h"
#include "rules/rules.h"
#include "sgf/sgf.h"

enum { EV_SETUP = 0, EV_MOVE = 1, EV_TURN = 2 };

/* A move, a PL, or a setup of the rectangle from point to point2 (one
 * event per value, so that "AB[aa:ZZ]" costs one event, not 2,704). */
typedef struct event {
    uint8_t kind, color;
    int point, point2;
    int line, col;
} event;

struct seichi_game {
    sgf_tree *tree;
    const sgf_node *root;
    int ngames;
    seichi_graph *graph;
    seichi_graph *spare; /* the previous game's graph, kept for reuse     */
    event *events;
    int nevents, cap;
    seichi_move *moves;
    int *move_event;   /* index in events of move i                     */
    int nmoves;
    double komi;
    int handicap;
    unsigned play_flags;
    seichi_rules rules;
    int continue_on_illegal;
    int first_illegal;      /* 1-based number of the first illegal move, 0 */
    seichi_pos *pos;   /* the position handed out by seichi_game_position */
    seichi_pos *final; /* the final position, built at load               */
    char filename[256];
    char errmsg[1024];
    char *warnings;
    size_t warnings_len;
    int *set_node;     /* per point: the last node whose setup named it     */
    uint8_t *set_color;/* and the colour it was set to there                */
    int nodes;
    int single_setup;  /* the node being read has one setup value at most   */
};

seichi_game *seichi_game_new(void) { return calloc(1, sizeof(seichi_game)); }

/* Forgets the last game.  The board graph is kept (in spare) so that the
 * next game of the same size reuses it: building a graph and its Zobrist
 * keys costs more than parsing a short record. */
static void game_clear(seichi_game *g)
{
    sgf_free(g->tree);
    seichi_pos_free(g->pos);
    seichi_pos_free(g->final);
    free(g->events);
    free(g->moves);
    free(g->move_event);
    free(g->warnings);
    free(g->set_node);
    free(g->set_color);
    seichi_graph *spare = g->graph ? g->graph : g->spare;
    if (g->graph && g->spare) seichi_graph_release(g->spare);
    char name[sizeof g->filename];
    memcpy(name, g->filename, sizeof name);
    memset(g, 0, sizeof *g);
    memcpy(g->filename, name, sizeof name);
    g->spare = spare;
}

void seichi_game_free(seichi_game *g)
{
    if (!g) return;
    game_clear(g);
    seichi_graph_release(g->spare);
    free(g);
}

const char *seichi_game_errmsg(const seichi_game *g) { return g->errmsg; }
const char *seichi_game_warnings(const seichi_game *g)
{
    return g->warnings ? g->warnings : "";
}

/* Record texts quoted in messages may hold newlines and other control
 * characters; a message stays one line ("FILE:LINE:COL: reason"). */
static void one_line(char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f) *s = '?';
}

#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
static int game_error(seichi_game *g, int rc, int line, int col, const char *fmt, ...)
{
    char what[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    one_line(what);
    snprintf(g->errmsg, sizeof g->errmsg, "%s:%d:%d: %s", g->filename, line, col, what);
    return rc;
}

static void game_warn(seichi_game *g, int line, int col, const char *what)
{
    char msg[1024];
    int k = snprintf(msg, sizeof msg - 1, "%s:%d:%d: warning: %s", g->filename, line, col, what);
    if (k <= 0) return;
    if ((size_t)k > sizeof msg - 2) k = (int)sizeof msg - 2;
    one_line(msg);
    msg[k++] = '\n';
    msg[k] = 0;
    if (g->warnings_len > 64 * 1024) return; /* bounded: a broken file may warn a lot */
    char *w = realloc(g->warnings, g->warnings_len + (size_t)k + 1);
    if (!w) return;
    memcpy(w + g->warnings_len, msg, (size_t)k + 1);
    g->warnings = w;
    g->warnings_len += (size_t)k;
}

static int add_event(seichi_game *g, int kind, int color, int point, int point2, int line, int col)
{
    if (g->nevents == g->cap) {
        int cap = g->cap ? g->cap * 2 : 512;
        event *e = realloc(g->events, sizeof(event) * (size_t)cap);
        if (!e) return SEICHI_NOMEM;
        g->events = e;
        g->cap = cap;
    }
    g->events[g->nevents++] = (event){(uint8_t)kind, (uint8_t)color, point, point2, line, col};
    return SEICHI_OK;
}

static int sgf_coord(char c)
{
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
    return -1;
}

/* Point of a two-letter SGF value; SEICHI_PASS for a pass; SEICHI_NONE if
 * it is not a point of the board. */
static int sgf_point(const seichi_game *g, const char *s, size_t len)
{
    int w = g->graph->width, h = g->graph->height;
    if (len == 0) return SEICHI_PASS;
    if (len != 2) return SEICHI_NONE;
    if (s[0] == 't' && s[1] == 't' && w <= 19 && h <= 19) return SEICHI_PASS;
    int x = sgf_coord(s[0]), y = sgf_coord(s[1]);
    if (x < 0 || y < 0 || x >= w || y >= h) return SEICHI_NONE;
    return y * w + x;
}

static int read_size(seichi_game *g, const sgf_node *root)
{
    int w = 19, h = 19;
    const sgf_prop *sz = sgf_node_find(root, "SZ");
    if (sz && sz->nvalues > 0) {
        const sgf_value *v = &sz->values[0];
        char *end;
        long a = strtol(v->text, &end, 10), b = a;
        while (*end == ' ') end++;
        if (*end == ':') b = strtol(end + 1, &end, 10);
        while (*end == ' ') end++;
        if (*end || end == v->text)
            return game_error(g, SEICHI_PARSE, v->line, v->col, "SZ[%s]: not a board size", v->text);
        if (a < 1 || b < 1 || a > SEICHI_MAX_SIDE || b > SEICHI_MAX_SIDE)
            return game_error(g, SEICHI_RANGE, v->line, v->col,
                              "SZ[%s]: board sides must be 1 to 52", v->text);
        w = (int)a, h = (int)b;
    }
    if (g->spare && g->spare->width == w && g->spare->height == h) {
        g->graph = g->spare;
        g->spare = NULL;
        return SEICHI_OK;
    }
    seichi_graph_release(g->spare);
    g->spare = NULL;
    g->graph = seichi_graph_new_grid(w, h);
    return g->graph ? SEICHI_OK : SEICHI_NOMEM;
}

/* KM as the number of points given to White.  Two readings of real files
 * are documented (docs/SGF.md): a komi at least as large as the number of
 * points on the board cannot be meant (Fox writes 650 for 6.5), so it is
 * read as hundredths; a komi in quarters cannot be points (a count is a
 * whole number, komi a whole or half one), so it is in stones (zi, Chinese
 * counting) and doubled.  Each reading leaves a warning. */
static void read_komi(seichi_game *g)
{
    const sgf_prop *kp = sgf_node_find(g->root, "KM");
    if (!kp || kp->nvalues == 0 || !kp->values[0].text[0]) return;
    const sgf_value *v = &kp->values[0];
    char msg[200];
    double komi;
    if (!text_decimal(v->text, &komi)) {
        snprintf(msg, sizeof msg, "KM[%.40s] is not a number; komi 0 used", v->text);
        game_warn(g, v->line, v->col, msg);
        return;
    }
    if (fabs(komi) >= g->graph->n) {
        komi /= 100;
        if (fabs(komi) >= g->graph->n) {
            snprintf(msg, sizeof msg, "KM[%.40s] is out of range, even read as hundredths: a komi is "
                     "smaller than the %d points of the board; komi 0 used", v->text, g->graph->n);
            game_warn(g, v->line, v->col, msg);
            return;
        }
        game_warn(g, v->line, v->col, "KM is larger than the board: read as hundredths");
    }
    double quarters = komi * 4;
    if (quarters == floor(quarters) && ((long long)fabs(quarters)) % 2 == 1) {
        komi *= 2;
        game_warn(g, v->line, v->col, "KM in quarters is in stones (zi): doubled to points");
    }
    g->komi = komi;
}

/* HA: a whole number of stones, 0 up to the number of points; anything
 * else is ignored with a warning (no handicap). */
static void read_handicap(seichi_game *g)
{
    const sgf_prop *hp = sgf_node_find(g->root, "HA");
    if (!hp || hp->nvalues == 0 || !hp->values[0].text[0]) return;
    const sgf_value *v = &hp->values[0];
    char msg[200];
    double ha;
    if (!text_decimal(v->text, &ha) || ha != floor(ha)) {
        snprintf(msg, sizeof msg, "HA[%.40s] is not a whole number; no handicap", v->text);
        game_warn(g, v->line, v->col, msg);
    } else if (ha < 0 || ha > g->graph->n) {
        snprintf(msg, sizeof msg, "HA[%.40s] is out of range (0 to the %d points of the board); no handicap",
                 v->text, g->graph->n);
        game_warn(g, v->line, v->col, msg);
    } else {
        g->handicap = (int)ha;
    }
}

static const char *const setup_id[3] = {"AE", "AB", "AW"};

/* The points of one value of AE/AB/AW (one point or a rectangle "aa:cc"),
 * as one event.  FF[4] asks the points of a node's AB, AW and AE to be
 * unique: a point named twice with different colours makes the position
 * depend on the order of the properties, so it stops a strict load (a
 * warning with continue_on_illegal, and the order AE, AB, AW decides); the
 * same colour twice is a warning. */
static int read_setup(seichi_game *g, const sgf_prop *pr, int color)
{
    int w = g->graph->width;
    for (int j = 0; j < pr->nvalues; j++) {
        const sgf_value *v = &pr->values[j];
        const char *colon = memchr(v->text, ':', v->text_len);
        int a, b;
        if (colon) {
            a = sgf_point(g, v->text, (size_t)(colon - v->text));
            b = sgf_point(g, colon + 1, v->text_len - (size_t)(colon - v->text) - 1);
        } else {
            a = b = sgf_point(g, v->text, v->text_len);
        }
        if (a == SEICHI_PASS && b == SEICHI_PASS) continue; /* AB[] / AB[tt]: nothing */
        if (a < 0 || b < 0)
            return game_error(g, SEICHI_PARSE, v->line, v->col, "%s[%s]: not a point of this %dx%d board",
                              pr->id, v->text, g->graph->width, g->graph->height);
        int x0 = a % w, y0 = a / w, x1 = b % w, y1 = b / w;
        if (x0 > x1) { int t = x0; x0 = x1; x1 = t; }
        if (y0 > y1) { int t = y0; y0 = y1; y1 = t; }
        int clash = -1, twice = -1;
        for (int y = y0; y <= y1 && !g->single_setup; y++)
            for (int x = x0; x <= x1; x++) {
                int p = y * w + x;
                if (g->set_node[p] == g->nodes) {
                    if (g->set_color[p] != color) clash = clash < 0 ? p : clash;
                    else twice = twice < 0 ? p : twice;
                }
                g->set_node[p] = g->nodes;
                g->set_color[p] = (uint8_t)color;
            }
        char name[16], msg[200];
        if (clash >= 0) {
            seichi_graph_point_name(g->graph, clash, name, sizeof name);
            if (!g->continue_on_illegal)
                return game_error(g, SEICHI_PARSE, v->line, v->col,
                                  "%s[%s]: %s is set up with another colour in the same node",
                                  pr->id, v->text, name);
            snprintf(msg, sizeof msg, "%s[%s]: %s is set up with another colour in the same node; %s applied",
                     pr->id, v->text, name, setup_id[color]);
            game_warn(g, v->line, v->col, msg);
        } else if (twice >= 0) {
            seichi_graph_point_name(g->graph, twice, name, sizeof name);
            snprintf(msg, sizeof msg, "%s[%s]: %s is set up twice in the same node", pr->id, v->text, name);
            game_warn(g, v->line, v->col, msg);
        }
        if (add_event(g, EV_SETUP, color, y0 * w + x0, y1 * w + x1, v->line, v->col)) return SEICHI_NOMEM;
    }
    return SEICHI_OK;
}

static int read_move(seichi_game *g, const sgf_prop *pr, int color)
{
    if (pr->nvalues == 0) return SEICHI_OK;
    const sgf_value *v = &pr->values[0];
    int pt = sgf_point(g, v->text, v->text_len);
    if (pt == SEICHI_NONE)
        return game_error(g, SEICHI_PARSE, v->line, v->col,
                          "move %d: %s[%s] is not a point of this %dx%d board", g->nmoves + 1,
                          pr->id, v->text, g->graph->width, g->graph->height);
    if (add_event(g, EV_MOVE, color, pt, pt, v->line, v->col)) return SEICHI_NOMEM;
    g->nmoves++;
    return SEICHI_OK;
}

static void read_turn(seichi_game *g, const sgf_prop *pl)
{
    if (pl->nvalues == 0) return;
    const sgf_value *v = &pl->values[0];
    char c = (char)toupper((unsigned char)v->text[0]);
    if (c == 'B' || c == 'W' || c == '1' || c == '2')
        add_event(g, EV_TURN, (c == 'B' || c == '1') ? SEICHI_BLACK : SEICHI_WHITE, SEICHI_NONE,
                  SEICHI_NONE, v->line, v->col);
    else
        game_warn(g, v->line, v->col, "PL value is not B or W; ignored");
}

/* One node: setup (AE, AB, AW) first, then PL, then the move, whatever the
 * order of the properties in the file. */
static int read_node(seichi_game *g, const sgf_node *n)
{
    const sgf_prop *setup[3] = {NULL, NULL, NULL}, *move[3] = {NULL, NULL, NULL}, *pl = NULL;
    for (int i = 0; i < n->nprops; i++) {
        const sgf_prop *pr = &n->props[i];
        const char *id = pr->id;
        if (id[0] == 'B' && !id[1]) move[SEICHI_BLACK] = pr;
        else if (id[0] == 'W' && !id[1]) move[SEICHI_WHITE] = pr;
        else if (id[0] == 'A' && id[2] == 0 && (id[1] == 'B' || id[1] == 'W' || id[1] == 'E'))
            setup[id[1] == 'E' ? SEICHI_EMPTY : id[1] == 'B' ? SEICHI_BLACK : SEICHI_WHITE] = pr;
        else if (id[0] == 'P' && id[1] == 'L' && !id[2]) pl = pr;
    }
    int rc, values = 0;
    g->nodes++;
    for (int c = 0; c < 3; c++) values += setup[c] ? setup[c]->nvalues : 0;
    g->single_setup = values <= 1; /* one value cannot name a point twice */
    for (int c = 0; c < 3; c++)
        if (setup[c] && (rc = read_setup(g, setup[c], c))) return rc;
    if (pl) read_turn(g, pl);
    for (int c = SEICHI_BLACK; c <= SEICHI_WHITE; c++)
        if (move[c] && (rc = read_move(g, move[c], c))) return rc;
    return SEICHI_OK;
}

static const char *const illegal_text[] = {"legal", "the point is occupied", "suicide",
                                           "it retakes a ko at once", "off the board"};

/* Records the position after a move in the superko history m; a
 * repetition is a warning (real records may contain one). */
static void superko_check(seichi_game *g, seichi_match *m, const seichi_pos *p,
                          const event *e, int moves)
{
    int kind = e->point == SEICHI_PASS ? SEICHI_PLAY_PASS : SEICHI_PLAY_STONE;
    int k = match_observe(m, p, e->color, kind);
    if (k < 0) return;
    char name[8], msg[200];
    seichi_graph_point_name(g->graph, e->point, name, sizeof name);
    snprintf(msg, sizeof msg, "move %d (%s %s): repeats an earlier whole-board position "
             "(%s superko, rules %s); kept", moves, e->color == SEICHI_BLACK ? "B" : "W", name,
             g->rules.ko == SEICHI_KO_POSITIONAL ? "positional" : "situational", g->rules.name);
    game_warn(g, e->line, e->col, msg);
}

/* Applies one setup event (a rectangle of points).  Stones put on empty
 * points go in one at a time (seichi_pos_setup keeps the chains
 * incrementally); when a stone changes colour or is removed, the colours
 * are written and the chains rebuilt once for the whole rectangle, not
 * once per point (a full-board AB after a full-board AW once cost 2,704
 * rebuilds of the board). */
static void setup_rect(seichi_pos *p, int w, const event *e)
{
    int x0 = e->point % w, y0 = e->point / w, x1 = e->point2 % w, y1 = e->point2 / w;
    int rebuild = 0;
    uint8_t same[SEICHI_MAX_SIDE];
    memset(same, e->color, sizeof same);
    for (int y = y0; y <= y1; y++) {
        if (!memcmp(p->color + y * w + x0, same, (size_t)(x1 - x0 + 1))) continue; /* row already set */
        for (int x = x0; x <= x1; x++) {
            int pt = y * w + x, c = p->color[pt];
            if (c == e->color) continue;
            if (c == SEICHI_EMPTY && !rebuild) {
                seichi_pos_setup(p, pt, e->color);
                continue;
            }
            rebuild = 1; /* from here on colours only; chains and hashes rebuilt at the end */
            p->color[pt] = (uint8_t)e->color;
        }
    }
    p->ko = SEICHI_NONE;
    if (rebuild) pos_rebuild(p);
}

/* Replays events [0, upto) onto a fresh position in *out (allocated if
 * NULL).  Stops at the first illegal move unless continuing. */
static int replay(seichi_game *g, int upto_moves, seichi_pos **out)
{
    if (!*out) {
        *out = seichi_pos_new(g->graph, 2);
        if (!*out) return SEICHI_NOMEM;
    } else {
        seichi_pos *fresh = seichi_pos_new(g->graph, 2);
        if (!fresh) return SEICHI_NOMEM;
        seichi_pos_copy_into(*out, fresh);
        seichi_pos_free(fresh);
    }
    seichi_pos *p = *out;
    int moves = 0;
    if (g->handicap >= 2) seichi_pos_set_to_move(p, SEICHI_WHITE);
    seichi_match *superko = NULL;
    if (out == &g->final &&
        (g->rules.ko == SEICHI_KO_POSITIONAL || g->rules.ko == SEICHI_KO_SITUATIONAL)) {
        superko = seichi_match_new(g->graph, 2, &g->rules);
        if (superko) seichi_match_set_lenient(superko, 1);
        if (superko && match_reserve(superko, g->nmoves + 1)) {
            seichi_match_free(superko);
            superko = NULL;
        }
    }
    for (int i = 0; i < g->nevents; i++) {
        const event *e = &g->events[i];
        if (e->kind == EV_SETUP) {
            setup_rect(p, g->graph->width, e);
            if (superko) match_sync(superko, p);
            continue;
        }
        if (e->kind == EV_TURN) {
            seichi_pos_set_to_move(p, e->color);
            continue;
        }
        if (moves == upto_moves) break;
        moves++;
        int why;
        if (seichi_pos_play(p, e->color, e->point, g->play_flags, &why, NULL) == SEICHI_OK) {
            if (superko) superko_check(g, superko, p, e, moves);
            continue;
        }
        char name[8], msg[200];
        seichi_graph_point_name(g->graph, e->point, name, sizeof name);
        snprintf(msg, sizeof msg, "move %d (%s %s): illegal, %s", moves,
                 e->color == SEICHI_BLACK ? "B" : "W", name, illegal_text[why]);
        if (!g->continue_on_illegal) {
            seichi_match_free(superko);
            return game_error(g, SEICHI_ILLEGAL, e->line, e->col, "%s", msg);
        }
        if (out == &g->final) {
            game_warn(g, e->line, e->col, msg);
            if (!g->first_illegal) g->first_illegal = moves;
        }
        seichi_pos_play(p, e->color, e->point, g->play_flags | SEICHI_FORCE, NULL, NULL);
        if (superko) match_sync(superko, p);
    }
    seichi_match_free(superko);
    return SEICHI_OK;
}

static unsigned flags_for_rules(seichi_game *g)
{
    const char *ru = sgf_node_text(g->root, "RU");
    if (seichi_rules_from_sgf(ru, &g->rules) != SEICHI_OK && ru && *ru) {
        const sgf_prop *rp = sgf_node_find(g->root, "RU");
        char msg[160];
        snprintf(msg, sizeof msg, "RU[%.60s]: unknown rule set; japanese assumed", ru);
        game_warn(g, rp->values[0].line, rp->values[0].col, msg);
    }
    return g->rules.suicide ? SEICHI_ALLOW_SUICIDE : 0;
}

int seichi_game_load_sgf(seichi_game *g, const char *buf, size_t len,
                         const seichi_load_options *opt)
{
    snprintf(g->filename, sizeof g->filename, "%s", opt && opt->filename ? opt->filename : "<input>");
    game_clear(g);
    g->errmsg[0] = 0;
    g->continue_on_illegal = opt ? opt->continue_on_illegal : 0;
    g->first_illegal = 0;
    sgf_diag diag;
    int rc = sgf_parse(buf, len, &g->tree, &diag);
    if (rc) return game_error(g, rc, diag.line, diag.col, "%s", diag.msg);
    if (sgf_warnings(g->tree)[0]) {
        /* sgf warnings are "LINE:COL: reason" lines: prefix the file name */
        const char *w = sgf_warnings(g->tree);
        while (*w) {
            const char *e = strchr(w, '\n');
            size_t l = e ? (size_t)(e - w) : strlen(w);
            char line[400];
            int ln = 0, col = 0, off = 0;
            snprintf(line, sizeof line, "%.*s", (int)l, w);
            if (sscanf(line, "%d:%d: %n", &ln, &col, &off) == 2)
                game_warn(g, ln, col, line + off);
            w += l + (e ? 1 : 0);
        }
    }
    g->ngames = sgf_game_count(g->tree);
    int index = opt ? opt->game_index : 0;
    if (index < 0 || index >= g->ngames)
        return game_error(g, SEICHI_RANGE, 1, 1, "game %d asked for, the collection has %d",
                          index + 1, g->ngames);
    g->root = sgf_game_root(g->tree, index);
    const sgf_prop *gm = sgf_node_find(g->root, "GM");
    if (gm && gm->nvalues && strcmp(gm->values[0].text, "1") != 0)
        return game_error(g, SEICHI_UNSUPPORTED, gm->values[0].line, gm->values[0].col,
                          "GM[%s]: not a game of Go", gm->values[0].text);
    if ((rc = read_size(g, g->root))) return rc;
    read_komi(g);
    read_handicap(g);
    g->set_node = calloc((size_t)g->graph->n, sizeof *g->set_node);
    g->set_color = calloc((size_t)g->graph->n, 1);
    if (!g->set_node || !g->set_color) return SEICHI_NOMEM;
    g->play_flags = flags_for_rules(g);
    for (const sgf_node *n = g->root; n; n = n->first_child)
        if ((rc = read_node(g, n))) return rc;
    g->moves = malloc(sizeof(seichi_move) * ((size_t)g->nmoves + 1));
    g->move_event = malloc(sizeof(int) * ((size_t)g->nmoves + 1));
    if (!g->moves || !g->move_event) return SEICHI_NOMEM;
    for (int i = 0, m = 0; i < g->nevents; i++)
        if (g->events[i].kind == EV_MOVE) {
            g->moves[m] = (seichi_move){g->events[i].color, g->events[i].point};
            g->move_event[m++] = i;
        }
    return replay(g, -1, &g->final);
}

int seichi_game_collection_size(const seichi_game *g) { return g->ngames; }
const seichi_graph *seichi_game_graph(const seichi_game *g) { return g->graph; }
int seichi_game_move_count(const seichi_game *g) { return g->nmoves; }
double seichi_game_komi(const seichi_game *g) { return g->komi; }
int seichi_game_handicap(const seichi_game *g) { return g->handicap; }

seichi_move seichi_game_move(const seichi_game *g, int i)
{
    if (i < 0 || i >= g->nmoves) return (seichi_move){0, SEICHI_NONE};
    return g->moves[i];
}

const seichi_pos *seichi_game_position(seichi_game *g, int n)
{
    if (!g->final) return NULL;
    if (n < 0 || n >= g->nmoves) return g->final;
    if (replay(g, n, &g->pos)) return NULL;
    return g->pos;
}

const char *seichi_game_property(const seichi_game *g, const char *id)
{
    return g->root ? sgf_node_text(g->root, id) : NULL;
}

const sgf_tree *game_tree(const seichi_game *g) { return g->tree; }

const sgf_node *game_root(const seichi_game *g) { return g->root; }

const sgf_node *game_last_node(const seichi_game *g)
{
    const sgf_node *n = g->root;
    while (n && n->first_child) n = n->first_child;
    return n;
}

unsigned game_play_flags(const seichi_game *g) { return g->play_flags; }
int game_first_illegal(const seichi_game *g) { return g->first_illegal; }

int game_parse_re(const char *re, double *margin)
{
    if (!re) return 0;
    while (*re == ' ' || *re == '\t' || *re == '\n' || *re == '\r') re++;
    char word[8];
    size_t n = 0;
    while (n < sizeof word - 1 && re[n] && re[n] != ' ' && re[n] != '\t' && re[n] != '\n' && re[n] != '\r')
        word[n] = re[n], n++;
    word[n] = 0;
    const char *rest = re + n;
    while (*rest == ' ' || *rest == '\t' || *rest == '\n' || *rest == '\r') rest++;
    if (!*rest && (!strcmp(word, "0") || !strncasecmp_ascii(word, "draw") || !strncasecmp_ascii(word, "jigo"))) {
        *margin = 0;
        return 1;
    }
    int sign = (re[0] == 'B' || re[0] == 'b') ? 1 : (re[0] == 'W' || re[0] == 'w') ? -1 : 0;
    if (!sign || re[1] != '+' || re[2] < '0' || re[2] > '9') return 0;
    char num[64];
    n = 0;
    for (const char *c = re + 2; *c; c++) {
        if (!((*c >= '0' && *c <= '9') || *c == '.' || *c == ' ' || *c == '\t' || *c == '\n' || *c == '\r'))
            return 0;
        if (n == sizeof num - 1) return 0;
        num[n++] = *c == '\t' || *c == '\n' || *c == '\r' ? ' ' : *c;
    }
    num[n] = 0;
    double v;
    if (!text_decimal(num, &v) || v > 100000) return 0;
    *margin = sign * v;
    return 1;
}
