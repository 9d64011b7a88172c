/*
 * enclose_test.h - the enclosure method's analysis of a position under
 * Japanese rules, for the tests of its steps (test_enclose.c,
 * test_enclose_fills.c, test_enclose_settle.c, the seki tests).  Include
 * after check.h.
 */
#ifndef SEICHI_ENCLOSE_TEST_H
#define SEICHI_ENCLOSE_TEST_H

#include <stdint.h>

#include "analysis/deadstones.h"
#include "seichi.h"
#include "testpos.h"

/* Dead stones and fills of p (passes: whether the game ended by two
 * passes; explain may be NULL). */
static inline void enclose_analyse(const seichi_pos *p, int passes, uint8_t *dead, uint8_t *fills, sbuf *explain)
{
    seichi_rules r;
    seichi_rules_preset("japanese", &r);
    analysis_options o;
    analysis_options_init(&o);
    o.method = SEICHI_DEAD_ENCLOSE;
    o.finished_by_passes = passes;
    CHECK_EQ(analysis_dead_stones_ex(p, &r, &o, dead, fills, explain), SEICHI_OK);
}

/* The diagram rows (colours swapped when swap is set) analysed: every
 * point of dead_pts dead, every point of alive_pts not (NULL-ended lists
 * of GTP names). */
static inline void enclose_expect(const char *rows, int swap, const char *const *dead_pts,
                                  const char *const *alive_pts)
{
    seichi_pos *p = diagram_swapped(rows, swap);
    CHECK(p != NULL);
    if (!p) return;
    uint8_t dead[361], fills[361];
    enclose_analyse(p, 0, dead, fills, NULL);
    for (; *dead_pts; dead_pts++) CHECK_EQ(dead[at(p, *dead_pts)], 1);
    for (; *alive_pts; alive_pts++) CHECK_EQ(dead[at(p, *alive_pts)], 0);
    seichi_pos_free(p);
}

#endif
