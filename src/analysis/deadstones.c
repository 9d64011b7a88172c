/*
 * deadstones.c - automatic dead-stone decision (seed 003).
 *
 * BASELINE ONLY, being replaced by the Carta pipeline (issue 6): it marks
 * no stone dead, which is exactly right only for games played out to the
 * end under area rules.
 */
#include <string.h>

#include "analysis/deadstones.h"
#include "position/position.h"

int analysis_dead_stones(const seichi_pos *p, const seichi_rules *rules,
                         uint8_t *dead, uint8_t *fills, sbuf *explain)
{
    (void)rules;
    memset(dead, 0, (size_t)p->n);
    if (fills) memset(fills, 0, (size_t)p->n);
    if (explain) sbuf_puts(explain, "automatic dead-stone analysis: baseline (nothing dead)\n");
    return SEICHI_OK;
}
