/*
 * dead_read.c - chains the enclosure calls dead that reading cannot take.
 *
 * The enclosure (dead_enclose.c) calls a chain dead when it stands in an
 * area of the other colour.  That verdict says the other colour can take
 * the chain.  Two kinds of chains the opponent cannot capture even moving
 * first are not in anybody's area, and players count them alive:
 *  - a chain that touches a living chain of its own colour through one of
 *    its liberties joins its living stones (or lives by capturing the
 *    stones around it).  The typical case is a cutting stone between two
 *    living groups with two ways to join them (miai): the wall that
 *    seemed to enclose it is cut;
 *  - a chain sealed in with its attackers lives in seki with them.  Its
 *    attackers are the chains of the other colour next to it or to one
 *    of its liberties.  When none of them has a liberty that is not one
 *    of the chain's, nor a chain of the chain's colour beside it to take
 *    (one the enclosure calls dead, or one in atari), and no other chain
 *    of its colour touches its liberties (it has nothing to join), an
 *    attacker gains nothing by waiting or by playing elsewhere: its only
 *    moves are on the chain's liberties, and the tactical reader tries
 *    every one of them at every ply.  The attackers' own life then
 *    rests on the chain's liberties (they have no other), so the ones
 *    its owner cannot take either stand with it: the enclosure had
 *    counted the chain's points as their eye space.  The typical case is
 *    a few stones in a corner between two eyeless chains that share
 *    their two liberties (a KGS game of 2018-09-16: White C15-B14-C14
 *    against Black's A15 wall and D14, both with A14 and D15 as their
 *    only liberties).
 *
 * Definitions:
 *  - candidate: a chain the enclosure called dead, not inside the other
 *    colour's unconditional area (Benson's map widened by the proofs by
 *    search: nothing joins such a chain), with four liberties or fewer,
 *    and either one of them next to a stone of its colour the enclosure
 *    keeps alive (a join) or sealed in as above (at most ATTACKERS_MAX
 *    attackers).  Four is the tactical reader's own limit: it reads the
 *    capture of a chain of four liberties and calls one of five safe
 *    without reading, which would say nothing about a connection;
 *  - revived: seichi_read_attack (read.c), the opponent moving first,
 *    answers SEICHI_READ_FAIL within JOIN_BUDGET plays.  A capture, a ko
 *    or an unknown answer keeps the chain dead.  For a sealed chain each
 *    attacker is read as well, the chain's owner moving first, and those
 *    it cannot capture (SEICHI_READ_FAIL) are marked alive with it; one
 *    it can capture is left to the enclosure.
 * Every candidate is read on the position as given, apart from the
 * others, so neither the chains' order nor the board's orientation
 * changes the answer.  A position with more than JOIN_MAX candidates is
 * no finished game (the corpus has at most 2): none is read, which bounds
 * a call at JOIN_MAX * (1 + ATTACKERS_MAX) * JOIN_BUDGET plays without a
 * cut that would depend on the order.  The caller (deadstones.c) runs the
 * enclosure again with the revived chains as alive as pass-alive ones.
 *
 * Measured on the 4,745 games (bench_accuracy --tbtw).  Joins: +18 exact
 * games (KGS +12: even half +4, odd +8; m8 +1, pgd +2, yenw-ai +3), none
 * lost.  Without the living neighbour: 1,245 games lost (a chain that
 * escapes to three liberties inside a big area is not alive).  The join
 * read literally (after each attack on a liberty the owner plays a
 * liberty next to its living stone, and the joined chain cannot be
 * captured): +12, none lost; it misses the chains that live by capturing.
 * Sealed chains (session 12): KGS 3,705 -> 3,709 (even +1, odd +3), no
 * game lost in any source; 14 chains read on the corpus (4 to 42 plays),
 * 16 attackers (42 to 88 plays).  The seal is what makes the reader's
 * "cannot capture" mean seki: revived on the reader's word alone, a chain
 * of two liberties beside an attacker with no other liberty: +2, 65 games
 * lost (mostly the killing stones inside a living group whose wall is
 * short of liberties: the wall takes them once it has captured other dead
 * stones or filled from outside, which the reader does not try); without
 * the dead stones beside an attacker as a way out, 36 lost, none gained;
 * the revived chain without its attackers kept alive leaves them eyeless
 * and the enclosure kills them: +1, 2 lost.  The chains that only touch
 * the chain (not its liberties) cannot fill a liberty of it, and Go does
 * not need them sealed; left out of the seal: +6, 20 lost, and with no
 * chain of its colour at its liberties (kept) +5, 13 lost.  The losses
 * are big eyeless chains (9 to 34 stones) inside the other side's area
 * with two or three liberties shared with short attackers, which the
 * players counted dead: the seal of every chain around is what the
 * players' count follows.
 *
 * Known failure cases: a living neighbour that is dead in truth passes its
 * error on to the revived chain; the reader's escape to three liberties
 * late in a line is not life inside a big area; a chain saved only by a
 * ko stays dead; a seki of several chains of each colour (each chain has
 * liberties outside the others' seal) is not seen here: the enclosure's
 * unapproachable-chain rule (dead_enclose_area.c) judges the dead chains
 * sharing liberties together, which covers a shared eye and a seki
 * without eyes when filling would give up five stones or more.
 */
#include <stdlib.h>

#include "analysis/dead_enclose.h"
#include "analysis/deadstones.h"
#include "position/position.h"

#define JOIN_LIBS 4
#define JOIN_BUDGET 2000
#define JOIN_MAX 24 /* candidates a position: more, and none is read */
#define ATTACKERS_MAX 16 /* attackers of a sealed chain: more, not sealed */

/* Does a liberty of the chain at h touch another chain of its colour:
   one the enclosure keeps alive, or any when dead is NULL? */
static int touches_own(const seichi_pos *p, const uint8_t *dead, int h)
{
    const seichi_graph *g = p->g;
    int c = p->color[h];
    for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s])
        for (const int *a = g->adj + g->adj_off[s], *ae = g->adj + g->adj_off[s + 1]; a < ae; a++) {
            if (p->color[*a]) continue;
            for (const int *b = g->adj + g->adj_off[*a], *be = g->adj + g->adj_off[*a + 1]; b < be; b++)
                if (p->color[*b] == c && (!dead || !dead[*b]) && p->head[*b] != h) return 1;
        }
    return 0;
}

/* Is the empty point pt a liberty of the chain at h? */
static int liberty_of(const seichi_pos *p, int pt, int h)
{
    const seichi_graph *g = p->g;
    for (const int *a = g->adj + g->adj_off[pt], *ae = g->adj + g->adj_off[pt + 1]; a < ae; a++)
        if (p->color[*a] && p->head[*a] == h) return 1;
    return 0;
}

/* The attackers of h: the chains of the other colour next to h or to one
   of its liberties, as heads in at[] (at most ATTACKERS_MAX; -1 when
   there are more).  Each appears once, in the order of the walk. */
static int attackers(const seichi_pos *p, int h, int *at)
{
    const seichi_graph *g = p->g;
    int c = p->color[h], k = 0;
    for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s])
        for (const int *a = g->adj + g->adj_off[s], *ae = g->adj + g->adj_off[s + 1]; a < ae; a++) {
            const int *b = a, *be = a + 1; /* the stone next to h itself */
            if (!p->color[*a]) b = g->adj + g->adj_off[*a], be = g->adj + g->adj_off[*a + 1];
            for (; b < be; b++) {
                if (!p->color[*b] || p->color[*b] == c) continue;
                int hb = p->head[*b], seen = 0;
                for (int i = 0; i < k; i++) seen |= at[i] == hb;
                if (seen) continue;
                if (k == ATTACKERS_MAX) return -1;
                at[k++] = hb;
            }
        }
    return k;
}

/* Can the attacker b gain a liberty without filling one of h's: has it a
   liberty that is not h's, or a chain of h's colour (other than h) beside
   it that it can take - one the enclosure calls dead, or one in atari? */
static int attacker_free(const seichi_pos *p, const uint8_t *dead, int h, int b)
{
    const seichi_graph *g = p->g;
    int c = p->color[h];
    for (int u = b, i = 0; i < p->size[b]; i++, u = p->next[u])
        for (const int *a = g->adj + g->adj_off[u], *ae = g->adj + g->adj_off[u + 1]; a < ae; a++) {
            int z = *a;
            if (!p->color[z] && !liberty_of(p, z, h)) return 1;
            if (p->color[z] == c && p->head[z] != h && (dead[z] || p->libs[p->head[z]] == 1)) return 1;
        }
    return 0;
}

/* Is h sealed in with its attackers (at least one), none of which can
   gain a liberty but by filling one of h's, and with no chain of its
   colour at its liberties to join? */
static int sealed(const seichi_pos *p, const uint8_t *dead, int h)
{
    if (touches_own(p, NULL, h)) return 0;
    int at[ATTACKERS_MAX], k = attackers(p, h, at);
    if (k <= 0) return 0;
    for (int i = 0; i < k; i++)
        if (attacker_free(p, dead, h, at[i])) return 0;
    return 1;
}

enum { NOT_READ, JOIN, SEAL };

/* What the chain with head h is read for: NOT_READ, JOIN or SEAL. */
static int candidate(const seichi_pos *p, const uint8_t *dead, const uint8_t *proved, int h)
{
    if (!dead[h] || p->head[h] != h || proved[h] || p->libs[h] > JOIN_LIBS) return NOT_READ;
    return touches_own(p, dead, h) ? JOIN : sealed(p, dead, h) ? SEAL : NOT_READ;
}

static void count(struct analysis_stats *stats, const seichi_reader *r)
{
    int plays = seichi_read_nodes(r);
    if (!stats) return;
    stats->join_questions++, stats->join_plays += plays;
    if (plays > stats->join_most) stats->join_most = plays;
}

static void mark(const seichi_pos *p, int h, int flag, uint8_t *alive)
{
    for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s]) alive[s] = (uint8_t)(p->color[h] | flag);
}

int read_revive_dead(const seichi_pos *p, const uint8_t *dead, const uint8_t *proved, uint8_t *alive,
                     struct analysis_stats *stats)
{
    int n = p->n, revived = 0, k = 0, cand[JOIN_MAX + 1], kind[JOIN_MAX + 1];
    for (int h = 0; h < n && k <= JOIN_MAX; h++)
        if ((kind[k] = candidate(p, dead, proved, h)) != NOT_READ) cand[k++] = h;
    if (k > JOIN_MAX) return 0;
    seichi_reader *r = NULL;
    for (int i = 0; i < k; i++) {
        int h = cand[i];
        if (!r && !(r = seichi_reader_new(p, JOIN_BUDGET, 0))) return -1;
        int a = seichi_read_attack(r, p, h, NULL);
        count(stats, r);
        if (a != SEICHI_READ_FAIL) continue;
        mark(p, h, kind[i] == JOIN ? 0 : READ_SEALED, alive);
        revived++;
        if (kind[i] == JOIN) continue;
        /* sealed: the attackers h's owner cannot take live with it */
        int at[ATTACKERS_MAX], na = attackers(p, h, at);
        for (int j = 0; j < na; j++) {
            int b = seichi_read_attack(r, p, at[j], NULL);
            count(stats, r);
            if (b == SEICHI_READ_FAIL) mark(p, at[j], READ_SEALED, alive);
        }
    }
    seichi_reader_free(r);
    return revived;
}
