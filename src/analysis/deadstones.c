/*
 * deadstones.c - automatic dead-stone decision of a finished position:
 * the entry point that picks the method (analysis_options.method).
 *
 * Default: the enclosure method (dead_enclose.c, its fills in
 * dead_enclose_fills.c, its settling phase in dead_enclose_settle.c;
 * docs/AUTOSCORE.md).  Alternative, the seed 003
 * baseline: Carta's static method with Benson's pass-alive guard, below.
 * When the game ended by two passes (analysis_options.finished_by_passes)
 * the enclosure method asks for no fills: the position counts as left.
 *
 * Carta's pipeline:
 *  1. pass-alive chains (seed 002) are protected: never called dead;
 *  2. carta_remove_dead(): groups, eyes, liberties, Bouzy territory,
 *     stability; seki and snapback; removal of the deadest groups, round
 *     after round, until every group left stands (carta.c,
 *     dead_remove.c);
 *  3. the stones removed are the dead stones (whole chains), then two
 *     checks: a dead chain whose surroundings border only its own colour
 *     once the dead are lifted is put back (it stands in its own
 *     territory); of two dead chains in contact on a boundary between
 *     both living colours, the winner of the capturing race (liberties,
 *     eye wins ties) is put back;
 *  4. carta_fills(): forced connections, kos and, under area scoring, the
 *     dame shared in turn (fills.c).
 * The analysis sees nothing but the position and the rules: no result,
 * no territory markup, no comments.  Works on two-player grids and graphs;
 * with more than two players nothing is called dead.
 * Known failure cases: races and big weak groups in loose frameworks that
 * the stability order decides before anything is settled; stones players
 * leave unmarked; unfinished boundaries of professional games.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/carta.h"
#include "analysis/dead_enclose.h"
#include "analysis/deadstones.h"
#include "analysis/life.h"

static void explain_groups(carta *c, const uint8_t *dead, sbuf *out)
{
    const seichi_pos *p = c->orig;
    const seichi_graph *g = c->g;
    int n = c->n;
    /* alive groups: from the final evaluation of the working position */
    for (int x = 0; x < n; x++) {
        if (!c->pos->color[x] || carta_find(c, x) != x) continue;
        char name[16];
        seichi_graph_point_name(g, x, name, sizeof name);
        int f = c->g_flags[x];
        const char *why = (f & CG_BENSON) ? "pass-alive (Benson)"
                          : (f & CG_SEKI) ? "seki (shares its liberties with a group that cannot live either)"
                          : (f & CG_SNAPBACK) ? "cannot be captured (snapback)"
                          : "alive";
        sbuf_printf(out, "group %s %s (%d stones): %s; eyes %.1f, liberties %d, territory %d\n",
                    p->color[x] == SEICHI_BLACK ? "Black" : "White", name, c->g_stones[x], why,
                    c->g_eyes[x] / 2.0, c->g_libs[x], c->g_terr[x]);
    }
    for (int x = 0; x < n; x++) {
        if (!dead[x] || p->head[x] != x) continue;
        char name[16];
        seichi_graph_point_name(g, x, name, sizeof name);
        sbuf_printf(out, "chain %s %s (%d stones): dead (removed: no two eyes, little territory, "
                    "the deadest left in its fight)\n",
                    p->color[x] == SEICHI_BLACK ? "Black" : "White", name, p->size[x]);
    }
}

/* A chain called dead whose empty surroundings (after every dead stone is
 * lifted) border its own colour only stands in its own territory: the
 * enemy that was to capture it was itself dead (mutual removal of weak
 * stones in a corner or on an edge).  Such chains are put back, repeatedly,
 * until none qualifies.  Returns 1 if any chain was restored. */
static int restore_own_territory(carta *c, uint8_t *dead)
{
    const seichi_pos *p = c->orig;
    const seichi_graph *g = c->g;
    seichi_pos *w = c->pos;
    int n = c->n, any = 0;
    int *seen = c->lastseen, *stack = c->stack;
    for (int round = 0; round < 8; round++) {
        int changed = 0;
        for (int x = 0; x < n; x++) seen[x] = -1;
        for (int x = 0; x < n; x++) {
            if (!dead[x] || p->head[x] != x || w->color[x]) continue;
            int col = p->color[x], bits = 0, sp = 0;
            stack[sp++] = x;
            seen[x] = x;
            while (sp) {
                int y = stack[--sp];
                for (const int *q = g->adj + g->adj_off[y]; q < g->adj + g->adj_off[y + 1]; q++) {
                    if (w->color[*q]) {
                        bits |= 1 << w->color[*q];
                    } else if (seen[*q] != x) {
                        seen[*q] = x;
                        stack[sp++] = *q;
                    }
                }
            }
            if (bits != 1 << col) continue;
            for (int s = x, k = 0; k < p->size[x]; k++, s = p->next[s]) {
                seichi_pos_setup(w, s, col);
                dead[s] = 0;
            }
            for (int s = x, k = 0; k < p->size[x]; k++, s = p->next[s]) {
                int h = w->head[s];
                c->grp[s] = h;
                if (!dead[h] && p->head[h] == x) { /* the head is restored */
                    c->grp[h] = h;
                    c->g_flags[h] = 0;
                }
            }
            changed = any = 1;
        }
        if (!changed) break;
    }
    return any;
}

/* The race group of a dead chain: the chain and every dead chain of its
 * colour that shares an eye point with it (an empty point all of whose
 * neighbours are that colour).  Stamps its stones with tag in c->stack
 * (used as a mark array), returns its distinct liberties and, in *eyes,
 * its eye points. */
static int race_group(carta *c, const uint8_t *dead, int head, int tag, int *mark, int *list,
                      int *nlist, int *eyes)
{
    const seichi_pos *p = c->orig;
    const seichi_graph *g = c->g;
    int col = p->color[head], nl = 0, libs = 0, k = 0;
    *eyes = 0;
    list[nl++] = head;
    mark[head] = tag;
    while (k < nl) {
        int h = list[k++];
        for (int s = h, i = 0; i < p->size[h]; i++, s = p->next[s]) {
            for (const int *q = g->adj + g->adj_off[s]; q < g->adj + g->adj_off[s + 1]; q++) {
                int e = *q;
                if (p->color[e] || mark[e] == tag) continue;
                mark[e] = tag;
                libs++;
                int all_own = 1;
                for (const int *r = g->adj + g->adj_off[e]; r < g->adj + g->adj_off[e + 1]; r++)
                    if (p->color[*r] != col) all_own = 0;
                if (!all_own) continue;
                (*eyes)++;
                for (const int *r = g->adj + g->adj_off[e]; r < g->adj + g->adj_off[e + 1]; r++) {
                    int h2 = p->head[*r];
                    if (dead[h2] && mark[h2] != tag && nl < c->n) {
                        mark[h2] = tag;
                        list[nl++] = h2;
                    }
                }
            }
        }
    }
    *nlist = nl;
    return libs;
}

/* Two dead chains of opposite colours in contact, on a boundary between
 * the two living colours, cannot both be dead: one of them wins the
 * capturing race.  Classical semeai counting: liberties, an eye wins a
 * tie; the winner (and the chains sharing its eyes) is put back when it
 * has an eye or clearly more liberties. */
static int restore_race_winners(carta *c, uint8_t *dead)
{
    const seichi_pos *p = c->orig;
    const seichi_graph *g = c->g;
    seichi_pos *w = c->pos;
    int n = c->n, any = 0, tag = 0;
    int *mark = c->g_stab, *la_list = c->g_eyes, *lb_list = c->g_terr, *seen = c->lastseen;
    int *stack = c->stack;
    for (int x = 0; x < n; x++) mark[x] = seen[x] = -1;
    for (int a = 0; a < n; a++) {
        if (!dead[a] || p->head[a] != a) continue;
        for (int s = a, i = 0; i < p->size[a]; i++, s = p->next[s]) {
            for (const int *q = g->adj + g->adj_off[s]; q < g->adj + g->adj_off[s + 1]; q++) {
                int b = *q;
                if (!p->color[b] || p->color[b] == p->color[a] || !dead[b]) continue;
                b = p->head[b];
                if (!dead[a]) break;
                /* contested: the non-living area around a borders both colours */
                int bits = 0, sp = 0;
                tag++;
                stack[sp++] = a;
                seen[a] = tag;
                while (sp) {
                    int y = stack[--sp];
                    for (const int *r = g->adj + g->adj_off[y]; r < g->adj + g->adj_off[y + 1]; r++) {
                        if (w->color[*r]) bits |= 1 << w->color[*r];
                        else if (seen[*r] != tag) {
                            seen[*r] = tag;
                            stack[sp++] = *r;
                        }
                    }
                }
                if (bits != ((1 << SEICHI_BLACK) | (1 << SEICHI_WHITE))) continue;
                int na, nb, ea, eb;
                int la = race_group(c, dead, a, 2 * tag, mark, la_list, &na, &ea);
                int lb = race_group(c, dead, b, 2 * tag + 1, mark, lb_list, &nb, &eb);
                int va = la + (ea > 0), vb = lb + (eb > 0);
                int *win = NULL, nw = 0;
                if (va > vb && (ea > 0 || la >= lb + 2)) win = la_list, nw = na;
                else if (vb > va && (eb > 0 || lb >= la + 2)) win = lb_list, nw = nb;
                if (!win) continue;
                for (int k = 0; k < nw; k++) {
                    int h = win[k];
                    for (int t = h, j = 0; j < p->size[h]; j++, t = p->next[t]) {
                        seichi_pos_setup(w, t, p->color[h]);
                        dead[t] = 0;
                    }
                }
                any = 1;
            }
        }
    }
    return any;
}

/* After stones are put back, the per-group tables of the last evaluation
 * no longer match the working position: evaluate it again (the flags of
 * seki and snapback are kept where the group root survives). */
static void refresh_groups(carta *c)
{
    int n = c->n;
    uint8_t *keep = c->cand;
    for (int x = 0; x < n; x++) keep[x] = 0;
    for (int x = 0; x < n; x++)
        if (c->pos->color[x] && c->grp[x] >= 0)
            keep[x] = (uint8_t)(c->g_flags[carta_find(c, x)] & (CG_SEKI | CG_SNAPBACK));
    carta_evaluate(c);
    for (int x = 0; x < n; x++)
        if (keep[x]) c->g_flags[carta_find(c, x)] |= keep[x];
}

static int carta_dead_stones(const seichi_pos *p, const seichi_rules *rules,
                             uint8_t *dead, uint8_t *fills, sbuf *explain)
{
    int n = p->n;
    carta c;
    if (carta_init(&c, p) != SEICHI_OK) return SEICHI_NOMEM;
    if (seichi_pass_alive(p, rules ? rules->suicide : 0, c.benson) != SEICHI_OK)
        memset(c.benson, 0, (size_t)n);
    carta_remove_dead(&c, explain);
    for (int x = 0; x < n; x++) dead[x] = p->color[x] && !c.pos->color[x];
    /* never a pass-alive chain: put any back (cannot happen unless the
       static evaluation erred) */
    int restored = 0;
    for (int x = 0; x < n; x++)
        if (dead[x] && c.benson[x] == p->color[x]) {
            seichi_pos_setup(c.pos, x, p->color[x]);
            restored = 1;
        }
    if (restored) {
        for (int x = 0; x < n; x++) dead[x] = p->color[x] && !c.pos->color[x];
        carta_remove_dead(&c, NULL);
        for (int x = 0; x < n; x++) dead[x] = p->color[x] && !c.pos->color[x] && c.benson[x] != p->color[x];
    }
    restore_own_territory(&c, dead);
    if (restore_race_winners(&c, dead)) {
        restore_own_territory(&c, dead);
        refresh_groups(&c);
    }
    if (explain) explain_groups(&c, dead, explain);
    if (fills) carta_fills(&c, rules, fills, explain);
    carta_free(&c);
    return SEICHI_OK;
}

/* The enclosure method (dead_enclose.c) decides the dead stones and the
 * areas, then the groups it killed are checked by search: a killed group
 * that a search proves alive against any attack (safety_groups.c: short
 * lines inside the group's small regions, each ending in a Benson proof)
 * is not dead, whatever the static rules said.  When there is one, the
 * enclosure runs again from Benson's map widened by these proofs (the
 * proved stones are as alive as pass-alive ones, their regions as owned),
 * so that what stands beside them is judged with them alive.  So are the
 * killed chains that the tactical reader cannot capture and that touch
 * their living stones (dead_read.c).  The fills
 * (dead_enclose_fills.c) come from the areas, and the settling phase
 * (dead_enclose_settle.c) plays the dame out and adds the teire they
 * force, unless the game ended by two passes (a server counts what was
 * left). */
static int enclose_with_fills(const seichi_pos *p, const seichi_rules *rules,
                              const analysis_options *o, uint8_t *dead, uint8_t *fills,
                              sbuf *explain)
{
    int n = p->n, suicide = rules ? rules->suicide : 0;
    uint8_t *seki = malloc(5 * (size_t)n + 1);
    if (!seki) return SEICHI_NOMEM;
    uint8_t *area = seki + n, *pa = area + n, *safe = pa + n, *searched = safe + n;
    size_t said = explain ? explain->len : 0;
    int rc = seichi_pass_alive(p, suicide, pa);
    if (rc == SEICHI_OK)
        rc = enclose_dead_stones_proved(p, rules, pa, NULL, dead, seki, area, o->group, explain, o->stats);
    int any = 0, revive = 0;
    for (int x = 0; x < n && !any; x++) any = dead[x];
    if (rc == SEICHI_OK && any)
        rc = safety_prove_groups_nodes(p, suicide, pa, dead, safe, o->stats ? &o->stats->proof_nodes : NULL);
    for (int x = 0; rc == SEICHI_OK && any && x < n; x++) revive |= (dead[x] != 0) & (safe[x] == p->color[x]);
    uint8_t *joined = NULL;
    if (rc == SEICHI_OK && any) {
        joined = calloc((size_t)n, 1);
        int k = joined ? read_revive_dead(p, dead, pa, joined, o->stats) : -1;
        if (k < 0) rc = SEICHI_NOMEM;
        revive |= k > 0;
    }
    if (revive && rc == SEICHI_OK) {
        for (int x = 0; x < n; x++) {
            int jc = joined ? joined[x] & ~READ_SEALED : 0, seal = joined && joined[x] & READ_SEALED;
            if (jc && !safe[x]) safe[x] = (uint8_t)jc;
            searched[x] = !pa[x] && safe[x] && p->color[x] == safe[x] ? 1 + (jc != 0) + seal : 0;
            if (!pa[x]) pa[x] = safe[x];
        }
        sbuf_truncate(explain, said);
        rc = enclose_dead_stones_proved(p, rules, pa, searched, dead, seki, area, o->group, explain, o->stats);
    }
    if (rc == SEICHI_OK && fills && !o->finished_by_passes)
        rc = enclose_fills(p, rules, dead, seki, area, fills, explain);
    if (rc == SEICHI_OK && fills && !o->finished_by_passes)
        rc = enclose_settle(p, dead, seki, area, fills, !rules || rules->scoring != SEICHI_SCORE_AREA, explain,
                            o->stats);
    free(joined);
    free(seki);
    return rc;
}

/* Each chain a group by itself, named by its lowest point. */
static void chain_groups(const seichi_pos *p, int *group)
{
    for (int x = 0; x < p->n; x++) group[x] = -1;
    for (int x = 0; x < p->n; x++) {
        if (!p->color[x] || group[x] >= 0) continue;
        for (int s = x;; s = p->next[s]) { /* x is the chain's lowest point */
            group[s] = x;
            if (p->next[s] == x) break;
        }
    }
}

/* A chain called dead whose region, once the dead are lifted and the fills
 * placed, only its own colour borders stands in its own territory: nobody
 * can take it, and counting it dead would count its point twice (a
 * prisoner for the opponent, territory for its owner).  Such chains are
 * put back, again until none is left (one put back can close another
 * region).  Returns SEICHI_OK or SEICHI_NOMEM. */
static int own_territory_lives(const seichi_pos *p, uint8_t *dead, const uint8_t *fills, sbuf *explain)
{
    int n = p->n, any = 0;
    for (int x = 0; x < n && !any; x++) any = dead[x];
    if (!any) return SEICHI_OK;
    int *stack = malloc(3 * (size_t)n * sizeof(int) + 2 * (size_t)n + 1);
    if (!stack) return SEICHI_NOMEM;
    int *region = stack + n, *list = region + n;
    /* per point: open (an empty point not filled, a dead stone), and the
       colour a closed point gives the region's mask; read by the flood
       without a branch per neighbour (open or not, seen or not are
       unpredictable) */
    uint8_t *open = (uint8_t *)(list + n), *side = open + n;
    const seichi_graph *g = p->g;
    const int *adj = g->adj, *off = g->adj_off;
    const uint8_t *color = p->color;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int x = 0; x < n; x++) region[x] = -1;
        if (fills) /* no branch per point: the loops vectorise */
            for (int x = 0; x < n; x++) {
                int c = color[x], f = fills[x], stone = c != 0;
                open[x] = (uint8_t)((stone & (dead[x] != 0)) | (!stone & (f == 0)));
                side[x] = (uint8_t)(c | (f & -!stone));
            }
        else
            for (int x = 0; x < n; x++) {
                int c = color[x], stone = c != 0;
                open[x] = (uint8_t)((stone & (dead[x] != 0)) | !stone);
                side[x] = (uint8_t)c;
            }
        for (int x0 = 0; x0 < n; x0++) {
            if (!open[x0] | (region[x0] >= 0)) continue;
            int sp = 0, k = 0;
            unsigned mask = 0;
            stack[sp++] = x0;
            region[x0] = x0;
            while (sp) {
                int y = stack[--sp];
                list[k++] = y;
                for (int j = off[y]; j < off[y + 1]; j++) {
                    int z = adj[j], o = open[z], rz = region[z], take = o & (rz < 0);
                    mask |= (unsigned)!o << side[z];
                    region[z] = rz ^ ((rz ^ x0) & -take);
                    stack[sp] = z;
                    sp += take;
                }
            }
            for (int i = 0; i < k; i++) {
                int y = list[i], c = color[y];
                if (!((c != 0) & (dead[y] != 0) & (mask == 1u << c))) continue;
                for (int s = y;; s = p->next[s]) {
                    dead[s] = 0;
                    if (p->next[s] == y) break;
                }
                if (explain) {
                    char name[16];
                    sbuf_printf(explain, "chain %s %s: alive after all (its region is its own colour's once the dead are lifted)\n",
                                c == SEICHI_BLACK ? "Black" : "White", seichi_graph_point_name(g, y, name, sizeof name));
                }
                changed = 1;
            }
        }
    }
    free(stack);
    return SEICHI_OK;
}

void analysis_options_init(analysis_options *o)
{
    memset(o, 0, sizeof *o);
    o->method = ANALYSIS_DEFAULT_METHOD;
}

int analysis_dead_stones_ex(const seichi_pos *p, const seichi_rules *rules,
                            const analysis_options *o, uint8_t *dead, uint8_t *fills,
                            sbuf *explain)
{
    analysis_options def;
    if (!o) {
        analysis_options_init(&def);
        o = &def;
    }
    memset(dead, 0, (size_t)p->n);
    if (fills) memset(fills, 0, (size_t)p->n);
    if (o->group) chain_groups(p, o->group);
    if (p->nplayers != 2) {
        if (explain) sbuf_puts(explain, "more than two players: no stone called dead\n");
        return SEICHI_OK;
    }
    int method = o->method == SEICHI_DEAD_DEFAULT ? ANALYSIS_DEFAULT_METHOD : o->method;
    int rc = method == SEICHI_DEAD_CARTA ? carta_dead_stones(p, rules, dead, fills, explain)
                                         : enclose_with_fills(p, rules, o, dead, fills, explain);
    return rc == SEICHI_OK ? own_territory_lives(p, dead, fills, explain) : rc;
}

int analysis_dead_stones(const seichi_pos *p, const seichi_rules *rules,
                         uint8_t *dead, uint8_t *fills, sbuf *explain)
{
    return analysis_dead_stones_ex(p, rules, NULL, dead, fills, explain);
}
