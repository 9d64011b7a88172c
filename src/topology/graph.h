/*
 * graph.h - internal view of seichi_graph for the layers above topology.
 *
 * Adjacency is stored compressed (CSR): the neighbours of point p are
 * adj[adj_off[p]] .. adj[adj_off[p+1]-1], in a fixed order (on grids: up,
 * left, right, down, omitting those off the board).  Hot loops read these
 * arrays directly; everything else goes through seichi.h.
 */
#ifndef SEICHI_GRAPH_H
#define SEICHI_GRAPH_H

#include <stdatomic.h>
#include <stdint.h>

#include "seichi.h"

struct seichi_graph {
    atomic_int refs;
    int n;             /* points                                          */
    int width, height; /* grid size, 0 x 0 for a general graph            */
    int max_degree;
    int *adj_off;      /* n+1                                             */
    int *adj;          /* adj_off[n]                                      */
    int *diag_off;     /* n+1 (grids; all zero elsewhere)                 */
    int *diag;
    int *x, *y;        /* coordinates or -1                               */
    uint8_t *edge;     /* SEICHI_CENTRE / EDGE / CORNER                   */
    char **names;      /* NULL, or a name per point (graph files)         */
    struct graph_name { const char *s; int p; } *name_index; /* the named */
    int nnamed;        /* points sorted by name (binary search), or NULL  */
    uint64_t *zobrist; /* (SEICHI_MAX_PLAYERS + 1) rows of n, colour by
                          colour (a two-player game reads 2 rows of n,
                          not n rows of 9); row 0 zero                */
    const uint64_t *zrow[SEICHI_MAX_PLAYERS + 1]; /* each colour's row  */
};

static inline uint64_t graph_zobrist(const seichi_graph *g, int p, int c)
{
    return g->zrow[c][p];
}

/* A general graph from an edge list (duplicates dropped).  Takes ownership
 * of names (an array of n malloc'ed strings or NULLs, may be NULL); xs/ys
 * may be NULL.  NULL on out of memory. */
seichi_graph *graph_from_edges(int n, const int *ea, const int *eb, int ne,
                               char **names, const int *xs, const int *ys);

#endif
