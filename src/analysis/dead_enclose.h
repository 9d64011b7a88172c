/*
 * dead_enclose.h - internal: dead stones of a finished position by
 * enclosure (eyes, safe groups, areas bordered by one colour's safe
 * groups, local fights).  See dead_enclose.c.
 */
#ifndef SEICHI_DEAD_ENCLOSE_H
#define SEICHI_DEAD_ENCLOSE_H

#include <stdint.h>

#include "seichi.h"
#include "util/sbuf.h"

/* dead: n bytes, 1 on every dead stone (whole chains).  seki: n bytes or
 * NULL, 1 on stones judged to live in seki.  explain: a line per group
 * (NULL: none).  Two players only (the caller checks).  Returns SEICHI_OK
 * or SEICHI_NOMEM. */
int enclose_dead_stones(const seichi_pos *p, const seichi_rules *rules, uint8_t *dead,
                        uint8_t *seki, sbuf *explain);

#endif
