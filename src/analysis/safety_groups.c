/*
 * safety_groups.c - groups proved safe by search, not only by Benson.
 *
 * Benson's pass-alive chains need two healthy regions each.  A group
 * whose eyes are a bent four, a big eye or two eyes one of which the
 * opponent could spoil by moving twice is not pass-alive, yet it lives
 * against any attack: the owner answers each attacking move.  Fuego's
 * GoSafetySolver and Niu and Müller's improved safety solver prove such
 * groups (with static rules on "1-vital" and "2-vital" regions); here the
 * same is proved by the bounded search of safety.c.
 *
 * Candidates.  For player c, a *small region* is a component of the
 * points that are not c's stones, holding an empty point, at most
 * SAFETY_MAX_POINTS points and SAFETY_MAX_EMPTY empty points, and no
 * pass-alive stone of the opponent o.  c's chains that are not pass-alive
 * are joined into a group when they border a common small region; a group
 * with its small regions is one search (all its regions together holding
 * at most SAFETY_MAX_EMPTY empty points).
 *
 * The game is safety.c's (o first, c answering, o may pass and then c
 * must move; o ignores ko bans, c obeys them), on the points of the small
 * regions.  c wins when every chain of the group is pass-alive and every
 * point of its small regions is c's by seichi_unconditional(); o wins
 * when it captures a stone of the group.  Both are exact statements about
 * the position, and pass-alive chains stay pass-alive, so a win for c
 * within the bounds is a proof.
 *
 * Outside liberties.  o can also attack the group from outside.  If every
 * chain of the group has more than SAFETY_LEVELS liberties outside its
 * small regions, no chain can be captured within the search's horizon,
 * and a move outside changes nothing the end of the search looks at
 * (Benson ignores outside liberties), so it is the same as o's pass.
 * Otherwise the outside liberties (at most SAFETY_GROUP_LIBS) are moves
 * for both sides; with more, the group is not searched.
 *
 * Asked about some stones only (x->want: the scorer's dead stones), only
 * the groups holding such a stone are built, from those stones outward
 * (wanted_groups), and searched.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/safety_int.h"

enum { SAFETY_GROUP_LIBS = 8, SAFETY_GROUP_CHAINS = 16 };

static int uf_find(int32_t *parent, int a)
{
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
}

/* Liberties of chain h outside the points marked 1 in mark (the group's
 * regions); adds those not yet listed (mark bit 4) to libs[] up to cap,
 * counting all in *nl; returns the chain's count. */
static int outside_libs(const seichi_pos *p, int h, uint8_t *mark, int32_t *libs, int *nl, int cap)
{
    const int *off = p->g->adj_off, *adj = p->g->adj;
    int count = 0, x = h;
    do {
        for (int k = off[x]; k < off[x + 1]; k++) {
            int a = adj[k];
            if (p->color[a] != SEICHI_EMPTY || mark[a] & 3) continue;
            mark[a] |= 2;
            count++;
            if (!(mark[a] & 4)) {
                mark[a] |= 4;
                if (*nl < cap) libs[*nl] = a;
                (*nl)++;
            }
        }
        x = p->next[x];
    } while (x != h);
    x = h;
    do {
        for (int k = off[x]; k < off[x + 1]; k++) mark[adj[k]] &= (uint8_t)~2;
        x = p->next[x];
    } while (x != h);
    return count;
}

/* Searches the group of chains heads[nh] (a stone each) with its small
 * regions' points cpts[ncp] (empty of them empty): 1 if proved.  moves:
 * room for ncp + SAFETY_GROUP_LIBS points; mark: n zero bytes, zero again
 * on return. */
static int try_group(safety_ctx *x, const seichi_pos *p, int32_t *heads, int nh, int32_t *cpts, int ncp,
                     int empty, int32_t *moves, uint8_t *mark)
{
    const int *off = p->g->adj_off, *adj = p->g->adj;
    if (nh > SAFETY_GROUP_CHAINS || empty > SAFETY_MAX_EMPTY) return 0;
    for (int i = 0; i < ncp; i++) mark[cpts[i]] |= 1;
    int nl = 0, few = 0;
    for (int i = 0; i < nh; i++)
        if (outside_libs(p, heads[i], mark, moves + ncp, &nl, SAFETY_GROUP_LIBS) <= SAFETY_LEVELS) few = 1;
    for (int i = 0; i < ncp; i++) mark[cpts[i]] = 0;
    for (int i = 0; i < nh; i++)
        for (int y = heads[i];;) {
            for (int k = off[y]; k < off[y + 1]; k++) mark[adj[k]] = 0;
            if ((y = p->next[y]) == heads[i]) break;
        }
    if (few && nl > SAFETY_GROUP_LIBS) return 0;
    memcpy(moves, cpts, sizeof(int32_t) * (size_t)ncp);
    x->rpts = moves;
    x->nr = ncp + (few ? nl : 0);
    x->cpts = cpts;
    x->ncp = ncp;
    x->gstones = heads;
    x->ngs = nh;
    int proved = safety_search(x, p);
    x->ngs = 0;
    return proved;
}

/* Want mode: the groups holding a wanted stone, found from those stones
 * outward (chains, the small regions they border, the chains those
 * border, ...) instead of over the whole board.  A region's flood stops
 * once it is too big; the points it reached are marked big, and a later
 * flood that meets such a point is of the same big region.  The groups
 * are those of the whole-board construction, taken in the order of their
 * lowest wanted stone. */
static int wanted_groups(safety_ctx *x, const seichi_pos *p, const uint8_t *pa0, uint8_t *out)
{
    const int n = p->n, c = x->c, o = x->o, *off = p->g->adj_off, *adj = p->g->adj;
    int32_t *mem = malloc(sizeof(int32_t) * ((size_t)n * 4 + SAFETY_GROUP_LIBS + 4));
    uint8_t *bytes = calloc((size_t)n * 3 + 3, 1);
    if (!mem || !bytes) {
        free(mem);
        free(bytes);
        return SEICHI_NOMEM;
    }
    int32_t *queue = mem, *chains = mem + n, *cpts = mem + 2 * n, *moves = mem + 3 * n;
    uint8_t *reg = bytes, *seen = bytes + n, *mark = bytes + 2 * n; /* reg: 1 small, 2 not */
    const uint8_t *want = x->want, *color = p->color; /* locals: byte stores may alias x and p */
    const int *head = p->head;
    for (int s = 0; s < n; s++) {
        if (!want[s] || color[s] != c || pa0[s] == c || seen[head[s]]) continue;
        int nh = 0, ncp = 0, empty = 0, done = 0;
        seen[p->head[s]] = 1;
        chains[nh++] = p->head[s];
        for (int i = 0; i < nh; i++) {
            int h = chains[i];
            done |= out[h] == c;
            for (int y = h;;) {
                for (int k = off[y]; k < off[y + 1]; k++) {
                    int a = adj[k];
                    if (p->color[a] == c || reg[a]) continue;
                    int qn = 0, e = 0, big = 0, owned = 1;
                    queue[qn++] = a;
                    reg[a] = 3;
                    for (int j = 0; j < qn && !big; j++) {
                        int q = queue[j];
                        e += p->color[q] == SEICHI_EMPTY;
                        big |= p->color[q] == o && pa0[q] == o;
                        owned &= out[q] == c;
                        for (int l = off[q]; l < off[q + 1]; l++) {
                            int b = adj[l];
                            if (p->color[b] == c) continue;
                            if (reg[b] == 2) big = 1;
                            else if (!reg[b]) {
                                reg[b] = 3;
                                queue[qn++] = b;
                            }
                        }
                        big |= qn > SAFETY_MAX_POINTS || e > SAFETY_MAX_EMPTY;
                    }
                    big |= e == 0 || owned;
                    for (int j = 0; j < qn; j++) reg[queue[j]] = (uint8_t)(big ? 2 : 1);
                    if (big) continue;
                    for (int j = 0; j < qn; j++) {
                        int q = queue[j];
                        cpts[ncp++] = q;
                        empty += p->color[q] == SEICHI_EMPTY;
                        for (int l = off[q]; l < off[q + 1]; l++) {
                            int b = adj[l];
                            if (p->color[b] != c || pa0[b] == c || seen[p->head[b]]) continue;
                            seen[p->head[b]] = 1;
                            chains[nh++] = p->head[b];
                        }
                    }
                }
                if ((y = p->next[y]) == h) break;
            }
        }
        if (!ncp || done || !try_group(x, p, chains, nh, cpts, ncp, empty, moves, mark)) continue;
        for (int i = 0; i < nh; i++)
            for (int y = chains[i];;) {
                out[y] = (uint8_t)c;
                if ((y = p->next[y]) == chains[i]) break;
            }
        for (int i = 0; i < ncp; i++) out[cpts[i]] = (uint8_t)c;
    }
    free(mem);
    free(bytes);
    return SEICHI_OK;
}

int safety_groups(safety_ctx *x, const seichi_pos *p, const uint8_t *pa0, uint8_t *out)
{
    if (x->want) return wanted_groups(x, p, pa0, out);
    const int n = p->n, c = x->c, o = x->o;
    const int *off = p->g->adj_off, *adj = p->g->adj;
    int32_t *mem = malloc(sizeof(int32_t) * ((size_t)n * 8 + 8));
    uint8_t *bytes = calloc((size_t)n * 2 + 2, 1);
    if (!mem || !bytes) {
        free(mem);
        free(bytes);
        return SEICHI_NOMEM;
    }
    int32_t *rid = mem, *parent = mem + n, *first = mem + 2 * n, *queue = mem + 3 * n;
    int32_t *moves = mem + 4 * n, *heads = mem + 5 * n, *order = mem + 6 * n, *start = mem + 7 * n;
    uint8_t *small = bytes, *mark = bytes + n; /* mark: 1 in the group's regions */

    int nreg = 0;
    for (int q = 0; q < n; q++) {
        rid[q] = -1;
        parent[q] = q;
    }
    /* small regions, and the chains they join */
    for (int s = 0; s < n; s++) {
        if (p->color[s] == c || rid[s] >= 0) continue;
        int qn = 0, empty = 0, olive = 0, owned = 1, r = nreg++;
        rid[s] = r;
        queue[qn++] = s;
        first[r] = -1;
        for (int i = 0; i < qn; i++) {
            int q = queue[i];
            empty += p->color[q] == SEICHI_EMPTY;
            olive |= p->color[q] == o && pa0[q] == o;
            owned &= out[q] == c;
            for (int k = off[q]; k < off[q + 1]; k++) {
                int a = adj[k];
                if (p->color[a] != c && rid[a] < 0) {
                    rid[a] = r;
                    queue[qn++] = a;
                }
            }
        }
        small[r] = empty > 0 && empty <= SAFETY_MAX_EMPTY && qn <= SAFETY_MAX_POINTS && !olive && !owned;
        if (!small[r]) continue;
        for (int i = 0; i < qn; i++)
            for (int k = off[queue[i]]; k < off[queue[i] + 1]; k++) {
                int a = adj[k];
                if (p->color[a] != c || pa0[a] == c) continue;
                int h = uf_find(parent, p->head[a]);
                if (first[r] < 0) first[r] = h;
                else if (uf_find(parent, first[r]) != h) parent[h] = uf_find(parent, first[r]);
            }
    }
    /* each group's chains and small-region points, listed by its root */
    for (int q = 0; q <= n; q++) start[q] = 0;
    for (int q = 0; q < n; q++) {
        int r = rid[q], key = -1;
        if (p->color[q] == c) key = pa0[q] == c ? -1 : uf_find(parent, p->head[q]);
        else if (r >= 0 && small[r] && first[r] >= 0) key = uf_find(parent, first[r]);
        queue[q] = key;
        if (key >= 0) start[key + 1]++;
    }
    for (int q = 0; q < n; q++) start[q + 1] += start[q];
    for (int q = 0; q < n; q++)
        if (queue[q] >= 0) order[start[queue[q]]++] = q;
    for (int q = n; q > 0; q--) start[q] = start[q - 1];
    start[0] = 0;
    int rc = SEICHI_OK;
    for (int g = 0; g < n; g++) {
        if (p->color[g] != c || pa0[g] == c || p->head[g] != g || uf_find(parent, g) != g) continue;
        /* the group's chains, its small regions (cpts) */
        int nh = 0, ncp = 0, empty = 0, done = 0;
        for (int i = start[g]; i < start[g + 1]; i++) {
            int q = order[i];
            if (p->color[q] == c) {
                if (p->head[q] == q) {
                    if (nh < SAFETY_GROUP_CHAINS) heads[nh] = q;
                    nh++;
                }
                done |= p->head[q] == q && out[q] == c;
            } else {
                queue[ncp++] = q;
                empty += p->color[q] == SEICHI_EMPTY;
            }
        }
        if (!ncp || done) continue;
        if (try_group(x, p, heads, nh, queue, ncp, empty, moves, mark))
            for (int i = start[g]; i < start[g + 1]; i++) out[order[i]] = (uint8_t)c;
    }
    free(mem);
    free(bytes);
    return rc;
}
