/*
 * life.c - whole-board life and death (seed 004, section 6) on top of
 * Benson's pass-alive analysis (seed 002).
 *
 * Groups.  Seed 004 analyses "a single contiguous group".  A chain alone
 * is too small a unit: two chains that share their eyes (the usual living
 * shape with a cutting point inside) would each see no eyespace.  So for
 * each colour c we flood the components of the points that are not c;
 * every component but the largest is "enclosed", and all c chains
 * bordering one enclosed component form one group (union-find) - but a
 * pass-alive chain is only joined with pass-alive chains, and a chain in
 * another player's pass-alive territory only with such chains, so that
 * Benson's verdict holds for whole groups.
 *
 * Eyespaces ("the inside is smaller than the outside").  Removing a group
 * G splits the board into components; every component but the largest
 * (all of the largest ones on a tie) is an eyespace candidate, with
 * everything inside it: empty points, enemy stones, other friendly
 * stones.  Groups are analysed by increasing total candidate size, so an
 * enemy group inside a candidate is always decided first; a candidate
 * holding an alive or unsettled enemy group is not an eyespace (seed 004
 * figure 9), one holding an enemy group of unknown status makes the
 * count uncertain.
 *
 * Status: pass-alive (Benson) groups are alive; groups standing in
 * another player's pass-alive territory are dead.  Otherwise two or more
 * eyespaces: alive; none: dead; exactly one: the eyespace solver decides
 * (eyespace.h, table lookup then search, the group being assumed to have
 * no outside liberties - seed 004's stated limit).
 *
 * Known failure cases (inherited from seed 004): a group that lives by
 * connecting to a friend outside, or by escaping, is called dead; a
 * group that can be cut apart is treated as one; an eyespace bigger than
 * the solver's limit (8 points) is called alive when it has 7 points or
 * more (seed 004's size rule; its enemy groups are all dead by then).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/eyespace.h"
#include "analysis/life.h"
#include "position/position.h"

const char *life_status_name(int status)
{
    switch (status) {
    case LIFE_DEAD: return "dead";
    case LIFE_UNSETTLED: return "unsettled";
    case LIFE_ALIVE: return "alive";
    default: return "unknown";
    }
}

void life_result_free(life_result *r)
{
    if (!r) return;
    free(r->groups);
    free(r->group_of);
    free(r->eye_of);
    free(r->pass_alive);
    free(r->unconditional);
    memset(r, 0, sizeof *r);
}

typedef struct scratch {
    int *parent;   /* union-find over chain heads         */
    int *comp;     /* component id of a point              */
    int *queue;
    int *csize;    /* component sizes                      */
    int *order;    /* groups by increasing candidate total */
    int *total;    /* candidate total per group            */
    uint32_t *stamp;
    uint32_t gen;
} scratch;

static int uf_find(int *parent, int x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

static uint32_t next_stamp(scratch *s, int n)
{
    if (++s->gen == 0) {
        memset(s->stamp, 0, sizeof(uint32_t) * (size_t)n);
        s->gen = 1;
    }
    return s->gen;
}

/* Components of the points for which in(q) is false; returns how many,
 * comp[] and csize[] filled, queue[] holds the points component by
 * component. */
static int components(const seichi_pos *p, scratch *s, const int *excluded_group,
                      int gid, int c)
{
    const seichi_graph *g = p->g;
    int nc = 0, qn = 0;
    for (int q = 0; q < p->n; q++) s->comp[q] = -1;
    for (int st = 0; st < p->n; st++) {
        int skip = excluded_group ? excluded_group[st] == gid : p->color[st] == c;
        if (skip || s->comp[st] >= 0) continue;
        int start = qn;
        s->comp[st] = nc;
        s->queue[qn++] = st;
        for (int i = start; i < qn; i++) {
            int q = s->queue[i];
            for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
                int a = g->adj[k];
                int ex = excluded_group ? excluded_group[a] == gid : p->color[a] == c;
                if (ex || s->comp[a] >= 0) continue;
                s->comp[a] = nc;
                s->queue[qn++] = a;
            }
        }
        s->csize[nc++] = qn - start;
    }
    return nc;
}

static int largest(const int *csize, int nc)
{
    int best = 0;
    for (int i = 0; i < nc; i++)
        if (csize[i] > best) best = csize[i];
    return best;
}

/* 1 pass-alive, 2 in another player's pass-alive territory, 0 else. */
static int benson_class(const seichi_pos *p, const life_result *r, int stone)
{
    int pa = r->pass_alive[stone];
    return pa == 0 ? 0 : pa == p->color[stone] ? 1 : 2;
}

static void build_groups(const seichi_pos *p, scratch *s, life_result *r)
{
    const seichi_graph *g = p->g;
    const int n = p->n;
    for (int q = 0; q < n; q++) s->parent[q] = q;
    for (int c = 1; c <= p->nplayers; c++) {
        int nc = components(p, s, NULL, 0, c);
        int big = largest(s->csize, nc);
        /* chains bordering the same enclosed component: join across
           points of the component through a representative per comp */
        for (int i = 0; i < nc; i++) s->order[i] = -1;
        for (int q = 0; q < n; q++) {
            if (p->color[q] == c || s->csize[s->comp[q]] == big) continue;
            int ci = s->comp[q];
            for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
                int a = g->adj[k];
                if (p->color[a] != c) continue;
                int h = uf_find(s->parent, p->head[a]);
                if (s->order[ci] < 0) s->order[ci] = h;
                else {
                    int o = uf_find(s->parent, s->order[ci]);
                    /* never mix pass-alive, pass-dead and other chains */
                    if (o != h && benson_class(p, r, p->head[a]) == benson_class(p, r, s->order[ci]))
                        s->parent[h] = o;
                }
            }
        }
    }
    r->ngroups = 0;
    for (int q = 0; q < n; q++) r->group_of[q] = -1;
    for (int q = 0; q < n; q++) {
        if (p->color[q] == SEICHI_EMPTY) continue;
        int root = uf_find(s->parent, p->head[q]);
        s->queue[q] = root;
    }
    for (int q = 0; q < n; q++) s->comp[q] = -1;
    for (int q = 0; q < n; q++) {
        if (p->color[q] == SEICHI_EMPTY) continue;
        int root = s->queue[q];
        if (s->comp[root] < 0) {
            life_group *gr = &r->groups[r->ngroups];
            memset(gr, 0, sizeof *gr);
            gr->color = p->color[q];
            gr->first = q;
            gr->vital = SEICHI_NONE;
            gr->pass_alive = 1;
            s->comp[root] = r->ngroups++;
        }
        int gi = s->comp[root];
        life_group *gr = &r->groups[gi];
        r->group_of[q] = gi;
        gr->stones++;
        if (p->head[q] == q) gr->nchains++;
        if (r->pass_alive[q] != gr->color) gr->pass_alive = 0;
        if (r->pass_alive[q] && r->pass_alive[q] != gr->color) gr->pass_dead = 1;
        if (r->unconditional[q] && r->unconditional[q] != gr->color) gr->uncond_dead = 1;
    }
    for (int q = 0; q < n; q++) {
        if (p->color[q] != SEICHI_EMPTY) continue;
        uint32_t gen = next_stamp(s, n);
        for (int k = g->adj_off[q]; k < g->adj_off[q + 1]; k++) {
            int gi = r->group_of[g->adj[k]];
            if (gi < 0 || s->stamp[gi] == gen) continue;
            s->stamp[gi] = gen;
            r->groups[gi].libs++;
        }
    }
}

/* Decides one group; candidates are the components of the board minus
 * the group, other than the largest. */
static void decide(const seichi_pos *p, scratch *s, life_result *r, int gi, eye_cache *cache)
{
    life_group *gr = &r->groups[gi];
    int nc = components(p, s, r->group_of, gi, 0);
    int big = largest(s->csize, nc);
    int counted = 0, uncertain = 0, points = 0, only = -1;
    /* queue holds points component by component, in order */
    int start = 0;
    for (int ci = 0; ci < nc; start += s->csize[ci], ci++) {
        if (s->csize[ci] == big) continue;
        const int *pts = s->queue + start;
        int viable = 0, unknown = 0;
        for (int i = 0; i < s->csize[ci]; i++) {
            int q = pts[i], og = r->group_of[q];
            if (og < 0 || p->color[q] == gr->color) continue;
            const life_group *e = &r->groups[og];
            if (e->pass_dead) continue;
            if (e->status == LIFE_ALIVE || e->status == LIFE_UNSETTLED) viable = 1;
            else if (e->status == LIFE_UNKNOWN) unknown = 1;
        }
        if (viable) continue;
        if (unknown) {
            uncertain++;
            continue;
        }
        counted++;
        points += s->csize[ci];
        only = start;
        for (int i = 0; i < s->csize[ci]; i++) r->eye_of[pts[i]] = gi;
    }
    gr->eyespaces = counted;
    gr->eye_points = points;
    if (gr->pass_alive) {
        gr->status = LIFE_ALIVE;
    } else if (gr->pass_dead || gr->uncond_dead) {
        gr->status = LIFE_DEAD;
    } else if (counted >= 2) {
        gr->status = LIFE_ALIVE;
    } else if (uncertain) {
        gr->status = LIFE_UNKNOWN;
    } else if (counted == 0) {
        gr->status = LIFE_DEAD;
    } else {
        eye_verdict v;
        eyespace_judge(p, s->queue + only, points, gr->color, cache, &v);
        gr->status = v.status;
        gr->eye_key = v.key;
        gr->vital = v.vital;
    }
    if (counted != 1) gr->eye_key = 0;
}

int life_analyse(const seichi_pos *p, int suicide, life_result *out)
{
    memset(out, 0, sizeof *out);
    if (!p) return SEICHI_ARG;
    const int n = p->n;
    out->n = n;
    out->groups = calloc((size_t)n + 1, sizeof *out->groups);
    out->group_of = malloc(sizeof(int) * (size_t)n + 1);
    out->eye_of = malloc(sizeof(int) * (size_t)n + 1);
    out->pass_alive = malloc((size_t)n + 1);
    out->unconditional = malloc((size_t)n + 1);
    scratch s;
    memset(&s, 0, sizeof s);
    int *ints = malloc(sizeof(int) * ((size_t)n * 6 + 6));
    s.stamp = calloc((size_t)n + 1, sizeof(uint32_t));
    eye_cache *cache = eye_cache_new();
    if (!out->groups || !out->group_of || !out->eye_of || !out->pass_alive || !out->unconditional || !ints ||
        !s.stamp || !cache) {
        free(ints);
        free(s.stamp);
        eye_cache_free(cache);
        life_result_free(out);
        return SEICHI_NOMEM;
    }
    s.parent = ints;
    s.comp = ints + n;
    s.queue = ints + 2 * n;
    s.csize = ints + 3 * n;
    s.order = ints + 4 * n;
    s.total = ints + 5 * n;
    int rc = seichi_pass_alive(p, suicide, out->pass_alive);
    if (rc == SEICHI_OK) rc = uncond_run(p, suicide, out->pass_alive, out->unconditional);
    if (rc == SEICHI_OK) {
        build_groups(p, &s, out);
        for (int q = 0; q < n; q++) out->eye_of[q] = -1;
        /* candidate totals, then insertion order by total (stable) */
        for (int gi = 0; gi < out->ngroups; gi++) {
            int nc = components(p, &s, out->group_of, gi, 0);
            int big = largest(s.csize, nc), t = 0;
            for (int ci = 0; ci < nc; ci++)
                if (s.csize[ci] != big) t += s.csize[ci];
            s.total[gi] = t;
        }
        int ng = out->ngroups;
        int *order = s.order;
        for (int i = 0; i < ng; i++) {
            int j = i;
            while (j > 0 && s.total[order[j - 1]] > s.total[i]) {
                order[j] = order[j - 1];
                j--;
            }
            order[j] = i;
        }
        /* totals no longer needed past sorting; decide() reuses total[] */
        int *sorted = malloc(sizeof(int) * (size_t)(ng + 1));
        if (!sorted) rc = SEICHI_NOMEM;
        else {
            memcpy(sorted, order, sizeof(int) * (size_t)ng);
            for (int i = 0; i < ng; i++) decide(p, &s, out, sorted[i], cache);
            free(sorted);
        }
    }
    free(ints);
    free(s.stamp);
    eye_cache_free(cache);
    if (rc) life_result_free(out);
    return rc;
}

int seichi_life_analyse(const seichi_pos *p, int suicide, int8_t *status)
{
    if (!p || !status) return SEICHI_ARG;
    life_result r;
    int rc = life_analyse(p, suicide, &r);
    if (rc) return rc;
    for (int q = 0; q < p->n; q++)
        status[q] = (int8_t)(r.group_of[q] < 0 ? -1 : r.groups[r.group_of[q]].status);
    life_result_free(&r);
    return SEICHI_OK;
}

static void json_point(sbuf *b, const seichi_pos *p, int pt)
{
    char name[32];
    if (pt < 0) {
        sbuf_puts(b, "null");
        return;
    }
    sbuf_json_str(b, seichi_graph_point_name(p->g, pt, name, sizeof name));
}

static char owner_char(int c)
{
    return c == 0 ? '.' : c == 1 ? 'B' : c == 2 ? 'W' : (char)('0' + c);
}

void life_json(const seichi_pos *p, const life_result *r, sbuf *b)
{
    sbuf_puts(b, "{\"points\":");
    sbuf_json_num(b, r->n);
    sbuf_puts(b, ",\"width\":");
    sbuf_json_num(b, p->g->width);
    sbuf_puts(b, ",\"height\":");
    sbuf_json_num(b, p->g->height);
    sbuf_puts(b, ",\"groups\":[");
    for (int gi = 0; gi < r->ngroups; gi++) {
        const life_group *g = &r->groups[gi];
        char key[24];
        snprintf(key, sizeof key, "%016llx", (unsigned long long)g->eye_key);
        sbuf_printf(b, "%s{\"id\":%d,\"color\":", gi ? "," : "", gi);
        char col[2] = {owner_char(g->color), 0};
        sbuf_json_str(b, col);
        sbuf_puts(b, ",\"status\":");
        sbuf_json_str(b, life_status_name(g->status));
        sbuf_printf(b, ",\"pass_alive\":%s,\"pass_dead\":%s,\"unconditional_dead\":%s,\"chains\":%d,\"stones\":%d,\"libs\":%d,"
                       "\"eyespaces\":%d,\"eye_points\":%d,\"eye_key\":",
                    g->pass_alive ? "true" : "false", g->pass_dead ? "true" : "false",
                    g->uncond_dead ? "true" : "false", g->nchains,
                    g->stones, g->libs, g->eyespaces, g->eye_points);
        if (g->eye_key) sbuf_json_str(b, key);
        else sbuf_puts(b, "null");
        sbuf_puts(b, ",\"vital\":");
        json_point(b, p, g->vital == SEICHI_NONE ? -1 : g->vital);
        sbuf_puts(b, ",\"first\":");
        json_point(b, p, g->first);
        sbuf_puts(b, ",\"points_list\":[");
        int first = 1;
        for (int q = 0; q < r->n; q++) {
            if (r->group_of[q] != gi) continue;
            if (!first) sbuf_puts(b, ",");
            first = 0;
            json_point(b, p, q);
        }
        sbuf_puts(b, "]}");
    }
    sbuf_puts(b, "],\"pass_alive\":\"");
    for (int q = 0; q < r->n; q++) {
        char c = owner_char(r->pass_alive[q]);
        sbuf_add(b, &c, 1);
    }
    sbuf_puts(b, "\",\"unconditional\":\"");
    for (int q = 0; q < r->n; q++) {
        char c = owner_char(r->unconditional[q]);
        sbuf_add(b, &c, 1);
    }
    sbuf_puts(b, "\"}\n");
}

int seichi_life_json(const seichi_pos *p, int suicide, char **out, size_t *len)
{
    if (!p || !out) return SEICHI_ARG;
    life_result r;
    int rc = life_analyse(p, suicide, &r);
    if (rc) return rc;
    sbuf b;
    sbuf_init(&b);
    life_json(p, &r, &b);
    life_result_free(&r);
    if (b.failed) {
        sbuf_free(&b);
        return SEICHI_NOMEM;
    }
    *out = sbuf_take(&b, len);
    return SEICHI_OK;
}
