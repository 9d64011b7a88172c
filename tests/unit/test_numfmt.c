/*
 * test_numfmt.c - the one number format of the JSON, GTP and text outputs
 * (sbuf_num): every value gives a valid JSON number, never a bare trailing
 * point ("7.") nor "-0", and the library's outputs that print numbers (the
 * result's JSON, the margin string, GTP showboard) go through it.
 */
#include <math.h>
#include <stdint.h>

#include "check.h"
#include "seichi.h"
#include "score/score_int.h"
#include "util/sbuf.h"

/* The JSON grammar for a number (RFC 8259, section 6). */
static int json_number(const char *s)
{
    if (*s == '-') s++;
    if (*s == '0') s++;
    else if (*s >= '1' && *s <= '9') while (*s >= '0' && *s <= '9') s++;
    else return 0;
    if (*s == '.') {
        s++;
        if (!(*s >= '0' && *s <= '9')) return 0;
        while (*s >= '0' && *s <= '9') s++;
    }
    if (*s == 'e' || *s == 'E') {
        s++;
        if (*s == '+' || *s == '-') s++;
        if (!(*s >= '0' && *s <= '9')) return 0;
        while (*s >= '0' && *s <= '9') s++;
    }
    return *s == 0;
}

static void test_values(void)
{
    char b[SBUF_NUM_LEN];
    CHECK_STR(sbuf_num(7.00001, b), "7");
    CHECK_STR(sbuf_num(12.000001, b), "12");
    CHECK_STR(sbuf_num(-0.00001, b), "0");
    CHECK_STR(sbuf_num(-0.0, b), "0");
    CHECK_STR(sbuf_num(6.5, b), "6.5");
    CHECK_STR(sbuf_num(-7.25, b), "-7.25");
    CHECK_STR(sbuf_num(0.12345, b), "0.1235");
    CHECK_STR(sbuf_num(99.99999, b), "100");
    CHECK_STR(sbuf_num(361, b), "361");
    CHECK_STR(sbuf_num(1e308, b), "1e+308");
    CHECK_STR(sbuf_num(-1.5e20, b), "-1.5e+20");
    CHECK_STR(sbuf_num(NAN, b), "null");
    CHECK_STR(sbuf_num(INFINITY, b), "null");
}

/* Values near integers and halves, tiny and huge, of both signs. */
static void test_all_valid(void)
{
    uint64_t x = 88172645463325252ull;
    int bad = 0;
    for (int i = 0; i < 200000; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        double base = (double)(int64_t)(x % 2000) / 2 - 500;
        double eps = ldexp((double)(x >> 40) / (1 << 24), -(int)(x % 60));
        double v = i % 3 == 0 ? base + eps : i % 3 == 1 ? base - eps : ldexp(base, (int)(x % 120) - 60);
        char b[SBUF_NUM_LEN];
        sbuf_num(v, b);
        if (!json_number(b) || !strcmp(b, "-0")) {
            if (bad++ < 5) fprintf(stderr, "%.17g printed as '%s'\n", v, b);
        } else if (fabs(v) < 1e15 && fabs(strtod(b, NULL) - v) > 0.00005 + 1e-9 * fabs(v)) {
            if (bad++ < 5) fprintf(stderr, "%.17g printed as '%s' (off by more than the rounding)\n", v, b);
        }
    }
    CHECK_EQ(bad, 0);
}

static void test_margin(void)
{
    char b[32];
    score_format_margin(0.00001, 2, NULL, b, sizeof b);
    CHECK_STR(b, "0");
    score_format_margin(-3.50001, 2, NULL, b, sizeof b);
    CHECK_STR(b, "W+3.5");
    score_format_margin(7.00001, 2, NULL, b, sizeof b);
    CHECK_STR(b, "B+7");
    double t[4] = {0, 10.00001, 3, 10};
    score_format_margin(0, 3, t, b, sizeof b);
    CHECK_STR(b, "0");
}

/* Whole and half numbers are written digit by digit (no printf): the
 * same text as "%.4f" less its trailing zeros, at the edges of that path
 * (magnitudes up to 1e9) and beyond it. */
static void test_halves(void)
{
    int bad = 0;
    for (long long h = -2000000; h <= 2000000; h += h > -1000 && h < 1000 ? 1 : 997) {
        for (int k = 0; k < 3; k++) {
            double v = (double)h / 2 + (k == 1 ? 5e8 : k == 2 ? -999999000.0 : 0);
            if (k == 2 && h < 0) v = -v;
            char b[SBUF_NUM_LEN], want[SBUF_NUM_LEN];
            snprintf(want, sizeof want, "%.4f", v);
            size_t n = strlen(want);
            while (want[n - 1] == '0') want[--n] = 0;
            if (want[n - 1] == '.') want[--n] = 0;
            if (!strcmp(want, "-0")) strcpy(want, "0");
            if (strcmp(sbuf_num(v, b), want) && bad++ < 5) fprintf(stderr, "%.17g: '%s', not '%s'\n", v, b, want);
        }
    }
    CHECK_EQ(bad, 0);
    char b[SBUF_NUM_LEN];
    CHECK_STR(sbuf_num(999999999.5, b), "999999999.5");
    CHECK_STR(sbuf_num(-999999999.5, b), "-999999999.5");
    CHECK_STR(sbuf_num(1e9 + 0.5, b), "1000000000.5");
    CHECK_STR(sbuf_num(-0.5, b), "-0.5");
}

/* The result's JSON and GTP showboard with komi just off a whole number. */
static void test_outputs(void)
{
    seichi_gtp *e = seichi_gtp_new();
    size_t n;
    const char *out = seichi_gtp_exec(e, "komi -0.00001", 13, &n);
    CHECK(out[0] == '=');
    out = seichi_gtp_exec(e, "showboard", 9, &n);
    CHECK(strstr(out, "komi 0;") != NULL);
    CHECK(strstr(out, "-0") == NULL);
    out = seichi_gtp_exec(e, "komi 7.00001", 12, &n);
    out = seichi_gtp_exec(e, "showboard", 9, &n);
    CHECK(strstr(out, "komi 7;") != NULL);
    seichi_gtp_free(e);

    seichi_graph *g = seichi_graph_new_grid(5, 5);
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_score_options o;
    seichi_score_options_init(&o);
    o.komi = 7.00001;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    char *json = NULL;
    CHECK_EQ(seichi_result_json(r, &json, NULL), SEICHI_OK);
    CHECK(json && strstr(json, "\"komi\":7,") != NULL);
    CHECK(json && strstr(json, ".,") == NULL && strstr(json, ".}") == NULL);
    CHECK_STR(seichi_result_string(r), "W+7");
    free(json);
    seichi_result_free(r);
    seichi_pos_free(p);
    seichi_graph_release(g);
}

int main(void)
{
    RUN(test_values);
    RUN(test_all_valid);
    RUN(test_halves);
    RUN(test_margin);
    RUN(test_outputs);
    return CHECK_DONE();
}
