/*
 * dead_enclose_taken.c - chains held inside an invading group that the
 * readers say the invader takes (dead_enclose_area.c asks, for every area,
 * before its seki rule).
 *
 * Inside c's area an invading group of the other colour may hold chains
 * of c: every stone next to such a chain is the invader's.  A held chain
 * in atari is taken when the invader has an eye (invader_captures in
 * dead_enclose_area.c).  A held chain of two to four liberties is taken
 * when reading says three things, all on the position as given:
 *  - the tactical reader (read.c) captures it with the invader moving
 *    first (seichi_read_attack: WIN) and its owner moving first cannot
 *    save it (seichi_read_defend: FAIL);
 *  - its owner, moving first, cannot keep it from being captured first in
 *    the race against any invader chain beside it (seichi_read_semeai,
 *    read_semeai.c: FAIL, or a ko the invader takes first that the owner
 *    would have to retake).  This is what tells seki: the owner may throw
 *    in at the invader's other eye or fill its outside liberties, so that
 *    the invader can no longer approach (the defence above only tries
 *    moves at the chain);
 *  - the invader lives: the local life reader (read_life.c,
 *    seichi_read_kill), c moving first, cannot kill the group of any of
 *    those invader chains (FAIL; a seki counts as living there).  Taking
 *    the held chains is worth nothing to a group that c kills meanwhile.
 * Then the chain is taken: its points are vacated, the invader is judged
 * again the next round with that eye space, and a chain so taken stands
 * again if its taker dies after all (enclose_dead_stones_proved).  A ko
 * the owner takes first, an unknown answer or a reader that cannot be
 * made keeps the chain standing.
 *
 * Why it matters: the seki rule (sekis) counts each side's eyes and
 * liberties.  Separate small chains of c standing around one empty point
 * look like an eye of c, so a one-eyed invader and the few stones of c
 * inside it look like a seki of one eye each; but that eye is false when
 * each chain around it can be captured, and the invader, after taking
 * them, has two eyes.  A KGS game of 2017-01-21: Black's 26 stones from
 * P19 round to P13, inside White's pass-alive wall, have an eye at T18
 * and hold White's R18-Q17-R17-R16, P16 and Q15 around Q16; the record
 * counts the White stones dead.  The corner of two lone stones on the
 * 1-2 points (T2 and S1, sharing S2 and T1) inside a group whose other
 * eye is two points is the other side of the line: the invader moving
 * first takes them, but their owner moving first throws in at the
 * two-point eye and the invader can no longer fill S2 (it would stand in
 * atari): seki, as the players counted it in four games of the corpus.
 *
 * Order and budgets.  Each answer depends on the position only and is
 * remembered for the call in e->read (a held chain's verdict, an invader
 * chain's life), so neither the order of the areas nor the board's
 * orientation changes it.  Tactical questions have TAKE_BUDGET plays,
 * race and life questions RACE_BUDGET and a table of 2^RACE_TT_BITS
 * entries (the reader's default 4,096 made the dearest position read
 * 74,021 plays; with 65,536, 50,170); a chain with more than AT_MAX
 * invader chains beside it is not read; at most TAKE_MAX chains and
 * CALL_PLAYS plays a call (a question that would overrun it is unknown).
 * The last two bounds bind on no game of the corpus (at most 10 questions
 * and 50,170 plays a position); a position beyond them could see its
 * answers depend on the order of the rounds' scan.  The life question is
 * the dear one: 7,136 plays for 2018-08-06's corner group as recorded,
 * 31,706 from a diagram of the same position (the reader's move order
 * follows the point numbering), hence a budget well above both.
 *
 * Measured on the 4,745 games (bench_accuracy --tbtw, bench/ACCURACY.md
 * "Session 13 (helper)"): KGS 3,709 -> 3,711 (odd half +2, even +0), no
 * game lost in any source.  Not kept: the tactical reader's two answers
 * alone, with an eye of the invader required (as for chains in atari):
 * +3, 5 lost (the four corner seki above, and a big dead group that takes
 * the killing stones inside it); with the race but without the life
 * question: +3, 1 lost (that big group); a ko to retake in the race
 * counted for the owner: +1; held chains in atari that invader_captures
 * leaves read as well: no KGS game moves, a pgd-edo game's margin moves
 * off by 40; the seki rule vetoed when the life reader says the invader
 * cannot live or make seki moving first (seichi_read_live FAIL): +0, 3
 * lost (the reader's fixed zone reads big groups with weak walls dead, as
 * session 10 found).
 *
 * Known failure cases: the race and life readers' limits (zones of 40
 * points, walls of more than a few liberties never captured, ko without
 * threats) make a held chain stand that is dead; a seki of several
 * chains of each colour where no chain is held by one group is not read.
 */
#include "analysis/dead_enclose_int.h"
#include "analysis/deadstones.h"
#include "analysis/read_int.h"

#define TAKE_BUDGET 2000
#define RACE_BUDGET 50000
#define CALL_PLAYS 200000
#define RACE_TT_BITS 16
#define TAKE_MAX 24
#define AT_MAX 4 /* invader chains beside a held chain */
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

/* One question to e->reader (TAKE_BUDGET plays) or, for the race and the
 * life, to e->racer (RACE_BUDGET), counted in e->stats; UNKNOWN when the
 * call's CALL_PLAYS would be overrun, -1 when a reader cannot be made. */
enum { Q_ATTACK, Q_DEFEND, Q_RACE, Q_KILL };
static int ask(enc *e, int q, int h, int b)
{
    seichi_reader **r = q <= Q_DEFEND ? &e->reader : &e->racer;
    int budget = q <= Q_DEFEND ? TAKE_BUDGET : RACE_BUDGET;
    if (e->read_plays + budget > CALL_PLAYS) return SEICHI_READ_UNKNOWN;
    if (!*r && !(*r = read_new(e->p, budget, 0, q <= Q_DEFEND ? 12 : RACE_TT_BITS, 0))) return -1;
    int a = q == Q_ATTACK ? seichi_read_attack(*r, e->p, h, NULL)
            : q == Q_DEFEND ? seichi_read_defend(*r, e->p, h, NULL)
            : q == Q_RACE ? seichi_read_semeai(*r, e->p, h, b, NULL, NULL)
                          : seichi_read_kill(*r, e->p, b, NULL);
    int plays = seichi_read_nodes(*r);
    e->read_plays += plays;
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
