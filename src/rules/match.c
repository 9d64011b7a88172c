/*
 * match.c - the rules engine: a game under Kee rules (seed 001) on any board
 * graph with 2..8 players; the usual rule sets are settings of it.
 *
 * Definitions (seed 001, numbered as there):
 *  - rule 5: a play is a stone play, a normal pass or a refreshing pass;
 *    players play in a fixed order, a prohibited player skips for good.
 *  - rule 9 (enclosure): after a stone play of P, an allied group is a
 *    connected set of stones of P's opponents (any colours but P's); the
 *    play is enclosing if some allied group has no liberty.  Variant
 *    (SEICHI_ENCLOSE_UNIT): an allied group is one opponent unit.  As every
 *    unit had a liberty before the play, an enclosed group consists of units
 *    whose only liberty was the point played, so a flood fill is needed only
 *    when the new stone has no liberty of its own (rare).
 *  - rule 10 (suicide): not enclosing and its own unit has no liberty.
 *    Prohibited by default; variant: the unit is removed, capturing nothing.
 *  - rule 11 (capture): a non-suicidal play removes every opponent unit left
 *    without liberty (the position layer does this for us).
 *  - rule 12 (Kee ko): the encounter after k plays is (board, player to
 *    play).  A stone play or normal pass of P that produces (B, Q), Q the
 *    next active player, meets the primary condition if Q encountered B at
 *    some k >= prim_start (the latest of: just after the start or the last
 *    prohibition; just after the last refreshing pass) and a stone play
 *    happened after k.  A refreshing pass producing (B, Q) meets the
 *    secondary condition if Q encountered B at an anchor: sec_start (just
 *    after the start or the last prohibition) or just after any refreshing
 *    pass since.  The ko player, prohibited for the rest of the game, is
 *    the last to play among the active players with the fewest normal
 *    passes since that encounter (every active player played since: a
 *    cycle is whole rounds).  Both windows then restart.
 *  - rule 13: the game ends when all active players made normal passes in a
 *    row since sec_start, or when every player is prohibited.
 *  - rule 15: area scoring (stones + empty units bordered by one player's
 *    stones only) or territory (empty units + prisoners) after removing
 *    stones by agreement; ranking with ties.
 *
 * Positions are remembered by Zobrist hash; a hash hit is confirmed by
 * comparing the whole board (n bytes a play are kept).  Superko rule sets
 * predict the hash of a play before making it and refuse repetitions
 * (positional: any earlier board; situational: same board, same player to
 * play); passes never violate superko.  Simple-ko rule sets use the
 * position layer's ko and only report whole-board cycles (SEICHI_COND_CYCLE;
 * Japanese/Korean "no result").
 *
 * Known limits: the history grows by n bytes a play (a 19x19 game of 1000
 * plays keeps 361 kB).
 */
#include "rules/rules.h"

#include <stdlib.h>
#include <string.h>

static int is_kee(const seichi_match *m) { return m->rules.ko == SEICHI_KO_KEE; }
static int is_superko(const seichi_match *m)
{
    return m->rules.ko == SEICHI_KO_POSITIONAL || m->rules.ko == SEICHI_KO_SITUATIONAL;
}

static int next_active(const seichi_match *m, int after)
{
    for (int i = 1; i <= m->nplayers; i++) {
        int q = (after - 1 + i) % m->nplayers + 1;
        if (!m->prohibited[q]) return q;
    }
    return 0;
}

static int table_slot(const seichi_match *m, uint64_t hash)
{
    size_t mask = (size_t)m->tcap - 1, i = (size_t)(hash ^ (hash >> 29)) & mask;
    while (m->table[i] >= 0 && m->rec[m->table[i]].hash != hash) i = (i + 1) & mask;
    return (int)i;
}

static int table_grow(seichi_match *m)
{
    int cap = m->tcap ? m->tcap * 2 : 256;
    int *t = malloc(sizeof(int) * (size_t)cap);
    if (!t) return SEICHI_NOMEM;
    free(m->table);
    m->table = t;
    m->tcap = cap;
    m->tused = 0;
    for (int i = 0; i < cap; i++) t[i] = -1;
    for (int k = 0; k < m->nrec; k++) {
        int s = table_slot(m, m->rec[k].hash);
        if (t[s] < 0) m->tused++;
        t[s] = k;
    }
    return SEICHI_OK;
}

static int grow_records(seichi_match *m, int cap)
{
    match_rec *r = realloc(m->rec, sizeof(match_rec) * (size_t)cap);
    if (!r) return SEICHI_NOMEM;
    m->rec = r;
    uint8_t *b = realloc(m->boards, (size_t)cap * (size_t)m->n + 1);
    if (!b) return SEICHI_NOMEM;
    m->boards = b;
    m->cap = cap;
    return SEICHI_OK;
}

int match_reserve(seichi_match *m, int plays)
{
    if (plays + 1 > m->cap && grow_records(m, plays + 1)) return SEICHI_NOMEM;
    while ((plays + 1) * 2 > m->tcap)
        if (table_grow(m)) return SEICHI_NOMEM;
    return SEICHI_OK;
}

/* Appends an encounter: the board colors with its hash. */
static int push_board(seichi_match *m, int kind, int player, uint64_t hash, const uint8_t *colors)
{
    if (m->nrec == m->cap && grow_records(m, m->cap ? m->cap * 2 : 64)) return SEICHI_NOMEM;
    if ((m->tused + 1) * 2 > m->tcap && table_grow(m)) return SEICHI_NOMEM;
    int k = m->nrec;
    match_rec *r = &m->rec[k];
    if (k > 0) *r = m->rec[k - 1];
    else memset(r, 0, sizeof *r);
    r->hash = hash;
    r->to_move = m->over ? 0 : m->to_move;
    r->kind = kind;
    r->player = player;
    if (kind == SEICHI_PLAY_STONE) r->stone_plays++;
    if (kind == SEICHI_PLAY_PASS && r->passes[player] < UINT16_MAX) r->passes[player]++;
    memcpy(m->boards + (size_t)k * (size_t)m->n, colors, (size_t)m->n);
    int s = table_slot(m, r->hash);
    r->prev_same = m->table[s];
    if (m->table[s] < 0) m->tused++;
    m->table[s] = k;
    m->nrec++;
    return SEICHI_OK;
}

/* Appends the encounter of the current position. */
static int push_rec(seichi_match *m, int kind, int player)
{
    return push_board(m, kind, player, m->pos->hash, m->pos->color);
}

int match_find(const seichi_match *m, int from, uint64_t hash, const uint8_t *board, int q)
{
    if (!m->tcap) return -1;
    int k = m->table[table_slot(m, hash)];
    for (; k >= from; k = m->rec[k].prev_same)
        if ((q == 0 || m->rec[k].to_move == q) &&
            memcmp(m->boards + (size_t)k * (size_t)m->n, board, (size_t)m->n) == 0)
            return k;
    return -1;
}

static void reset_history(seichi_match *m)
{
    m->nrec = 0;
    if (m->table)
        for (int i = 0; i < m->tcap; i++) m->table[i] = -1;
    m->tused = 0;
    m->sec_start = m->prim_start = 0;
    m->consec_passes = 0;
    push_rec(m, -1, 0);
}

seichi_match *seichi_match_new(const seichi_graph *g, int nplayers, const seichi_rules *r)
{
    if (!g || !r || nplayers < 2 || nplayers > SEICHI_MAX_PLAYERS) return NULL;
    seichi_match *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->rules = *r;
    m->g = seichi_graph_retain(g);
    m->n = g->n;
    m->nplayers = m->nactive = nplayers;
    m->to_move = 1;
    m->pos = seichi_pos_new(g, nplayers);
    m->mark = calloc((size_t)m->n + 1, sizeof(uint32_t));
    m->stack = malloc(sizeof(int) * ((size_t)m->n + 1));
    m->dead = calloc((size_t)m->n + 1, 1);
    if (!m->pos || !m->mark || !m->stack || !m->dead || table_grow(m)) {
        seichi_match_free(m);
        return NULL;
    }
    reset_history(m);
    if (m->nrec != 1) {
        seichi_match_free(m);
        return NULL;
    }
    return m;
}

void seichi_match_free(seichi_match *m)
{
    if (!m) return;
    seichi_pos_free(m->pos);
    seichi_graph_release(m->g);
    free(m->rec);
    free(m->boards);
    free(m->table);
    free(m->mark);
    free(m->stack);
    free(m->dead);
    free(m);
}

seichi_match *seichi_match_copy(const seichi_match *src)
{
    seichi_match *m = malloc(sizeof *m);
    if (!m) return NULL;
    *m = *src;
    m->pos = seichi_pos_copy(src->pos);
    m->rec = malloc(sizeof(match_rec) * (size_t)src->cap);
    m->boards = malloc((size_t)src->cap * (size_t)src->n + 1);
    m->table = malloc(sizeof(int) * (size_t)src->tcap);
    m->mark = calloc((size_t)src->n + 1, sizeof(uint32_t));
    m->stack = malloc(sizeof(int) * ((size_t)src->n + 1));
    m->dead = malloc((size_t)src->n + 1);
    m->gen = 0;
    seichi_graph_retain(m->g);
    if (!m->pos || !m->rec || !m->boards || !m->table || !m->mark || !m->stack || !m->dead) {
        seichi_match_free(m);
        return NULL;
    }
    memcpy(m->rec, src->rec, sizeof(match_rec) * (size_t)src->nrec);
    memcpy(m->boards, src->boards, (size_t)src->nrec * (size_t)src->n);
    memcpy(m->table, src->table, sizeof(int) * (size_t)src->tcap);
    memcpy(m->dead, src->dead, (size_t)src->n + 1);
    return m;
}

void seichi_match_set_lenient(seichi_match *m, int on) { m->lenient = on != 0; }

int seichi_match_setup(seichi_match *m, int pt, int color)
{
    int rc = seichi_pos_setup(m->pos, pt, color);
    if (rc == SEICHI_OK) reset_history(m);
    return rc;
}

int match_observe(seichi_match *m, const seichi_pos *p, int player, int kind)
{
    int q = m->rules.ko == SEICHI_KO_SITUATIONAL ? p->to_move : 0, hit = -1;
    if (kind == SEICHI_PLAY_STONE) {
        int k = m->table[table_slot(m, p->hash)];
        for (; k >= 0 && hit < 0; k = m->rec[k].prev_same)
            if ((q == 0 || m->rec[k].to_move == q) &&
                memcmp(m->boards + (size_t)k * (size_t)m->n, p->color, (size_t)m->n) == 0)
                hit = k;
    }
    m->to_move = p->to_move;
    if (push_board(m, kind, player, p->hash, p->color)) return -2;
    return hit;
}

int match_sync(seichi_match *m, const seichi_pos *p)
{
    int rc = seichi_pos_copy_into(m->pos, p);
    if (rc) return rc;
    m->over = 0;
    memset(m->prohibited, 0, sizeof m->prohibited);
    m->nactive = m->nplayers;
    m->to_move = p->to_move;
    reset_history(m);
    return m->nrec == 1 ? SEICHI_OK : SEICHI_NOMEM;
}

void seichi_match_set_to_move(seichi_match *m, int player)
{
    if (player < 1 || player > m->nplayers || m->prohibited[player] || m->over) return;
    m->to_move = player;
    m->pos->to_move = player;
    m->rec[m->nrec - 1].to_move = player;
}

int seichi_match_to_move(const seichi_match *m) { return m->over ? 0 : m->to_move; }
int seichi_match_over(const seichi_match *m) { return m->over; }
int seichi_match_plays(const seichi_match *m) { return m->nrec - 1; }
const seichi_pos *seichi_match_position(const seichi_match *m) { return m->pos; }
const seichi_rules *seichi_match_rules(const seichi_match *m) { return &m->rules; }

int seichi_match_prohibited(const seichi_match *m, int player)
{
    return player >= 1 && player <= m->nplayers && m->prohibited[player];
}

static uint32_t scratch_gen(seichi_match *m)
{
    if (++m->gen == 0) {
        memset(m->mark, 0, sizeof(uint32_t) * ((size_t)m->n + 1));
        m->gen = 1;
    }
    return m->gen;
}

int match_enclosing(seichi_match *m, int player, int pt)
{
    const seichi_pos *p = m->pos;
    const seichi_graph *g = m->g;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k], c = p->color[q];
        if (c == SEICHI_EMPTY || c == player || p->libs[p->head[q]] != 1) continue;
        if (m->rules.enclosure == SEICHI_ENCLOSE_UNIT || m->nplayers == 2) return 1;
        uint32_t gen = scratch_gen(m);
        int top = 0, free_lib = 0;
        m->mark[q] = gen;
        m->stack[top++] = q;
        while (top && !free_lib) {
            int s = m->stack[--top];
            for (int j = g->adj_off[s]; j < g->adj_off[s + 1] && !free_lib; j++) {
                int r = g->adj[j], cr = p->color[r];
                if (cr == SEICHI_EMPTY) free_lib = r != pt;
                else if (cr != player && m->mark[r] != gen) {
                    m->mark[r] = gen;
                    m->stack[top++] = r;
                }
            }
        }
        if (!free_lib) return 1;
    }
    return 0;
}

/* Would a stone of player at the empty point pt have a liberty of its own? */
static int has_own_liberty(const seichi_pos *p, int player, int pt)
{
    const seichi_graph *g = p->g;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k];
        if (p->color[q] == SEICHI_EMPTY) return 1;
        if (p->color[q] == player && p->libs[p->head[q]] > 1) return 1;
    }
    return 0;
}

static uint64_t chain_hash(const seichi_pos *p, int h)
{
    uint64_t x = 0;
    int s = h;
    do {
        x ^= graph_zobrist(p->g, s, p->color[s]);
        s = p->next[s];
    } while (s != h);
    return x;
}

/* Hash of the board after a stone play (suicidal: own units removed). */
static uint64_t predict_hash(const seichi_pos *p, int player, int pt, int suicidal)
{
    const seichi_graph *g = p->g;
    uint64_t x = p->hash ^ (suicidal ? 0 : graph_zobrist(g, pt, player));
    int seen[SEICHI_MAX_DEGREE], ns = 0;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k], c = p->color[q];
        if (c == SEICHI_EMPTY) continue;
        int h = p->head[q], dup = 0;
        for (int i = 0; i < ns; i++) dup |= seen[i] == h;
        if (dup) continue;
        seen[ns++] = h;
        if (suicidal ? c == player : c != player && p->libs[h] == 1) x ^= chain_hash(p, h);
    }
    return x;
}

/* Plays a suicidal stone under the suicide variant: its unit (the stone and
 * the own units it joins) leaves the board, nothing is captured. */
static int play_suicide(seichi_pos *p, int player, int pt)
{
    const seichi_graph *g = p->g;
    int removed = 1;
    for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1]; k++) {
        int q = g->adj[k];
        if (p->color[q] == player) removed += seichi_pos_remove_chain(p, q);
    }
    p->suicides[player] += removed;
    p->ko = SEICHI_NONE;
    return removed;
}

typedef struct play_info {
    int suicidal, enclosing;
} play_info;

static int stone_legality(seichi_match *m, int player, int pt, play_info *info)
{
    const seichi_pos *p = m->pos;
    info->suicidal = info->enclosing = 0;
    if (pt < 0 || pt >= m->n) return SEICHI_RULE_OFFBOARD;
    if (p->color[pt] != SEICHI_EMPTY) return SEICHI_RULE_OCCUPIED;
    if (!has_own_liberty(p, player, pt)) {
        info->enclosing = match_enclosing(m, player, pt);
        if (!info->enclosing) {
            if (!m->rules.suicide) return SEICHI_RULE_SUICIDE;
            info->suicidal = 1;
        }
    } else {
        const seichi_graph *g = m->g;
        for (int k = g->adj_off[pt]; k < g->adj_off[pt + 1] && !info->enclosing; k++) {
            int q = g->adj[k], c = p->color[q];
            if (c != SEICHI_EMPTY && c != player && p->libs[p->head[q]] == 1)
                info->enclosing = m->nplayers == 2 || m->rules.enclosure == SEICHI_ENCLOSE_UNIT
                                      ? 1 : match_enclosing(m, player, pt);
        }
    }
    if (m->rules.ko == SEICHI_KO_SIMPLE && p->ko == pt && p->ko_player == player)
        return SEICHI_RULE_KO;
    if (is_superko(m) && !m->lenient) {
        uint64_t h = predict_hash(p, player, pt, info->suicidal);
        int q = m->rules.ko == SEICHI_KO_SITUATIONAL ? next_active(m, player) : 0;
        int k = m->table[table_slot(m, h)];
        if (k >= 0) {
            seichi_pos *t = seichi_pos_copy(p);
            if (!t) return SEICHI_RULE_OK;
            if (info->suicidal) play_suicide(t, player, pt);
            else seichi_pos_play(t, player, pt, SEICHI_IGNORE_KO | SEICHI_ALLOW_SUICIDE, NULL, NULL);
            int hit = match_find(m, 0, t->hash, t->color, q) >= 0;
            seichi_pos_free(t);
            if (hit) return SEICHI_RULE_SUPERKO;
        }
    }
    return SEICHI_RULE_OK;
}

static int legality_as(seichi_match *m, int player, int kind, int pt, play_info *info)
{
    info->suicidal = info->enclosing = 0;
    if (m->over) return SEICHI_RULE_OVER;
    if (player < 1 || player > m->nplayers) return SEICHI_RULE_TURN;
    if (m->prohibited[player]) return SEICHI_RULE_PROHIBITED;
    if (player != m->to_move) return SEICHI_RULE_TURN;
    if (kind == SEICHI_PLAY_PASS) return SEICHI_RULE_OK;
    if (kind == SEICHI_PLAY_REFRESH)
        return is_kee(m) && m->rules.refreshing_passes ? SEICHI_RULE_OK : SEICHI_RULE_NO_REFRESH;
    if (kind != SEICHI_PLAY_STONE) return SEICHI_RULE_OFFBOARD;
    return stone_legality(m, player, pt, info);
}

int seichi_match_legality(const seichi_match *m, int kind, int pt)
{
    play_info info;
    return legality_as((seichi_match *)m, m->to_move, kind, pt, &info);
}

/* Rule 12's ko player: among active players, the fewest normal passes
 * since encounter k, and of those the last to play (counting back from
 * the player who just played). */
static int ko_player(const seichi_match *m, int k, const uint16_t *passes, int player)
{
    int best = -1;
    for (int q = 1; q <= m->nplayers; q++) {
        if (m->prohibited[q]) continue;
        int c = passes[q] - m->rec[k].passes[q];
        if (best < 0 || c < best) best = c;
    }
    for (int i = 0; i < m->nplayers; i++) {
        int q = (player - 1 - i + m->nplayers) % m->nplayers + 1;
        if (!m->prohibited[q] && passes[q] - m->rec[k].passes[q] == best) return q;
    }
    return player;
}

/* Rule 12 (or the cycle report of simple-ko rule sets) for the play just
 * made; returns the encounter repeated, or -1. */
static int find_cycle(const seichi_match *m, int kind, int q, int stone_plays, int *cond)
{
    const seichi_pos *p = m->pos;
    *cond = SEICHI_COND_NONE;
    if (kind == SEICHI_PLAY_REFRESH) {
        int k = m->table[table_slot(m, p->hash)];
        for (; k >= m->sec_start; k = m->rec[k].prev_same) {
            if (k != m->sec_start && m->rec[k].kind != SEICHI_PLAY_REFRESH) continue;
            if (m->rec[k].to_move == q &&
                memcmp(m->boards + (size_t)k * (size_t)m->n, p->color, (size_t)m->n) == 0) {
                *cond = SEICHI_COND_SECONDARY;
                return k;
            }
        }
        return -1;
    }
    if (is_superko(m) && kind != SEICHI_PLAY_STONE) return -1;
    if (m->rules.ko == SEICHI_KO_POSITIONAL) q = 0;
    int from = is_kee(m) ? m->prim_start : 0;
    int k = m->table[table_slot(m, p->hash)];
    for (; k >= from; k = m->rec[k].prev_same)
        if ((q == 0 || m->rec[k].to_move == q) && m->rec[k].stone_plays < stone_plays &&
            memcmp(m->boards + (size_t)k * (size_t)m->n, p->color, (size_t)m->n) == 0) {
            *cond = is_kee(m) ? SEICHI_COND_PRIMARY : SEICHI_COND_CYCLE;
            return k;
        }
    return -1;
}

int seichi_match_play_as(seichi_match *m, int player, int kind, int pt, seichi_outcome *out)
{
    seichi_outcome local;
    if (!out) out = &local;
    memset(out, 0, sizeof *out);
    out->player = player, out->kind = kind;
    out->point = kind == SEICHI_PLAY_STONE ? pt : SEICHI_PASS;
    out->cycle_from = -1;
    play_info info;
    out->refused = legality_as(m, player, kind, pt, &info);
    if (out->refused) return SEICHI_ILLEGAL;
    seichi_pos *p = m->pos;
    out->enclosing = info.enclosing;
    if (kind == SEICHI_PLAY_STONE) {
        if (info.suicidal) {
            out->suicidal = 1;
            play_suicide(p, player, pt);
        } else {
            unsigned flags = m->rules.ko == SEICHI_KO_SIMPLE ? 0u : SEICHI_IGNORE_KO;
            seichi_pos_play(p, player, pt, flags | SEICHI_ALLOW_SUICIDE, NULL, &out->captured);
        }
    } else {
        p->ko = SEICHI_NONE;
    }
    int q = next_active(m, player);
    uint16_t passes[SEICHI_MAX_PLAYERS + 1];
    const match_rec *last = &m->rec[m->nrec - 1];
    memcpy(passes, last->passes, sizeof passes);
    if (kind == SEICHI_PLAY_PASS) {
        passes[player]++;
        if (m->rules.pass_stones) m->pass_stones[q]++;
    }
    int stone_plays = last->stone_plays + (kind == SEICHI_PLAY_STONE);
    int refresh_ok = is_kee(m) && m->rules.refreshing_passes;
    if (kind != SEICHI_PLAY_REFRESH || refresh_ok) {
        int cond, k = find_cycle(m, kind, q, stone_plays, &cond);
        if (k >= 0) {
            out->ko_condition = cond;
            out->cycle_from = k;
            if (cond == SEICHI_COND_PRIMARY || cond == SEICHI_COND_SECONDARY)
                out->ko_player = ko_player(m, k, passes, player);
            else if (is_superko(m))
                out->superko_ignored = 1;
        }
    }
    if (kind == SEICHI_PLAY_PASS) m->consec_passes++;
    else m->consec_passes = 0;
    if (out->ko_player) {
        m->prohibited[out->ko_player] = 1;
        m->nactive--;
        m->consec_passes = 0;
    }
    m->to_move = next_active(m, player);
    p->to_move = m->to_move ? m->to_move : p->to_move;
    if (m->nactive == 0 || (m->consec_passes >= m->nactive && !m->lenient)) m->over = 1;
    out->ended = m->over;
    if (push_rec(m, kind, player)) return SEICHI_NOMEM;
    if (out->ko_player) m->sec_start = m->prim_start = m->nrec - 1;
    else if (kind == SEICHI_PLAY_REFRESH) m->prim_start = m->nrec - 1;
    return SEICHI_OK;
}

void match_save(const seichi_match *m, match_state *s)
{
    s->to_move = m->to_move, s->over = m->over, s->nactive = m->nactive;
    s->sec_start = m->sec_start, s->prim_start = m->prim_start;
    s->consec_passes = m->consec_passes, s->nrec = m->nrec;
    memcpy(s->prohibited, m->prohibited, sizeof s->prohibited);
    memcpy(s->pass_stones, m->pass_stones, sizeof s->pass_stones);
}

void match_restore(seichi_match *m, const match_state *s)
{
    while (m->nrec > s->nrec) {
        const match_rec *r = &m->rec[--m->nrec];
        int slot = table_slot(m, r->hash);
        m->table[slot] = r->prev_same;
        if (r->prev_same < 0) m->tused--;
    }
    m->to_move = s->to_move, m->over = s->over, m->nactive = s->nactive;
    m->sec_start = s->sec_start, m->prim_start = s->prim_start;
    m->consec_passes = s->consec_passes;
    memcpy(m->prohibited, s->prohibited, sizeof s->prohibited);
    memcpy(m->pass_stones, s->pass_stones, sizeof s->pass_stones);
}

int seichi_match_play(seichi_match *m, int kind, int pt, seichi_outcome *out)
{
    return seichi_match_play_as(m, m->to_move, kind, pt, out);
}

const char *seichi_rule_text(int refused)
{
    static const char *const text[] = {
        "legal", "the point is occupied (rule 5)", "suicide (rule 10)",
        "simple ko: immediate retake", "superko: the position repeats",
        "not a point of the board", "not this player's turn",
        "the player is prohibited from playing (rule 12)", "the game is over (rule 13)",
        "refreshing passes are not allowed"};
    return refused >= 0 && refused < (int)(sizeof text / sizeof text[0]) ? text[refused]
                                                                         : "unknown";
}
