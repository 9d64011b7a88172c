/*
 * graph.c - the board as an immutable graph.
 *
 * Go is played on a graph: points, and an adjacency relation between them.
 * The usual board is the W x H grid (SGF allows 1..52 on each side), but Kee
 * rules (seed 001) and Benson's definition (seed 002, the "wormhole" board)
 * are stated for any graph, so topology knows both: grids, made by
 * seichi_graph_new_grid(), and graphs read from a small text format
 * (docs/GRAPH_FORMAT.md), which can also generate tori.
 *
 * A graph is built once and never changes, so any number of positions and
 * threads share it; an atomic reference count decides when it is freed.
 * The Zobrist keys live here, drawn from a fixed-seed splitmix64 stream, so
 * that hashes are the same on every run and every machine.
 *
 * Edge kind on a general graph: a point with the graph's largest degree is
 * "centre"; a point with the smallest degree, at least two below the
 * largest, is a "corner"; every other point is on an "edge".  This matches
 * the grid (4 / 3 / 2) and the hexagonal board (6 / 4 / 3), which is what
 * the eyespace labels of seed 004 need.
 */
#include "topology/graph.h"
#include "util/text.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t splitmix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static seichi_graph *graph_alloc(int n, int nadj, int ndiag)
{
    seichi_graph *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    atomic_init(&g->refs, 1);
    g->n = n;
    g->adj_off = calloc((size_t)n + 1, sizeof(int));
    g->adj = malloc(((size_t)nadj + 1) * sizeof(int));
    g->diag_off = calloc((size_t)n + 1, sizeof(int));
    g->diag = malloc(((size_t)ndiag + 1) * sizeof(int));
    g->x = malloc((size_t)n * sizeof(int));
    g->y = malloc((size_t)n * sizeof(int));
    g->edge = calloc((size_t)n, 1);
    g->zobrist = calloc((size_t)n * (SEICHI_MAX_PLAYERS + 1), sizeof(uint64_t));
    if (!g->adj_off || !g->adj || !g->diag_off || !g->diag || !g->x || !g->y ||
        !g->edge || !g->zobrist) {
        seichi_graph_release(g);
        return NULL;
    }
    for (int c = 0; c <= SEICHI_MAX_PLAYERS; c++) g->zrow[c] = g->zobrist + (size_t)c * (size_t)n;
    uint64_t seed = 0x5E1C41ull;
    for (int p = 0; p < n; p++) {
        g->x[p] = g->y[p] = -1;
        for (int c = 1; c <= SEICHI_MAX_PLAYERS; c++)
            g->zobrist[(size_t)c * (size_t)n + (size_t)p] = splitmix64(&seed);
    }
    return g;
}

seichi_graph *seichi_graph_new_grid(int w, int h)
{
    if (w < 1 || h < 1 || w > SEICHI_MAX_SIDE || h > SEICHI_MAX_SIDE)
        return NULL;
    int n = w * h;
    seichi_graph *g = graph_alloc(n, 4 * n, 4 * n);
    if (!g) return NULL;
    g->width = w;
    g->height = h;
    static const int dx[4] = {0, -1, 1, 0}, dy[4] = {-1, 0, 0, 1};
    static const int ddx[4] = {-1, 1, -1, 1}, ddy[4] = {-1, -1, 1, 1};
    int k = 0, kd = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int p = y * w + x;
            g->x[p] = x;
            g->y[p] = y;
            g->adj_off[p] = k;
            g->diag_off[p] = kd;
            for (int d = 0; d < 4; d++) {
                int nx = x + dx[d], ny = y + dy[d];
                if (nx >= 0 && nx < w && ny >= 0 && ny < h) g->adj[k++] = ny * w + nx;
                nx = x + ddx[d], ny = y + ddy[d];
                if (nx >= 0 && nx < w && ny >= 0 && ny < h) g->diag[kd++] = ny * w + nx;
            }
            int sides = (x == 0 || x == w - 1) + (y == 0 || y == h - 1);
            g->edge[p] = (uint8_t)(sides >= 2 ? SEICHI_CORNER : sides);
        }
    g->adj_off[n] = k;
    g->diag_off[n] = kd;
    g->max_degree = n == 1 ? 0 : 4;
    if (w == 1 || h == 1) g->max_degree = n <= 2 ? n - 1 : 2;
    return g;
}

const seichi_graph *seichi_graph_retain(const seichi_graph *cg)
{
    seichi_graph *g = (seichi_graph *)cg;
    if (g) atomic_fetch_add_explicit(&g->refs, 1, memory_order_relaxed);
    return cg;
}

void seichi_graph_release(const seichi_graph *cg)
{
    seichi_graph *g = (seichi_graph *)cg;
    if (!g || atomic_fetch_sub_explicit(&g->refs, 1, memory_order_acq_rel) != 1)
        return;
    if (g->names)
        for (int p = 0; p < g->n; p++) free(g->names[p]);
    free(g->names);
    free(g->name_index);
    free(g->adj_off);
    free(g->adj);
    free(g->diag_off);
    free(g->diag);
    free(g->x);
    free(g->y);
    free(g->edge);
    free(g->zobrist);
    free(g);
}

int seichi_graph_points(const seichi_graph *g) { return g->n; }
int seichi_graph_width(const seichi_graph *g) { return g->width; }
int seichi_graph_height(const seichi_graph *g) { return g->height; }

int seichi_graph_degree(const seichi_graph *g, int p)
{
    return g->adj_off[p + 1] - g->adj_off[p];
}

const int *seichi_graph_neighbors(const seichi_graph *g, int p)
{
    return g->adj + g->adj_off[p];
}

int seichi_graph_diagonal_count(const seichi_graph *g, int p)
{
    return g->diag_off[p + 1] - g->diag_off[p];
}

const int *seichi_graph_diagonals(const seichi_graph *g, int p)
{
    return g->diag + g->diag_off[p];
}

int seichi_graph_edge_kind(const seichi_graph *g, int p) { return g->edge[p]; }

int seichi_graph_point_at(const seichi_graph *g, int x, int y)
{
    if (!g->width || x < 0 || y < 0 || x >= g->width || y >= g->height)
        return SEICHI_NONE;
    return y * g->width + x;
}

void seichi_graph_xy(const seichi_graph *g, int p, int *x, int *y)
{
    int px = -1, py = -1;
    if (p >= 0 && p < g->n) px = g->x[p], py = g->y[p];
    if (x) *x = px;
    if (y) *y = py;
}

/* GTP column letters: A..Z without I, then AA, AB, ... (also without I). */
static void column_name(int x, char *out)
{
    static const char letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    if (x < 25) {
        out[0] = letters[x];
        out[1] = 0;
    } else {
        x -= 25;
        out[0] = letters[x / 25];
        out[1] = letters[x % 25];
        out[2] = 0;
    }
}

char *seichi_graph_point_name(const seichi_graph *g, int p, char *buf,
                              size_t len)
{
    if (!len) return buf;
    if (p == SEICHI_PASS) {
        snprintf(buf, len, "pass");
    } else if (p < 0 || p >= g->n) {
        snprintf(buf, len, "?");
    } else if (g->names && g->names[p]) {
        snprintf(buf, len, "%s", g->names[p]);
    } else if (g->width) {
        char col[4];
        column_name(g->x[p], col);
        snprintf(buf, len, "%s%d", col, g->height - g->y[p]);
    } else {
        snprintf(buf, len, "%d", p);
    }
    return buf;
}

static int column_index(const char *s, int nletters)
{
    static const char letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    int v[2];
    for (int i = 0; i < nletters; i++) {
        const char *at = strchr(letters, toupper((unsigned char)s[i]));
        if (!at || !*at) return -1;
        v[i] = (int)(at - letters);
    }
    return nletters == 1 ? v[0] : 25 + v[0] * 25 + v[1];
}

int seichi_graph_find_point(const seichi_graph *g, const char *name)
{
    if (!name) return SEICHI_NONE;
    size_t len = strlen(name);
    if (len == 4 && strncasecmp_ascii(name, "pass") == 0) return SEICHI_PASS;
    if (g->width) {
        size_t nl = 0;
        while (nl < len && isalpha((unsigned char)name[nl])) nl++;
        if (nl < 1 || nl > 2 || nl == len || len - nl > 2) return SEICHI_NONE;
        for (size_t i = nl; i < len; i++)
            if (!isdigit((unsigned char)name[i])) return SEICHI_NONE;
        int x = column_index(name, (int)nl);
        int row = atoi(name + nl);
        if (x < 0 || x >= g->width || row < 1 || row > g->height) return SEICHI_NONE;
        return (g->height - row) * g->width + x;
    }
    for (int lo = 0, hi = g->nnamed; lo < hi;) {
        int mid = lo + (hi - lo) / 2, c = strcmp(name, g->name_index[mid].s);
        if (c == 0) return g->name_index[mid].p;
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    char *end;
    errno = 0;
    long v = strtol(name, &end, 10);
    if (*name && !*end && !errno && v >= 0 && v < g->n) return (int)v;
    return SEICHI_NONE;
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(((const struct graph_name *)a)->s, ((const struct graph_name *)b)->s);
}

/* The index seichi_graph_find_point searches: 0, or -1 out of memory. */
static int index_names(seichi_graph *g)
{
    if (!g->names) return 0;
    g->name_index = malloc(((size_t)g->n + 1) * sizeof *g->name_index);
    if (!g->name_index) return -1;
    for (int p = 0; p < g->n; p++)
        if (g->names[p]) g->name_index[g->nnamed++] = (struct graph_name){g->names[p], p};
    qsort(g->name_index, (size_t)g->nnamed, sizeof *g->name_index, cmp_name);
    return 0;
}

seichi_graph *graph_from_edges(int n, const int *ea, const int *eb, int ne,
                               char **names, const int *xs, const int *ys)
{
    int *deg = calloc((size_t)n + 1, sizeof(int));
    seichi_graph *g = deg ? graph_alloc(n, 2 * ne, 0) : NULL;
    if (!g) {
        free(deg);
        if (names)
            for (int p = 0; p < n; p++) free(names[p]);
        free(names);
        return NULL;
    }
    g->names = names;
    if (index_names(g)) {
        free(deg);
        seichi_graph_release(g);
        return NULL;
    }
    for (int e = 0; e < ne; e++) deg[ea[e]]++, deg[eb[e]]++;
    for (int p = 0; p < n; p++) g->adj_off[p + 1] = g->adj_off[p] + deg[p];
    memcpy(deg, g->adj_off, sizeof(int) * (size_t)n);
    for (int e = 0; e < ne; e++) {
        g->adj[deg[ea[e]]++] = eb[e];
        g->adj[deg[eb[e]]++] = ea[e];
    }
    /* Sort each list and drop repeated edges, compacting in place. */
    int k = 0;
    for (int p = 0; p < n; p++) {
        int lo = g->adj_off[p], hi = g->adj_off[p + 1];
        qsort(g->adj + lo, (size_t)(hi - lo), sizeof(int), cmp_int);
        g->adj_off[p] = k;
        for (int i = lo; i < hi; i++)
            if (i == lo || g->adj[i] != g->adj[i - 1]) g->adj[k++] = g->adj[i];
    }
    g->adj_off[n] = k;
    for (int p = 0; p < n; p++) {
        int d = g->adj_off[p + 1] - g->adj_off[p];
        if (d > g->max_degree) g->max_degree = d;
        if (xs) g->x[p] = xs[p], g->y[p] = ys[p];
    }
    int min_degree = g->max_degree;
    for (int p = 0; p < n; p++)
        if (g->adj_off[p + 1] - g->adj_off[p] < min_degree) min_degree = g->adj_off[p + 1] - g->adj_off[p];
    for (int p = 0; p < n; p++) {
        int d = g->adj_off[p + 1] - g->adj_off[p];
        g->edge[p] = (uint8_t)(d == g->max_degree                           ? SEICHI_CENTRE
                               : d == min_degree && g->max_degree - d >= 2 ? SEICHI_CORNER
                                                                           : SEICHI_EDGE);
    }
    free(deg);
    return g;
}
