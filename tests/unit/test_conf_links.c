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
}

int main(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) run_case(&cases[i]);
    return CHECK_DONE();
}
