/*
 * test_benson.c - seichi_pass_alive() (seed 002): hand-made positions from
 * the seed, N players, a non-grid graph, the suicide variant, and a
 * brute-force check of Benson's theorem:
 *
 *   a chain is pass-alive  <=>  the chain cannot be captured when its
 *   owner always passes and the other players play any legal moves.
 *
 * Exhaustive on every legal position of boards 1x2..1x7, 2x2..2x4 and 3x3
 * (both suicide settings; with suicide allowed the attackers may also
 * suicide), and on every legal 3-player position of 2x3; several thousand
 * random 4x4 and 5x5 positions with a bounded per-position search.  The
 * "lost" set of a position (defender stones that some attacker sequence
 * removes) is the least fixpoint of lost(P) = U over moves P->Q of
 * (stones captured by the move) U lost(Q); defender stones never come
 * back, so a chain is capturable iff one of its stones is in lost(P).
 */
#include <stdint.h>

#include "check.h"
#include "testrng.h"
#include "testpos.h"
#include "seichi.h"

/* The pass-alive map as a string of B/W/. (or digits for N players). */
static void map_of(const seichi_pos *p, int suicide, char *buf)
{
    int n = seichi_graph_points(seichi_pos_graph(p));
    uint8_t out[4096];
    CHECK_EQ(seichi_pass_alive(p, suicide, out), SEICHI_OK);
    for (int i = 0; i < n; i++) buf[i] = out[i] == 1 ? 'B' : out[i] == 2 ? 'W' : out[i] ? (char)('0' + out[i]) : '.';
    buf[n] = 0;
}

static void expect_map(const char *pos, int suicide, const char *want)
{
    seichi_pos *p = diagram(pos);
    CHECK(p != NULL);
    if (!p) return;
    char got[4096];
    map_of(p, suicide, got);
    CHECK_STR(got, want);
    seichi_pos_free(p);
}

static void test_basic(void)
{
    /* two one-point eyes: alive, eyes are territory */
    expect_map(".X.X.\nXXXX.\n.....\n.....\n", 0, "BBBB.BBBB...........");
    /* one eye only */
    expect_map(".X...\nXX...\n.....\n.....\n", 0, "....................");
    /* empty board and a lone stone */
    expect_map("...\n...\n", 0, "......");
    expect_map("X..\n...\n", 0, "......");
    /* a two-point eye (both points liberties) and a one-point eye */
    expect_map("..X.X\nXXXXX\n.....\n.....\n", 0, "BBBBBBBBBB..........");
    /* an enemy stone inside an eye, all points adjacent to the chain:
       alive with and without suicide, the stone stands in territory */
    expect_map(".OX.X\nXXXXX\n.....\n.....\n", 0, "BBBBBBBBBB..........");
    expect_map(".OX.X\nXXXXX\n.....\n.....\n", 1, "BBBBBBBBBB..........");
    /* the eye is 2 deep: the empty corner is not adjacent to the chain
       when the O stone... is; without suicide only empties count */
    expect_map("O.X.X\n.XX.X\nXXXXX\n.....\n.....\n", 0, "BBBBBBBBBBBBBBB..........");
    expect_map("O.X.X\n.XX.X\nXXXXX\n.....\n.....\n", 1, ".........................");
}

static void test_seed_examples(void)
{
    /* a big eye with an empty point not adjacent to the chain is not
       healthy (seed 002 example 3) */
    expect_map("XXXXX\nX...X\nX...X\nX...X\nXXXXX\n.....\n.....\n", 0,
               "...................................");
    /* cutting point shared by two chains: the pair is pass-alive */
    expect_map("XX.\nX.X\n.XX\n", 0, "BBBBBBBBB");
}

/* A position of np players from rows of '.', 'X' (1), 'O' (2), '3'. */
static seichi_pos *rows_np(const char *const *rows, int h, int np)
{
    int w = (int)strlen(rows[0]);
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_pos *p = seichi_pos_new(g, np);
    seichi_graph_release(g);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            char c = rows[y][x];
            int col = c == 'X' ? 1 : c == 'O' ? 2 : c == '3' ? 3 : 0;
            if (col) seichi_pos_setup(p, y * w + x, col);
        }
    return p;
}

static void test_three_players(void)
{
    char got[64];
    /* player 3 lives with two eyes; every other colour is the opponent */
    static const char *const a[] = {".3.3.", "33333", "X.O..", "....."};
    seichi_pos *p = rows_np(a, 4, 3);
    map_of(p, 0, got);
    CHECK_STR(got, "3333333333..........");
    seichi_pos_free(p);
    /* an O stone in player 3's eye, adjacent to the chain: territory */
    static const char *const b[] = {".O.3.", "33333", ".....", "....."};
    p = rows_np(b, 4, 3);
    map_of(p, 0, got);
    CHECK_STR(got, "3333333333..........");
    seichi_pos_free(p);
    /* with three players an enemy stone that is not adjacent to the chain
       spoils the region even without suicide: X can capture it (the
       brute-force counterexample "OX/.X/X." shape) */
    static const char *const c[] = {"O.3.3", ".33.3", "33333", ".....", "....."};
    p = rows_np(c, 5, 3);
    map_of(p, 0, got);
    CHECK_STR(got, ".........................");
    seichi_pos_free(p);
}

static void test_torus(void)
{
    seichi_graph *g = NULL;
    char err[128];
    const char *txt = "torus 4 4\n";
    CHECK_EQ(seichi_graph_parse(txt, strlen(txt), &g, err, sizeof err), SEICHI_OK);
    if (!g) return;
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    /* black everywhere but points 0 and 10 (not adjacent on the torus) */
    for (int i = 0; i < 16; i++)
        if (i != 0 && i != 10) seichi_pos_setup(p, i, SEICHI_BLACK);
    char got[32];
    map_of(p, 0, got);
    CHECK_STR(got, "BBBBBBBBBBBBBBBB");
    /* 0 and 3 are neighbours on the torus (the row wraps): one region */
    seichi_pos_setup(p, 10, SEICHI_BLACK);
    seichi_pos_setup(p, 3, SEICHI_EMPTY);
    map_of(p, 0, got);
    CHECK_STR(got, "................");
    seichi_pos_free(p);
}

/* ---- brute force ------------------------------------------------------ */

typedef struct bf {
    int w, h, n, np, suicide;
    long ns;
    seichi_pos *tmpl, *work;
    int32_t *succ;   /* ns * n * np successors (-1 none) */
    uint32_t *capt;  /* points emptied of defender stones by that move */
    uint8_t *legal;
    uint32_t *lost;
} bf;

static long ipow(int b, int e)
{
    long r = 1;
    while (e--) r *= b;
    return r;
}

static void set_state(bf *b, long s)
{
    seichi_pos_copy_into(b->work, b->tmpl);
    for (int i = 0; i < b->n; i++, s /= (b->np + 1))
        if (s % (b->np + 1)) seichi_pos_setup(b->work, i, (int)(s % (b->np + 1)));
}

static long state_of(const seichi_pos *p, int n, int np)
{
    long s = 0;
    for (int i = n - 1; i >= 0; i--) s = s * (np + 1) + seichi_pos_color(p, i);
    return s;
}

static int all_chains_have_libs(const seichi_pos *p, int n)
{
    for (int i = 0; i < n; i++)
        if (seichi_pos_color(p, i) && seichi_pos_chain_libs(p, i) == 0) return 0;
    return 1;
}

static int mismatches_shown;

static void brute(int w, int h, int np, int suicide, long *positions, long *chains)
{
    bf b;
    memset(&b, 0, sizeof b);
    b.w = w, b.h = h, b.n = w * h, b.np = np, b.suicide = suicide;
    b.ns = ipow(np + 1, b.n);
    seichi_graph *g = seichi_graph_new_grid(w, h);
    b.tmpl = seichi_pos_new(g, np);
    b.work = seichi_pos_new(g, np);
    seichi_graph_release(g);
    size_t nm = (size_t)b.ns * (size_t)b.n * (size_t)np;
    b.succ = malloc(nm * sizeof *b.succ);
    b.capt = malloc(nm * sizeof *b.capt);
    b.legal = calloc((size_t)b.ns, 1);
    b.lost = malloc((size_t)b.ns * sizeof *b.lost);
    seichi_pos *q = seichi_pos_new(seichi_pos_graph(b.tmpl), np);
    unsigned flags = SEICHI_IGNORE_KO | (suicide ? SEICHI_ALLOW_SUICIDE : 0);
    for (long s = 0; s < b.ns; s++) {
        set_state(&b, s);
        b.legal[s] = (uint8_t)all_chains_have_libs(b.work, b.n);
        for (int i = 0; i < b.n; i++)
            for (int a = 1; a <= np; a++) {
                size_t m = ((size_t)s * (size_t)b.n + (size_t)i) * (size_t)np + (size_t)(a - 1);
                b.succ[m] = -1;
                if (!b.legal[s] || seichi_pos_color(b.work, i)) continue;
                seichi_pos_copy_into(q, b.work);
                if (seichi_pos_play(q, a, i, flags, NULL, NULL) != SEICHI_OK) continue;
                b.succ[m] = (int32_t)state_of(q, b.n, np);
                uint32_t cap = 0;
                for (int j = 0; j < b.n; j++)
                    if (seichi_pos_color(b.work, j) && seichi_pos_color(b.work, j) != a &&
                        seichi_pos_color(q, j) != seichi_pos_color(b.work, j))
                        cap |= 1u << j;
                b.capt[m] = cap;
            }
    }
    uint8_t out[64];
    for (int d = 1; d <= np; d++) {
        /* lost[s]: points of defender d that some attacker sequence empties */
        for (long s = 0; s < b.ns; s++) b.lost[s] = 0;
        for (int changed = 1; changed;) {
            changed = 0;
            for (long s = 0; s < b.ns; s++) {
                if (!b.legal[s]) continue;
                uint32_t l = b.lost[s], mask = 0;
                long t = s;
                for (int j = 0; j < b.n; j++, t /= (np + 1))
                    if (t % (np + 1) == d) mask |= 1u << j;
                for (int i = 0; i < b.n; i++)
                    for (int a = 1; a <= np; a++) {
                        if (a == d) continue;
                        size_t m = ((size_t)s * (size_t)b.n + (size_t)i) * (size_t)np + (size_t)(a - 1);
                        if (b.succ[m] < 0) continue;
                        l |= (b.capt[m] | b.lost[b.succ[m]]) & mask;
                    }
                if (l != b.lost[s]) b.lost[s] = l, changed = 1;
            }
        }
        for (long s = 0; s < b.ns; s++) {
            if (!b.legal[s]) continue;
            set_state(&b, s);
            if (d == 1) (*positions)++;
            seichi_pass_alive(b.work, suicide, out);
            for (int i = 0; i < b.n; i++) {
                if (seichi_pos_color(b.work, i) != d || seichi_pos_chain(b.work, i) != i) continue;
                (*chains)++;
                int capturable = 0;
                for (int j = i;;) {
                    capturable |= (int)(b.lost[s] >> j & 1);
                    j = seichi_pos_chain_next(b.work, j);
                    if (j == i) break;
                }
                int pass_alive = out[i] == d;
                if (pass_alive == capturable) {
                    if (mismatches_shown++ < 5) {
                        char dia[512];
                        seichi_pos_to_diagram(b.work, dia, sizeof dia, 0);
                        fprintf(stderr, "%dx%d np=%d suicide=%d chain at %d: pass_alive=%d capturable=%d\n%s",
                                w, h, np, suicide, i, pass_alive, capturable, dia);
                    }
                    CHECK(pass_alive != capturable);
                }
            }
        }
    }
    seichi_pos_free(q);
    seichi_pos_free(b.tmpl);
    seichi_pos_free(b.work);
    free(b.succ);
    free(b.capt);
    free(b.legal);
    free(b.lost);
}

static void test_brute_force_exhaustive(void)
{
    static const int sizes[][2] = {{1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7},
                                   {2, 2}, {2, 3}, {2, 4}, {3, 3}};
    for (int suicide = 0; suicide <= 1; suicide++) {
        long positions = 0, chains = 0;
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
            brute(sizes[k][0], sizes[k][1], 2, suicide, &positions, &chains);
        printf("exhaustive, suicide=%d: %ld positions, %ld chains\n", suicide, positions, chains);
        CHECK(positions > 10000);
    }
    long positions = 0, chains = 0;
    brute(2, 3, 3, 0, &positions, &chains);
    brute(2, 3, 3, 1, &positions, &chains);
    printf("exhaustive 3 players 2x3: %ld positions, %ld chains\n", positions, chains);
}

/* Random positions: depth-first over attacker moves with a visited set. */
typedef struct hset {
    uint64_t *keys;
    size_t cap, used;
} hset;

static int hset_add(hset *h, uint64_t k)
{
    k |= 1;
    for (size_t i = k % h->cap;; i = (i + 1) % h->cap) {
        if (h->keys[i] == k) return 0;
        if (!h->keys[i]) {
            h->keys[i] = k;
            h->used++;
            return 1;
        }
    }
}

static uint64_t rng_state = 88172645463325252ull;
static uint64_t rnd(void) { return xorshift64(&rng_state); }

/* Empties of defender d reached from p; 0 if the search bound was hit. */
static int lost_random(const seichi_pos *p, int d, int suicide, uint64_t *lost, hset *h,
                       seichi_pos **stack, int depth, uint64_t all)
{
    int n = seichi_graph_points(seichi_pos_graph(p));
    if (*lost == all) return 1;
    if (h->used * 2 > h->cap || depth >= 60) return 0;
    unsigned flags = SEICHI_IGNORE_KO | (suicide ? SEICHI_ALLOW_SUICIDE : 0);
    int a = 3 - d;
    for (int i = 0; i < n; i++) {
        if (seichi_pos_color(p, i)) continue;
        seichi_pos *q = stack[depth];
        seichi_pos_copy_into(q, p);
        if (seichi_pos_play(q, a, i, flags, NULL, NULL) != SEICHI_OK) continue;
        for (int j = 0; j < n; j++)
            if (seichi_pos_color(p, j) == d && seichi_pos_color(q, j) != d) *lost |= 1ull << j;
        if (!hset_add(h, seichi_pos_hash(q))) continue;
        if (!lost_random(q, d, suicide, lost, h, stack, depth + 1, all)) return 0;
    }
    return 1;
}

static void random_positions(int w, int h, int count, long *checked, long *skipped)
{
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_pos *stack[64];
    for (int i = 0; i < 64; i++) stack[i] = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    int n = w * h;
    hset hs;
    hs.cap = 1 << 14; /* at most 8192 states per search */
    hs.keys = malloc(hs.cap * sizeof *hs.keys);
    uint8_t out[64];
    for (int t = 0; t < count; t++) {
        seichi_pos *e = seichi_pos_new(seichi_pos_graph(p), 2);
        seichi_pos_copy_into(p, e);
        seichi_pos_free(e);
        /* dense boards keep the attacker's tree small: ~1/5 empty */
        for (int i = 0; i < n; i++) {
            uint64_t r = rnd() % 10;
            seichi_pos_setup(p, i, r < 2 ? 0 : r < 6 ? 1 : 2);
        }
        if (!all_chains_have_libs(p, n)) continue;
        int suicide = (int)(rnd() & 1);
        seichi_pass_alive(p, suicide, out);
        for (int d = 1; d <= 2; d++) {
            uint64_t lost = 0, all = 0;
            for (int i = 0; i < n; i++)
                if (seichi_pos_color(p, i) == d) all |= 1ull << i;
            memset(hs.keys, 0, hs.cap * sizeof *hs.keys);
            hs.used = 0;
            hset_add(&hs, seichi_pos_hash(p));
            if (!lost_random(p, d, suicide, &lost, &hs, stack, 0, all)) {
                (*skipped)++;
                continue;
            }
            (*checked)++;
            for (int i = 0; i < n; i++) {
                if (seichi_pos_color(p, i) != d || seichi_pos_chain(p, i) != i) continue;
                int capturable = 0;
                for (int j = i;;) {
                    capturable |= (int)(lost >> j & 1);
                    j = seichi_pos_chain_next(p, j);
                    if (j == i) break;
                }
                int pass_alive = out[i] == d;
                if (pass_alive == capturable && mismatches_shown++ < 10) {
                    char dia[512];
                    seichi_pos_to_diagram(p, dia, sizeof dia, 0);
                    fprintf(stderr, "random %dx%d suicide=%d chain at %d: pass_alive=%d capturable=%d\n%s",
                            w, h, suicide, i, pass_alive, capturable, dia);
                }
                CHECK(pass_alive != capturable);
            }
        }
    }
    free(hs.keys);
    for (int i = 0; i < 64; i++) seichi_pos_free(stack[i]);
    seichi_pos_free(p);
}

static void test_brute_force_random(void)
{
    long checked = 0, skipped = 0;
    random_positions(4, 4, 8000, &checked, &skipped);
    random_positions(5, 5, 8000, &checked, &skipped);
    printf("random 4x4/5x5: %ld (position, defender) pairs checked, %ld over the search bound\n",
           checked, skipped);
    CHECK(checked > 5000);
}

int main(void)
{
    RUN(test_basic);
    RUN(test_seed_examples);
    RUN(test_three_players);
    RUN(test_torus);
    RUN(test_brute_force_exhaustive);
    RUN(test_brute_force_random);
    return CHECK_DONE();
}
