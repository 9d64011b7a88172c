/*
 * check.h - a tiny test harness: each test file is a program whose main()
 * calls RUN(test_fn) for each test and returns CHECK_DONE().  A failed
 * CHECK prints the file, line, expression and both values, and the test
 * goes on; the program exits non-zero if any check failed.
 */
#ifndef SEICHI_CHECK_H
#define SEICHI_CHECK_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_failures;
static int check_count;
static const char *check_current = "";

#define CHECK(cond)                                                            \
    do {                                                                       \
        check_count++;                                                         \
        if (!(cond)) {                                                         \
            check_failures++;                                                  \
            fprintf(stderr, "%s:%d: [%s] CHECK(%s) failed\n", __FILE__,        \
                    __LINE__, check_current, #cond);                           \
        }                                                                      \
    } while (0)

#define CHECK_EQ(a, b)                                                         \
    do {                                                                       \
        long long check_a_ = (long long)(a), check_b_ = (long long)(b);        \
        check_count++;                                                         \
        if (check_a_ != check_b_) {                                            \
            check_failures++;                                                  \
            fprintf(stderr, "%s:%d: [%s] %s == %s failed: %lld != %lld\n",     \
                    __FILE__, __LINE__, check_current, #a, #b, check_a_,       \
                    check_b_);                                                 \
        }                                                                      \
    } while (0)

#define CHECK_STR(a, b)                                                        \
    do {                                                                       \
        const char *check_a_ = (a), *check_b_ = (b);                           \
        check_count++;                                                         \
        if (!check_a_ || !check_b_ || strcmp(check_a_, check_b_) != 0) {       \
            check_failures++;                                                  \
            fprintf(stderr, "%s:%d: [%s] %s == %s failed:\n  got: %s\n  want: %s\n", \
                    __FILE__, __LINE__, check_current, #a, #b,                 \
                    check_a_ ? check_a_ : "(null)",                            \
                    check_b_ ? check_b_ : "(null)");                           \
        }                                                                      \
    } while (0)

#define RUN(fn)                                                                \
    do {                                                                       \
        check_current = #fn;                                                   \
        fn();                                                                  \
    } while (0)

#define CHECK_DONE()                                                           \
    (fprintf(stderr, "%s: %d checks, %d failed\n", __FILE__, check_count,      \
             check_failures),                                                  \
     check_failures ? 1 : 0)

/* Ends the whole test program as skipped (ctest shows "Skipped"): for a
 * program that cannot run at all here, e.g. a tool or the data is missing.
 * CI installs everything, so nothing should be skipped there. */
#define SKIP_ALL(why)                                                          \
    do {                                                                       \
        printf("skipped: %s\n", why);                                          \
        exit(77);                                                              \
    } while (0)

/* Reads a whole file into a malloc'ed NUL-terminated buffer; NULL if it
 * cannot.  *len gets its length. */
static inline char *check_read_file(const char *path, size_t *len)
{
    if (len) *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) { free(buf); buf = NULL; break; }
            buf = nb;
            cap *= 2;
        }
    }
    fclose(f);
    if (!buf) return NULL;
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

/* Path of a file under the source tree or ../shared, in a static buffer
 * owned by the test program (tests are single-threaded). */
static inline const char *check_path(const char *env, const char *rel)
{
    static char buf[4096];
    const char *root = getenv(env);
    snprintf(buf, sizeof buf, "%s/%s", root ? root : ".", rel);
    return buf;
}
#define SOURCE_PATH(rel) check_path("SEICHI_SOURCE_DIR", rel)
#define SHARED_PATH(rel) check_path("SEICHI_SHARED_DIR", rel)

#endif
