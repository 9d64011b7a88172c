/*
 * canonical.c - the frame a grid position is scored in, chosen from the
 * position alone.
 *
 * A score may depend only on what a position is: its colours, prisoners,
 * player to move and ko point.  The dead-stone analysis and the seki
 * reading walk points in index order and keep the first of equals in
 * places (which chain of a race is looked at first, which region a flood
 * reaches first, which chain heads a group), and the chains' heads and
 * stone cycles depend on the order in which the stones were played.  So
 * the same position turned a quarter, mirrored, or set up stone by stone
 * instead of replayed could be scored differently (36 of the 4,745 corpus
 * games changed their margin with the board's orientation).
 *
 * On a rectangular grid seichi therefore scores the canonical image of
 * the position: of the 8 symmetries of the board (a W x H board turned a
 * quarter is H x W), the one whose image is least, comparing first the
 * image's width, then which points are occupied in reading order, then
 * which stones have the colour of the first stone, then the colours, then
 * the stones marked dead (the marked scorer's input), then the ko point.
 * The first keys are blind to colour, so that the
 * colour-swapped position (komi and prisoners swapped) is read in the same
 * frame, where an analysis that treats both colours alike gives the
 * colour-swapped answer.  The image is built from its colours alone (chains rebuilt in
 * the frame's own order), so how the position was reached cannot matter
 * either.  The result is mapped back point by point; under --explain the
 * frame's graph names its points by their original coordinates, so the
 * explanation speaks of the board the user sees.
 *
 * This makes the answer a function of the position's class by
 * construction.  It does not make an ambiguous static judgement right: a
 * position symmetric in itself (say a mirror-symmetric race) can still get
 * an asymmetric answer, the same in every orientation.  Reading such
 * decisions instead of judging them is the way to remove those.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ctype.h>

#include "position/position.h"
#include "score/score_int.h"
#include "topology/graph.h"

/* The original point of the image point (x, y) of a w x h board under
 * symmetry s: flip x (bit 0), flip y (bit 1), then transpose (bit 2). */
static int preimage(const seichi_graph *g, int s, int x, int y)
{
    if (s & 4) {
        int t = x;
        x = y;
        y = t;
    }
    if (s & 2) y = g->height - 1 - y;
    if (s & 1) x = g->width - 1 - x;
    return y * g->width + x;
}

static int image_width(const seichi_graph *g, int s) { return s & 4 ? g->height : g->width; }

/* <0, 0, >0 as the image of p under a is less than, equal to or greater
 * than its image under b: width, occupancy, colours relative to the first
 * stone (the same for the colour-swapped position), colours, the stones
 * marked dead (when given), ko. */
static int compare_images(const seichi_pos *p, const uint8_t *dead, int a, int b)
{
    const seichi_graph *g = p->g;
    int wa = image_width(g, a), wb = image_width(g, b);
    if (wa != wb) return wa > wb ? -1 : 1;
    /* reading order of the images: the preimages step by xa, xb along a
       row (preimage() is linear in x and y) */
    int n = p->n, h = n / wa, relative = 0, absolute = 0, fa = 0, fb = 0;
    const int xa = preimage(g, a, 1, 0) - preimage(g, a, 0, 0), xb = preimage(g, b, 1, 0) - preimage(g, b, 0, 0);
    const uint8_t *color = p->color;
    for (int y = 0; y < h; y++)
        for (int x = 0, pa = preimage(g, a, 0, y), pb = preimage(g, b, 0, y); x < wa; x++, pa += xa, pb += xb) {
            int ca = color[pa], cb = color[pb];
            if (!ca != !cb) return ca ? -1 : 1;
            if (!ca) continue;
            if (!fa) fa = ca, fb = cb;
            int ra = ca != fa, rb = cb != fb;
            if (!relative && ra != rb) relative = ra < rb ? -1 : 1;
            if (!absolute && ca != cb) absolute = ca < cb ? -1 : 1;
        }
    if (relative) return relative;
    if (absolute) return absolute;
    for (int y = 0; dead && y < h; y++)
        for (int x = 0, pa = preimage(g, a, 0, y), pb = preimage(g, b, 0, y); x < wa; x++, pa += xa, pb += xb) {
            int da = !!dead[pa], db = !!dead[pb];
            if (da != db) return da ? -1 : 1;
        }
    if (p->ko < 0) return 0;
    int ka = -1, kb = -1;
    for (int i = 0; i < n && (ka < 0 || kb < 0); i++) {
        if (preimage(g, a, i % wa, i / wa) == p->ko) ka = i;
        if (preimage(g, b, i % wb, i / wb) == p->ko) kb = i;
    }
    return ka - kb;
}

int score_canonical_symmetry(const seichi_pos *p, const uint8_t *dead)
{
    const seichi_graph *g = p->g;
    if (g->width <= 0 || g->height <= 0 || g->width * g->height != p->n) return -1;
    int best = 0;
    for (int s = 1; s < 8; s++)
        if (compare_images(p, dead, s, best) < 0) best = s;
    return best;
}

/* A grid of the image's size whose points are named by the coordinates of
 * their preimages (for explanations), or the plain grid. */
static seichi_graph *frame_graph(const seichi_pos *p, int s, int named)
{
    const seichi_graph *g = p->g;
    int w = image_width(g, s), h = s & 4 ? g->width : g->height;
    if (!named && w == g->width) return (seichi_graph *)seichi_graph_retain(g);
    seichi_graph *f = seichi_graph_new_grid(w, h);
    if (!f || !named) return f;
    f->names = calloc((size_t)p->n, sizeof *f->names);
    if (!f->names) {
        seichi_graph_release(f);
        return NULL;
    }
    for (int i = 0; i < p->n; i++) {
        char name[16];
        seichi_graph_point_name(g, preimage(g, s, i % w, i / w), name, sizeof name);
        if (!(f->names[i] = malloc(strlen(name) + 1))) {
            seichi_graph_release(f);
            return NULL;
        }
        strcpy(f->names[i], name);
    }
    return f;
}

seichi_pos *score_canonical_image(const seichi_pos *p, int s, int named, int *tr)
{
    seichi_graph *f = frame_graph(p, s, named);
    if (!f) return NULL;
    seichi_pos *q = seichi_pos_new(f, p->nplayers);
    seichi_graph_release(f);
    if (!q) return NULL;
    int w = q->g->width, h = q->g->height; /* q holds the frame graph */
    /* the preimage of (x, y) is a linear function of x and y; the
       colours in locals (byte stores may alias p and q) */
    const int x1 = preimage(p->g, s, 1, 0) - preimage(p->g, s, 0, 0);
    const uint8_t *from = p->color;
    uint8_t *to = q->color;
    for (int y = 0, i = 0; y < h; y++)
        for (int x = 0, pt = preimage(p->g, s, 0, y); x < w; x++, i++, pt += x1) {
            tr[pt] = i;
            to[i] = from[pt];
        }
    pos_rebuild_mapped(q, p, tr);
    for (int c = 0; c <= p->nplayers; c++) {
        q->captures[c] = p->captures[c];
        q->suicides[c] = p->suicides[c];
    }
    q->to_move = p->to_move;
    q->ko = p->ko >= 0 ? tr[p->ko] : p->ko;
    q->ko_player = p->ko_player;
    return q;
}

seichi_result *score_result_pullback(const seichi_pos *p, const seichi_result *rq, const int *tr)
{
    size_t n = (size_t)p->n;
    seichi_result *r = malloc(sizeof *r + 4 * n); /* every byte written below */
    if (!r) return NULL;
    *r = *rq;
    r->g = seichi_graph_retain(p->g);
    r->reason = (uint8_t *)(r + 1);
    r->owner = r->reason + n;
    r->terr = r->owner + n;
    r->side = r->terr + n;
    r->explain = NULL;
    r->group = NULL;
    r->conf_proof = NULL; /* the confidence is made on p afterwards */
    r->conf_heads = NULL;
    r->conf_fills = r->conf_colors = NULL;
    /* the arrays in locals: byte stores may alias r and rq */
    const uint8_t *reason = rq->reason, *owner = rq->owner, *terr = rq->terr, *side = rq->side;
    uint8_t *reason_out = r->reason, *owner_out = r->owner, *terr_out = r->terr, *side_out = r->side;
    for (size_t pt = 0; pt < n; pt++) {
        int i = tr[pt];
        reason_out[pt] = reason[i];
        owner_out[pt] = owner[i];
        terr_out[pt] = terr[i];
        side_out[pt] = side[i];
    }
    return r;
}

/* The point named by the first word of line (up to end) that starts with a
 * letter and names a point of g, or n when none does. */
static int first_point(const seichi_graph *g, const char *line, const char *end)
{
    for (const char *s = line; s < end;) {
        while (s < end && !isalnum((unsigned char)*s)) s++;
        const char *w = s;
        while (s < end && isalnum((unsigned char)*s)) s++;
        char word[16];
        if (s - w >= (long)sizeof word || !isalpha((unsigned char)*w)) continue;
        memcpy(word, w, (size_t)(s - w));
        word[s - w] = 0;
        int pt = seichi_graph_find_point(g, word);
        if (pt >= 0) return pt;
    }
    return g->n;
}

typedef struct line_ref {
    const char *at;
    int len, pt, order;
} line_ref;

static int by_point(const void *a, const void *b)
{
    const line_ref *x = a, *y = b;
    return x->pt != y->pt ? (x->pt > y->pt) - (x->pt < y->pt) : x->order - y->order;
}

static int same_first_word(const char *a, const char *b)
{
    size_t la = strcspn(a, " \n"), lb = strcspn(b, " \n");
    return la == lb && memcmp(a, b, la) == 0;
}

char *score_sort_explain(const seichi_graph *g, const char *text)
{
    size_t len = strlen(text);
    int nlines = 0;
    for (size_t i = 0; i < len; i++) nlines += text[i] == '\n';
    line_ref *lines = malloc(sizeof *lines * ((size_t)nlines + 1));
    char *out = malloc(len + 1);
    if (!lines || !out) {
        free(lines);
        free(out);
        return NULL;
    }
    int k = 0;
    for (const char *s = text; *s; k++) {
        const char *e = strchr(s, '\n');
        e = e ? e + 1 : s + strlen(s);
        lines[k] = (line_ref){s, (int)(e - s), first_point(g, s, e), k};
        s = e;
    }
    for (int i = 0; i < k;) {
        int j = i + 1;
        while (j < k && same_first_word(lines[i].at, lines[j].at)) j++;
        qsort(lines + i, (size_t)(j - i), sizeof *lines, by_point);
        i = j;
    }
    size_t o = 0;
    for (int i = 0; i < k; i++) {
        memcpy(out + o, lines[i].at, (size_t)lines[i].len);
        o += (size_t)lines[i].len;
    }
    out[o] = 0;
    free(lines);
    return out;
}
