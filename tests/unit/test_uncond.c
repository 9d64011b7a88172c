/*
 * test_uncond.c - seichi_unconditional (docs/LIFE.md, "Unconditional
 * territory"):
 *   - the cases of tests/data/uncond/cases.txt (one per rule and
 *     exception: interior too small, dead stones, room for two eyes,
 *     owner stones in atari, a false eye after a capture, the seki
 *     exception, ko; and seichi_safety's search: a corner the opponent
 *     could live in alone but not against answers, and one it lives in
 *     moving first), both suicide settings unless the case says;
 *   - the map always contains seichi_pass_alive's map;
 *   - soundness by brute force: random fillings of small regions bordered
 *     by pass-alive chains; wherever the map gives a region to a player
 *     beyond Benson, every position the opponent can reach there playing
 *     alone (the owner passing; captures, suicide when allowed, ko
 *     ignored) is searched, and in none may an opponent stone of the
 *     region be pass-alive;
 *   - seichi_safety against a game tree: random fillings of frames (a
 *     ring, an edge group with a bent-four-like eye space, open and
 *     framed); every point the search adds to the static map is checked
 *     by alternating play to 8 plies (opponent first, passes allowed, ko
 *     ignored by both): the opponent may never capture a stone of a
 *     proved group nor make a pass-alive stone on a proved point (a
 *     straight three claimed safe on purpose shows the check can fail);
 *     the groups the scorer's check proves (safety_prove_groups, every
 *     stone asked about) are checked the same way.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/life.h"
#include "check.h"
#include "seichi.h"
#include "testpos.h"
#include "testrng.h"

static char owner_char(int u)
{
    return u == 0 ? '.' : u == 1 ? 'B' : u == 2 ? 'W' : (char)('0' + u);
}

/* The map as rows (width w), NUL-terminated. */
static void map_rows(const seichi_pos *p, int suicide, int search, char *buf)
{
    int n = seichi_graph_points(seichi_pos_graph(p)), w = seichi_graph_width(seichi_pos_graph(p));
    uint8_t *u = malloc((size_t)n);
    CHECK_EQ(search ? seichi_safety(p, suicide, u) : seichi_unconditional(p, suicide, u), SEICHI_OK);
    int k = 0;
    for (int q = 0; q < n; q++) {
        buf[k++] = owner_char(u[q]);
        if ((q + 1) % w == 0) buf[k++] = '\n';
    }
    buf[k] = 0;
    free(u);
}

static void test_cases(void)
{
    size_t len;
    char *text = check_read_file(SOURCE_PATH("tests/data/uncond/cases.txt"), &len);
    CHECK(text != NULL);
    if (!text) return;
    int ncases = 0;
    char *line = text, *next;
    char name[64] = "", dia[4096], want[4096];
    int stage = 0, only_suicide = -1, search = 0;
    size_t dl = 0, wl = 0;
    for (; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        int blank = !*line;
        if (line[0] == '#') continue;
        if (!strncmp(line, "case ", 5)) {
            only_suicide = -1;
            if (sscanf(line + 5, "%63s", name) != 1) CHECK(0);
            if (strstr(line + 5, " suicide")) only_suicide = 1;
            search = strstr(line + 5, " search") != NULL;
            stage = 1, dl = wl = 0;
            continue;
        }
        if (stage == 1 && !strcmp(line, "=")) {
            stage = 2;
            continue;
        }
        if (stage == 1 && !blank && dl + strlen(line) + 2 < sizeof dia) {
            dl += (size_t)sprintf(dia + dl, "%s\n", line);
            continue;
        }
        if (stage == 2 && !blank && wl + strlen(line) + 2 < sizeof want) {
            wl += (size_t)sprintf(want + wl, "%s\n", line);
            if (next && *next && *next != '\n') continue;
        }
        if (stage == 2) {
            check_current = name;
            seichi_pos *p = diagram(dia);
            CHECK(p != NULL);
            for (int s = 0; p && s <= 1; s++) {
                if (only_suicide >= 0 && s != only_suicide) continue;
                char got[4096];
                map_rows(p, s, search, got);
                if (strcmp(got, want)) {
                    fprintf(stderr, "case %s suicide=%d:\nwant\n%sgot\n%s", name, s, want, got);
                    CHECK(0);
                }
            }
            seichi_pos_free(p);
            ncases++;
            stage = 0;
        }
    }
    check_current = "";
    CHECK(ncases >= 10);
    free(text);
}

/* --- brute force ------------------------------------------------------ */

enum { MAXSTATES = 40000 };

typedef struct bf {
    seichi_pos *work;
    int n, o, suicide;
    const uint8_t *inr;   /* points of the region under test */
    uint64_t *seen;       /* hashes of visited states (open addressing) */
    size_t cap, count;
    seichi_pos **queue;
    size_t qn;
} bf;

static int seen_add(bf *b, uint64_t h)
{
    h |= 1;
    size_t i = (size_t)(h * 0x9e3779b97f4a7c15ULL >> 20) & (b->cap - 1);
    while (b->seen[i]) {
        if (b->seen[i] == h) return 0;
        i = (i + 1) & (b->cap - 1);
    }
    b->seen[i] = h;
    b->count++;
    return 1;
}

/* 1 if o, playing alone inside the region, can reach a position where
 * one of its stones there is pass-alive; 0 if not; -1 if the search
 * exceeded MAXSTATES. */
static int opponent_can_live(bf *b, const seichi_pos *start)
{
    memset(b->seen, 0, sizeof *b->seen * b->cap);
    b->count = 0;
    b->qn = 0;
    b->queue[b->qn++] = seichi_pos_copy(start);
    seen_add(b, seichi_pos_hash(start));
    uint8_t *pa = malloc((size_t)b->n);
    int result = 0;
    unsigned flags = SEICHI_IGNORE_KO | (b->suicide ? SEICHI_ALLOW_SUICIDE : 0);
    for (size_t i = 0; i < b->qn && !result; i++) {
        seichi_pos *s = b->queue[i];
        seichi_pass_alive(s, b->suicide, pa);
        for (int q = 0; q < b->n; q++)
            if (b->inr[q] && seichi_pos_color(s, q) == b->o && pa[q] == b->o) result = 1;
        for (int q = 0; q < b->n && !result; q++) {
            if (!b->inr[q] || seichi_pos_color(s, q) != SEICHI_EMPTY) continue;
            seichi_pos_copy_into(b->work, s);
            if (seichi_pos_play(b->work, b->o, q, flags, NULL, NULL) != SEICHI_OK) continue;
            if (!seen_add(b, seichi_pos_hash(b->work))) continue;
            if (b->count > MAXSTATES) {
                result = -1;
                break;
            }
            b->queue[b->qn++] = seichi_pos_copy(b->work);
        }
    }
    for (size_t i = 0; i < b->qn; i++) seichi_pos_free(b->queue[i]);
    free(pa);
    return result;
}

/* Templates: Black's pass-alive frame ('X'), a region to fill ('?'), and
 * fixed points. */
static const char *const templates[] = {
    "???X.X.\n"
    "???XXXX\n"
    "XXXX...\n"
    ".......\n",

    "????X.X\n"
    "????XXX\n"
    "XXXXX..\n"
    ".......\n",

    "X.X.X.X\n"
    "XXXXXXX\n"
    "X???XXX\n"
    "X????XX\n"
    "XX???XX\n"
    "XXXXXXX\n"
    "X.X.X.X\n",

    "???X.X.\n"
    "???XXXX\n"
    "??X....\n"
    "XXX....\n",

    "X.X.X.X\n"
    "XXXXXXX\n"
    "XX???XX\n"
    "X?????X\n"
    "XX???XX\n"
    "XXXXXXX\n"
    "X.X.X.X\n",
};

/* The template with each '?' filled at random (the diagram written in
 * dia, 256 bytes): empty below empty_pct of 100, White below white_pct,
 * else Black; NULL when a chain is left without a liberty. */
static seichi_pos *random_filling(const char *tpl, uint64_t *rng, int empty_pct, int white_pct, char *dia)
{
    snprintf(dia, 256, "%s", tpl);
    for (char *c = dia; *c; c++) {
        if (*c != '?') continue;
        int r = (int)(xorshift64(rng) % 100);
        *c = r < empty_pct ? '.' : r < white_pct ? 'O' : 'X';
    }
    seichi_pos *p = diagram(dia);
    if (!p) return NULL;
    int n = seichi_graph_points(seichi_pos_graph(p));
    for (int q = 0; q < n; q++)
        if (seichi_pos_color(p, q) && seichi_pos_chain_libs(p, q) == 0) {
            seichi_pos_free(p);
            return NULL;
        }
    return p;
}

static void test_brute_force(void)
{
    uint64_t rng = 0x5eed0019;
    bf b;
    memset(&b, 0, sizeof b);
    b.cap = 1 << 17;
    b.seen = malloc(sizeof *b.seen * b.cap);
    b.queue = malloc(sizeof *b.queue * (MAXSTATES + 64));
    int claimed = 0, searched = 0, skipped = 0, trials = 0;
    for (size_t t = 0; t < sizeof templates / sizeof templates[0]; t++) {
        for (int trial = 0; trial < 80; trial++) {
            char dia[256];
            seichi_pos *p = random_filling(templates[t], &rng, 45, 80, dia);
            if (!p) continue;
            int n = seichi_graph_points(seichi_pos_graph(p));
            trials++;
            int suicide = (int)(xorshift64(&rng) & 1);
            uint8_t *pa = malloc((size_t)n), *u = malloc((size_t)n), *inr = malloc((size_t)n);
            CHECK_EQ(seichi_pass_alive(p, suicide, pa), SEICHI_OK);
            CHECK_EQ(seichi_unconditional(p, suicide, u), SEICHI_OK);
            int beyond = 0;
            for (int q = 0; q < n; q++) {
                if (pa[q]) CHECK_EQ(u[q], pa[q]);
                inr[q] = u[q] == SEICHI_BLACK && pa[q] != SEICHI_BLACK;
                beyond |= inr[q];
            }
            if (beyond) {
                claimed++;
                seichi_pos_free(b.work);
                b.work = seichi_pos_copy(p);
                b.n = n, b.o = SEICHI_WHITE, b.suicide = suicide, b.inr = inr;
                int r = opponent_can_live(&b, p);
                if (r < 0) skipped++;
                else searched++;
                if (r == 1) fprintf(stderr, "unsound claim (suicide=%d):\n%s", suicide, dia);
                CHECK(r != 1);
            }
            free(pa);
            free(u);
            free(inr);
            seichi_pos_free(p);
        }
    }
    printf("brute force: %d legal fillings, %d with territory beyond Benson, %d searched, %d over the bound\n",
           trials, claimed, searched, skipped);
    CHECK(searched >= 50);
    seichi_pos_free(b.work);
    free(b.seen);
    free(b.queue);
}

/* --- the search against a game-tree check ---------------------------- */

/* Alternating play on the whole board, o first, both may pass (two passes
 * end it), both ignore ko bans (c gets more than seichi_safety's game
 * gives it, so any o win here refutes a proof).  o wins when a claimed
 * stone of c is captured or an o stone on a claimed point is pass-alive.
 * tt: results by (stones, side, plies left, previous pass). */
enum { GT_PLIES = 8 };

typedef struct gt {
    int n, c, o, suicide;
    const uint8_t *claim;  /* 1: claimed c stone, 2: claimed other point */
    uint64_t *keys;
    uint8_t *vals;
    size_t cap;
    size_t count_of_entries;
    seichi_pos *stack[16];
    uint8_t *pa;
} gt;

static int o_has_won(gt *b, const seichi_pos *s)
{
    for (int q = 0; q < b->n; q++)
        if (b->claim[q] == 1 && seichi_pos_color(s, q) != b->c) return 1;
    seichi_pass_alive(s, b->suicide, b->pa);
    for (int q = 0; q < b->n; q++)
        if (b->claim[q] && seichi_pos_color(s, q) == b->o && b->pa[q] == b->o) return 1;
    return 0;
}

static int o_wins(gt *b, const seichi_pos *s, int o_to_move, int plies, int passed)
{
    if (o_has_won(b, s)) return 1;
    if (plies == 0) return 0;
    uint64_t key = seichi_pos_hash(s) ^ (uint64_t)(o_to_move * 2 + passed) * 0x9e3779b97f4a7c15ULL ^
                   (uint64_t)plies * 0xc2b2ae3d27d4eb4fULL;
    key |= 1;
    size_t i = (size_t)(key >> 17) & (b->cap - 1);
    while (b->keys[i] && b->keys[i] != key) i = (i + 1) & (b->cap - 1);
    if (b->keys[i] == key) return b->vals[i];
    int player = o_to_move ? b->o : b->c, result = o_to_move ? 0 : 1;
    unsigned flags = SEICHI_IGNORE_KO | (b->suicide ? SEICHI_ALLOW_SUICIDE : 0);
    seichi_pos *next = b->stack[plies];
    for (int q = -1; q < b->n; q++) {
        int r;
        if (q < 0) {
            r = passed ? 0 : o_wins(b, s, !o_to_move, plies - 1, 1);
        } else {
            if (seichi_pos_color(s, q) != SEICHI_EMPTY) continue;
            seichi_pos_copy_into(next, s);
            if (seichi_pos_play(next, player, q, flags, NULL, NULL) != SEICHI_OK) continue;
            r = o_wins(b, next, !o_to_move, plies - 1, 0);
        }
        if (o_to_move && r) {
            result = 1;
            break;
        }
        if (!o_to_move && !r) {
            result = 0;
            break;
        }
    }
    if ((b->count_of_entries = b->count_of_entries + 1) < b->cap / 2) {
        b->keys[i] = key;
        b->vals[i] = (uint8_t)result;
    }
    return result;
}

static void territory_components(const seichi_pos *p, const uint8_t *pa, int c, uint8_t *claim)
{
    const seichi_graph *g = seichi_pos_graph(p);
    int n = seichi_graph_points(g);
    int *comp = malloc(sizeof(int) * (size_t)n), *queue = malloc(sizeof(int) * (size_t)n);
    for (int q = 0; q < n; q++) comp[q] = 0;
    for (int s = 0; s < n; s++) {
        if (comp[s] || (seichi_pos_color(p, s) == c && pa[s] == c)) continue;
        int qn = 0, all = 1;
        queue[qn++] = s;
        comp[s] = 1;
        for (int i = 0; i < qn; i++) {
            int x = queue[i];
            if (!claim[x]) all = 0;
            const int *nb = seichi_graph_neighbors(g, x);
            for (int k = 0; k < seichi_graph_degree(g, x); k++) {
                int a = nb[k];
                if (comp[a] || (seichi_pos_color(p, a) == c && pa[a] == c)) continue;
                comp[a] = 1;
                queue[qn++] = a;
            }
        }
        if (all)
            for (int i = 0; i < qn; i++) claim[queue[i]] = 2;
    }
    free(comp);
    free(queue);
}

/* Frames: Black pass-alive around, '?' filled at random. */
static const char *const group_templates[] = {
    "X.X.X.X\n"
    "XXXXXXX\n"
    "XOOOOOX\n"
    "XO???OX\n"
    "XOO??OX\n"
    "XXXXXXX\n"
    "X.X.X.X\n",

    "???OX.X\n"
    "??OOXXX\n"
    "OOO?X.X\n"
    "XXXXXXX\n"
    "X.X.X.X\n",

    "X.X.X.X\n"
    "XXXXXXX\n"
    "X?????X\n"
    "X?????X\n"
    "XXXXXXX\n"
    "X.X.X.X\n",

    "???OX.X\n"
    "OO?OXXX\n"
    "?OOOX.X\n"
    "XXXXXXX\n"
    "X.X.X.X\n",

    "???O..\n"
    "OO?O..\n"
    "?OOO..\n"
    "......\n",
};

/* Whether o refutes c's claim on p in the game tree (and says so). */
static int refuted(gt *b, const seichi_pos *p, int c, int suicide, const uint8_t *claim, const char *who,
                   const char *dia)
{
    b->n = seichi_graph_points(seichi_pos_graph(p));
    b->c = c, b->o = 3 - c, b->suicide = suicide, b->claim = claim;
    memset(b->keys, 0, sizeof *b->keys * b->cap);
    b->count_of_entries = 0;
    for (int i = 0; i < 16; i++) b->stack[i] = seichi_pos_copy(p);
    int r = o_wins(b, p, 1, GT_PLIES, 0);
    for (int i = 0; i < 16; i++) seichi_pos_free(b->stack[i]);
    if (r) fprintf(stderr, "refuted %s claim for %d (suicide=%d):\n%s", who, c, suicide, dia);
    return r;
}

static void test_search_game_tree(void)
{
    uint64_t rng = 0x5eed1919;
    gt b;
    memset(&b, 0, sizeof b);
    b.cap = 1 << 18;
    b.keys = malloc(sizeof *b.keys * b.cap);
    b.vals = malloc(b.cap);
    /* the check itself can fail: White's chain around a straight three
     * (Black kills it by playing in the middle), claimed safe on purpose */
    {
        seichi_pos *p = diagram("...OX.X\nOOOOXXX\nXOOOX.X\nXXXXXXX\nX.X.X.X\n");
        int n = seichi_graph_points(seichi_pos_graph(p));
        uint8_t *claim = calloc((size_t)n, 1);
        b.pa = malloc((size_t)n);
        for (int q = 0; q < n; q++) claim[q] = seichi_pos_color(p, q) == SEICHI_WHITE;
        CHECK(refuted(&b, p, SEICHI_WHITE, 0, claim, "(deliberately false, as expected)", ""));
        free(claim);
        free(b.pa);
        seichi_pos_free(p);
    }
    int claims = 0, trials = 0, group_claims = 0, scorer_claims = 0;
    for (size_t t = 0; t < sizeof group_templates / sizeof group_templates[0]; t++) {
        for (int trial = 0; trial < 60; trial++) {
            char dia[256];
            seichi_pos *p = random_filling(group_templates[t], &rng, 62, 87, dia);
            if (!p) continue;
            int n = seichi_graph_points(seichi_pos_graph(p));
            trials++;
            int suicide = (int)(xorshift64(&rng) & 1);
            uint8_t *un = malloc((size_t)n), *sf = malloc((size_t)n), *claim = malloc((size_t)n);
            b.pa = malloc((size_t)n);
            CHECK_EQ(seichi_unconditional(p, suicide, un), SEICHI_OK);
            CHECK_EQ(seichi_safety(p, suicide, sf), SEICHI_OK);
            CHECK_EQ(seichi_pass_alive(p, suicide, b.pa), SEICHI_OK);
            for (int c = 1; c <= 2; c++) {
                int any = 0;
                for (int q = 0; q < n; q++) {
                    claim[q] = 0;
                    if (sf[q] != c || un[q] == c) continue;
                    claim[q] = seichi_pos_color(p, q) == c ? 1 : 2;
                    any = 1;
                }
                /* territory claims: a whole component of the points that
                 * are not c's pass-alive stones, claimed; c's stones there
                 * may be captured (the points stay c's), so only o's life
                 * there refutes them.  Other claimed c stones are a group
                 * proved safe: their capture refutes it. */
                territory_components(p, b.pa, c, claim);
                for (int q = 0; q < n; q++)
                    if (claim[q] == 1) {
                        group_claims++;
                        break;
                    }
                if (!any) continue;
                claims++;
                CHECK(!refuted(&b, p, c, suicide, claim, "search", dia));
            }
            /* the scorer's check of the groups it killed: every group
               asked about, the same refutation */
            uint8_t *all = malloc((size_t)n);
            for (int q = 0; q < n; q++) all[q] = seichi_pos_color(p, q) != SEICHI_EMPTY;
            CHECK_EQ(safety_prove_groups(p, suicide, NULL, all, sf), SEICHI_OK);
            for (int c = 1; c <= 2; c++) {
                int any = 0;
                for (int q = 0; q < n; q++) {
                    claim[q] = sf[q] == c && seichi_pos_color(p, q) == c && b.pa[q] != c;
                    any |= claim[q];
                }
                if (!any) continue;
                scorer_claims++;
                CHECK(!refuted(&b, p, c, suicide, claim, "scorer's check", dia));
            }
            free(all);
            free(un);
            free(sf);
            free(claim);
            free(b.pa);
            seichi_pos_free(p);
        }
    }
    printf("game tree: %d legal fillings, %d search claims (%d of groups), %d of the scorer's check, "
           "checked to %d plies\n", trials, claims, group_claims, scorer_claims, GT_PLIES);
    CHECK(scorer_claims >= 5);
    CHECK(claims >= 20);
    CHECK(group_claims >= 10);
    free(b.keys);
    free(b.vals);
}

int main(void)
{
    RUN(test_cases);
    RUN(test_brute_force);
    RUN(test_search_game_tree);
    return CHECK_DONE();
}
