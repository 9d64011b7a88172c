/*
 * dead_enclose_taken.c - before the seki rule settles a seki, the chains
 * held inside the invading group that reading says it takes are taken
 * (sekis in dead_enclose_area.c asks).
 *
 * The seki rule counts eyes and liberties: an unsafe group of the other
 * colour inside c's area (the invader) and an unsafe group of c beside
 * it, neither able to approach the other, live in seki.  Its eye count
 * takes an empty point surrounded by separate small chains for an eye of
 * theirs.  That eye is false when each chain around it can be captured,
 * and the invader, having taken them, has two eyes.  A KGS game of
 * 2017-01-21: Black's 26 stones from P19 round to P13, inside White's
 * pass-alive wall, have an eye at T18 and hold White's R18-Q17-R17-R16,
 * P16 and Q15 around Q16: one eye each for the rule; the record counts
 * the White stones dead.
 *
 * So before a seki of the invader with a group of c is settled, every
 * chain of c held inside the invader - with two to four liberties, every
 * stone next to it the invader's - is read on the position as given, and
 * taken when
 *  - the tactical reader (read.c) captures it with the invader moving
 *    first (seichi_read_attack: WIN) and its owner moving first cannot
 *    save it (seichi_read_defend: FAIL), and
 *  - its owner, moving first, cannot keep it from being captured first in
 *    the race against any invader chain beside it (seichi_read_semeai,
 *    read_semeai.c: FAIL, or a ko the invader takes first that the owner
 *    would have to retake).  This is what tells seki apart: the owner may
 *    throw in at the invader's other eye or fill its outside liberties,
 *    so that the invader can no longer approach; the defence above tries
 *    only moves at the chain.  The corner of two lone stones on the 1-2
 *    points (T2 and S1, sharing S2 and T1) inside a group whose other eye
 *    has two points is the case: the invader moving first takes them, but
 *    their owner moving first throws in at the two-point eye and the
 *    invader can no longer fill S2 without standing in atari.  Seki, as
 *    four records of the corpus count it.
 * A taken chain's points are vacated, no seki is settled that round, and
 * the invader is judged again the next round with that eye space; a
 * chain so taken stands again if its taker dies after all
 * (enclose_dead_stones_proved).  A ko the owner takes first, an unknown
 * answer or a reader that cannot be made keeps the chain standing.
 *
 * Order and budgets.  Each verdict depends on the position only and is
 * remembered for the call (e->read per chain head), so neither the order
 * of the areas nor the board's orientation changes it.  Every question
 * has TAKE_BUDGET plays; a chain with more than AT_MAX invader chains
 * beside it is not read; at most TAKE_MAX chains are read a call, so a
 * call reads at most TAKE_MAX * (2 + AT_MAX) * TAKE_BUDGET plays.  The
 * last bound binds on no game of the corpus (at most 9 questions and 870
 * plays a position, 428 a question); beyond it the chains read would
 * depend on the order of the rounds' scan.
 *
 * Measured on the 4,745 games (bench_accuracy --tbtw): KGS 3,709 ->
 * 3,711 (odd half +2, even +0), no other margin moves.  Without the race
 * question, the tactical answers alone: +2 / -4 (the four corner seki).
 * The same reading for the held chains of every area, not only before a
 * seki, and a veto by the local life reader were measured and not kept
 * (bench/ACCURACY_HISTORY.md, "Session 13 (helper)").
 *
 * Known failure cases: a seki of several chains of each colour where no
 * chain is held by one group is not read; the race reader's limits (ko
 * without threats, its budget) keep a dead chain standing.
 */
#include "analysis/dead_enclose_int.h"
#include "analysis/deadstones.h"

#define TAKE_BUDGET 2000
#define TAKE_MAX 24
#define AT_MAX 4 /* invader chains beside a held chain */
enum { TAKEN = 1, STANDS = 2 }; /* e->read[] bits */

/* One question to e->reader (TAKE_BUDGET plays), counted in e->stats;
 * -1 when the reader cannot be made. */
enum { Q_ATTACK, Q_DEFEND, Q_RACE };
static int ask(enc *e, int q, int h, int b)
{
    seichi_reader **r = &e->reader;
    if (!*r && !(*r = seichi_reader_new(e->p, TAKE_BUDGET, 0))) return -1;
    int a = q == Q_ATTACK ? seichi_read_attack(*r, e->p, h, NULL)
            : q == Q_DEFEND ? seichi_read_defend(*r, e->p, h, NULL)
                            : seichi_read_semeai(*r, e->p, h, b, NULL, NULL);
    int plays = seichi_read_nodes(*r);
    if (e->stats) {
        e->stats->take_questions++, e->stats->take_plays += plays;
        if (plays > e->stats->take_most) e->stats->take_most = plays;
    }
    return a;
}

/* The invader chains next to chain h (colour c), as heads in at[] (at most
 * AT_MAX; -1 when there are more), each once. */
static int invaders(enc *e, int h, int c, int *at)
{
    const seichi_pos *p = e->p;
    int k = 0;
    for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s])
        FOR_NB(e->g, s, q) {
            if (!live(e, *q) || p->color[*q] == c) continue;
            int hb = p->head[*q], seen = 0;
            for (int i = 0; i < k; i++) seen |= at[i] == hb;
            if (seen) continue;
            if (k == AT_MAX) return -1;
            at[k++] = hb;
        }
    return k;
}

/* Does the invader take chain h whatever its owner does?  Remembered in
 * e->read[h] (TAKEN, STANDS). */
static int taken_by_reading(enc *e, int h, int c)
{
    if (e->read[h] & (TAKEN | STANDS)) return (e->read[h] & TAKEN) != 0;
    if (e->nread >= TAKE_MAX) return 0;
    e->nread++;
    e->read[h] |= STANDS;
    int at[AT_MAX], k = invaders(e, h, c, at);
    if (k <= 0 || ask(e, Q_ATTACK, h, -1) != SEICHI_READ_WIN || ask(e, Q_DEFEND, h, -1) != SEICHI_READ_FAIL)
        return 0;
    for (int i = 0; i < k; i++) {
        int keep = ask(e, Q_RACE, h, at[i]);
        if (keep != SEICHI_READ_FAIL && keep != SEICHI_READ_KO_RETAKE) return 0;
    }
    e->read[h] ^= STANDS | TAKEN;
    return 1;
}

int enc_seki_taken(enc *e, const int *list, int k, int c, int rd)
{
    const seichi_pos *p = e->p;
    int changed = 0;
    for (int i = 0; i < k; i++) {
        int h = list[i], libs, l;
        if (!live(e, h) || p->head[h] != h || p->color[h] != c || e->settled[h]) continue;
        if (enc_held_by(e, h, c, &libs, &l) != rd || libs < 2 || libs > 4) continue;
        if (!taken_by_reading(e, h, c)) continue;
        kill_chain(e, h);
        e->taken[h] = 1;
        changed = 2;
    }
    return changed;
}
