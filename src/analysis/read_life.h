/*
 * read_life.h - the local life-and-death reader's proof of life, for the
 * layers above the analysis (the confidence).  Internal.
 */
#ifndef SEICHI_READ_LIFE_H
#define SEICHI_READ_LIFE_H

#include "seichi.h"

/* seichi_read_kill() of the group of pt, counting as the owner's success
 * only what proves life: SEICHI_READ_FAIL when every line the opponent
 * tries, playing first in the group's zone, ends with the group's chain
 * pass-alive (Benson; the opponent's plays outside the zone touch none of
 * the regions Benson counts) or joined to a stone that anchor (n bytes,
 * or NULL) marks as proved alive already.  A seki, an opponent with no
 * move left or a repeated position is UNKNOWN here, not life.
 * read_life.c. */
int read_life_proof(seichi_reader *r, const seichi_pos *p, int pt, const uint8_t *anchor);

#endif
