/*
 * sgf_write.c - the SGF writer, and the tree comparison that checks it.
 *
 * The writer prints each property from its raw value, byte for byte, so
 * escapes, soft line breaks and the file's charset come back exactly as
 * they were read; the parser's tree of the output equals the tree written
 * (same games, nodes, identifiers, raw values, shape).  Charset: the bytes
 * are the original ones, so CA stays true.
 *
 * Layout: each game starts on a line of its own with its root node; the
 * nodes of a sequence follow on lines of about 72 columns; each variation
 * starts a new line.  A node with one child prints as the next node of a
 * sequence, so "(;a(;b))" comes back as "(;a;b)".
 *
 * Both walks go by parent and sibling pointers without recursion or stack:
 * a sequence's start is found by climbing to the node whose parent has more
 * than one child, and every node is climbed over at most once, so the walk
 * is linear.
 *
 * sgf_write_edited is the same walk with a few nodes changed on the way
 * (properties left out, text added after the others): the scored game is
 * written that way without copying the tree.
 */
#include <stdlib.h>
#include <string.h>

#include "sgf_impl.h"

typedef struct out {
    char *p;
    size_t len, cap;
    size_t col;
    int oom;
    const sgf_edit *edits;
    int nedits;
} out;

static void put(out *o, const char *s, size_t n)
{
    if (o->oom) return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (cap < o->len + n + 1) {
            if (cap > ((size_t)-1) / 2) {
                o->oom = 1;
                return;
            }
            cap *= 2;
        }
        char *p = realloc(o->p, cap);
        if (!p) {
            o->oom = 1;
            return;
        }
        o->p = p;
        o->cap = cap;
    }
    memcpy(o->p + o->len, s, n);
    o->len += n;
    const char *nl = NULL;
    for (size_t i = n; i > 0; i--) {
        if (s[i - 1] == '\n' || s[i - 1] == '\r') {
            nl = s + i;
            break;
        }
    }
    o->col = nl ? (size_t)(s + n - nl) : o->col + n;
}

static void newline(out *o)
{
    if (o->col) put(o, "\n", 1);
}

/* Whether id is one of the space-separated identifiers of list. */
static int listed(const char *list, const char *id)
{
    size_t l = strlen(id);
    for (const char *s = list; s && *s;) {
        while (*s == ' ') s++;
        size_t k = strcspn(s, " ");
        if (k == l && k && !memcmp(s, id, l)) return 1;
        s += k;
    }
    return 0;
}

static void put_node(out *o, const sgf_node *n)
{
    const sgf_edit *ed = NULL;
    for (int i = 0; i < o->nedits && !ed; i++)
        if (o->edits[i].node == n) ed = &o->edits[i];
    put(o, ";", 1);
    for (int i = 0; i < n->nprops; i++) {
        const sgf_prop *pr = &n->props[i];
        if (ed && listed(ed->drop, pr->id)) continue;
        put(o, pr->id, strlen(pr->id));
        for (int j = 0; j < pr->nvalues; j++) {
            put(o, "[", 1);
            put(o, pr->values[j].raw, pr->values[j].raw_len);
            put(o, "]", 1);
        }
    }
    if (ed && ed->add) put(o, ed->add, ed->add_len);
}

/* The first node of the sequence holding n. */
static const sgf_node *seq_start(const sgf_node *n)
{
    while (n->parent && !n->parent->first_child->next_sibling) n = n->parent;
    return n;
}

static void put_game(out *o, const sgf_node *root)
{
    const sgf_node *n = root;
    put(o, "(", 1);
    for (;;) {
        if (n != root && o->col > 72) newline(o);
        put_node(o, n);
        if (n == root) newline(o);
        const sgf_node *c = n->first_child;
        if (c) {
            if (c->next_sibling) {
                newline(o);
                put(o, "(", 1);
            }
            n = c;
            continue;
        }
        for (;;) {
            const sgf_node *s = seq_start(n);
            put(o, ")", 1);
            if (!s->parent) {
                newline(o);
                return;
            }
            if (s->next_sibling) {
                newline(o);
                put(o, "(", 1);
                n = s->next_sibling;
                break;
            }
            n = s->parent;
        }
    }
}

char *sgf_write(const sgf_tree *t, size_t *len) { return sgf_write_edited(t, NULL, 0, len); }

char *sgf_write_edited(const sgf_tree *t, const sgf_edit *edits, int nedits, size_t *len)
{
    out o = {NULL, 0, 0, 0, 0, edits, nedits};
    if (len) *len = 0;
    if (!t) return NULL;
    put(&o, "", 0);
    for (int g = 0; g < t->nroots; g++) put_game(&o, t->roots[g]);
    if (o.oom || !o.p) {
        free(o.p);
        return NULL;
    }
    o.p[o.len] = 0;
    if (len) *len = o.len;
    return o.p;
}

static int same_node(const sgf_node *a, const sgf_node *b)
{
    if (a->nprops != b->nprops) return 0;
    for (int i = 0; i < a->nprops; i++) {
        const sgf_prop *p = &a->props[i], *q = &b->props[i];
        if (strcmp(p->id, q->id) != 0 || p->nvalues != q->nvalues) return 0;
        for (int j = 0; j < p->nvalues; j++) {
            const sgf_value *v = &p->values[j], *w = &q->values[j];
            if (v->raw_len != w->raw_len ||
                (v->raw_len && memcmp(v->raw, w->raw, v->raw_len) != 0))
                return 0;
        }
    }
    return 1;
}

int sgf_tree_equal(const sgf_tree *a, const sgf_tree *b)
{
    if (!a || !b) return a == b;
    if (a->nroots != b->nroots) return 0;
    for (int g = 0; g < a->nroots; g++) {
        const sgf_node *x = a->roots[g], *y = b->roots[g];
        while (x) {
            if (!same_node(x, y)) return 0;
            if (!x->first_child != !y->first_child) return 0;
            if (x->first_child) {
                x = x->first_child;
                y = y->first_child;
                continue;
            }
            while (x && !x->next_sibling) {
                if (y->next_sibling) return 0;
                x = x->parent;
                y = y->parent;
            }
            if (!x) break;
            if (!y->next_sibling) return 0;
            x = x->next_sibling;
            y = y->next_sibling;
        }
    }
    return 1;
}
