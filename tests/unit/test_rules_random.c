/*
 * test_rules_random.c - property tests of the rules engine on thousands of
 * random games (boards 2x2 to 9x9, 2 to 4 players, Kee rules and their
 * variants, and the superko and simple-ko presets):
 *   - every game ends (the random players pass more and more often);
 *   - area scores sum to the number of points owned (recounted here);
 *   - the engine agrees on every play with a deliberately naive reference
 *     written below, which recomputes everything from scratch: units and
 *     allied groups by flood fill, captures, suicide, and rule 12 by
 *     scanning the whole history of boards with full comparisons.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "testrng.h"
#include "seichi.h"

#define MAXN 81
#define MAXH 6000

typedef struct naive_rec {
    uint8_t board[MAXN];
    int to_move, kind, player, prohibition, stones;
    int passes[SEICHI_MAX_PLAYERS + 1];
} naive_rec;

typedef struct naive {
    const seichi_graph *g;
    int n, np;
    seichi_rules r;
    uint8_t board[MAXN];
    int to_move, over, ko_point, ko_owner;
    int prohibited[SEICHI_MAX_PLAYERS + 1];
    naive_rec *h;
    int nh;
} naive;

static uint64_t rng_state = 88172645463325252ull;
static uint64_t rnd(void) { return xorshift64(&rng_state); }

/* Flood fill of the points connected to p through points accepted by
 * same(); returns the size, marks them in in[], and whether any point of
 * it touches an empty point other than except. */
static int flood(const naive *z, const uint8_t *b, int p, int (*same)(int, int), int key,
                 uint8_t *in, int except, int *has_lib)
{
    int stack[MAXN], top = 0, size = 0;
    memset(in, 0, (size_t)z->n);
    in[p] = 1;
    stack[top++] = p;
    *has_lib = 0;
    while (top) {
        int s = stack[--top];
        size++;
        int deg = seichi_graph_degree(z->g, s);
        const int *nb = seichi_graph_neighbors(z->g, s);
        for (int i = 0; i < deg; i++) {
            int q = nb[i];
            if (b[q] == 0 && q != except) *has_lib = 1;
            if (b[q] != 0 && !in[q] && same(b[q], key)) {
                in[q] = 1;
                stack[top++] = q;
            }
        }
    }
    return size;
}

static int same_colour(int c, int key) { return c == key; }
static int not_colour(int c, int key) { return c != key; }

static int next_active(const naive *z, int after)
{
    for (int i = 1; i <= z->np; i++) {
        int q = (after - 1 + i) % z->np + 1;
        if (!z->prohibited[q]) return q;
    }
    return 0;
}

static void naive_push(naive *z, int kind, int player, int prohibition)
{
    naive_rec *r = &z->h[z->nh];
    if (z->nh) *r = z->h[z->nh - 1];
    else memset(r, 0, sizeof *r);
    memcpy(r->board, z->board, (size_t)z->n);
    r->to_move = z->over ? 0 : z->to_move;
    r->kind = kind, r->player = player, r->prohibition = prohibition;
    if (kind == SEICHI_PLAY_STONE) r->stones++;
    if (kind == SEICHI_PLAY_PASS) r->passes[player]++;
    z->nh++;
}

static void naive_init(naive *z, const seichi_graph *g, int np, const seichi_rules *r)
{
    memset(z->board, 0, sizeof z->board);
    z->g = g, z->n = seichi_graph_points(g), z->np = np, z->r = *r;
    z->to_move = 1, z->over = 0, z->nh = 0, z->ko_point = -1, z->ko_owner = 0;
    memset(z->prohibited, 0, sizeof z->prohibited);
    naive_push(z, -1, 0, 0);
}

typedef struct naive_result {
    int refused, captured, suicidal, enclosing, ko_point, ko_owner;
    uint8_t after[MAXN];
} naive_result;

/* Rules 5, 9, 10, 11 (and simple ko / superko) for a stone play. */
static void naive_stone(const naive *z, int player, int pt, naive_result *o)
{
    uint8_t b[MAXN], in[MAXN], gone[MAXN] = {0};
    memset(o, 0, sizeof *o);
    memcpy(b, z->board, (size_t)z->n);
    if (b[pt]) {
        o->refused = SEICHI_RULE_OCCUPIED;
        return;
    }
    b[pt] = (uint8_t)player;
    int lib;
    flood(z, b, pt, same_colour, player, in, -1, &lib);
    int own_lib = lib;
    const int *nb = seichi_graph_neighbors(z->g, pt);
    int deg = seichi_graph_degree(z->g, pt);
    for (int i = 0; i < deg; i++) {
        int q = nb[i];
        if (!b[q] || b[q] == player) continue;
        int glib, ulib;
        if (z->r.enclosure == SEICHI_ENCLOSE_UNIT)
            flood(z, b, q, same_colour, b[q], in, -1, &glib);
        else
            flood(z, b, q, not_colour, player, in, -1, &glib);
        if (!glib) o->enclosing = 1;
        flood(z, b, q, same_colour, b[q], in, -1, &ulib);
        if (!ulib)
            for (int s = 0; s < z->n; s++) gone[s] |= in[s];
    }
    if (!own_lib && !o->enclosing) {
        if (!z->r.suicide) {
            o->refused = SEICHI_RULE_SUICIDE;
            return;
        }
        o->suicidal = 1;
        flood(z, b, pt, same_colour, player, in, -1, &lib);
        for (int s = 0; s < z->n; s++)
            if (in[s]) b[s] = 0;
    } else {
        for (int s = 0; s < z->n; s++)
            if (gone[s]) b[s] = 0, o->captured++;
    }
    memcpy(o->after, b, (size_t)z->n);
    /* simple ko: the previous play captured one stone of this player at
     * pt with a lone stone left with one liberty */
    if (z->r.ko == SEICHI_KO_SIMPLE && z->ko_point == pt && z->ko_owner == player)
        o->refused = SEICHI_RULE_KO;
    {
        int lone = 0, libs = 0, where = -1;
        flood(z, b, pt, same_colour, player, in, -1, &lib);
        for (int s = 0; s < z->n; s++) lone += in[s];
        for (int i = 0; i < deg; i++) libs += b[nb[i]] == 0;
        for (int s = 0; s < z->n; s++)
            if (gone[s]) where = s;
        o->ko_point = o->captured == 1 && lone == 1 && libs == 1 && !o->suicidal ? where : -1;
        o->ko_owner = where >= 0 ? z->board[where] : 0;
    }
    if (z->r.ko == SEICHI_KO_POSITIONAL || z->r.ko == SEICHI_KO_SITUATIONAL) {
        int q = next_active(z, player);
        for (int k = 0; k < z->nh; k++)
            if (memcmp(z->h[k].board, b, (size_t)z->n) == 0 &&
                (z->r.ko == SEICHI_KO_POSITIONAL || z->h[k].to_move == q))
                o->refused = SEICHI_RULE_SUPERKO;
    }
}

static int window_start(const naive *z, int refreshes_too)
{
    int start = 0;
    for (int k = 1; k < z->nh; k++)
        if (z->h[k].prohibition || (refreshes_too && z->h[k].kind == SEICHI_PLAY_REFRESH))
            start = k;
    return start;
}

/* Makes a play on the naive model; fills what the engine should report. */
static int naive_play(naive *z, int kind, int pt, naive_result *o, int *cond, int *kop)
{
    int player = z->to_move;
    *cond = 0, *kop = 0;
    memset(o, 0, sizeof *o);
    if (kind == SEICHI_PLAY_STONE) {
        naive_stone(z, player, pt, o);
        if (o->refused) return o->refused;
        memcpy(z->board, o->after, (size_t)z->n);
        z->ko_point = o->ko_point, z->ko_owner = o->ko_owner;
    } else if (kind == SEICHI_PLAY_REFRESH && !(z->r.ko == SEICHI_KO_KEE && z->r.refreshing_passes)) {
        return o->refused = SEICHI_RULE_NO_REFRESH;
    }
    if (kind != SEICHI_PLAY_STONE) z->ko_point = -1;
    int q = next_active(z, player);
    int passes[SEICHI_MAX_PLAYERS + 1];
    memcpy(passes, z->h[z->nh - 1].passes, sizeof passes);
    if (kind == SEICHI_PLAY_PASS) passes[player]++;
    int stones = z->h[z->nh - 1].stones + (kind == SEICHI_PLAY_STONE);
    int enc = -1;
    if (z->r.ko == SEICHI_KO_KEE) {
        if (kind == SEICHI_PLAY_REFRESH) {
            int s0 = window_start(z, 0);
            for (int k = s0; k < z->nh; k++)
                if ((k == s0 || z->h[k].kind == SEICHI_PLAY_REFRESH) && z->h[k].to_move == q &&
                    !memcmp(z->h[k].board, z->board, (size_t)z->n))
                    enc = k, *cond = SEICHI_COND_SECONDARY;
        } else {
            int s0 = window_start(z, z->r.refreshing_passes);
            for (int k = s0; k < z->nh; k++)
                if (z->h[k].to_move == q && z->h[k].stones < stones &&
                    !memcmp(z->h[k].board, z->board, (size_t)z->n))
                    enc = k, *cond = SEICHI_COND_PRIMARY;
        }
    }
    if (enc >= 0) {
        int least = 1 << 30;
        for (int p = 1; p <= z->np; p++)
            if (!z->prohibited[p] && passes[p] - z->h[enc].passes[p] < least)
                least = passes[p] - z->h[enc].passes[p];
        /* the last to play among them: walk the plays backwards */
        for (int k = z->nh; k > enc && !*kop; k--) {
            int p = k == z->nh ? player : z->h[k].player;
            if (!z->prohibited[p] && passes[p] - z->h[enc].passes[p] == least) *kop = p;
        }
        z->prohibited[*kop] = 1;
    }
    z->to_move = next_active(z, player);
    naive_push(z, kind, player, *kop != 0);
    int active = 0, trailing = 0;
    for (int p = 1; p <= z->np; p++) active += !z->prohibited[p];
    int s0 = window_start(z, 0);
    for (int k = z->nh - 1; k > s0 && z->h[k].kind == SEICHI_PLAY_PASS; k--) trailing++;
    z->over = active == 0 || trailing >= active;
    z->h[z->nh - 1].to_move = z->over ? 0 : z->to_move;
    return 0;
}

static int owned_points(const naive *z, int *per)
{
    uint8_t seen[MAXN] = {0}, in[MAXN];
    int total = 0;
    for (int p = 0; p <= z->np; p++) per[p] = 0;
    for (int s = 0; s < z->n; s++) {
        if (z->board[s]) {
            per[z->board[s]]++, total++;
            continue;
        }
        if (seen[s]) continue;
        int stack[MAXN], top = 0, owner = 0, mixed = 0, count = 0;
        memset(in, 0, sizeof in);
        in[s] = 1;
        stack[top++] = s;
        while (top) {
            int t = stack[--top];
            seen[t] = 1, count++;
            const int *nb = seichi_graph_neighbors(z->g, t);
            for (int i = 0; i < seichi_graph_degree(z->g, t); i++) {
                int q = nb[i], c = z->board[q];
                if (!c && !in[q]) in[q] = 1, stack[top++] = q;
                if (!c) continue;
                if (!owner) owner = c;
                else if (owner != c) mixed = 1;
            }
        }
        if (owner && !mixed) per[owner] += count, total += count;
    }
    return total;
}

static int plays_done, games_done, prohibitions_seen, secondary_seen, enclosing_nonlib;

static void random_game(int w, int h, int np, const seichi_rules *r, int check_all_points)
{
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_match *m = seichi_match_new(g, np, r);
    static naive z;
    static naive_rec hist[MAXH];
    z.h = hist;
    naive_init(&z, g, np, r);
    int n = w * h, mismatch = 0;
    for (int t = 0; t < MAXH - 2 && !seichi_match_over(m) && !mismatch; t++) {
        CHECK_EQ(seichi_match_to_move(m), z.to_move);
        if (check_all_points)
            for (int p = 0; p < n; p++) {
                naive_result nr;
                naive_stone(&z, z.to_move, p, &nr);
                int e = seichi_match_legality(m, SEICHI_PLAY_STONE, p);
                if (e != nr.refused) {
                    CHECK_EQ(e, nr.refused);
                    mismatch = 1;
                }
            }
        int pass_pct = 3 + t * 100 / (8 * n);
        int kind = SEICHI_PLAY_STONE, pt = (int)(rnd() % (uint64_t)n);
        uint64_t x = rnd() % 100;
        if ((int)x < pass_pct) kind = rnd() % 4 == 0 ? SEICHI_PLAY_REFRESH : SEICHI_PLAY_PASS;
        if (kind == SEICHI_PLAY_STONE && seichi_match_legality(m, kind, pt) != SEICHI_RULE_OK) {
            /* a random legal stone, or a pass */
            int start = pt;
            do pt = (pt + 1) % n;
            while (pt != start && seichi_match_legality(m, kind, pt) != SEICHI_RULE_OK);
            if (seichi_match_legality(m, kind, pt) != SEICHI_RULE_OK) kind = SEICHI_PLAY_PASS;
        }
        if (kind == SEICHI_PLAY_REFRESH && !(r->ko == SEICHI_KO_KEE && r->refreshing_passes))
            kind = SEICHI_PLAY_PASS;
        seichi_outcome o;
        naive_result nr;
        int cond, kop;
        int erc = seichi_match_play(m, kind, pt, &o);
        int nrc = naive_play(&z, kind, pt, &nr, &cond, &kop);
        CHECK_EQ(erc == SEICHI_OK, nrc == 0);
        if ((erc == SEICHI_OK) != (nrc == 0)) break;
        if (erc != SEICHI_OK) continue;
        plays_done++;
        if (kind == SEICHI_PLAY_STONE) {
            CHECK_EQ(o.captured, nr.captured);
            CHECK_EQ(o.enclosing, nr.enclosing);
            CHECK_EQ(o.suicidal, nr.suicidal);
            if (o.captured != nr.captured || o.enclosing != nr.enclosing) mismatch = 1;
        }
        if (r->ko == SEICHI_KO_KEE) {
            CHECK_EQ(o.ko_condition, cond);
            CHECK_EQ(o.ko_player, kop);
            if (o.ko_condition != cond || o.ko_player != kop) mismatch = 1;
        }
        prohibitions_seen += o.ko_player != 0;
        secondary_seen += o.ko_condition == SEICHI_COND_SECONDARY;
        enclosing_nonlib += o.enclosing && o.captured > 1 && np > 2;
        const uint8_t *c = seichi_pos_colors(seichi_match_position(m));
        if (memcmp(c, z.board, (size_t)n) != 0) {
            CHECK(!"boards differ");
            mismatch = 1;
        }
        CHECK_EQ(seichi_match_over(m), z.over);
        CHECK_EQ(seichi_pos_check(seichi_match_position(m)), SEICHI_OK);
    }
    CHECK(seichi_match_over(m) || mismatch);
    double pts[SEICHI_MAX_PLAYERS + 1];
    int rank[SEICHI_MAX_PLAYERS + 1], per[SEICHI_MAX_PLAYERS + 1];
    seichi_match_score(m, 0, pts, rank);
    int owned = owned_points(&z, per);
    double sum = 0;
    for (int p = 1; p <= np; p++) {
        sum += pts[p];
        if (r->scoring == SEICHI_SCORE_AREA) CHECK_EQ((int)pts[p], per[p]);
        int better = 0;
        for (int o2 = 1; o2 <= np; o2++) better += pts[o2] > pts[p];
        CHECK_EQ(rank[p], better + 1);
    }
    if (r->scoring == SEICHI_SCORE_AREA) CHECK_EQ((int)sum, owned);
    CHECK(owned <= n);
    games_done++;
    seichi_match_free(m);
    seichi_graph_release(g);
}

static void test_random_kee(void)
{
    for (int i = 0; i < 2400; i++) {
        int w = 2 + (int)(rnd() % 8), h = 2 + (int)(rnd() % 8);
        if (i % 3) w = 2 + (int)(rnd() % 4), h = 2 + (int)(rnd() % 4);
        int np = 2 + (int)(rnd() % 3);
        seichi_rules r;
        seichi_rules_preset("kee", &r);
        r.suicide = rnd() % 4 == 0;
        r.enclosure = rnd() % 3 == 0 ? SEICHI_ENCLOSE_UNIT : SEICHI_ENCLOSE_ALLIED;
        r.refreshing_passes = rnd() % 5 != 0;
        random_game(w, h, np, &r, w * h <= 16);
    }
    fprintf(stderr, "kee: %d games, %d plays, %d prohibitions, %d by 12(b), %d multi-captures\n",
            games_done, plays_done, prohibitions_seen, secondary_seen, enclosing_nonlib);
    CHECK(prohibitions_seen > 100);
    CHECK(secondary_seen > 5);
}

static void test_random_presets(void)
{
    static const char *const names[] = {"chinese", "tromp-taylor", "japanese", "aga"};
    for (int i = 0; i < 600; i++) {
        int w = 2 + (int)(rnd() % 4), h = 2 + (int)(rnd() % 4);
        seichi_rules r;
        seichi_rules_preset(names[i % 4], &r);
        random_game(w, h, 2, &r, 1);
    }
}

int main(void)
{
    RUN(test_random_kee);
    RUN(test_random_presets);
    return CHECK_DONE();
}
