/*
 * sgf_parse.c - the SGF FF[4] reader: bytes in, a tree of nodes out.
 *
 * What it accepts.  A collection of one or more game trees,
 *
 *     Collection = GameTree { GameTree }
 *     GameTree   = "(" Sequence { GameTree } ")"
 *     Sequence   = Node { Node }          Node = ";" { Property }
 *     Property   = PropIdent PropValue { PropValue }
 *     PropValue  = "[" bytes, with "\x" escaping any byte x, "]"
 *
 * with white space (every byte <= 0x20) between tokens.  Text before the
 * first "(" that is followed by ";" is skipped (mail headers, BOMs, HTML),
 * and so is everything after the last game tree that is not another game
 * tree.  Identifiers are upper-case letters; lower-case letters inside them
 * (FF[3] style "CoPyright", "AddBlack") are dropped with a warning.  The
 * reader knows no property: "AB[aa][bb]" is one property with two values,
 * "[aa:cc]" is one raw value that the game layer expands, and duplicated
 * properties are kept as they stand.  The first child of a node is the main
 * line; a node with one child prints as a plain sequence.
 *
 * Values.  raw is the exact bytes between the brackets.  text resolves the
 * escapes, drops soft line breaks (a backslash before a newline), turns
 * every newline ("\r\n", "\n\r", "\r", "\n") into "\n", and is UTF-8 (see
 * sgf_charset.c, run when each game tree closes).  Lines and columns are
 * 1-based and count bytes; the four newline forms each count as one line.
 *
 * How.  One pass over a private copy of the input, whose bytes the raw
 * values and the plain texts point into (the ']' after a plain value is
 * overwritten by its NUL).  Nodes, properties, values and the few rewritten
 * texts live in a bump arena of a few chunks, so a parse costs a handful of
 * mallocs and memory stays within a small multiple of len.  Nesting uses an
 * explicit stack, so "(;(;(;..." a million deep costs memory, not C stack.
 * A node's properties and a property's values are gathered in scratch
 * arrays and copied into the arena once complete, keeping them contiguous.
 *
 * Memory.  The input is capped at SEICHI_MAX_INPUT (8 MiB), and the tree
 * at SGF_BYTES_PER_BYTE (48) bytes per input byte plus SGF_BYTES_SLACK
 * (1 MiB): every block the arena hands out and the growth of every scratch
 * array is charged to that budget (a chunk's tail that is never handed out
 * is never touched, so it costs address space, not memory), and an input that would need more is refused as
 * a parse error ("too many nodes and values for its size").  48 is what
 * the densest text the writer produces needs: a sequence of empty nodes,
 * one 48-byte node per ';' (so every tree that parses writes out to text
 * that parses).  A real record takes 17 to 20 bytes per byte (the 4,745
 * games of the test corpus: mean 17.3, largest 19.7), a record of nothing
 * but passes 30, empty values "[][]..." 41 (a 40-byte value and its
 * scratch copy), deep nesting "(;(;(;..." 36.  So a parse takes at most
 * 49 times its input plus 1 MiB, 400 MiB at the cap (a 60 MB file of ';'
 * once took 2.9 GB; it is now refused before it is read).
 *
 * Known limits.  Escapes and brackets are read byte by byte, before any
 * charset conversion, as every SGF reader does: a double-byte character
 * whose second byte is ']' or '\' (possible in Shift_JIS, Big5, GBK) must
 * have been escaped by the writer.  A node or property after a closed
 * variation ("(;a(;b);c)") is a syntax error, as FF[4] says.  Game trees
 * after text that is not a game tree are ignored (with a warning).
 */
#include "sgf_impl.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"

#define MAX_WARNINGS 64
#define SGF_BYTES_PER_BYTE 48
#define SGF_BYTES_SLACK ((size_t)1 << 20)

typedef struct frame {
    sgf_node *node;  /* node the variation hangs from (NULL for a root)    */
    sgf_node *first; /* first node of the variation                        */
    int line, col;   /* where its '(' stands                               */
} frame;

typedef struct parser {
    unsigned char *p, *end, *ls; /* ls: first byte of the current line      */
    int line;
    sgf_tree *t;
    sgf_diag *d;
    sgf_prop *props;   /* scratch: properties of the open node             */
    int nprops, props_cap;
    sgf_value *vals;   /* scratch: values of the property being read       */
    unsigned char *vhigh;
    int nvals, vals_cap;
    sgf_value **high;  /* values of this game tree with bytes >= 0x80      */
    size_t nhigh, high_cap;
    frame *stack;
    size_t depth, stack_cap;
    sgf_prop props0[16]; /* first homes of the scratch arrays              */
    sgf_value vals0[16];
    unsigned char vhigh0[16];
    frame stack0[64];
} parser;

enum { F_COOK = 1, F_HIGH = 2 };

/* Takes n bytes from the tree's budget; 0, or -1 (over_budget set). */
static int charge(sgf_tree *t, size_t n)
{
    if (n > t->budget) {
        t->over_budget = 1;
        return -1;
    }
    t->budget -= n;
    return 0;
}

void *sgf__alloc_slow(sgf_tree *t, size_t n)
{
    size_t size = t->next_chunk;
    if (size < n) size = n;
    if (size > SIZE_MAX / 4 - sizeof(sgf_chunk)) return NULL;
    sgf_chunk *c = malloc(sizeof(sgf_chunk) + size);
    if (!c) return NULL;
    c->next = t->chunks;
    c->size = size;
    t->chunks = c;
    t->acur = (char *)(c + 1) + n;
    t->aend = (char *)(c + 1) + size;
    t->next_chunk = size * 2;
    return c + 1;
}

void sgf__warn(sgf_tree *t, int line, int col, const char *fmt, ...)
{
    char msg[320];
    if (t->nwarn > MAX_WARNINGS) return;
    int k = snprintf(msg, sizeof msg, "%d:%d: ", line, col);
    if (t->nwarn == MAX_WARNINGS) {
        snprintf(msg + k, sizeof msg - (size_t)k, "more warnings not shown");
    } else {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg + k, sizeof msg - (size_t)k, fmt, ap);
        va_end(ap);
    }
    t->nwarn++;
    size_t n = strlen(msg);
    if (t->warn_len + n + 2 > t->warn_cap) {
        size_t cap = t->warn_cap ? t->warn_cap * 2 : 256;
        while (cap < t->warn_len + n + 2) cap *= 2;
        char *w = realloc(t->warn, cap);
        if (!w) return; /* a lost warning is not worth failing the parse */
        t->warn = w;
        t->warn_cap = cap;
    }
    memcpy(t->warn + t->warn_len, msg, n);
    t->warn_len += n;
    t->warn[t->warn_len++] = '\n';
    t->warn[t->warn_len] = 0;
}

static int col_of(const parser *P, const unsigned char *q)
{
    return (int)(q - P->ls) + 1;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int fail(parser *P, int line, int col, const char *fmt, ...)
{
    if (P->d) {
        va_list ap;
        P->d->line = line;
        P->d->col = col;
        va_start(ap, fmt);
        vsnprintf(P->d->msg, sizeof P->d->msg, fmt, ap);
        va_end(ap);
    }
    return SEICHI_PARSE;
}

static int nomem(parser *P)
{
    if (P->d) {
        P->d->line = P->line;
        P->d->col = col_of(P, P->p);
        if (P->t->over_budget)
            snprintf(P->d->msg, sizeof P->d->msg,
                     "too many nodes and values for the size of the input "
                     "(the tree may take %d bytes per input byte)",
                     SGF_BYTES_PER_BYTE);
        else
            snprintf(P->d->msg, sizeof P->d->msg, "out of memory");
    }
    return P->t->over_budget ? SEICHI_PARSE : SEICHI_NOMEM;
}

/* Skips white space, counting lines. */
static inline void skip_ws(parser *P)
{
    unsigned char *p = P->p, *end = P->end;
    while (p < end && *p <= ' ') {
        if (*p == '\n' || *p == '\r') {
            unsigned char c = *p++;
            if (p < end && (*p == '\n' || *p == '\r') && *p != c) p++;
            P->line++;
            P->ls = p;
        } else {
            p++;
        }
    }
    P->p = p;
}

/* Counts the lines of [P->p, to) and moves there. */
static void advance(parser *P, unsigned char *to)
{
    unsigned char *p = P->p;
    while (p < to) {
        unsigned char c = *p++;
        if (c == '\n' || c == '\r') {
            if (p < to && (*p == '\n' || *p == '\r') && *p != c) p++;
            P->line++;
            P->ls = p;
        }
    }
    P->p = to;
}

/* Moves to the next '(' followed (after white space) by ';', or to the end.
 * Returns 1 if one was found. */
static int find_tree(parser *P)
{
    for (;;) {
        unsigned char *q = memchr(P->p, '(', (size_t)(P->end - P->p));
        if (!q) {
            advance(P, P->end);
            return 0;
        }
        advance(P, q);
        unsigned char *r = q + 1;
        while (r < P->end && *r <= ' ') r++;
        if (r < P->end && *r == ';') return 1;
        advance(P, q + 1);
    }
}

/* Escapes resolved, soft line breaks dropped, newlines made "\n". */
static size_t cook(unsigned char *dst, const unsigned char *s, size_t n)
{
    size_t i = 0, o = 0;
    while (i < n) {
        unsigned char c = s[i++];
        if (c == '\\' && i < n) {
            c = s[i++];
            if (c == '\n' || c == '\r') {
                if (i < n && (s[i] == '\n' || s[i] == '\r') && s[i] != c) i++;
                continue;
            }
        } else if (c == '\n' || c == '\r') {
            if (i < n && (s[i] == '\n' || s[i] == '\r') && s[i] != c) i++;
            c = '\n';
        }
        dst[o++] = c;
    }
    dst[o] = 0;
    return o;
}

/* A scratch array of cap elements doubled (*cap updated), or NULL; inl is
 * its first home inside the parser, which is never freed.  Its new size is
 * charged to t's budget. */
static void *grow(sgf_tree *t, void *arr, int *cap, size_t elem, const void *inl)
{
    int ncap = *cap ? *cap * 2 : 16;
    if (ncap <= 0 || (size_t)ncap > SIZE_MAX / elem) return NULL;
    if (charge(t, (size_t)(ncap - *cap) * elem)) return NULL;
    void *a;
    if (inl && arr == inl) {
        a = malloc((size_t)ncap * elem);
        if (a) memcpy(a, arr, (size_t)*cap * elem);
    } else {
        a = realloc(arr, (size_t)ncap * elem);
    }
    if (a) *cap = ncap;
    return a;
}

/* Reads the values of a property; P->p is at its first '['. */
static int read_values(parser *P)
{
    unsigned char *p = P->p, *end = P->end;
    P->nvals = 0;
    for (;;) {
        int vline = P->line, vcol = col_of(P, p);
        unsigned char *raw = ++p;
        unsigned flags = 0;
        for (;;) {
            if (p >= end) {
                P->p = p;
                return fail(P, P->line, col_of(P, p),
                            "unterminated property value started at %d:%d",
                            vline, vcol);
            }
            unsigned char c = *p;
            if (c > ']') {
                if (c >= 0x80) flags |= F_HIGH;
                p++;
                continue;
            }
            if (c == ']') break;
            if (c == '\\') {
                flags |= F_COOK;
                if (++p >= end) continue;
                c = *p;
                if (c >= 0x80) flags |= F_HIGH;
                if (c != '\n' && c != '\r') {
                    p++;
                    continue;
                }
            }
            if (c == 0x1b) flags |= F_HIGH; /* ISO-2022 escapes */
            if (c == '\n' || c == '\r') {
                p++;
                if (p < end && (*p == '\n' || *p == '\r') && *p != c) {
                    p++;
                    flags |= F_COOK;
                }
                if (c == '\r') flags |= F_COOK;
                P->line++;
                P->ls = p;
                continue;
            }
            p++;
        }
        if (P->nvals == P->vals_cap) {
            int cap = P->vals_cap;
            sgf_value *nv = grow(P->t, P->vals, &cap, sizeof *nv, P->vals0);
            if (!nv) return nomem(P);
            P->vals = nv;
            cap = P->vals_cap;
            unsigned char *nh = grow(P->t, P->vhigh, &cap, 1, P->vhigh0);
            if (!nh) return nomem(P);
            P->vhigh = nh;
            P->vals_cap = cap;
        }
        sgf_value *v = &P->vals[P->nvals];
        P->vhigh[P->nvals++] = (unsigned char)(flags & F_HIGH);
        v->raw = (const char *)raw;
        v->raw_len = (size_t)(p - raw);
        v->line = vline;
        v->col = vcol;
        if (flags & F_COOK) {
            unsigned char *dst = sgf__alloc(P->t, v->raw_len + 1);
            if (!dst) return nomem(P);
            v->text_len = cook(dst, raw, v->raw_len);
            v->text = (const char *)dst;
        } else {
            *p = 0;
            v->text = (const char *)raw;
            v->text_len = v->raw_len;
        }
        P->p = p + 1;
        skip_ws(P);
        p = P->p;
        if (p >= end || *p != '[') break;
    }
    return 0;
}

static int read_property(parser *P)
{
    unsigned char *start = P->p, *p = start, *end = P->end;
    int line = P->line, col = col_of(P, start);
    int lower = 0;
    while (p < end && ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z'))) {
        if (*p >= 'a') lower = 1;
        p++;
    }
    unsigned char *idend = p, *w = start;
    if (lower) {
        int shown = (int)(idend - start > 40 ? 40 : idend - start);
        sgf__warn(P->t, line, col,
                  "lower-case letters dropped from property identifier "
                  "'%.*s'", shown, (const char *)start);
        for (unsigned char *q = start; q < idend; q++)
            if (*q <= 'Z') *w++ = *q;
        if (w == start)
            return fail(P, line, col,
                        "property identifier has no upper-case letter");
    } else {
        w = idend;
    }
    P->p = idend;
    skip_ws(P);
    if (P->p >= end || *P->p != '[') {
        *w = 0;
        return fail(P, P->line, col_of(P, P->p),
                    "property %s has no value: expected '['",
                    (const char *)start);
    }
    int rc = read_values(P);
    *w = 0;
    if (rc) return rc;
    sgf_value *vals = sgf__alloc(P->t, (size_t)P->nvals * sizeof *vals);
    if (!vals) return nomem(P);
    for (int i = 0; i < P->nvals; i++) vals[i] = P->vals[i];
    for (int i = 0; i < P->nvals; i++) {
        if (!P->vhigh[i]) continue;
        if (P->nhigh == P->high_cap) {
            size_t cap = P->high_cap ? P->high_cap * 2 : 64;
            if (charge(P->t, (cap - P->high_cap) * sizeof(sgf_value *))) return nomem(P);
            sgf_value **h = realloc(P->high, cap * sizeof *h);
            if (!h) return nomem(P);
            P->high = h;
            P->high_cap = cap;
        }
        P->high[P->nhigh++] = &vals[i];
    }
    if (P->nprops == P->props_cap) {
        sgf_prop *np = grow(P->t, P->props, &P->props_cap, sizeof *np, P->props0);
        if (!np) return nomem(P);
        P->props = np;
    }
    sgf_prop *pr = &P->props[P->nprops++];
    pr->id = (const char *)start;
    pr->values = vals;
    pr->nvalues = P->nvals;
    pr->line = line;
    pr->col = col;
    return 0;
}

static int finish_node(parser *P, sgf_node *n)
{
    if (!n || !P->nprops) return 0;
    sgf_prop *props = sgf__alloc(P->t, (size_t)P->nprops * sizeof *props);
    if (!props) return nomem(P);
    for (int i = 0; i < P->nprops; i++) props[i] = P->props[i];
    n->props = props;
    n->nprops = P->nprops;
    P->nprops = 0;
    return 0;
}

/* Reads one game tree; P->p is at its '('. */
static int read_game(parser *P)
{
    sgf_tree *t = P->t;
    sgf_node *cur = NULL, *last = NULL, *open = NULL, *root = NULL;
    int need_node = 0, after_var = 0, rc;
    P->depth = 0;
    P->nhigh = 0;
    for (;;) {
        skip_ws(P);
        if (P->p >= P->end) {
            frame *f = &P->stack[P->depth - 1];
            return fail(P, P->line, col_of(P, P->p),
                        "missing ')' at end of input (for the '(' at %d:%d)",
                        f->line, f->col);
        }
        unsigned char c = *P->p;
        if (c == ';') {
            if (after_var)
                return fail(P, P->line, col_of(P, P->p),
                            "node after a variation: expected '(' or ')'");
            if ((rc = finish_node(P, open))) return rc;
            sgf_node *n = sgf__alloc(t, sizeof *n);
            if (!n) return nomem(P);
            memset(n, 0, sizeof *n);
            n->line = P->line;
            n->col = col_of(P, P->p);
            n->parent = cur;
            if (need_node) {
                P->stack[P->depth - 1].first = n;
                if (!cur) root = n;
                else if (last) last->next_sibling = n;
                else cur->first_child = n;
                need_node = 0;
            } else {
                cur->first_child = n;
            }
            cur = open = n;
            last = NULL;
            P->p++;
        } else if (c == '(') {
            if (need_node)
                return fail(P, P->line, col_of(P, P->p),
                            "expected ';' after '(', found '('");
            if ((rc = finish_node(P, open))) return rc;
            open = NULL;
            if (P->depth == P->stack_cap) {
                size_t cap = P->stack_cap * 2;
                if (charge(t, (cap - P->stack_cap) * sizeof(frame))) return nomem(P);
                frame *s = P->stack == P->stack0
                               ? malloc(cap * sizeof *s)
                               : realloc(P->stack, cap * sizeof *s);
                if (!s) return nomem(P);
                if (P->stack == P->stack0)
                    memcpy(s, P->stack, P->stack_cap * sizeof *s);
                P->stack = s;
                P->stack_cap = cap;
            }
            frame *f = &P->stack[P->depth++];
            f->node = cur;
            f->first = NULL;
            f->line = P->line;
            f->col = col_of(P, P->p);
            need_node = 1;
            after_var = 0;
            P->p++;
        } else if (c == ')') {
            if (need_node)
                return fail(P, P->line, col_of(P, P->p),
                            "empty game tree: expected ';' before ')'");
            if ((rc = finish_node(P, open))) return rc;
            open = NULL;
            frame *f = &P->stack[--P->depth];
            cur = f->node;
            last = f->first;
            after_var = 1;
            P->p++;
            if (P->depth == 0) break;
        } else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
            if (need_node)
                return fail(P, P->line, col_of(P, P->p),
                            "expected ';' after '(', found a property");
            if (!open)
                return fail(P, P->line, col_of(P, P->p),
                            "property after a variation: expected '(' or ')'");
            if ((rc = read_property(P))) return rc;
        } else {
            return fail(P, P->line, col_of(P, P->p),
                        c >= ' ' && c < 0x7f ? "unexpected '%c'"
                                             : "unexpected byte 0x%02x",
                        c);
        }
    }
    if (t->nroots == t->roots_cap) {
        sgf_node **nr = grow(t, t->roots, &t->roots_cap, sizeof *nr, NULL);
        if (!nr) return nomem(P);
        t->roots = nr;
    }
    t->roots[t->nroots++] = root;
    if (P->nhigh && (rc = sgf__charset_game(t, root, P->high, P->nhigh)))
        return nomem(P);
    return 0;
}

static int read_collection(parser *P)
{
    if (P->p == P->end)
        return fail(P, 1, 1, "empty input");
    if (!find_tree(P))
        return fail(P, 1, 1, "no game tree: no '(' followed by ';'");
    for (;;) {
        int rc = read_game(P);
        if (rc) return rc;
        skip_ws(P);
        if (P->p >= P->end) return 0;
        int line = P->line, col = col_of(P, P->p);
        unsigned char *r = P->p + 1;
        while (r < P->end && *r <= ' ') r++;
        if (*P->p != '(' || r >= P->end || *r != ';') {
            sgf__warn(P->t, line, col,
                      "text after the last game tree ignored");
            return 0;
        }
    }
}

int sgf_parse(const char *buf, size_t len, sgf_tree **out, sgf_diag *diag)
{
    if (out) *out = NULL;
    if (diag) {
        diag->line = diag->col = 0;
        diag->msg[0] = 0;
    }
    if (!out || (!buf && len)) return SEICHI_ARG;
    if (len > SEICHI_MAX_INPUT) {
        if (diag) {
            diag->line = diag->col = 1;
            snprintf(diag->msg, sizeof diag->msg,
                     "larger than the %u MiB input cap", SEICHI_MAX_INPUT >> 20);
        }
        return SEICHI_PARSE;
    }
    sgf_tree *t = malloc(sizeof *t + len + 1);
    if (!t) {
        if (diag) snprintf(diag->msg, sizeof diag->msg, "out of memory");
        return SEICHI_NOMEM;
    }
    memset(t, 0, sizeof *t);
    t->src = (char *)(t + 1);
    t->len = len;
    if (len) memcpy(t->src, buf, len);
    t->src[len] = 0;
    t->next_chunk = len < 256 ? 4096 : len * 16;
    t->budget = SGF_BYTES_PER_BYTE * len + SGF_BYTES_SLACK;

    parser P;
    memset(&P, 0, sizeof P);
    P.p = P.ls = (unsigned char *)t->src;
    P.end = P.p + len;
    P.line = 1;
    P.t = t;
    P.d = diag;
    P.props = P.props0;
    P.props_cap = 16;
    P.vals = P.vals0;
    P.vhigh = P.vhigh0;
    P.vals_cap = 16;
    P.stack = P.stack0;
    P.stack_cap = 64;
    int rc = read_collection(&P);
    if (P.props != P.props0) free(P.props);
    if (P.vals != P.vals0) free(P.vals);
    if (P.vhigh != P.vhigh0) free(P.vhigh);
    if (P.stack != P.stack0) free(P.stack);
    free(P.high);
    if (rc) {
        sgf_free(t);
        return rc;
    }
    *out = t;
    return 0;
}

void sgf_free(sgf_tree *t)
{
    if (!t) return;
    sgf_chunk *c = t->chunks;
    while (c) {
        sgf_chunk *n = c->next;
        free(c);
        c = n;
    }
    free(t->roots);
    free(t->warn);
    free(t);
}

int sgf_game_count(const sgf_tree *t)
{
    return t ? t->nroots : 0;
}

const sgf_node *sgf_game_root(const sgf_tree *t, int i)
{
    if (!t || i < 0 || i >= t->nroots) return NULL;
    return t->roots[i];
}

const sgf_prop *sgf_node_find(const sgf_node *n, const char *id)
{
    if (!n || !id) return NULL;
    for (int i = 0; i < n->nprops; i++) {
        const char *a = n->props[i].id;
        if (a[0] == id[0] && strcmp(a, id) == 0) return &n->props[i];
    }
    return NULL;
}

const char *sgf_node_text(const sgf_node *n, const char *id)
{
    const sgf_prop *p = sgf_node_find(n, id);
    return p && p->nvalues > 0 ? p->values[0].text : NULL;
}

const char *sgf_warnings(const sgf_tree *t)
{
    return t && t->warn ? t->warn : "";
}

size_t sgf_tree_node_count(const sgf_tree *t)
{
    size_t count = 0;
    for (int g = 0; t && g < t->nroots; g++) {
        const sgf_node *n = t->roots[g];
        while (n) {
            count++;
            if (n->first_child) {
                n = n->first_child;
                continue;
            }
            while (n && !n->next_sibling) n = n->parent;
            if (n) n = n->next_sibling;
        }
    }
    return count;
}
