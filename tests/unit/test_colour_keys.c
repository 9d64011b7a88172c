/*
 * test_colour_keys.c - the searches with a transposition table answer a
 * question and its colour-swapped twin alike, node for node: the tactical
 * reader (read.c), the liberty race reader (read_semeai.c) and the safety
 * search (safety.c).  Their tables are lossy and their budgets cut
 * searches short, so the twin must hit the same table slots; with keys
 * in absolute colours it does not, and an answer cut by the budget could
 * differ (the colour-swap invariant of the scorer broke that way once).
 *
 * The twin is pos_swap_colours() of the position (same chains, same
 * heads, so the same candidate order).  Each question is asked with the
 * default table and with a tiny one (many evictions), and with the
 * default budget and small ones (many answers cut short); answer, move
 * and node count must be equal.  Positions: every attack, defend and
 * analyze_semeai question of the GTP regression files (every .tst file of
 * tests/regress, its session replayed through the in-process engine), every chain of
 * three liberties or fewer of ten random positions, and the cases of
 * tests/data/uncond/cases.txt for the safety search (region and group
 * mode, the scorer's check), and whole calls of seichi_safety and the
 * scorer's check on a board where the budget cuts one colour's search.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/life.h"
#include "analysis/read_int.h"
#include "analysis/safety_int.h"
#include "check.h"
#include "gtp/gtp_impl.h"
#include "testpos.h"
#include "testrng.h"

static const int budgets[] = {0, 300, 60, 15}; /* 0: the reader's default */
static const int tt_bits[] = {12, 3};

typedef struct answer {
    int res, kill, move, nodes;
} answer;

enum { ATTACK, DEFEND, SEMEAI };

static answer ask(const seichi_pos *p, int kind, int a, int b, int budget, int bits)
{
    answer x = {0, 0, SEICHI_NONE, 0};
    seichi_reader *r = read_new(p, budget, 0, bits, 0);
    CHECK(r != NULL);
    if (!r) return x;
    if (kind == ATTACK) x.res = seichi_read_attack(r, p, a, &x.move);
    else if (kind == DEFEND) x.res = seichi_read_defend(r, p, a, &x.move);
    else x.res = seichi_read_semeai(r, p, a, b, &x.kill, &x.move);
    x.nodes = seichi_read_nodes(r);
    seichi_reader_free(r);
    return x;
}

static int cut, asked_twins, differ_nodes;

/* The question on p and on its colour-swapped twin, at every budget from
 * budgets[first_budget] on and every table size: the same answer, move
 * and nodes. */
static void twins(const seichi_pos *p, int kind, int a, int b, const char *where, size_t first_budget)
{
    seichi_pos *q = seichi_pos_copy(p);
    pos_swap_colours(q);
    for (size_t i = first_budget; i < sizeof budgets / sizeof *budgets; i++)
        for (size_t j = 0; j < sizeof tt_bits / sizeof *tt_bits; j++) {
            answer x = ask(p, kind, a, b, budgets[i], tt_bits[j]), y = ask(q, kind, a, b, budgets[i], tt_bits[j]);
            int same = x.res == y.res && x.kill == y.kill && x.move == y.move;
            CHECK(same);
            CHECK_EQ(x.nodes, y.nodes);
            if (!same || x.nodes != y.nodes)
                fprintf(stderr, "%s: question %d on %d %d, budget %d, 2^%d entries: %d %d %d in %d nodes, "
                                "twin %d %d %d in %d\n",
                        where, kind, a, b, budgets[i], tt_bits[j], x.res, x.kill, x.move, x.nodes, y.res, y.kill,
                        y.move, y.nodes);
            differ_nodes += x.nodes != y.nodes;
            cut += x.res == SEICHI_READ_UNKNOWN || x.kill == SEICHI_READ_UNKNOWN;
            asked_twins++;
        }
    seichi_pos_free(q);
}

static int loader(void *ud, const char *path, char **buf, size_t *len)
{
    char full[2048];
    snprintf(full, sizeof full, "%s/%s", (const char *)ud, path);
    FILE *f = fopen(full, "rb");
    if (!f) return 1;
    size_t cap = 1 << 16, n = 0;
    char *b = malloc(cap);
    size_t got;
    while (b && (got = fread(b + n, 1, cap - n, f)) > 0)
        if ((n += got) == cap) b = realloc(b, cap *= 2);
    fclose(f);
    if (!b) return 1;
    *buf = b, *len = n;
    return 0;
}

/* One .tst file: its session replayed, each reading question asked on
 * the position the engine holds then. */
static int regress_file(const char *dir, const char *name)
{
    char path[2048], line[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    if (!f) return 0;
    seichi_gtp *e = seichi_gtp_new();
    seichi_gtp_set_loader(e, loader, (void *)dir);
    int questions = 0, lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (line[0] == '#') continue;
        seichi_gtp_exec(e, line, strlen(line), NULL);
        char cmd[64] = "", v1[16] = "", v2[16] = "";
        if (sscanf(line, "%*d %63s %15s %15s", cmd, v1, v2) < 2) continue;
        int kind = !strcmp(cmd, "attack") ? ATTACK : !strcmp(cmd, "defend") ? DEFEND
                   : !strcmp(cmd, "analyze_semeai") ? SEMEAI : -1;
        if (kind < 0) continue;
        int a = seichi_graph_find_point(e->graph, v1), b = kind == SEMEAI ? seichi_graph_find_point(e->graph, v2) : 0;
        if (a < 0 || b < 0 || !seichi_pos_color(e->pos, a) || (kind == SEMEAI && !seichi_pos_color(e->pos, b)))
            continue;
        snprintf(path, sizeof path, "%s:%d", name, lineno);
        twins(e->pos, kind, a, b, path, 0);
        questions++;
    }
    fclose(f);
    seichi_gtp_free(e);
    return questions;
}

static void test_regress_questions(void)
{
    const char *src = getenv("SEICHI_SOURCE_DIR");
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/regress", src ? src : ".");
    DIR *d = opendir(dir);
    CHECK(d != NULL);
    if (!d) return;
    int questions = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t n = strlen(de->d_name);
        if (n > 4 && !strcmp(de->d_name + n - 4, ".tst")) questions += regress_file(dir, de->d_name);
    }
    closedir(d);
    printf("regress: %d questions, %d asked with their twins, %d cut by the budget, %d node counts differ\n",
           questions, asked_twins, cut, differ_nodes);
    CHECK(questions >= 58); /* reading.tst and semeai.tst: 44 + 16, two of them errors */
    CHECK(cut >= 20);
}

/* Random 9x9 positions: every chain of three liberties or fewer,
 * attacked and defended; a race between neighbouring chains of two or
 * three liberties; at the small budgets only (the default one makes
 * races in open random positions slow, and the regression questions
 * have it). */
static void test_random_positions(void)
{
    uint64_t rng = 0xc0105e;
    seichi_graph *g = seichi_graph_new_grid(9, 9);
    int before = asked_twins, cut0 = cut, races = 0;
    for (int game = 0; game < 10; game++) {
        seichi_pos *p = seichi_pos_new(g, 2);
        int plays = 30 + (int)(xorshift64(&rng) % 50);
        for (int i = 0; i < plays; i++)
            seichi_pos_play(p, seichi_pos_to_move(p), (int)(xorshift64(&rng) % 81), 0, NULL, NULL);
        for (int s = 0; s < 81; s++) {
            if (p->head[s] != s || p->libs[s] > 3) continue;
            twins(p, ATTACK, s, 0, "random", 1);
            twins(p, DEFEND, s, 0, "random", 1);
            for (int k = g->adj_off[s]; k < g->adj_off[s + 1] && races < 40; k++) {
                int t = p->head[g->adj[k]];
                if (t < 0 || p->color[t] == p->color[s] || p->libs[t] > 3 || p->libs[s] < 2) continue;
                twins(p, SEMEAI, s, t, "random race", 1);
                races++;
            }
        }
        seichi_pos_free(p);
    }
    seichi_graph_release(g);
    printf("random: %d questions with their twins (%d races), %d cut by the budget\n", asked_twins - before, races,
           cut - cut0);
    CHECK(races >= 20);
    CHECK(cut - cut0 >= 50);
}

/* The keys themselves: a question about a chain and the same question on
 * the twin have one key, with or without a ko. */
static void test_keys(void)
{
    seichi_pos *p = diagram(". X O .\n"
                            "X O . O\n"
                            ". X O .\n"
                            ". . . .\n");
    CHECK_EQ(seichi_pos_play(p, SEICHI_BLACK, at(p, "C3"), 0, NULL, NULL), SEICHI_OK); /* takes B3: a ko */
    seichi_pos *q = seichi_pos_copy(p);
    pos_swap_colours(q);
    seichi_reader *r = read_new(p, 0, 0, 4, 0), *t = read_new(q, 0, 0, 4, 0);
    for (int ko = 0; ko < 2; ko++) {
        CHECK(read_begin(r, p) && read_begin(t, q));
        for (int c = 1; c <= 2; c++) CHECK(read_key(r, c, 99) == read_key(t, 3 - c, 99));
        CHECK(read_key(r, 1, 99) != read_key(r, 2, 99));
        CHECK(read_key(r, 1, 99) != read_key(r, 1, 98));
        p->ko = q->ko = SEICHI_NONE;
    }
    seichi_reader_free(r);
    seichi_reader_free(t);
    seichi_pos_free(p);
    seichi_pos_free(q);
}

/* The safety search for colour c on p and for the other colour on the
 * twin: every region (a component of the points that are not c's
 * pass-alive stones, small enough) searched alone, then group mode as
 * the scorer's check runs it; the same answers and the same nodes. */
typedef struct safety_answer {
    long nodes;
    uint8_t *out;
} safety_answer;

static safety_answer safety_for(const seichi_pos *p, int c, int suicide, int bits, long cap)
{
    int n = p->n;
    safety_answer a = {0, calloc((size_t)n, 1)};
    uint8_t *pa0 = malloc((size_t)n), *wall = malloc((size_t)n), *seen = calloc((size_t)n, 1);
    uint8_t *want = malloc((size_t)n);
    int32_t *queue = malloc(sizeof(int32_t) * (size_t)n);
    CHECK_EQ(seichi_pass_alive(p, suicide, pa0), SEICHI_OK);
    for (int q = 0; q < n; q++) {
        wall[q] = p->color[q] == c && pa0[q] == c;
        want[q] = p->color[q] == c;
    }
    safety_ctx x;
    safety_ctx_init(&x, p, suicide, cap, 10 * cap);
    x.tt_bits = bits;
    x.c = c, x.o = 3 - c, x.wall = wall;
    for (int s = 0; s < n; s++) {
        if (wall[s] || seen[s]) continue;
        int qn = 0;
        seen[s] = 1;
        queue[qn++] = s;
        for (int i = 0; i < qn; i++)
            for (int k = p->g->adj_off[queue[i]]; k < p->g->adj_off[queue[i] + 1]; k++) {
                int b = p->g->adj[k];
                if (!wall[b] && !seen[b]) seen[b] = 1, queue[qn++] = b;
            }
        if (qn > SAFETY_MAX_POINTS) continue;
        x.rpts = x.cpts = queue;
        x.nr = x.ncp = qn;
        x.ngs = 0;
        if (safety_search(&x, p))
            for (int i = 0; i < qn; i++) a.out[queue[i]] = (uint8_t)c;
    }
    x.want = want;
    x.levels = SAFETY_PROVE_LEVELS;
    CHECK_EQ(safety_groups(&x, p, pa0, a.out), SEICHI_OK);
    a.nodes = x.call_nodes;
    safety_ctx_free(&x);
    free(pa0), free(wall), free(seen), free(want), free(queue);
    return a;
}

static void test_safety(void)
{
    const char *src = getenv("SEICHI_SOURCE_DIR");
    char path[1024], line[256], rows[4096];
    snprintf(path, sizeof path, "%s/tests/data/uncond/cases.txt", src ? src : ".");
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    if (!f) return;
    int cases = 0, searched = 0, in_pos = 0;
    size_t len = 0;
    while (fgets(line, sizeof line, f)) {
        if (!strncmp(line, "case ", 5)) {
            in_pos = 1, len = 0;
            continue;
        }
        if (!in_pos) continue;
        if (line[0] != '=') {
            if (len + strlen(line) < sizeof rows) memcpy(rows + len, line, strlen(line) + 1), len += strlen(line);
            continue;
        }
        in_pos = 0;
        seichi_pos *p = diagram(rows);
        CHECK(p != NULL);
        if (!p) continue;
        seichi_pos *q = seichi_pos_copy(p);
        pos_swap_colours(q);
        cases++;
        for (int c = 1; c <= 2; c++)
            for (int suicide = 0; suicide < 2; suicide++)
                for (int bits = 2; bits <= 10; bits += 8)
                    for (long cap = 40; cap <= 4000; cap *= 10) {
                        safety_answer a = safety_for(p, c, suicide, bits, cap),
                                      b = safety_for(q, 3 - c, suicide, bits, cap);
                        CHECK_EQ(a.nodes, b.nodes);
                        int same = 1;
                        for (int i = 0; i < p->n; i++) same &= b.out[i] == (a.out[i] ? 3 - a.out[i] : 0);
                        CHECK(same);
                        searched += a.nodes > 0;
                        free(a.out), free(b.out);
                    }
        seichi_pos_free(p);
        seichi_pos_free(q);
    }
    fclose(f);
    printf("safety: %d cases, %d searches with nodes, each against its twin\n", cases, searched);
    CHECK(cases >= 10);
    CHECK(searched >= 40);
}

/* Whole calls, both colours searched: seichi_safety and the scorer's
 * check of every group give the twin the colour-swapped map, also where
 * the budget cuts the search.  The colours share no budget (a shared
 * one, spent Black first, cut the colour searched second on one board
 * and not on its twin). */
static int swapped_maps(const uint8_t *a, const uint8_t *b, int n)
{
    for (int i = 0; i < n; i++)
        if (b[i] != (a[i] == 1 || a[i] == 2 ? 3 - a[i] : a[i])) return 0;
    return 1;
}

static void test_safety_calls(void)
{
    /* three Black groups with an eye of 2x4 points on the edge (each
     * takes about 1,800 nodes of the scorer's check: two fit its budget
     * of a colour), one White group of the same shape, pass-alive walls */
    seichi_pos *p = diagram("X....XOX....XOX....XOXO....O\n"
                            "X....XOX....XOX....XOXO....O\n"
                            "XXXXXXOXXXXXXOXXXXXXOXOOOOOO\n"
                            "OOOOOOOOOOOOOOOOOOOOOXXXXXXX\n"
                            "O.O.O.OO.O.O.OO.O.O.OX.X.X.X\n");
    CHECK(p != NULL);
    if (!p) return;
    seichi_pos *q = seichi_pos_copy(p);
    pos_swap_colours(q);
    int n = p->n;
    uint8_t *a = malloc((size_t)n), *b = malloc((size_t)n), *want = malloc((size_t)n);
    for (int i = 0; i < n; i++) want[i] = p->color[i] != SEICHI_EMPTY;
    for (int suicide = 0; suicide < 2; suicide++) {
        CHECK_EQ(safety_prove_groups(p, suicide, NULL, want, a), SEICHI_OK);
        CHECK_EQ(safety_prove_groups(q, suicide, NULL, want, b), SEICHI_OK);
        CHECK(swapped_maps(a, b, n));
        int proved[3] = {0, 0, 0};
        for (int i = 0; i < n; i++) proved[a[i] <= 2 ? a[i] : 0]++;
        CHECK(proved[SEICHI_BLACK] > 0 && proved[SEICHI_BLACK] < 54); /* the budget cut Black's search */
        CHECK_EQ(proved[SEICHI_WHITE], 18);                          /* and not White's */
        CHECK_EQ(seichi_safety(p, suicide, a), SEICHI_OK);
        CHECK_EQ(seichi_safety(q, suicide, b), SEICHI_OK);
        CHECK(swapped_maps(a, b, n));
    }
    free(a), free(b), free(want);
    seichi_pos_free(p);
    seichi_pos_free(q);
}

int main(void)
{
    RUN(test_keys);
    RUN(test_regress_questions);
    RUN(test_random_positions);
    RUN(test_safety);
    RUN(test_safety_calls);
    return CHECK_DONE();
}
