/*
 * deadstones.h - internal: automatic life-and-death of a finished position
 * (seed 003, Carta's static method, with Benson and the eyespace table).
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

#endif
