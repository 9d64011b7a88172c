/*
 * position.c - stones, chains with exact liberties, captures, simple ko.
 *
 * A position is one block of memory (the struct and its arrays), so a copy
 * is one malloc and one memcpy.  Chains are kept incrementally:
 *
 *  - a play lowers the liberty count of each distinct neighbouring chain by
 *    one (the point was their liberty), then removes every chain of another
 *    player left with none (the capture rule of Kee rules, rule 11: with N
 *    players every other colour is an opponent);
 *  - a removed stone gives one liberty to each distinct chain next to it;
 *  - merging: the largest neighbouring chain L keeps its count, and every
 *    liberty of the smaller chains and of the new stone that does not touch
 *    L is added once (marked with a generation counter).  Cost: the size of
 *    the smaller chains, not of the merged one.
 *
 * Liberty counts are therefore exact at every moment (seichi_pos_check()
 * rebuilds them from the colours to prove it in the tests).  Simple ko: a
 * play that captures exactly one stone, by a single stone left with exactly
 * one liberty, forbids the owner of the captured stone to retake at once.
 * Anything longer than that (superko, Kee's ko rule) is the rules layer's.
 *
 * Hashes: every stone placed or removed XORs its point's key for its
 * colour into hash and the key for the exchanged colour into hash_swap
 * (one more load from the same row of the graph's key table), so both are
 * exact at every moment (seichi_pos_play takes about 3% more instructions,
 * bench/RESULTS.md); pos_rebuild() recomputes them from the colours for
 * the callers that write colours directly.
 */
#include "position/position.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t align8(size_t x) { return (x + 7) & ~(size_t)7; }

static void pos_bind(seichi_pos *p)
{
    size_t n = (size_t)p->n;
    char *base = (char *)p + align8(sizeof *p);
    p->head = (int *)base, base += align8(n * sizeof(int));
    p->next = (int *)base, base += align8(n * sizeof(int));
    p->size = (int *)base, base += align8(n * sizeof(int));
    p->libs = (int *)base, base += align8(n * sizeof(int));
    p->stack = (int *)base, base += align8(n * sizeof(int));
    p->mark = (uint32_t *)base, base += align8(n * sizeof(uint32_t));
    p->color = (uint8_t *)base;
}

/* Writes of the point arrays during a play, logged when a trail is set. */
static inline void log_change(seichi_pos *p, void *at, int old, int is_byte)
{
    pos_trail *t = p->trail;
    if (!t) return;
    if (t->n == t->cap) {
        t->overflow = 1;
        return;
    }
    t->log[t->n++] = (pos_change){at, old, is_byte};
}

#define SET_INT(p, lv, v) (log_change((p), &(lv), (lv), 0), (lv) = (v))
#define SET_BYTE(p, lv, v) (log_change((p), &(lv), (lv), 1), (lv) = (uint8_t)(v))

void pos_mark_state(const seichi_pos *p, pos_mark *m)
{
    m->n = p->trail ? p->trail->n : 0;
    m->hash = p->hash;
    m->hash_swap = p->hash_swap;
    m->ko = p->ko;
    m->ko_player = p->ko_player;
    m->to_move = p->to_move;
    memcpy(m->captures, p->captures, sizeof m->captures);
    memcpy(m->suicides, p->suicides, sizeof m->suicides);
}

void pos_undo(seichi_pos *p, const pos_mark *m)
{
    pos_trail *t = p->trail;
    while (t && t->n > m->n) {
        pos_change *c = &t->log[--t->n];
        if (c->is_byte) *(uint8_t *)c->at = (uint8_t)c->old;
        else *(int *)c->at = c->old;
    }
    p->hash = m->hash;
    p->hash_swap = m->hash_swap;
    p->ko = m->ko;
    p->ko_player = m->ko_player;
    p->to_move = m->to_move;
    memcpy(p->captures, m->captures, sizeof m->captures);
    memcpy(p->suicides, m->suicides, sizeof m->suicides);
}

seichi_pos *seichi_pos_new(const seichi_graph *g, int nplayers)
{
    if (!g || nplayers < 1 || nplayers > SEICHI_MAX_PLAYERS) return NULL;
    size_t n = (size_t)g->n;
    size_t bytes = align8(sizeof(seichi_pos)) + 5 * align8(n * sizeof(int)) +
                   align8(n * sizeof(uint32_t)) + align8(n);
    seichi_pos *p = malloc(bytes);
    if (!p) return NULL;
    memset(p, 0, sizeof *p);
    p->g = seichi_graph_retain(g);
    p->n = g->n;
    p->nplayers = nplayers;
    p->to_move = 1;
    p->ko = SEICHI_NONE;
    p->bytes = bytes;
    pos_bind(p);
    /* every array but the scratch stack[] (written before it is read) */
    memset(p->head, 0xff, sizeof(int) * n); /* -1: no chain */
    memset(p->next, 0, (size_t)((char *)p->stack - (char *)p->next));   /* next, size, libs */
    memset(p->mark, 0, bytes - (size_t)((char *)p->mark - (char *)p)); /* marks, colours */
    return p;
}

/* Copies src's state into the block p (src->bytes, bound or not): the
 * header and every point array but the scratch ones, stack[] (written
 * before it is read) and, unless with_marks, mark[] (p keeps its own marks
 * and gen, which stay consistent with each other). */
static void copy_state(seichi_pos *p, const seichi_pos *src, int with_marks)
{
    uint32_t gen = with_marks ? src->gen : p->gen;
    const char *from = (const char *)src;
    size_t state = (size_t)((const char *)src->stack - from), marks = (size_t)((const char *)src->color - from);
    memcpy(p, src, state);
    pos_bind(p);
    if (with_marks) memcpy(p->mark, src->mark, (size_t)src->n * sizeof(uint32_t));
    p->gen = gen;
    memcpy(p->color, from + marks, (size_t)src->n);
}

seichi_pos *seichi_pos_copy(const seichi_pos *src)
{
    seichi_pos *p = malloc(src->bytes);
    if (!p) return NULL;
    copy_state(p, src, 1);
    p->trail = NULL;
    seichi_graph_retain(p->g);
    return p;
}

int seichi_pos_copy_into(seichi_pos *dst, const seichi_pos *src)
{
    if (dst->g != src->g || dst->nplayers != src->nplayers) return SEICHI_ARG;
    pos_trail *trail = dst->trail;
    copy_state(dst, src, 0);
    dst->trail = trail;
    return SEICHI_OK;
}

void seichi_pos_free(seichi_pos *p)
{
    if (!p) return;
    seichi_graph_release(p->g);
    free(p);
}

const seichi_graph *seichi_pos_graph(const seichi_pos *p) { return p->g; }
int seichi_pos_players(const seichi_pos *p) { return p->nplayers; }
int seichi_pos_color(const seichi_pos *p, int pt) { return p->color[pt]; }
const uint8_t *seichi_pos_colors(const seichi_pos *p) { return p->color; }
int seichi_pos_to_move(const seichi_pos *p) { return p->to_move; }
uint64_t seichi_pos_hash(const seichi_pos *p) { return p->hash; }

void seichi_pos_set_to_move(seichi_pos *p, int player)
{
    if (player >= 1 && player <= p->nplayers) p->to_move = player;
}

int seichi_pos_ko(const seichi_pos *p)
{
    return p->ko != SEICHI_NONE && p->ko_player == p->to_move ? p->ko : SEICHI_NONE;
}

int seichi_pos_captures(const seichi_pos *p, int player)
{
    return player >= 1 && player <= p->nplayers ? p->captures[player] : 0;
}

void seichi_pos_set_captures(seichi_pos *p, int player, int n)
{
    if (player >= 1 && player <= p->nplayers) p->captures[player] = n;
}

int seichi_pos_suicides(const seichi_pos *p, int player)
{
    return player >= 1 && player <= p->nplayers ? p->suicides[player] : 0;
}

int seichi_pos_stone_count(const seichi_pos *p, int player)
{
    int c = 0;
    for (int i = 0; i < p->n; i++) c += p->color[i] == player;
    return c;
}

int seichi_pos_chain(const seichi_pos *p, int pt)
{
    return p->head[pt] < 0 ? SEICHI_NONE : p->head[pt];
}

int seichi_pos_chain_size(const seichi_pos *p, int pt)
{
    return p->head[pt] < 0 ? 0 : p->size[p->head[pt]];
}

int seichi_pos_chain_libs(const seichi_pos *p, int pt)
{
    return p->head[pt] < 0 ? 0 : p->libs[p->head[pt]];
}

int seichi_pos_chain_next(const seichi_pos *p, int pt) { return p->next[pt]; }

static uint32_t next_gen(seichi_pos *p)
{
    if (++p->gen == 0) {
        memset(p->mark, 0, sizeof(uint32_t) * (size_t)p->n);
        p->gen = 1;
    }
    return p->gen;
}

/* The stone of colour c at pt enters or leaves both hashes. */
static inline void hash_stone(seichi_pos *p, int pt, int c)
{
    p->hash ^= graph_zobrist(p->g, pt, c);
    p->hash_swap ^= graph_zobrist(p->g, pt, pos_swapped_colour(c));
}

static int touches_chain(const seichi_pos *p, int q, int h)
{
    const seichi_graph *g = p->g;
    for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++)
        if (p->head[g->adj[k]] == h) return 1;
    return 0;
}

/* Removes the chain with head h; each removed stone becomes a liberty of
 * each distinct chain beside it.  Returns the number of stones. */
static int remove_chain(seichi_pos *p, int h)
{
    const seichi_graph *g = p->g;
    int count = 0, s = h;
    do {
        hash_stone(p, s, p->color[s]);
        SET_BYTE(p, p->color[s], SEICHI_EMPTY);
        SET_INT(p, p->head[s], -1);
        count++;
        s = p->next[s];
    } while (s != h);
    s = h;
    do {
        int seen[SEICHI_MAX_DEGREE], ns = 0;
        for (int k = g->adj_off[s]; k < g->adj_off[s + 1]; k++) {
            int hr = p->head[g->adj[k]], dup = 0;
            if (hr < 0) continue;
            for (int i = 0; i < ns; i++) dup |= seen[i] == hr;
            if (!dup) seen[ns++] = hr, SET_INT(p, p->libs[hr], p->libs[hr] + 1);
        }
        int nx = p->next[s];
        SET_INT(p, p->next[s], s);
        s = nx;
    } while (s != h);
    return count;
}

/* Puts a stone of colour c on the empty point pt and merges it with its
 * friends; lowers the liberties of every neighbouring chain.  No capture:
 * the heads of the other players' chains left without liberty go to
 * dead[] (*nd of them, in neighbour order).  Returns the head of the new
 * chain. */
static int place_stone(seichi_pos *p, int pt, int c, int *dead, int *nd)
{
    const seichi_graph *g = p->g;
    const int lo = g->adj_off[pt], hi = g->adj_off[pt + 1];
    SET_BYTE(p, p->color[pt], c);
    hash_stone(p, pt, c);
    SET_INT(p, p->head[pt], pt);
    SET_INT(p, p->next[pt], pt);
    SET_INT(p, p->size[pt], 1);
    SET_INT(p, p->libs[pt], 0);

    int seen[SEICHI_MAX_DEGREE], ns = 0, friends[SEICHI_MAX_DEGREE], nf = 0, big = -1;
    int empty_around = 0;
    for (int k = lo; k < hi; k++) {
        int h = p->head[g->adj[k]], dup = 0;
        if (h < 0) {
            empty_around++;
            continue;
        }
        if (h == pt) continue;
        for (int i = 0; i < ns; i++) dup |= seen[i] == h;
        if (dup) continue;
        seen[ns++] = h;
        if (SET_INT(p, p->libs[h], p->libs[h] - 1) == 0 && p->color[h] != c) dead[(*nd)++] = h;
        if (p->color[h] == c) {
            friends[nf++] = h;
            if (big < 0 || p->size[h] > p->size[big]) big = h;
        }
    }
    if (big < 0) {
        SET_INT(p, p->libs[pt], empty_around);
        return pt;
    }
    int count = p->libs[big];
    if (nf == 1) { /* pt joins one chain: its own distinct empty neighbours */
        for (int k = lo; k < hi; k++) {
            int q = g->adj[k];
            if (p->color[q] == SEICHI_EMPTY && !touches_chain(p, q, big)) count++;
        }
        SET_INT(p, p->head[pt], big);
        SET_INT(p, p->next[pt], p->next[big]);
        SET_INT(p, p->next[big], pt);
        SET_INT(p, p->size[big], p->size[big] + 1);
        SET_INT(p, p->libs[big], count);
        return big;
    }
    uint32_t gen = next_gen(p);
    friends[nf++] = pt;
    for (int i = 0; i < nf; i++) {
        int h = friends[i];
        if (h == big) continue;
        int s = h;
        do {
            for (int k = g->adj_off[s]; k < g->adj_off[s + 1]; k++) {
                int q = g->adj[k];
                if (p->color[q] != SEICHI_EMPTY || p->mark[q] == gen) continue;
                p->mark[q] = gen;
                if (!touches_chain(p, q, big)) count++;
            }
            s = p->next[s];
        } while (s != h);
    }
    for (int i = 0; i < nf; i++) {
        int h = friends[i];
        if (h == big) continue;
        int s = h;
        do {
            SET_INT(p, p->head[s], big);
            s = p->next[s];
        } while (s != h);
        int t = p->next[big];
        SET_INT(p, p->next[big], p->next[h]);
        SET_INT(p, p->next[h], t);
        SET_INT(p, p->size[big], p->size[big] + p->size[h]);
    }
    SET_INT(p, p->libs[big], count);
    return big;
}

static inline int legality(const seichi_pos *p, int player, int pt, unsigned flags)
{
    if (pt == SEICHI_PASS) return SEICHI_LEGAL;
    if (pt < 0 || pt >= p->n || player < 1 || player > p->nplayers) return SEICHI_OFFBOARD;
    if (flags & SEICHI_FORCE) return SEICHI_LEGAL;
    if (p->color[pt] != SEICHI_EMPTY) return SEICHI_OCCUPIED;
    if (pt == p->ko && player == p->ko_player && !(flags & SEICHI_IGNORE_KO)) return SEICHI_KO;
    if (flags & SEICHI_ALLOW_SUICIDE) return SEICHI_LEGAL;
    const seichi_graph *g = p->g;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k];
        if (p->color[q] == SEICHI_EMPTY) return SEICHI_LEGAL;
        int libs = p->libs[p->head[q]];
        if (p->color[q] == player ? libs > 1 : libs == 1) return SEICHI_LEGAL;
    }
    return SEICHI_SUICIDE;
}

int seichi_pos_legality(const seichi_pos *p, int player, int pt, unsigned flags)
{
    return legality(p, player, pt, flags);
}

int seichi_pos_play(seichi_pos *p, int player, int pt, unsigned flags,
                    int *why, int *captured)
{
    int reason = legality(p, player, pt, flags);
    if (captured) *captured = 0;
    if (why) *why = reason;
    if (reason != SEICHI_LEGAL) return SEICHI_ILLEGAL;
    p->ko = SEICHI_NONE;
    p->to_move = pos_next_player(p, player);
    if (pt == SEICHI_PASS) return SEICHI_OK;
    if (p->color[pt] != SEICHI_EMPTY) seichi_pos_setup(p, pt, SEICHI_EMPTY);

    /* Every chain left without liberty goes at once: with three or more
     * players a captured chain may touch another one being captured, and
     * removing it first would hand that one a liberty. */
    int dead[SEICHI_MAX_DEGREE], nd = 0;
    int h = place_stone(p, pt, player, dead, &nd);
    int taken = 0, last = -1, last_owner = 0;
    for (int i = 0; i < nd; i++) {
        last = dead[i], last_owner = p->color[dead[i]];
        taken += remove_chain(p, dead[i]);
    }
    p->captures[player] += taken;
    h = p->head[pt];
    if (p->libs[h] == 0) {
        p->suicides[player] += remove_chain(p, h);
    } else if (taken == 1 && p->size[h] == 1 && p->libs[h] == 1) {
        p->ko = last;
        p->ko_player = last_owner;
    }
    if (captured) *captured = taken;
    return SEICHI_OK;
}

int seichi_pos_setup(seichi_pos *p, int pt, int color)
{
    if (pt < 0 || pt >= p->n || color < 0 || color > p->nplayers) return SEICHI_ARG;
    p->ko = SEICHI_NONE;
    if (p->color[pt] == color) return SEICHI_OK;
    if (p->color[pt] == SEICHI_EMPTY) {
        int dead[SEICHI_MAX_DEGREE], nd = 0;
        place_stone(p, pt, color, dead, &nd);
        return SEICHI_OK;
    }
    p->color[pt] = (uint8_t)color;
    pos_rebuild(p);
    return SEICHI_OK;
}

int seichi_pos_remove_chain(seichi_pos *p, int pt)
{
    if (pt < 0 || pt >= p->n || p->head[pt] < 0) return 0;
    p->ko = SEICHI_NONE;
    return remove_chain(p, p->head[pt]);
}

/* Chains (heads, stone order, sizes) and both hashes from the colours;
 * the liberty counts too when with_libs (marks, a generation a chain).
 * Inlined into its two callers with the flag a constant. */
static inline void rebuild_walk(seichi_pos *p, int with_libs)
{
    /* the arrays read into locals: the int stores below may alias the
       position's int fields, so the compiler would reload them per point;
       the hashes in locals too */
    const seichi_graph *g = p->g;
    const int n = p->n, *adj = g->adj, *off = g->adj_off;
    const uint8_t *color = p->color;
    int *head = p->head, *next = p->next, *stack = p->stack, *sizes = p->size, *libs_of = p->libs;
    uint32_t *mark = p->mark;
    uint64_t hash = 0, hash_swap = 0;
    for (int i = 0; i < n; i++) head[i] = -1;
    for (int s0 = 0; s0 < n; s0++) {
        if ((color[s0] == SEICHI_EMPTY) | (head[s0] >= 0)) continue;
        int c = color[s0], cs = pos_swapped_colour(c), top = 0, size = 0, libs = 0, prev = s0;
        uint32_t gen = with_libs ? next_gen(p) : 0;
        head[s0] = s0;
        stack[top++] = s0;
        while (top) {
            int s = stack[--top];
            size++;
            hash ^= graph_zobrist(g, s, c);
            hash_swap ^= graph_zobrist(g, s, cs);
            if (s != s0) next[prev] = s, prev = s;
            /* no branch on the neighbours (stone or not, seen or not:
               unpredictable): the push and the liberty mark are stores
               of selected values, in the same order as with branches */
            for (int k = off[s], end = off[s + 1]; k < end; k++) {
                int q = adj[k], hq = head[q], take = (color[q] == c) & (hq < 0);
                head[q] = hq ^ ((hq ^ s0) & -take); /* s0 if taken (a mask: no branch) */
                stack[top] = q;
                top += take;
                if (with_libs) {
                    uint32_t mq = mark[q], lib = (color[q] == SEICHI_EMPTY) & (mq != gen);
                    mark[q] = mq ^ ((mq ^ gen) & (0u - lib));
                    libs += (int)lib;
                }
            }
        }
        next[prev] = s0;
        sizes[s0] = size;
        if (with_libs) libs_of[s0] = libs;
    }
    p->hash = hash;
    p->hash_swap = hash_swap;
}

void pos_rebuild(seichi_pos *p) { rebuild_walk(p, 1); }

void pos_rebuild_mapped(seichi_pos *q, const seichi_pos *p, const int *tr)
{
    /* pos_rebuild() without the liberty marks: the same walk, each
       chain's liberties read from p afterwards */
    rebuild_walk(q, 0);
    const int n = q->n, *phead = p->head, *plibs = p->libs, *head = q->head;
    int *libs = q->libs;
    for (int x = 0; x < n; x++)
        if (phead[x] == x) libs[head[tr[x]]] = plibs[x];
}

void pos_swap_colours(seichi_pos *p)
{
    if (p->nplayers != 2) return;
    for (int s = 0; s < p->n; s++) p->color[s] = (uint8_t)pos_swapped_colour(p->color[s]);
    uint64_t t64 = p->hash;
    p->hash = p->hash_swap, p->hash_swap = t64;
    p->ko_player = pos_swapped_colour(p->ko_player);
    p->to_move = pos_swapped_colour(p->to_move);
    int t = p->captures[1];
    p->captures[1] = p->captures[2], p->captures[2] = t;
    t = p->suicides[1];
    p->suicides[1] = p->suicides[2], p->suicides[2] = t;
}

int seichi_pos_check(const seichi_pos *p)
{
    seichi_pos *fresh = seichi_pos_copy(p);
    if (!fresh) return SEICHI_NOMEM;
    pos_rebuild(fresh);
    int bad = 0;
    for (int s = 0; s < p->n && !bad; s++) {
        int c = p->color[s];
        if (c == SEICHI_EMPTY) {
            bad = p->head[s] != -1;
            continue;
        }
        int h = p->head[s], fh = fresh->head[s];
        if (h < 0 || p->head[h] != h || p->color[h] != c) { bad = 1; break; }
        bad = p->size[h] != fresh->size[fh] || p->libs[h] != fresh->libs[fh];
        if (s == h) {
            int count = 0, t = s;
            do {
                bad |= p->head[t] != h;
                t = p->next[t];
            } while (t != s && ++count <= p->n);
            bad |= count + 1 != p->size[h];
        }
    }
    bad |= fresh->hash != p->hash || fresh->hash_swap != p->hash_swap;
    seichi_pos_free(fresh);
    return bad ? SEICHI_PARSE : SEICHI_OK;
}

int pos_chain_liberty(const seichi_pos *p, int h)
{
    const seichi_graph *g = p->g;
    int s = h;
    do {
        for (int k = g->adj_off[s]; k < g->adj_off[s + 1]; k++)
            if (p->color[g->adj[k]] == SEICHI_EMPTY) return g->adj[k];
        s = p->next[s];
    } while (s != h);
    return -1;
}

static int add_liberty(int *libs, int *n, int pt, int x)
{
    if (pt == x) return 0;
    for (int i = 0; i < *n; i++)
        if (libs[i] == pt) return 0;
    libs[(*n)++] = pt;
    return 1;
}

int pos_libs_after_play(const seichi_pos *p, int col, int x, int enough)
{
    const seichi_graph *g = p->g;
    int libs[8], n = 0, friends[SEICHI_MAX_DEGREE], nf = 0;
    if (enough > 8) enough = 8;
    for (int k = g->adj_off[x]; k < g->adj_off[x + 1]; k++) {
        int q = g->adj[k];
        if (p->color[q] != col) continue;
        int h = p->head[q], seen = 0;
        for (int i = 0; i < nf; i++) seen |= friends[i] == h;
        if (!seen) friends[nf++] = h;
    }
    for (int k = g->adj_off[x]; k < g->adj_off[x + 1] && n < enough; k++)
        if (p->color[g->adj[k]] == SEICHI_EMPTY) add_liberty(libs, &n, g->adj[k], x);
    for (int i = 0; i < nf && n < enough; i++) {
        int s = friends[i];
        do {
            for (int k = g->adj_off[s]; k < g->adj_off[s + 1] && n < enough; k++)
                if (p->color[g->adj[k]] == SEICHI_EMPTY) add_liberty(libs, &n, g->adj[k], x);
            s = p->next[s];
        } while (s != friends[i] && n < enough);
    }
    /* a chain of another colour whose last liberty is x is captured: its
       stones next to x or to a joined chain become liberties */
    for (int k = g->adj_off[x]; k < g->adj_off[x + 1] && n < enough; k++) {
        int q = g->adj[k];
        if (p->color[q] == SEICHI_EMPTY || p->color[q] == col || p->libs[p->head[q]] != 1) continue;
        int h = p->head[q], s = h;
        do {
            int touches = 0;
            for (int m = g->adj_off[s]; m < g->adj_off[s + 1] && !touches; m++) {
                int u = g->adj[m];
                touches = u == x;
                for (int i = 0; i < nf && !touches; i++)
                    touches = p->color[u] == col && p->head[u] == friends[i];
            }
            if (touches) add_liberty(libs, &n, s, x);
            s = p->next[s];
        } while (s != h && n < enough);
    }
    return n < enough ? n : enough;
}
