/*
 * batch_game.c - scoring one game of a batch: read the bytes, hash them
 * (the key that makes re-runs resumable), load the SGF, score the final
 * position with automatic dead stones exactly as `seichi score` does
 * (rules from RU unless overridden, komi from KM, handicap from HA), and
 * compare with the record's RE.
 *
 * Agreement classes: exact (same margin), within1 (|difference| <= 1),
 * winner (same winner, larger difference), wrong, no_re (RE is missing or
 * not a counted result: resignation, time, "?"), re_inconsistent (RE plus
 * komi is not a whole number, so no count of any board gives RE: the
 * record's komi is not the one used; the data README asks to report these
 * apart).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "batch.h"
#include "cli.h"
#include "game/game.h"

uint64_t batch_hash(const void *data, size_t len)
{
    const unsigned char *p = data;
    uint64_t h = 0x9e3779b97f4a7c15ull ^ (uint64_t)len;
    for (size_t i = 0; i < len; i++) {
        h ^= p[i];
        h *= 0x100000001b3ull;
        h ^= h >> 29;
    }
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return h;
}

int batch_parse_re(const char *re, double *margin) { return game_parse_re(re, margin); }

void batch_agreement(batch_item *it)
{
    const char *a;
    double d = fabs(it->margin - it->re_margin);
    double k = it->re_margin + it->komi;
    if (it->error[0]) a = "";
    else if (!it->re_counted) a = "no_re";
    else if (fabs(k - floor(k + 0.5)) > 1e-6) a = "re_inconsistent";
    else if (d < 1e-6) a = "exact";
    else if (d <= 1 + 1e-6) a = "within1";
    else if ((it->margin > 0 && it->re_margin > 0) || (it->margin < 0 && it->re_margin < 0)) a = "winner";
    else a = "wrong";
    snprintf(it->agreement, sizeof it->agreement, "%s", a);
}

static char *read_bytes(const char *path, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 14, n = 0, got;
    char *buf = malloc(cap);
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n > CLI_MAX_FILE) { /* read one byte past the cap at most */
            snprintf(err, errlen, "%s: larger than the %u MiB input cap", path, CLI_MAX_FILE >> 20);
            free(buf);
            buf = NULL;
            break;
        }
        if (n + 1 == cap) {
            size_t ncap = cap * 2 > (size_t)CLI_MAX_FILE + 2 ? (size_t)CLI_MAX_FILE + 2 : cap * 2;
            char *nb = realloc(buf, ncap);
            if (!nb) {
                snprintf(err, errlen, "%s: out of memory", path);
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap = ncap;
        }
    }
    if (buf && ferror(f)) {
        snprintf(err, errlen, "%s: read error", path);
        free(buf);
        buf = NULL;
    } else if (!buf && !err[0]) {
        snprintf(err, errlen, "%s: out of memory", path);
    }
    fclose(f);
    if (buf) buf[n] = 0;
    *len = n;
    return buf;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void score_text(batch_item *it, const char *buf, size_t len, const batch_options *o,
                       seichi_game *reused)
{
    seichi_game *g = reused ? reused : seichi_game_new();
    if (!g) {
        snprintf(it->error, sizeof it->error, "out of memory");
        return;
    }
    seichi_load_options lo = {it->file, 0, o->continue_on_illegal};
    int rc = seichi_game_load_sgf(g, buf, len, &lo);
    const seichi_pos *p = rc == SEICHI_OK ? seichi_game_position(g, -1) : NULL;
    if (!p) {
        snprintf(it->error, sizeof it->error, "%s", seichi_game_errmsg(g));
        if (g != reused) seichi_game_free(g);
        return;
    }
    const char *re = seichi_game_property(g, "RE");
    snprintf(it->re, sizeof it->re, "%s", re ? re : "");
    it->re_counted = batch_parse_re(re, &it->re_margin);
    seichi_score_options so;
    seichi_score_options_from_game(&so, g);
    if (o->rules) seichi_rules_preset(o->rules, &so.rules);
    it->komi = so.komi;
    seichi_result *r = NULL;
    rc = seichi_score(p, &so, &r);
    it->ngames = seichi_game_collection_size(g);
    if (rc != SEICHI_OK) {
        snprintf(it->error, sizeof it->error, "%s: cannot score: %s", it->file, seichi_strerror(rc));
    } else {
        snprintf(it->result, sizeof it->result, "%s", seichi_result_string(r));
        it->margin = seichi_result_margin(r);
        if (o->sgf_dir) batch_write_sgf(o->sgf_dir, it->file, g, r, it->error, sizeof it->error);
        snprintf(it->confidence, sizeof it->confidence, "%s",
                 seichi_confidence_name(seichi_result_confidence(r)));
    }
    seichi_result_free(r);
    if (g != reused) seichi_game_free(g);
}

void batch_score_item(batch_item *it, const batch_options *o, const batch_db *db,
                      seichi_game *game)
{
    if (it->error[0] || !it->file) return; /* failed before scoring (out of memory) */
    double t0 = now_ms();
    size_t len = 0;
    char *buf = NULL;
    if (it->text) {
        len = strlen(it->text);
    } else {
        buf = read_bytes(it->file, &len, it->error, sizeof it->error);
        if (!buf) return;
    }
    const char *data = it->text ? it->text : buf;
    it->hash = batch_hash(data, len);
    it->have_hash = 1;
    /* --sgf-dir needs the game itself: no stored result then */
    if (!(db && !o->sgf_dir && batch_db_lookup(db, it->hash, it))) score_text(it, data, len, o, game);
    free(buf);
    if (it->cached) return;
    it->time_ms = now_ms() - t0;
    batch_agreement(it);
}
