/*
 * testpos.h - position helpers shared by the test programs: a position
 * from an ASCII diagram (seichi_pos_from_diagram) and a point by its GTP
 * name.  Include after check.h.
 */
#ifndef SEICHI_TESTPOS_H
#define SEICHI_TESTPOS_H

#include "seichi.h"

/* The position of a diagram, or NULL (the reason printed). */
static inline seichi_pos *diagram(const char *text)
{
    seichi_pos *p = NULL;
    char err[128] = "";
    if (seichi_pos_from_diagram(text, strlen(text), &p, err, sizeof err))
        fprintf(stderr, "diagram error: %s\n", err);
    return p;
}

/* The point named like "D4" on p's board. */
static inline int at(const seichi_pos *p, const char *name)
{
    return seichi_graph_find_point(seichi_pos_graph(p), name);
}

#endif
