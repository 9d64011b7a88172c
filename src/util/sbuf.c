/*
 * sbuf.c - growable string buffer and JSON string/number writers.
 */
#include "util/sbuf.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sbuf_init(sbuf *b) { memset(b, 0, sizeof *b); }

void sbuf_free(sbuf *b)
{
    free(b->data);
    sbuf_init(b);
}

char *sbuf_take(sbuf *b, size_t *len)
{
    if (!b->data && !b->failed) sbuf_add(b, "", 0);
    char *d = b->failed ? NULL : b->data;
    if (len) *len = b->len;
    if (b->failed) free(b->data);
    sbuf_init(b);
    return d;
}

static int grow(sbuf *b, size_t extra)
{
    if (b->failed) return 0;
    if (b->len + extra + 1 <= b->cap) return 1;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1) cap *= 2;
    char *d = realloc(b->data, cap);
    if (!d) {
        b->failed = 1;
        return 0;
    }
    b->data = d;
    b->cap = cap;
    return 1;
}

void sbuf_add(sbuf *b, const char *s, size_t n)
{
    if (!grow(b, n)) return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

void sbuf_puts(sbuf *b, const char *s) { sbuf_add(b, s, strlen(s)); }

void sbuf_truncate(sbuf *b, size_t len)
{
    if (!b || len >= b->len) return;
    b->len = len;
    if (b->data) b->data[len] = 0;
}

void sbuf_printf(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !grow(b, (size_t)n)) return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

/* Length of a valid UTF-8 sequence at s (1..4), or 0 if invalid. */
static int utf8_len(const unsigned char *s)
{
    if (s[0] < 0x80) return 1;
    int n = s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC2 ? 2 : 0;
    if (n == 0 || s[0] > 0xF4) return 0;
    for (int i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80) return 0;
    if (n == 3 && s[0] == 0xE0 && s[1] < 0xA0) return 0;
    if (n == 3 && s[0] == 0xED && s[1] >= 0xA0) return 0;
    if (n == 4 && s[0] == 0xF0 && s[1] < 0x90) return 0;
    if (n == 4 && s[0] == 0xF4 && s[1] >= 0x90) return 0;
    return n;
}

void sbuf_json_str(sbuf *b, const char *s)
{
    if (!s) {
        sbuf_puts(b, "null");
        return;
    }
    sbuf_add(b, "\"", 1);
    const unsigned char *u = (const unsigned char *)s;
    while (*u) {
        unsigned char c = *u;
        if (c == '"' || c == '\\') {
            char esc[2] = {'\\', (char)c};
            sbuf_add(b, esc, 2);
            u++;
        } else if (c < 0x20) {
            switch (c) {
            case '\n': sbuf_puts(b, "\\n"); break;
            case '\r': sbuf_puts(b, "\\r"); break;
            case '\t': sbuf_puts(b, "\\t"); break;
            default: sbuf_printf(b, "\\u%04x", c);
            }
            u++;
        } else {
            int n = utf8_len(u);
            if (n == 0) {
                sbuf_puts(b, "\xEF\xBF\xBD");
                u++;
            } else {
                sbuf_add(b, (const char *)u, (size_t)n);
                u += n;
            }
        }
    }
    sbuf_add(b, "\"", 1);
}

const char *sbuf_num(double v, char buf[SBUF_NUM_LEN])
{
    if (!isfinite(v)) return strcpy(buf, "null");
    if (fabs(v) >= 1e15) {
        /* the shortest %g that reads back as v (valid JSON: "1e+300") */
        for (int prec = 1; prec <= 17; prec++) {
            snprintf(buf, SBUF_NUM_LEN, "%.*g", prec, v);
            if (strtod(buf, NULL) == v) break;
        }
        return buf;
    }
    /* a whole or half number (margins, komi, point counts: most of
       them), written digit by digit as "%.4f" less its trailing zeros
       would write it, without the cost of a floating-point printf */
    double twice = v * 2;
    if (fabs(v) < 1e9 && twice == (double)(long long)twice) {
        long long h = (long long)twice;
        unsigned long long a = (unsigned long long)(h < 0 ? -h : h), whole = a / 2;
        char rev[24];
        int k = 0;
        do rev[k++] = (char)('0' + whole % 10), whole /= 10;
        while (whole);
        size_t o = 0;
        if (h < 0) buf[o++] = '-';
        while (k) buf[o++] = rev[--k];
        if (a & 1) buf[o++] = '.', buf[o++] = '5';
        buf[o] = 0;
        return buf;
    }
    snprintf(buf, SBUF_NUM_LEN, "%.4f", v);
    size_t n = strlen(buf);
    while (buf[n - 1] == '0') buf[--n] = 0;
    if (buf[n - 1] == '.') buf[--n] = 0;
    if (!strcmp(buf, "-0")) strcpy(buf, "0");
    return buf;
}

void sbuf_json_num(sbuf *b, double v)
{
    char tmp[SBUF_NUM_LEN];
    sbuf_puts(b, sbuf_num(v, tmp));
}
