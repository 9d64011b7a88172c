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
/* Drops what was appended after the first len bytes (b may be NULL). */
void sbuf_truncate(sbuf *b, size_t len);
void sbuf_printf(sbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A JSON string literal (quotes included); NULL gives null.  Invalid
 * UTF-8 bytes become U+FFFD. */
void sbuf_json_str(sbuf *b, const char *s);
/* The one number format of every JSON, GTP and text output: at most 4
 * decimals (rounded), trailing zeros and a trailing point dropped, never
 * "-0" (7.00001 gives "7", -0.00001 "0", 6.5 "6.5"); |v| >= 1e15 in the
 * shortest %g form that reads back as v ("1e+300"); non-finite gives
 * "null".  Returns buf.  Always a valid JSON number or null. */
#define SBUF_NUM_LEN 48
const char *sbuf_num(double v, char buf[SBUF_NUM_LEN]);
/* Appends sbuf_num(v). */
void sbuf_json_num(sbuf *b, double v);

#endif
