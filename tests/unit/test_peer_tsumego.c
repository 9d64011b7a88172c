/*
 * test_peer_tsumego.c - seichi_pass_alive() against tsumego.js's Benson
 * tests (../shared/data/peer-tests/tsumego-js/cases_benson.txt).
 *
 * tsumego.js asserts, for every stone, whether its chain is pass-alive
 * (uppercase) or not (lowercase).  tsumego.js forbids suicide, so we run
 * with suicide = 0.  Each stone marked B/W must be pass-alive (our map
 * gives its colour on it); each stone marked '.' must not be.
 *
 * Exceptions: see exceptions[] (empty: every case agrees).
 */
#include "check.h"
#include "peercase.h"
#include "seichi.h"

static const peercase_exception exceptions[] = {
    {"", ""},
};

static void test_tsumego_benson(void)
{
    peercase_file *f = peercase_open(SHARED_PATH("data/peer-tests/tsumego-js/cases_benson.txt"));
    if (!f) {
        SKIP_ALL("tsumego-js cases not found");
    }
    peercase c;
    int rc, cases = 0, stones = 0, alive = 0;
    while ((rc = peercase_next(f, &c)) == 1) {
        if (peercase_excused(exceptions, sizeof exceptions / sizeof exceptions[0], c.id)) continue;
        const char *want = peercase_map(&c, "pass_alive_stones");
        CHECK(want != NULL);
        seichi_pos *p = peercase_position(&c);
        CHECK(p != NULL);
        if (!want || !p) continue;
        cases++;
        int n = c.w * c.h;
        uint8_t *out = malloc((size_t)n);
        CHECK_EQ(seichi_pass_alive(p, 0, out), SEICHI_OK);
        for (int i = 0; i < n; i++) {
            int col = seichi_pos_color(p, i);
            if (!col) continue;
            stones++;
            int expect_alive = want[i] == 'B' || want[i] == 'W';
            alive += expect_alive;
            int got_alive = out[i] == col;
            if (got_alive != expect_alive)
                fprintf(stderr, "case %s (line %d): stone at x=%d y=%d\n", c.id, c.line, i % c.w, i / c.w);
            CHECK_EQ(got_alive, expect_alive);
        }
        free(out);
        seichi_pos_free(p);
    }
    CHECK_EQ(rc, 0);
    peercase_close(f);
    printf("tsumego.js: %d cases, %d stones checked (%d pass-alive)\n", cases, stones, alive);
    CHECK(cases >= 20);
}

int main(void)
{
    RUN(test_tsumego_benson);
    return CHECK_DONE();
}
