/*
 * manifest.h - walks every k-th game of ../shared/data/games/MANIFEST.tsv
 * for the tests that check real records: splits the line into its fields
 * and loads the record into a game object.
 *
 *     manifest_iter it;
 *     if (!manifest_open(&it, 20)) { printf("skipped: no shared games\n"); return; }
 *     while (manifest_next(&it, gm, 0)) ... it.field[0] is the file ...
 *     manifest_close(&it);
 */
#ifndef SEICHI_TEST_MANIFEST_H
#define SEICHI_TEST_MANIFEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "seichi.h"

#define MANIFEST_FIELDS 12

typedef struct manifest_iter {
    FILE *f;
    int every, idx;
    int nfield;                      /* fields of the current line         */
    char *field[MANIFEST_FIELDS];    /* file, source_repo, ..., has_TB_TW  */
    char path[8192];                 /* the record's path                   */
    char line[8192];
} manifest_iter;

static inline int manifest_open(manifest_iter *it, int every)
{
    memset(it, 0, sizeof *it);
    it->f = fopen(SHARED_PATH("data/games/MANIFEST.tsv"), "r");
    it->every = every;
    it->idx = -1;
    return it->f != NULL;
}

/* The next k-th game (the header line skipped) that reads and loads
 * (continue_on_illegal as in seichi_load_options): 1, with it->field and
 * it->path set; 0 at the end.  Records that do not load are skipped. */
static inline int manifest_next(manifest_iter *it, seichi_game *gm, int continue_on_illegal)
{
    while (fgets(it->line, sizeof it->line, it->f)) {
        if (it->idx++ < 0 || it->idx % it->every) continue;
        it->line[strcspn(it->line, "\r\n")] = 0;
        it->nfield = 0;
        for (char *s = it->line; it->nfield < MANIFEST_FIELDS;) {
            it->field[it->nfield++] = s;
            char *t = strchr(s, '\t');
            if (!t) break;
            *t = 0;
            s = t + 1;
        }
        snprintf(it->path, sizeof it->path, "%s/%.4000s", SHARED_PATH("data/games"), it->field[0]);
        size_t len = 0;
        char *buf = check_read_file(it->path, &len);
        if (!buf) continue;
        seichi_load_options o = {it->path, 0, continue_on_illegal};
        int rc = seichi_game_load_sgf(gm, buf, len, &o);
        free(buf);
        if (rc == SEICHI_OK) return 1;
    }
    return 0;
}

static inline void manifest_close(manifest_iter *it)
{
    if (it->f) fclose(it->f);
    it->f = NULL;
}

#endif
