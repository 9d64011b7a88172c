/*
 * score.c - counting a finished position under every rule set, once the dead
 * stones are known (issue 5; seed 000 for the territory part).
 *
 *  territory (japanese, korean): territory + prisoners + the opponent's dead
 *      stones; territory excludes dame, false eyes that must be filled and
 *      the eyes of groups in seki (seki.c).  White adds komi.  On grids with
 *      two players, goscorer's structural reading (eyeread.c) is combined
 *      with seed 000 (combine_reading(): the reading decides seki, eyes
 *      holding dead stones and false-eye chains; seed 000 keeps dame, its
 *      false eyes in atari, teire that servers count and its seki without
 *      dead stones unless the group has a loose eye); the reading is skipped
 *      when seki_reading_certified() shows it cannot change the result.
 *      A dead stone in a seki eye is no prisoner: it stays with the seki
 *      as a seki stone (KGS 90.8% -> 91.0%, even +4 / odd +2 games, none
 *      lost; area counting unchanged: no gain there).
 *      A record that stops before the last dame (automatic scoring, not
 *      finished by two passes) also pays the teire of a shortage of
 *      liberties: a chain left with two liberties in its own territory
 *      once the dame are filled, which an intrusion on one of them would
 *      capture (shortage_teire()): yenw-ai 84.0% -> 86.1% (363 -> 372 of
 *      432; even +5, odd +4, none lost), m8 even +3 -3, odd +2 -1, KGS
 *      and the other sources unchanged.
 *      The reading sees the fills as stones (it read the position
 *      without them, so a border the fills close was still open for it and
 *      its regions overruled the fills): with the unfinished borders of
 *      dead_enclose_fills.c, pgd even 28.6% -> 35.7% (+1 game, 22 points
 *      off before), mean error even fox-pro 2.50 -> 1.96, m8 3.28 -> 3.24,
 *      pgd 10.57 -> 9.00, odd m8 7.70 -> 7.23, pgd 6.14 -> 4.64; no game
 *      lost in any source; without those borders it changes no game.
 *  area (chinese, aga, new-zealand): living stones + empty points (and points
 *      under dead stones) in regions that only one colour borders; seki eyes
 *      count.  White adds komi and, with HA >= 2, the handicap compensation
 *      of the rules (HA points, or HA-1 for AGA).  AGA's pass stones make
 *      territory counting give the same margin as this area count, so only
 *      the area count is done (the position does not record passes).
 *      A record that stops before the last dame pays its teire in tempo:
 *      the dame the fills share in turn are shared again with the false
 *      eyes left to be filled and the forced connections counted as moves
 *      (area_teire_tempo(); GNU Go's play-out does the same): m8 even
 *      35 -> 36 of 80 (+1), odd 28 -> 28 (+1 -1), yenw-ai odd 190 -> 191,
 *      KGS 3,660 unchanged (games end by passes); MAE lower in every
 *      source that changed.
 *  reach only (tromp-taylor, kee): nothing is removed, dead marks are
 *      ignored; a stone counts for its owner and an empty point for the one
 *      player whose stones it reaches (N players for Kee).
 *
 * Handicap compensation is applied only under area scoring.  Fills given by
 * the automatic analysis are points a player must still occupy: never
 * territory, and under area scoring counted for the player who fills them.
 * A fill on the point of a dead stone (the settling took the stone, then
 * filled its point, as a teire) leaves the prisoner and takes the point
 * out of the territory: fox-pro 87 -> 88 exact, no other margin moved.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/deadstones.h"
#include "position/position.h"
#include "score/score.h"
#include "score/score_int.h"
#include "topology/graph.h"
#include "util/sbuf.h"

void seichi_score_options_init(seichi_score_options *o)
{
    memset(o, 0, sizeof *o);
    seichi_rules_preset("japanese", &o->rules);
    o->komi = 0;
    o->handicap = 0;
    o->dead = NULL;
    o->explain = 0;
}

int score_reach_only(const seichi_rules *r)
{
    return r->ko == SEICHI_KO_KEE || strncmp(r->name, "tromp", 5) == 0;
}

void score_format_margin(double margin, int nplayers, const double *totals, char *buf, size_t len)
{
    char num[SBUF_NUM_LEN];
    int best = 0;
    if (nplayers > 2) {
        int second = 0;
        best = 1;
        for (int c = 2; c <= nplayers; c++)
            if (totals[c] > totals[best]) best = c;
        for (int c = 1; c <= nplayers; c++)
            if (c != best && (!second || totals[c] > totals[second])) second = c;
        margin = totals[best] - totals[second];
    }
    sbuf_num(margin < 0 ? -margin : margin, num);
    if (!strcmp(num, "0")) snprintf(buf, len, "0");
    else if (best) snprintf(buf, len, "P%d+%s", best, num);
    else snprintf(buf, len, "%c+%s", margin > 0 ? 'B' : 'W', num);
}

static void classify_reach(const seichi_graph *g, const uint8_t *board, uint8_t *cls,
                           uint8_t *own, seki_work *w)
{
    int nreg = score_label_regions(g, board, w);
    for (int p = 0; p < g->n; p++)
        if (board[p]) cls[p] = SEICHI_PT_STONE, own[p] = board[p];
    for (int r = 0; r < nreg; r++) {
        int c = 0;
        for (int k = 1; k < 8; k++)
            if (w->rmask[r] == (1u << k)) c = k;
        for (int i = w->roff[r]; i < w->roff[r + 1]; i++) {
            int p = w->order[i];
            cls[p] = c ? SEICHI_PT_TERRITORY : SEICHI_PT_DAME;
            own[p] = (uint8_t)c;
        }
    }
}

static int g_is_grid(const seichi_graph *g) { return g->width > 0 && g->height > 0; }

/* An unscorable point holding a dead throw-in, or next to one: the owner
 * must capture the stone and fill the point, whatever servers count. */
static int throwin_point(const seichi_graph *g, const uint8_t *isdead, const uint8_t *fl, int q)
{
    if (isdead[q]) return 1;
    for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
        int r = g->adj[k];
        if (isdead[r] && (fl[r] & ER_UNSCORABLE)) return 1;
    }
    return 0;
}

/* Territory counting on grids: the structural reading (eyeread.c) decides
 * seki, eyes holding marked dead stones and chains of false eyes; seed
 * 000's classification (cls, own on entry) keeps the last word on:
 *  - false eyes: a point it calls a false eye (in atari even with grey
 *    dame) is never territory; a false eye the reading calls unscorable
 *    still counts when seed 000 calls it territory (only filling the dame
 *    would force the teire, and servers count it), unless dame_false_eyes;
 *  - seki it finds in a space without marked dead stones (one-eyed groups
 *    that a gap of two dame separates: the reading joins groups through
 *    any dame that no block closes), unless the reading's region of the
 *    group has a loose eye or touches an open dame area of more than four
 *    points.
 * Stones are in seki when their zone (the reading's seki region, or seed
 * 000's seki chains when none of its seki was overturned) holds a seki eye. */
static void combine_reading(const seichi_pos *p, const uint8_t *isdead, const uint8_t *board,
                            int dame_false_eyes, uint8_t *cls, uint8_t *own, uint8_t *buf,
                            int *stack, void *mem)
{
    const seichi_graph *g = p->g;
    int n = p->n, overturned = 0, *region = stack + n;
    uint8_t *st = buf, *terr = buf + n, *seki = terr + n, *fl = seki + n, *was = fl + n,
            *keep = was + n, *loose = keep + n;
    /* the reading sees the fills as stones: a border the analysis closes
       is closed for it too */
    for (int q = 0; q < n; q++) st[q] = p->color[q] ? p->color[q] : board[q], was[q] = cls[q], keep[q] = 0;
    if (eyeread_classify(g, st, isdead, terr, seki, fl, region, mem) < 0) return;
    /* regions of the reading with an eye seed 000 calls dame (a space the
     * opponent cannot enter: connection blocks) */
    for (int q = 0; q < n; q++) loose[q] = 0;
    for (int q = 0; q < n; q++)
        if (region[q] >= 0 && !(p->color[q] && !isdead[q]) && was[q] == SEICHI_PT_DAME)
            loose[region[q]] = 1;
    /* regions of the reading next to a wide open area of dame (more than
     * four points): there the reading's joining of groups through the dame
     * holds (no opposing stones frame the gap, seed 000's 2x2 example is
     * framed), so a seki of seed 000 in such a region is overturned too */
    uint8_t *dsize = loose + n;
    for (int q = 0; q < n; q++) dsize[q] = 0;
    for (int s = 0; s < n; s++) {
        if (was[s] != SEICHI_PT_DAME || (p->color[s] && !isdead[s]) || dsize[s]) continue;
        int sp = 0, top = 0;
        dsize[s] = 1;
        stack[sp++] = s;
        while (top < sp) {
            int q = stack[top++];
            for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
                int r = g->adj[k];
                if (was[r] == SEICHI_PT_DAME && !(p->color[r] && !isdead[r]) && !dsize[r])
                    dsize[r] = 1, stack[sp++] = r;
            }
        }
        for (int i = 0; i < sp; i++) dsize[stack[i]] = (uint8_t)(sp > 255 ? 255 : sp);
    }
    for (int q = 0; q < n; q++) {
        if (!(p->color[q] && !isdead[q]) || region[q] < 0) continue;
        for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++)
            if (dsize[g->adj[k]] > 4) loose[region[q]] = 1;
    }
    /* seed 000's seki spaces without dead stones: keep[] = 1 */
    for (int s = 0; s < n; s++) {
        if (was[s] != SEICHI_PT_SEKI_EYE || keep[s]) continue;
        int sp = 0, top = 0, dead = 0;
        keep[s] = 2;
        stack[sp++] = s;
        while (top < sp) {
            int q = stack[top++];
            dead |= isdead[q];
            for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
                int r = g->adj[k];
                if (was[r] == SEICHI_PT_SEKI_EYE && !keep[r]) keep[r] = 2, stack[sp++] = r;
            }
        }
        for (int i = 0; i < sp; i++) dead |= region[stack[i]] >= 0 && loose[region[stack[i]]];
        for (int i = 0; i < sp; i++) keep[stack[i]] = dead ? 3 : 1;
    }
    for (int q = 0; q < n; q++) {
        int side = (fl[q] >> ER_SIDE_SHIFT) & 3;
        if (p->color[q] && !isdead[q]) continue;
        if (!p->color[q] && board[q]) continue; /* a fill the analysis asked for */
        if (keep[q] == 1 || was[q] == SEICHI_PT_DAME || was[q] == SEICHI_PT_FALSE_EYE) continue;
        if (terr[q] && was[q] != SEICHI_PT_FALSE_EYE)
            cls[q] = SEICHI_PT_TERRITORY, own[q] = terr[q];
        else if (terr[q] || seki[q]) /* a seed 000 false eye, or a seki eye */
            cls[q] = was[q] == SEICHI_PT_FALSE_EYE ? SEICHI_PT_FALSE_EYE : SEICHI_PT_SEKI_EYE,
            own[q] = (uint8_t)side;
        else if (fl[q] & ER_UNSCORABLE)
            cls[q] = (!dame_false_eyes && !throwin_point(g, isdead, fl, q) &&
                      was[q] == SEICHI_PT_TERRITORY && own[q] == side)
                         ? SEICHI_PT_TERRITORY
                         : SEICHI_PT_FALSE_EYE,
            own[q] = (uint8_t)side;
        else
            cls[q] = SEICHI_PT_DAME, own[q] = 0;
        overturned |= was[q] == SEICHI_PT_SEKI_EYE && cls[q] == SEICHI_PT_TERRITORY;
    }
    /* stones: seki when their zone holds a seki eye (keep = 4 on the zone) */
    int sp = 0;
    for (int q = 0; q < n; q++)
        if (cls[q] == SEICHI_PT_SEKI_EYE && !(p->color[q] && !isdead[q]) && seki[q] == own[q])
            keep[q] = 4, stack[sp++] = q;
    while (sp) {
        int q = stack[--sp];
        for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
            int r = g->adj[k];
            if (keep[r] != 4 && seki[r] && seki[r] == seki[q]) keep[r] = 4, stack[sp++] = r;
        }
    }
    for (int q = 0; q < n; q++) {
        if (!p->color[q] || isdead[q]) continue;
        int old = was[q] == SEICHI_PT_SEKI_STONE && !overturned;
        cls[q] = old || keep[q] == 4 ? SEICHI_PT_SEKI_STONE : SEICHI_PT_STONE;
    }
}

/* Teire of a shortage of liberties, for a record that stops before the
 * last dame (territory counting, not finished by passes).  With the dame
 * as grey stones that join either colour (as in seki.c), a living chain
 * with exactly two liberties L1 and L2, both its own territory, must add
 * a stone when the opponent can play on one of them (L1) with two
 * liberties or more (so the chain cannot take it at once) and the
 * chain's extension to the other (L2) neither joins another chain of its
 * colour nor takes the intruder and leaves it a single liberty: the
 * intruder's side then captures.  The owner plays the teire first, so one
 * of the two points (L2) is not territory.  Counted like a false eye.  A
 * game finished by two passes counts as the players left it (the
 * opponent passed instead of intruding).  Yenw-ai (bots on Fox) and m8
 * records: KGS 92.6 / 91.0 -> unchanged (games end by passes); yenw-ai
 * even 177 -> 182 of 216 (+5), odd 186 -> 190 (+4); m8 even +3 -3, odd
 * +2 -1 (the three m8 games lost each leave a chain that the intrusion
 * captures: a real teire their records' results do not pay); with the
 * dead stones left on the board instead of lifted: yenw-ai even -20. */
static void shortage_teire(const seichi_pos *p, const uint8_t *board, uint8_t *cls,
                           const uint8_t *own, seki_work *w)
{
    const seichi_graph *g = p->g;
    int n = p->n, nc = 0, *stack = w->stack, *mark = w->order, *cand = w->eyes2;
    uint8_t *real = w->s, *seen = w->parity;
    memset(mark, 0xff, (size_t)n * sizeof *mark); /* -1 */
    memset(seen, 0, (size_t)n);
    for (int q = 0; q < n; q++)
        real[q] = (uint8_t)(board[q] | SCORE_GREY_DAME * (!board[q] & (cls[q] == SEICHI_PT_DAME))); /* no branch */
    for (int s0 = 0; s0 < n; s0++) {
        if (!((board[s0] != 0) & !seen[s0] & (cls[s0] == SEICHI_PT_STONE) & (p->color[s0] != 0))) continue;
        int c = board[s0], sp = 0, libs = 0, lb[2] = {-1, -1};
        /* a chain with three liberties of its own or more: no teire for
           the group holding it (its other chains still start floods,
           which find those liberties too); its stones start none */
        int own_libs = 0, st = -2 - s0, x0 = s0;
        do {
            for (const int *a = g->adj + g->adj_off[x0], *end = g->adj + g->adj_off[x0 + 1]; a < end; a++) {
                int ma = mark[*a], lib = !real[*a] & (ma != st); /* masked: no branch */
                mark[*a] = ma ^ ((ma ^ st) & -lib);
                own_libs += lib;
            }
            x0 = p->next[x0];
        } while (x0 != s0 && own_libs < 3);
        if (own_libs >= 3) {
            x0 = s0;
            do seen[x0] = 1, x0 = p->next[x0];
            while (x0 != s0);
            continue;
        }
        mark[s0] = s0;
        seen[s0] = 1;
        stack[sp++] = s0;
        while (sp) {
            int x = stack[--sp];
            /* the bounds read once: the stores below are ints too */
            for (const int *a = g->adj + g->adj_off[x], *end = g->adj + g->adj_off[x + 1]; a < end; a++) {
                int y = *a;
                if (mark[y] == s0) continue;
                mark[y] = s0;
                if (!real[y]) {
                    if (libs < 2) lb[libs] = y;
                    libs++;
                } else if ((real[y] == c) | (real[y] == SCORE_GREY_DAME)) {
                    if (real[y] == c) seen[y] = 1;
                    stack[sp++] = y;
                } else {
                    mark[y] = -1; /* an opponent stone: may border other chains */
                }
            }
        }
        if (libs != 2) continue;
        if (cls[lb[0]] != SEICHI_PT_TERRITORY || own[lb[0]] != c ||
            cls[lb[1]] != SEICHI_PT_TERRITORY || own[lb[1]] != c)
            continue;
        for (int i = 0; i < 2; i++) {
            int li = lb[i], lj = lb[1 - i], intruder = 0, adj = 0, other = 0, ext = 0;
            for (int k = g->adj_off[li]; k < g->adj_off[li + 1]; k++)
                intruder += !real[g->adj[k]];
            for (int k = g->adj_off[lj]; k < g->adj_off[lj + 1]; k++) {
                int y = g->adj[k];
                if (y == li) adj = 1;
                else if (!real[y]) ext++;
                else if ((real[y] == c || real[y] == SCORE_GREY_DAME) && mark[y] != s0) other = 1;
            }
            if (intruder >= 2 && intruder - adj >= 1 && !other && ext <= 1) {
                cand[nc++] = lj;
                break;
            }
        }
    }
    for (int i = 0; i < nc; i++) cls[cand[i]] = SEICHI_PT_FALSE_EYE;
}

/* Under area counting, a teire is a move: for a record that stops before
 * the last dame (not finished by passes), the dame the fills share in turn
 * (dead_enclose_fills.c, the player to move first) are shared again with
 * the teire counted as moves: the false eyes the reading leaves to be
 * filled and the fills' own forced connections.  The player to move makes
 * ceil(M/2) of the M remaining moves (fills and teire), the other
 * floor(M/2); a player's dame are its moves less its teire.  Where the
 * shares differ, dame fills (fills next to a living stone of the other
 * colour first, then next to one of its fills) change colour. */
static void area_teire_tempo(const seichi_pos *p, const uint8_t *fills, uint8_t *board,
                             const uint8_t *cls, const uint8_t *own)
{
    const seichi_graph *g = p->g;
    int n = p->n, nf[3] = {0, 0, 0}, nt[3] = {0, 0, 0};
    for (int q = 0; q < n; q++) {
        if (p->color[q]) continue;
        if (board[q] && fills[q]) nf[board[q] & 3]++;
        else if (!board[q] && cls[q] == SEICHI_PT_FALSE_EYE && own[q]) nt[own[q] & 3]++;
    }
    int m = nf[1] + nf[2] + nt[1] + nt[2];
    int first = p->to_move == SEICHI_WHITE ? SEICHI_WHITE : SEICHI_BLACK;
    int moves_b = first == SEICHI_BLACK ? (m + 1) / 2 : m / 2;
    int shift = moves_b - nf[SEICHI_BLACK] - nt[SEICHI_BLACK]; /* dame White gives Black */
    int from = shift > 0 ? SEICHI_WHITE : SEICHI_BLACK, to = 3 - from;
    /* first the fills next to a living stone of the other colour, then
       those next to one of its fills */
    for (int pass = 0, left = abs(shift); pass < 2 && left; pass++)
        for (int q = 0; q < n && left; q++) {
            if (p->color[q] || !fills[q] || board[q] != from) continue;
            int dame = 0;
            for (const int *a = g->adj + g->adj_off[q], *end = g->adj + g->adj_off[q + 1]; a < end; a++)
                dame |= board[*a] == to && (pass || p->color[*a] == to);
            if (dame) board[q] = (uint8_t)to, left--;
        }
}

static seichi_result *result_alloc(const seichi_pos *p)
{
    size_t n = (size_t)p->n;
    seichi_result *r = calloc(1, sizeof *r + 4 * n);
    if (!r) return NULL;
    r->n = p->n;
    r->nplayers = p->nplayers;
    r->reason = (uint8_t *)(r + 1);
    r->owner = r->reason + n;
    r->terr = r->owner + n;
    r->side = r->terr + n;
    r->g = seichi_graph_retain(p->g);
    return r;
}

/* Marks every stone of each chain that has a marked stone. */
static void expand_dead(const seichi_pos *p, const uint8_t *dead, uint8_t *out)
{
    /* locals: the byte stores to out may alias p */
    const int n = p->n, *next = p->next;
    const uint8_t *color = p->color;
    memset(out, 0, (size_t)n);
    if (!dead) return;
    for (int q = 0; q < n; q++) {
        if (!dead[q] || !color[q] || out[q]) continue;
        int s = q;
        do {
            out[s] = 1;
            s = next[s];
        } while (s != q);
    }
}

int score_marked(const seichi_pos *p, const seichi_score_options *o, const uint8_t *dead,
                 const uint8_t *fills, seichi_result **out)
{
    return score_marked_ex(p, o, dead, fills, 0, out);
}

int score_marked_ex(const seichi_pos *p, const seichi_score_options *o, const uint8_t *dead,
                    const uint8_t *fills, int force_reading, seichi_result **out)
{
    if (!out) return SEICHI_ARG;
    *out = NULL;
    if (!p || !o) return SEICHI_ARG;
    const seichi_rules *ru = &o->rules;
    int n = p->n, np = p->nplayers, reach = score_reach_only(ru);
    int territory = ru->scoring == SEICHI_SCORE_TERRITORY && !reach;
    if (territory && np > 2) return SEICHI_UNSUPPORTED;
    size_t wbytes = seki_work_bytes(n), ebytes = g_is_grid(p->g) ? eyeread_bytes(n) : 0;
    char *mem = malloc(wbytes + 4 * (size_t)n + 8);
    seichi_result *r = result_alloc(p);
    if (!mem || !r) {
        free(mem);
        seichi_result_free(r);
        return SEICHI_NOMEM;
    }
    seki_work w;
    seki_work_init(&w, n, mem);
    uint8_t *board = (uint8_t *)mem + wbytes, *isdead = board + n, *cls = isdead + n,
            *own = cls + n;
    const seichi_graph *g = p->g;
    expand_dead(p, reach ? NULL : dead, isdead);
    const uint8_t *color = p->color; /* a local: byte stores may alias p */
    for (int q = 0; q < n; q++) board[q] = isdead[q] ? 0 : color[q];
    if (fills) /* no branch per point: the loop vectorises */
        for (int q = 0; q < n; q++) {
            int f = fills[q], use = (color[q] == 0) & (f != 0) & (f <= np);
            board[q] = (uint8_t)(board[q] ^ ((board[q] ^ f) & -use));
        }
    int nseki = 0;
    if (reach || np > 2)
        classify_reach(g, board, cls, own, &w);
    else
        nseki = seki_classify(g, board, p->head, territory && ru->seki_strict_1989,
                              o->dame_false_eyes, cls, own, &w);
    int reading = territory && np == 2 && !ru->seki_strict_1989 && ebytes;
    if (reading && !nseki && !o->dame_false_eyes && !force_reading)
        reading = !seki_reading_certified(g, board, p->head, isdead, &w);
    if (reading) {
        /* scratch of the reading, only when it runs */
        size_t bytes8 = (8 * (size_t)n + 7) & ~(size_t)7, ints = (2 * sizeof(int) * (size_t)n + 7) & ~(size_t)7;
        char *rm = malloc(bytes8 + ints + ebytes);
        if (!rm) {
            free(mem);
            seichi_result_free(r);
            return SEICHI_NOMEM;
        }
        combine_reading(p, isdead, board, o->dame_false_eyes, cls, own, (uint8_t *)rm,
                        (int *)(rm + bytes8), rm + bytes8 + ints);
        free(rm);
    }
    if (territory && np == 2 && fills && !o->finished_by_passes) shortage_teire(p, board, cls, own, &w);
    if (!territory && !reach && np == 2 && fills && !o->finished_by_passes)
        area_teire_tempo(p, fills, board, cls, own);

    seichi_score_breakdown *bd = r->bd;
    /* the result's arrays in locals: byte stores may alias r and p */
    uint8_t *side = r->side, *terr = r->terr, *why_out = r->reason, *owner_out = r->owner;
    for (int q = 0; q < n; q++) {
        int c = color[q], reason, owner, counts_for = 0;
        if (c && isdead[q] && territory && cls[q] == SEICHI_PT_SEKI_EYE) {
            /* a dead stone in the eye of a seki: no prisoner, it stays
               with the seki (taking it is a move inside the seki) */
            reason = SEICHI_PT_SEKI_STONE;
            owner = c;
            side[q] = (uint8_t)c;
        } else if (c && isdead[q]) {
            reason = SEICHI_PT_DEAD;
            owner = np == 2 ? 3 - c : own[q];
            if (territory && owner) bd[owner].dead++;
            if (cls[q] == SEICHI_PT_TERRITORY || (!territory && cls[q] != SEICHI_PT_DAME))
                counts_for = own[q];
            if (territory && fills && fills[q] == owner) counts_for = 0; /* taken, then filled */
            if (counts_for) bd[counts_for].territory++;
            terr[q] = (uint8_t)counts_for;
            side[q] = own[q];
        } else if (!c && board[q]) {
            reason = SEICHI_PT_FORCED;
            owner = territory ? 0 : board[q];
            if (owner) bd[owner].stones++;
            side[q] = board[q];
        } else if (c) {
            reason = cls[q];
            owner = c;
            if (!territory) bd[c].stones++;
            side[q] = (uint8_t)c;
        } else {
            reason = cls[q];
            if (territory) owner = reason == SEICHI_PT_TERRITORY ? own[q] : 0;
            else owner = reason == SEICHI_PT_DAME ? 0 : own[q];
            if (owner) bd[owner].territory++;
            terr[q] = (uint8_t)owner;
            side[q] = own[q];
        }
        why_out[q] = (uint8_t)reason;
        owner_out[q] = (uint8_t)owner;
    }
    r->rules = *ru;
    r->komi = o->komi;
    r->handicap = o->handicap;
    for (int c = 1; c <= np; c++) {
        if (territory) bd[c].prisoners = seichi_pos_captures(p, c);
        bd[c].total = bd[c].territory + bd[c].stones + bd[c].prisoners + bd[c].dead;
    }
    if (np >= 2) {
        bd[SEICHI_WHITE].komi = o->komi;
        if (!territory && o->handicap >= 2) {
            if (ru->handicap_compensation == SEICHI_HC_HANDICAP)
                bd[SEICHI_WHITE].compensation = o->handicap;
            else if (ru->handicap_compensation == SEICHI_HC_HANDICAP_LESS_ONE)
                bd[SEICHI_WHITE].compensation = o->handicap - 1;
        }
        bd[SEICHI_WHITE].total += bd[SEICHI_WHITE].komi + bd[SEICHI_WHITE].compensation;
        r->margin = bd[SEICHI_BLACK].total - bd[SEICHI_WHITE].total;
    }
    double totals[SEICHI_MAX_PLAYERS + 1];
    for (int c = 0; c <= np; c++) totals[c] = bd[c].total;
    score_format_margin(r->margin, np, totals, r->result, sizeof r->result);
    if (o->explain && score_groups(r, p, isdead, NULL) != SEICHI_OK) {
        free(mem);
        seichi_result_free(r);
        return SEICHI_NOMEM;
    }
    free(mem);
    if (o->explain) {
        int rc = score_explain(r, NULL);
        if (rc) {
            seichi_result_free(r);
            return rc;
        }
    }
    *out = r;
    return SEICHI_OK;
}

/* Scores p in its own frame: the dead stones given or decided, then the
 * count.  dead gets the dead stones (each stone of a dead chain) and fills
 * the points still to be filled (zero with the dead stones given); with
 * why (explain), the analysis' explanation goes there and its groups to
 * group (n ints; -1 each when the dead stones were given). */
static int score_in_frame(const seichi_pos *p, const seichi_score_options *o, sbuf *why, uint8_t *dead,
                          uint8_t *fills, int *group, seichi_result **out)
{
    seichi_score_options plain = *o;
    plain.explain = 0;
    if (o->dead) {
        expand_dead(p, o->dead, dead);
        memset(fills, 0, (size_t)p->n);
        for (int x = 0; why && x < p->n; x++) group[x] = -1;
        return score_marked(p, &plain, o->dead, NULL, out);
    }
    analysis_options ao;
    analysis_options_init(&ao);
    ao.method = o->dead_method;
    ao.finished_by_passes = o->finished_by_passes;
    ao.group = why ? group : NULL;
    int rc = analysis_dead_stones_ex(p, &o->rules, &ao, dead, fills, why);
    return rc == SEICHI_OK ? score_marked(p, &plain, dead, fills, out) : rc;
}

/* On a grid the position is scored in its canonical frame (canonical.c)
 * and the result mapped back; elsewhere as it is.  The confidence, the
 * explanation and the groups (explain) are made on the board the user
 * gave. */
int seichi_score(const seichi_pos *p, const seichi_score_options *o, seichi_result **out)
{
    if (!out) return SEICHI_ARG;
    *out = NULL;
    if (!p || !o) return SEICHI_ARG;
    size_t n = (size_t)p->n;
    sbuf why;
    sbuf_init(&why);
    sbuf *w = o->explain ? &why : NULL;
    int s = score_canonical_symmetry(p, o->dead), rc = SEICHI_NOMEM;
    /* scratch: the image of each point; groups, dead stones and fills of
       p and of the frame; the marks given, in the frame */
    int *tr = malloc(4 * n * sizeof(int) + 5 * n + 1);
    if (!tr) return SEICHI_NOMEM;
    int *group = tr + n, *fgroup = group + n, *from = fgroup + n;
    uint8_t *dead = (uint8_t *)(from + n), *fdead = dead + n, *fills = fdead + n, *ffills = fills + n,
            *marks = ffills + n;
    if (s < 0) {
        rc = score_in_frame(p, o, w, dead, fills, group, out);
    } else {
        seichi_pos *q = score_canonical_image(p, s, o->explain, tr);
        if (q) {
            seichi_score_options oq = *o;
            if (o->dead) {
                for (size_t pt = 0; pt < n; pt++) marks[tr[pt]] = o->dead[pt];
                oq.dead = marks;
            }
            seichi_result *rq = NULL;
            rc = score_in_frame(q, &oq, w, fdead, ffills, fgroup, &rq);
            if (rc == SEICHI_OK && !(*out = score_result_pullback(p, rq, tr))) rc = SEICHI_NOMEM;
            seichi_result_free(rq);
            for (size_t pt = 0; rc == SEICHI_OK && pt < n; pt++) {
                dead[pt] = fdead[tr[pt]];
                fills[pt] = ffills[tr[pt]];
            }
            /* the groups: read only with explain */
            for (size_t pt = 0; rc == SEICHI_OK && w && pt < n; pt++) from[tr[pt]] = (int)pt;
            for (size_t pt = 0; rc == SEICHI_OK && w && pt < n; pt++)
                group[pt] = fgroup[tr[pt]] >= 0 ? from[fgroup[tr[pt]]] : -1;
        }
        seichi_pos_free(q);
    }
    if (rc == SEICHI_OK) rc = score_confidence(*out, p, o, o->dead ? o->dead : dead, o->dead ? NULL : fills);
    if (rc == SEICHI_OK && w) {
        char *sorted = why.failed ? NULL : s > 0 && why.data ? score_sort_explain(p->g, why.data) : NULL;
        if (why.failed || (s > 0 && why.data && !sorted) || score_explain(*out, sorted ? sorted : why.data) ||
            score_confidence_explain(*out, p) || score_groups(*out, p, dead, o->dead ? NULL : group))
            rc = SEICHI_NOMEM;
        free(sorted);
    }
    if (rc != SEICHI_OK) {
        seichi_result_free(*out);
        *out = NULL;
    }
    sbuf_free(&why);
    free(tr);
    return rc;
}
