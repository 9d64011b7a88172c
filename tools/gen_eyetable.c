/*
 * gen_eyetable.c - writes src/analysis/eyetable.inc, the shipped table of
 * solved eyespaces (seed 004 section 5).  Run by `make eyetable`.
 *
 * Enumeration: every fixed polyomino of 1..MAXK cells (all orientations),
 * placed in the top-left corner of a 19x19 board at offsets (0|1, 0|1) -
 * touching the corner, the top edge, the left edge, or neither - which by
 * symmetry gives every edge/corner labelling a shape of <= 7 points can
 * have.  Each distinct shape (canonical key of the all-vacant shape) is
 * solved once for all 3^k colourings (eye_solve_all); every legal
 * colouring is canonicalised and stored under its own key.  A key met
 * twice with different statuses would mean a broken canonical form: the
 * generator then fails.
 *
 * What is shipped: every legal colouring of shapes with up to SHIP_FULL
 * points, and the colourings with at most SHIP_STONES stones of larger
 * shapes up to MAXK (the full set of 7-point colourings would be millions
 * of rows); anything else is solved at run time (a few ms) and memoised.
 *
 * Written in the compact form eyetable.c reads (its header describes it):
 * the sorted keys in blocks of EYE_BLOCK, each block's first key whole
 * and the others as LEB128 deltas, the verdicts as 4-bit indexes into a
 * palette of (status, vital) pairs.
 *
 * usage: gen_eyetable [OUT.inc]   (default: stdout); summary on stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/eyespace.h"
#include "analysis/life.h"
#include "seichi.h"

#define MAXK 7
#define SHIP_FULL 6
#define SHIP_STONES 2
#define EYE_BLOCK 64 /* keys per block: eyetable.c walks at most this many deltas */

typedef struct entry {
    uint64_t key;
    int8_t status, vital;
} entry;

static entry *tab;
static size_t tcap, tused;
static long conflicts;

static void put(uint64_t key, int status, int vital)
{
    if ((tused + 1) * 2 > tcap) {
        size_t ncap = tcap ? tcap * 2 : 1 << 16;
        entry *nt = calloc(ncap, sizeof *nt);
        if (!nt) { fprintf(stderr, "gen_eyetable: out of memory\n"); exit(2); }
        for (size_t i = 0; i < tcap; i++) {
            if (!tab[i].key) continue;
            size_t j = tab[i].key % ncap;
            while (nt[j].key) j = (j + 1) % ncap;
            nt[j] = tab[i];
        }
        free(tab);
        tab = nt;
        tcap = ncap;
    }
    size_t i = key % tcap;
    while (tab[i].key && tab[i].key != key) i = (i + 1) % tcap;
    if (tab[i].key) {
        if (tab[i].status != status) conflicts++;
        return;
    }
    tab[i].key = key;
    tab[i].status = (int8_t)status;
    tab[i].vital = (int8_t)vital;
    tused++;
}

static int cmp_entry(const void *a, const void *b)
{
    uint64_t x = ((const entry *)a)->key, y = ((const entry *)b)->key;
    return x < y ? -1 : x > y;
}

/* fixed polyominoes as 8x8 masks at the origin */
static uint64_t *polys;
static int npolys, pcap;

static uint64_t shift_mask(uint64_t m, int dx, int dy)
{
    uint64_t r = 0;
    for (int q = 0; q < 64; q++)
        if (m >> q & 1) r |= 1ull << ((q / 8 + dy) * 8 + q % 8 + dx);
    return r;
}

static void grow(void)
{
    int start = 0, end;
    polys = malloc(sizeof *polys * (pcap = 1 << 14));
    polys[npolys++] = 1;
    for (int size = 2; size <= MAXK; size++) {
        end = npolys;
        for (int i = start; i < end; i++)
            for (int c = 0; c < 64; c++) {
                if (!(polys[i] >> c & 1)) continue;
                for (int d = 0; d < 4; d++) {
                    int nx = c % 8 + (d == 0) - (d == 1), ny = c / 8 + (d == 2) - (d == 3);
                    uint64_t m = polys[i];
                    if (nx < 0) m = shift_mask(m, 1, 0), nx = 0;
                    if (ny < 0) m = shift_mask(m, 0, 1), ny = 0;
                    if (nx > 7 || ny > 7) continue;
                    m |= 1ull << (ny * 8 + nx);
                    if (__builtin_popcountll(m) != size) continue;
                    int dup = 0;
                    for (int j = end; j < npolys && !dup; j++) dup = polys[j] == m;
                    if (dup) continue;
                    if (npolys == pcap) polys = realloc(polys, sizeof *polys * (size_t)(pcap *= 2));
                    polys[npolys++] = m;
                }
            }
        start = end;
    }
}

/* Writes n sorted entries in eyetable.c's compact form; 0, or -1 (and a
 * message) if the verdicts need more than 16 palette rows. */
static int write_table(FILE *f, const entry *e, size_t n, long shapes)
{
    int pal[16][2], npal = 0;
    uint8_t *code = calloc(n / 2 + 1, 1);
    size_t nblocks = (n + EYE_BLOCK - 1) / EYE_BLOCK, ndelta = 0;
    uint8_t *delta = malloc(n * 10 + 1);
    uint32_t *at = malloc(sizeof *at * (nblocks + 1));
    if (!code || !delta || !at) { fprintf(stderr, "gen_eyetable: out of memory\n"); return -1; }
    for (size_t i = 0; i < n; i++) {
        int c = 0;
        while (c < npal && (pal[c][0] != e[i].status || pal[c][1] != e[i].vital)) c++;
        if (c == npal) {
            if (npal == 16) { fprintf(stderr, "gen_eyetable: more than 16 (status, vital) pairs\n"); return -1; }
            pal[npal][0] = e[i].status, pal[npal][1] = e[i].vital, npal++;
        }
        code[i / 2] |= (uint8_t)(c << (i % 2 * 4));
        if (i % EYE_BLOCK == 0) { at[i / EYE_BLOCK] = (uint32_t)ndelta; continue; }
        for (uint64_t d = e[i].key - e[i - 1].key; ; d >>= 7) {
            delta[ndelta++] = (uint8_t)(d & 127) | (d > 127 ? 128 : 0);
            if (d <= 127) break;
        }
    }
    at[nblocks] = (uint32_t)ndelta;
    fprintf(f, "/* Generated by tools/gen_eyetable.c (make eyetable); do not edit.\n"
               " * %zu eyespaces: every legal colouring of shapes of 1..%d points, and\n"
               " * those with at most %d stones of shapes of %d..%d points; %ld shapes\n"
               " * with their edge/corner labels.  Read by eyetable.c: %zu blocks of %d\n"
               " * sorted keys (first key, offset of the other keys' LEB128 deltas),\n"
               " * %zu bytes of deltas, a 4-bit verdict per key into the palette. */\n",
            n, SHIP_FULL, SHIP_STONES, SHIP_FULL + 1, MAXK, shapes, nblocks, EYE_BLOCK, ndelta);
    fprintf(f, "#define EYE_TABLE_N %zu\n#define EYE_BLOCK %d\n#define EYE_BLOCKS %zu\n", n, EYE_BLOCK, nblocks);
    fprintf(f, "static const int8_t eye_palette[%d][2] = {", npal);
    for (int c = 0; c < npal; c++) fprintf(f, "%s{%d,%d}", c ? "," : "", pal[c][0], pal[c][1]);
    fprintf(f, "};\nstatic const uint64_t eye_block_key[EYE_BLOCKS] = {\n");
    for (size_t b = 0; b < nblocks; b++)
        fprintf(f, "0x%llxull,%s", (unsigned long long)e[b * EYE_BLOCK].key, b % 4 == 3 || b + 1 == nblocks ? "\n" : "");
    fprintf(f, "};\nstatic const uint32_t eye_block_at[EYE_BLOCKS + 1] = {\n");
    for (size_t b = 0; b <= nblocks; b++)
        fprintf(f, "%lu,%s", (unsigned long)at[b], b % 12 == 11 || b == nblocks ? "\n" : "");
    fprintf(f, "};\nstatic const uint8_t eye_delta[%zu] = {\n", ndelta);
    for (size_t i = 0; i < ndelta; i++)
        fprintf(f, "%d,%s", delta[i], i % 24 == 23 || i + 1 == ndelta ? "\n" : "");
    fprintf(f, "};\nstatic const uint8_t eye_code[%zu] = {\n", (n + 1) / 2);
    for (size_t i = 0; i < (n + 1) / 2; i++)
        fprintf(f, "%d,%s", code[i], i % 24 == 23 || i + 1 == (n + 1) / 2 ? "\n" : "");
    fprintf(f, "};\n");
    free(code);
    free(delta);
    free(at);
    return 0;
}

int main(int argc, char **argv)
{
    grow();
    seichi_graph *g = seichi_graph_new_grid(19, 19);
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    uint64_t *seen = calloc(1 << 16, sizeof *seen);
    size_t seen_n = 0;
    long shapes = 0, colourings = 0;
    uint8_t *st = malloc(2187);
    int8_t *vt = malloc(2187);
    for (int i = 0; i < npolys; i++)
        for (int off = 0; off < 4; off++) {
            int pts[EYE_MAX], k = 0;
            for (int q = 0; q < 64; q++)
                if (polys[i] >> q & 1) pts[k++] = (q / 8 + off / 2) * 19 + q % 8 + off % 2;
            eye_shape s, cs;
            eye_canon cn;
            if (eye_from_points(p, pts, k, SEICHI_BLACK, &s) || eye_canonical(&s, &cn)) return 2;
            size_t h = cn.key % (1 << 16);
            while (seen[h] && seen[h] != cn.key) h = (h + 1) % (1 << 16);
            if (seen[h]) continue;
            seen[h] = cn.key;
            if (++seen_n > (1 << 15)) return 2;
            shapes++;
            eye_permute(&s, cn.perm, &cs);
            if (eye_solve_all(&cs, st, vt)) return 2;
            int ns = 1;
            for (int j = 0; j < k; j++) ns *= 3;
            for (int c = 0; c < ns; c++) {
                if (st[c] == LIFE_UNKNOWN) continue;
                eye_shape col = cs;
                int stones = 0;
                for (int j = 0, t = c; j < k; j++, t /= 3) {
                    col.color[j] = (uint8_t)(t % 3);
                    stones += t % 3 != EYE_VACANT;
                }
                if (k > SHIP_FULL && stones > SHIP_STONES) continue;
                eye_canon cc;
                if (eye_canonical(&col, &cc)) return 2;
                int vital = -1;
                if (vt[c] >= 0)
                    for (int j = 0; j < k; j++)
                        if (cc.perm[j] == vt[c]) vital = j;
                put(cc.key, st[c], vital);
                colourings++;
            }
        }
    entry *out = malloc(sizeof *out * (tused + 1));
    size_t n = 0;
    for (size_t i = 0; i < tcap; i++)
        if (tab[i].key) out[n++] = tab[i];
    qsort(out, n, sizeof *out, cmp_entry);
    FILE *f = argc > 1 ? fopen(argv[1], "w") : stdout;
    if (!f) {
        fprintf(stderr, "gen_eyetable: cannot write %s\n", argv[1]);
        return 2;
    }
    if (write_table(f, out, n, shapes)) return 2;
    if (f != stdout) fclose(f);
    fprintf(stderr, "gen_eyetable: %d polyominoes, %ld shapes, %ld colourings, %zu keys, %ld conflicts\n",
            npolys, shapes, colourings, n, conflicts);
    seichi_pos_free(p);
    return conflicts ? 1 : 0;
}
