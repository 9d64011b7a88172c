/*
 * fuzz_diagram.c - libFuzzer target for the ASCII diagram reader
 * (seichi_pos_from_diagram) and its round trip with seichi_pos_to_diagram.
 *
 * Input whose first byte is 0xFF builds a board instead of a text: the
 * next bytes give width, height (1..52), players (2..8) and the colours;
 * everything else is read as a diagram.  Checks, aborting on failure:
 * a refused text has an error "LINE:COL: reason" with LINE, COL >= 1; an
 * accepted one gives a consistent position (seichi_pos_check) whose
 * colours are players 0..N; and every position, read or built, written
 * with and without coordinates, reads back to the same size and colours.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void round_trip(const seichi_pos *p)
{
    const seichi_graph *g = seichi_pos_graph(p);
    int w = seichi_graph_width(g), h = seichi_graph_height(g);
    for (int coords = 0; coords <= 1; coords++) {
        size_t n = seichi_pos_to_diagram(p, NULL, 0, coords);
        char *d = malloc(n + 1);
        if (!d) return;
        seichi_pos_to_diagram(p, d, n + 1, coords);
        seichi_pos *q = NULL;
        char err[200];
        if (seichi_pos_from_diagram(d, n, &q, err, sizeof err) != SEICHI_OK) abort();
        const seichi_graph *gq = seichi_pos_graph(q);
        if (seichi_graph_width(gq) != w || seichi_graph_height(gq) != h) abort();
        for (int i = 0; i < w * h; i++)
            if (seichi_pos_color(p, i) != seichi_pos_color(q, i)) abort();
        seichi_pos_free(q);
        free(d);
    }
}

static void check_error(const char *err)
{
    int line = 0, col = 0, k = 0;
    if (sscanf(err, "%d:%d: %n", &line, &col, &k) != 2 || line < 1 || col < 1 || !err[k]) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size >= 4 && data[0] == 0xFF) {
        int w = data[1] % 52 + 1, h = data[2] % 52 + 1, players = data[3] % 7 + 2;
        seichi_graph *g = seichi_graph_new_grid(w, h);
        seichi_pos *p = g ? seichi_pos_new(g, players) : NULL;
        seichi_graph_release(g);
        if (!p) return 0;
        for (int i = 0; i < w * h; i++)
            seichi_pos_setup(p, i, 4 + (size_t)i < size ? data[4 + i] % (players + 1) : 0);
        round_trip(p);
        seichi_pos_free(p);
        return 0;
    }
    seichi_pos *p = NULL;
    char err[200] = "";
    int rc = seichi_pos_from_diagram((const char *)data, size, &p, err, sizeof err);
    if (rc == SEICHI_OK) {
        if (!p || seichi_pos_check(p) != SEICHI_OK) abort();
        int n = seichi_graph_points(seichi_pos_graph(p)), players = seichi_pos_players(p);
        if (players < 2 || players > SEICHI_MAX_PLAYERS) abort();
        for (int i = 0; i < n; i++)
            if (seichi_pos_color(p, i) > players) abort();
        round_trip(p);
        seichi_pos_free(p);
    } else if (rc != SEICHI_NOMEM) {
        if (p || rc != SEICHI_PARSE) abort();
        check_error(err);
    }
    return 0;
}
