/*
 * dead_enclose.h - internal: dead stones of a finished position by
 * enclosure (eyes, safe groups, areas bordered by one colour's safe
 * groups, local fights).  See dead_enclose.c.
 */
#ifndef SEICHI_DEAD_ENCLOSE_H
#define SEICHI_DEAD_ENCLOSE_H

#include <stddef.h>
#include <stdint.h>

#include "seichi.h"
#include "util/sbuf.h"

/* dead: n bytes, 1 on every dead stone (whole chains).  seki: n bytes or
 * NULL, 1 on stones judged to live in seki.  area: n bytes or NULL, the
 * colour whose area holds each empty (or dead) point, 0 for the points
 * between areas (dame).  explain: a line per group (NULL: none).  Two
 * players only (the caller checks).  Returns SEICHI_OK or SEICHI_NOMEM. */
int enclose_dead_stones(const seichi_pos *p, const seichi_rules *rules, uint8_t *dead,
                        uint8_t *seki, uint8_t *area, sbuf *explain);

/* The same, and group: n ints or NULL, per stone the lowest point of the
 * group the analysis put its chain in (living chains joined through eye
 * regions and connections; dead chains of one colour in one area of the
 * other), -1 on empty points (dead_enclose_groups.c). */
int enclose_dead_stones_grouped(const seichi_pos *p, const seichi_rules *rules, uint8_t *dead,
                                uint8_t *seki, uint8_t *area, int *group, sbuf *explain);

/* The same, starting from proved: n bytes, the owner of every point
 * proved (Benson's pass-alive map, widened by proofs by search), instead
 * of Benson's map alone; searched: n bytes or NULL, 1 on the stones that
 * only the search proved, 2 on those revived by reading a join, 3 on
 * those revived by reading a seal (for the explanation); stats (if not
 * NULL) gets the tactical reader's questions (dead_enclose_taken.c). */
struct analysis_stats; /* deadstones.h */
int enclose_dead_stones_proved(const seichi_pos *p, const seichi_rules *rules, const uint8_t *proved,
                               const uint8_t *searched, uint8_t *dead, uint8_t *seki, uint8_t *area,
                               int *group, sbuf *explain, struct analysis_stats *stats);

/* Bytes of the one scratch block enclose_dead_stones allocates for an
 * n-point board (freed before it returns). */
#define ENCLOSE_INT_ARRAYS 22
#define ENCLOSE_BYTE_ARRAYS 9
static inline size_t enclose_scratch_bytes(int n)
{
    return (size_t)n * (ENCLOSE_INT_ARRAYS * sizeof(int) + ENCLOSE_BYTE_ARRAYS);
}

/* Points still to be filled (dead_enclose_fills.c): forced connections
 * (needed whichever colour fills the dame), kos, and under area scoring
 * the dame shared in turn, on the position without its dead stones; the
 * dame are the points of no area (seki liberties excepted).  fills: n
 * bytes, the player or 0.  Returns SEICHI_OK or SEICHI_NOMEM. */
int enclose_fills(const seichi_pos *p, const seichi_rules *rules, const uint8_t *dead,
                  const uint8_t *seki, const uint8_t *area, uint8_t *fills, sbuf *explain);
/* Chains the enclosure called dead (dead) that the opponent cannot
 * capture moving first and that touch, through a liberty, a living stone
 * of their colour, or that are sealed in with their attackers (seki)
 * (dead_read.c): each such stone gets its colour in alive, and so do
 * the attackers of a sealed chain that its owner cannot capture, with
 * READ_SEALED added for the seal.  proved: the owner of every point
 * proved unconditionally (such chains are not read).  stats (if not
 * NULL) gets the reader's questions and plays.  Returns the number of
 * chains revived, -1 on out of memory. */
#define READ_SEALED 4
int read_revive_dead(const seichi_pos *p, const uint8_t *dead, const uint8_t *proved, uint8_t *alive,
                     struct analysis_stats *stats);

/* The settling phase (dead_enclose_settle.c): the dame played out in
 * turn from the position with its dead stones and the fills, the player
 * to move first, each threat against a wall chain answered; the teire
 * played (points of their colour's area) are added to fills, and, when
 * territory is not 0 (territory counting), so are the dame stones that
 * take dead stones and close their points for their colour.  stats (if
 * not NULL) gets the tactical reader's questions and plays.  Returns
 * SEICHI_OK or SEICHI_NOMEM. */
int enclose_settle(const seichi_pos *p, const uint8_t *dead, const uint8_t *seki, const uint8_t *area,
                   uint8_t *fills, int territory, sbuf *explain, struct analysis_stats *stats);

#endif
