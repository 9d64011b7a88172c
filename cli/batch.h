/*
 * batch.h - what the parts of `seichi batch` share (cmd_batch.c drives,
 * batch_game.c scores one game, batch_db.c keeps the SQLite store,
 * batch_input.c finds the games).
 */
#ifndef SEICHI_BATCH_H
#define SEICHI_BATCH_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

#include "seichi.h"

/* One game of the batch: input, then what scoring found. */
typedef struct batch_item {
    char *file;        /* path, or a label ("stdin:LINE") for inline SGF   */
    char *text;        /* inline SGF text (mapper mode), else NULL         */
    uint64_t hash;     /* of the file's bytes                              */
    int have_hash;     /* 0 if the file could not be read                  */
    int cached;        /* 1: taken from the database, not scored again     */
    char result[32];   /* "B+3.5", "W+0.5", "0"; "" on error               */
    double margin;     /* Black minus White, komi included                 */
    char re[64];       /* the record's RE, "" if none                      */
    int re_counted;    /* RE is a counted result with a margin             */
    double re_margin;
    double komi;
    char agreement[16];/* exact within1 winner wrong no_re re_inconsistent */
    char confidence[12];/* certain uncertain unfinished; "" if unknown     */
    double time_ms;
    char error[256];   /* "" when scored                                   */
    int ngames;        /* games in the file (only the first is scored)     */
} batch_item;

typedef struct batch_options {
    const char *rules; /* override of RU, or NULL                          */
    int continue_on_illegal;
    const char *sgf_dir; /* --sgf-dir: write each scored game there       */
} batch_options;

/* Writes the scored game g (result r) as DIR/FILE, FILE being the input
 * path made relative ("/" and ".." dropped), its folders created.  0, or
 * -1 with err filled. */
int batch_write_sgf(const char *dir, const char *file, const seichi_game *g, const seichi_result *r,
                    char *err, size_t errlen);

typedef struct batch_db batch_db;

/* Reads and hashes it->file (or it->text); takes the stored result from
 * db (may be NULL) or scores the game.  Thread-safe (db only read).  game
 * is a game object the calling thread reuses from item to item (its board
 * graph is kept between games of the same size), or NULL. */
void batch_score_item(batch_item *it, const batch_options *o, const batch_db *db,
                      seichi_game *game);
/* 64-bit hash of bytes (stable across runs and machines). */
uint64_t batch_hash(const void *data, size_t len);
/* Fills agreement from result/RE/komi. */
void batch_agreement(batch_item *it);
/* Parses an SGF RE value: 1 and *margin for a counted result. */
int batch_parse_re(const char *re, double *margin);

/* Input: a growable list of paths. */
typedef struct batch_list {
    char **paths;
    size_t n, cap;
    FILE *log; /* where the walk names what it skips; NULL: stderr */
} batch_list;
/* Adds a file, or every *.sgf under a directory (sorted, recursive, at
 * most BATCH_MAX_DEPTH levels): regular files only, links to directories
 * not followed, a directory never entered from inside itself; what is
 * skipped is named on stderr.  Returns 0, or -1 (message printed) if path
 * cannot be read at all or memory runs out. */
#define BATCH_MAX_DEPTH 64
int batch_list_add(batch_list *l, const char *path);
void batch_list_free(batch_list *l);

/* The next line of in (--stdin lists, --mapper input) without its line
 * end, NUL-terminated in *line (a malloc'ed buffer of *cap bytes), and its
 * number in *lineno.  Returns its length, -1 at end of input, -2 for a
 * line that holds a NUL byte (its text would be cut short without a word)
 * or -3 for a line longer than the input cap (SEICHI_MAX_INPUT; the rest
 * of it is read and dropped, memory stays bounded). */
long batch_read_line(FILE *in, char **line, size_t *cap, size_t *lineno);
/* Mapper mode: fills *it (zeroed first) from one input line: an SGF text
 * when its first non-blank character is '(' (file = "stdin:LINE"), else
 * a path.  Returns 1, or 0 for a blank line (no game). */
int batch_mapper_item(char *line, size_t lineno, batch_item *it);

/* The SQLite store (batch_db_open fails when built without SQLite).
 * Rows are keyed by (content hash, options); all rows of the options in
 * use are read into memory at open, so lookups need no lock. */
batch_db *batch_db_open(const char *path, const char *opts, char *err, size_t errlen);
void batch_db_close(batch_db *db);
/* Copies a stored result for hash into *it (cached = 1); 1 if found. */
int batch_db_lookup(const batch_db *db, uint64_t hash, batch_item *it);
/* Stores items in one transaction; 0 or -1 (err filled). */
int batch_db_store(batch_db *db, batch_item *items, size_t n, char *err, size_t errlen);
int batch_db_available(void);
/* Writes every row (all options) as JSON lines sorted by hash; 0 or -1. */
int batch_db_export(batch_db *db, FILE *out);

#endif
