/*
 * test_eyespace.c - eyespace canonical form and solver (seed 004 sections
 * 4-5): invariance under the 8 board symmetries, translation and
 * distortion; figure 3 (the twenty shapes of sizes 1..6 and their status);
 * the classical eye shapes in the centre, on the edge and in the corner,
 * with internal stones; the shipped table against a fresh solve, and its
 * compact form against the digest of its first, plain form.
 */
#include <stdint.h>

#include "analysis/eyespace.h"
#include "analysis/life.h"
#include "check.h"
#include "testrng.h"
#include "seichi.h"

/* Shape from a diagram on a w x h board: 'e' vacant eyespace point, 'x'
 * friend (Black) stone in the eyespace, 'o' enemy stone in it, anything
 * else outside.  Returns 0 on success. */
static int shape_of(const char *const *rows, int h, eye_shape *s, int *pts)
{
    int w = (int)strlen(rows[0]), k = 0;
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            char c = rows[y][x];
            if (c != 'e' && c != 'x' && c != 'o') continue;
            if (c == 'x') seichi_pos_setup(p, y * w + x, SEICHI_BLACK);
            if (c == 'o') seichi_pos_setup(p, y * w + x, SEICHI_WHITE);
            pts[k++] = y * w + x;
        }
    int rc = eye_from_points(p, pts, k, SEICHI_BLACK, s);
    seichi_pos_free(p);
    return rc;
}

static int status_of(const char *const *rows, int h, int *vital_pt)
{
    eye_shape s;
    int pts[EYE_MAX], v = -1;
    CHECK_EQ(shape_of(rows, h, &s, pts), 0);
    int st = eye_solve(&s, &v);
    if (vital_pt) *vital_pt = v >= 0 ? pts[v] : -1;
    return st;
}

static uint64_t key_of_cells(int w, int h, const int *xs, const int *ys, const int *cols, int k)
{
    seichi_graph *g = seichi_graph_new_grid(w, h);
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    int pts[EYE_MAX];
    for (int i = 0; i < k; i++) {
        pts[i] = ys[i] * w + xs[i];
        if (cols[i]) seichi_pos_setup(p, pts[i], cols[i]);
    }
    eye_shape s;
    eye_canon c;
    uint64_t key = 0;
    if (eye_from_points(p, pts, k, SEICHI_BLACK, &s) == 0 && eye_canonical(&s, &c) == 0) key = c.key;
    seichi_pos_free(p);
    return key;
}

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) { return xorshift64(&rng); }

/* Random connected cells in a box at (bx,by) of size bw. */
static int random_cells(int k, int bx, int by, int bw, int *xs, int *ys)
{
    xs[0] = bx + (int)(rnd() % (uint64_t)bw);
    ys[0] = by + (int)(rnd() % (uint64_t)bw);
    int n = 1;
    for (int tries = 0; n < k && tries < 1000; tries++) {
        int i = (int)(rnd() % (uint64_t)n), d = (int)(rnd() % 4);
        int x = xs[i] + (d == 0) - (d == 1), y = ys[i] + (d == 2) - (d == 3);
        if (x < bx || y < by || x >= bx + bw || y >= by + bw) continue;
        int dup = 0;
        for (int j = 0; j < n; j++) dup |= xs[j] == x && ys[j] == y;
        if (!dup) xs[n] = x, ys[n] = y, n++;
    }
    return n;
}

static void test_symmetry_translation(void)
{
    for (int t = 0; t < 3000; t++) {
        int k = 1 + (int)(rnd() % 9), xs[EYE_MAX], ys[EYE_MAX], cols[EYE_MAX];
        /* near the top-left corner so that edges and corners matter */
        k = random_cells(k, 0, 0, 5, xs, ys);
        for (int i = 0; i < k; i++) {
            int r = (int)(rnd() % 5);
            cols[i] = r < 3 ? 0 : r == 3 ? SEICHI_BLACK : SEICHI_WHITE;
        }
        uint64_t key = key_of_cells(19, 19, xs, ys, cols, k);
        CHECK(key != 0);
        for (int sym = 1; sym < 8; sym++) {
            int tx[EYE_MAX], ty[EYE_MAX];
            for (int i = 0; i < k; i++) {
                int x = xs[i], y = ys[i];
                if (sym & 1) x = 18 - x;
                if (sym & 2) y = 18 - y;
                if (sym & 4) { int z = x; x = y; y = z; }
                tx[i] = x, ty[i] = y;
            }
            CHECK(key_of_cells(19, 19, tx, ty, cols, k) == key);
        }
        /* listing the points in another order changes nothing */
        for (int i = k - 1; i > 0; i--) {
            int j = (int)(rnd() % (uint64_t)(i + 1));
            int a = xs[i], b = ys[i], c = cols[i];
            xs[i] = xs[j], ys[i] = ys[j], cols[i] = cols[j];
            xs[j] = a, ys[j] = b, cols[j] = c;
        }
        CHECK(key_of_cells(19, 19, xs, ys, cols, k) == key);
    }
    /* translation away from the edges */
    for (int t = 0; t < 1000; t++) {
        int k = 1 + (int)(rnd() % 9), xs[EYE_MAX], ys[EYE_MAX], cols[EYE_MAX] = {0};
        k = random_cells(k, 2, 2, 5, xs, ys);
        for (int i = 0; i < k; i++) cols[i] = (int)(rnd() % 3);
        uint64_t key = key_of_cells(19, 19, xs, ys, cols, k);
        int dx = (int)(rnd() % 9), dy = (int)(rnd() % 9);
        for (int i = 0; i < k; i++) xs[i] += dx, ys[i] += dy;
        CHECK(key_of_cells(19, 19, xs, ys, cols, k) == key);
        /* and the key decodes to a shape with the same key */
        if (k <= EYE_KEY_EXACT) {
            eye_shape d;
            eye_canon c;
            CHECK_EQ(eye_decode(key, &d), 0);
            CHECK_EQ(eye_canonical(&d, &c), 0);
            CHECK(c.key == key);
        }
    }
}

static void test_distortion(void)
{
    /* straight, bent and zigzag four with a stone on the second point
       from one end are one graph with one labelling */
    static const int sx[] = {5, 6, 7, 8}, sy[] = {5, 5, 5, 5};
    static const int bx[] = {5, 6, 7, 7}, by[] = {5, 5, 5, 6};
    static const int zx[] = {5, 6, 6, 7}, zy[] = {5, 5, 6, 6};
    static const int col[] = {0, SEICHI_WHITE, 0, 0};
    uint64_t a = key_of_cells(19, 19, sx, sy, col, 4);
    CHECK(a == key_of_cells(19, 19, bx, by, col, 4));
    CHECK(a == key_of_cells(19, 19, zx, zy, col, 4));
    /* a stone elsewhere, the T shape, or the square are different */
    static const int col2[] = {SEICHI_WHITE, 0, 0, 0};
    CHECK(a != key_of_cells(19, 19, sx, sy, col2, 4));
    static const int tx[] = {5, 6, 7, 6}, ty[] = {5, 5, 5, 6};
    CHECK(a != key_of_cells(19, 19, tx, ty, col, 4));
    /* seed 004 figure 6: edge point at one end, white on the farther
       middle point - three drawings, one key, unsettled */
    static const int ax[] = {3, 3, 3, 3}, ay[] = {0, 1, 2, 3};
    static const int cx[] = {0, 1, 2, 2}, cy[] = {9, 9, 9, 10};
    static const int dx[] = {9, 9, 10, 10}, dy[] = {0, 1, 1, 2};
    static const int c6[] = {0, 0, SEICHI_WHITE, 0};
    uint64_t f = key_of_cells(19, 19, ax, ay, c6, 4);
    CHECK(f == key_of_cells(19, 19, cx, cy, c6, 4));
    CHECK(f == key_of_cells(19, 19, dx, dy, c6, 4));
    eye_shape s;
    CHECK_EQ(eye_decode(f, &s), 0);
    CHECK_EQ(eye_solve(&s, NULL), LIFE_UNSETTLED);
}

/* Every free polyomino of size 1..6 in the centre: the graphs. */
static void test_figure3(void)
{
    /* grow fixed polyominoes as 8x8 bit masks, translated to the origin */
    static uint64_t shapes[4096];
    int nshapes = 0, start[8] = {0};
    shapes[nshapes++] = 1;
    start[1] = 0;
    for (int size = 2; size <= 6; size++) {
        start[size] = nshapes;
        for (int i = start[size - 1]; i < start[size]; i++)
            for (int c = 0; c < 64; c++) {
                if (!(shapes[i] >> c & 1)) continue;
                int x = c % 8, y = c / 8;
                for (int d = 0; d < 4; d++) {
                    int nx = x + (d == 0) - (d == 1), ny = y + (d == 2) - (d == 3);
                    uint64_t m = shapes[i];
                    if (nx < 0) { m = 0; for (int q = 0; q < 64; q++) if (shapes[i] >> q & 1) m |= 1ull << (q + 1); nx = 0; }
                    if (ny < 0) { uint64_t m2 = 0; for (int q = 0; q < 64; q++) if (m >> q & 1) m2 |= 1ull << (q + 8); m = m2; ny = 0; }
                    if (nx > 7 || ny > 7) continue;
                    m |= 1ull << (ny * 8 + nx);
                    if (__builtin_popcountll(m) != size) continue;
                    int dup = 0;
                    for (int j = start[size]; j < nshapes && !dup; j++) dup = shapes[j] == m;
                    if (!dup && nshapes < 4096) shapes[nshapes++] = m;
                }
            }
    }
    start[7] = nshapes;
    uint64_t keys[64];
    int status[64], nkeys = 0, per_size[7] = {0};
    for (int i = 0; i < nshapes; i++) {
        int xs[8], ys[8], cols[8] = {0}, k = 0;
        for (int q = 0; q < 64; q++)
            if (shapes[i] >> q & 1) xs[k] = 6 + q % 8, ys[k] = 6 + q / 8, k++;
        uint64_t key = key_of_cells(19, 19, xs, ys, cols, k);
        int dup = 0;
        for (int j = 0; j < nkeys; j++) dup |= keys[j] == key;
        if (dup || nkeys == 64) continue;
        eye_shape s;
        CHECK_EQ(eye_decode(key, &s), 0);
        keys[nkeys] = key;
        status[nkeys++] = eye_solve(&s, NULL);
        per_size[k]++;
    }
    /* seed 004: "Figure 3 shows the twenty different shapes of sizes 1
       through 6" */
    CHECK_EQ(nkeys, 20);
    CHECK_EQ(per_size[1] + per_size[2] + per_size[3], 3);
    CHECK_EQ(per_size[4], 3);
    CHECK_EQ(per_size[5], 4);
    CHECK_EQ(per_size[6], 10);
    int dead = 0, unsettled = 0, alive = 0;
    for (int i = 0; i < nkeys; i++) {
        dead += status[i] == LIFE_DEAD;
        unsettled += status[i] == LIFE_UNSETTLED;
        alive += status[i] == LIFE_ALIVE;
    }
    /* dead: 1, 2, square four; unsettled: three, pyramid four, bulky
       five, crossed five, rabbity six; alive: the other twelve */
    CHECK_EQ(dead, 3);
    CHECK_EQ(unsettled, 5);
    CHECK_EQ(alive, 12);
}

#define ST(...) status_of((const char *const[]){__VA_ARGS__}, (int)(sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *)), NULL)

static void test_classical_centre(void)
{
    CHECK_EQ(ST("#####", "#.e.#", "#####"), LIFE_DEAD);
    CHECK_EQ(ST("######", "##ee##", "######"), LIFE_DEAD);
    int vital;
    const char *const straight3[] = {"#####", "#eee#", "#####"};
    CHECK_EQ(status_of(straight3, 3, &vital), LIFE_UNSETTLED);
    CHECK_EQ(vital, 7); /* the middle point */
    CHECK_EQ(ST("#####", "#ee##", "##e##", "#####"), LIFE_UNSETTLED);  /* bent three */
    CHECK_EQ(ST("####", "#ee#", "#ee#", "####"), LIFE_DEAD);           /* square four */
    CHECK_EQ(ST("######", "#eeee#", "######"), LIFE_ALIVE);            /* straight four */
    CHECK_EQ(ST("#####", "#eee#", "###e#", "#####"), LIFE_ALIVE);      /* bent four */
    CHECK_EQ(ST("#####", "#eee#", "##e##", "#####"), LIFE_UNSETTLED);  /* pyramid four */
    CHECK_EQ(ST("#####", "#ee##", "#eee#", "#####"), LIFE_UNSETTLED);  /* bulky five */
    CHECK_EQ(ST("#####", "##e##", "#eee#", "##e##", "#####"), LIFE_UNSETTLED); /* crossed five */
    CHECK_EQ(ST("#####", "##e##", "#eee#", "##ee#", "#####"), LIFE_UNSETTLED); /* rabbity six */
    CHECK_EQ(ST("######", "##e###", "#eeee#", "##e###", "######"), LIFE_ALIVE); /* cross, long arm */
    CHECK_EQ(ST("#####", "#eee#", "#eee#", "#####"), LIFE_ALIVE);      /* rectangular six */
    CHECK_EQ(ST("#######", "#eeeee#", "#######"), LIFE_ALIVE);
    /* internal stones: an enemy stone on the vital point of a straight
       three is dead; a friend stone there is two eyes */
    CHECK_EQ(ST("#####", "#eoe#", "#####"), LIFE_DEAD);
    CHECK_EQ(ST("#####", "#exe#", "#####"), LIFE_ALIVE);
    /* bulky five with the enemy on its vital point: dead (no ko) */
    CHECK_EQ(ST("#####", "#ee##", "#eoe#", "#####"), LIFE_DEAD);
}

static void test_classical_edge_corner(void)
{
    /* rectangular six: alive on the side, unsettled in the corner when
       the group has no outside liberty */
    CHECK_EQ(ST("eee###", "eee###", "######", "######"), LIFE_UNSETTLED);
    CHECK_EQ(ST("#eee##", "#eee##", "######", "######"), LIFE_ALIVE);
    /* straight three along the edge and in the corner stay unsettled */
    CHECK_EQ(ST("#eee#", "#####", "#####"), LIFE_UNSETTLED);
    CHECK_EQ(ST("eee##", "#####", "#####"), LIFE_UNSETTLED);
    /* the corner point is no liberty of the group: a two-point eye along
       the corner is dead, and so is the corner three bent round it */
    CHECK_EQ(ST("ee###", "#####"), LIFE_DEAD);
    CHECK_EQ(ST("ee###", "e####", "#####"), LIFE_UNSETTLED);
    /* bent four in the corner: the attacker's stone on the 1-2 point and
       the defender's on the 2-1 point make a ko, which counts as dead */
    CHECK_EQ(ST("eo###", "xe###", "#####"), LIFE_DEAD);
}

static void test_table_matches_solver(void)
{
    int n = eye_table_size();
    printf("shipped table: %d entries\n", n);
    CHECK(n > 1000);
    /* sample keys: decode, solve fresh, compare */
    int checked = 0;
    for (int t = 0; t < 3000; t++) {
        int k = 1 + (int)(rnd() % 7), xs[EYE_MAX], ys[EYE_MAX], cols[EYE_MAX];
        k = random_cells(k, 0, 0, 4, xs, ys);
        for (int i = 0; i < k; i++) {
            int r = (int)(rnd() % 6);
            cols[i] = r < 4 ? 0 : r == 4 ? SEICHI_BLACK : SEICHI_WHITE;
        }
        uint64_t key = key_of_cells(19, 19, xs, ys, cols, k);
        int vital = -1;
        int st = eye_table_lookup(key, &vital);
        if (st < 0) continue;
        eye_shape s;
        CHECK_EQ(eye_decode(key, &s), 0);
        int v2 = -1;
        CHECK_EQ(st, eye_solve(&s, &v2));
        if (st == LIFE_UNSETTLED) CHECK(vital >= 0 && vital < k);
        checked++;
    }
    printf("table sample: %d keys solved afresh\n", checked);
    CHECK(checked > 1000);
}

/* The table's content in its first form (16-byte rows {key, status, vital},
 * 1.9 MB of C): its row count and the FNV-1a digest of every row as 8
 * little-endian key bytes, the status and the vital byte, in key order.
 * The compact form must give back exactly these rows, and find each. */
#define TABLE_ROWS 71643
#define TABLE_DIGEST 0x3f6cbb013ead137cull

static void test_table_content(void)
{
    CHECK_EQ(eye_table_size(), TABLE_ROWS);
    uint64_t h = 0xcbf29ce484222325ull, prev = 0;
    int found = 0, sorted = 1, missed = 0, vital_ok = 1;
    for (int i = 0; i < eye_table_size(); i++) {
        uint64_t key = 0;
        int vital = -9, v2 = -9;
        int st = eye_table_entry(i, &key, &vital);
        for (int b = 0; b < 8; b++) h = (h ^ (key >> (8 * b) & 255)) * 0x100000001b3ull;
        h = (h ^ (uint8_t)st) * 0x100000001b3ull;
        h = (h ^ (uint8_t)(int8_t)vital) * 0x100000001b3ull;
        sorted &= i == 0 || key > prev;
        found += eye_table_lookup(key, &v2) == st && v2 == vital;
        vital_ok &= st == LIFE_UNSETTLED ? vital >= 0 && vital < EYE_KEY_EXACT : vital == -1;
        /* a key between two rows is not in the table */
        if (i > 0 && key - prev > 1) missed += eye_table_lookup(key - 1, NULL) == -1;
        else missed++;
        prev = key;
    }
    printf("table content: %d rows, digest %016llx\n", eye_table_size(), (unsigned long long)h);
    CHECK(h == TABLE_DIGEST);
    CHECK(sorted);
    CHECK(vital_ok);
    CHECK_EQ(found, TABLE_ROWS);
    CHECK_EQ(missed, TABLE_ROWS);
    CHECK_EQ(eye_table_lookup(0, NULL), -1);
    CHECK_EQ(eye_table_lookup(prev + 1, NULL), -1);
    CHECK_EQ(eye_table_lookup(UINT64_MAX, NULL), -1);
    CHECK_EQ(eye_table_entry(-1, NULL, NULL), -1);
    CHECK_EQ(eye_table_entry(TABLE_ROWS, NULL, NULL), -1);
}

int main(void)
{
    RUN(test_symmetry_translation);
    RUN(test_distortion);
    RUN(test_figure3);
    RUN(test_classical_centre);
    RUN(test_classical_edge_corner);
    RUN(test_table_matches_solver);
    RUN(test_table_content);
    return CHECK_DONE();
}
