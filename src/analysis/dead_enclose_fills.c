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
 *    drop the sente-dame teire that the old fill-everything pass charged as
 *    if needed whoever filled; even half m8 42.5 -> 43.8, pgd 21.4 -> 28.6,
 *    odd half m8 29.1 -> 30.2; no source lower on either half, KGS equal
 *    (bench/ACCURACY_HISTORY.md, "Professional records (session 2)"); one
 *    failing game moved from 1 to 2 points off.  This is an empirical rule:
 *    under strict Japanese rules the other colour would fill such a dame at
 *    the end and the teire would be real, but the professional results do
 *    not show it paid except in false-eye shapes, which the score layer
 *    charges itself (seki.c, dame as grey stones; removing that costs KGS
 *    89.7 -> 85.5).
 *  - kos: an empty point enclosed by one colour where the other would
 *    capture one stone and stand in atari; filled by the enclosing colour
 *    when that leaves it two liberties, else by the other;
 *  - area scoring: the dame are shared by filling them in turn, the
 *    player to move first (the score layer shares them again with the
 *    teire counted as moves: score.c, area_teire_tempo()).
 *  - unfinished borders, first of all (open_borders): a record that stops
 *    before the last boundary moves leaves gaps in a border, and the count
 *    then sees one open region touching both colours.  A dame component
 *    whose points next to no stone of the other colour number twelve or
 *    more and touch at most two points next to it (dead_enclose.c's
 *    unfinished border) is the surrounding colour's area, its stones on
 *    those gap points; an area of twelve points or more without dead
 *    stones that touches at most two dame gets its colour's stones on
 *    them.  No exact score changed on either half; mean error even m8
 *    4.70 -> 3.60, pgd 12.36 -> 10.57, odd m8 8.01 -> 7.70, pgd 6.14 ->
 *    6.14 (one game one point better, one one point worse), every other
 *    source unchanged; the largest changes an m8 area-scoring game 59 ->
 *    4 points off and an Edo record 25 -> 1.  Closing every dame next to
 *    one colour's area only: even m8 43.8 -> 38.8%, pgd 28.6 -> 7.1%,
 *    yenw-ai 84.3 -> 82.4% (small pockets left open are dame in the
 *    records' counts); closing areas that hold dead stones: odd m8 one
 *    game 49 -> 103 points off, yenw-ai one 10 -> 26 (a wrong kill made
 *    worse).
 * Measured and rejected (same bench on commit 10a8d17; professional games
 * exact on the even / odd halves, base 75/150 and 74/155): playing out
 * one-sided sente dame (a dame whose filling by one colour forces a
 * connection inside the other's territory) in every order tried - both
 * colours 69/76, the player to move only 71/76, the player not to move
 * only 72/76, the player to move blocking one of the opponent's 72/76,
 * leaving out double ataris and dame next to other dame 68-71/74-76
 * (yenw-ai gained 0-3 / 1-4 games); filling the dame in turn under
 * territory scoring 70/78; the player not to move filling first under area
 * scoring 77/72.  Those variants lifted the dead stones first.  The
 * settling phase (dead_enclose_settle.c) now plays the dame out in turn
 * after these fills, with the dead stones on the board, and charges the
 * teire that its order of play forces (sente dame included).  On commit
 * 7cd4c20: the player to move taking a stone left in atari (mostly a ko
 * at the end) instead of its owner connecting, m8 even 43.8 -> 32.5, odd
 * 30.2 -> 27.9 (a record's last ko capture is followed by the connection).
 * Games that ended with two passes are counted as left (the caller does
 * not ask for fills then).
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/dead_enclose_int.h"
#include "analysis/kofill.h"
#include "position/position.h"

typedef struct fill_ctx {
    const seichi_pos *p;
    const seichi_pos *w; /* the position without its dead stones: p itself
                            when it has none, else own_w               */
    seichi_pos *own_w;
    seichi_pos *s;       /* scratch, copied from w when first needed */
    const uint8_t *seki, *area;
} fill_ctx;

static int is_dame(const fill_ctx *f, int x)
{
    const seichi_graph *g = f->p->g;
    if (f->w->color[x] || f->area[x]) return 0;
    FOR_NB(g, x, q) if (f->seki[*q] && f->w->color[*q]) return 0;
    return 1;
}

/* f->s becomes a copy of f->w (allocated the first time). */
static int scratch_from_w(fill_ctx *f)
{
    if (!f->s) return (f->s = seichi_pos_copy(f->w)) ? SEICHI_OK : SEICHI_NOMEM;
    return seichi_pos_copy_into(f->s, f->w);
}

/* Fills the dame with colour col, except where its stone would stand in
 * atari, then notes the last liberty of every chain left in atari: need[x]
 * gets the connecting colour.  The position is copied only once a dame is
 * filled (a record that ends with none open reads w itself). */
static int fill_and_connect(fill_ctx *f, int col, uint8_t *need)
{
    const seichi_pos *cur = f->w;
    int n = f->p->n;
    memset(need, 0, (size_t)n);
    for (int x = 0; x < n; x++) {
        /* is_dame's first tests folded into one branch, almost always
           taken (a stone or an area point: one test each would be
           unpredictable) */
        if ((cur->color[x] | f->w->color[x] | f->area[x]) || !is_dame(f, x) ||
            pos_libs_after_play(cur, col, x, 2) < 2)
            continue;
        if (cur == f->w) {
            int rc = scratch_from_w(f);
            if (rc != SEICHI_OK) return rc;
            cur = f->s;
        }
        seichi_pos_play(f->s, col, x, SEICHI_IGNORE_KO, NULL, NULL);
    }
    /* read into locals: the byte stores to need may alias anything */
    const uint8_t *color = cur->color, *wcolor = f->w->color;
    const int *head = cur->head, *libs = cur->libs;
    for (int x = 0; x < n; x++) {
        /* one branch, not four: the tests are unpredictable point to point */
        if (!((color[x] != 0) & (head[x] == x) & (libs[x] == 1) & (wcolor[x] != 0))) continue;
        int lib = pos_chain_liberty(cur, x);
        if (lib >= 0 && !f->seki[lib] && !need[lib]) need[lib] = (uint8_t)cur->color[x];
    }
    return SEICHI_OK;
}

static void say(sbuf *explain, const seichi_graph *g, int x, const char *what, int col)
{
    if (!explain) return;
    char name[16];
    seichi_graph_point_name(g, x, name, sizeof name);
    sbuf_printf(explain, "point %s: %s %s\n", name, what, col == SEICHI_BLACK ? "Black" : "White");
}

/* Unfinished borders (a record stops before the last boundary moves; the
 * essay above): the colour around an open space closes its gaps.
 *  - a component of dame whose points not next to the other colour's
 *    stones (its inside) number BORDER_ROOM or more and touch at most
 *    BORDER_GAP points next to the other colour (dead_enclose.c's
 *    unfinished border, there an eye region): the inside is c's area, c's
 *    stones on those points (close_dame_regions);
 *  - an area of c (no dead stones in it) of BORDER_ROOM points or more
 *    that touches at most BORDER_GAP dame: c's stones on those dame
 *    (close_area_gaps).
 * The caller's copy of the areas (f->area) is updated. */
#define BORDER_ROOM 12
#define BORDER_GAP 2

typedef struct border_work {
    uint8_t *fl; /* per point: bit 0 an open dame, bit c next to a stone of c */
    int *stack, *list, *mark, *dame;
    int ndame, tok;
} border_work;

/* Marks the open dame (bw->fl) and lists them (bw->dame). */
static void find_dame(const fill_ctx *f, const uint8_t *fills, border_work *bw)
{
    const seichi_graph *g = f->p->g;
    const uint8_t *wcol = f->w->color, *area = f->area;
    bw->ndame = 0;
    for (int x = 0; x < f->p->n; x++) {
        bw->fl[x] = 0;
        if ((wcol[x] | area[x] | fills[x]) || !is_dame(f, x)) continue;
        int b = 1;
        FOR_NB(g, x, q) b |= (1 << wcol[*q]) & 6;
        bw->fl[x] = (uint8_t)b;
        bw->dame[bw->ndame++] = x;
    }
}

/* The gap points fr[0..nf-1] (nf <= BORDER_GAP) of a space closed by c. */
static void close_gaps(const fill_ctx *f, border_work *bw, const int *fr, int nf, int c, uint8_t *fills,
                       sbuf *explain, const char *what)
{
    for (int i = 0; i < nf; i++) {
        fills[fr[i]] = (uint8_t)c;
        bw->fl[fr[i]] &= (uint8_t)~1;
        say(explain, f->p->g, fr[i], what, c);
    }
}

/* The dame space of colour c flooded from x0 on the dame map fl (points
 * next to c's stones or none; those next to the other colour are its gap
 * points, fr[0..*nf-1] up to BORDER_GAP + 1 of them) into list; returns
 * its size.  mark: -c on the space, a fresh token on its gaps. */
static int dame_space(const seichi_graph *g, border_work *bw, const uint8_t *fl, int c, int x0, int *fr,
                      int *nf)
{
    int *stack = bw->stack, *list = bw->list, *mark = bw->mark, gapbit = 1 << other(c);
    int sp = 0, k = 0, tok = ++bw->tok;
    *nf = 0;
    stack[sp++] = x0;
    mark[x0] = -c;
    while (sp) {
        int y = stack[--sp];
        list[k++] = y;
        FOR_NB(g, y, q) {
            int z = *q;
            if (mark[z] == -c || mark[z] == tok || !(fl[z] & 1)) continue;
            if (fl[z] & gapbit) {
                if (*nf <= BORDER_GAP) fr[*nf] = z;
                ++*nf;
                mark[z] = tok;
                continue;
            }
            mark[z] = -c;
            stack[sp++] = z;
        }
    }
    return k;
}

/* Wide dame spaces that one colour's stones alone border but for a gap of
 * at most BORDER_GAP points are that colour's area, the gap closed by it.
 * Both colours are judged on the same map first: a space of one colour
 * that shares a point with a space of the other is left open (whoever
 * plays first there decides), so the colour-swapped board gets the
 * colour-swapped answer.  claim: n bytes of scratch. */
static void close_dame_regions(fill_ctx *f, border_work *bw, uint8_t *area, uint8_t *fills, uint8_t *claim,
                               sbuf *explain)
{
    const seichi_graph *g = f->p->g;
    int n = f->p->n, *list = bw->list, *mark = bw->mark, fr[BORDER_GAP + 1];
    if (bw->ndame < BORDER_ROOM) return;
    uint8_t *fl = bw->fl;
    for (int pass = 0; pass < 2; pass++) {
        if (!pass) memset(claim, 0, (size_t)n);
        for (int c = SEICHI_BLACK; c <= SEICHI_WHITE; c++) {
            int gapbit = 1 << other(c);
            for (int x = 0; x < n; x++) mark[x] = 0;
            for (int x0 = 0; x0 < n; x0++) {
                if (mark[x0] == -c || (fl[x0] & (1 | gapbit)) != 1) continue;
                int nf, k = dame_space(g, bw, fl, c, x0, fr, &nf);
                if (k < BORDER_ROOM || nf > BORDER_GAP) continue;
                if (!pass) {
                    for (int i = 0; i < k; i++) claim[list[i]] |= (uint8_t)(1 << c);
                    for (int i = 0; i < nf; i++) claim[fr[i]] |= (uint8_t)(1 << c);
                    continue;
                }
                int contested = 0;
                for (int i = 0; i < k; i++) contested |= claim[list[i]] & (1 << other(c));
                for (int i = 0; i < nf; i++) contested |= claim[fr[i]] & (1 << other(c));
                if (contested) continue;
                for (int i = 0; i < k; i++) area[list[i]] = (uint8_t)c, claim[list[i]] |= 0x80;
                for (int i = 0; i < nf; i++) {
                    fills[fr[i]] = (uint8_t)c;
                    claim[fr[i]] |= 0x80;
                    say(explain, g, fr[i], "unfinished border, closed by", c);
                }
            }
        }
        /* taken off the dame map once both colours are judged */
        if (pass)
            for (int x = 0; x < n; x++)
                if (claim[x] & 0x80) fl[x] &= (uint8_t)~1;
    }
}

static void close_area_gaps(fill_ctx *f, border_work *bw, const uint8_t *area, uint8_t *fills, sbuf *explain)
{
    const seichi_graph *g = f->p->g;
    const uint8_t *wcol = f->w->color;
    int n = f->p->n, *stack = bw->stack, *mark = bw->mark, fr[BORDER_GAP + 1];
    const uint8_t *fl = bw->fl;
    /* mark -1 once seen, tok on a dame next to the area flooded */
    for (int x = 0; x < n; x++) mark[x] = 0;
    for (int di = 0; di < bw->ndame; di++) FOR_NB(g, bw->dame[di], a) {
        int x0 = *a, c = area[x0];
        if (!(fl[bw->dame[di]] & 1) || !c || mark[x0] < 0 || wcol[x0]) continue;
        int sp = 0, k = 0, nf = 0, dead = 0, tok = ++bw->tok;
        stack[sp++] = x0;
        mark[x0] = -1;
        while (sp) {
            int y = stack[--sp];
            k++;
            dead |= f->p->color[y] != 0;
            FOR_NB(g, y, q) {
                int z = *q;
                if (mark[z] < 0 || mark[z] == tok || wcol[z]) continue;
                if (area[z] == c) {
                    mark[z] = -1;
                    stack[sp++] = z;
                } else if (fl[z] & 1) {
                    if (nf <= BORDER_GAP) fr[nf] = z;
                    nf++;
                    mark[z] = tok;
                }
            }
        }
        if (k < BORDER_ROOM || nf > BORDER_GAP || dead) continue;
        close_gaps(f, bw, fr, nf, c, fills, explain, "border of an area, closed by");
    }
}

static void open_borders(fill_ctx *f, border_work *bw, uint8_t *area, uint8_t *fills, uint8_t *claim,
                         sbuf *explain)
{
    find_dame(f, fills, bw);
    if (!bw->ndame) return;
    close_dame_regions(f, bw, area, fills, claim, explain);
    close_area_gaps(f, bw, area, fills, explain);
}

static void kos(fill_ctx *f, uint8_t *fills, sbuf *explain)
{
    const uint8_t *wcol = f->w->color;
    for (int x = 0; x < f->p->n; x++) {
        if (fills[x] | wcol[x]) continue; /* (ko_filler's first test) */
        int filler = ko_filler(f->w, x);
        if (!filler) continue;
        fills[x] = (uint8_t)filler;
        say(explain, f->p->g, x, "ko, filled by", filler);
    }
}

/* f->w: p without its dead stones (p itself when none is on the board). */
static int without_dead(fill_ctx *f, const uint8_t *dead)
{
    const seichi_pos *p = f->p;
    f->w = p;
    for (int x = 0; x < p->n; x++) {
        if (!dead[x] || !(f->own_w ? f->own_w->color[x] : p->color[x])) continue;
        if (!f->own_w && !(f->own_w = seichi_pos_copy(p))) return SEICHI_NOMEM;
        seichi_pos_remove_chain(f->own_w, x);
        f->w = f->own_w;
    }
    return SEICHI_OK;
}

int enclose_fills(const seichi_pos *p, const seichi_rules *rules, const uint8_t *dead,
                  const uint8_t *seki, const uint8_t *area, uint8_t *fills, sbuf *explain)
{
    int n = p->n;
    memset(fills, 0, (size_t)n);
    fill_ctx f = {p, p, NULL, NULL, seki, area};
    /* one block: four int arrays for the borders' floods, then four byte
       arrays (needb, needw, the areas' copy, the borders' dame flags) */
    int *ints = malloc(4 * (size_t)n * (sizeof(int) + 1) + 1);
    int rc = ints ? without_dead(&f, dead) : SEICHI_NOMEM;
    if (rc != SEICHI_OK) goto done;
    uint8_t *needb = (uint8_t *)(ints + 4 * (size_t)n), *needw = needb + n, *own_area = needw + n;
    border_work bw = {own_area + n, ints, ints + n, ints + 2 * n, ints + 3 * n, 0, 0};
    memcpy(own_area, area, (size_t)n);
    f.area = own_area;
    open_borders(&f, &bw, own_area, fills, needb, explain); /* needb: scratch until filled below */
    rc = fill_and_connect(&f, SEICHI_BLACK, needb);
    if (rc == SEICHI_OK) rc = fill_and_connect(&f, SEICHI_WHITE, needw);
    if (rc != SEICHI_OK) goto done;
    for (int x = 0; x < n; x++)
        if (needb[x] && needb[x] == needw[x] && !f.w->color[x] && own_area[x]) {
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
done:
    seichi_pos_free(f.own_w);
    seichi_pos_free(f.s);
    free(ints);
    return rc;
}
