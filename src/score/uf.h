/*
 * uf.h - union-find over the points of a board, the smaller index the
 * root (so a group's root does not depend on the order of the unions).
 */
#ifndef SEICHI_SCORE_UF_H
#define SEICHI_SCORE_UF_H

static inline int uf_find(int *uf, int x)
{
    while (uf[x] != x) x = uf[x] = uf[uf[x]];
    return x;
}

/* uf_find for forests whose points are mostly roots or a root's
 * children (seki.c's chains): that case by one test, which is almost
 * always true, instead of a loop whose exit after none or one step the
 * processor cannot predict.  Where deeper paths are common (the
 * confidence's groups) the plain loop is faster. */
static inline int uf_find_shallow(int *uf, int x)
{
    int up = uf[x];
    if (uf[up] == up) return up;
    return uf_find(uf, x);
}

static inline void uf_unite(int *uf, int a, int b)
{
    a = uf_find(uf, a), b = uf_find(uf, b);
    if (a != b) uf[a < b ? b : a] = a < b ? a : b;
}

#endif
