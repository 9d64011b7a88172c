/*
 * solve.c - exact game value of tiny boards under Kee rules (Wilton Kee,
 * 2013), two players, by depth-first proof-number search (Nagai's df-pn)
 * over the rules engine itself.
 *
 * The difficulty is that Kee's ko rule makes the game depend on history.
 * The search plays and unplays moves on one seichi_match (match_save /
 * match_restore, so every rule is the engine's), and identifies a node by
 * its exact rule state, the smallest summary of the history from which
 * every future play, prohibition, end and score follows:
 *   - the board, the player to play, the prohibited players, the number of
 *     normal passes in a row since the last prohibition;
 *   - every encounter of the primary window (since the last prohibition or
 *     refreshing pass): its board and player to play, whether a stone play
 *     has happened since, and Black's minus White's normal passes since it
 *     (with two players that difference decides the ko player);
 *   - every anchor of the secondary condition (the window start and the
 *     encounter after each refreshing pass since the last prohibition) with
 *     its board, player and pass difference.
 * Entries are packed into 64-bit words and sorted (the order of a window
 * never matters: within a window no situation repeats, else the ko rule
 * would have fired), and the sorted list is fingerprinted with two
 * independent 64-bit hashes (a 128-bit fingerprint: a false transposition
 * needs a 2^-128-scale collision; this is the only inexactness).
 *
 * Every game is finite (Kee's design point 3), and the state above strictly
 * grows along a path (a window only grows; a refreshing pass adds an
 * anchor; a prohibition adds a prohibited player), so the states form a
 * finite acyclic graph: a stored answer holds whatever the path to the
 * state, and df-pn ends with a proof or a disproof.  Each search answers
 * one question, "is Black's margin at least t?" (t is part of the key);
 * the value is found by bisection, Kee's question (t = 1) first, then
 * t = 0.  Each question is first searched with the prover's refreshing
 * passes left out (White's for a disproof, Black's for a proof; the
 * answer is kept only in the prover's favour, so it is exact), on a small
 * share of the nodes.  A key is the smallest fingerprint over the board
 * graph's automorphisms (found by backtracking), since the rules see only
 * adjacency.  The anchors multiply the states (each player may refresh
 * once on each of his situations, in any order), so a settled state is
 * also stored without its anchors, with the conditions its proof puts on
 * them (which situations' anchors it consulted, through a refreshing pass,
 * and which statuses keep the proof valid), and reused for every anchor
 * set meeting them: exact (the argument is in docs/RULES.md), and it is
 * what settles the boards of 4 and 6 points under full Kee rules.  A hint
 * table orders first, in each situation, the play last
 * found winning there.  The table
 * keeps proof and disproof numbers and evicts the entry with the least
 * work below it.  Proof numbers suit the one-sided questions: a pass that
 * ends the game or a repetition that prohibits the opponent is found
 * without following the deep first lines an alpha-beta search would.
 *
 * Limits: at most 16 points (2 bits a point in a 32-bit board word); the
 * node bound stops the search with an incomplete result.
 */
#include "rules/solve_int.h"

#include <stdlib.h>
#include <string.h>

static uint64_t mix(uint64_t x)
{
    x ^= x >> 30, x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27, x *= 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

static uint64_t pack_board(const uint8_t *b, int n)
{
    uint64_t w = 0;
    for (int i = 0; i < n; i++) w |= (uint64_t)(b[i] & 3) << (2 * i);
    return w;
}

/* The board word of b mapped by the automorphism pi (point p goes to pi[p]). */
static uint64_t pack_board_sym(const uint8_t *b, int n, const uint8_t *pi)
{
    uint64_t w = 0;
    for (int i = 0; i < n; i++) w |= (uint64_t)(b[i] & 3) << (2 * pi[i]);
    return w;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Sorts v[0..n): insertion for the short lists most states have. */
static void sort_u64(uint64_t *v, int n)
{
    if (n > 24) {
        qsort(v, (size_t)n, sizeof *v, cmp_u64);
        return;
    }
    for (int i = 1; i < n; i++) {
        uint64_t x = v[i];
        int j = i;
        for (; j > 0 && v[j - 1] > x; j--) v[j] = v[j - 1];
        v[j] = x;
    }
}

/* The board word w (low 32 bits) mapped by automorphism y, a byte at a
 * time through s->symtab. */
static uint64_t map_board(const solver *s, int y, uint64_t w)
{
    const uint32_t *t = s->symtab + (size_t)y * 1024;
    return (uint64_t)(t[w & 255] | t[256 + ((w >> 8) & 255)] | t[512 + ((w >> 16) & 255)] |
                      t[768 + ((w >> 24) & 255)]);
}

/* Fills s->symtab: for automorphism y and byte b of a board word (points
 * 4b..4b+3), the mapped bits of each of the 256 byte values. */
static void fill_symtab(solver *s)
{
    for (int y = 0; y < s->nsym; y++)
        for (int b = 0; b < 4; b++)
            for (int v = 0; v < 256; v++) {
                uint32_t out = 0;
                for (int j = 0; j < 4; j++) {
                    int p = 4 * b + j;
                    if (p < s->n) out |= (uint32_t)((v >> (2 * j)) & 3) << (2 * s->sym[y][p]);
                }
                s->symtab[(size_t)y * 1024 + (size_t)b * 256 + (size_t)v] = out;
            }
}

/* The key of the current state: the fingerprint of its summary (see the
 * top of the file), the smallest over the automorphisms of the board graph
 * (a state and its mirror image have the same value). */
static int fingerprint_as(solver *s, int reduced, uint64_t *k1, uint64_t *k2, int *perm)
{
    const seichi_match *m = s->m;
    int need = 2 * (m->nrec + 4);
    if (need > s->words_cap) {
        uint64_t *w = realloc(s->words, sizeof(uint64_t) * (size_t)need * 2);
        if (!w) return SEICHI_NOMEM;
        s->words = w;
        s->words_cap = need * 2;
    }
    const match_rec *now = &m->rec[m->nrec - 1];
    uint64_t *tag = s->words, *words = s->words + s->words_cap / 2;
    int nw = 0;
    for (int k = m->sec_start; k < m->nrec; k++) {
        const match_rec *r = &m->rec[k];
        int primary = k >= m->prim_start;
        int anchor = !reduced && (k == m->sec_start || r->kind == SEICHI_PLAY_REFRESH);
        if (!primary && !anchor) continue;
        int diff = (now->passes[1] - r->passes[1]) - (now->passes[2] - r->passes[2]);
        if (diff < -100) diff = -100;
        if (diff > 100) diff = 100;
        uint64_t w = (uint64_t)(r->to_move & 3) << 32;
        w |= (uint64_t)(primary && now->stone_plays > r->stone_plays) << 34;
        w |= (uint64_t)(diff + 128) << 35;
        w |= (uint64_t)primary << 43 | (uint64_t)anchor << 44;
        tag[nw++] = w | pack_board(m->boards + (size_t)k * (size_t)m->n, m->n);
    }
    uint64_t here = pack_board(m->pos->color, m->n);
    uint64_t best1 = 0, best2 = 0;
    int best = 0;
    for (int y = 0; y < s->nsym; y++) {
        for (int i = 0; i < nw; i++) words[i] = (tag[i] & ~0xffffffffull) | map_board(s, y, tag[i]);
        sort_u64(words, nw);
        uint64_t head = map_board(s, y, here) | (uint64_t)(m->to_move & 3) << 32 |
                        (uint64_t)m->prohibited[1] << 34 | (uint64_t)m->prohibited[2] << 35 |
                        (uint64_t)m->over << 36 | (uint64_t)(m->consec_passes & 3) << 37 |
                        (uint64_t)(s->target + 128) << 40 | (uint64_t)(s->norefresh & 3) << 50 |
                        (uint64_t)reduced << 52;
        uint64_t h1 = mix(head ^ 0x9e3779b97f4a7c15ull), h2 = mix(head + 0x632be59bd9b4e019ull);
        for (int i = 0; i < nw; i++) {
            h1 = mix(h1 ^ words[i]) + 0x9e3779b97f4a7c15ull;
            h2 = mix(h2 + words[i] * 0xff51afd7ed558ccdull) ^ 0xc4ceb9fe1a85ec53ull;
        }
        if (y == 0 || h1 < best1 || (h1 == best1 && h2 < best2)) best1 = h1, best2 = h2, best = y;
    }
    *k1 = best1, *k2 = best2;
    if (perm) *perm = best;
    return SEICHI_OK;
}

static int fingerprint(solver *s, uint64_t *k1, uint64_t *k2)
{
    return fingerprint_as(s, 0, k1, k2, NULL);
}

/* The key of the state without its anchors (the reduced key of the table
 * of conditional results, solve_dep.h) and the automorphism giving it. */
static int reduced_key(solver *s, uint64_t *k1, uint64_t *k2, int *perm)
{
    return fingerprint_as(s, 1, k1, k2, perm);
}

/* The hint table: for a situation (board, player to play) and question,
 * the last play found winning for the player to play (a proof at Black's
 * turn, a disproof at White's), whatever the rest of the history.  Only an
 * ordering: expand() starts the other plays with larger numbers, so the
 * search tries first the strategy that worked in a similar history (the
 * anchors differ from one refreshing pass to the next, the play that wins
 * seldom does). */
static uint64_t hint_key(const solver *s)
{
    return mix(pack_board(s->m->pos->color, s->n) ^ (uint64_t)s->m->to_move << 32 ^
               (uint64_t)(s->target + 128) << 40 ^ (uint64_t)s->norefresh << 50 ^
               (uint64_t)s->m->consec_passes << 54);
}

static void hint_put(solver *s, const play *pl)
{
    uint64_t k = hint_key(s);
    s->hint[k & (HINT_SIZE - 1)] = (k & ~0xffffull) | (uint64_t)(pl->kind & 0xff) << 8 | (uint64_t)(pl->pt + 1);
}

/* The play hinted for the current situation, or kind -1. */
static play hint_get(const solver *s)
{
    uint64_t k = hint_key(s), e = s->hint[k & (HINT_SIZE - 1)];
    if (!e || (e & ~0xffffull) != (k & ~0xffffull)) return (play){-1, 0};
    return (play){(int)((e >> 8) & 0xff), (int)(e & 0xff) - 1};
}

static int adjacent(const seichi_graph *g, int p, int q)
{
    for (int k = g->adj_off[p]; k < g->adj_off[p + 1]; k++)
        if (g->adj[k] == q) return 1;
    return 0;
}

/* Extends the partial map pi[0..p) to automorphisms of g (bijections that
 * keep adjacency both ways), storing them in s->sym (identity first, since
 * candidates are tried in increasing order). */
static void find_syms(solver *s, const seichi_graph *g, uint8_t *pi, uint8_t *used, int p)
{
    if (s->nsym >= SOLVE_MAX_SYM) return;
    if (p == g->n) {
        memcpy(s->sym[s->nsym++], pi, (size_t)g->n);
        return;
    }
    for (int c = 0; c < g->n; c++) {
        if (used[c] || g->adj_off[c + 1] - g->adj_off[c] != g->adj_off[p + 1] - g->adj_off[p]) continue;
        int ok = 1;
        for (int q = 0; q < p && ok; q++) ok = adjacent(g, p, q) == adjacent(g, c, pi[q]);
        if (!ok) continue;
        pi[p] = (uint8_t)c, used[c] = 1;
        find_syms(s, g, pi, used, p + 1);
        used[c] = 0;
    }
}

static pn_entry *tt_bucket(const solver *s, uint64_t k1)
{
    return &s->tt[((size_t)k1 & s->tt_mask) * PN_BUCKET];
}

static pn_entry *tt_get(const solver *s, uint64_t k1, uint64_t k2)
{
    pn_entry *b = tt_bucket(s, k1);
    for (int i = 0; i < PN_BUCKET; i++)
        if (b[i].used && b[i].k1 == k1 && b[i].k2 == k2) return &b[i];
    return NULL;
}

/* Stores the numbers of a state, evicting the bucket's cheapest entry
 * (a lost entry costs a re-search, never a wrong answer). */
static void tt_put(solver *s, uint64_t k1, uint64_t k2, uint32_t pn, uint32_t dn, uint32_t work)
{
    pn_entry *b = tt_bucket(s, k1), *e = NULL;
    for (int i = 0; i < PN_BUCKET && !e; i++)
        if (b[i].used && b[i].k1 == k1 && b[i].k2 == k2) e = &b[i];
    for (int i = 0; i < PN_BUCKET && !e; i++)
        if (!b[i].used) e = &b[i];
    if (!e) {
        e = &b[0];
        for (int i = 1; i < PN_BUCKET; i++)
            if (b[i].work < e->work) e = &b[i];
    }
    *e = (pn_entry){k1, k2, pn, dn, work, 1};
}

static int area_margin(const seichi_match *m)
{
    double pts[SEICHI_MAX_PLAYERS + 1];
    seichi_match_score(m, 0, pts, NULL);
    return (int)(pts[1] - pts[2]);
}

static void unpack_board(uint64_t w, uint8_t *b, int n)
{
    for (int i = 0; i < n; i++) b[i] = (uint8_t)((w >> (2 * i)) & 3);
}

/* Black's area minus White's on a board (rule 15(b), two players). */
static int board_margin(const seichi_graph *g, const uint8_t *b)
{
    int n = g->n, margin = 0, stack[SOLVE_MAX_POINTS];
    uint8_t seen[SOLVE_MAX_POINTS] = {0};
    for (int p = 0; p < n; p++) {
        if (b[p]) {
            margin += b[p] == SEICHI_BLACK ? 1 : -1;
            continue;
        }
        if (seen[p]) continue;
        int top = 0, size = 0, border = 0;
        seen[p] = 1;
        stack[top++] = p;
        while (top) {
            int q = stack[--top];
            size++;
            for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
                int r = g->adj[k];
                if (!b[r]) {
                    if (!seen[r]) seen[r] = 1, stack[top++] = r;
                } else {
                    border |= b[r];
                }
            }
        }
        if (border == SEICHI_BLACK) margin += size;
        if (border == SEICHI_WHITE) margin -= size;
    }
    return margin;
}

/* The best margin the only active player can reach alone: every board
 * reachable by his stone plays, not expanding boards in blocked[] (which
 * end the game by the primary condition when reached).  With a refreshing
 * pass available now, nothing is blocked and a shortest path repeats
 * nothing, so the bound is reached exactly. */
static int solo_best(solver *s, int me, const uint64_t *blocked, int nblocked)
{
    const seichi_graph *g = s->m->g;
    int n = s->n;
    unsigned flags = SEICHI_IGNORE_KO | (s->m->rules.suicide ? SEICHI_ALLOW_SUICIDE : 0);
    size_t cap = 1024, head = 0, tail = 0, setcap = 4096;
    uint64_t *queue = malloc(sizeof(uint64_t) * cap), *set = calloc(setcap, sizeof(uint64_t));
    seichi_pos *base = seichi_pos_new(g, 2), *t = seichi_pos_new(g, 2);
    int best = me == SEICHI_BLACK ? -127 : 127, ok = queue && set && base && t;
    uint64_t start = pack_board(s->m->pos->color, n);
    if (ok) queue[tail++] = start, set[mix(start) & (setcap - 1)] = start + 1;
    while (ok && head < tail) {
        uint64_t w = queue[head++];
        uint8_t b[SOLVE_MAX_POINTS];
        unpack_board(w, b, n);
        int v = board_margin(g, b);
        if (me == SEICHI_BLACK ? v > best : v < best) best = v;
        int is_blocked = 0;
        for (int i = 0; i < nblocked; i++) is_blocked |= blocked[i] == w && w != start;
        if (is_blocked) continue;
        for (int p = 0; p < n; p++) seichi_pos_setup(base, p, b[p]);
        for (int p = 0; p < n && ok; p++) {
            if (b[p]) continue;
            seichi_pos_copy_into(t, base);
            if (seichi_pos_play(t, me, p, flags, NULL, NULL) != SEICHI_OK) continue;
            uint64_t w2 = pack_board(t->color, n);
            size_t i = mix(w2) & (setcap - 1);
            while (set[i] && set[i] != w2 + 1) i = (i + 1) & (setcap - 1);
            if (set[i]) continue;
            if (tail * 2 >= setcap || tail == cap) { ok = 0; break; }
            set[i] = w2 + 1;
            queue[tail++] = w2;
        }
    }
    free(queue);
    free(set);
    seichi_pos_free(base);
    seichi_pos_free(t);
    return ok ? best : 999;
}

/* Exact value when one player is left alone, or 999 if not decided. */
static int solo_value(solver *s)
{
    seichi_match *m = s->m;
    int me = m->to_move;
    if (m->nactive != 1 || me < 1) return 999;
    int anchor = 0;
    for (int k = m->sec_start; k < m->nrec && !anchor; k++)
        anchor = (k == m->sec_start || m->rec[k].kind == SEICHI_PLAY_REFRESH) &&
                 m->rec[k].to_move == me &&
                 memcmp(m->boards + (size_t)k * (size_t)m->n, m->pos->color, (size_t)m->n) == 0;
    if (!anchor && seichi_match_legality(m, SEICHI_PLAY_REFRESH, SEICHI_PASS) == SEICHI_RULE_OK)
        return solo_best(s, me, NULL, 0);
    uint64_t blocked[512];
    int nb = 0;
    for (int k = m->prim_start; k < m->nrec && nb < 512; k++)
        blocked[nb++] = pack_board(m->boards + (size_t)k * (size_t)m->n, m->n);
    if (nb == 512) return 999;
    int lower = solo_best(s, me, blocked, nb), upper = solo_best(s, me, NULL, 0);
    return lower == upper ? lower : 999;
}

/* Thin entries for solve_cond.c (solve_int.h). */
uint64_t solve_mix(uint64_t x) { return mix(x); }
uint64_t solve_pack_board(const uint8_t *b, int n) { return pack_board(b, n); }
uint64_t solve_pack_board_sym(const uint8_t *b, int n, const uint8_t *pi) { return pack_board_sym(b, n, pi); }
int solve_reduced_key(solver *s, uint64_t *k1, uint64_t *k2, int *perm) { return reduced_key(s, k1, k2, perm); }
int solve_solo_best(solver *s, int me) { return solo_best(s, me, NULL, 0); }

static int list_plays(const seichi_match *m, int norefresh, play *out)
{
    /* captures first, then the pass, then the other stones, refresh last */
    int np = 0, quiet[SOLVE_MAX_POINTS], nq = 0;
    const seichi_pos *p = m->pos;
    for (int pt = 0; pt < m->n; pt++) {
        if (seichi_match_legality(m, SEICHI_PLAY_STONE, pt) != SEICHI_RULE_OK) continue;
        int capture = 0;
        for (int k = m->g->adj_off[pt]; k < m->g->adj_off[pt + 1]; k++) {
            int q = m->g->adj[k];
            capture |= p->color[q] && p->color[q] != m->to_move && p->libs[p->head[q]] == 1;
        }
        if (capture) out[np++] = (play){SEICHI_PLAY_STONE, pt};
        else quiet[nq++] = pt;
    }
    out[np++] = (play){SEICHI_PLAY_PASS, SEICHI_PASS};
    if (m->consec_passes + 1 >= m->nactive || m->rec[m->nrec - 1].kind == SEICHI_PLAY_REFRESH) {
        /* a pass that ends the game is worth looking at first: it costs
           nothing and often settles the node */
        for (int i = np - 1; i > 0; i--) out[i] = out[i - 1];
        out[0] = (play){SEICHI_PLAY_PASS, SEICHI_PASS};
    }
    for (int i = 0; i < nq; i++) out[np++] = (play){SEICHI_PLAY_STONE, quiet[i]};
    if (m->to_move != norefresh &&
        seichi_match_legality(m, SEICHI_PLAY_REFRESH, SEICHI_PASS) == SEICHI_RULE_OK)
        out[np++] = (play){SEICHI_PLAY_REFRESH, SEICHI_PASS};
    return np;
}

static int ensure_depth(solver *s, int depth)
{
    if (depth < s->depth_cap) return SEICHI_OK;
    int cap = s->depth_cap ? s->depth_cap * 2 : 256;
    seichi_pos **p = realloc(s->saved, sizeof *p * (size_t)cap);
    if (!p) return SEICHI_NOMEM;
    s->saved = p;
    child **k = realloc(s->kids, sizeof *k * (size_t)cap);
    if (!k) return SEICHI_NOMEM;
    s->kids = k;
    while (s->depth_cap < cap) {
        int i = s->depth_cap;
        p[i] = seichi_pos_copy(s->m->pos);
        k[i] = malloc(sizeof(child) * (SOLVE_MAX_POINTS + 2));
        if (!p[i] || !k[i]) {
            seichi_pos_free(p[i]);
            free(k[i]);
            return SEICHI_NOMEM;
        }
        s->depth_cap++;
    }
    return SEICHI_OK;
}

/* Makes a play, remembering how to undo it at this depth. */
static int make(solver *s, int depth, const play *pl, match_state *st)
{
    if (ensure_depth(s, depth)) return SEICHI_NOMEM;
    match_save(s->m, st);
    seichi_pos_copy_into(s->saved[depth], s->m->pos);
    return seichi_match_play(s->m, pl->kind, pl->pt, NULL);
}

static void unmake(solver *s, int depth, const match_state *st)
{
    match_restore(s->m, st);
    seichi_pos_copy_into(s->m->pos, s->saved[depth]);
}


static uint32_t sat_add(uint32_t a, uint32_t b)
{
    uint32_t c = a + b;
    return a >= PN_INF || b >= PN_INF ? PN_INF : c >= PN_INF ? PN_INF - 1 : c;
}

/* The numbers of the current state if the rules settle it now: the game
 * is over, one player is left alone with a known best, or the question is
 * trivial.  Returns 0 if the state must be searched. */
static int settled(solver *s, uint32_t *pn, uint32_t *dn)
{
    seichi_match *m = s->m;
    int v = 999;
    if (s->target <= -s->n) v = s->target;
    else if (s->target > s->n) v = s->target - 1;
    else if (m->over) v = area_margin(m);
    else v = solo_value(s);
    if (v == 999) return 0;
    *pn = v >= s->target ? 0 : PN_INF;
    *dn = v >= s->target ? PN_INF : 0;
    return 1;
}

/* Lists the plays of the current state with their children's numbers
 * (settled, from the tables, or from the hint). */
static int expand(solver *s, int depth, child *kids)
{
    play plays[SOLVE_MAX_POINTS + 2];
    int np = list_plays(s->m, s->norefresh, plays);
    play h = hint_get(s);
    int black = s->m->to_move == SEICHI_BLACK, active = s->m->nactive;
    for (int i = 0; i < np; i++) {
        match_state st;
        child *c = &kids[i];
        c->pl = plays[i];
        c->dep = -1, c->perm = 0, c->rk1 = c->rk2 = 0;
        if (make(s, depth, &plays[i], &st)) return -1;
        int yes;
        c->k1 = c->k2 = 0;
        if (settled(s, &c->pn, &c->dn)) {
            c->indep = 1;
        } else if ((c->indep = s->m->nactive < active) == 0 && dep_lookup(s, c, &yes)) {
            c->pn = yes ? 0 : PN_INF; /* no whole key needed: it is never searched */
            c->dn = yes ? PN_INF : 0;
        } else if (fingerprint(s, &c->k1, &c->k2)) {
            unmake(s, depth, &st);
            return -1;
        } else {
            const pn_entry *e = tt_get(s, c->k1, c->k2);
            uint32_t cold = h.kind < 0 || (h.kind == plays[i].kind && h.pt == plays[i].pt) ? 1 : HINT_COLD;
            c->pn = e ? e->pn : black ? cold : 1;
            c->dn = e ? e->dn : black ? 1 : cold;
        }
        unmake(s, depth, &st);
    }
    return np;
}

/* Depth-first proof-number search (Nagai's df-pn) of the current state,
 * whose keys are in self, until its proof number reaches thpn or its
 * disproof number thdn; leaves its numbers in self->pn, self->dn and the
 * table, and a settled result in the table of conditional results
 * (self->dep). */
static void mid(solver *s, int depth, child *self, uint32_t thpn, uint32_t thdn)
{
    seichi_match *m = s->m;
    long long start = s->nodes;
    uint32_t *pn = &self->pn, *dn = &self->dn;
    *pn = *dn = 1;
    self->dep = -1;
    if (++s->nodes > s->limit && s->limit > 0) s->aborted = 1;
    if (s->aborted || ensure_depth(s, depth)) {
        s->aborted = 1;
        return;
    }
    child *kids = s->kids[depth];
    int nk = expand(s, depth, kids);
    if (nk < 0) {
        s->aborted = 1;
        return;
    }
    int black = m->to_move == SEICHI_BLACK; /* OR node: Black proves */
    for (;;) {
        /* black: pn = min child pn, dn = sum; white: pn = sum, dn = min */
        uint32_t sum = 0, best = PN_INF, second = PN_INF;
        int bi = -1;
        for (int i = 0; i < nk; i++) {
            uint32_t mine = black ? kids[i].pn : kids[i].dn;
            uint32_t other = black ? kids[i].dn : kids[i].pn;
            sum = sat_add(sum, other);
            if (mine < best || bi < 0) second = best, best = mine, bi = i;
            else if (mine < second) second = mine;
        }
        *pn = black ? best : sum;
        *dn = black ? sum : best;
        if (*pn >= thpn || *dn >= thdn || *pn == 0 || *dn == 0 || s->aborted) break;
        child *c = &kids[bi];
        uint32_t grow = second >= PN_INF ? PN_INF : sat_add(second, second / 4 + 1);
        uint32_t cpn, cdn;
        if (black) {
            cpn = thpn < grow ? thpn : grow;
            cdn = thdn >= PN_INF ? PN_INF : thdn - *dn + c->dn;
        } else {
            cdn = thdn < grow ? thdn : grow;
            cpn = thpn >= PN_INF ? PN_INF : thpn - *pn + c->pn;
        }
        match_state st;
        if (make(s, depth, &c->pl, &st)) {
            s->aborted = 1;
            break;
        }
        mid(s, depth + 1, c, cpn, cdn);
        unmake(s, depth, &st);
        kids = s->kids[depth]; /* ensure_depth may have moved the lists */
    }
    if (!s->aborted && (black ? *pn == 0 : *dn == 0)) {
        for (int i = 0; i < nk; i++)
            if (black ? kids[i].pn == 0 : kids[i].dn == 0) {
                hint_put(s, &kids[i].pl);
                break;
            }
    }
    if (!s->aborted) {
        long long w = s->nodes - start;
        tt_put(s, self->k1, self->k2, *pn, *dn, w > 0x7fffffff ? 0x7fffffffu : (uint32_t)w);
        if (*pn == 0 || *dn == 0) self->dep = dep_store(s, kids, nk, *pn == 0, self);
    }
}

/* Is Black's margin from the current state at least t?  1 yes, 0 no,
 * -1 stopped by the node bound or out of memory. */
static int at_least(solver *s, int t)
{
    child root;
    int yes;
    memset(&root, 0, sizeof root);
    s->target = t;
    if (settled(s, &root.pn, &root.dn)) return root.pn == 0;
    if (fingerprint(s, &root.k1, &root.k2)) return -1;
    const pn_entry *e = tt_get(s, root.k1, root.k2);
    if (e && (e->pn == 0 || e->dn == 0)) return e->pn == 0;
    if (dep_lookup(s, &root, &yes)) return yes;
    /* first the two narrowed searches: White without refreshing passes
     * (a disproof holds: White wins without them), then Black without
     * (a proof holds); each with 1/256 of the nodes left (131,072
     * without a bound) */
    for (int who = SEICHI_WHITE; who >= SEICHI_BLACK && s->m->rules.refreshing_passes; who--) {
        long long left = s->max_nodes > 0 ? s->max_nodes - s->nodes : 0;
        s->norefresh = who;
        s->limit = s->nodes + (s->max_nodes > 0 ? left / 256 : 1 << 17);
        yes = -1;
        if (!fingerprint(s, &root.k1, &root.k2)) {
            e = tt_get(s, root.k1, root.k2);
            int y2;
            if (e && (e->pn == 0 || e->dn == 0)) yes = e->pn == 0;
            else if (dep_lookup(s, &root, &y2)) yes = y2;
            else {
                reduced_key(s, &root.rk1, &root.rk2, &root.perm);
                mid(s, s->base, &root, PN_INF, PN_INF);
                if (!s->aborted) yes = root.pn == 0;
            }
        }
        s->aborted = 0;
        s->norefresh = 0;
        if (yes == (who == SEICHI_BLACK)) return yes;
    }
    s->limit = s->max_nodes;
    if (fingerprint(s, &root.k1, &root.k2)) return -1;
    reduced_key(s, &root.rk1, &root.rk2, &root.perm);
    mid(s, s->base, &root, PN_INF, PN_INF);
    if (s->aborted) return -1;
    return root.pn == 0;
}

static void solver_free(solver *s)
{
    for (int i = 0; i < s->depth_cap; i++) {
        seichi_pos_free(s->saved[i]);
        free(s->kids[i]);
    }
    free(s->saved);
    free(s->kids);
    free(s->tt);
    free(s->hint);
    free(s->words);
    free(s->acc);
    free(s->tmp);
    free(s->anch);
    free(s->solo_key);
    free(s->solo_val);
    free(s->symtab);
    dep_table_free(&s->dt);
    seichi_match_free(s->m);
}

int seichi_solve(const seichi_graph *g, const seichi_rules *r, const seichi_move *prefix,
                 const int *prefix_kind, int nprefix, long long max_nodes, seichi_solution *sol)
{
    return solve_game(g, r, prefix, prefix_kind, nprefix, max_nodes, 1, sol);
}

int seichi_solve_parse_plays(const seichi_graph *g, const char *text, seichi_move *moves, int *kinds,
                             int cap)
{
    if (!g || !text || !moves || !kinds || cap < 0) return -1;
    int n = 0;
    for (const char *t = text; *t;) {
        size_t len = strcspn(t, ", ");
        if (len) {
            char name[32];
            if (n >= cap || len >= sizeof name) return -1;
            memcpy(name, t, len);
            name[len] = 0;
            int kind = SEICHI_PLAY_STONE, pt = SEICHI_PASS;
            if (!strcmp(name, "pass")) kind = SEICHI_PLAY_PASS;
            else if (!strcmp(name, "refresh")) kind = SEICHI_PLAY_REFRESH;
            else if ((pt = seichi_graph_find_point(g, name)) < 0) return -1;
            moves[n] = (seichi_move){n % 2 + 1, pt};
            kinds[n++] = kind;
        }
        t += len + (t[len] != 0);
    }
    return n;
}

int solve_game(const seichi_graph *g, const seichi_rules *r, const seichi_move *prefix,
               const int *prefix_kind, int nprefix, long long max_nodes, int use_deps,
               seichi_solution *sol)
{
    memset(sol, 0, sizeof *sol);
    if (!g || !r || g->n > SOLVE_MAX_POINTS || g->n < 1 || r->ko != SEICHI_KO_KEE || nprefix < 0)
        return SEICHI_ARG;
    solver s;
    memset(&s, 0, sizeof s);
    s.m = seichi_match_new(g, 2, r);
    s.n = g->n;
    uint8_t pi[SOLVE_MAX_POINTS], used[SOLVE_MAX_POINTS] = {0};
    find_syms(&s, g, pi, used, 0);
    s.max_nodes = s.limit = max_nodes;
    size_t buckets = 1024;
    while (buckets < (1u << 20) && (max_nodes <= 0 || (long long)buckets * 2 < max_nodes)) buckets *= 2;
    s.tt_mask = buckets - 1;
    s.tt = calloc((s.tt_mask + 1) * PN_BUCKET, sizeof(pn_entry));
    s.hint = calloc(HINT_SIZE, sizeof(uint64_t));
    for (int y = 0; y < s.nsym; y++)
        for (int i = 0; i < s.n; i++) s.inv[y][s.sym[y][i]] = (uint8_t)i;
    s.use_deps = use_deps;
    s.symtab = malloc(sizeof(uint32_t) * 1024 * (size_t)s.nsym);
    if (s.symtab) fill_symtab(&s);
    s.acc = malloc(DEP_SCRATCH * sizeof(dep_item));
    s.tmp = malloc(DEP_SCRATCH * sizeof(dep_item));
    s.anch = malloc(DEP_SCRATCH * sizeof(dep_item));
    s.solo_key = calloc(SOLO_CACHE, sizeof(uint64_t));
    s.solo_val = calloc(SOLO_CACHE, sizeof(int16_t));
    int dep_bad = use_deps && dep_table_init(&s.dt, buckets / 8, buckets * 16);
    if (!s.m || !s.tt || !s.hint || !s.acc || !s.tmp || !s.anch || !s.solo_key || !s.solo_val || !s.symtab || dep_bad) {
        solver_free(&s);
        return SEICHI_NOMEM;
    }
    for (int i = 0; i < nprefix; i++) {
        int kind = prefix_kind ? prefix_kind[i] : (prefix[i].point == SEICHI_PASS ? SEICHI_PLAY_PASS
                                                                             : SEICHI_PLAY_STONE);
        if (seichi_match_play(s.m, kind, prefix[i].point, NULL) != SEICHI_OK) {
            solver_free(&s);
            return SEICHI_ILLEGAL;
        }
    }
    /* the seed's questions first (can Black get 1?  then: does he lose?),
     * then bisection */
    int lo = -s.n, hi = s.n, t = 1, rc = SEICHI_OK, asked = 0;
    while (lo < hi) {
        if (++asked == 2 && lo < 0 && hi >= 0) t = 0;
        if (t <= lo || t > hi) t = lo + (hi - lo + 1) / 2;
        int yes = at_least(&s, t);
        if (yes < 0) break;
        if (yes) lo = t;
        else hi = t - 1;
        t = lo + (hi - lo + 1) / 2;
    }
    sol->lower = lo, sol->upper = hi;
    sol->value = lo;
    sol->complete = lo == hi;
    if (lo != hi) rc = s.aborted && max_nodes > 0 && s.nodes > max_nodes ? SEICHI_RANGE : SEICHI_NOMEM;
    /* principal line: at each state the first play keeping the value */
    int value = lo;
    for (int depth = 0; rc == SEICHI_OK && !s.m->over && sol->line_len < 256; depth++) {
        play plays[SOLVE_MAX_POINTS + 2];
        int np = list_plays(s.m, 0, plays), chosen = -1, mover = s.m->to_move;
        for (int i = 0; i < np && chosen < 0 && rc == SEICHI_OK; i++) {
            match_state st;
            if (make(&s, depth, &plays[i], &st)) {
                rc = SEICHI_NOMEM;
                break;
            }
            s.base = depth + 1;
            int a = at_least(&s, value), b = a == 1 ? at_least(&s, value + 1) : 0;
            if (a < 0 || b < 0) rc = s.aborted && s.nodes > max_nodes ? SEICHI_RANGE : SEICHI_NOMEM;
            else if (a == 1 && b == 0) chosen = i;
            else unmake(&s, depth, &st);
        }
        if (chosen < 0) break;
        sol->line[sol->line_len] = (seichi_move){mover, plays[chosen].pt};
        sol->line_kind[sol->line_len++] = plays[chosen].kind;
    }
    if (rc == SEICHI_RANGE && lo == hi) rc = SEICHI_OK; /* the value stands; the line is partial */
    sol->nodes = s.nodes;
    solver_free(&s);
    return rc;
}
