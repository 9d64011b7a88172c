/*
 * sgf_impl.h - internal to src/sgf/: the tree's storage (one bump arena of
 * a few chunks), the warning list, the charset pass the parser runs at the
 * end of each game tree, and a structural comparison used by the tests and
 * the fuzzer.
 */
#ifndef SEICHI_SGF_IMPL_H
#define SEICHI_SGF_IMPL_H

#include <stddef.h>

#include "sgf.h"

typedef struct sgf_chunk {
    struct sgf_chunk *next;
    size_t size;
} sgf_chunk;

struct sgf_tree {
    char *src;          /* copy of the input (len + 1 bytes); raw values and
                           plain texts point into it                        */
    size_t len;
    char *acur, *aend;  /* bump pointer into the newest chunk               */
    sgf_chunk *chunks;
    size_t next_chunk;  /* size of the next chunk to allocate               */
    size_t budget;      /* bytes the tree may still take (see
                           SGF_BYTES_PER_BYTE in sgf_parse.c): what the
                           arena hands out, not the chunks' untouched tails */
    int over_budget;    /* an allocation failed for the budget, not malloc  */
    sgf_node **roots;
    int nroots, roots_cap;
    char *warn;         /* "LINE:COL: reason\n" lines                       */
    size_t warn_len, warn_cap;
    int nwarn;
};

void *sgf__alloc_slow(sgf_tree *t, size_t n);

/* n bytes, 8-aligned, owned by the tree; NULL when out of memory or over
 * the tree's budget (then over_budget is set). */
static inline void *sgf__alloc(sgf_tree *t, size_t n)
{
    n = (n + 7) & ~(size_t)7;
    if (n > t->budget) {
        t->over_budget = 1;
        return NULL;
    }
    t->budget -= n;
    if ((size_t)(t->aend - t->acur) < n) return sgf__alloc_slow(t, n);
    void *r = t->acur;
    t->acur += n;
    return r;
}

/* Appends a warning line (at most a few dozen are kept). */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
void sgf__warn(sgf_tree *t, int line, int col, const char *fmt, ...);

/* Converts the texts of one game tree to UTF-8.  vals are the values of
 * the tree holding bytes >= 0x80 (their text is still in the file's bytes);
 * root gives the CA property.  Returns 0 or SEICHI_NOMEM. */
int sgf__charset_game(sgf_tree *t, const sgf_node *root, sgf_value **vals,
                      size_t n);

/* 1 if a and b hold the same games, nodes, identifiers and raw values in
 * the same shape (positions and texts are not compared). */
int sgf_tree_equal(const sgf_tree *a, const sgf_tree *b);

/* Number of nodes of the whole collection. */
size_t sgf_tree_node_count(const sgf_tree *t);

#endif
