/*
 * fuzz_batch_db.c - libFuzzer target for the database `seichi batch`
 * reopens (batch_db_open, cli/batch_db.c): the input is written as the
 * database file, which is opened as batch opens it, then two results are
 * stored, the file is closed and opened again, and both are looked up.
 * Besides the sanitizers it aborts when:
 *  - a refusal has no message, or one of more than one line;
 *  - a database that opened does not give back what was stored in it (or
 *    the row it already held for that hash, as a re-run keeps it), which
 *    is what a trigger in it did, or refuses the same file once written.
 * Built without SQLite, every file is refused and only that is checked.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"

#define REQUIRE(c)                                                                            \
    do {                                                                                      \
        if (!(c)) {                                                                           \
            fprintf(stderr, "fuzz_batch_db: %s:%d: %s\n", __FILE__, __LINE__, #c);           \
            abort();                                                                          \
        }                                                                                     \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[64], path[96], side[3][112];
static FILE *devnull;

static void cleanup(void)
{
    unlink(path);
    for (int i = 0; i < 3; i++) unlink(side[i]);
    rmdir(dir);
}

static void item(batch_item *it, uint64_t hash, const char *file, const char *result, double margin)
{
    memset(it, 0, sizeof *it);
    it->file = (char *)file;
    it->hash = hash;
    it->have_hash = 1;
    snprintf(it->result, sizeof it->result, "%s", result);
    it->margin = margin;
    it->komi = 6.5;
    snprintf(it->agreement, sizeof it->agreement, "no_re");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!devnull) {
        snprintf(dir, sizeof dir, "/tmp/fuzz_batch_db.XXXXXX");
        if (!mkdtemp(dir) || !(devnull = fopen("/dev/null", "w"))) abort();
        snprintf(path, sizeof path, "%s/games.sqlite", dir);
        static const char *const ext[3] = {"-wal", "-shm", "-journal"};
        for (int i = 0; i < 3; i++) snprintf(side[i], sizeof side[i], "%s%s", path, ext[i]);
        atexit(cleanup);
    }
    if (size > (1u << 20)) return 0;
    for (int i = 0; i < 3; i++) unlink(side[i]);
    FILE *f = fopen(path, "wb");
    if (!f) abort();
    if (size) fwrite(data, 1, size, f);
    fclose(f);

    char err[512] = "";
    batch_db *db = batch_db_open(path, "rules=RU", err, sizeof err);
    if (!db) {
        REQUIRE(err[0] && !strchr(err, '\n'));
        return 0;
    }
    batch_item its[2], got, want[2];
    item(&its[0], 0x1234abcdULL, "/fuzz/a.sgf", "B+3.5", 3.5);
    item(&its[1], 0xfeedULL << 40, "/fuzz/b.sgf", "W+0.5", -0.5);
    for (int i = 0; i < 2; i++) { /* a row already there is kept, as a re-run keeps it */
        want[i] = its[i];
        batch_db_lookup(db, its[i].hash, &want[i]);
    }
    int stored = batch_db_store(db, its, 2, err, sizeof err) == 0;
    if (!stored) REQUIRE(err[0] && !strchr(err, '\n'));
    batch_db_export(db, devnull); /* may fail on a corrupt page of other options' rows */
    batch_db_close(db);
    if (!stored) return 0;

    db = batch_db_open(path, "rules=RU", err, sizeof err);
    REQUIRE(db != NULL);
    for (int i = 0; i < 2; i++) {
        memset(&got, 0, sizeof got);
        REQUIRE(batch_db_lookup(db, its[i].hash, &got));
        REQUIRE(!strcmp(got.result, want[i].result) && got.cached);
        REQUIRE(got.margin == want[i].margin || (got.margin != got.margin && want[i].margin != want[i].margin));
    }
    batch_db_close(db);
    return 0;
}
