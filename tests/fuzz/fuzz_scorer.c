/*
 * fuzz_scorer.c - libFuzzer target for the scorer's invariants
 * (tests/unit/invariants.h) on random positions of many sizes.
 *
 * Input: byte 0 picks the board (1x1 .. 1x25, 2x2, 3x3, 5x5, 7x13, 13x7,
 * 9x9, 19x19, 25x25 ...), byte 1 the rules, the player to move, whether
 * the game ended by two passes and the dead-stone method, byte 2 the komi,
 * bytes 3-4 the prisoners; then two bits a point (empty, Black, White,
 * empty), the bytes reused from the start when they run out.  Chains left
 * without a liberty are taken off (all at once, then again until none is
 * left) so the position is one that play can reach.  Every invariant is
 * checked for the automatic scorer and for the marked scorer given its
 * dead stones; a broken one aborts with its description.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "../unit/invariants.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const int boards[][2] = {{1, 1}, {1, 2}, {1, 5},  {1, 9},   {9, 1},   {1, 25}, {2, 2},
                                {2, 3}, {3, 3}, {4, 4},  {5, 5},   {2, 7},   {7, 7},  {7, 13},
                                {13, 7}, {9, 9}, {13, 13}, {19, 19}, {25, 25}, {6, 4}};
static const char *const rules[] = {"japanese", "chinese", "aga", "korean", "new-zealand", "tromp-taylor"};

/* Takes off every chain without a liberty, all at once, until none is
 * left. */
static void take_off_dead(seichi_pos *p)
{
    for (int again = 1; again;) {
        again = 0;
        uint8_t *off = calloc((size_t)p->n, 1);
        if (!off) return;
        for (int pt = 0; pt < p->n; pt++)
            if (p->color[pt] && seichi_pos_chain_libs(p, pt) == 0) off[pt] = 1, again = 1;
        for (int pt = 0; pt < p->n; pt++)
            if (off[pt]) seichi_pos_setup(p, pt, SEICHI_EMPTY);
        free(off);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 6) return 0;
    const int *b = boards[data[0] % (sizeof boards / sizeof boards[0])];
    seichi_graph *g = seichi_graph_new_grid(b[0], b[1]);
    if (!g) return 0;
    seichi_pos *p = seichi_pos_new(g, 2);
    seichi_graph_release(g);
    if (!p) return 0;
    const uint8_t *bits = data + 5;
    size_t nbits = size - 5;
    for (int pt = 0; pt < p->n; pt++) {
        size_t k = (size_t)pt / 4 % nbits;
        int c = (bits[k] >> (2 * (pt % 4))) & 3;
        if (c == 1 || c == 2) seichi_pos_setup(p, pt, c);
    }
    take_off_dead(p);
    seichi_pos_set_to_move(p, data[1] & 1 ? SEICHI_WHITE : SEICHI_BLACK);
    seichi_pos_set_captures(p, SEICHI_BLACK, data[3] % 32);
    seichi_pos_set_captures(p, SEICHI_WHITE, data[4] % 32);
    seichi_score_options o;
    seichi_score_options_init(&o);
    seichi_rules_preset(rules[(data[1] >> 1) % 6], &o.rules);
    o.finished_by_passes = (data[1] >> 4) & 1;
    o.dead_method = (data[1] >> 5) & 1 ? SEICHI_DEAD_CARTA : SEICHI_DEAD_DEFAULT;
    o.komi = ((int)data[2] - 128) / 2.0;
    inv_report rep;
    if (inv_check(p, &o, &rep)) {
        char diagram[4096];
        seichi_pos_to_diagram(p, diagram, sizeof diagram, 0);
        fprintf(stderr, "fuzz_scorer: %s (rules %s, komi %g, to move %d, passes %d, method %d)\n%s\n",
                rep.msg, o.rules.name, o.komi, p->to_move, o.finished_by_passes, o.dead_method, diagram);
        abort();
    }
    seichi_pos_free(p);
    return 0;
}
