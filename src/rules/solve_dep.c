/*
 * solve_dep.c - conditions on anchor sets and the table of results that
 * hold under them, for the Kee solver (solve.c).
 *
 * The solver proves "Black's margin is at least t" for a state; the proof
 * looks at the anchors (the encounters a refreshing pass may repeat, rule
 * 12(b)) only where a refreshing pass is among the plays it answers or
 * chooses.  solve.c records, for each such situation, which statuses of
 * its anchor keep the proof valid (docs/RULES.md gives the argument); the
 * result then holds for every state equal but for anchors meeting those
 * conditions.  This file holds the conditions (sorted lists of dep_item),
 * their conjunction and test, and the table that finds a stored result
 * whose conditions a new state meets.  Nothing here knows the rules.
 */
#include "rules/solve_dep.h"

#include <stdlib.h>
#include <string.h>

static int clamp_bound(int v)
{
    return v < -DEP_INF ? -DEP_INF : v > DEP_INF ? DEP_INF : v;
}

dep_item dep_make(uint64_t sit, int absent_ok, int lo, int hi)
{
    lo = clamp_bound(lo), hi = clamp_bound(hi);
    return (sit & DEP_SIT_MASK) | (uint64_t)(absent_ok != 0) << 34 | (uint64_t)(lo + 128) << 40 |
           (uint64_t)(hi + 128) << 48;
}

dep_item dep_shift(dep_item d, int delta)
{
    int lo = dep_lo(d), hi = dep_hi(d);
    if (lo > hi) return d; /* no anchor allowed: stays so */
    /* r at the parent is r at the child minus delta; keep the unbounded
     * ends unbounded and the bounded ones inside them */
    if (lo != -DEP_INF) lo = lo - delta <= -DEP_INF ? -DEP_INF + 1 : lo - delta;
    if (hi != DEP_INF) hi = hi - delta >= DEP_INF ? DEP_INF - 1 : hi - delta;
    return dep_make(dep_sit(d), dep_absent_ok(d), lo, hi);
}

static int cmp_sit(const void *a, const void *b)
{
    uint64_t x = dep_sit(*(const dep_item *)a), y = dep_sit(*(const dep_item *)b);
    return (x > y) - (x < y);
}

void dep_sort(dep_item *v, int n)
{
    if (n > 24) {
        qsort(v, (size_t)n, sizeof *v, cmp_sit);
        return;
    }
    for (int i = 1; i < n; i++) {
        dep_item x = v[i];
        int j = i;
        for (; j > 0 && dep_sit(v[j - 1]) > dep_sit(x); j--) v[j] = v[j - 1];
        v[j] = x;
    }
}

int dep_and(dep_item *acc, int *nacc, int cap, const dep_item *add, int nadd)
{
    /* merge from the back so acc can be rewritten in place */
    int na = *nacc, total = na, extra = 0;
    for (int i = 0, j = 0; j < nadd; j++) {
        while (i < na && dep_sit(acc[i]) < dep_sit(add[j])) i++;
        if (i == na || dep_sit(acc[i]) != dep_sit(add[j])) extra++;
    }
    total += extra;
    if (total > cap) return -1;
    int i = na - 1, j = nadd - 1, k = total - 1;
    while (j >= 0) {
        if (i >= 0 && dep_sit(acc[i]) > dep_sit(add[j])) {
            acc[k--] = acc[i--];
        } else if (i >= 0 && dep_sit(acc[i]) == dep_sit(add[j])) {
            dep_item a = acc[i--], b = add[j--];
            int lo = dep_lo(a) > dep_lo(b) ? dep_lo(a) : dep_lo(b);
            int hi = dep_hi(a) < dep_hi(b) ? dep_hi(a) : dep_hi(b);
            if (lo > hi) lo = 1, hi = 0;
            acc[k--] = dep_make(dep_sit(a), dep_absent_ok(a) && dep_absent_ok(b), lo, hi);
        } else {
            acc[k--] = add[j--];
        }
    }
    *nacc = total;
    return 0;
}

int dep_holds(const dep_item *cond, int ncond, const dep_item *anchors, int nanchors)
{
    int j = 0;
    for (int i = 0; i < ncond; i++) {
        uint64_t s = dep_sit(cond[i]);
        while (j < nanchors && dep_sit(anchors[j]) < s) j++;
        if (j < nanchors && dep_sit(anchors[j]) == s) {
            int r = dep_lo(anchors[j]);
            if (r < dep_lo(cond[i]) || r > dep_hi(cond[i])) return 0;
        } else if (!dep_absent_ok(cond[i])) {
            return 0;
        }
    }
    return 1;
}

int dep_table_init(dep_table *t, size_t buckets, size_t pool_items)
{
    memset(t, 0, sizeof *t);
    t->e = calloc(buckets * DEP_BUCKET, sizeof *t->e);
    t->pool = malloc(pool_items * sizeof *t->pool);
    if (!t->e || !t->pool) {
        dep_table_free(t);
        return -1;
    }
    t->mask = buckets - 1;
    t->cap = pool_items;
    return 0;
}

void dep_table_free(dep_table *t)
{
    free(t->e);
    free(t->pool);
    t->e = NULL, t->pool = NULL;
}

int dep_table_has(const dep_table *t, uint64_t k1, uint64_t k2)
{
    size_t b = ((size_t)k1 & t->mask) * DEP_BUCKET;
    for (size_t i = b; i < b + DEP_BUCKET; i++)
        if (t->e[i].used && t->e[i].k1 == k1 && t->e[i].k2 == k2) return 1;
    return 0;
}

long dep_table_find(dep_table *t, uint64_t k1, uint64_t k2, const dep_item *anchors, int nanchors,
                    int *yes)
{
    size_t b = ((size_t)k1 & t->mask) * DEP_BUCKET;
    for (size_t i = b; i < b + DEP_BUCKET; i++) {
        const dep_entry *e = &t->e[i];
        if (!e->used || e->k1 != k1 || e->k2 != k2) continue;
        if (!dep_holds(t->pool + e->off, (int)e->len, anchors, nanchors)) continue;
        *yes = e->yes;
        t->found++;
        return (long)i;
    }
    return -1;
}

long dep_table_put(dep_table *t, uint64_t k1, uint64_t k2, int yes, const dep_item *cond, int n)
{
    if ((size_t)n > t->cap) return -1;
    if (t->npool + (size_t)n > t->cap) {
        memset(t->e, 0, (t->mask + 1) * DEP_BUCKET * sizeof *t->e);
        t->npool = 0;
        t->resets++;
    }
    size_t b = ((size_t)k1 & t->mask) * DEP_BUCKET;
    dep_entry *e = NULL;
    for (size_t i = b; i < b + DEP_BUCKET && !e; i++)
        if (!t->e[i].used) e = &t->e[i];
    if (!e) {
        e = &t->e[b];
        for (size_t i = b + 1; i < b + DEP_BUCKET; i++)
            if (t->e[i].stamp < e->stamp) e = &t->e[i];
    }
    memcpy(t->pool + t->npool, cond, (size_t)n * sizeof *cond);
    *e = (dep_entry){k1, k2, (uint32_t)t->npool, (uint32_t)n, ++t->stamp, (uint8_t)(yes != 0), 1};
    t->npool += (size_t)n;
    t->stored++;
    return (long)(e - t->e);
}

const dep_item *dep_table_cond(const dep_table *t, long idx, uint64_t k1, uint64_t k2, int yes,
                               int *n)
{
    if (idx < 0 || (size_t)idx > t->mask * DEP_BUCKET + DEP_BUCKET - 1) return NULL;
    const dep_entry *e = &t->e[idx];
    if (!e->used || e->k1 != k1 || e->k2 != k2 || e->yes != (yes != 0)) return NULL;
    *n = (int)e->len;
    return t->pool + e->off;
}
