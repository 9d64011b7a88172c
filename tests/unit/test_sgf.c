/*
 * test_sgf.c - the SGF syntax layer: trees, values, errors with their
 * places, charsets, and the write/re-read round trip over every game file
 * under $SEICHI_SHARED_DIR/data/games.
 */
#include <dirent.h>
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "seichi.h"
#include "sgf/sgf.h"
#include "sgf/sgf_impl.h"

static sgf_tree *parse_ok(const char *s)
{
    sgf_tree *t = NULL;
    sgf_diag d;
    int rc = sgf_parse(s, strlen(s), &t, &d);
    if (rc) fprintf(stderr, "  parse failed %d:%d: %s\n", d.line, d.col, d.msg);
    CHECK_EQ(rc, 0);
    return t;
}

/* Parses s expecting failure; checks the place and that msg contains want. */
static void parse_err(const char *s, size_t len, int line, int col,
                      const char *want)
{
    sgf_tree *t = (sgf_tree *)(uintptr_t)1;
    sgf_diag d;
    int rc = sgf_parse(s, len, &t, &d);
    CHECK_EQ(rc, SEICHI_PARSE);
    if (rc == 0) sgf_free(t);
    else CHECK(t == NULL);
    CHECK_EQ(d.line, line);
    CHECK_EQ(d.col, col);
    if (!strstr(d.msg, want))
        fprintf(stderr, "  message '%s' lacks '%s'\n", d.msg, want);
    CHECK(strstr(d.msg, want) != NULL);
}

/* Writes t, re-reads the output and checks the trees are equal. */
static int round_trip(const sgf_tree *t)
{
    size_t len = 0;
    char *w = sgf_write(t, &len);
    CHECK(w != NULL);
    if (!w) return 0;
    CHECK_EQ(w[len], 0);
    sgf_tree *u = NULL;
    sgf_diag d;
    int rc = sgf_parse(w, len, &u, &d);
    int ok = rc == 0 && sgf_tree_equal(t, u);
    if (!ok)
        fprintf(stderr, "  round trip failed (rc %d, %d:%d %s)\n", rc, d.line,
                d.col, d.msg);
    sgf_free(u);
    free(w);
    return ok;
}

static void test_basic(void)
{
    sgf_tree *t = parse_ok("(;GM[1]FF[4]SZ[19]KM[6.5]\n;B[pd];W[dd]\n;B[])");
    if (!t) return;
    CHECK_EQ(sgf_game_count(t), 1);
    const sgf_node *r = sgf_game_root(t, 0);
    CHECK(r != NULL);
    CHECK(sgf_game_root(t, 1) == NULL);
    CHECK(sgf_game_root(t, -1) == NULL);
    CHECK_EQ(r->nprops, 4);
    CHECK_STR(sgf_node_text(r, "SZ"), "19");
    CHECK_STR(sgf_node_text(r, "KM"), "6.5");
    CHECK(sgf_node_text(r, "XX") == NULL);
    CHECK(r->parent == NULL);
    const sgf_node *n = r->first_child;
    CHECK_STR(sgf_node_text(n, "B"), "pd");
    CHECK(n->parent == r);
    CHECK(n->next_sibling == NULL);
    n = n->first_child;
    CHECK_STR(sgf_node_text(n, "W"), "dd");
    n = n->first_child;
    CHECK_STR(sgf_node_text(n, "B"), "");
    CHECK_EQ(sgf_node_find(n, "B")->values[0].raw_len, 0);
    CHECK(n->first_child == NULL);
    CHECK_EQ(n->line, 3);
    CHECK_EQ(n->col, 1);
    CHECK_EQ(sgf_tree_node_count(t), 4);
    CHECK_STR(sgf_warnings(t), "");
    CHECK(round_trip(t));
    sgf_free(t);
    sgf_free(NULL);
}

static void test_positions(void)
{
    sgf_tree *t = parse_ok("\n  (;GM[1]\r\n  C[a\nb]  PB\n [x];B[aa])");
    if (!t) return;
    const sgf_node *r = sgf_game_root(t, 0);
    CHECK_EQ(r->line, 2);
    CHECK_EQ(r->col, 4);
    const sgf_prop *c = sgf_node_find(r, "C");
    CHECK_EQ(c->line, 3);
    CHECK_EQ(c->col, 3);
    CHECK_EQ(c->values[0].line, 3);
    CHECK_EQ(c->values[0].col, 4);
    const sgf_prop *pb = sgf_node_find(r, "PB");
    CHECK_EQ(pb->line, 4);
    CHECK_EQ(pb->col, 5);
    CHECK_EQ(pb->values[0].line, 5);
    CHECK_EQ(pb->values[0].col, 2);
    CHECK_EQ(r->first_child->line, 5);
    CHECK_EQ(r->first_child->col, 5);
    sgf_free(t);
}

static void test_collection(void)
{
    sgf_tree *t = parse_ok("(;GN[one];B[aa])\n(;GN[two])  (;GN[three]\n)\n");
    if (!t) return;
    CHECK_EQ(sgf_game_count(t), 3);
    CHECK_STR(sgf_node_text(sgf_game_root(t, 0), "GN"), "one");
    CHECK_STR(sgf_node_text(sgf_game_root(t, 1), "GN"), "two");
    CHECK_STR(sgf_node_text(sgf_game_root(t, 2), "GN"), "three");
    CHECK(sgf_game_root(t, 1)->next_sibling == NULL);
    CHECK(round_trip(t));
    sgf_free(t);
}

static void test_variations(void)
{
    sgf_tree *t = parse_ok(
        "(;FF[4](;B[aa];W[bb])(;B[cc])(;B[dd](;W[ee];B[ff])(;W[gg])))");
    if (!t) return;
    const sgf_node *r = sgf_game_root(t, 0);
    const sgf_node *a = r->first_child;
    CHECK_STR(sgf_node_text(a, "B"), "aa");
    CHECK_STR(sgf_node_text(a->first_child, "W"), "bb");
    CHECK(a->first_child->first_child == NULL);
    const sgf_node *c = a->next_sibling;
    CHECK_STR(sgf_node_text(c, "B"), "cc");
    CHECK(c->parent == r);
    const sgf_node *d = c->next_sibling;
    CHECK_STR(sgf_node_text(d, "B"), "dd");
    CHECK(d->next_sibling == NULL);
    CHECK_STR(sgf_node_text(d->first_child, "W"), "ee");
    CHECK_STR(sgf_node_text(d->first_child->first_child, "B"), "ff");
    CHECK_STR(sgf_node_text(d->first_child->next_sibling, "W"), "gg");
    CHECK(d->first_child->next_sibling->parent == d);
    CHECK_EQ(sgf_tree_node_count(t), 8);
    CHECK(round_trip(t));
    sgf_free(t);

    /* A lone variation is a plain continuation of the sequence. */
    t = parse_ok("(;A[1](;B[2](;C[3])))");
    if (!t) return;
    r = sgf_game_root(t, 0);
    CHECK_STR(sgf_node_text(r->first_child->first_child, "C"), "3");
    size_t len;
    char *w = sgf_write(t, &len);
    CHECK(w && strstr(w, "(;A[1]\n;B[2];C[3])") != NULL);
    free(w);
    sgf_free(t);
}

static void test_values(void)
{
    sgf_tree *t = parse_ok("(;AB[aa][bb]\n [cc]AW[aa:cc]C[a\\]b\\\\c\\:d]"
                           "GN[x\\\ny\\\r\nz\\\n\rw\\\rv]"
                           "GC[1\r\n2\n\r3\r4\n5\\\\\n6]TE[\\]])");
    if (!t) return;
    const sgf_node *r = sgf_game_root(t, 0);
    const sgf_prop *ab = sgf_node_find(r, "AB");
    CHECK_EQ(ab->nvalues, 3);
    CHECK_STR(ab->values[0].text, "aa");
    CHECK_STR(ab->values[2].text, "cc");
    CHECK_EQ(ab->values[2].line, 2);
    CHECK_EQ(ab->values[2].col, 2);
    const sgf_prop *aw = sgf_node_find(r, "AW");
    CHECK_EQ(aw->nvalues, 1);
    CHECK_STR(aw->values[0].text, "aa:cc");
    const sgf_value *c = &sgf_node_find(r, "C")->values[0];
    CHECK_STR(c->text, "a]b\\c:d");
    CHECK_EQ(c->text_len, 7);
    CHECK_EQ(c->raw_len, 10);
    CHECK(memcmp(c->raw, "a\\]b\\\\c\\:d", 10) == 0);
    CHECK_STR(sgf_node_text(r, "GN"), "xyzwv");
    CHECK_STR(sgf_node_text(r, "GC"), "1\n2\n3\n4\n5\\\n6");
    CHECK_STR(sgf_node_text(r, "TE"), "]");
    CHECK(round_trip(t));
    sgf_free(t);

    /* Embedded NUL bytes are kept; text_len counts them. */
    static const char nul[] = "(;C[a\0b])";
    sgf_tree *u = NULL;
    sgf_diag d;
    CHECK_EQ(sgf_parse(nul, sizeof nul - 1, &u, &d), 0);
    if (u) {
        const sgf_value *v = &sgf_node_find(sgf_game_root(u, 0), "C")->values[0];
        CHECK_EQ(v->text_len, 3);
        CHECK_EQ(v->raw_len, 3);
        CHECK(round_trip(u));
        sgf_free(u);
    }
}

static void test_lowercase_ids(void)
{
    sgf_tree *t = parse_ok("(;CoPyright[me]AddBlack[aa]\n;B[bb])");
    if (!t) return;
    const sgf_node *r = sgf_game_root(t, 0);
    CHECK_STR(r->props[0].id, "CP");
    CHECK_STR(r->props[1].id, "AB");
    CHECK_STR(sgf_node_text(r, "CP"), "me");
    CHECK(strstr(sgf_warnings(t), "1:3: lower-case letters dropped") != NULL);
    CHECK(strstr(sgf_warnings(t), "'AddBlack'") != NULL);
    CHECK(round_trip(t));
    sgf_free(t);
    parse_err("(;B[aa]add[bb])", 15, 1, 8, "no upper-case letter");
}

static void test_junk(void)
{
    sgf_tree *t = parse_ok("From: someone\n(c) 2003 ((\xef\xbb\xbf(\n;GM[1])\n"
                           "trailer ) ( ;ignored[x]");
    if (!t) return;
    CHECK_EQ(sgf_game_count(t), 1);
    CHECK_EQ(sgf_game_root(t, 0)->line, 3);
    CHECK(strstr(sgf_warnings(t), "4:1: text after the last game tree") !=
          NULL);
    sgf_free(t);
}

static void test_errors(void)
{
    parse_err("", 0, 1, 1, "empty input");
    parse_err("hello world, no sgf here", 24, 1, 1, "no game tree");
    parse_err("((((", 4, 1, 1, "no game tree");
    parse_err("(;B[aa];W[b", 11, 1, 12,
              "unterminated property value started at 1:10");
    parse_err("(;GM[1]\n;B[aa]\n;C[long\ncomment", 30, 4, 8,
              "unterminated property value started at 3:3");
    parse_err("(;C[ends in escape\\", 19, 1, 20, "unterminated");
    parse_err("(;B[aa]\n;W[bb]", 14, 2, 7,
              "missing ')' at end of input (for the '(' at 1:1)");
    parse_err("(;B[aa](;W[bb]\n", 15, 2, 1, "(for the '(' at 1:8)");
    parse_err("(;B[aa]?)", 9, 1, 8, "unexpected '?'");
    parse_err("(;B[aa]\x80)", 9, 1, 8, "unexpected byte 0x80");
    parse_err("(;B[aa] W )", 11, 1, 11, "property W has no value");
    parse_err("(;B[aa] W", 9, 1, 10, "property W has no value");
    parse_err("(;B[aa](;W[bb]);B[cc])", 22, 1, 16, "node after a variation");
    parse_err("(;B[aa](;W[bb])C[x])", 20, 1, 16, "property after a variation");
    parse_err("(;B[aa]())", 10, 1, 9, "expected ';'");
    parse_err("(;B[aa](C[x]))", 14, 1, 9, "expected ';'");
    parse_err("(;B[aa](((;W[bb])))", 19, 1, 9, "expected ';'");
}

static void test_deep_nesting(void)
{
    size_t n = 200000;
    char *s = malloc(2 * n + 8);
    memset(s, '(', n);
    parse_err(s, n, 1, 1, "no game tree");
    /* "(;" n deep then ")" n times: valid, and no recursion anywhere. */
    for (size_t i = 0; i < n; i++) {
        s[2 * i] = '(';
        s[2 * i + 1] = ';';
    }
    sgf_tree *t = NULL;
    sgf_diag d;
    CHECK_EQ(sgf_parse(s, 2 * n, &t, &d), SEICHI_PARSE);
    CHECK(strstr(d.msg, "missing ')'") != NULL);
    CHECK_EQ(d.col, (int)(2 * n + 1));
    char *full = malloc(3 * n + 8);
    memcpy(full, s, 2 * n);
    memset(full + 2 * n, ')', n);
    CHECK_EQ(sgf_parse(full, 3 * n, &t, &d), 0);
    if (t) {
        CHECK_EQ(sgf_tree_node_count(t), n);
        CHECK(round_trip(t));
        sgf_free(t);
    }
    /* Many siblings under one node. */
    size_t k = 0;
    full[k++] = '(';
    full[k++] = ';';
    for (size_t i = 0; i < n / 4; i++) {
        memcpy(full + k, "(;)", 3);
        k += 3;
    }
    full[k++] = ')';
    CHECK_EQ(sgf_parse(full, k, &t, &d), 0);
    if (t) {
        CHECK_EQ(sgf_tree_node_count(t), n / 4 + 1);
        CHECK(round_trip(t));
        sgf_free(t);
    }
    free(full);
    free(s);
}

static const char *text_of(sgf_tree **keep, const char *s, const char *id)
{
    *keep = parse_ok(s);
    return *keep ? sgf_node_text(sgf_game_root(*keep, 0), id) : NULL;
}

static void test_charsets(void)
{
    sgf_tree *t;
    CHECK_STR(text_of(&t, "(;CA[ISO-8859-1]PB[Ren\xe9])", "PB"),
              "Ren\xc3\xa9");
    CHECK_STR(sgf_warnings(t), "");
    sgf_free(t);
    CHECK_STR(text_of(&t, "(;CA[latin1]C[\\\xe9])", "C"), "\xc3\xa9");
    sgf_free(t);
    /* GB2312 name: U+6BB5 (duan) is B6 CE in GB2312. */
    CHECK_STR(text_of(&t, "(;CA[gb2312]BR[9\xb6\xce])", "BR"),
              "9\xe6\xae\xb5");
    sgf_free(t);
    CHECK_STR(text_of(&t, "(;CA[Shift_JIS]PW[\x8c\xe9])", "PW"),
              "\xe7\xa2\x81");
    sgf_free(t);
    CHECK_STR(text_of(&t, "(;CA[UTF-8]PB[ok \xe2\x9c\x93])", "PB"),
              "ok \xe2\x9c\x93");
    CHECK_STR(sgf_warnings(t), "");
    sgf_free(t);
    CHECK_STR(text_of(&t, "(;CA[UTF-8]PB[bad\xff!])", "PB"),
              "bad\xef\xbf\xbd!");
    CHECK(strstr(sgf_warnings(t), "1 undecodable byte replaced") != NULL);
    sgf_free(t);
    /* No CA: valid UTF-8 stays; other text is guessed, with a warning. */
    CHECK_STR(text_of(&t, "(;PB[\xe5\x9d\x82\xe7\x94\xb0])", "PB"),
              "\xe5\x9d\x82\xe7\x94\xb0");
    CHECK_STR(sgf_warnings(t), "");
    sgf_free(t);
    CHECK_STR(text_of(&t, "(;PB[\xdb\xe0\xcc\xef])", "PB"),
              "\xe5\x9d\x82\xe7\x94\xb0");
    CHECK(strstr(sgf_warnings(t), "GB18030") != NULL);
    sgf_free(t);
    CHECK_STR(text_of(&t, "(;PB[Ren\xe9 \xff])", "PB"),
              "Ren\xc3\xa9 \xc3\xbf");
    CHECK(strstr(sgf_warnings(t), "ISO-8859-1") != NULL);
    sgf_free(t);
    CHECK_STR(text_of(&t, "(;CA[no-such-charset]PB[\xe2\x9c\x93])", "PB"),
              "\xe2\x9c\x93");
    CHECK(strstr(sgf_warnings(t), "unknown charset") != NULL);
    sgf_free(t);
    CHECK_STR(text_of(&t, "(;CA[ISO-2022-JP]PB[\x1b$B8k\x1b(B!])", "PB"),
              "\xe7\xa2\x81!");
    sgf_free(t);
    /* CA is per game tree; raw values keep the file's bytes. */
    t = parse_ok("(;CA[latin1];C[\xe9])(;C[\xc3\xa9])");
    if (t) {
        const sgf_node *a = sgf_game_root(t, 0)->first_child;
        CHECK_STR(sgf_node_text(a, "C"), "\xc3\xa9");
        CHECK(memcmp(sgf_node_find(a, "C")->values[0].raw, "\xe9", 1) == 0);
        CHECK_STR(sgf_node_text(sgf_game_root(t, 1), "C"), "\xc3\xa9");
        CHECK(round_trip(t));
        sgf_free(t);
    }
}

static sgf_tree *parse_file(const char *path)
{
    size_t len = 0;
    char *buf = check_read_file(path, &len);
    if (!buf) {
        fprintf(stderr, "  cannot read %s\n", path);
        return NULL;
    }
    sgf_tree *t = NULL;
    sgf_diag d;
    int rc = sgf_parse(buf, len, &t, &d);
    if (rc) fprintf(stderr, "  %s:%d:%d: %s\n", path, d.line, d.col, d.msg);
    free(buf);
    return t;
}

static void test_real_charsets(void)
{
    /* m8weiqipu files without CA are GB18030. */
    const char *p =
        SHARED_PATH("data/games/m8weiqipu-pro/chinesefuseki645_S00003.sgf");
    sgf_tree *t = parse_file(p);
    if (!t) {
        fprintf(stderr, "  skipped: %s absent\n", p);
        return;
    }
    const sgf_node *r = sgf_game_root(t, 0);
    CHECK_STR(sgf_node_text(r, "PB"), "工藤纪夫");
    CHECK_STR(sgf_node_text(r, "PW"), "坂田荣男");
    CHECK_STR(sgf_node_text(r, "EV"), "第3期名人战");
    CHECK(strstr(sgf_warnings(t), "GB18030") != NULL);
    sgf_free(t);
    /* fox-pro files are UTF-8 with some bytes lost to '?'. */
    t = parse_file(SHARED_PATH(
        "data/games/fox-pro/Pro__1p__1489235695019999899.sgf"));
    if (!t) return;
    r = sgf_game_root(t, 0);
    CHECK_STR(sgf_node_text(r, "PB"), "김혜림");
    CHECK_STR(sgf_node_text(r, "PW"), "권주리");
    CHECK_STR(sgf_node_text(r, "BR"), "P2段");
    CHECK(strncmp(sgf_node_text(r, "GN"), "韩国女\xef\xbf\xbd?", 12) == 0);
    CHECK(strstr(sgf_warnings(t), "damaged UTF-8") != NULL);
    sgf_free(t);
}

static int is_sgf(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && (strcmp(name + n - 4, ".sgf") == 0 ||
                     strcmp(name + n - 4, ".SGF") == 0);
}

static void test_round_trip_games(void)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", SHARED_PATH("data/games"));
    DIR *top = opendir(dir);
    if (!top) {
        fprintf(stderr, "  skipped: %s absent\n", dir);
        return;
    }
    int files = 0, ok = 0;
    size_t nodes = 0;
    struct dirent *e;
    while ((e = readdir(top))) {
        if (e->d_name[0] == '.') continue;
        char sub[4096 + 256];
        snprintf(sub, sizeof sub, "%s/%s", dir, e->d_name);
        DIR *d = opendir(sub);
        if (!d) continue;
        struct dirent *f;
        while ((f = readdir(d))) {
            if (!is_sgf(f->d_name)) continue;
            char path[4096 + 512];
            snprintf(path, sizeof path, "%s/%s", sub, f->d_name);
            files++;
            sgf_tree *t = parse_file(path);
            CHECK(t != NULL);
            if (!t) continue;
            nodes += sgf_tree_node_count(t);
            int rt = round_trip(t);
            CHECK(rt);
            if (!rt) fprintf(stderr, "  round trip: %s\n", path);
            ok += rt;
            sgf_free(t);
        }
        closedir(d);
    }
    closedir(top);
    fprintf(stderr, "  round trip: %d/%d files, %zu nodes\n", ok, files,
            nodes);
    CHECK(files > 0);
}

int main(void)
{
    RUN(test_basic);
    RUN(test_positions);
    RUN(test_collection);
    RUN(test_variations);
    RUN(test_values);
    RUN(test_lowercase_ids);
    RUN(test_junk);
    RUN(test_errors);
    RUN(test_deep_nesting);
    RUN(test_charsets);
    RUN(test_real_charsets);
    RUN(test_round_trip_games);
    return CHECK_DONE();
}
