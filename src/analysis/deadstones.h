/*
 * deadstones.h - internal: automatic life-and-death of a finished position
 * (issue 6): the enclosure method (default, dead_enclose.c) or seed 003's
 * Carta method (carta.c), both with Benson and the eyespace table.
 */
#ifndef SEICHI_DEADSTONES_H
#define SEICHI_DEADSTONES_H

#include <stdint.h>

#include "seichi.h"
#include "util/sbuf.h"

/* Decides which stones of a finished position are dead.
 * dead:  n bytes, set to 1 on every dead stone (whole chains), else 0.
 * fills: n bytes, set on empty points that a player must still fill before
 *        counting (forced connections, kos to be filled, false eyes): the
 *        value is that player (1..N), else 0.  May be NULL.
 * explain: if not NULL, receives one line per group and per special point
 *        saying why (the text of `seichi score --explain`).
 * Never reads anything but the position and the rules.  Returns SEICHI_OK
 * or SEICHI_NOMEM. */
int analysis_dead_stones(const seichi_pos *p, const seichi_rules *rules,
                         uint8_t *dead, uint8_t *fills, sbuf *explain);

/* Methods: enclosure (dead_enclose.c: eyes, safe groups, areas bordered
 * by one colour's safe groups, local fights) or Carta's stability order
 * (carta.c, dead_remove.c: seed 003's baseline). */
#define ANALYSIS_DEFAULT_METHOD SEICHI_DEAD_ENCLOSE

/* The searches one call ran (for bench/bench_autoscore.c): the proof
 * search's nodes (safety_groups.c) and the tactical reader's questions,
 * plays and most plays a question (the settling's shortages). */
typedef struct analysis_stats {
    long proof_nodes;
    long read_questions, read_plays, read_most;
    long join_questions, join_plays, join_most; /* dead_read.c */
    long take_questions, take_plays, take_most; /* dead_enclose_taken.c */
} analysis_stats;

typedef struct analysis_options {
    int method;             /* SEICHI_DEAD_* (DEFAULT: the default)       */
    int finished_by_passes; /* 1: the record ended with two passes: the
                               position is counted as left (no forced
                               connections or dame filled)                */
    int *group;             /* n ints or NULL: per stone the lowest point
                               of its group as the analysis joins chains
                               (enclosure method; each chain alone with
                               Carta's or more than two players), -1 on
                               empty points                               */
    analysis_stats *stats;  /* NULL, or the searches are counted here (added
                               to what it holds)                          */
} analysis_options;

void analysis_options_init(analysis_options *o);
/* analysis_dead_stones() with options (NULL: the defaults). */
int analysis_dead_stones_ex(const seichi_pos *p, const seichi_rules *rules,
                            const analysis_options *o, uint8_t *dead, uint8_t *fills,
                            sbuf *explain);

#endif
