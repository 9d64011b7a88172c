/*
 * test_tbtw.c - the TB/TW check: every game of ../shared/data/games/ whose
 * MANIFEST.tsv says has_TB_TW=yes is scored with the dead stones taken from
 * its end-of-game markup (stones inside TB/TW of the last node), rules from
 * RU, komi from KM and handicap from HA; seichi's margin must equal RE in at
 * least as many games as TBTW_CHECK.tsv's recomputation from the markup
 * itself (2,761 of 2,768).  The games that disagree are printed with their
 * diagrams (docs/SCORING.md lists them).  SEICHI_TBTW_LIMIT=N checks only
 * the first N games (quick runs).
 */
#include <math.h>
#include <strings.h>

#include "check.h"
#include "score/score.h"
#include "seichi.h"

static int parse_re(const char *re, double *margin)
{
    if (!re) return 0;
    if (!strcmp(re, "0") || !strcasecmp(re, "draw") || !strcasecmp(re, "jigo")) {
        *margin = 0;
        return 1;
    }
    if ((re[0] != 'B' && re[0] != 'W') || re[1] != '+') return 0;
    char *end;
    double v = strtod(re + 2, &end);
    if (end == re + 2 || *end) return 0;
    *margin = re[0] == 'B' ? v : -v;
    return 1;
}

static int games, matched, reference_matched, gate_checked, gate_differs;

/* The certificate that lets territory counting skip the structural reading
 * (seki_reading_certified) must never change a result: the same game scored
 * with the reading forced gives the same per-point map and margin. */
static void check_gate(const seichi_pos *p, const seichi_score_options *o, const uint8_t *dead)
{
    if (o->rules.scoring != SEICHI_SCORE_TERRITORY) return;
    seichi_result *forced = NULL, *r = NULL;
    CHECK_EQ(score_marked_ex(p, o, dead, NULL, 1, &forced), SEICHI_OK);
    CHECK_EQ(score_marked_ex(p, o, dead, NULL, 0, &r), SEICHI_OK);
    if (!forced || !r) {
        seichi_result_free(forced);
        seichi_result_free(r);
        return;
    }
    gate_checked++;
    int n = seichi_graph_points(seichi_pos_graph(p)), same = seichi_result_margin(forced) ==
                                                          seichi_result_margin(r);
    for (int i = 0; i < n; i++) same &= seichi_result_map_char(forced, i) == seichi_result_map_char(r, i);
    gate_differs += !same;
    if (!same)
        fprintf(stderr, "GATE: forced reading gives %s, default %s\n", seichi_result_string(forced),
                seichi_result_string(r));
    seichi_result_free(forced);
    seichi_result_free(r);
}

static void score_game(const char *dir, const char *file, int ref_ok)
{
    char path[8192];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    size_t len;
    char *buf = check_read_file(path, &len);
    CHECK(buf != NULL);
    if (!buf) return;
    seichi_game *g = seichi_game_new();
    seichi_load_options lo = {path, 0, 1};
    int rc = seichi_game_load_sgf(g, buf, len, &lo);
    free(buf);
    CHECK_EQ(rc, SEICHI_OK);
    const seichi_pos *p = rc == SEICHI_OK ? seichi_game_position(g, -1) : NULL;
    if (!p) {
        seichi_game_free(g);
        return;
    }
    int n = seichi_graph_points(seichi_pos_graph(p));
    uint8_t *dead = calloc((size_t)n, 1);
    int nmarks = 0;
    score_markup_dead(g, p, dead, &nmarks);
    CHECK(nmarks > 0);
    seichi_score_options o;
    seichi_score_options_init(&o);
    seichi_rules_from_sgf(seichi_game_property(g, "RU"), &o.rules);
    o.komi = seichi_game_komi(g);
    o.handicap = seichi_game_handicap(g);
    o.dead = dead;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    if (r) check_gate(p, &o, dead);
    double want = 0;
    const char *re = seichi_game_property(g, "RE");
    CHECK(parse_re(re, &want));
    games++;
    reference_matched += ref_ok;
    if (r && fabs(seichi_result_margin(r) - want) < 1e-9) {
        matched++;
    } else if (r) {
        char *text = NULL;
        seichi_result_text(r, &text, NULL);
        fprintf(stderr, "DIFFERS %s: RE %s, RU %s, seichi %s (markup check: %s)\n%s\n", file, re,
                seichi_game_property(g, "RU"), seichi_result_string(r), ref_ok ? "matches" : "differs",
                text ? text : "");
        free(text);
    }
    seichi_result_free(r);
    free(dead);
    seichi_game_free(g);
}

static void test_tbtw(void)
{
    const char *dir = SHARED_PATH("data/games");
    char dirbuf[4096];
    snprintf(dirbuf, sizeof dirbuf, "%s", dir);
    char *check = check_read_file(SHARED_PATH("data/games/TBTW_CHECK.tsv"), NULL);
    if (!check) {
        SKIP_ALL("no data/games/TBTW_CHECK.tsv");
    }
    const char *lim = getenv("SEICHI_TBTW_LIMIT");
    int limit = lim ? atoi(lim) : 0;
    char *save = NULL;
    int line = 0;
    for (char *s = strtok_r(check, "\n", &save); s; s = strtok_r(NULL, "\n", &save)) {
        if (line++ == 0) continue;
        char *tab = strchr(s, '\t');
        if (!tab) continue;
        *tab = 0;
        size_t l = strlen(tab + 1);
        int ref_ok = l >= 3 && !strcmp(tab + 1 + l - 3, "yes");
        score_game(dirbuf, s, ref_ok);
        if (limit && games >= limit) break;
    }
    free(check);
    fprintf(stderr, "TB/TW check: %d games, seichi matches RE in %d, the markup recomputation in %d\n",
            games, matched, reference_matched);
    fprintf(stderr, "structural reading forced on %d territory games: %d differ from the default\n",
            gate_checked, gate_differs);
    CHECK_EQ(gate_differs, 0);
    CHECK(matched >= reference_matched);
    if (!limit) CHECK_EQ(games, 2768);
}

int main(void)
{
    RUN(test_tbtw);
    return CHECK_DONE();
}
