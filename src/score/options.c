/*
 * options.c - scoring options for the final position of a game record, so
 * that the CLI, GTP, batch and WebAssembly interfaces score a record the
 * same way.
 *
 * A record without RU is read by its komi: 7.5 is the komi of area
 * counting (Chinese rules since 2002, AGA, Ing-style events), so such a
 * record is scored as Chinese; any other komi (6.5 Japanese/Korean, 5.5 of
 * older territory games, none) as Japanese.  The corpus agrees (records
 * without RU, komi 7.5: 5 more of 26 exact, none lost;
 * bench/ACCURACY_HISTORY.md).
 */
#include "seichi.h"

int seichi_score_options_from_game(seichi_score_options *o, const seichi_game *g)
{
    seichi_score_options_init(o);
    const char *ru = seichi_game_property(g, "RU");
    int rc = seichi_rules_from_sgf(ru, &o->rules);
    o->komi = seichi_game_komi(g);
    if (!ru && o->komi == 7.5) seichi_rules_preset("chinese", &o->rules);
    o->handicap = seichi_game_handicap(g);
    int n = seichi_game_move_count(g);
    o->finished_by_passes = n >= 2 && seichi_game_move(g, n - 1).point == SEICHI_PASS &&
                            seichi_game_move(g, n - 2).point == SEICHI_PASS;
    return rc == SEICHI_OK ? SEICHI_OK : SEICHI_NOTFOUND;
}
