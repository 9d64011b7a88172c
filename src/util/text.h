/*
 * text.h - small string helpers shared by the layers (locale-free).
 */
#ifndef SEICHI_TEXT_H
#define SEICHI_TEXT_H

#include <math.h>
#include <stddef.h>

/* ASCII case-insensitive comparison of a NUL-terminated string with a
 * NUL-terminated lower-case word; 0 when equal. */
static inline int strncasecmp_ascii(const char *s, const char *lower)
{
    for (; *lower; s++, lower++) {
        char c = *s;
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (c != *lower) return 1;
    }
    return *s != 0;
}

/* A decimal number as records write KM, HA and RE: blanks, an optional
 * sign, digits with an optional point and decimals (at least one digit),
 * an optional exponent ("1e308"), blanks.  No hex, inf or nan, and no
 * locale.  1 and *out set, or 0.  Huge exponents give an infinite *out,
 * which callers refuse as out of range. */
static inline int text_decimal(const char *s, double *out)
{
    double m = 0, scale = 1;
    int digits = 0, neg = 0;
    while (*s == ' ') s++;
    if (*s == '+' || *s == '-') neg = *s++ == '-';
    for (; *s >= '0' && *s <= '9'; s++, digits++) m = m * 10 + (*s - '0');
    if (*s == '.')
        for (s++; *s >= '0' && *s <= '9'; s++, digits++) m = m * 10 + (*s - '0'), scale *= 10;
    if (!digits) return 0;
    double v = m / scale;
    if (*s == 'e' || *s == 'E') {
        int eneg = 0, e = 0, edigits = 0;
        s++;
        if (*s == '+' || *s == '-') eneg = *s++ == '-';
        for (; *s >= '0' && *s <= '9'; s++, edigits++)
            if (e < 100000) e = e * 10 + (*s - '0');
        if (!edigits) return 0;
        v = eneg ? v / pow(10, e) : v * pow(10, e);
    }
    while (*s == ' ') s++;
    if (*s) return 0;
    *out = neg ? -v : v;
    return 1;
}

#endif
