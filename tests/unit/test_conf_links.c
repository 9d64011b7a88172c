/*
 * test_conf_links.c - the connections the confidence counts as uncuttable
 * (src/score/conf_links.c): a miai, a tiger's mouth, a false eye the
 * owner fills, each with enough liberties left; and none of them where an
 * opponent play would cut two at once or leave the joined chain short of
 * liberties.  Each case is a diagram (rows top first, x Black, o White)
 * and pairs of stones expected in one group, or apart.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "position/position.h"
#include "score/conf_links.h"
#include "testpos.h"

typedef struct link_case {
    const char *name, *rows;
    const char *joined[3][2], *apart[3][2];
} link_case;

static const link_case cases[] = {
    {"kosumi: two shared points (miai)", ".......\n.......\n..x....\n...x...\n.......\n.......\n.......\n",
     {{"C5", "D4"}}, {{NULL}}},
    {"kosumi short of liberties", ".......\n..o....\n.oxo...\n..ox...\n..o....\n.......\n.......\n",
     {{NULL}}, {{"C5", "D4"}}},
    {"tiger's mouth", ".......\n.......\n...x...\n..x.x..\n.......\n.......\n.......\n",
     {{"D5", "C4"}, {"D5", "E4"}}, {{NULL}}},
    {"tiger's mouth whose open point also keeps a miai: a double threat",
     ".......\n.......\n..xxo..\n..x.x..\n..x....\n...x...\n.......\n",
     {{NULL}}, {{"C5", "E4"}, {"C3", "D2"}}},
    {"false eye, filled by its owner", ".......\n.......\n...x...\n..x.x..\n...x...\n.......\n.......\n",
     {{"D5", "C4"}, {"E4", "D3"}}, {{NULL}}},
    {"false eye among chains short of liberties", ".......\n...o...\n..oxo..\n.oxox..\n..oxo..\n...o...\n.......\n",
     {{NULL}}, {{"D5", "C4"}, {"D3", "C4"}}},
    {"one shared point is no connection", ".......\n.......\n.......\n..x.x..\n.......\n.......\n.......\n",
     {{NULL}}, {{"C4", "E4"}}},
};

/* The rows of a square diagram turned about its diagonal. */
static void transpose(const char *rows, char *out)
{
    int w = (int)strcspn(rows, "\n");
    for (int r = 0; r < w; r++) {
        for (int q = 0; q < w; q++) out[r * (w + 1) + q] = rows[q * (w + 1) + r];
        out[r * (w + 1) + w] = '\n';
    }
    out[w * (w + 1)] = 0;
}

/* conf_links' groups of a diagram, as each stone's root (uf over the
 * board's points; -1 on empty points). */
static void groups_of(const char *rows, int *root, int *side)
{
    uint8_t dead[64];
    seichi_pos *p = board_rows(rows, dead, side);
    uint8_t *reason = calloc((size_t)p->n, 1);
    int *uf = malloc(sizeof(int) * (size_t)p->n);
    for (int q = 0; q < p->n; q++) reason[q] = p->color[q] ? SEICHI_PT_STONE : SEICHI_PT_DAME, uf[q] = p->head[q];
    CHECK_EQ(conf_links(p, reason, uf), SEICHI_OK);
    for (int q = 0; q < p->n; q++) root[q] = p->color[q] ? uf_find(uf, q) : -1;
    free(reason);
    free(uf);
    seichi_pos_free(p);
}

/* The board turned about its diagonal joins the same stones: no join
 * depends on the order of the points. */
static void check_transposed(const link_case *c)
{
    char t[64];
    int a[64], b[64], w = 0;
    transpose(c->rows, t);
    groups_of(c->rows, a, &w);
    groups_of(t, b, NULL);
    for (int u = 0; u < w * w; u++)
        for (int v = 0; v < w * w; v++) {
            if (a[u] < 0 || a[v] < 0) continue;
            int tu = (u % w) * w + u / w, tv = (v % w) * w + v / w;
            CHECK_EQ(a[u] == a[v], b[tu] == b[tv]);
        }
}

static void run_case(const link_case *c)
{
    check_current = c->name;
    uint8_t dead[64];
    seichi_pos *p = board_rows(c->rows, dead, NULL);
    uint8_t *reason = calloc((size_t)p->n, 1);
    int *uf = malloc(sizeof(int) * (size_t)p->n);
    for (int q = 0; q < p->n; q++) reason[q] = p->color[q] ? SEICHI_PT_STONE : SEICHI_PT_DAME, uf[q] = p->head[q];
    CHECK_EQ(conf_links(p, reason, uf), SEICHI_OK);
    for (int i = 0; i < 3 && c->joined[i][0]; i++)
        CHECK_EQ(uf_find(uf, at(p, c->joined[i][0])), uf_find(uf, at(p, c->joined[i][1])));
    for (int i = 0; i < 3 && c->apart[i][0]; i++)
        CHECK(uf_find(uf, at(p, c->apart[i][0])) != uf_find(uf, at(p, c->apart[i][1])));
    free(reason);
    free(uf);
    seichi_pos_free(p);
    check_transposed(c);
}

int main(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) run_case(&cases[i]);
    return CHECK_DONE();
}
