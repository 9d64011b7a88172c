/*
 * test_peer_goscorer.c - goscorer's cases (peer-tests/goscorer) against
 * seichi's territory scoring with the caller's dead marks:
 *  - cases_snapshots.txt (91): the per-point territory map (points under
 *    dead stones included) must equal goscorer's unless the case is in the
 *    exception list below; the seki, false-eye and dame maps are compared
 *    and counted (goscorer's categories are finer than seichi's reasons);
 *    the structural reading alone (eyeread.c) must reproduce all four maps
 *    of all 91;
 *  - cases_final_scoring.txt (12): the final scores asserted by goscorer;
 *  - generated_area_and_scores.txt (91, secondary): goscorer's area map and
 *    its territory/area scores, counted and required to agree on most.
 * score_false_eyes=yes cases count false eyes as territory: seichi has no
 * such switch, so only the scores that do not depend on it are compared.
 */
#include "check.h"
#include "peercase_score.h"
#include "score/score_int.h"
#include "seichi.h"

/* Snapshots whose territory map seichi does not reproduce, and why (4 of
 * 91; docs/SCORING.md shows the positions).  Territory counting on grids
 * runs goscorer's structural reading (eyeread.c, which alone reproduces all
 * 91 maps) next to seed 000's method; seed 000 keeps the last word where
 * the TB/TW games (KGS, 2,768 of 2,768) or the seed's own examples need it,
 * and these 4 positions fall there. */
#define TEIRE "false eyes goscorer calls unscorable (groups joined only through false eyes " \
              "that reach no eye worth something: the teire will be needed once the outside " \
              "is filled); seichi counts a false eye unless a chain next to it is in atari " \
              "with the dame shared, as KGS does (counting goscorer's way loses 5 KGS games, " \
              "e.g. Q13 of kgs-19-2017-07-new__2017-07-02-3.sgf)"
#define LOOSE "Black's eye behind a one-point opening (goscorer: a loose eye White cannot " \
              "enter) makes the edge false eyes scorable for goscorer; seed 000 sees the " \
              "opening as dame and the false eyes as teire; following goscorer here loses " \
              "kgs-19-2019-04-new__2019-04-01-4.sgf, whose D1 is a teire KGS does not count"
static const struct {
    const char *id, *why;
} exceptions[] = {
    {"goscorer/test_false_eyes_chain_big_false_eye_aliveend", TEIRE},
    {"goscorer/test_throwin_false_eye_chains", TEIRE},
    {"goscorer/test_false_eyes_chain_loose_eye", LOOSE},
    {"goscorer/test_false_eyes_chain_loose_eye_3", LOOSE},
};

static const char *exception_why(const char *id)
{
    for (size_t i = 0; i < sizeof exceptions / sizeof exceptions[0]; i++)
        if (!strcmp(exceptions[i].id, id)) return exceptions[i].why;
    return NULL;
}

static int is_exception(const char *id) { return exception_why(id) != NULL; }

static seichi_result *score_case(const peercase *pc, const char *rules, seichi_pos **pp)
{
    uint8_t dead[PC_MAX_CELLS];
    seichi_pos *p = pc_position(pc, dead);
    *pp = p;
    if (!p) return NULL;
    seichi_score_options o;
    seichi_score_options_init(&o);
    seichi_rules_preset(rules, &o.rules);
    o.komi = pc->has_komi ? pc->komi : 0;
    o.dead = dead;
    seichi_result *r = NULL;
    seichi_score(p, &o, &r);
    return r;
}

static void show(const peercase *pc, const seichi_result *r, const char *want, const char *key)
{
    char got[PC_MAX_CELLS + 1];
    for (int i = 0; i < pc->w * pc->h; i++) got[i] = seichi_result_map_char(r, i);
    got[pc->w * pc->h] = 0;
    pc_print(pc, "board", pc->board);
    pc_print(pc, key, want);
    pc_print(pc, "seichi", got);
    for (int i = 0; i < pc->w * pc->h; i++) got[i] = ".BW"[seichi_result_territory(r, i) % 3];
    pc_print(pc, "seichi territory", got);
}

/* The structural reading alone (eyeread.c) against goscorer's maps. */
static int er_terr_bad, er_seki_bad, er_false_bad, er_dame_bad;

static void eyeread_case(const peercase *pc)
{
    int n = pc->w * pc->h;
    static uint8_t st[PC_MAX_CELLS], dd[PC_MAX_CELLS], terr[PC_MAX_CELLS], seki[PC_MAX_CELLS],
        fl[PC_MAX_CELLS];
    seichi_graph *g = seichi_graph_new_grid(pc->w, pc->h);
    void *mem = malloc(eyeread_bytes(n));
    CHECK(g && mem);
    if (!g || !mem) {
        free(mem);
        seichi_graph_release(g);
        return;
    }
    for (int i = 0; i < n; i++) {
        char c = pc->board[i];
        st[i] = (c == 'x' || c == 'b') ? 1 : (c == 'o' || c == 'w') ? 2 : 0;
        dd[i] = c == 'b' || c == 'w';
    }
    CHECK(eyeread_classify(g, st, dd, terr, seki, fl, NULL, mem) >= 0);
    char t[PC_MAX_CELLS + 1], s[PC_MAX_CELLS + 1], f[PC_MAX_CELLS + 1], d[PC_MAX_CELLS + 1];
    for (int i = 0; i < n; i++) {
        t[i] = ".BW"[terr[i]];
        s[i] = ".BW"[seki[i]];
        f[i] = fl[i] & ER_FALSE ? 'F' : '.';
        d[i] = fl[i] & ER_DAME ? 'D' : '.';
    }
    t[n] = s[n] = f[n] = d[n] = 0;
    const char *want[4] = {pc_map(pc, "territory"), pc_map(pc, "seki"), pc_map(pc, "false_eye"),
                           pc_map(pc, "dame")};
    const char *got[4] = {t, s, f, d};
    int *bad[4] = {&er_terr_bad, &er_seki_bad, &er_false_bad, &er_dame_bad};
    for (int k = 0; k < 4; k++)
        if (want[k] && strcmp(want[k], got[k])) {
            (*bad[k])++;
            if (getenv("SEICHI_SHOW_EYEREAD")) {
                fprintf(stderr, "EYEREAD %s: map %d differs\n", pc->id, k);
                pc_print(pc, "board", pc->board);
                pc_print(pc, "goscorer", want[k]);
                pc_print(pc, "eyeread", got[k]);
            }
        }
    free(mem);
    seichi_graph_release(g);
}

static int snapshots, territory_bad, seki_bad, false_bad, dame_bad;

static void snapshot_case(const peercase *pc)
{
    seichi_pos *p;
    seichi_result *r = score_case(pc, "japanese", &p);
    CHECK(r != NULL);
    if (!r) {
        seichi_pos_free(p);
        return;
    }
    int n = pc->w * pc->h;
    char terr[PC_MAX_CELLS + 1], seki[PC_MAX_CELLS + 1], fe[PC_MAX_CELLS + 1],
        dame[PC_MAX_CELLS + 1];
    for (int i = 0; i < n; i++) {
        int t = seichi_result_territory(r, i), why = seichi_result_reason(r, i);
        int side = seichi_result_side(r, i);
        terr[i] = t == 1 ? 'B' : t == 2 ? 'W' : '.';
        seki[i] = (why == SEICHI_PT_SEKI_STONE || why == SEICHI_PT_SEKI_EYE) ? (side == 1 ? 'B' : 'W')
                                                                              : '.';
        fe[i] = why == SEICHI_PT_FALSE_EYE ? 'F' : '.';
        dame[i] = why == SEICHI_PT_DAME ? 'D' : '.';
    }
    terr[n] = seki[n] = fe[n] = dame[n] = 0;
    const char *want = pc_map(pc, "territory");
    snapshots++;
    if (want && strcmp(want, terr)) {
        territory_bad++;
        if (!is_exception(pc->id)) {
            fprintf(stderr, "FAIL %s: territory differs\n", pc->id);
            show(pc, r, want, "goscorer territory");
        } else if (getenv("SEICHI_SHOW_EXCEPTIONS")) {
            fprintf(stderr, "EXCEPTION %s: territory differs (%s)\n", pc->id, exception_why(pc->id));
            show(pc, r, want, "goscorer territory");
        }
        if (!is_exception(pc->id)) CHECK(!"territory map as goscorer");
    }
    if (want && !strcmp(want, terr) && is_exception(pc->id))
        fprintf(stderr, "note: %s now agrees with goscorer; take it off the exception list\n", pc->id);
    const char *ws = pc_map(pc, "seki"), *wf = pc_map(pc, "false_eye"), *wd = pc_map(pc, "dame");
    if (ws && strcmp(ws, seki)) seki_bad++;
    if (wf && strcmp(wf, fe)) false_bad++;
    if (wd && strcmp(wd, dame)) dame_bad++;
    seichi_result_free(r);
    seichi_pos_free(p);
}

static void test_snapshots(void)
{
    size_t len;
    char *buf = check_read_file(SHARED_PATH("data/peer-tests/goscorer/cases_snapshots.txt"), &len);
    if (!buf) {
        SKIP_ALL("no peer-tests/goscorer");
    }
    static peercase pc;
    const char *cur = buf;
    int rc;
    while ((rc = peercase_next(&cur, &pc)) == 1) {
        snapshot_case(&pc);
        eyeread_case(&pc);
    }
    CHECK_EQ(rc, 0);
    CHECK_EQ(snapshots, 91);
    int listed = 0;
    for (size_t i = 0; i < sizeof exceptions / sizeof exceptions[0]; i++) listed++;
    CHECK(territory_bad <= listed);
    fprintf(stderr, "goscorer snapshots: %d; territory maps differ in %d; seki maps in %d, "
                    "false-eye maps in %d, dame maps in %d (informative)\n",
            snapshots, territory_bad, seki_bad, false_bad, dame_bad);
    fprintf(stderr, "eyeread alone: territory maps differ in %d, seki in %d, false eyes in %d, "
                    "dame in %d\n", er_terr_bad, er_seki_bad, er_false_bad, er_dame_bad);
    CHECK_EQ(er_terr_bad + er_seki_bad + er_false_bad + er_dame_bad, 0);
    free(buf);
}

static void test_final_scoring(void)
{
    size_t len;
    char *buf = check_read_file(SHARED_PATH("data/peer-tests/goscorer/cases_final_scoring.txt"), &len);
    if (!buf) return;
    static peercase pc;
    const char *cur = buf;
    int rc, run = 0;
    while ((rc = peercase_next(&cur, &pc)) == 1) {
        int area = !strncmp(pc.rules, "area", 4);
        if (strstr(pc.options, "score_false_eyes=yes")) continue;
        seichi_pos *p;
        seichi_result *r = score_case(&pc, area ? "chinese" : "japanese", &p);
        CHECK(r != NULL);
        if (r) {
            seichi_score_breakdown b, w;
            seichi_result_breakdown(r, 1, &b);
            seichi_result_breakdown(r, 2, &w);
            const char *eb = pc_scalar(&pc, "black_score"), *ew = pc_scalar(&pc, "white_score");
            int ok = eb && ew && atof(eb) == b.total && atof(ew) == w.total;
            if (!ok) {
                fprintf(stderr, "FAIL %s: black %g want %s, white %g want %s\n", pc.id, b.total,
                        eb, w.total, ew);
                show(&pc, r, pc.board, "board again");
            }
            CHECK(ok);
            run++;
        }
        seichi_result_free(r);
        seichi_pos_free(p);
    }
    CHECK_EQ(rc, 0);
    CHECK(run >= 6);
    free(buf);
}

static void test_generated(void)
{
    size_t len;
    char *buf = check_read_file(SHARED_PATH("data/peer-tests/goscorer/generated_area_and_scores.txt"), &len);
    if (!buf) return;
    static peercase pc;
    const char *cur = buf;
    int rc, run = 0, area_bad = 0, score_bad = 0;
    while ((rc = peercase_next(&cur, &pc)) == 1) {
        seichi_pos *p;
        seichi_result *r = score_case(&pc, "chinese", &p);
        const char *want = pc_map(&pc, "gen_area");
        if (r && want) {
            run++;
            int n = pc.w * pc.h, bad = 0;
            for (int i = 0; i < n; i++) {
                int why = seichi_result_reason(r, i), t = seichi_result_territory(r, i);
                int c = (why == SEICHI_PT_STONE || why == SEICHI_PT_SEKI_STONE) ? seichi_result_owner(r, i) : t;
                if (want[i] != (c == 1 ? 'B' : c == 2 ? 'W' : '.')) bad = 1;
            }
            area_bad += bad;
            seichi_score_breakdown b, w;
            seichi_result_breakdown(r, 1, &b);
            seichi_result_breakdown(r, 2, &w);
            const char *eb = pc_scalar(&pc, "gen_black_score_area"), *ew = pc_scalar(&pc, "gen_white_score_area");
            if (!eb || !ew || atof(eb) != b.total || atof(ew) != w.total) score_bad++;
        }
        seichi_result_free(r);
        seichi_pos_free(p);
    }
    CHECK_EQ(rc, 0);
    fprintf(stderr, "goscorer generated: %d boards; area maps differ in %d, area scores in %d\n", run,
            area_bad, score_bad);
    CHECK(area_bad == 0);
    CHECK(score_bad == 0);
    free(buf);
}

int main(void)
{
    RUN(test_snapshots);
    RUN(test_final_scoring);
    RUN(test_generated);
    return CHECK_DONE();
}
