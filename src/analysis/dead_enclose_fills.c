/*
 * dead_enclose_fills.c - the points a record that stops before the last
 * dame still needs filled, for the enclosure method (seed 003, section 3,
 * "To really improve on the result...", on the enclosure's areas instead
 * of Bouzy's zero zone).
 *
 *  - dame: empty points (or points of dead stones) in no colour's area
 *    (dead_enclose.c: between safe groups of both colours), except the
 *    liberties of groups in seki, which stay empty;
 *  - forced connections: the dame are filled with Black, then every chain
 *    left in atari must connect at its last liberty; the same with White.
 *    A point inside an area needed both times by the same player is a
 *    real forced connection (a teire the record left out).  Two rules
 *    keep this to the teire that no order of play avoids:
 *      1. a colour never fills a dame where its own stone would stand in
 *         atari (a self-atari is no dame filling: such a point is the
 *         other colour's sente dame, and a teire it forces is needed only
 *         if that colour plays it);
 *      2. no chain reactions: the chains in atari are read once the dame
 *         are filled, before any connection is played (a connection that
 *         only follows another forced connection is a sequence the player
 *         who filled the dame would avoid by leaving that dame open).
 *    Measured (bench_accuracy --tbtw, exact %, on commit f722e14): they
 *    drop the sente-dame teire that the old fill-everything pass charged
 *    as if needed whoever filled; even half m8 42.5 -> 43.8, pgd 21.4 ->
 *    28.6, odd half m8 29.1 -> 30.2; no source lower on either half, KGS
 *    equal (bench/ACCURACY.md, "Professional records (session 2)"); one
 *    failing game moved from 1 to 2 points off.  This is an empirical
 *    rule: under strict Japanese rules the other colour would fill such a
 *    dame at the end and the teire would be real, but the professional
 *    results do not show it paid except in false-eye shapes, which the
 *    score layer charges itself (seki.c, dame as grey stones; removing
 *    that costs KGS 89.7 -> 85.5).
 *  - kos: an empty point enclosed by one colour where the other would
 *    capture one stone and stand in atari; filled by the enclosing colour
 *    when that leaves it two liberties, else by the other;
 *  - area scoring: the dame are shared by filling them in turn, the
 *    player to move first.
 * Measured and rejected (same bench on commit 10a8d17; professional games
 * exact on the even / odd halves, base 75/150 and 74/155): playing out
 * one-sided sente dame (a dame whose filling by one colour forces a
 * connection inside the other's territory) in every order tried - both
 * colours 69/76, the player to move only 71/76, the player not to move
 * only 72/76, the player to move blocking one of the opponent's 72/76,
 * leaving out double ataris and dame next to other dame 68-71/74-76
 * (yenw-ai gained 0-3 / 1-4 games); filling the dame in turn under
 * territory scoring 70/78; the player not to move filling first under area
 * scoring 77/72.  Whether a sente dame was played is not in the records
 * (their last moves are missing), so these stay unpaid.  On commit
 * 7cd4c20: the player to move taking a stone left in atari (mostly a ko
 * at the end) instead of its owner connecting, m8 even 43.8 -> 32.5, odd
 * 30.2 -> 27.9 (a record's last ko capture is followed by the connection).
 * Games that ended with two passes are counted as left (the caller does
 * not ask for fills then).
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/dead_enclose.h"
#include "analysis/kofill.h"
#include "position/position.h"

static int other(int c) { return c == SEICHI_BLACK ? SEICHI_WHITE : SEICHI_BLACK; }

typedef struct fill_ctx {
    const seichi_pos *p;
    seichi_pos *w;   /* the position without its dead stones */
    seichi_pos *s;   /* scratch                               */
    const uint8_t *seki, *area;
} fill_ctx;

static int is_dame(const fill_ctx *f, int x)
{
    const seichi_graph *g = f->p->g;
    if (f->w->color[x] || f->area[x]) return 0;
    for (const int *q = g->adj + g->adj_off[x]; q < g->adj + g->adj_off[x + 1]; q++)
        if (f->seki[*q] && f->w->color[*q]) return 0;
    return 1;
}

/* Fills the dame with colour col, except where its stone would stand in
 * atari, then notes the last liberty of every chain left in atari: need[x]
 * gets the connecting colour. */
static void fill_and_connect(fill_ctx *f, int col, uint8_t *need)
{
    seichi_pos *s = f->s;
    int n = f->p->n;
    memset(need, 0, (size_t)n);
    if (seichi_pos_copy_into(s, f->w) != SEICHI_OK) return;
    for (int x = 0; x < n; x++) {
        if (s->color[x] || !is_dame(f, x) || pos_libs_after_play(s, col, x, 2) < 2) continue;
        seichi_pos_play(s, col, x, SEICHI_IGNORE_KO, NULL, NULL);
    }
    for (int x = 0; x < n; x++) {
        if (!s->color[x] || s->head[x] != x || s->libs[x] != 1 || !f->w->color[x]) continue;
        int lib = pos_chain_liberty(s, x);
        if (lib >= 0 && !f->seki[lib] && !need[lib]) need[lib] = (uint8_t)s->color[x];
    }
}

static void say(sbuf *explain, const seichi_graph *g, int x, const char *what, int col)
{
    if (!explain) return;
    char name[16];
    seichi_graph_point_name(g, x, name, sizeof name);
    sbuf_printf(explain, "point %s: %s %s\n", name, what, col == SEICHI_BLACK ? "Black" : "White");
}

static void kos(fill_ctx *f, uint8_t *fills, sbuf *explain)
{
    for (int x = 0; x < f->p->n; x++) {
        if (fills[x]) continue;
        int filler = ko_filler(f->w, f->s, x);
        if (!filler) continue;
        fills[x] = (uint8_t)filler;
        say(explain, f->p->g, x, "ko, filled by", filler);
    }
}

int enclose_fills(const seichi_pos *p, const seichi_rules *rules, const uint8_t *dead,
                  const uint8_t *seki, const uint8_t *area, uint8_t *fills, sbuf *explain)
{
    int n = p->n;
    memset(fills, 0, (size_t)n);
    fill_ctx f = {p, seichi_pos_copy(p), seichi_pos_copy(p), seki, area};
    uint8_t *needb = malloc(2 * (size_t)n + 1);
    if (!f.w || !f.s || !needb) {
        seichi_pos_free(f.w);
        seichi_pos_free(f.s);
        free(needb);
        return SEICHI_NOMEM;
    }
    uint8_t *needw = needb + n;
    for (int x = 0; x < n; x++)
        if (dead[x] && f.w->color[x]) seichi_pos_remove_chain(f.w, x);
    fill_and_connect(&f, SEICHI_BLACK, needb);
    fill_and_connect(&f, SEICHI_WHITE, needw);
    for (int x = 0; x < n; x++)
        if (needb[x] && needb[x] == needw[x] && !f.w->color[x] && area[x]) {
            fills[x] = needb[x];
            say(explain, p->g, x, "forced connection (needed whoever fills the dame) for", fills[x]);
        }
    kos(&f, fills, explain);
    if (rules && rules->scoring == SEICHI_SCORE_AREA) {
        int turn = p->to_move == SEICHI_WHITE ? SEICHI_WHITE : SEICHI_BLACK;
        for (int x = 0; x < n; x++) {
            if (fills[x] || !is_dame(&f, x)) continue;
            fills[x] = (uint8_t)turn;
            say(explain, p->g, x, "dame, filled in turn by", turn);
            turn = other(turn);
        }
    }
    seichi_pos_free(f.w);
    seichi_pos_free(f.s);
    free(needb);
    return SEICHI_OK;
}
