/*
 * sgf.h - internal: the SGF FF[4] syntax tree (reader and writer).
 *
 * The reader turns a buffer into a tree of nodes and properties that it owns
 * in one arena.  It knows SGF syntax (collections, game trees, variations,
 * property values with escapes, soft line breaks) but nothing of Go: the game
 * layer (src/game/) gives meaning to the properties.  It never crashes,
 * never reads past len, and bounds its memory by a small multiple of len.
 *
 * Property values are kept two ways: raw (exactly the bytes between '[' and
 * ']', escapes included, for the writer's round trip) and text (escapes
 * resolved, soft line breaks removed, converted to UTF-8 from the charset
 * named by the game's CA property, for everything that reads them).
 */
#ifndef SEICHI_SGF_H
#define SEICHI_SGF_H

#include <stddef.h>

typedef struct sgf_tree sgf_tree;
typedef struct sgf_node sgf_node;

typedef struct sgf_value {
    const char *raw;  /* not NUL-terminated: raw_len bytes                   */
    size_t raw_len;
    const char *text; /* NUL-terminated UTF-8, escapes resolved            */
    size_t text_len;
    int line, col;    /* where the value's '[' stands (1-based)            */
} sgf_value;

typedef struct sgf_prop {
    const char *id;   /* NUL-terminated, upper-case letters as in the file */
    const sgf_value *values;
    int nvalues;
    int line, col;    /* where the identifier starts                       */
} sgf_prop;

struct sgf_node {
    const sgf_prop *props;
    int nprops;
    sgf_node *parent;
    sgf_node *first_child; /* first child = main line                      */
    sgf_node *next_sibling;
    int line, col;         /* where the ';' stands                         */
};

typedef struct sgf_diag {
    int line, col;    /* 1-based place of the problem                      */
    char msg[200];    /* what is wrong, one line, no file name             */
} sgf_diag;

/* Parses a whole collection.  Returns 0 and *out on success; on failure
 * returns SEICHI_PARSE or SEICHI_NOMEM (seichi.h codes), *out = NULL, and
 * fills diag.  Empty input or input with no game tree is an error.  Text
 * before the first '(' is skipped (real files carry junk there). */
int sgf_parse(const char *buf, size_t len, sgf_tree **out, sgf_diag *diag);
void sgf_free(sgf_tree *t);

int sgf_game_count(const sgf_tree *t);
/* Root node of game i (0-based), or NULL. */
const sgf_node *sgf_game_root(const sgf_tree *t, int i);
/* The property with this identifier on node n, or NULL. */
const sgf_prop *sgf_node_find(const sgf_node *n, const char *id);
/* Shortcut: text of the first value of property id on n, or NULL. */
const char *sgf_node_text(const sgf_node *n, const char *id);
/* Warnings collected while parsing (charset trouble, odd syntax that was
 * accepted): "LINE:COL: reason" lines, or "". */
const char *sgf_warnings(const sgf_tree *t);

/* Writes the whole collection as SGF text from the raw values.  Returns a
 * malloc'ed NUL-terminated buffer (and its length in *len), NULL on OOM.
 * Parsing the output gives an identical tree (same nodes, ids, raw values). */
char *sgf_write(const sgf_tree *t, size_t *len);
/* A change the writer makes to one node: the properties whose identifiers
 * are in drop (separated by spaces; NULL = none) are left out, and add
 * (SGF property text, escaped and in the file's charset, e.g.
 * "TB[aa][ba]"; NULL = none; add_len bytes, which may include NULs copied
 * from raw values) is written after the node's other ones. */
typedef struct sgf_edit {
    const sgf_node *node;
    const char *drop;
    const char *add;
    size_t add_len;
} sgf_edit;
/* sgf_write with the edits applied (at most one per node is used). */
char *sgf_write_edited(const sgf_tree *t, const sgf_edit *edits, int nedits, size_t *len);

#endif
