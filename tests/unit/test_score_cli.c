/*
 * test_score_cli.c - `seichi score` end to end (the CLI named by SEICHI_BIN):
 * dead stones named, from the TB/TW markup and automatic; --rules, --komi,
 * --json; the warning for a missing RU; errors (exit 2, one line).
 * Inputs are in tests/data/score/ (kgs_markup.sgf is a copy of a KGS game
 * whose RE is W+3.5 and whose TB/TW markup gives the dead stones).
 */
#include <stdio.h>
#include <unistd.h>

#include "check.h"

static char out[1 << 16], err[4096];

/* Runs the CLI with args; returns its exit status, fills out and err. */
static int run(const char *args)
{
    const char *bin = getenv("SEICHI_BIN");
    char cmd[8192], eo[64], ee[64];
    snprintf(eo, sizeof eo, "/tmp/seichi_score_cli_%d.out", (int)getpid());
    snprintf(ee, sizeof ee, "/tmp/seichi_score_cli_%d.err", (int)getpid());
    snprintf(cmd, sizeof cmd, "cd '%s' && '%s' score %s >%s 2>%s", SOURCE_PATH("tests/data/score"),
             bin, args, eo, ee);
    int rc = system(cmd);
    rc = rc >= 0 && WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
    size_t len = 0;
    char *o = check_read_file(eo, &len), *e = check_read_file(ee, NULL);
    snprintf(out, sizeof out, "%s", o ? o : "");
    snprintf(err, sizeof err, "%s", e ? e : "");
    free(o);
    free(e);
    remove(eo);
    remove(ee);
    return rc;
}

static void test_markup(void)
{
    CHECK_EQ(run("kgs_markup.sgf --dead markup"), 0);
    CHECK(strstr(out, "result W+3.5") != NULL);
    CHECK(strstr(out, "white   85.5 = territory 69 + prisoners 2 + dead 14 + komi 0.5") != NULL);
    CHECK(strstr(out, " 19 W W W O X X X O O O O X B B B B B B B 19") != NULL);
    CHECK_EQ(run("kgs_markup.sgf --dead markup --json"), 0);
    CHECK(strstr(out, "{\"result\":\"W+3.5\",\"margin\":-3.5,\"rules\":\"japanese\"") == out);
    CHECK(strstr(out, "\"dead\":[\"N14\",\"O14\",\"J12\"") != NULL);
    CHECK_EQ(run("kgs_markup.sgf --dead markup --rules chinese --komi 7.5"), 0);
    CHECK(strstr(out, "rules chinese, area counting, komi 7.5, handicap 3") != NULL);
    CHECK(strstr(out, "handicap compensation 3") != NULL);
}

static void test_named(void)
{
    CHECK_EQ(run("corner_seki.sgf --dead H2"), 0);
    CHECK(strstr(out, "result W+2.5") != NULL);
    CHECK(strstr(out, "  4 s # . @ s @ X B X 4") != NULL);
    CHECK(strstr(out, "  2 @ @ @ X X X X o X 2") != NULL);
    CHECK_EQ(run("corner_seki.sgf --dead H2 --komi 0 --json"), 0);
    CHECK(strstr(out, "\"result\":\"B+4\"") != NULL);
    CHECK(strstr(out, "\"seki\":[\"B4\",\"D4\"") != NULL);
    CHECK_EQ(run("corner_seki.sgf --dead H2 --explain"), 0);
    CHECK(strstr(out, "stones in seki") != NULL);
    /* one stone names its chain: the two white stones B4-D4 */
    CHECK_EQ(run("no_ru.sgf --dead C4"), 0);
    CHECK(strstr(err, "no RU property; scoring with japanese rules") != NULL);
    CHECK(strstr(out, "result B+16") != NULL);
    CHECK(strstr(out, "  4 X o o o X 4") != NULL);
    /* automatic dead stones: whatever the analysis decides, a result line */
    CHECK_EQ(run("no_ru.sgf"), 0);
    CHECK(strstr(out, "result ") == out);
}

static void test_errors(void)
{
    CHECK_EQ(run("corner_seki.sgf --dead Z99"), 2);
    CHECK_STR(err, "seichi score: --dead: 'Z99' is not a point of this board\n");
    CHECK_EQ(run("corner_seki.sgf --dead C4"), 2);
    CHECK_STR(err, "seichi score: --dead: no stone at C4\n");
    CHECK_EQ(run("corner_seki.sgf --rules chess"), 2);
    CHECK(strstr(err, "seichi score: unknown rules 'chess'") == err);
    CHECK_EQ(run("corner_seki.sgf --komi lots"), 2);
    CHECK_EQ(run("bad.sgf"), 2);
    CHECK(strstr(err, "bad.sgf:1:") == err);
    CHECK_EQ(run("missing.sgf"), 2);
    CHECK_EQ(run(""), 2);
    CHECK(strstr(err, "usage") != NULL);
    CHECK_EQ(run("corner_seki.sgf --frobnicate"), 2);
    CHECK_EQ(run("corner_seki.sgf --game 0"), 2);
}

/* Several files, --move, the record's result, --sgf, the legend's width. */
static void test_habits(void)
{
    CHECK_EQ(run("kgs_markup.sgf corner_seki.sgf"), 0);
    CHECK(strstr(out, "== kgs_markup.sgf\nresult W+3.5") == out);
    CHECK(strstr(out, "\n\n== corner_seki.sgf\nresult W+2.5") != NULL);
    CHECK_EQ(run("kgs_markup.sgf"), 0);
    CHECK(strstr(out, "result W+3.5   (rules japanese, territory counting, komi 0.5, handicap 3)\n"
                      "record W+3.50   (RE of the record; seichi agrees)\nblack ") == out);
    CHECK_EQ(run("kgs_markup.sgf --rules chinese"), 0);
    CHECK(strstr(out, "(RE of the record; seichi differs)") != NULL);
    for (const char *s = out, *nl; (nl = strchr(s, '\n')); s = nl + 1) CHECK(nl - s <= 80);
    CHECK_EQ(run("kgs_markup.sgf --move 10"), 0);
    CHECK(strstr(out, "result ") == out && strstr(out, "record") == NULL);
    CHECK_EQ(run("kgs_markup.sgf --move 100000"), 2);
    CHECK(strstr(err, "seichi score: kgs_markup.sgf: --move 100000: the record has ") == err);
    CHECK_EQ(run("kgs_markup.sgf --sgf -"), 0);
    CHECK(strstr(out, "(;") == out && strstr(out, "\nresult W+3.5") != NULL && strstr(out, "\nTB[") != NULL);
    CHECK(strstr(out, "RE[W+3.50]") != NULL && strstr(out, "RE[W+3.5]") == NULL);
    CHECK_EQ(run("kgs_markup.sgf --sgf - --move 3"), 2);
    CHECK_EQ(run("kgs_markup.sgf corner_seki.sgf --sgf /tmp/x.sgf"), 2);
    CHECK_EQ(run("kgs_markup.sgf missing.sgf"), 2);
    CHECK(strstr(out, "== kgs_markup.sgf\nresult W+3.5") == out);
    CHECK(strstr(err, "missing.sgf: ") == err);
}

int main(void)
{
    if (!getenv("SEICHI_BIN")) {
        fprintf(stderr, "skipped: SEICHI_BIN not set\n");
        return 0;
    }
    RUN(test_markup);
    RUN(test_named);
    RUN(test_errors);
    RUN(test_habits);
    return CHECK_DONE();
}
