/*
 * dead_enclose_groups.c - the groups of the enclosure analysis, handed out
 * so that an interface can treat them as a player does (a click on a stone
 * marks its whole group dead or alive; the explanation of a group).
 *
 * The analysis joins chains into groups while it counts eyes
 * (dead_enclose.c, compute_groups): chains of one colour that share an eye
 * region, share two liberties, or meet at a cutting point where the cutter
 * would stand in atari.  Its union-find holds those groups for the living
 * chains at the end.  Dead chains leave that union when they die (they
 * become open points of the area around them), so they are grouped the way
 * the analysis killed them: the dead chains of one colour that lie in one
 * area of the other colour (connected through the open points of that
 * area) are one group.  A chain revived after the rounds (a taker that died
 * after all, an unapproachable seki, a lost colour's stones standing again)
 * is a group by itself unless the union joined it before.
 */
#include "analysis/dead_enclose_int.h"

static int lowest(const seichi_pos *p, int h)
{
    int m = h;
    for (int s = p->next[h]; s != h; s = p->next[s])
        if (s < m) m = s;
    return m;
}

void enc_groups(enc *e, int *group)
{
    const seichi_pos *p = e->p;
    int n = e->n, *rep = e->aux, *stack = e->stack;
    /* rep[root] = the lowest point of the group: roots of the living
       chains' union first, then the dead chains' areas */
    for (int x = 0; x < n; x++) group[x] = -1, rep[x] = n;
    for (int i = 0; i < e->nheads; i++) {
        int h = e->heads[i];
        if (!live(e, h)) continue;
        int r = find(e->uf, h), m = lowest(p, h);
        /* a union that crossed colours would be a bug upstream: keep the
           chain alone rather than mix colours */
        if (p->color[r] != p->color[h]) r = h;
        if (m < rep[r]) rep[r] = m;
    }
    for (int i = 0; i < e->nheads; i++) {
        int h = e->heads[i];
        if (!live(e, h)) continue;
        int r = find(e->uf, h);
        if (p->color[r] != p->color[h]) r = h;
        for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s]) group[s] = rep[r];
    }
    /* dead chains: flood the area holding each one, through open points
       of that area, and name the dead chains of its colour met by the
       lowest of their points */
    int st = ++e->stamp;
    for (int i = 0; i < e->nheads; i++) {
        int h = e->heads[i], c = p->color[h];
        if (live(e, h) || group[h] >= 0) continue;
        int a = e->area ? e->area[h] : 0, sp = 0, k = 0, m = n;
        if (!a) {
            int low = lowest(p, h);
            for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s]) group[s] = low;
            continue;
        }
        stack[sp++] = h;
        e->seen[h] = st;
        while (sp) {
            int y = stack[--sp];
            if (p->color[y] == c) {
                e->list[k++] = y;
                if (y < m) m = y;
            }
            FOR_NB(e->g, y, q) {
                int z = *q;
                if (e->seen[z] == st || live(e, z) || e->area[z] != a) continue;
                e->seen[z] = st;
                stack[sp++] = z;
            }
        }
        for (int j = 0; j < k; j++) group[e->list[j]] = m;
    }
}
