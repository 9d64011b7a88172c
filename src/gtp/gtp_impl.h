/*
 * gtp_impl.h - internal: the state of a GTP engine (seichi_gtp) shared by
 * the protocol layer (gtp.c) and the command handlers (gtp_cmds.c).
 *
 * The board history is a base position plus the moves played since; undo
 * replays from the base (copy-make with no snapshot per move, so a long
 * session costs 8 bytes a move, not a position a move).  After loadsgf the
 * loaded game itself is kept so that undo can walk back into it.
 */
#ifndef SEICHI_GTP_IMPL_H
#define SEICHI_GTP_IMPL_H

#include <stdint.h>

#include "seichi.h"
#include "util/sbuf.h"

#define GTP_MAX_ARGS 4096 /* set_free_handicap on 52x52 needs many */

typedef struct gtp_hist {
    seichi_move move;
    uint64_t hash; /* stones after the move, for superko */
} gtp_hist;

struct seichi_gtp {
    seichi_graph *graph;
    seichi_pos *pos;       /* current position                           */
    seichi_pos *base;      /* position the history starts from           */
    seichi_pos *scratch;   /* for trying a move                          */
    seichi_game *game;     /* last loadsgf game (undo walks back in it)  */
    int game_moves;        /* moves of game that base is after           */
    gtp_hist *hist;
    int nhist, caphist;
    double komi;
    int handicap;
    seichi_rules rules;
    int time_main, time_byo, time_stones;
    int quit;
    seichi_gtp_loader loader;
    void *loader_ud;
    seichi_gtp_writer writer; /* seichi-write_sgf (gtp_analyze.c)     */
    void *writer_ud;
    sbuf out;              /* the last response                          */
    sbuf text;             /* the body of the response being built       */
    char *line;            /* preprocessed copy of the input line        */
    size_t linecap;
    uint8_t *status_maps;  /* gtp_uncond.c: the colours of the last position
                              asked about, its pass-alive and proof maps  */
    uint64_t status_key;   /* size, kind of proof and suicide of that one  */
};

/* A command handler: argc/argv are the arguments (not the name).  Writes
 * the body of the answer into e->text and returns 0 for success or 1 for
 * failure (then e->text is the error message). */
typedef int (*gtp_handler)(seichi_gtp *e, int argc, char **argv);

typedef struct gtp_command {
    const char *name;
    gtp_handler fn;
} gtp_command;

/* The command table (gtp_cmds.c), ending with a NULL name. */
extern const gtp_command gtp_commands[];

/* Scoring commands (gtp_score.c). */
int gtp_cmd_final_score(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_final_status_list(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_score_json(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_explain(seichi_gtp *e, int argc, char **argv);
/* seichi-unconditional_status (gtp_uncond.c). */
int gtp_cmd_unconditional_status(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_safety_status(seichi_gtp *e, int argc, char **argv);

/* Tactical reading commands (gtp_read.c): attack, defend. */
int gtp_cmd_attack(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_defend(seichi_gtp *e, int argc, char **argv);
/* analyze_semeai (gtp_read.c): a liberty race, as GNU Go answers it. */
int gtp_cmd_analyze_semeai(seichi_gtp *e, int argc, char **argv);
/* owl_attack, owl_defend (gtp_read.c): local life and death, answered as
 * GNU Go answers its owl commands. */
int gtp_cmd_owl_attack(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_owl_defend(seichi_gtp *e, int argc, char **argv);
/* The score of the current position as final_score computes it
 * (gtp_score.c); 0, or 1 with the message in e->text. */
int gtp_score(seichi_gtp *e, int explain, seichi_result **r);

/* GUI and file commands (gtp_analyze.c). */
int gtp_cmd_analyze_commands(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_score_map(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_score_gfx(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_write_sgf(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_genmove_cleanup(seichi_gtp *e, int argc, char **argv);
int gtp_cmd_confidence(seichi_gtp *e, int argc, char **argv);

/* Sets a fresh empty board of w x h; 0 on success. */
int gtp_new_board(seichi_gtp *e, int w, int h);

#endif
