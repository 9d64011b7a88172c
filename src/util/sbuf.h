/*
 * sbuf.h - a growable string buffer with JSON helpers, for the text and
 * JSON outputs shared by the CLI, GTP and WebAssembly interfaces.
 *
 * On allocation failure the buffer sets failed and ignores further
 * appends, so callers check once at the end.
 */
#ifndef SEICHI_SBUF_H
#define SEICHI_SBUF_H

#include <stddef.h>

typedef struct sbuf {
    char *data; /* NUL-terminated once anything was appended */
    size_t len, cap;
    int failed;
} sbuf;

void sbuf_init(sbuf *b);
void sbuf_free(sbuf *b);
/* Hands the buffer to the caller (malloc'ed, NUL-terminated). */
char *sbuf_take(sbuf *b, size_t *len);
void sbuf_add(sbuf *b, const char *s, size_t n);
void sbuf_puts(sbuf *b, const char *s);
void sbuf_printf(sbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A JSON string literal (quotes included); NULL gives null.  Invalid
 * UTF-8 bytes become U+FFFD. */
void sbuf_json_str(sbuf *b, const char *s);
/* A JSON number; non-finite values give null.  Integers print without a
 * fraction, others with up to 4 decimals, trailing zeros dropped. */
void sbuf_json_num(sbuf *b, double v);

#endif
