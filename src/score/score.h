/*
 * score.h - internal: counting a position whose dead stones are known.
 */
#ifndef SEICHI_SCORE_H
#define SEICHI_SCORE_H

#include <stdint.h>

#include "seichi.h"

/* Scores p with the dead stones given (n bytes, nonzero = dead; a chain is
 * dead if any of its stones is marked) and, optionally, fills (n bytes: the
 * player who must still fill that empty point, else 0; NULL = none).
 * o->dead is ignored.  *out as for seichi_score(). */
int score_marked(const seichi_pos *p, const seichi_score_options *o,
                 const uint8_t *dead, const uint8_t *fills,
                 seichi_result **out);

/* score_marked(); force_reading = 1 runs the structural reading even where
 * seki_reading_certified() says it cannot change the result (tests). */
int score_marked_ex(const seichi_pos *p, const seichi_score_options *o,
                    const uint8_t *dead, const uint8_t *fills, int force_reading,
                    seichi_result **out);

/* Dead stones from the end-of-game markup: the stones of the other colour
 * inside TB/TW of the last main-line node of game (p: its final position).
 * dead: n bytes, set to 1 on those stones.  Returns how many; *nmarks (if
 * not NULL) gets the number of TB/TW values (0: the game has no markup). */
int score_markup_dead(const seichi_game *game, const seichi_pos *p, uint8_t *dead,
                      int *nmarks);
/* Marks dead the stones named in list, a comma-separated list of point
 * names ("D4, Q16"; blanks around names ignored; one stone names itself,
 * the scorer extends it to its chain).  Returns 0, or -1 with a reason in
 * err ("'Z99' is not a point of this board", "no stone at D4"). */
int score_named_dead(const seichi_pos *p, const char *list, uint8_t *dead, char *err, size_t errlen);

#endif
