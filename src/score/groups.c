/*
 * groups.c - the groups of a scored position, as a player points at them
 * (seichi_result_group; the "groups" of the JSON with explain).
 *
 * A player marking dead stones thinks in groups, not chains: the stones
 * that live or die together.  The automatic analysis already joins chains
 * into such groups while it counts eyes (analysis/dead_enclose_groups.c:
 * living chains joined through a shared eye region, two shared liberties or
 * a cutting point the cutter cannot hold; dead chains of one colour in one
 * area of the other).  When the dead stones were given, no analysis ran and
 * each chain starts alone.  Then the result joins the chains of one colour
 * that stand in one seki (a connected set of seki stones and seki eyes):
 * they share their liberties, so they live or die together.  Stones marked
 * dead that the count keeps inside a seki eye are left out of that join
 * (a throw-in is no partner of the group it was thrown against).
 *
 * Every group is named by its lowest point, so the names are stable and
 * each stone's group is one integer.
 */
#include <stdlib.h>
#include <string.h>

#include "position/position.h"
#include "score/score_int.h"
#include "topology/graph.h"
#include "util/sbuf.h"

static int uf_find(int *uf, int x)
{
    while (uf[x] != x) {
        uf[x] = uf[uf[x]];
        x = uf[x];
    }
    return x;
}

/* the root of a set is its lowest point */
static void uf_unite(int *uf, int a, int b)
{
    a = uf_find(uf, a);
    b = uf_find(uf, b);
    if (a != b) uf[a < b ? b : a] = a < b ? a : b;
}

static int in_seki(const seichi_result *r, int x)
{
    return r->reason[x] == SEICHI_PT_SEKI_STONE || r->reason[x] == SEICHI_PT_SEKI_EYE;
}

int score_groups(seichi_result *r, const seichi_pos *p, const uint8_t *dead, const int *analysis)
{
    int n = p->n;
    int *group = malloc(3 * (size_t)n * sizeof *group + (size_t)n + 1);
    if (!group) return SEICHI_NOMEM;
    int *uf = group + n, *stack = uf + n;
    for (int x = 0; x < n; x++) uf[x] = x;
    for (int x = 0; x < n; x++) {
        if (!p->color[x]) continue;
        uf_unite(uf, x, p->head[x]);
        int a = analysis ? analysis[x] : -1;
        if (a >= 0 && a < n && p->color[a] == p->color[x]) uf_unite(uf, x, a);
    }
    /* seki partners: flood each seki; join its living stones by colour */
    memset(group, 0, (size_t)n * sizeof *group);
    for (int x = 0; x < n; x++) {
        if (!in_seki(r, x) || group[x]) continue;
        int first[SEICHI_MAX_PLAYERS + 1], sp = 0;
        for (int c = 0; c <= SEICHI_MAX_PLAYERS; c++) first[c] = -1;
        stack[sp++] = x;
        group[x] = 1;
        while (sp) {
            int y = stack[--sp], c = p->color[y];
            if (c && !(dead && dead[y])) {
                if (first[c] < 0) first[c] = y;
                else uf_unite(uf, first[c], y);
            }
            const int *q = r->g->adj + r->g->adj_off[y], *end = r->g->adj + r->g->adj_off[y + 1];
            for (; q < end; q++)
                if (in_seki(r, *q) && !group[*q]) group[*q] = 1, stack[sp++] = *q;
        }
    }
    for (int x = 0; x < n; x++) group[x] = p->color[x] ? uf_find(uf, x) : -1;
    /* the stones' colours after the groups (the JSON names them) */
    uint8_t *colour = (uint8_t *)(group + n);
    memcpy(colour, p->color, (size_t)n);
    int *keep = realloc(group, (size_t)n * (sizeof *group + 1) + 1);
    free(r->group);
    r->group = keep ? keep : group;
    return SEICHI_OK;
}

int seichi_result_group(const seichi_result *r, int pt)
{
    if (!r || !r->group || pt < 0 || pt >= r->n) return -1;
    return r->group[pt];
}

/* ,"groups":[{"name":..,"color":..,"status":..,"stones":[..]},...] in
 * the order of their names (lowest points). */
void score_groups_json(sbuf *b, const seichi_result *r)
{
    static const char *const colours[] = {"none", "black", "white", "player3", "player4",
                                          "player5", "player6", "player7", "player8"};
    char name[24];
    if (!r->group) return;
    const uint8_t *colour = (const uint8_t *)(r->group + r->n);
    sbuf_puts(b, ",\"groups\":[");
    for (int x = 0, first = 1; x < r->n; x++) {
        if (r->group[x] != x) continue;
        int stones = 0, ndead = 0, seki = 0, c = colour[x];
        for (int y = x; y < r->n; y++) {
            if (r->group[y] != x) continue;
            stones++;
            ndead += r->reason[y] == SEICHI_PT_DEAD;
            seki |= r->reason[y] == SEICHI_PT_SEKI_STONE;
        }
        const char *status = seki ? "seki" : ndead == stones ? "dead" : ndead ? "partly dead" : "alive";
        sbuf_puts(b, first ? "{\"name\":" : ",{\"name\":");
        first = 0;
        sbuf_json_str(b, seichi_graph_point_name(r->g, x, name, sizeof name));
        sbuf_printf(b, ",\"color\":\"%s\",\"status\":\"%s\",\"stones\":[",
                    c <= SEICHI_MAX_PLAYERS ? colours[c] : "none", status);
        for (int y = x, k = 0; y < r->n; y++) {
            if (r->group[y] != x) continue;
            sbuf_puts(b, k++ ? "," : "");
            sbuf_json_str(b, seichi_graph_point_name(r->g, y, name, sizeof name));
        }
        sbuf_puts(b, "]}");
    }
    sbuf_puts(b, "]");
}
