/*
 * solve_cond.c - results of the Kee solver conditional on the anchors
 * (docs/RULES.md, "Results that hold for many anchor sets"; the lists and
 * the table are solve_dep.c, the search solve.c).
 *
 * A proof looks at the anchor of a situation only where it answers or
 * chooses a refreshing pass; everywhere else any anchor does.  When a
 * node is settled, its conditions are the conjunction of those of the
 * children the proof uses (one child where the winner plays, all where
 * the loser plays), each taken back over its play (a normal pass shifts
 * every pass difference), and of the condition of each refreshing pass
 * used: an absent anchor may become one that prohibits the loser (the
 * winner then plays alone and his best board still answers the
 * question), a present one may change its pass difference but not the
 * player it prohibits.  Only states with both players active are kept:
 * after a prohibition the anchors start again and none of ours matters.
 */
#include "rules/solve_int.h"

#include <string.h>

/* The best margin player me reaches alone from the current board. */
static int solo_alone(solver *s, int me)
{
    uint64_t key = (solve_pack_board(s->m->pos->color, s->n) | (uint64_t)me << 32) + 1;
    size_t i = solve_mix(key) & (SOLO_CACHE - 1);
    for (int probe = 0; probe < 64; probe++, i = (i + 1) & (SOLO_CACHE - 1)) {
        if (s->solo_key[i] == key) return s->solo_val[i];
        if (!s->solo_key[i]) {
            int v = solve_solo_best(s, me);
            s->solo_key[i] = key, s->solo_val[i] = (int16_t)v;
            return v;
        }
    }
    return solve_solo_best(s, me);
}

static uint64_t sit_word(const uint8_t *b, int n, const uint8_t *pi, int to_move)
{
    return solve_pack_board_sym(b, n, pi) | (uint64_t)(to_move & 3) << 32;
}

/* A situation word mapped by the automorphism pi. */
static uint64_t map_sit(uint64_t sit, const uint8_t *pi, int n)
{
    uint64_t w = sit & (3ull << 32);
    for (int i = 0; i < n; i++) w |= ((sit >> (2 * i)) & 3) << (2 * pi[i]);
    return w;
}

static int pass_diff(const match_rec *now, const match_rec *r)
{
    int d = (now->passes[1] - r->passes[1]) - (now->passes[2] - r->passes[2]);
    return d < -100 ? -100 : d > 100 ? 100 : d;
}

/* The anchors of the current state (lo = hi = pass difference) mapped by
 * automorphism y and sorted; their number, -1 if too many. */
static int anchors_of(solver *s, int y, dep_item *out)
{
    const seichi_match *m = s->m;
    const match_rec *now = &m->rec[m->nrec - 1];
    int na = 0;
    for (int k = m->sec_start; k < m->nrec; k++) {
        const match_rec *r = &m->rec[k];
        if (k != m->sec_start && r->kind != SEICHI_PLAY_REFRESH) continue;
        if (na == DEP_SCRATCH) return -1;
        int d = pass_diff(now, r);
        out[na++] = dep_make(sit_word(m->boards + (size_t)k * (size_t)m->n, m->n, s->sym[y], r->to_move),
                             0, d, d);
    }
    dep_sort(out, na);
    return na;
}

/* Does the table hold a result for the current state (keys already in c)?
 * 1 and the answer in *yes, else 0. */
int dep_lookup(solver *s, child *c, int *yes)
{
    c->dep = -1;
    if (!s->use_deps || s->m->nactive != 2 || s->m->over) return 0;
    if (solve_reduced_key(s, &c->rk1, &c->rk2, &c->perm)) return 0;
    if (!dep_table_has(&s->dt, c->rk1, c->rk2)) return 0;
    int na = anchors_of(s, c->perm, s->anch);
    if (na < 0) return 0;
    c->dep = dep_table_find(&s->dt, c->rk1, c->rk2, s->anch, na, yes);
    return c->dep >= 0;
}

/* The condition, on the anchor a refreshing pass of the player to play
 * would repeat, under which that pass still gives a result for winner. */
static dep_item refresh_cond(solver *s, int winner)
{
    seichi_match *m = s->m;
    int p = m->to_move, q = 3 - p;
    uint64_t sit = sit_word(m->pos->color, m->n, s->sym[0], q);
    /* the intervals of the pass difference that prohibit p (he has not
     * made more normal passes than q since) and q */
    int plo = p == SEICHI_BLACK ? -DEP_INF : 0, phi = p == SEICHI_BLACK ? 0 : DEP_INF;
    int qlo = p == SEICHI_BLACK ? 1 : -DEP_INF, qhi = p == SEICHI_BLACK ? DEP_INF : -1;
    const match_rec *now = &m->rec[m->nrec - 1];
    for (int k = m->sec_start; k < m->nrec; k++) {
        const match_rec *r = &m->rec[k];
        if ((k != m->sec_start && r->kind != SEICHI_PLAY_REFRESH) || r->to_move != q ||
            memcmp(m->boards + (size_t)k * (size_t)m->n, m->pos->color, (size_t)m->n) != 0)
            continue;
        int d = pass_diff(now, r), prohibits_p = d >= plo && d <= phi;
        return dep_make(sit, 0, prohibits_p ? plo : qlo, prohibits_p ? phi : qhi);
    }
    int v = solo_alone(s, winner);
    if (v == 999 || (winner == SEICHI_BLACK ? v < s->target : v >= s->target))
        return dep_make(sit, 1, 1, 0);
    return winner == q ? dep_make(sit, 1, plo, phi) : dep_make(sit, 1, qlo, qhi);
}

/* Stores the result (yes: proven) of the current state, settled by its
 * children kids[0..nk), with the conditions its proof needs; the entry's
 * index, or -1 if a child's conditions are lost or the state is not kept. */
long dep_store(solver *s, const child *kids, int nk, int yes, const child *self)
{
    seichi_match *m = s->m;
    if (!s->use_deps || m->nactive != 2 || m->over) return -1;
    int mover = m->to_move, winner = yes ? SEICHI_BLACK : SEICHI_WHITE, one = mover == winner;
    int nacc = 0, used = 0, n = s->n;
    for (int i = 0; i < nk; i++) {
        const child *c = &kids[i];
        if (!(yes ? c->pn == 0 : c->dn == 0)) {
            if (!one) return -1;
            continue;
        }
        int nt = 0;
        if (!c->indep) {
            int nc = 0;
            const dep_item *cond = dep_table_cond(&s->dt, c->dep, c->rk1, c->rk2, yes, &nc);
            if (!cond || nc + 1 > DEP_SCRATCH) {
                if (one) continue;
                return -1;
            }
            uint64_t fresh = c->pl.kind == SEICHI_PLAY_REFRESH ? sit_word(m->pos->color, n, s->sym[0], 3 - mover)
                                                              : ~0ull;
            int delta = c->pl.kind == SEICHI_PLAY_PASS ? (mover == SEICHI_BLACK ? 1 : -1) : 0;
            for (int j = 0; j < nc; j++) {
                uint64_t sit = map_sit(dep_sit(cond[j]), s->inv[c->perm], n);
                if (sit != fresh) s->tmp[nt++] = dep_shift((cond[j] & ~DEP_SIT_MASK) | sit, delta);
            }
        }
        if (c->pl.kind == SEICHI_PLAY_REFRESH) s->tmp[nt++] = refresh_cond(s, winner);
        dep_sort(s->tmp, nt);
        if (dep_and(s->acc, &nacc, DEP_SCRATCH, s->tmp, nt)) return -1;
        used = 1;
        if (one) break;
    }
    if (!used) return -1;
    /* the state itself meets them (a check: the rest follows from it) */
    int na = anchors_of(s, 0, s->anch);
    if (na < 0 || !dep_holds(s->acc, nacc, s->anch, na)) return -1;
    for (int j = 0; j < nacc; j++)
        s->acc[j] = (s->acc[j] & ~DEP_SIT_MASK) | map_sit(dep_sit(s->acc[j]), s->sym[self->perm], n);
    dep_sort(s->acc, nacc);
    return dep_table_put(&s->dt, self->rk1, self->rk2, yes, s->acc, nacc);
}

