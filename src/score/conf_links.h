/*
 * conf_links.h - living chains joined by a connection the opponent cannot
 * cut (miai, tiger's mouth), for the confidence's settled areas.
 */
#ifndef SEICHI_SCORE_CONF_LINKS_H
#define SEICHI_SCORE_CONF_LINKS_H

#include <stdint.h>

#include "position/position.h"
#include "score/uf.h"

/* Unites in uf (over the points, chains at their heads) the living
 * chains (reason[] SEICHI_PT_STONE) that a miai or a tiger's mouth
 * joins.  SEICHI_OK, or SEICHI_NOMEM (uf then unchanged). */
int conf_links(const seichi_pos *p, const uint8_t *reason, int *uf);

#endif
