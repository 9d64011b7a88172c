/*
 * test_peer_katago.c - seichi_pass_alive() against KataGo's
 * Board::calculateArea tests (../shared/data/peer-tests/katago).
 *
 * What corresponds to Benson, and is asserted exactly:
 *   - `pass_alive` maps (calculateArea with nonPassAliveStones,
 *     safeBigTerritories and unsafeBigTerritories all off): pass-alive
 *     stones and pass-alive territory of each colour, with
 *     isMultiStoneSuicideLegal = our `suicide` argument;
 *   - `pass_alive[x,y]` single-point asserts (testpassalivesuicide.cpp).
 * What does not, and is only checked for consistency:
 *   - `area` maps with any of the three flags on add non-Benson territory
 *     (big empty regions, non-pass-alive stones).  KataGo always marks the
 *     pass-alive part too, so every point we mark must carry the same
 *     colour in their map (our map is a subset of theirs).
 * Not used: `gtp_final_score` (a whole score with komi and unsafe
 * territories), `non_pass_alive_self_connection_*` (a KataGo move-
 * generation helper), cases_independent_life.txt (seki stripping).
 *
 * Exceptions: none - every pass_alive map and point agrees (see
 * docs/LIFE.md).  If a case must ever be excused, list its id in
 * exceptions[] with the reason.
 */
#include "check.h"
#include "peercase.h"
#include "seichi.h"

static const peercase_exception exceptions[] = {
    {"", ""},
};

static int suicide_of(const peercase *c)
{
    if (peercase_option(c, "isMultiStoneSuicideLegal=1")) return 1;
    if (peercase_option(c, "isMultiStoneSuicideLegal=0")) return 0;
    const char *s = peercase_header(c, "suicide");
    return s && !strncmp(s, "yes", 3);
}

static char letter(int owner)
{
    return owner == SEICHI_BLACK ? 'B' : owner == SEICHI_WHITE ? 'W' : '.';
}

static int exact_maps, point_asserts, subset_maps, skipped_cases;

static void run_file(const char *rel)
{
    peercase_file *f = peercase_open(SHARED_PATH(rel));
    if (!f) {
        SKIP_ALL("the KataGo peer cases are not in ../shared/data/peer-tests");
    }
    peercase c;
    int rc;
    while ((rc = peercase_next(f, &c)) == 1) {
        if (peercase_excused(exceptions, sizeof exceptions / sizeof exceptions[0], c.id)) {
            skipped_cases++;
            continue;
        }
        seichi_pos *p = peercase_position(&c);
        CHECK(p != NULL);
        if (!p) continue;
        int n = c.w * c.h, suicide = suicide_of(&c);
        uint8_t *out = malloc((size_t)n);
        char *got = malloc((size_t)n + 1);
        CHECK_EQ(seichi_pass_alive(p, suicide, out), SEICHI_OK);
        for (int i = 0; i < n; i++) got[i] = letter(out[i]);
        got[n] = 0;
        const char *want = peercase_map(&c, "pass_alive");
        if (want) {
            exact_maps++;
            if (strcmp(got, want)) fprintf(stderr, "case %s (line %d):\n", c.id, c.line);
            CHECK_STR(got, want);
        }
        const char *area = peercase_map(&c, "area");
        if (area) {
            subset_maps++;
            int bad = -1;
            for (int i = 0; i < n && bad < 0; i++)
                if (got[i] != '.' && got[i] != area[i]) bad = i;
            if (bad >= 0) fprintf(stderr, "case %s: point %d is %c here, %c in area\n", c.id, bad, got[bad], area[bad]);
            CHECK_EQ(bad, -1);
        }
        for (int i = 0; i < c.nexpected; i++) {
            const peercase_kv *kv = &c.expected[i];
            if (kv->is_map || strncmp(kv->key, "pass_alive[", 11)) continue;
            int pt = peercase_point(&c, kv->key);
            CHECK(pt >= 0);
            if (pt < 0) continue;
            point_asserts++;
            if (got[pt] != kv->value[0]) fprintf(stderr, "case %s: %s\n", c.id, kv->key);
            CHECK_EQ(got[pt], kv->value[0]);
        }
        free(out);
        free(got);
        seichi_pos_free(p);
    }
    CHECK_EQ(rc, 0);
    if (rc < 0) fprintf(stderr, "%s: %s\n", rel, f->err);
    peercase_close(f);
}

static void test_katago_calculate_area(void)
{
    run_file("data/peer-tests/katago/cases_calculate_area.txt");
}

static void test_katago_passalive_suicide(void)
{
    run_file("data/peer-tests/katago/cases_passalive_suicide.txt");
}

int main(void)
{
    RUN(test_katago_calculate_area);
    RUN(test_katago_passalive_suicide);
    printf("katago: %d exact pass_alive maps, %d point asserts, %d area maps (subset), %d excused\n",
           exact_maps, point_asserts, subset_maps, skipped_cases);
    CHECK(exact_maps >= 22);
    return CHECK_DONE();
}
