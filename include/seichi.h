/*
 * seichi.h - the one public header of seichi, a static scorer of finished
 * games of Go and a rules engine for Kee rules on any board graph.
 *
 * Conventions (they hold for every function below):
 *  - Every public name starts with seichi_ / SEICHI_.
 *  - Handles are opaque.  Each seichi_X_new() pairs with seichi_X_free();
 *    seichi_X_free(NULL) does nothing.  Graphs are reference counted
 *    because many positions share one board (seichi_graph_retain/release).
 *  - Functions that can fail return an int status (SEICHI_OK == 0 on
 *    success, a seichi_status otherwise).  Objects that can fail keep a
 *    one-line message describing the last failure (seichi_game_errmsg()).
 *    Constructors that have no object yet take a caller buffer for it.
 *  - The library never keeps a pointer passed in, except the graph given to
 *    seichi_pos_new(), which it retains.  Returned const pointers stay valid
 *    until the object they came from is changed or freed.
 *  - No global mutable state: any number of threads may use the library at
 *    once, each on its own objects; a graph may be shared read-only.
 *  - Points are ints 0..n-1 in the board graph.  SEICHI_PASS is a pass.
 *  - Colours: SEICHI_EMPTY (0), then players 1..SEICHI_MAX_PLAYERS.  With two
 *    players, 1 is Black and 2 is White.
 */
#ifndef SEICHI_H
#define SEICHI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef SEICHI_API
#define SEICHI_API
#endif

#define SEICHI_VERSION "0.1.0"
#define SEICHI_VERSION_NUMBER 1000

SEICHI_API const char *seichi_version(void);

/* ------------------------------------------------------------------------
 * Status codes.  Never renumbered.
 * ---------------------------------------------------------------------- */
#define SEICHI_STATUS_LIST(X)                                                  \
    X(OK, 0, "no error")                                                       \
    X(NOMEM, 1, "out of memory")                                               \
    X(ARG, 2, "invalid argument")                                              \
    X(PARSE, 3, "malformed input")                                             \
    X(ILLEGAL, 4, "illegal move")                                              \
    X(RANGE, 5, "value out of range")                                          \
    X(UNSUPPORTED, 6, "unsupported")                                           \
    X(IO, 7, "input/output error")                                             \
    X(NOTFOUND, 8, "not found")

typedef enum seichi_status {
#define SEICHI__ENUM(name, num, text) SEICHI_##name = num,
    SEICHI_STATUS_LIST(SEICHI__ENUM)
#undef SEICHI__ENUM
} seichi_status;

/* Static text for a status code ("out of memory"); never NULL. */
SEICHI_API const char *seichi_strerror(int status);
/* Symbolic name of a status code ("NOMEM"); never NULL. */
SEICHI_API const char *seichi_errname(int status);

/* ------------------------------------------------------------------------
 * Colours, points, limits.
 * ---------------------------------------------------------------------- */
#define SEICHI_EMPTY 0
#define SEICHI_BLACK 1
#define SEICHI_WHITE 2
#define SEICHI_MAX_PLAYERS 8
#define SEICHI_MAX_SIDE 52       /* SGF's limit for a rectangular board  */
#define SEICHI_MAX_POINTS 65536  /* limit for a graph read from a file    */
#define SEICHI_MAX_DEGREE 64     /* neighbours of one point in a graph    */
/* The one input cap of every reader (SGF, diagram, graph and referee
 * files, batch files and mapper lines, GTP loadsgf): a larger input is
 * refused with a clear error, never read whole (docs/SGF.md, "Limits"). */
#define SEICHI_MAX_INPUT (8u << 20) /* 8 MiB */
#define SEICHI_PASS (-1)
#define SEICHI_NONE (-2)

/* ------------------------------------------------------------------------
 * Topology: the board as an immutable graph.
 *
 * A grid graph knows each point's x/y (x from the left, y from the top, as
 * SGF counts), whether it lies in the centre, on an edge or in a corner,
 * and its diagonal neighbours.  A graph read from a file knows only what the
 * file says (see docs/GRAPH_FORMAT.md); its edge kind is derived from the
 * degree: the largest degree is centre, the smallest (two or more below the
 * largest) corner, anything between edge.
 * ---------------------------------------------------------------------- */
typedef struct seichi_graph seichi_graph;

enum { SEICHI_CENTRE = 0, SEICHI_EDGE = 1, SEICHI_CORNER = 2 };

/* A width x height grid, 1..SEICHI_MAX_SIDE each.  NULL if out of range or
 * out of memory.  The caller owns one reference. */
SEICHI_API seichi_graph *seichi_graph_new_grid(int width, int height);
/* A graph from the text format of docs/GRAPH_FORMAT.md.  On failure returns
 * SEICHI_PARSE (or NOMEM) and writes "LINE:COL: reason" into err. */
SEICHI_API int seichi_graph_parse(const char *text, size_t len,
                                  seichi_graph **out, char *err,
                                  size_t errlen);
/* Reference counting (thread-safe). */
SEICHI_API const seichi_graph *seichi_graph_retain(const seichi_graph *g);
SEICHI_API void seichi_graph_release(const seichi_graph *g);

SEICHI_API int seichi_graph_points(const seichi_graph *g);
/* Grid width and height; both 0 for a graph that is not a grid. */
SEICHI_API int seichi_graph_width(const seichi_graph *g);
SEICHI_API int seichi_graph_height(const seichi_graph *g);
SEICHI_API int seichi_graph_degree(const seichi_graph *g, int p);
SEICHI_API const int *seichi_graph_neighbors(const seichi_graph *g, int p);
/* Diagonal neighbours (grids only; 0 elsewhere). */
SEICHI_API int seichi_graph_diagonal_count(const seichi_graph *g, int p);
SEICHI_API const int *seichi_graph_diagonals(const seichi_graph *g, int p);
SEICHI_API int seichi_graph_edge_kind(const seichi_graph *g, int p);
/* Point at x/y (grids), or SEICHI_NONE. */
SEICHI_API int seichi_graph_point_at(const seichi_graph *g, int x, int y);
/* x/y of a point: grid coordinates, or those the file gave (-1 if none). */
SEICHI_API void seichi_graph_xy(const seichi_graph *g, int p, int *x, int *y);
/* Name of a point: a GTP vertex on grids ("D4"; columns skip I, and go on
 * AA, AB, ... past Z), the file's name or the number otherwise.  Writes at
 * most len bytes including the NUL; returns buf. */
SEICHI_API char *seichi_graph_point_name(const seichi_graph *g, int p,
                                         char *buf, size_t len);
/* Inverse of point_name (case-insensitive); "pass" gives SEICHI_PASS;
 * SEICHI_NONE if the name is not a point of g. */
SEICHI_API int seichi_graph_find_point(const seichi_graph *g,
                                       const char *name);

/* ------------------------------------------------------------------------
 * Position: colours of the points, chains with exact liberties, Zobrist
 * hash, captures, simple ko.  N players (1..SEICHI_MAX_PLAYERS).
 *
 * Chains are identified by any of their stones; seichi_pos_chain() gives a
 * canonical id (the chain's head) that stays fixed until the chain changes.
 * ---------------------------------------------------------------------- */
typedef struct seichi_pos seichi_pos;

/* Why seichi_pos_play() refused a move. */
enum {
    SEICHI_LEGAL = 0,
    SEICHI_OCCUPIED = 1,
    SEICHI_SUICIDE = 2,
    SEICHI_KO = 3,
    SEICHI_OFFBOARD = 4
};

/* Flags for seichi_pos_play(). */
#define SEICHI_ALLOW_SUICIDE 1u /* a suicidal play removes its own chain   */
#define SEICHI_IGNORE_KO 2u     /* do not enforce the simple-ko ban        */
#define SEICHI_FORCE 4u         /* play whatever happens, as SGF viewers do:
                                   an occupied point is overwritten, suicide
                                   removes the chain, ko is ignored         */

/* An empty position with nplayers players (1..8) on graph g, which it
 * retains.  Player 1 is to move. */
SEICHI_API seichi_pos *seichi_pos_new(const seichi_graph *g, int nplayers);
SEICHI_API seichi_pos *seichi_pos_copy(const seichi_pos *p);
/* Copies src into dst without allocating; both must be on the same graph
 * with the same number of players, else SEICHI_ARG. */
SEICHI_API int seichi_pos_copy_into(seichi_pos *dst, const seichi_pos *src);
SEICHI_API void seichi_pos_free(seichi_pos *p);

SEICHI_API const seichi_graph *seichi_pos_graph(const seichi_pos *p);
SEICHI_API int seichi_pos_players(const seichi_pos *p);
SEICHI_API int seichi_pos_color(const seichi_pos *p, int pt);
/* The colour array, one byte a point. */
SEICHI_API const uint8_t *seichi_pos_colors(const seichi_pos *p);
SEICHI_API int seichi_pos_to_move(const seichi_pos *p);
SEICHI_API void seichi_pos_set_to_move(seichi_pos *p, int player);
/* The point the player to move may not take because of simple ko, or
 * SEICHI_NONE. */
SEICHI_API int seichi_pos_ko(const seichi_pos *p);
/* Stones of other players captured by player (prisoners it holds). */
SEICHI_API int seichi_pos_captures(const seichi_pos *p, int player);
SEICHI_API void seichi_pos_set_captures(seichi_pos *p, int player, int n);
/* Stones of player removed by its own suicidal plays. */
SEICHI_API int seichi_pos_suicides(const seichi_pos *p, int player);
SEICHI_API uint64_t seichi_pos_hash(const seichi_pos *p);
SEICHI_API int seichi_pos_stone_count(const seichi_pos *p, int player);

/* Chain of the stone at pt (its head), or SEICHI_NONE if pt is empty. */
SEICHI_API int seichi_pos_chain(const seichi_pos *p, int pt);
SEICHI_API int seichi_pos_chain_size(const seichi_pos *p, int pt);
/* Exact number of distinct liberties of the chain at pt. */
SEICHI_API int seichi_pos_chain_libs(const seichi_pos *p, int pt);
/* Next stone of the chain at pt (a cycle through all its stones). */
SEICHI_API int seichi_pos_chain_next(const seichi_pos *p, int pt);

/* SEICHI_LEGAL or the reason a play of player at pt would be refused. */
SEICHI_API int seichi_pos_legality(const seichi_pos *p, int player, int pt,
                                   unsigned flags);
/* Plays player's stone at pt (or SEICHI_PASS), removing captured chains of
 * every other player, then gives the move to the next player.  Returns
 * SEICHI_OK or SEICHI_ILLEGAL (position unchanged; *why, if not NULL, gets
 * the reason).  *captured, if not NULL, gets the number of stones removed. */
SEICHI_API int seichi_pos_play(seichi_pos *p, int player, int pt,
                               unsigned flags, int *why, int *captured);
/* Sets a point's colour without captures (SGF AB/AW/AE); clears ko. */
SEICHI_API int seichi_pos_setup(seichi_pos *p, int pt, int color);
/* Removes the whole chain at pt, counting nothing.  Returns its size. */
SEICHI_API int seichi_pos_remove_chain(seichi_pos *p, int pt);
/* Rebuilds chains, liberties and hash from the colours and compares them
 * with the incremental state.  SEICHI_OK if they agree. */
SEICHI_API int seichi_pos_check(const seichi_pos *p);

/* A position from an ASCII diagram: one row per line, top row first,
 * '.', '+', ',' or '-' empty; 'x'/'X'/'#'/'b'/'B' Black; 'o'/'O'/'w'/'W'
 * White; digits 1..8 for players of more; spaces between points allowed;
 * a row of column letters is skipped, and row numbers (1 or 2 digits set
 * off by a blank or '|') are skipped when every row has one and they count
 * down to 1 or up from 1; any other digit is a point.  What
 * seichi_pos_to_diagram writes reads back.  The number of players is the
 * largest used (at least 2).  Inputs over SEICHI_MAX_INPUT are refused.
 * On failure writes "LINE:COL: reason" into err. */
SEICHI_API int seichi_pos_from_diagram(const char *text, size_t len,
                                       seichi_pos **out, char *err,
                                       size_t errlen);
/* Writes the position as a diagram ('.', 'X', 'O', digits for players
 * above 2), with GTP coordinates when coords != 0.  Returns the length that
 * the full text needs (like snprintf). */
SEICHI_API size_t seichi_pos_to_diagram(const seichi_pos *p, char *buf,
                                        size_t len, int coords);

/* ------------------------------------------------------------------------
 * Game records: SGF FF[4] read, replayed and written.
 * ---------------------------------------------------------------------- */
typedef struct seichi_game seichi_game;

typedef struct seichi_move {
    int player; /* 1..N */
    int point;  /* a point or SEICHI_PASS */
} seichi_move;

typedef struct seichi_load_options {
    const char *filename;   /* used in messages; NULL = "<input>"           */
    int game_index;         /* which game of a collection (0 = the first)   */
    int continue_on_illegal;/* play illegal moves anyway, as viewers do     */
} seichi_load_options;

SEICHI_API seichi_game *seichi_game_new(void);
SEICHI_API void seichi_game_free(seichi_game *g);
/* Last error of g: "FILE:LINE:COL: reason", or "" when there was none. */
SEICHI_API const char *seichi_game_errmsg(const seichi_game *g);
/* Warnings of the last load (one per line, same form), or "". */
SEICHI_API const char *seichi_game_warnings(const seichi_game *g);

/* Reads an SGF text (any charset named by CA; text is kept in UTF-8),
 * picks one game, reads its main line and replays it to the end.  Returns
 * SEICHI_OK, SEICHI_PARSE (bad SGF), SEICHI_ILLEGAL (an illegal move, unless
 * continue_on_illegal), SEICHI_RANGE (bad size), SEICHI_NOMEM.  opt may be
 * NULL. */
SEICHI_API int seichi_game_load_sgf(seichi_game *g, const char *buf,
                                    size_t len,
                                    const seichi_load_options *opt);
/* Number of games in the collection last loaded. */
SEICHI_API int seichi_game_collection_size(const seichi_game *g);
SEICHI_API const seichi_graph *seichi_game_graph(const seichi_game *g);
SEICHI_API int seichi_game_move_count(const seichi_game *g);
SEICHI_API seichi_move seichi_game_move(const seichi_game *g, int i);
/* The position after the first n moves (n < 0 or past the end: the final
 * position), with prisoners counted.  The pointer stays valid until the next
 * call on g.  NULL (see errmsg) only if replay is impossible. */
SEICHI_API const seichi_pos *seichi_game_position(seichi_game *g, int n);
SEICHI_API double seichi_game_komi(const seichi_game *g);
SEICHI_API int seichi_game_handicap(const seichi_game *g);
/* A root property's first value as UTF-8 text (unescaped), or NULL. */
SEICHI_API const char *seichi_game_property(const seichi_game *g,
                                            const char *id);
typedef struct seichi_result seichi_result;
/* Writes the collection back as SGF.  *out is malloc'ed; free() it.
 * Round-trips what was read (main line, variations, unknown properties).
 * With r (a result of seichi_score on this game's board; NULL: none) the
 * score is written into the game that was loaded: on the last node of the
 * main line TB and TW list every point that counts for Black and for
 * White (territory, or empty area under area scoring, and the points of
 * the opponent's dead stones; TB/TW already there are replaced) and a
 * comment gives the result, the breakdown and the dead stones (after the
 * node's own comment); the root gets RE with the result when it has none
 * (an RE already there is kept, and the comment says when it differs).
 * Reading the stones inside TB/TW as dead gives back r's dead stones.
 * SEICHI_ARG if r is not on g's board, SEICHI_UNSUPPORTED if r has more
 * than two players or the board is not a grid, SEICHI_NOMEM. */
SEICHI_API int seichi_game_write_sgf(const seichi_game *g,
                                     const seichi_result *r, char **out,
                                     size_t *len);

/* ------------------------------------------------------------------------
 * Rules: one value type for every rule set.  Kee rules (seed 001) are the
 * general case; the usual rule sets are named settings of it.
 * ---------------------------------------------------------------------- */
enum { SEICHI_SCORE_AREA = 0, SEICHI_SCORE_TERRITORY = 1 };
enum {
    SEICHI_KO_SIMPLE = 0,      /* immediate recapture of one stone banned */
    SEICHI_KO_POSITIONAL = 1,  /* no repetition of a whole-board position */
    SEICHI_KO_SITUATIONAL = 2, /* ... with the same player to move        */
    SEICHI_KO_KEE = 3          /* Kee rule 12                             */
};
enum { SEICHI_ENCLOSE_ALLIED = 0, SEICHI_ENCLOSE_UNIT = 1 };
enum {
    SEICHI_HC_NONE = 0,        /* no handicap compensation                */
    SEICHI_HC_HANDICAP = 1,    /* White gets one point per handicap stone */
    SEICHI_HC_HANDICAP_LESS_ONE = 2 /* ... per stone after the first (AGA)*/
};

typedef struct seichi_rules {
    int scoring;               /* SEICHI_SCORE_AREA / _TERRITORY          */
    int ko;                    /* SEICHI_KO_*                             */
    int suicide;               /* 1: a suicidal play removes its unit     */
    int enclosure;             /* SEICHI_ENCLOSE_* (Kee rule 9)           */
    int refreshing_passes;     /* 1: Kee refreshing passes allowed        */
    int handicap_compensation; /* SEICHI_HC_* (area scoring)              */
    int pass_stones;           /* 1: a pass hands the opponent a prisoner */
    int seki_strict_1989;      /* 1: Japanese 1989: stones in seki with
                                  dame... (see docs/RULES.md)             */
    char name[24];             /* preset name, e.g. "japanese"            */
} seichi_rules;

/* Fills *out with a preset: "japanese", "korean", "chinese", "aga",
 * "new-zealand", "tromp-taylor", "kee" (case-insensitive; a few aliases).
 * SEICHI_NOTFOUND if the name is unknown (*out then holds japanese). */
SEICHI_API int seichi_rules_preset(const char *name, seichi_rules *out);
/* Maps an SGF RU[] value onto a preset.  Unknown or missing values give
 * the documented default (japanese) and SEICHI_NOTFOUND, so that callers
 * can warn. */
SEICHI_API int seichi_rules_from_sgf(const char *ru, seichi_rules *out);

/* ------------------------------------------------------------------------
 * Life analysis (seed 002 Benson; seed 004 eyespaces).
 * ---------------------------------------------------------------------- */
/* Benson pass-alive analysis for every player at once.  out[pt] is the
 * player whose pass-alive chain stands on pt or whose pass-alive territory
 * (a region enclosed by its pass-alive chains, where no other player can
 * live) pt belongs to; 0 otherwise.  suicide: 1 when suicide is allowed
 * (the stricter healthy-region condition).  out has one byte a point. */
SEICHI_API int seichi_pass_alive(const seichi_pos *p, int suicide,
                                 uint8_t *out);

/* ------------------------------------------------------------------------
 * Scoring.
 * ---------------------------------------------------------------------- */
/* Why a point counts the way it does. */
enum {
    SEICHI_PT_DAME = 0,        /* empty, nobody's                          */
    SEICHI_PT_TERRITORY = 1,   /* empty, owner's territory                 */
    SEICHI_PT_STONE = 2,       /* a living stone                           */
    SEICHI_PT_DEAD = 3,        /* a dead stone (owner = who gets it)       */
    SEICHI_PT_SEKI_STONE = 4,  /* a stone alive in seki                    */
    SEICHI_PT_SEKI_EYE = 5,    /* empty point of a seki (no territory)     */
    SEICHI_PT_FALSE_EYE = 6,   /* empty, must be filled: nobody's          */
    SEICHI_PT_FORCED = 7,      /* a forced connection / dame to be filled  */
    SEICHI_PT_KO = 8           /* a ko to be filled                        */
};

typedef struct seichi_result seichi_result;

typedef struct seichi_score_options {
    seichi_rules rules;
    double komi;
    int handicap;          /* handicap stones, for compensation           */
    const uint8_t *dead;   /* 1 byte a point, nonzero = marked dead (any
                              stone of a chain marks the whole chain);
                              NULL = decide automatically                 */
    int explain;           /* 1: keep a reason text per group and point   */
    int dame_false_eyes;   /* territory counting: 1 = seed 000's reading,
                              a false eye that filling the dame would
                              expose (capture point after the dame are
                              filled) is not territory; 0 (default, as
                              servers count) = only false eyes next to a
                              chain in atari now are not territory; the
                              others still count for seki detection       */
    int finished_by_passes;/* automatic dead stones: 1 when the record
                              ended with two passes (a server game): the
                              position is counted as the players left it,
                              no forced connection or dame is filled; 0
                              (default): fills as a record that stops
                              before the last dame needs them             */
    int dead_method;       /* automatic dead stones: SEICHI_DEAD_DEFAULT
                              (= the enclosure method), SEICHI_DEAD_ENCLOSE
                              or SEICHI_DEAD_CARTA (seed 003's baseline;
                              docs/AUTOSCORE.md)                          */
} seichi_score_options;

/* Values of seichi_score_options.dead_method. */
enum { SEICHI_DEAD_DEFAULT = 0, SEICHI_DEAD_ENCLOSE = 1, SEICHI_DEAD_CARTA = 2 };

/* Options with rules "japanese", komi 0, automatic dead stones. */
SEICHI_API void seichi_score_options_init(seichi_score_options *o);
/* Options for scoring the final position of a game record, as every
 * interface does it: rules from RU (seichi_rules_from_sgf), komi
 * (seichi_game_komi), handicap (HA), and finished_by_passes when the main
 * line ends with two passes; automatic dead stones.  Returns SEICHI_OK, or
 * SEICHI_NOTFOUND when RU is missing or unknown (rules are then japanese,
 * or chinese when RU is missing and komi is 7.5, the area-counting komi:
 * the caller may warn, naming o->rules.name). */
SEICHI_API int seichi_score_options_from_game(seichi_score_options *o,
                                              const seichi_game *g);
/* Scores position p.  *out is a new result (free with
 * seichi_result_free) or NULL on failure (status returned). */
SEICHI_API int seichi_score(const seichi_pos *p, const seichi_score_options *o,
                            seichi_result **out);
SEICHI_API void seichi_result_free(seichi_result *r);
/* Black's points minus White's, komi included. */
SEICHI_API double seichi_result_margin(const seichi_result *r);
/* "B+3.5", "W+0.5" or "0" (GTP final_score). */
SEICHI_API const char *seichi_result_string(const seichi_result *r);
/* Per point: SEICHI_PT_* and the player it counts for (0 nobody). */
SEICHI_API int seichi_result_reason(const seichi_result *r, int pt);
SEICHI_API int seichi_result_owner(const seichi_result *r, int pt);
/* The result as JSON (schema in README.md); *out malloc'ed. */
SEICHI_API int seichi_result_json(const seichi_result *r, char **out,
                                  size_t *len);

/* ------------------------------------------------------------------------
 * GTP engine (Go Text Protocol version 2, docs/GTP.md): the protocol as a
 * function from input lines to responses, with no I/O of its own, so that
 * the CLI, WebAssembly and fuzzers drive the same code.
 * ---------------------------------------------------------------------- */
typedef struct seichi_gtp seichi_gtp;

#define SEICHI_GTP_MAX_LINE 65536 /* longer command lines are refused */

/* Reads the file that `loadsgf PATH` names into a malloc'ed buffer (*buf,
 * *len; the engine frees it).  Returns 0, or nonzero if it cannot. */
typedef int (*seichi_gtp_loader)(void *ud, const char *path, char **buf,
                                 size_t *len);

/* Writes text (len bytes) to the file that `seichi-write_sgf PATH` names.
 * Returns 0, or nonzero if it cannot. */
typedef int (*seichi_gtp_writer)(void *ud, const char *path,
                                 const char *text, size_t len);

/* A new engine: 19x19, komi 0, rules japanese.  NULL if out of memory. */
SEICHI_API seichi_gtp *seichi_gtp_new(void);
SEICHI_API void seichi_gtp_free(seichi_gtp *e);
/* Without a loader (the default), loadsgf fails with "cannot read FILE". */
SEICHI_API void seichi_gtp_set_loader(seichi_gtp *e, seichi_gtp_loader fn,
                                      void *ud);
/* Without a writer (the default), seichi-write_sgf fails with "cannot
 * write files here". */
SEICHI_API void seichi_gtp_set_writer(seichi_gtp *e, seichi_gtp_writer fn,
                                      void *ud);
/* Executes one line of input (its newline optional; any bytes).  Returns
 * the full response ("=ID text\n\n" or "?ID message\n\n"), or "" when the
 * line is empty after GTP preprocessing.  The text stays valid until the
 * next call on e.  *len, if not NULL, gets its length. */
SEICHI_API const char *seichi_gtp_exec(seichi_gtp *e, const char *line,
                                       size_t len, size_t *outlen);
/* 1 once a quit command was answered. */
SEICHI_API int seichi_gtp_quit_requested(const seichi_gtp *e);

/* ------------------------------------------------------------------------
 * Rules engine: a game played under a seichi_rules value on any graph with
 * 2..8 players (seed 001, Kee rules, rules 5 and 9-15; the usual rule sets
 * are settings of it).  See docs/RULES.md.
 *
 * Players move in the fixed order 1, 2, ..., N; a player prohibited by the
 * Kee ko rule skips every turn for the rest of the game.  A play is a
 * stone play, a normal pass or (Kee, when allowed) a refreshing pass.
 * Kee's ko rule never refuses a play: it prohibits the ko player after the
 * play that closed the cycle.  Superko rule sets refuse the play instead.
 * ---------------------------------------------------------------------- */
typedef struct seichi_match seichi_match;

enum { SEICHI_PLAY_STONE = 0, SEICHI_PLAY_PASS = 1, SEICHI_PLAY_REFRESH = 2 };

/* Why the engine refuses a play (seichi_outcome.refused). */
enum {
    SEICHI_RULE_OK = 0,
    SEICHI_RULE_OCCUPIED = 1,   /* rule 5(a): the point is occupied        */
    SEICHI_RULE_SUICIDE = 2,    /* rule 10: suicidal, suicide prohibited   */
    SEICHI_RULE_KO = 3,         /* simple ko: immediate retake             */
    SEICHI_RULE_SUPERKO = 4,    /* positional / situational superko        */
    SEICHI_RULE_OFFBOARD = 5,   /* not a point of the board                */
    SEICHI_RULE_TURN = 6,       /* not this player's turn                  */
    SEICHI_RULE_PROHIBITED = 7, /* rule 12: the player is prohibited       */
    SEICHI_RULE_OVER = 8,       /* the game has ended (rule 13)            */
    SEICHI_RULE_NO_REFRESH = 9  /* refreshing passes are not allowed       */
};

/* Which ko condition a play met (seichi_outcome.ko_condition). */
enum {
    SEICHI_COND_NONE = 0,
    SEICHI_COND_PRIMARY = 1,    /* Kee rule 12(a)                          */
    SEICHI_COND_SECONDARY = 2,  /* Kee rule 12(b)                          */
    SEICHI_COND_CYCLE = 3       /* simple-ko rule sets: a whole-board
                                   repetition (no result; only reported)   */
};

typedef struct seichi_outcome {
    int refused;       /* SEICHI_RULE_OK, or why the play was refused    */
    int player, kind, point;
    int enclosing;     /* rule 9: the stone play encloses an allied group */
    int suicidal;      /* rule 10: its own unit was removed (variant)     */
    int captured;      /* stones of other players removed (rule 11)       */
    int ko_condition;  /* SEICHI_COND_*                                   */
    int ko_player;     /* the player prohibited by it (0: none)           */
    int cycle_from;    /* the encounter it repeats: the position after
                          that many plays (0 = the start)                 */
    int superko_ignored; /* superko violation played anyway (lenient)     */
    int ended;         /* the game is over after this play (rule 13)      */
} seichi_outcome;

/* A game on g (retained) with nplayers (2..8) under rules r (copied).  The
 * board starts empty; player 1 is to play.  NULL on bad arguments/memory. */
SEICHI_API seichi_match *seichi_match_new(const seichi_graph *g, int nplayers,
                                          const seichi_rules *r);
SEICHI_API void seichi_match_free(seichi_match *m);
/* A deep copy (board, history, prohibitions). */
SEICHI_API seichi_match *seichi_match_copy(const seichi_match *m);
/* Lenient mode (SGF replay): a superko violation is played anyway and
 * reported in superko_ignored instead of refused, and passes in a row do
 * not end the game (records go on after them). */
SEICHI_API void seichi_match_set_lenient(seichi_match *m, int on);
/* Puts a stone (or SEICHI_EMPTY) on pt outside play (handicap, setup);
 * the positional history restarts from the resulting position. */
SEICHI_API int seichi_match_setup(seichi_match *m, int pt, int color);
/* Gives the turn to player (SGF PL, out-of-order records). */
SEICHI_API void seichi_match_set_to_move(seichi_match *m, int player);

/* The player to play (0 once the game is over). */
SEICHI_API int seichi_match_to_move(const seichi_match *m);
SEICHI_API int seichi_match_over(const seichi_match *m);
SEICHI_API int seichi_match_prohibited(const seichi_match *m, int player);
SEICHI_API int seichi_match_plays(const seichi_match *m);
SEICHI_API const seichi_pos *seichi_match_position(const seichi_match *m);
SEICHI_API const seichi_rules *seichi_match_rules(const seichi_match *m);

/* SEICHI_RULE_OK if the player to play may make this play now, else why
 * not.  A Kee play that will get someone prohibited is legal. */
SEICHI_API int seichi_match_legality(const seichi_match *m, int kind, int pt);
/* Makes a play of the player to play.  Returns SEICHI_OK or SEICHI_ILLEGAL
 * (nothing changed; out->refused says why).  out may be NULL. */
SEICHI_API int seichi_match_play(seichi_match *m, int kind, int pt,
                                 seichi_outcome *out);
/* Like seichi_match_play for a named player; SEICHI_RULE_TURN if it is
 * not that player's turn. */
SEICHI_API int seichi_match_play_as(seichi_match *m, int player, int kind,
                                    int pt, seichi_outcome *out);
/* Static text for a SEICHI_RULE_* code ("suicide (rule 10)"). */
SEICHI_API const char *seichi_rule_text(int refused);

/* Rule 15(a): removes the unit at pt by agreement before scoring. */
SEICHI_API int seichi_match_remove_dead(seichi_match *m, int pt);
/* Rule 15: points of each player (points[1..N]; points[0] unused) on the
 * current board: area (stones + empty units bordered by that player
 * only) or territory (empty units + prisoners, pass stones included);
 * komi is added to the last player's points.  rank[1..N] gets 1 for the
 * best, ties share a rank (1, 1, 3).  Either array may be NULL. */
SEICHI_API void seichi_match_score(const seichi_match *m, double komi,
                                   double *points, int *rank);

/* ------------------------------------------------------------------------
 * Solver: exact game value of a tiny board from the empty board, two
 * players, Kee rules (history-dependent state included; docs/RULES.md).
 * ---------------------------------------------------------------------- */
typedef struct seichi_solution {
    int value;          /* Black's area minus White's under optimal play  */
    int line_len;       /* principal line: plays (kind, point, player)    */
    seichi_move line[256];
    int line_kind[256];
    long long nodes;    /* positions searched                             */
    int complete;       /* 0 if the node limit stopped the search         */
    int lower, upper;   /* bounds proven on the value (equal if complete) */
} seichi_solution;

/* Solves the game on g (at most 16 points) under rules r (Kee ko
 * required) from the position reached by the plays prefix[0..nprefix)
 * (kinds in prefix_kind).  max_nodes bounds the work (0: no bound).
 * The first question settled is whether Black can get at least 1.
 * Returns SEICHI_OK, SEICHI_ARG, SEICHI_ILLEGAL (a prefix play refused),
 * SEICHI_RANGE (the bound was hit: sol->complete = 0, sol->lower and
 * sol->upper hold what was proven) or SEICHI_NOMEM. */
SEICHI_API int seichi_solve(const seichi_graph *g, const seichi_rules *r,
                            const seichi_move *prefix, const int *prefix_kind,
                            int nprefix, long long max_nodes,
                            seichi_solution *sol);

/* Reads plays written as "A2,B1,pass,refresh" (points named as on g,
 * separated by commas or spaces; the players alternate from Black) into
 * moves and kinds (SEICHI_PLAY_*), at most cap of them: the count, or -1
 * for a name that is no point of g or more than cap plays. */
SEICHI_API int seichi_solve_parse_plays(const seichi_graph *g, const char *text, seichi_move *moves,
                                        int *kinds, int cap);

/* ------------------------------------------------------------------------
 * Scoring details (issue 5; docs/SCORING.md): breakdown, map, text.
 * ---------------------------------------------------------------------- */
typedef struct seichi_score_breakdown {
    int territory;       /* empty points (and points under dead stones)
                            counted for the player                       */
    int stones;          /* living stones (area scoring; and fills)       */
    int prisoners;       /* stones captured in play (territory scoring)   */
    int dead;            /* opponent stones marked dead (territory)       */
    double komi;         /* komi received (White)                         */
    double compensation; /* handicap compensation received (area)         */
    double total;
} seichi_score_breakdown;

/* The player whose territory (area scoring: area) an empty point or a
 * point under a dead stone counts as; 0 for none (dame, seki eye under
 * territory rules, false eye, living stones). */
SEICHI_API int seichi_result_territory(const seichi_result *r, int pt);
/* The colour on or around a point whether or not it counts: a stone's
 * colour, the only colour bordering an empty point's region, 0 if mixed. */
SEICHI_API int seichi_result_side(const seichi_result *r, int pt);
/* The breakdown of player (1..players); SEICHI_ARG if out of range. */
SEICHI_API int seichi_result_breakdown(const seichi_result *r, int player,
                                       seichi_score_breakdown *out);
SEICHI_API int seichi_result_players(const seichi_result *r);
SEICHI_API const seichi_rules *seichi_result_rules(const seichi_result *r);
SEICHI_API double seichi_result_komi(const seichi_result *r);
/* One character per point (legend: seichi_result_legend()): X O living
 * stones, x o dead stones, # @ stones in seki, B W territory, s seki eye,
 * f false eye, ! point still to be filled, . dame; players 3..8: digits
 * for stones, C..H for territory. */
SEICHI_API char seichi_result_map_char(const seichi_result *r, int pt);
SEICHI_API const char *seichi_result_legend(void);
/* Result line, breakdown and diagram with a legend; *out malloc'ed. */
SEICHI_API int seichi_result_text(const seichi_result *r, char **out,
                                  size_t *len);
/* Reasons kept when options.explain was set, one line each; else "". */
SEICHI_API const char *seichi_result_explain(const seichi_result *r);
/* Kept when options.explain was set: the group of the stone at pt, named
 * by its lowest point - the stones a player marks dead or alive together.
 * Automatic dead stones: the chains the analysis joins (a shared eye
 * region, two shared liberties, a cutting point the cutter cannot hold;
 * dead chains of one colour in one area of the other); dead stones given:
 * each chain.  Then the living chains of one colour in one seki are joined
 * (seki partners).  -1 on an empty point, pt out of range, or without
 * options.explain.  docs/SCORING.md ("groups" in the JSON). */
SEICHI_API int seichi_result_group(const seichi_result *r, int pt);

/* ------------------------------------------------------------------------
 * Tactical reading (src/analysis/read.c): can a chain be captured, can it
 * be saved, read move by move within a node budget.  Two players.
 * ---------------------------------------------------------------------- */
enum {
    SEICHI_READ_FAIL = 0,   /* the player moving first cannot do it        */
    SEICHI_READ_WIN = 1,    /* it can, whatever the other does             */
    SEICHI_READ_KO = 2,     /* it can only through a ko it takes first (the
                               other side needs a ko threat): GNU Go's 2   */
    SEICHI_READ_UNKNOWN = 3,/* the node budget or the depth ran out first  */
    SEICHI_READ_KO_RETAKE = 4 /* only through a ko the other side takes
                               first (it needs a threat to retake): GNU
                               Go's 3                                      */
};
typedef struct seichi_reader seichi_reader;
/* A reader for positions on p's graph: at most budget plays a question
 * (0: 20,000) and max_depth plies (0: 80).  Holds all the search's state:
 * one reader per thread.  NULL on out of memory. */
SEICHI_API seichi_reader *seichi_reader_new(const seichi_pos *p, int budget, int max_depth);
SEICHI_API void seichi_reader_free(seichi_reader *r);
/* Can the opponent of the chain at pt, moving first, capture it?  *move
 * (if not NULL) gets the first move of the capture, else SEICHI_NONE.  p
 * (on the reader's graph) is not changed.  SEICHI_READ_FAIL for an empty
 * point or a position of more than two players. */
SEICHI_API int seichi_read_attack(seichi_reader *r, const seichi_pos *p, int pt, int *move);
/* Can the owner of the chain at pt, moving first, save it?  *move gets the
 * saving move, SEICHI_PASS when the chain needs none. */
SEICHI_API int seichi_read_defend(seichi_reader *r, const seichi_pos *p, int pt, int *move);
/* Plays the last question took. */
SEICHI_API int seichi_read_nodes(const seichi_reader *r);
/* Liberty race (semeai) between the group of the stone at a and the group
 * of the stone at b, of opposite colours, a's owner moving first (ask
 * with a and b swapped for the other side first).  A group is the chain
 * named and the chains of its colour sharing a small eye with it.
 * Returns whether a's owner can keep its group from being captured first
 * (SEICHI_READ_*); *kill (if not NULL) gets whether it can capture b's
 * group first, *move the move for the better of the two (SEICHI_PASS
 * when none is needed).  So a won race is WIN/WIN, seki (or both alive)
 * WIN/FAIL, a lost race FAIL/FAIL; a ko is graded as in attack and
 * defend.  SEICHI_READ_FAIL for empty points, stones of one colour or
 * more than two players; p is not changed.  src/analysis/read_semeai.c. */
SEICHI_API int seichi_read_semeai(seichi_reader *r, const seichi_pos *p, int a, int b, int *kill, int *move);
/* Local life and death of the group of the stone at pt: its chain and
 * the chains of its colour around its small regions (eyespace of at most
 * 12 points, with the opponent's stones inside), both players playing
 * only in those regions and on the group's liberties.  The group lives
 * when its chain is pass-alive there (Benson), dies when its chain is
 * captured; seki counts as living.  seichi_read_kill: can the opponent,
 * moving first, kill it (*move the killing move); seichi_read_live: can
 * its owner, moving first, make it live (*move the move, SEICHI_PASS when
 * it needs none).  SEICHI_READ_* as in attack and defend; UNKNOWN also
 * for a zone of more than 40 points.  p is not changed; two players.
 * A group that could live only by escaping is read as dead: ask about
 * enclosed groups.  src/analysis/read_life.c. */
SEICHI_API int seichi_read_kill(seichi_reader *r, const seichi_pos *p, int pt, int *move);
SEICHI_API int seichi_read_live(seichi_reader *r, const seichi_pos *p, int pt, int *move);

/* ------------------------------------------------------------------------
 * Whole-board life (seed 004 on top of Benson; docs/LIFE.md).
 * ---------------------------------------------------------------------- */
enum {
    SEICHI_LIFE_UNKNOWN = 0,   /* the static analysis cannot tell         */
    SEICHI_LIFE_DEAD = 1,      /* dies even if its owner moves first; a
                                  ko for life counts as dead              */
    SEICHI_LIFE_UNSETTLED = 2, /* whoever moves first decides             */
    SEICHI_LIFE_ALIVE = 3      /* lives even if the attacker moves first;
                                  seki counts as alive                    */
};
/* Status of every stone's group: status[pt] = SEICHI_LIFE_* on stones, -1
 * on empty points (n entries).  Pass-alive groups are alive, groups in an
 * opponent's pass-alive territory dead; otherwise seed 004: two eyespaces
 * alive, none dead, one looked up in the eyespace table or solved (the
 * group assumed to have no outside liberty).  suicide as for
 * seichi_pass_alive().  SEICHI_OK, SEICHI_ARG or SEICHI_NOMEM. */
SEICHI_API int seichi_life_analyse(const seichi_pos *p, int suicide,
                                   int8_t *status);
/* The full analysis as JSON (schema in docs/LIFE.md); *out malloc'ed. */
SEICHI_API int seichi_life_json(const seichi_pos *p, int suicide,
                                char **out, size_t *len);
/* Unconditional territory (docs/LIFE.md): seichi_pass_alive()'s map
 * widened.  out[pt] is also the player c when pt lies in a region bordered
 * only by c's pass-alive chains in which no opponent can ever make a
 * pass-alive group, even playing any number of moves while c passes (so
 * every opponent stone there can be captured and every point is c's).
 * Left at 0 (undecided): regions where a seki with c's own capturable
 * stones could arise, regions whose interior (points not next to the
 * pass-alive chains) has more than 14 points, and every region when the
 * position has three or more players.  One byte a point; the same
 * arguments and status codes as seichi_pass_alive() (SEICHI_NOMEM if the
 * scratch cannot be allocated). */
SEICHI_API int seichi_unconditional(const seichi_pos *p, int suicide,
                                    uint8_t *out);
/* Territory and groups proved by search (docs/LIFE.md, "Safety by
 * search"): seichi_unconditional()'s map widened by (1) the small regions
 * (at most 8 empty points, 24 points) bordered by a player's pass-alive
 * chains in which the opponent, moving first and against every answer,
 * cannot live, and (2) the player's groups that are not pass-alive but,
 * with their small regions, become pass-alive against any attack (their
 * stones and those regions).  A bounded local search (fixed node budgets,
 * deterministic) reaches a position where the chains are pass-alive and
 * seichi_unconditional() gives the regions to the player.  The points are
 * the player's area (a false eye of a proved group may still need filling
 * under territory counting).  Same arguments and status codes as
 * seichi_pass_alive(). */
SEICHI_API int seichi_safety(const seichi_pos *p, int suicide, uint8_t *out);

/* ------------------------------------------------------------------------
 * Confidence of a result (docs/SCORING.md, "Confidence").  Every dead,
 * alive or seki decision carries how it was reached: proved (Benson
 * pass-alive in the position or once the other colour's dead stones are
 * taken off, the eyespace table, or a settled area with no open border)
 * or judged (a static rule: the eye count, an enclosure whose wall is not
 * proved, the seki rule, an open border).  The result is certain when no
 * decision that changes the score is judged and the position is settled;
 * unfinished when open borders show a game that has not ended (the score
 * is then an estimate); else uncertain.  The verdict reads only the
 * position, the rules and the options; never markup, the result property
 * or comments.  The accessors below may fill a cache on the result (the
 * margin range is counted when first asked for): like every object, a
 * result is used by one thread at a time.
 * ---------------------------------------------------------------------- */
enum {
    SEICHI_CONF_CERTAIN = 0,
    SEICHI_CONF_UNCERTAIN = 1,
    SEICHI_CONF_UNFINISHED = 2
};
/* Provenance of a stone's decision (seichi_result_proof). */
enum {
    SEICHI_PROOF_NONE = 0,        /* an empty point                        */
    SEICHI_PROOF_BENSON = 1,      /* pass-alive, or in the other colour's
                                     pass-alive territory, as it stands   */
    SEICHI_PROOF_CLEARED = 2,     /* the same once the other colour's dead
                                     stones are taken off (the position is
                                     reached from that one by the other
                                     colour's moves alone)                */
    SEICHI_PROOF_SETTLED = 3,     /* dead inside an area of the other
                                     colour with no open border, every
                                     wall proved alive                    */
    SEICHI_PROOF_EYESPACE = 4,    /* alive: a settled area of 2-7 points
                                     that the eyespace table (Drake et
                                     al.) calls alive as it stands        */
    SEICHI_PROOF_READ = 5,        /* alive: whatever the opponent plays
                                     first around it (or passes), the
                                     local life-and-death reader reaches
                                     a pass-alive chain or one proved
                                     alive already                       */
    SEICHI_JUDGED_EYES = 16,      /* alive by the eye count (not proved)   */
    SEICHI_JUDGED_ENCLOSED = 17,  /* dead in an area whose wall is not
                                     proved alive                         */
    SEICHI_JUDGED_SEKI = 18,      /* seki by the static seki rule          */
    SEICHI_JUDGED_OPEN = 19       /* next to an open border: life at stake */
};
/* SEICHI_CONF_* of r (SEICHI_CONF_UNCERTAIN when r is NULL). */
SEICHI_API int seichi_result_confidence(const seichi_result *r);
/* "certain", "uncertain" or "unfinished". */
SEICHI_API const char *seichi_confidence_name(int conf);
/* The one line printed under the result: "certain", "uncertain: 2 groups
 * (D4, Q16), margin B+1.5 .. W+12.5" or "unfinished game: estimate". */
SEICHI_API const char *seichi_result_confidence_line(const seichi_result *r);
/* Margins (Black minus White) when every judged decision goes Black's way
 * (*best) and White's way (*worst); both the margin when certain.
 * Returns the number of judged groups that change the score. */
SEICHI_API int seichi_result_confidence_range(const seichi_result *r, double *best,
                                              double *worst);
/* SEICHI_PROOF_* / SEICHI_JUDGED_* of the stone at pt (NONE on empty
 * points); seichi_proof_name() names it ("benson", "eye-count", ...). */
SEICHI_API int seichi_result_proof(const seichi_result *r, int pt);
SEICHI_API const char *seichi_proof_name(int proof);

#ifdef __cplusplus
}
#endif
#endif /* SEICHI_H */
