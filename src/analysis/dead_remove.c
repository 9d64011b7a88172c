/*
 * dead_remove.c - seki, snapback and the iterative removal of the deadest
 * groups (seed 003, section 3, "Only now it is possible to proceed with
 * the removal...").
 *
 * Each round evaluates every group (carta.c), then:
 *  - seki: a candidate group whose liberties are all shared with opposing
 *    candidate groups or lie in its own eyes, facing opposing candidates
 *    in the same state, with either two shared liberties and no eyes on
 *    either side (three stones or more each, as Carta) or an eye on both
 *    sides, lives in seki.  Because groups of several strings and sets of
 *    opposing groups are used, multi-string seki (Carta's figure 17) are
 *    found as well.
 *  - snapback: a candidate in atari whose capture leaves the capturing
 *    string (two stones or more) in atari on the captured point lives.
 *    Decided by playing the capture on a scratch position (bounded: one
 *    move).
 *  - removal: candidates not touching any opposing candidate (directly or
 *    through a shared liberty) are removed together; among those in a
 *    fight only the deadest (highest stability) go, then everything is
 *    evaluated again, so that the survivor of a capturing race gains the
 *    eyes and territory the loser leaves.
 */
#include <string.h>

#include "analysis/carta.h"

static int opp_of(int col) { return col == SEICHI_BLACK ? SEICHI_WHITE : SEICHI_BLACK; }

/* Candidate roots of the opposite colour next to group r's liberties or
 * stones: returns 1 if any.  Scans the board once (groups are small). */
static void conflicts(carta *c, uint8_t *conf)
{
    const seichi_graph *g = c->g;
    const uint8_t *col = c->pos->color;
    int n = c->n;
    memset(conf, 0, (size_t)n);
    for (int p = 0; p < n; p++) {
        int rp = col[p] ? carta_find(c, p) : -1;
        if (col[p] && !c->cand[rp]) continue;
        /* stones: opposing candidate neighbours; empty: candidates of both
           colours around the same liberty */
        int nbc[2] = {-1, -1};
        for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++) {
            if (!col[*q]) continue;
            int rq = carta_find(c, *q);
            if (!c->cand[rq]) continue;
            if (col[p]) {
                if (col[*q] != col[p]) conf[rp] = conf[rq] = 1;
            } else {
                nbc[col[*q] - 1 < 2 ? col[*q] - 1 : 1] = rq;
            }
        }
        if (!col[p] && nbc[0] >= 0 && nbc[1] >= 0) conf[nbc[0]] = conf[nbc[1]] = 1;
    }
}

static void mark_seki(carta *c)
{
    const seichi_graph *g = c->g;
    const uint8_t *col = c->pos->color;
    int n = c->n;
    int *outside = c->btmp, *shared = c->stack;
    for (int p = 0; p < n; p++) outside[p] = shared[p] = 0;
    /* classify each liberty for each candidate group around it */
    for (int p = 0; p < n; p++) {
        if (col[p]) continue;
        int roots[SEICHI_MAX_DEGREE], k = 0, colours = 0, candcol = 0;
        for (const int *q = g->adj + g->adj_off[p]; q < g->adj + g->adj_off[p + 1]; q++) {
            if (!col[*q]) continue;
            int r = carta_find(c, *q), dup = 0;
            colours |= 1 << col[*q];
            for (int i = 0; i < k; i++) dup |= roots[i] == r;
            if (!dup) roots[k++] = r;
            if (c->cand[r]) candcol |= 1 << col[*q];
        }
        int enclosed = colours && !(colours & (colours - 1));
        for (int i = 0; i < k; i++) {
            int r = roots[i];
            if (!c->cand[r]) continue;
            int other = 1 << opp_of(col[r]);
            if (candcol & other) shared[r]++;
            else if (!(enclosed && c->rsize[c->region[p]] <= 2)) outside[r]++;
        }
    }
    for (int p = 0; p < n; p++) {
        if (!col[p] || carta_find(c, p) != p || !c->cand[p]) continue;
        if (outside[p] || !shared[p]) continue;
        /* every opposing candidate touching it must be in the same state */
        int ok = 1, found = 0, eyes_here = c->g_eyes[p] >= 2, eyes_there = 1;
        for (int s = 0; s < n && ok; s++) {
            if (col[s] != col[p] || carta_find(c, s) != p) continue;
            for (const int *q = g->adj + g->adj_off[s]; q < g->adj + g->adj_off[s + 1]; q++) {
                int x = *q;
                const int *nb = col[x] ? q : NULL;
                if (!col[x]) {
                    for (const int *t = g->adj + g->adj_off[x]; t < g->adj + g->adj_off[x + 1]; t++)
                        if (col[*t] == opp_of(col[p])) {
                            int r = carta_find(c, *t);
                            if (!c->cand[r]) continue;
                            found = 1;
                            if (outside[r]) ok = 0;
                            if (c->g_eyes[r] < 2) eyes_there = 0;
                        }
                } else if (nb && col[x] == opp_of(col[p])) {
                    int r = carta_find(c, x);
                    if (!c->cand[r]) continue;
                    found = 1;
                    if (outside[r]) ok = 0;
                    if (c->g_eyes[r] < 2) eyes_there = 0;
                }
            }
        }
        if (!ok || !found) continue;
        if (eyes_here && eyes_there) c->g_flags[p] |= CG_SEKI;
        else if (!eyes_here && shared[p] >= 2 && c->g_stones[p] >= 3) c->g_flags[p] |= CG_SEKI;
    }
    /* a seki needs both sides */
    for (int p = 0; p < n; p++) {
        if (!col[p] || carta_find(c, p) != p || !(c->g_flags[p] & CG_SEKI)) continue;
        int partner = 0;
        for (int s = 0; s < n && !partner; s++) {
            if (col[s] != col[p] || carta_find(c, s) != p) continue;
            for (const int *q = g->adj + g->adj_off[s]; q < g->adj + g->adj_off[s + 1] && !partner; q++) {
                if (col[*q] == opp_of(col[p]) && (c->g_flags[carta_find(c, *q)] & CG_SEKI)) partner = 1;
                if (!col[*q])
                    for (const int *t = g->adj + g->adj_off[*q]; t < g->adj + g->adj_off[*q + 1]; t++)
                        if (col[*t] == opp_of(col[p]) && (c->g_flags[carta_find(c, *t)] & CG_SEKI)) partner = 1;
            }
        }
        if (!partner) c->g_flags[p] &= ~CG_SEKI;
    }
}

/* A candidate string in atari whose capture is answered by a snapback. */
static void mark_snapback(carta *c)
{
    const seichi_graph *g = c->g;
    seichi_pos *w = c->pos;
    int n = c->n;
    for (int p = 0; p < n; p++) {
        if (!w->color[p] || w->head[p] != p || w->libs[p] != 1) continue;
        int r = carta_find(c, p);
        if (!c->cand[r]) continue;
        int lib = -1;
        for (int s = p, k = 0; k < w->size[p] && lib < 0; k++, s = w->next[s])
            for (const int *q = g->adj + g->adj_off[s]; q < g->adj + g->adj_off[s + 1]; q++)
                if (!w->color[*q]) lib = *q;
        if (lib < 0) continue;
        int opp = opp_of(w->color[p]);
        if (seichi_pos_copy_into(c->sim, w) != SEICHI_OK) continue;
        int why = 0, cap = 0;
        if (seichi_pos_play(c->sim, opp, lib, SEICHI_IGNORE_KO, &why, &cap) != SEICHI_OK) {
            c->g_flags[r] |= CG_SNAPBACK; /* cannot even be captured */
            continue;
        }
        int h = c->sim->head[lib];
        if (c->sim->libs[h] == 1 && c->sim->size[h] >= 2 && cap == 1)
            c->g_flags[r] |= CG_SNAPBACK;
    }
}

int carta_remove_dead(carta *c, sbuf *explain)
{
    seichi_pos *w = c->pos;
    int n = c->n, rounds = 0;
    uint8_t *conf = (uint8_t *)c->rsize; /* scratch: n bytes fit in n ints */
    for (; rounds < 4 * n; rounds++) {
        carta_evaluate(c);
        for (int p = 0; p < n; p++)
            c->cand[p] = w->color[p] && carta_find(c, p) == p && !(c->g_flags[p] & CG_ALIVE);
        mark_seki(c);
        mark_snapback(c);
        int any = 0, maxstab = 0;
        for (int p = 0; p < n; p++) {
            if (!c->cand[p]) continue;
            if (c->g_flags[p] & (CG_SEKI | CG_SNAPBACK)) c->cand[p] = 0;
            else any = 1;
        }
        if (!any) break;
        conflicts(c, conf);
        for (int p = 0; p < n; p++)
            if (c->cand[p] && conf[p] && c->g_stab[p] > maxstab) maxstab = c->g_stab[p];
        for (int p = 0; p < n; p++) {
            if (!w->color[p]) continue;
            int r = carta_find(c, p);
            if (!c->cand[r] || (conf[r] && c->g_stab[r] < maxstab)) continue;
            c->lastseen[p] = -7; /* marked for removal below */
        }
        for (int p = 0; p < n; p++) {
            if (w->color[p] && c->lastseen[p] == -7) {
                if (explain) {
                    char name[16];
                    seichi_graph_point_name(c->g, p, name, sizeof name);
                    (void)name;
                }
                seichi_pos_remove_chain(w, p);
            }
        }
    }
    return rounds;
}
