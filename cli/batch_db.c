/*
 * batch_db.c - the SQLite store of `seichi batch` (docs/BATCH.md).
 *
 * One table, games, keyed by (hash of the file's bytes, options).  A run
 * reads the rows of its options into an open-addressing table first, so
 * workers look up without locks; new results are written by the main
 * thread in one transaction per chunk (WAL journal, synchronous=NORMAL:
 * a killed process loses at most the chunk in flight, never a committed
 * row).  The same content under two paths is one row whose file is the
 * smaller path, so a run's database does not depend on the order in which
 * threads or interrupted runs met the duplicates.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "util/sbuf.h"

#ifdef SEICHI_HAVE_SQLITE
#include <sqlite3.h>

struct batch_db {
    sqlite3 *db;
    char *path;
    sqlite3_stmt *insert;
    char *opts;
    batch_item *rows;
    size_t nrows, caprows;
    size_t *slots; /* index + 1 into rows, 0 empty; power-of-two size */
    size_t nslots;
};

/* The one table, as SQLite keeps its text in sqlite_schema ("IF NOT
 * EXISTS" is never stored); stores made before the confidence column have
 * the first form, and get the column (NULL in their rows) when opened. */
#define GAMES_TABLE_V1                                                       \
    "CREATE TABLE games("                                                    \
    " hash TEXT NOT NULL, opts TEXT NOT NULL, file TEXT NOT NULL,"           \
    " result TEXT, margin REAL, re TEXT, re_margin REAL, komi REAL,"         \
    " agreement TEXT, error TEXT, time_ms REAL,"                             \
    " PRIMARY KEY(hash, opts))"
#define GAMES_TABLE                                                          \
    "CREATE TABLE games("                                                    \
    " hash TEXT NOT NULL, opts TEXT NOT NULL, file TEXT NOT NULL,"           \
    " result TEXT, margin REAL, re TEXT, re_margin REAL, komi REAL,"         \
    " agreement TEXT, error TEXT, time_ms REAL, confidence TEXT,"            \
    " PRIMARY KEY(hash, opts))"

int batch_db_available(void) { return 1; }

static int set_err(char *err, size_t errlen, const char *what, sqlite3 *db)
{
    snprintf(err, errlen, "%s: %s", what, db ? sqlite3_errmsg(db) : "out of memory");
    return -1;
}

static void put_slot(batch_db *d, size_t idx)
{
    size_t mask = d->nslots - 1, s = (size_t)d->rows[idx].hash & mask;
    while (d->slots[s]) s = (s + 1) & mask;
    d->slots[s] = idx + 1;
}

static int add_row(batch_db *d, const batch_item *it)
{
    if (d->nrows == d->caprows) {
        size_t cap = d->caprows ? d->caprows * 2 : 1024;
        batch_item *r = realloc(d->rows, cap * sizeof *r);
        if (!r) return -1;
        d->rows = r;
        d->caprows = cap;
    }
    if ((d->nrows + 1) * 2 > d->nslots) {
        size_t n = d->nslots ? d->nslots * 2 : 4096;
        size_t *s = calloc(n, sizeof *s);
        if (!s) return -1;
        free(d->slots);
        d->slots = s;
        d->nslots = n;
        for (size_t i = 0; i < d->nrows; i++) put_slot(d, i);
    }
    d->rows[d->nrows] = *it;
    put_slot(d, d->nrows++);
    return 0;
}

static void copy_text(char *dst, size_t cap, const unsigned char *src)
{
    snprintf(dst, cap, "%s", src ? (const char *)src : "");
}

static int load_rows(batch_db *d, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(d->db,
                           "SELECT hash, result, margin, re, re_margin, komi, agreement, error,"
                           " time_ms, re IS NOT NULL AND re_margin IS NOT NULL, confidence FROM games"
                           " WHERE opts=?",
                           -1, &st, NULL) != SQLITE_OK)
        return set_err(err, errlen, "reading the database", d->db);
    sqlite3_bind_text(st, 1, d->opts, -1, SQLITE_STATIC);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        batch_item it;
        memset(&it, 0, sizeof it);
        const char *h = (const char *)sqlite3_column_text(st, 0);
        it.hash = h ? strtoull(h, NULL, 16) : 0;
        it.have_hash = 1;
        copy_text(it.result, sizeof it.result, sqlite3_column_text(st, 1));
        it.margin = sqlite3_column_double(st, 2);
        copy_text(it.re, sizeof it.re, sqlite3_column_text(st, 3));
        it.re_margin = sqlite3_column_double(st, 4);
        it.komi = sqlite3_column_double(st, 5);
        copy_text(it.agreement, sizeof it.agreement, sqlite3_column_text(st, 6));
        copy_text(it.error, sizeof it.error, sqlite3_column_text(st, 7));
        it.time_ms = sqlite3_column_double(st, 8);
        it.re_counted = sqlite3_column_int(st, 9);
        copy_text(it.confidence, sizeof it.confidence, sqlite3_column_text(st, 10));
        if (add_row(d, &it)) {
            sqlite3_finalize(st);
            return set_err(err, errlen, "reading the database", NULL);
        }
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : set_err(err, errlen, "reading the database", d->db);
}

/* A database given to batch is outside input: a trigger, view or other
 * table in it could rewrite every result stored (an INSERT trigger did,
 * silently).  So the connection is defensive (no writes to the schema or
 * to the file's raw pages through SQL), trusts nothing in the schema
 * (trusted_schema off: no function with side effects from a trigger or
 * view), runs no trigger and no view at all, and the schema must be
 * exactly seichi's: the table games as written above and its primary-key
 * index, or nothing (a new file, where the table is created). */
static int check_schema(batch_db *d, const char *path, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(d->db, "SELECT type, name, sql FROM sqlite_schema", -1, &st, NULL) != SQLITE_OK)
        return set_err(err, errlen, path, d->db);
    int rc, tables = 0, old_tables = 0, others = 0;
    char what[160] = "";
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        const char *type = (const char *)sqlite3_column_text(st, 0);
        const char *name = (const char *)sqlite3_column_text(st, 1);
        const char *sql = (const char *)sqlite3_column_text(st, 2);
        type = type ? type : "?", name = name ? name : "?";
        if (!strcmp(type, "table") && !strcmp(name, "games") && sql && !strcmp(sql, GAMES_TABLE)) tables++;
        else if (!strcmp(type, "table") && !strcmp(name, "games") && sql && !strcmp(sql, GAMES_TABLE_V1))
            old_tables++;
        else if (!strcmp(type, "index") && !strcmp(name, "sqlite_autoindex_games_1") && !sql) continue;
        else if (!others++) snprintf(what, sizeof what, "%s '%.60s'", type, name);
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) return set_err(err, errlen, path, d->db);
    if (others) {
        snprintf(err, errlen, "%s: not a seichi batch database (it has %s%s)", path, what,
                 !strcmp(what, "table 'games'") ? " with another schema" : "");
        return -1;
    }
    if (!tables && !old_tables) {
        if (sqlite3_exec(d->db, GAMES_TABLE, NULL, NULL, NULL) != SQLITE_OK)
            return set_err(err, errlen, path, d->db);
        return 0;
    }
    if (old_tables && sqlite3_exec(d->db, "ALTER TABLE games ADD COLUMN confidence TEXT", NULL, NULL, NULL) != SQLITE_OK)
        return set_err(err, errlen, path, d->db);
    /* A corrupt file can hold a row its index does not: the insert then
     * meets a conflict that is not there and the result is silently not
     * stored (found by fuzz_batch_db).  SQLite's full check reads every
     * page once: 58 ms (9 ms of CPU) for the 4,745 rows of the corpus. */
    if (sqlite3_prepare_v2(d->db, "PRAGMA integrity_check(1)", -1, &st, NULL) != SQLITE_OK)
        return set_err(err, errlen, path, d->db);
    rc = sqlite3_step(st);
    const char *verdict = rc == SQLITE_ROW ? (const char *)sqlite3_column_text(st, 0) : NULL;
    if (!verdict || strcmp(verdict, "ok") != 0) {
        if (verdict) snprintf(err, errlen, "%s: a corrupt database (%.200s)", path, verdict);
        else set_err(err, errlen, path, d->db);
        for (char *c = err; *c; c++)
            if (*c == '\n' || *c == '\r') *c = ' ';
        sqlite3_finalize(st);
        return -1;
    }
    sqlite3_finalize(st);
    return 0;
}

static int open_defensive(batch_db *d, const char *path, char *err, size_t errlen)
{
    if (sqlite3_open_v2(path, &d->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK)
        return set_err(err, errlen, path, d->db);
    int off = 0, on = 1;
    if (sqlite3_db_config(d->db, SQLITE_DBCONFIG_DEFENSIVE, on, NULL) != SQLITE_OK ||
        sqlite3_db_config(d->db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, off, NULL) != SQLITE_OK ||
        sqlite3_db_config(d->db, SQLITE_DBCONFIG_ENABLE_TRIGGER, off, NULL) != SQLITE_OK ||
        sqlite3_db_config(d->db, SQLITE_DBCONFIG_ENABLE_VIEW, off, NULL) != SQLITE_OK ||
        sqlite3_busy_timeout(d->db, 10000) != SQLITE_OK)
        return set_err(err, errlen, path, d->db);
    if (sqlite3_exec(d->db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;", NULL, NULL, NULL) !=
        SQLITE_OK)
        return set_err(err, errlen, path, d->db);
    return check_schema(d, path, err, errlen);
}

batch_db *batch_db_open(const char *path, const char *opts, char *err, size_t errlen)
{
    batch_db *d = calloc(1, sizeof *d);
    if (!d || !(d->opts = strdup(opts)) || !(d->path = strdup(path))) {
        if (d) free(d->opts);
        free(d);
        set_err(err, errlen, path, NULL);
        return NULL;
    }
    if (open_defensive(d, path, err, errlen) != 0 ||
        sqlite3_prepare_v2(d->db,
                           "INSERT INTO games(hash, opts, file, result, margin, re, re_margin, komi,"
                           " agreement, error, time_ms, confidence) VALUES(?,?,?,?,?,?,?,?,?,?,?,?)"
                           " ON CONFLICT(hash, opts) DO UPDATE SET file=excluded.file"
                           " WHERE excluded.file < games.file",
                           -1, &d->insert, NULL) != SQLITE_OK ||
        load_rows(d, err, errlen) != 0) {
        if (!err[0]) set_err(err, errlen, path, d->db);
        batch_db_close(d);
        return NULL;
    }
    return d;
}

void batch_db_close(batch_db *d)
{
    if (!d) return;
    sqlite3_finalize(d->insert);
    sqlite3_close(d->db);
    free(d->rows);
    free(d->slots);
    free(d->opts);
    free(d->path);
    free(d);
}

int batch_db_lookup(const batch_db *d, uint64_t hash, batch_item *it)
{
    if (!d->nslots) return 0;
    size_t mask = d->nslots - 1;
    for (size_t s = (size_t)hash & mask; d->slots[s]; s = (s + 1) & mask) {
        const batch_item *r = &d->rows[d->slots[s] - 1];
        if (r->hash != hash) continue;
        memcpy(it->result, r->result, sizeof it->result);
        memcpy(it->re, r->re, sizeof it->re);
        memcpy(it->agreement, r->agreement, sizeof it->agreement);
        memcpy(it->confidence, r->confidence, sizeof it->confidence);
        memcpy(it->error, r->error, sizeof it->error);
        it->margin = r->margin;
        it->re_counted = r->re_counted;
        it->re_margin = r->re_margin;
        it->komi = r->komi;
        it->time_ms = r->time_ms;
        it->cached = 1;
        return 1;
    }
    return 0;
}

static void bind_text_or_null(sqlite3_stmt *st, int i, const char *s)
{
    if (s && *s) sqlite3_bind_text(st, i, s, -1, SQLITE_TRANSIENT);
    else sqlite3_bind_null(st, i);
}

static int store_err(batch_db *d, char *err, size_t errlen)
{
    snprintf(err, errlen, "%s: writing the database: %s", d->path, sqlite3_errmsg(d->db));
    return -1;
}

int batch_db_store(batch_db *d, batch_item *items, size_t n, char *err, size_t errlen)
{
    if (sqlite3_exec(d->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
        return store_err(d, err, errlen);
    for (size_t i = 0; i < n; i++) {
        const batch_item *it = &items[i];
        if (!it->have_hash) continue;
        char hex[17];
        snprintf(hex, sizeof hex, "%016llx", (unsigned long long)it->hash);
        sqlite3_stmt *st = d->insert;
        sqlite3_reset(st);
        sqlite3_bind_text(st, 1, hex, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(st, 2, d->opts, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 3, it->file, -1, SQLITE_TRANSIENT);
        int ok = !it->error[0];
        bind_text_or_null(st, 4, ok ? it->result : NULL);
        if (ok) sqlite3_bind_double(st, 5, it->margin);
        else sqlite3_bind_null(st, 5);
        bind_text_or_null(st, 6, it->re);
        if (it->re_counted) sqlite3_bind_double(st, 7, it->re_margin);
        else sqlite3_bind_null(st, 7);
        sqlite3_bind_double(st, 8, it->komi);
        bind_text_or_null(st, 9, it->agreement);
        bind_text_or_null(st, 10, it->error);
        sqlite3_bind_double(st, 11, it->time_ms);
        bind_text_or_null(st, 12, ok ? it->confidence : NULL);
        if (sqlite3_step(st) != SQLITE_DONE) {
            store_err(d, err, errlen);
            sqlite3_exec(d->db, "ROLLBACK", NULL, NULL, NULL);
            return -1;
        }
    }
    if (sqlite3_exec(d->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
        store_err(d, err, errlen);
        sqlite3_exec(d->db, "ROLLBACK", NULL, NULL, NULL);
        return -1;
    }
    return 0;
}

int batch_db_export(batch_db *d, FILE *out)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(d->db,
                           "SELECT hash, opts, file, result, margin, re, re_margin, komi, agreement, error,"
                           " time_ms, confidence FROM games ORDER BY hash, opts",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    static const char *const keys[] = {"hash", "opts", "file", "result", "margin", "re",
                                       "re_margin", "komi", "agreement", "error", "time_ms", "confidence"};
    sbuf b;
    sbuf_init(&b);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        for (int i = 0; i < 12; i++) {
            sbuf_printf(&b, "%s\"%s\":", i ? "," : "{", keys[i]);
            int type = sqlite3_column_type(st, i);
            if (type == SQLITE_NULL) sbuf_puts(&b, "null");
            else if (type == SQLITE_FLOAT || type == SQLITE_INTEGER) sbuf_json_num(&b, sqlite3_column_double(st, i));
            else sbuf_json_str(&b, (const char *)sqlite3_column_text(st, i));
        }
        sbuf_puts(&b, "}\n");
        if (b.len > (1u << 16)) {
            fwrite(b.data, 1, b.len, out);
            sbuf_free(&b);
            sbuf_init(&b);
        }
    }
    if (b.data) fwrite(b.data, 1, b.len, out);
    int failed = b.failed;
    sbuf_free(&b);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE && !failed ? 0 : -1;
}

#else /* built without SQLite */

struct batch_db {
    int unused;
};

int batch_db_available(void) { return 0; }

batch_db *batch_db_open(const char *path, const char *opts, char *err, size_t errlen)
{
    (void)opts;
    snprintf(err, errlen, "%s: this seichi was built without SQLite (libsqlite3-dev)", path);
    return NULL;
}

void batch_db_close(batch_db *d) { (void)d; }

int batch_db_lookup(const batch_db *d, uint64_t hash, batch_item *it)
{
    (void)d, (void)hash, (void)it;
    return 0;
}

int batch_db_store(batch_db *d, batch_item *items, size_t n, char *err, size_t errlen)
{
    (void)d, (void)items, (void)n;
    snprintf(err, errlen, "no database");
    return -1;
}

int batch_db_export(batch_db *d, FILE *out)
{
    (void)d, (void)out;
    return -1;
}
#endif
