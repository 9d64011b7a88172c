/*
 * options.c - scoring options for the final position of a game record, so
 * that the CLI, GTP, batch and WebAssembly interfaces score a record the
 * same way.
 */
#include "seichi.h"

int seichi_score_options_from_game(seichi_score_options *o, const seichi_game *g)
{
    seichi_score_options_init(o);
    int rc = seichi_rules_from_sgf(seichi_game_property(g, "RU"), &o->rules);
    o->komi = seichi_game_komi(g);
    o->handicap = seichi_game_handicap(g);
    int n = seichi_game_move_count(g);
    o->finished_by_passes = n >= 2 && seichi_game_move(g, n - 1).point == SEICHI_PASS &&
                            seichi_game_move(g, n - 2).point == SEICHI_PASS;
    return rc == SEICHI_OK ? SEICHI_OK : SEICHI_NOTFOUND;
}
