/*
 * enclose_test.h - the enclosure method's analysis of a position under
 * Japanese rules, for the tests of its steps (test_enclose.c,
 * test_enclose_fills.c, test_enclose_settle.c).  Include after check.h.
 */
#ifndef SEICHI_ENCLOSE_TEST_H
#define SEICHI_ENCLOSE_TEST_H

#include <stdint.h>

#include "analysis/deadstones.h"
#include "seichi.h"

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

#endif
