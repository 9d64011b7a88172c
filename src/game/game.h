/*
 * game.h - internal accessors of seichi_game for layers that need the SGF
 * tree itself (markup of dead stones, writing results back).
 */
#ifndef SEICHI_GAME_H
#define SEICHI_GAME_H

#include "seichi.h"
#include "sgf/sgf.h"

/* The whole collection last loaded, or NULL (seichi_game_write_sgf). */
const sgf_tree *game_tree(const seichi_game *g);
/* Root node of the game that was loaded, or NULL. */
const sgf_node *game_root(const seichi_game *g);
/* Last node of the main line, or NULL. */
const sgf_node *game_last_node(const seichi_game *g);
/* Play flags (SEICHI_ALLOW_SUICIDE ...) the replay used. */
unsigned game_play_flags(const seichi_game *g);
/* The number (from 1) of the first move of the main line that the last
 * load, made with continue_on_illegal, found illegal and forced; 0 if
 * every move was legal. */
int game_first_illegal(const seichi_game *g);
/* RE as a counted result: "B+12.5" gives 12.5, "W+3" -3, "0", "Draw" and
 * "Jigo" 0 (any case, blanks around).  Returns 1 and *margin, or 0 for
 * anything else: resignation, time, forfeit, "?", a number that is not
 * plain decimal ("B+0x10", "B+1e9", "B+inf") or larger than 100,000. */
int game_parse_re(const char *re, double *margin);

#endif
