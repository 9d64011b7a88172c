/*
 * test_semeai.c - liberty races (src/analysis/read_semeai.c) on small
 * positions whose answers are known: outside liberties, shared liberties
 * and seki, eye against no eye, one eye each, a big eye (the owner makes
 * two eyes, the other plays the nakade), a big eye against a small one,
 * approach moves, a ko, two chains living on one shared eye.  Every
 * position is read with either side first, with the colours swapped and
 * mirrored left to right (the same answers), and must leave the position
 * unchanged.  GNU Go-style cases run through GTP in tests/regress/semeai.tst.
 *
 * The frames: a White wall with two eyes on the left (columns A-B), a
 * Black one on the right, the two groups of the race between them, on a
 * board four lines high, so that nothing but the race is to be read.
 */
#include "check.h"
#include "position/position.h"
#include "testpos.h"

#define BUDGET 200000

/* One question: a's owner first.  move_ok: moves that may be reported,
 * separated by spaces ("PASS" for a pass), or NULL for any. */
static void ask(const char *text, const char *a, const char *b, int live, int kill, const char *move_ok)
{
    for (int variant = 0; variant < 4; variant++) {
        int swap = variant & 1, mirror = variant >> 1, width;
        char buf[512];
        seichi_pos *p = diagram_variant(text, variant, buf, &width);
        CHECK(p != NULL);
        if (!p) return;
        int n = seichi_graph_points(seichi_pos_graph(p));
        int pa = at(p, a), pb = at(p, b);
        if (mirror) pa = mirror_point(pa, width), pb = mirror_point(pb, width);
        unsigned char before[400];
        memcpy(before, seichi_pos_colors(p), (size_t)n);
        seichi_reader *r = seichi_reader_new(p, BUDGET, 0);
        int k = -1, m = SEICHI_NONE;
        int l = seichi_read_semeai(r, p, pa, pb, &k, &m);
        if (l != live || k != kill)
            fprintf(stderr, "  %s first against %s (swap %d mirror %d): %d %d, expected %d %d\n", a, b, swap, mirror,
                    l, k, live, kill);
        CHECK_EQ(l, live);
        CHECK_EQ(k, kill);
        if (move_ok) CHECK(move_listed(p, variant, width, m, move_ok, a));
        CHECK(memcmp(before, seichi_pos_colors(p), (size_t)n) == 0);
        CHECK(seichi_read_nodes(r) <= BUDGET + 64);
        seichi_reader_free(r);
        seichi_pos_free(p);
    }
}

/* Four outside liberties each, none shared: whoever moves first wins,
 * filling the other's liberties from outside. */
static void test_outside_liberties_equal(void)
{
    const char *d = "oo.xo.xx\n"
                    ".o.xo.x.\n"
                    "oo.xo.xx\n"
                    ".o.xo.x.\n";
    ask(d, "D1", "E1", SEICHI_READ_WIN, SEICHI_READ_WIN, "F1 F2 F3 F4");
    ask(d, "E1", "D1", SEICHI_READ_WIN, SEICHI_READ_WIN, "C1 C2 C3 C4");
}

/* Three liberties against four: the side with four wins whoever moves,
 * and the side with three loses even moving first. */
static void test_outside_liberties_short(void)
{
    const char *d = "oo.xo.xx\n"
                    ".o.xo.x.\n"
                    "oo.xo.xx\n"
                    ".ooxo.x.\n";
    ask(d, "D1", "E1", SEICHI_READ_FAIL, SEICHI_READ_FAIL, "PASS");
    ask(d, "E1", "D1", SEICHI_READ_WIN, SEICHI_READ_WIN, "C2 C3 C4");
}

/* Four shared liberties and no others: whoever fills one is the first in
 * atari, so neither does.  Seki. */
static void test_shared_liberties_seki(void)
{
    const char *d = "oox.oxx\n"
                    ".ox.ox.\n"
                    "oox.oxx\n"
                    ".ox.ox.\n";
    ask(d, "C1", "E1", SEICHI_READ_WIN, SEICHI_READ_FAIL, NULL);
    ask(d, "E1", "C1", SEICHI_READ_WIN, SEICHI_READ_FAIL, NULL);
}

/* An eye against no eye, four shared liberties: the shared liberties are
 * the eye's.  Black kills moving first; White moving first cannot fill a
 * shared liberty (it would be the one in atari) nor the eye, and loses. */
static void test_eye_against_no_eye(void)
{
    const char *d = "oox.x.oxx\n"
                    ".oxxx.ox.\n"
                    "ooxxx.oxx\n"
                    ".oxxx.ox.\n";
    ask(d, "C1", "G1", SEICHI_READ_WIN, SEICHI_READ_WIN, "F1 F2 F3 F4");
    ask(d, "G1", "C1", SEICHI_READ_FAIL, SEICHI_READ_FAIL, "PASS");
}

/* One eye each and only shared liberties: seki, whoever moves. */
static void test_one_eye_each_seki(void)
{
    const char *d = "oox.x.o.oxx\n"
                    ".oxxx.ooox.\n"
                    "ooxxx.oooxx\n"
                    ".oxxx.ooox.\n";
    ask(d, "C1", "G1", SEICHI_READ_WIN, SEICHI_READ_FAIL, NULL);
    ask(d, "G1", "C1", SEICHI_READ_WIN, SEICHI_READ_FAIL, NULL);
}

/* A straight three eye against three outside liberties: Black moving
 * first makes two eyes at its vital point D3 and wins; White moving first
 * plays the nakade at D3 and the eye is worth three liberties, one too
 * few: White wins. */
static void test_big_eye_nakade(void)
{
    const char *d = "oox.xo.xx\n"
                    ".ox.xo.x.\n"
                    "oox.xo.xx\n"
                    ".oxxxoxx.\n";
    ask(d, "C1", "F1", SEICHI_READ_WIN, SEICHI_READ_WIN, "D3 G2 G3 G4");
    ask(d, "F1", "C1", SEICHI_READ_WIN, SEICHI_READ_WIN, "D3");
}

/* A big eye (straight three) against a small one (one point), four
 * shared liberties: Black moving first makes two eyes (D3) and kills;
 * White moving first plays the nakade, which makes it seki: Black cannot
 * fill the last shared liberties without being the first in atari, and
 * White cannot take the eye. */
static void test_big_eye_against_small_eye(void)
{
    const char *d = "oox.x.o.oxx\n"
                    ".ox.x.ooox.\n"
                    "oox.x.oooxx\n"
                    ".oxxx.ooox.\n";
    ask(d, "C1", "G1", SEICHI_READ_WIN, SEICHI_READ_WIN, "D3");
    ask(d, "G1", "C1", SEICHI_READ_WIN, SEICHI_READ_FAIL, "D3");
}

/* Approach moves: White's two liberties F4 and F1 can be filled by Black
 * only after G4 (G1): at F4 a Black stone would be in atari and taken at
 * G4.  So White's two liberties cost Black three moves.  Against Black's
 * three (C2-C4) White moving first wins, as a count of liberties alone (2
 * against 3) would not say; against four (C1-C4) it loses. */
static void test_approach_moves(void)
{
    const char *three = "oo.xo...xx\n"
                        ".o.xooxxx.\n"
                        "oo.xooxxxx\n"
                        ".ooxo...x.\n";
    const char *four = "oo.xo...xx\n"
                       ".o.xooxxx.\n"
                       "oo.xooxxxx\n"
                       ".o.xo...x.\n";
    ask(three, "E1", "D1", SEICHI_READ_WIN, SEICHI_READ_WIN, "C2 C3 C4");
    ask(four, "E1", "D1", SEICHI_READ_FAIL, SEICHI_READ_FAIL, "PASS");
    ask(four, "D1", "E1", SEICHI_READ_WIN, SEICHI_READ_WIN, NULL);
}

/* Two Black chains (columns C and E) living on the eye of four points
 * between them: one group, which White's single chain cannot kill. */
static void test_two_chains_one_eye(void)
{
    const char *d = "oox.xo.xx\n"
                    ".ox.xo.x.\n"
                    "oox.xo.xx\n"
                    ".ox.xo.x.\n";
    ask(d, "E1", "F1", SEICHI_READ_WIN, SEICHI_READ_WIN, "G1 G2 G3 G4");
    ask(d, "F1", "E1", SEICHI_READ_FAIL, SEICHI_READ_FAIL, "PASS");
}

/* A ko: B3 (Black) and B2 (White) are both in atari, and each capture is
 * a ko.  Whoever moves takes it first (GNU Go's 2 2); with the ko just
 * taken by the other side, the side to move must retake (3 3). */
static void test_ko(void)
{
    const char *d = ".xo.\n"
                    "xo.o\n"
                    ".xo.\n";
    ask(d, "B3", "B2", SEICHI_READ_KO, SEICHI_READ_KO, "C2");
    ask(d, "B2", "B3", SEICHI_READ_KO, SEICHI_READ_KO, "A3");
    seichi_pos *p = diagram(d);
    CHECK(p != NULL);
    if (!p) return;
    p->ko = at(p, "C2");
    p->ko_player = SEICHI_BLACK;
    seichi_reader *r = seichi_reader_new(p, BUDGET, 0);
    int k = -1, m = SEICHI_NONE;
    CHECK_EQ(seichi_read_semeai(r, p, at(p, "B3"), at(p, "B2"), &k, &m), SEICHI_READ_KO_RETAKE);
    CHECK_EQ(k, SEICHI_READ_KO_RETAKE);
    seichi_reader_free(r);
    seichi_pos_free(p);
}

/* Races without eyes between two chains (columns D and F), x outside
 * liberties for Black (column C), y for White (column G), s shared
 * (column E), every one of them filled from outside without self-atari:
 * the classical count (Müller, "Race to capture: analyzing semeai in Go",
 * the class without eyes) says that the side to move, with x against y,
 * kills when x >= y + max(s - 1, 0), is killed when y >= x + max(s, 1),
 * and is in seki otherwise.  The search must agree on all 6 x 6 x 6
 * counts (those with a liberty for each chain), either side first. */
static void test_counted_races(void)
{
    int asked = 0;
    for (int x = 0; x <= 5; x++)
        for (int y = 0; y <= 5; y++)
            for (int sh = 0; sh <= 5; sh++) {
                if (x + sh == 0 || y + sh == 0) continue;
                /* A, J: the walls' eyes; B, H: the walls; C, G: outside
                   liberties (filled by the wall's stones from the bottom);
                   E: shared (filled alternately by each inner chain) */
                char d[5 * 10 + 1], *o = d;
                for (int row = 5; row >= 1; row--) {
                    int from_bottom = row - 1, filled_e = 5 - sh;
                    *o++ = row % 2 ? 'o' : '.';
                    *o++ = 'o';
                    *o++ = from_bottom < 5 - x ? 'o' : '.';
                    *o++ = 'x';
                    *o++ = from_bottom < filled_e ? (from_bottom % 2 ? 'o' : 'x') : '.';
                    *o++ = 'o';
                    *o++ = from_bottom < 5 - y ? 'x' : '.';
                    *o++ = 'x';
                    *o++ = row % 2 ? 'x' : '.';
                    *o++ = '\n';
                }
                *o = 0;
                for (int first = 0; first < 2; first++) {
                    int me = first ? y : x, you = first ? x : y;
                    int kills = me >= you + (sh > 1 ? sh - 1 : 0);
                    int killed = you >= me + (sh > 1 ? sh : 1);
                    seichi_pos *p = diagram(d);
                    CHECK(p != NULL);
                    if (!p) return;
                    seichi_reader *r = seichi_reader_new(p, BUDGET, 0);
                    int k = -1, m = SEICHI_NONE;
                    int l = seichi_read_semeai(r, p, at(p, first ? "F1" : "D1"), at(p, first ? "D1" : "F1"), &k, &m);
                    int want_l = killed ? SEICHI_READ_FAIL : SEICHI_READ_WIN;
                    int want_k = kills ? SEICHI_READ_WIN : SEICHI_READ_FAIL;
                    if (l != want_l || k != want_k)
                        fprintf(stderr, "  x %d y %d shared %d, %s first: %d %d, expected %d %d\n%s", x, y, sh,
                                first ? "White" : "Black", l, k, want_l, want_k, d);
                    CHECK_EQ(l, want_l);
                    CHECK_EQ(k, want_k);
                    seichi_reader_free(r);
                    seichi_pos_free(p);
                    asked++;
                }
            }
    CHECK(asked > 300);
}

/* Big eyes against outside liberties: a Black group whose only
 * liberties are an eye of 3, 4 (square), 5 (bulky) or 6 (rabbity) points
 * against a White chain with y outside liberties.  Müller's counts: the
 * eye is worth 3, 5, 8 and 12 liberties when White plays the nakade, so
 * White moving first kills with y = count and dies with y = count - 1. */
static void test_nakade_counts(void)
{
    static const struct {
        const char *eye; /* points of columns D-F, rows 1-3 */
        int count;
    } shapes[] = {
        {"D1 D2 D3", 3},
        {"D1 E1 D2 E2", 5},
        {"D1 E1 D2 E2 D3", 8},
        {"E3 D2 E2 F2 E1 F1", 12},
    };
    for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
        for (int y = shapes[i].count - 1; y <= shapes[i].count; y++) {
            int h = shapes[i].count + 1; /* rows: room for y liberties */
            char d[16 * 12 + 1], *o = d, name[24];
            for (int row = h; row >= 1; row--) {
                *o++ = row % 2 ? 'o' : '.';
                *o++ = 'o';
                *o++ = 'x';
                for (char c = 'D'; c <= 'F'; c++) {
                    snprintf(name, sizeof name, " %c%d ", c, row);
                    char list[32];
                    snprintf(list, sizeof list, " %s ", shapes[i].eye);
                    *o++ = strstr(list, name) ? '.' : 'x';
                }
                *o++ = 'x';
                *o++ = 'o';
                *o++ = row - 1 < h - y ? 'x' : '.';
                *o++ = 'x';
                *o++ = row % 2 ? 'x' : '.';
                *o++ = '\n';
            }
            *o = 0;
            seichi_pos *p = diagram(d);
            CHECK(p != NULL);
            if (!p) return;
            seichi_reader *r = seichi_reader_new(p, BUDGET, 0);
            int k = -1, m = SEICHI_NONE, want = y >= shapes[i].count ? SEICHI_READ_WIN : SEICHI_READ_FAIL;
            snprintf(name, sizeof name, "C%d", h);
            int l = seichi_read_semeai(r, p, at(p, "H1"), at(p, name), &k, &m);
            if (l != want || k != want)
                fprintf(stderr, "  eye %s, %d liberties: %d %d, expected %d\n%s", shapes[i].eye, y, l, k, want, d);
            CHECK_EQ(l, want);
            CHECK_EQ(k, want);
            seichi_reader_free(r);
            seichi_pos_free(p);
        }
}

/* What is not a race: empty points, one colour, points off the board. */
static void test_not_a_race(void)
{
    seichi_pos *p = diagram("oo.xo.xx\n.o.xo.x.\noo.xo.xx\n.o.xo.x.\n");
    CHECK(p != NULL);
    if (!p) return;
    seichi_reader *r = seichi_reader_new(p, BUDGET, 0);
    int k = -1, m = 0;
    CHECK_EQ(seichi_read_semeai(r, p, at(p, "C1"), at(p, "E1"), &k, &m), SEICHI_READ_FAIL);
    CHECK_EQ(k, SEICHI_READ_FAIL);
    CHECK_EQ(m, SEICHI_NONE);
    CHECK_EQ(seichi_read_semeai(r, p, at(p, "D1"), at(p, "D2"), &k, &m), SEICHI_READ_FAIL);
    CHECK_EQ(seichi_read_semeai(r, p, at(p, "D1"), 999, &k, &m), SEICHI_READ_FAIL);
    CHECK_EQ(seichi_read_semeai(r, p, -1, at(p, "E1"), NULL, NULL), SEICHI_READ_FAIL);
    /* a budget too small for the question: unknown, never a guess */
    seichi_reader *tiny = seichi_reader_new(p, 3, 0);
    CHECK_EQ(seichi_read_semeai(tiny, p, at(p, "D1"), at(p, "E1"), &k, &m), SEICHI_READ_UNKNOWN);
    seichi_reader_free(tiny);
    seichi_reader_free(r);
    seichi_pos_free(p);
}

int main(void)
{
    RUN(test_outside_liberties_equal);
    RUN(test_outside_liberties_short);
    RUN(test_shared_liberties_seki);
    RUN(test_eye_against_no_eye);
    RUN(test_one_eye_each_seki);
    RUN(test_big_eye_nakade);
    RUN(test_big_eye_against_small_eye);
    RUN(test_approach_moves);
    RUN(test_two_chains_one_eye);
    RUN(test_ko);
    RUN(test_counted_races);
    RUN(test_nakade_counts);
    RUN(test_not_a_race);
    return CHECK_DONE();
}
