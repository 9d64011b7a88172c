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
 *     region be pass-alive.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
            strcpy(dia, templates[t]);
            for (char *c = dia; *c; c++) {
                if (*c != '?') continue;
                int r = (int)(xorshift64(&rng) % 100);
                *c = r < 45 ? '.' : r < 80 ? 'O' : 'X';
            }
            seichi_pos *p = diagram(dia);
            if (!p) continue;
            int n = seichi_graph_points(seichi_pos_graph(p)), legal = 1;
            for (int q = 0; q < n; q++)
                if (seichi_pos_color(p, q) && seichi_pos_chain_libs(p, q) == 0) legal = 0;
            if (!legal) {
                seichi_pos_free(p);
                continue;
            }
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

int main(void)
{
    RUN(test_cases);
    RUN(test_brute_force);
    return CHECK_DONE();
}
