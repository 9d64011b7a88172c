/*
 * sgf_charset.c - makes every text of a game tree UTF-8.
 *
 * FF[4] names the charset of a game tree in the CA property of its root
 * (default ISO-8859-1).  The parser hands over, when a game tree closes,
 * the values holding bytes >= 0x80 or ESC (ISO-2022-JP and its kin shift
 * with escape sequences); values of plain ASCII never come here, so files
 * in ASCII or in UTF-8 pay nothing beyond a validity check.
 *
 * With CA: UTF-8 is kept (invalid sequences become U+FFFD, with a
 * warning); ISO-8859-1 and ASCII are widened here; anything else goes
 * through POSIX iconv (glibc, musl), with the usual supersets preferred
 * (GB2312 and GBK read as GB18030, Shift_JIS as CP932, EUC-KR as CP949)
 * because real files use their extra characters.  A charset iconv does not
 * know is treated as a missing CA, with a warning.
 *
 * Without CA, the spec's ISO-8859-1 is rarely right: most files are UTF-8,
 * Chinese servers write GB18030, and some files are UTF-8 damaged by a
 * lossy copy (bytes replaced by '?').  So: valid UTF-8 stays UTF-8; text
 * with >= 90% of its high bytes in valid UTF-8 sequences is repaired with
 * U+FFFD; else text that is entirely valid GB18030 is read as GB18030
 * (GB text scores at most about 50% as UTF-8); else text scoring >= 60% is
 * repaired UTF-8 (damaged files seen score 75% and up); the rest is read
 * as ISO-8859-1.  Every guess but the first leaves a warning.
 *
 * Limits: one charset per game tree (as FF[4] says); the decision without
 * CA looks at the whole tree, so a single Latin-1 comment in a UTF-8 file
 * is repaired rather than widened.  Invalid input never fails: each byte
 * that cannot be decoded becomes U+FFFD.
 */
#include "sgf_impl.h"

#include <errno.h>
#include <iconv.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"

/* Length of the valid UTF-8 sequence at s (1..4), or 0 if invalid. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    if (c < 0x80) return 1;
    if (c < 0xC2) return 0;
    if (c < 0xE0) return n >= 2 && (s[1] & 0xC0) == 0x80 ? 2 : 0;
    if (c < 0xF0) {
        if (n < 3 || (s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80) return 0;
        if (c == 0xE0 && s[1] < 0xA0) return 0;
        if (c == 0xED && s[1] >= 0xA0) return 0;
        return 3;
    }
    if (c > 0xF4 || n < 4 || (s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80 ||
        (s[3] & 0xC0) != 0x80)
        return 0;
    if (c == 0xF0 && s[1] < 0x90) return 0;
    if (c == 0xF4 && s[1] >= 0x90) return 0;
    return 4;
}

/* Bytes >= 0x80 of s that are in valid UTF-8 sequences (*good) and not
 * (*bad). */
static void utf8_count(const unsigned char *s, size_t n, size_t *good,
                       size_t *bad)
{
    size_t i = 0;
    while (i < n) {
        if (s[i] < 0x80) {
            i++;
            continue;
        }
        size_t k = utf8_seq(s + i, n - i);
        if (k) {
            *good += k;
            i += k;
        } else {
            ++*bad;
            i++;
        }
    }
}

static unsigned char *put_fffd(unsigned char *o)
{
    o[0] = 0xEF;
    o[1] = 0xBF;
    o[2] = 0xBD;
    return o + 3;
}

/* UTF-8 with each undecodable byte replaced; out holds 3 * n bytes. */
static size_t utf8_repair(const unsigned char *s, size_t n, unsigned char *out)
{
    unsigned char *o = out;
    size_t i = 0;
    while (i < n) {
        size_t k = s[i] < 0x80 ? 1 : utf8_seq(s + i, n - i);
        if (k) {
            memcpy(o, s + i, k);
            o += k;
            i += k;
        } else {
            o = put_fffd(o);
            i++;
        }
    }
    return (size_t)(o - out);
}

/* ISO-8859-1 widened; out holds 2 * n bytes. */
static size_t latin1_to_utf8(const unsigned char *s, size_t n,
                             unsigned char *out)
{
    unsigned char *o = out;
    for (size_t i = 0; i < n; i++) {
        unsigned c = s[i];
        if (c < 0x80) {
            *o++ = (unsigned char)c;
        } else {
            *o++ = (unsigned char)(0xC0 | (c >> 6));
            *o++ = (unsigned char)(0x80 | (c & 0x3F));
        }
    }
    return (size_t)(o - out);
}

typedef struct buf {
    unsigned char *p;
    size_t cap;
} buf;

static int reserve(buf *b, size_t n)
{
    if (n <= b->cap) return 0;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < n) cap *= 2;
    unsigned char *p = realloc(b->p, cap);
    if (!p) return -1;
    b->p = p;
    b->cap = cap;
    return 0;
}

/* Converts s with cd into b.  Returns the length, or (size_t)-1 when out
 * of memory; *bad counts undecodable bytes (each became U+FFFD). */
static size_t conv_iconv(iconv_t cd, const unsigned char *s, size_t n, buf *b,
                         size_t *bad)
{
    iconv(cd, NULL, NULL, NULL, NULL);
    if (reserve(b, 4 * n + 16)) return (size_t)-1;
    char *in = (char *)(uintptr_t)s;
    size_t inleft = n, used = 0;
    for (;;) {
        char *out = (char *)b->p + used;
        size_t outleft = b->cap - used - 4;
        size_t r = iconv(cd, &in, &inleft, &out, &outleft);
        used = (size_t)((unsigned char *)out - b->p);
        if (r != (size_t)-1) {
            out = (char *)b->p + used;
            outleft = b->cap - used - 4;
            iconv(cd, NULL, NULL, &out, &outleft);
            return (size_t)((unsigned char *)out - b->p);
        }
        if (errno == E2BIG) {
            if (reserve(b, b->cap * 2)) return (size_t)-1;
            continue;
        }
        /* EILSEQ, EINVAL (truncated at the end) or anything else. */
        if (inleft == 0) return used;
        ++*bad;
        put_fffd(b->p + used);
        used += 3;
        in++;
        inleft--;
        iconv(cd, NULL, NULL, NULL, NULL);
        if (reserve(b, used + 4 * inleft + 16)) return (size_t)-1;
    }
}

/* 1 if every value decodes with cd without error. */
static int all_decode(iconv_t cd, sgf_value **vals, size_t n, buf *b)
{
    for (size_t i = 0; i < n; i++) {
        size_t bad = 0;
        size_t r = conv_iconv(cd, (const unsigned char *)vals[i]->text,
                              vals[i]->text_len, b, &bad);
        if (r == (size_t)-1 || bad) return 0;
    }
    return 1;
}

static int set_text(sgf_tree *t, sgf_value *v, const unsigned char *s,
                    size_t n)
{
    char *dst = sgf__alloc(t, n + 1);
    if (!dst) return -1;
    memcpy(dst, s, n);
    dst[n] = 0;
    v->text = dst;
    v->text_len = n;
    return 0;
}

enum { CS_UTF8, CS_LATIN1, CS_ICONV };

/* Upper-cased CA name without blanks, '-' and '_' ("SHIFTJIS"). */
static void norm_name(const char *s, char *out, size_t cap)
{
    size_t o = 0;
    for (; *s && o + 1 < cap; s++) {
        char c = *s;
        if (c == ' ' || c == '-' || c == '_' || c == '\t') continue;
        if (c >= 'a' && c <= 'z') c = (char)(c - 'a' + 'A');
        out[o++] = c;
    }
    out[o] = 0;
}

/* An iconv descriptor to UTF-8 for the CA name, trying a superset first. */
static iconv_t open_ca(const char *ca, const char *norm)
{
    static const char *const sup[][2] = {
        {"GB2312", "GB18030"},    {"GBK", "GB18030"},
        {"CP936", "GB18030"},     {"EUCCN", "GB18030"},
        {"SHIFTJIS", "CP932"},    {"SJIS", "CP932"},
        {"EUCKR", "CP949"},       {"KSC56011987", "CP949"},
        {"BIG5", "BIG5-HKSCS"},
    };
    for (size_t i = 0; i < sizeof sup / sizeof sup[0]; i++) {
        if (strcmp(norm, sup[i][0]) == 0) {
            iconv_t cd = iconv_open("UTF-8", sup[i][1]);
            if (cd != (iconv_t)-1) return cd;
        }
    }
    return iconv_open("UTF-8", ca);
}

static int convert_all(sgf_tree *t, int cs, iconv_t cd, sgf_value **vals,
                       size_t n, buf *b, size_t *bad)
{
    for (size_t i = 0; i < n; i++) {
        const unsigned char *s = (const unsigned char *)vals[i]->text;
        size_t len = vals[i]->text_len, k;
        if (cs == CS_ICONV) {
            k = conv_iconv(cd, s, len, b, bad);
            if (k == (size_t)-1) return -1;
            /* Some iconv "UTF-8" outputs let surrogates through. */
            size_t good = 0, nbad = 0;
            utf8_count(b->p, k, &good, &nbad);
            if (nbad) {
                unsigned char *fix = malloc(3 * k + 1);
                if (!fix) return -1;
                k = utf8_repair(b->p, k, fix);
                int rc = set_text(t, vals[i], fix, k);
                free(fix);
                if (rc) return -1;
                continue;
            }
        } else {
            if (reserve(b, 3 * len + 4)) return -1;
            if (cs == CS_LATIN1) {
                k = latin1_to_utf8(s, len, b->p);
            } else {
                size_t good = 0, nbad = 0;
                utf8_count(s, len, &good, &nbad);
                if (!nbad) continue;
                *bad += nbad;
                k = utf8_repair(s, len, b->p);
            }
        }
        if (set_text(t, vals[i], b->p, k)) return -1;
    }
    return 0;
}

int sgf__charset_game(sgf_tree *t, const sgf_node *root, sgf_value **vals,
                      size_t n)
{
    const sgf_prop *ca = sgf_node_find(root, "CA");
    int line = root->line, col = root->col;
    int cs = -1;
    iconv_t cd = (iconv_t)-1;
    buf b = {NULL, 0};
    size_t bad = 0;
    int rc = 0;
    char norm[64];
    const char *name = NULL;
    if (ca && ca->nvalues > 0) {
        name = ca->values[0].text;
        line = ca->line;
        col = ca->col;
        norm_name(name, norm, sizeof norm);
        if (strcmp(norm, "UTF8") == 0) {
            cs = CS_UTF8;
        } else if (strcmp(norm, "ISO88591") == 0 ||
                   strcmp(norm, "LATIN1") == 0 ||
                   strcmp(norm, "ISOLATIN1") == 0 ||
                   strcmp(norm, "ASCII") == 0 || strcmp(norm, "USASCII") == 0) {
            cs = CS_LATIN1;
        } else if (norm[0] && (cd = open_ca(name, norm)) != (iconv_t)-1) {
            cs = CS_ICONV;
        } else {
            sgf__warn(t, line, col, "unknown charset CA[%.40s]: guessing",
                      name);
        }
    }
    if (cs < 0) {
        size_t good = 0, nbad = 0;
        for (size_t i = 0; i < n; i++)
            utf8_count((const unsigned char *)vals[i]->text,
                       vals[i]->text_len, &good, &nbad);
        size_t all = good + nbad;
        if (!nbad) {
            cs = CS_UTF8;
        } else if (good * 10 >= all * 9 ||
                   ((cd = iconv_open("UTF-8", "GB18030")) != (iconv_t)-1 &&
                    all_decode(cd, vals, n, &b))) {
            cs = good * 10 >= all * 9 ? CS_UTF8 : CS_ICONV;
            sgf__warn(t, line, col,
                      cs == CS_UTF8
                          ? "no CA and text is damaged UTF-8: read as UTF-8"
                          : "no CA and text is not UTF-8: read as GB18030");
        } else if (good * 10 >= all * 6) {
            cs = CS_UTF8;
            sgf__warn(t, line, col,
                      "no CA and text is damaged UTF-8: read as UTF-8");
        } else {
            cs = CS_LATIN1;
            sgf__warn(t, line, col,
                      "no CA and text is not UTF-8: read as ISO-8859-1");
        }
    }
    if (convert_all(t, cs, cd, vals, n, &b, &bad)) rc = SEICHI_NOMEM;
    if (!rc && bad)
        sgf__warn(t, line, col,
                  "%zu undecodable byte%s replaced by U+FFFD", bad,
                  bad == 1 ? "" : "s");
    if (cd != (iconv_t)-1) iconv_close(cd);
    free(b.p);
    return rc;
}
