/*
 * test_confidence.c - the confidence of a result (src/score/confidence.c):
 * the provenance of decisions (Benson as it stands and once the dead
 * stones are off, open borders), the verdict certain /
 * uncertain / unfinished, the line, the range, the JSON fields and the
 * accessors on NULL.  Each case is a diagram (rows top first: x Black,
 * o White, . empty), whether the game ended with two passes, the verdict,
 * the line's start, and up to two stones with the provenance expected.
 */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "seichi.h"
#include "testpos.h"

#define JUDGED -1 /* any judged provenance */

typedef struct conf_case {
    const char *name, *rows;
    int passed, verdict;
    const char *line; /* the line starts with this */
    const char *pt[2];
    int proof[2];
} conf_case;

static const conf_case cases[] = {
    /* both walls pass-alive as they stand: everything proved */
    {"pass-alive walls", ".x.xo.o\nxxxxooo\n..xxo..\nxxxxooo\n.x.xo.o\n", 1, SEICHI_CONF_CERTAIN, "certain",
     {"B1", "E1"}, {SEICHI_PROOF_BENSON, SEICHI_PROOF_BENSON}},
    /* a white stone in Black's two-point eye: in pass-alive territory
       (Black's proof is read with the white stone taken off) */
    {"stone in pass-alive territory", ".x.xo.o\nxxxxooo\no.xxo..\nxxxxooo\n.x.xo.o\n", 1,
     SEICHI_CONF_CERTAIN, "certain", {"A3", "B1"}, {SEICHI_PROOF_CLEARED, SEICHI_PROOF_CLEARED}},
    /* four white stones inside Black's area: Black is pass-alive once
       they are taken off, and they stand in its pass-alive territory */
    {"dead stones cleared",
     ".x.x.o.o.\nxxxxxoooo\nxx.xxo.oo\n..xxxoooo\nxxxx.oo.o\n.xxxxo.oo\nxxooxxo.o\n.xo.xxooo\nxxo.xxo..\n", 1,
     SEICHI_CONF_CERTAIN, "certain", {"C3", "A1"}, {SEICHI_PROOF_CLEARED, SEICHI_PROOF_CLEARED}},
    /* dead stones of both colours: one Benson run with both taken off
       proves each wall, and each dead stone stands in the other colour's
       pass-alive territory (a colour's own dead stones only split regions
       Benson never counts for it) */
    {"dead stones of both colours",
     ".x.x.o.o.\nxxxxooooo\nxoxxooo.o\nxxxxooxoo\nxxxxooooo\nxxxxooo.o\n.x.xo.o.o\nxxxxoooo.\nx.x..o.o.\n", 1,
     SEICHI_CONF_CERTAIN, "certain", {"B7", "G6"}, {SEICHI_PROOF_CLEARED, SEICHI_PROOF_CLEARED}},
    /* a dame between the walls of a record that did not end by passes:
       the fills decide it (a judgement) */
    {"dame left, no passes", ".x.xo.o\nxxxxooo\n..x.o..\nxxxxooo\n.x.xo.o\n", 0, SEICHI_CONF_UNCERTAIN,
     "uncertain: dame", {"B1", NULL}, {SEICHI_PROOF_BENSON, 0}},
    /* the same left by two passes: counted as left, certain */
    {"dame left, two passes", ".x.xo.o\nxxxxooo\n..x.o..\nxxxxooo\n.x.xo.o\n", 1, SEICHI_CONF_CERTAIN, "certain",
     {NULL, NULL}, {0, 0}},
    /* two stones on an empty board: open borders, life at stake */
    {"open board",
     ".........\n.........\n..x......\n.........\n.........\n.........\n......o..\n.........\n.........\n", 1,
     SEICHI_CONF_UNFINISHED, "unfinished game: estimate", {"C7", "G3"}, {JUDGED, JUDGED}},
    /* Black's two chains, one eye each, joined by a miai (A5, B5): the
       opponent's play on one is answered on the other, so the two eyes
       settle them alive (without the join both stay eye-count) */
    {"one-eyed chains joined by a miai",
     "..xxo.\nxxxxo.\nxxxxo.\nxxxxo.\n..ooo.\nxxxxo.\nxxxxo.\nxxxxo.\n..xxo.\n", 1,
     SEICHI_CONF_CERTAIN, "certain", {"C9", "C1"}, {SEICHI_PROOF_SETTLED, SEICHI_PROOF_SETTLED}},
    /* the same with White at B5: one shared point, whoever plays there
       first decides (Black joins two eyes, White cuts), so the chains'
       death is judged (each holds a two-point eye, which counts as an
       eye of the invaders) */
    {"one-eyed chains, one shared point",
     "..xxo.\nxxxxo.\nxxxxo.\nxxxxo.\n.oooo.\nxxxxo.\nxxxxo.\nxxxxo.\n..xxo.\n", 1,
     SEICHI_CONF_UNCERTAIN, "uncertain", {"C9", "C1"}, {JUDGED, JUDGED}},
    /* a 5x5 fight: chains of several stones judged (named by their first
       stone in point order, whatever the set-up order) */
    {"small fight", ".....\n.xx..\n.x.o.\n.xoo.\n.xo.o\n", 0, SEICHI_CONF_UNFINISHED, "unfinished game: estimate",
     {"D3", "B4"}, {JUDGED, JUDGED}},
};

static void run_case(const conf_case *c)
{
    check_current = c->name;
    seichi_pos *p = diagram(c->rows);
    CHECK(p != NULL);
    if (!p) return;
    seichi_score_options o;
    seichi_score_options_init(&o);
    o.finished_by_passes = c->passed;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    if (!r) {
        seichi_pos_free(p);
        return;
    }
    CHECK_EQ(seichi_result_confidence(r), c->verdict);
    const char *line = seichi_result_confidence_line(r);
    CHECK(!strncmp(line, c->line, strlen(c->line)));
    for (int k = 0; k < 2; k++)
        if (c->pt[k] && c->proof[k] == JUDGED) CHECK(seichi_result_proof(r, at(p, c->pt[k])) >= SEICHI_JUDGED_EYES);
        else if (c->pt[k]) CHECK_EQ(seichi_result_proof(r, at(p, c->pt[k])), c->proof[k]);
    double best = 0, worst = 0;
    int groups = seichi_result_confidence_range(r, &best, &worst);
    CHECK(best >= seichi_result_margin(r) && worst <= seichi_result_margin(r));
    if (c->verdict == SEICHI_CONF_CERTAIN) {
        CHECK_EQ(groups, 0);
        CHECK(best == worst);
    }
    char *json = NULL;
    size_t len = 0;
    CHECK_EQ(seichi_result_json(r, &json, &len), SEICHI_OK);
    char want[64];
    snprintf(want, sizeof want, "\"confidence\":\"%s\"", seichi_confidence_name(c->verdict));
    CHECK(json && strstr(json, want));
    CHECK(json && strstr(json, c->verdict == SEICHI_CONF_UNFINISHED ? "\"estimate\":true" : "\"estimate\":false"));
    CHECK(json && strstr(json, "\"proof_map\":["));
    free(json);
    char *text = NULL;
    CHECK_EQ(seichi_result_text(r, &text, &len), SEICHI_OK);
    /* the line right under the result line */
    const char *nl = text ? strchr(text, '\n') : NULL;
    CHECK(nl && !strncmp(nl + 1, line, strlen(line)));
    free(text);
    seichi_result_free(r);
    seichi_pos_free(p);
}

static void test_cases(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) run_case(&cases[i]);
}

/* The verdict does not depend on where the board is turned: the same
 * position mirrored left to right gets the same verdict and provenance. */
static void test_mirror(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const conf_case *c = &cases[i];
        check_current = c->name;
        char rows[256];
        size_t n = strlen(c->rows), start = 0;
        if (n >= sizeof rows) continue;
        for (size_t j = 0; j <= n; j++)
            if (j == n || c->rows[j] == '\n') {
                for (size_t k = start; k < j; k++) rows[k] = c->rows[j - 1 - (k - start)];
                if (j < n) rows[j] = '\n';
                start = j + 1;
            }
        rows[n] = 0;
        seichi_pos *p = diagram(c->rows), *m = diagram(rows);
        CHECK(p && m);
        if (!p || !m) {
            seichi_pos_free(p);
            seichi_pos_free(m);
            continue;
        }
        seichi_score_options o;
        seichi_score_options_init(&o);
        o.finished_by_passes = c->passed;
        seichi_result *r = NULL, *rm = NULL;
        seichi_score(p, &o, &r);
        seichi_score(m, &o, &rm);
        CHECK(r && rm);
        if (r && rm) {
            CHECK_EQ(seichi_result_confidence(r), seichi_result_confidence(rm));
            int w = seichi_graph_width(seichi_pos_graph(p)), h = seichi_graph_height(seichi_pos_graph(p));
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++)
                    CHECK_EQ(seichi_result_proof(r, y * w + x), seichi_result_proof(rm, y * w + (w - 1 - x)));
        }
        seichi_result_free(r);
        seichi_result_free(rm);
        seichi_pos_free(p);
        seichi_pos_free(m);
    }
}

/* The result depends only on what the position is: the same stones set up
 * in the opposite order (other chain heads) give the same JSON. */
static void test_setup_order(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const conf_case *c = &cases[i];
        check_current = c->name;
        seichi_pos *p = diagram(c->rows);
        CHECK(p != NULL);
        if (!p) continue;
        int n = seichi_graph_points(seichi_pos_graph(p));
        seichi_pos *q = seichi_pos_new(seichi_pos_graph(p), 2);
        for (int pt = n - 1; pt >= 0; pt--)
            if (seichi_pos_color(p, pt)) seichi_pos_setup(q, pt, seichi_pos_color(p, pt));
        seichi_score_options o;
        seichi_score_options_init(&o);
        o.finished_by_passes = c->passed;
        seichi_result *r = NULL, *rq = NULL;
        char *a = NULL, *b = NULL;
        size_t la = 0, lb = 0;
        seichi_score(p, &o, &r);
        seichi_score(q, &o, &rq);
        CHECK(r && rq && seichi_result_json(r, &a, &la) == SEICHI_OK && seichi_result_json(rq, &b, &lb) == SEICHI_OK);
        CHECK(a && b && la == lb && !strcmp(a, b));
        free(a);
        free(b);
        seichi_result_free(r);
        seichi_result_free(rq);
        seichi_pos_free(p);
        seichi_pos_free(q);
    }
}

static void test_null(void)
{
    check_current = "null";
    double b = 1, w = 1;
    CHECK_EQ(seichi_result_confidence(NULL), SEICHI_CONF_UNCERTAIN);
    CHECK_STR(seichi_result_confidence_line(NULL), "uncertain");
    CHECK_EQ(seichi_result_confidence_range(NULL, &b, &w), 0);
    CHECK_EQ(seichi_result_proof(NULL, 0), SEICHI_PROOF_NONE);
    CHECK_STR(seichi_confidence_name(SEICHI_CONF_UNFINISHED), "unfinished");
    CHECK_STR(seichi_proof_name(SEICHI_JUDGED_SEKI), "seki-rule");
    CHECK_STR(seichi_proof_name(12345), "none");
}

/* Dead stones given by the caller get a provenance too (the markup path):
 * here a living white wall marked dead is judged, so the result is not
 * certain. */
static void test_given_dead(void)
{
    check_current = "given dead";
    seichi_pos *p = diagram(".x.xo.o\nxxxxooo\n..xxo..\nxxxxooo\n.x.xo.o\n");
    CHECK(p != NULL);
    if (!p) return;
    uint8_t dead[35] = {0};
    dead[at(p, "E1")] = 1;
    seichi_score_options o;
    seichi_score_options_init(&o);
    o.dead = dead;
    o.finished_by_passes = 1;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    CHECK(r && seichi_result_confidence(r) != SEICHI_CONF_CERTAIN);
    CHECK(r && seichi_result_proof(r, at(p, "E1")) >= SEICHI_JUDGED_EYES);
    seichi_result_free(r);
    seichi_pos_free(p);
}

/* --explain names the chains each proof covers (by their first stone in
 * point order), one line per proof and decision: in the miai case Black's
 * two chains (C9, A4) and White's wall (E9) are settled alive, and no
 * chain is judged. */
static void test_explain_proofs(void)
{
    seichi_pos *p = diagram("..xxo.\nxxxxo.\nxxxxo.\nxxxxo.\n..ooo.\nxxxxo.\nxxxxo.\nxxxxo.\n..xxo.\n");
    CHECK(p != NULL);
    if (!p) return;
    seichi_score_options o;
    seichi_score_options_init(&o);
    o.finished_by_passes = 1;
    o.explain = 1;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    const char *ex = r ? seichi_result_explain(r) : "";
    CHECK(strstr(ex, "\n  proved alive (settled-area): C9 E9 A4\n") != NULL);
    CHECK(strstr(ex, "judged") == NULL);
    seichi_result_free(r);
    seichi_pos_free(p);
}

int main(void)
{
    RUN(test_cases);
    RUN(test_explain_proofs);
    RUN(test_mirror);
    RUN(test_setup_order);
    RUN(test_null);
    RUN(test_given_dead);
    return CHECK_DONE();
}
