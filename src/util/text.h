/*
 * text.h - small string helpers shared by the layers (locale-free).
 */
#ifndef SEICHI_TEXT_H
#define SEICHI_TEXT_H

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

#endif
