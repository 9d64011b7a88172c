/*
 * test_corpus_invariants.c - every game of the shared corpus keeps the
 * invariants of tests/unit/invariants.h: the same margin and point labels
 * in all 8 orientations of the board and when built by setup instead of
 * replay, colours swapped, two calls alike, each point counted once, no
 * pass-alive chain dead; for the automatic and for the marked scorer.
 *
 * Compiled optimised and without sanitizers even in the test build (see
 * tests/CMakeLists.txt) so that the whole corpus takes seconds.
 * Usage: test_corpus_invariants [--every K] [--source PREFIX] [--all]
 * (--all goes on after failures and lists every broken game).
 * Exit status 0 when every game keeps them, 1 otherwise, 77 without the
 * shared corpus.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "invariants.h"
#include "manifest.h"

int main(int argc, char **argv)
{
    (void)check_failures, (void)check_count, (void)check_current; /* check.h's, unused here */
    int every = 1, all = 0;
    const char *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--every") && i + 1 < argc) every = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--source") && i + 1 < argc) only = argv[++i];
        else if (!strcmp(argv[i], "--all")) all = 1;
        else {
            fprintf(stderr, "usage: %s [--every K] [--source PREFIX] [--all]\n", argv[0]);
            return 2;
        }
    }
    manifest_iter it;
    if (!manifest_open(&it, every < 1 ? 1 : every)) {
        printf("skipped: no shared games\n");
        return 77;
    }
    seichi_game *gm = seichi_game_new();
    int games = 0, broken = 0;
    while (manifest_next(&it, gm, 0)) {
        if (only && strncmp(it.field[0], only, strlen(only)) != 0) continue;
        const seichi_pos *p = seichi_game_position(gm, -1);
        if (!p) continue;
        seichi_score_options o;
        seichi_score_options_from_game(&o, gm);
        inv_report rep;
        games++;
        if (inv_check(p, &o, &rep)) {
            broken++;
            printf("%s: %s\n", it.field[0], rep.msg);
            if (!all && broken >= 20) break;
        }
    }
    manifest_close(&it);
    seichi_game_free(gm);
    printf("%d games, %d broke an invariant\n", games, broken);
    return broken ? 1 : 0;
}
