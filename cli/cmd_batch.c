/*
 * cmd_batch.c - `seichi batch`: score many games on every core
 * (docs/BATCH.md).
 *
 * Games come from the paths named (directories walked for *.sgf), from a
 * list of paths on stdin (--stdin or "-"), or, in mapper mode (--mapper),
 * from stdin lines that are each a path or a whole SGF text, so that the
 * command runs unchanged under Hadoop Streaming or Spark's pipe().  They
 * are processed in chunks: the threads of a pool (--jobs, default every
 * online CPU) score a chunk, then the main thread writes its JSON lines to
 * stdout in input order (so output order never depends on thread timing),
 * stores it in the SQLite database in one transaction, and draws the
 * progress bar (stderr, only on a terminal).  With --db PATH (no database
 * otherwise) a re-run skips games whose content hash is already stored.
 * --verify ends with a summary comparing with RE (stderr; exit status 1 if
 * any game disagrees); a game that fails makes the exit status 1 too.
 * --sgf-dir DIR writes each scored game there as SGF (batch_sgf.c).
 */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "batch.h"
#include "batch_verify.h"
#include "cli.h"
#include "util/sbuf.h"

typedef struct pool {
    pthread_mutex_t mu;
    pthread_cond_t go, done;
    unsigned gen;
    int active, quit, nthreads;
    batch_item *items;
    size_t n;
    atomic_size_t next;
    const batch_options *opt;
    const batch_db *db;
    pthread_t *threads;
} pool;

static void work(pool *p)
{
    size_t i;
    seichi_game *game = seichi_game_new(); /* one per thread, reused: NULL is fine too */
    while ((i = atomic_fetch_add(&p->next, 1)) < p->n)
        batch_score_item(&p->items[i], p->opt, p->db, game);
    seichi_game_free(game);
}

static void *worker(void *arg)
{
    pool *p = arg;
    unsigned seen = 0;
    for (;;) {
        pthread_mutex_lock(&p->mu);
        while (p->gen == seen && !p->quit) pthread_cond_wait(&p->go, &p->mu);
        if (p->quit) {
            pthread_mutex_unlock(&p->mu);
            return NULL;
        }
        seen = p->gen;
        pthread_mutex_unlock(&p->mu);
        work(p);
        pthread_mutex_lock(&p->mu);
        if (--p->active == 0) pthread_cond_signal(&p->done);
        pthread_mutex_unlock(&p->mu);
    }
}

static int pool_start(pool *p, int jobs)
{
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->go, NULL);
    pthread_cond_init(&p->done, NULL);
    p->threads = calloc((size_t)jobs, sizeof *p->threads);
    if (!p->threads) return -1;
    for (int i = 0; i < jobs - 1; i++) {
        if (pthread_create(&p->threads[i], NULL, worker, p) != 0) break;
        p->nthreads++;
    }
    return 0;
}

static void pool_run(pool *p, batch_item *items, size_t n)
{
    pthread_mutex_lock(&p->mu);
    p->items = items;
    p->n = n;
    atomic_store(&p->next, 0);
    p->active = p->nthreads;
    p->gen++;
    pthread_cond_broadcast(&p->go);
    pthread_mutex_unlock(&p->mu);
    work(p);
    pthread_mutex_lock(&p->mu);
    while (p->active > 0) pthread_cond_wait(&p->done, &p->mu);
    pthread_mutex_unlock(&p->mu);
}

static void pool_stop(pool *p)
{
    pthread_mutex_lock(&p->mu);
    p->quit = 1;
    pthread_cond_broadcast(&p->go);
    pthread_mutex_unlock(&p->mu);
    for (int i = 0; i < p->nthreads; i++) pthread_join(p->threads[i], NULL);
    free(p->threads);
    pthread_mutex_destroy(&p->mu);
    pthread_cond_destroy(&p->go);
    pthread_cond_destroy(&p->done);
}

static void json_line(sbuf *b, const batch_item *it)
{
    char hex[17];
    sbuf_puts(b, "{\"file\":");
    sbuf_json_str(b, it->file);
    if (it->have_hash) {
        snprintf(hex, sizeof hex, "%016llx", (unsigned long long)it->hash);
        sbuf_puts(b, ",\"hash\":");
        sbuf_json_str(b, hex);
    }
    sbuf_puts(b, ",\"result\":");
    sbuf_json_str(b, it->error[0] ? NULL : it->result);
    sbuf_puts(b, ",\"margin\":");
    if (it->error[0]) sbuf_puts(b, "null");
    else sbuf_json_num(b, it->margin);
    sbuf_puts(b, ",\"re\":");
    sbuf_json_str(b, it->re[0] ? it->re : NULL);
    sbuf_puts(b, ",\"re_margin\":");
    if (it->re_counted) sbuf_json_num(b, it->re_margin);
    else sbuf_puts(b, "null");
    sbuf_puts(b, ",\"komi\":");
    sbuf_json_num(b, it->komi);
    sbuf_puts(b, ",\"agreement\":");
    sbuf_json_str(b, it->agreement[0] ? it->agreement : NULL);
    sbuf_puts(b, ",\"confidence\":");
    sbuf_json_str(b, it->confidence[0] ? it->confidence : NULL);
    sbuf_puts(b, ",\"time_ms\":");
    sbuf_json_num(b, it->time_ms);
    sbuf_printf(b, ",\"cached\":%s", it->cached ? "true" : "false");
    if (it->error[0]) {
        sbuf_puts(b, ",\"error\":");
        sbuf_json_str(b, it->error);
    }
    sbuf_puts(b, "}\n");
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void progress(size_t done, size_t total, double t0, int final)
{
    double el = now_s() - t0, rate = el > 0 ? done / el : 0;
    char eta[32] = "-";
    if (total && rate > 0) {
        long s = (long)((total - done) / rate);
        snprintf(eta, sizeof eta, "%ld:%02ld", s / 60, s % 60);
    }
    int width = 30, filled = total ? (int)(width * (double)done / total) : 0;
    char bar[64];
    for (int i = 0; i < width; i++) bar[i] = i < filled ? '#' : '.';
    bar[width] = 0;
    if (total)
        fprintf(stderr, "\r[%s] %zu/%zu %3d%%  %.0f games/s  ETA %s ", bar, done, total,
                (int)(100.0 * done / total), rate, eta);
    else
        fprintf(stderr, "\r%zu games  %.0f games/s ", done, rate);
    if (final) fputc('\n', stderr);
    fflush(stderr);
}

typedef struct run {
    pool pool;
    batch_db *db;
    batch_verify verify;
    int show_progress, verify_on, failed;
    size_t errors;     /* games that failed (error lines)               */
    size_t done, total, chunk;
    double t0, last_draw;
} run;

/* Scores items[0..n), stores them, then prints them and frees them.  A
 * result is printed only once it is committed: when the database cannot
 * take a chunk (a full disk), that chunk is not printed and the batch
 * stops, so every line printed is a row stored and a re-run loses nothing. */
static int run_chunk(run *r, batch_item *items, size_t n)
{
    pool_run(&r->pool, items, n);
    char err[512] = "";
    size_t shown = n;
    if (r->db && batch_db_store(r->db, items, n, err, sizeof err) != 0) {
        fprintf(stderr, "seichi batch: %s (the %zu results of this chunk are neither stored nor printed; "
                        "run again when there is room)\n", err, n);
        r->failed = 1;
        shown = 0;
    }
    sbuf b;
    sbuf_init(&b);
    for (size_t i = 0; i < shown; i++) {
        json_line(&b, &items[i]);
        if (r->verify_on) batch_verify_add(&r->verify, &items[i]);
        r->errors += items[i].error[0] != 0;
        if (items[i].ngames > 1)
            fprintf(stderr, "%s: a collection of %d games; only the first is scored "
                            "(seichi score %s --game N scores the others)\n",
                    items[i].file, items[i].ngames, items[i].file);
    }
    if (b.data) fwrite(b.data, 1, b.len, stdout);
    fflush(stdout);
    sbuf_free(&b);
    r->done += shown;
    if (r->show_progress && (now_s() - r->last_draw > 0.1 || r->done == r->total)) {
        progress(r->done, r->total, r->t0, 0);
        r->last_draw = now_s();
    }
    for (size_t i = 0; i < n; i++) {
        free(items[i].file);
        free(items[i].text);
    }
    return r->failed ? -1 : 0;
}

static int run_list(run *r, const batch_list *l)
{
    batch_item *items = calloc(r->chunk, sizeof *items);
    if (!items) return -1;
    r->total = l->n;
    for (size_t i = 0; i < l->n && !r->failed;) {
        size_t n = 0;
        memset(items, 0, r->chunk * sizeof *items);
        for (; n < r->chunk && i < l->n; i++, n++)
            if (!(items[n].file = strdup(l->paths[i]))) snprintf(items[n].error, sizeof items[n].error, "out of memory");
        run_chunk(r, items, n);
    }
    free(items);
    return r->failed ? -1 : 0;
}

/* Mapper mode: each stdin line is a path or an SGF text (starting with
 * '('); read, scored and answered a chunk at a time. */
static int run_mapper(run *r)
{
    batch_item *items = calloc(r->chunk, sizeof *items);
    char *line = NULL;
    size_t cap = 0, lineno = 0;
    int eof = 0;
    if (!items) return -1;
    while (!eof && !r->failed) {
        size_t n = 0;
        while (n < r->chunk) {
            long len = batch_read_line(stdin, &line, &cap, &lineno);
            if (len == -1) {
                eof = 1;
                break;
            }
            if (len == -2 || len == -3) {
                memset(&items[n], 0, sizeof items[n]);
                items[n].file = malloc(32);
                if (items[n].file) snprintf(items[n].file, 32, "stdin:%zu", lineno);
                if (len == -2)
                    snprintf(items[n].error, sizeof items[n].error, "stdin:%zu: a NUL byte in the line", lineno);
                else
                    snprintf(items[n].error, sizeof items[n].error, "stdin:%zu: line longer than the %u MiB input cap",
                             lineno, CLI_MAX_FILE >> 20);
                n++;
                continue;
            }
            n += (size_t)batch_mapper_item(line, lineno, &items[n]);
        }
        if (n) run_chunk(r, items, n);
    }
    free(line);
    free(items);
    return r->failed ? -1 : 0;
}

static int read_list(batch_list *l)
{
    char *line = NULL;
    size_t cap = 0, lineno = 0;
    long len;
    int rc = 0;
    while (rc == 0 && (len = batch_read_line(stdin, &line, &cap, &lineno)) != -1) {
        if (len == -2) rc = cli_usage_error("batch", "stdin:%zu: a NUL byte in a path", lineno);
        else if (len == -3) rc = cli_usage_error("batch", "stdin:%zu: line longer than the %u MiB input cap", lineno, CLI_MAX_FILE >> 20);
        else if (len > 0) rc = batch_list_add(l, line);
    }
    free(line);
    return rc;
}

static const char usage_text[] =
    "usage: seichi batch [FILE|DIR|-]... [--stdin] [--mapper] [--db PATH | --no-db] [--jobs N]\n"
    "                    [--verify] [--rules NAME] [--chunk N] [--progress | --no-progress]\n"
    "                    [--sgf-dir DIR]\n"
    "       seichi batch --db PATH --export";

int cmd_batch(int argc, char **argv)
{
    const char *db_path = NULL, *rules = NULL, *sgf_dir = NULL;
    int no_db = 0, from_stdin = 0, mapper = 0, verify = 0, prog = -1, export = 0;
    long jobs = sysconf(_SC_NPROCESSORS_ONLN), chunk = 256;
    batch_list list = {0};
    int rc = 0;
    for (int i = 1; i < argc && rc == 0; i++) {
        const char *a = argv[i];
        char *end;
        if (!strcmp(a, "--db") && i + 1 < argc) db_path = argv[++i];
        else if (!strcmp(a, "--no-db")) no_db = 1;
        else if (!strcmp(a, "--stdin") || !strcmp(a, "-")) from_stdin = 1;
        else if (!strcmp(a, "--mapper")) mapper = 1;
        else if (!strcmp(a, "--verify")) verify = 1;
        else if (!strcmp(a, "--export")) export = 1;
        else if (!strcmp(a, "--progress")) prog = 1;
        else if (!strcmp(a, "--no-progress")) prog = 0;
        else if (!strcmp(a, "--rules") && i + 1 < argc) rules = argv[++i];
        else if (!strcmp(a, "--sgf-dir") && i + 1 < argc) sgf_dir = argv[++i];
        else if (!strcmp(a, "--jobs") && i + 1 < argc) {
            jobs = strtol(argv[++i], &end, 10);
            if (*end || jobs < 1 || jobs > 1024)
                rc = cli_usage_error("batch", "--jobs needs a number 1..1024, not '%s'", argv[i]);
        } else if (!strcmp(a, "--chunk") && i + 1 < argc) {
            chunk = strtol(argv[++i], &end, 10);
            if (*end || chunk < 1 || chunk > 65536)
                rc = cli_usage_error("batch", "--chunk needs a number 1..65536, not '%s'", argv[i]);
        } else if (a[0] == '-' && a[1]) {
            rc = cli_usage_error("batch", "unknown option '%s' (or missing value)\n%s", a, usage_text);
        } else if (batch_list_add(&list, a) != 0) {
            rc = 2;
        }
    }
    seichi_rules tmp;
    if (!rc && rules && seichi_rules_preset(rules, &tmp) != SEICHI_OK)
        rc = cli_usage_error("batch", "unknown rules '%s'", rules);
    if (!rc && export) {
        batch_list_free(&list);
        if (!db_path) return cli_usage_error("batch", "--export needs --db PATH");
        if (access(db_path, R_OK) != 0) return cli_usage_error("batch", "%s: no such database", db_path);
        char err[512] = "";
        batch_db *db = batch_db_open(db_path, "", err, sizeof err);
        if (!db) return cli_usage_error("batch", "%s", err);
        rc = batch_db_export(db, stdout) ? cli_usage_error("batch", "%s: cannot read the database", db_path) : 0;
        batch_db_close(db);
        return rc;
    }
    if (!rc && mapper && (from_stdin || list.n))
        rc = cli_usage_error("batch", "--mapper reads its games from stdin only");
    if (!rc && !mapper && !from_stdin && list.n == 0) rc = cli_usage_error("batch", "%s", usage_text);
    if (!rc && from_stdin && read_list(&list) != 0) rc = 2;
    if (!rc && sgf_dir && mkdir(sgf_dir, 0777) != 0 && errno != EEXIST)
        rc = cli_usage_error("batch", "--sgf-dir %s: %s", sgf_dir, strerror(errno));
    if (rc) {
        batch_list_free(&list);
        return rc;
    }
    if (jobs < 1) jobs = 1;
    run r;
    memset(&r, 0, sizeof r);
    batch_options opt = {rules, 0, sgf_dir};
    /* a database only when asked: a plain run leaves nothing behind */
    if (!no_db && db_path) {
        char err[512] = "";
        char opts[64];
        snprintf(opts, sizeof opts, "rules=%s", rules ? tmp.name : "RU");
        r.db = batch_db_open(db_path, opts, err, sizeof err);
        if (!r.db) {
            batch_list_free(&list);
            return cli_usage_error("batch", "%s", err);
        }
    }
    r.chunk = (size_t)chunk;
    r.verify_on = verify;
    r.show_progress = prog >= 0 ? prog : isatty(2);
    r.t0 = now_s();
    r.pool.opt = &opt;
    r.pool.db = r.db;
    batch_verify_init(&r.verify);
    if (pool_start(&r.pool, (int)jobs) != 0) {
        fprintf(stderr, "seichi batch: out of memory\n");
        rc = 2;
    } else {
        rc = (mapper ? run_mapper(&r) : run_list(&r, &list)) ? 2 : 0;
        pool_stop(&r.pool);
    }
    if (r.show_progress) progress(r.done, r.total, r.t0, 1);
    if (verify && rc == 0) {
        batch_verify_print(&r.verify, stderr, now_s() - r.t0);
        if (!batch_verify_all_agree(&r.verify)) rc = 1;
    }
    if (rc == 0 && r.errors) {
        fprintf(stderr, "seichi batch: %zu of %zu games failed (their lines have \"error\")\n", r.errors, r.done);
        rc = 1;
    }
    batch_verify_free(&r.verify);
    batch_db_close(r.db);
    batch_list_free(&list);
    return rc;
}
