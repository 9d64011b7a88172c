/*
 * dead_enclose_taken.c - the enclosure step's chains held inside an
 * invading group that the tactical reader takes (dead_enclose_area.c
 * calls it for every area before its seki rule).
 *
 * Inside c's area an invading group of the other colour may hold chains
 * of c: every stone next to such a chain is the invader's.  A chain held
 * in atari is taken by the invader when it has an eye (invader_captures
 * in dead_enclose_area.c).  A held chain of two to four liberties is the
 * same thing when the invader can take it whatever c does: the tactical
 * reader (read.c) captures it with the invader moving first
 * (seichi_read_attack: SEICHI_READ_WIN) and c moving first cannot save it
 * (seichi_read_defend: SEICHI_READ_FAIL).  Then it is taken: its points
 * are vacated, and the invader, with that eye space, is judged again the
 * next round; a chain so taken stands again if its taker dies after all
 * (enclose_dead_stones_proved).  The invader needs an eye besides (one
 * counted, or an open point next to its stones only), as for the chains
 * in atari: an eyeless group that takes a few stones inside the enemy's
 * area gains one eye, and dies anyway.
 *
 * Why it matters: the seki rule (sekis) counts each side's eyes and
 * liberties.  Separate small chains of c standing around one empty point
 * look like an eye of c, so a one-eyed invader and the few stones of c
 * inside it look like a seki of one eye each; but the "eye" is false when
 * each of those chains can be captured on its own, and the invader, after
 * taking them, has two eyes.  A KGS game of 2017-01-21: Black's 26
 * stones around P17-Q18 with an eye at T18 hold White's R18-Q17-R17-R16,
 * P16 and Q15 around Q16; each White chain is captured whoever moves
 * first, and the record counts them dead.
 *
 * Definitions:
 *  - held chain: a living chain of c in the area, not settled, with two
 *    to four liberties (the reader's limit: it reads the capture of a
 *    chain of four liberties; one liberty is invader_captures' case),
 *    whose every neighbouring stone belongs to one group of the other
 *    colour (the invader);
 *  - taken: the reader's two answers above, within TAKE_BUDGET plays a
 *    question, on the position as given (the other dead stones still on
 *    the board).  A ko, an unknown answer or a chain its owner can save
 *    keeps it standing.
 * The answers depend on the position only, so each chain is read once a
 * call (remembered in e->read per chain head) and the order of the areas
 * or the chains changes nothing.  At most TAKE_MAX chains are read a call
 * (a finished game has a handful; more, and the rest are not read, in
 * the order of the rounds, which are themselves order-free: a chain is
 * read the first round it is held).
 */
#include "analysis/dead_enclose_int.h"
#include "analysis/deadstones.h"

#define TAKE_BUDGET 2000
#define RACE_BUDGET 50000
#define TAKE_MAX 24
#define AT_MAX 8
enum { TAKEN = 1, STANDS = 2, LIVES = 4, DIES = 8 }; /* e->read[] bits */

/* The root of the one group of the other colour that every stone next to
 * chain h (colour c) belongs to, with h's liberties in *libs; -1 if the
 * neighbours are of several groups or none. */
static int held_by(enc *e, int h, int c, int *libs)
{
    const seichi_pos *p = e->p;
    int st = ++e->stamp, rd = -1;
    *libs = 0;
    for (int s = h, j = 0; j < p->size[h]; j++, s = p->next[s])
        FOR_NB(e->g, s, q) {
            int z = *q;
            if (open_pt(e, z)) {
                if (e->lseen[z] != st) e->lseen[z] = st, (*libs)++;
            } else if (p->color[z] != c) {
                int r = find(e->uf, p->head[z]);
                if (rd >= 0 && r != rd) return -1;
                rd = r;
            }
        }
    return rd;
}

/* One question to e->reader (TAKE_BUDGET plays) or, big, to e->racer
 * (RACE_BUDGET), counted in e->stats; -1 when a reader cannot be made. */
enum { Q_ATTACK, Q_DEFEND, Q_RACE, Q_KILL };
static int ask(enc *e, int q, int h, int b)
{
    seichi_reader **r = q <= Q_DEFEND ? &e->reader : &e->racer;
    if (!*r && !(*r = seichi_reader_new(e->p, q <= Q_DEFEND ? TAKE_BUDGET : RACE_BUDGET, 0))) return -1;
    int a = q == Q_ATTACK ? seichi_read_attack(*r, e->p, h, NULL)
            : q == Q_DEFEND ? seichi_read_defend(*r, e->p, h, NULL)
            : q == Q_RACE ? seichi_read_semeai(*r, e->p, h, b, NULL, NULL)
                          : seichi_read_kill(*r, e->p, b, NULL);
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

/* Does the invader chain b live: can its opponent, moving first, not
 * kill its group?  Remembered in e->read[b] (LIVES, DIES). */
static int invader_lives(enc *e, int b)
{
    if (!(e->read[b] & (LIVES | DIES)))
        e->read[b] |= ask(e, Q_KILL, -1, b) == SEICHI_READ_FAIL ? LIVES : DIES;
    return (e->read[b] & LIVES) != 0;
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
    for (int i = 0; i < k; i++)
        if (!invader_lives(e, at[i])) return 0;
    e->read[h] ^= STANDS | TAKEN;
    return 1;
}

int enc_invader_reads(enc *e, const int *list, int k, int c)
{
    const seichi_pos *p = e->p;
    int changed = 0;
    for (int i = 0; i < k; i++) {
        int h = list[i], libs;
        if (!live(e, h) || p->head[h] != h || p->color[h] != c || e->settled[h]) continue;
        int rd = held_by(e, h, c, &libs);
        if (rd < 0 || libs < 2 || libs > 4) continue;
        if (!taken_by_reading(e, h, c)) continue;
        kill_chain(e, h);
        e->taken[h] = 1;
        changed = 2;
    }
    return changed;
}
