/*
 * score_int.h - internal: the result object and the classification of empty
 * points that the scorer shares between its files (score.c counts, seki.c
 * classifies, result.c prints).
 */
#ifndef SEICHI_SCORE_INT_H
#define SEICHI_SCORE_INT_H

#include <stddef.h>
#include <stdint.h>

#include "seichi.h"
#include "util/sbuf.h"

/* Confidence (confidence.c decides it, confidence_report.c reports it):
 * a provenance of SEICHI_JUDGED_EYES or above is a judgement, not a proof;
 * CONF_LIST_MAX uncertain groups are named in the line and the JSON. */
#define CONF_LIST_MAX 8
static inline int conf_judged(int proof) { return proof >= SEICHI_JUDGED_EYES; }

/* What the confidence is decided from (confidence.c), kept on the result
 * so that bench_accuracy can report it. */
typedef struct conf_features {
    int judged_stones, judged_chains; /* decisions not proved (seki incl.) */
    int seki_stones, ko_fills;
    int dame, dame_open;      /* dame points; those with no stone next   */
    int max_dame_region;      /* largest connected dame region           */
    int unproved_alive, unproved_dead; /* stones judged alive / dead     */
    int settled_alive, settled_dead;   /* stones proved by a settled area */
    int settled_interior;     /* most points of a settled area holding dead
                                 stones that touch no wall stone         */
    int far2;                 /* empty points with no stone within two steps */
    int forced, false_eyes;   /* points still to be filled, false eyes   */
    /* ko_fills, forced and false_eyes are counted only for a record that
       did not end by two passes (the only verdict that reads them) */
} conf_features;

struct seichi_result {
    const seichi_graph *g;  /* retained */
    int n, nplayers;
    seichi_rules rules;
    double komi;
    int handicap;
    double margin;
    char result[40];
    seichi_score_breakdown bd[SEICHI_MAX_PLAYERS + 1];
    uint8_t *reason, *owner; /* n each, in the same block as the struct */
    uint8_t *terr;           /* player whose territory/area the point is */
    uint8_t *side;           /* colour around or on the point (0: mixed) */
    char *explain;           /* malloc'ed, or NULL                       */
    int *group;              /* with explain: n ints (the group of each
                                stone, -1 empty), then n bytes (colour of
                                each point); malloc'ed, or NULL (groups.c) */
    /* confidence (confidence.c); conf_proof is malloc'ed, or NULL before
       score_confidence() ran */
    int conf;                /* SEICHI_CONF_*                            */
    uint8_t *conf_proof;     /* per point: SEICHI_PROOF_* (stones only)  */
    double conf_best, conf_worst; /* margins if every judged decision
                                     went Black's / White's way          */
    int conf_groups;         /* judged groups that change the score      */
    char conf_line[200];     /* the one line under the result           */
    int conf_group_pts[CONF_LIST_MAX]; /* a stone of each of the first groups */
    int *conf_heads, conf_nheads; /* malloc'ed: head stone of each judged
                                     chain                               */
    conf_features feat;      /* what the verdict was computed from       */
    int conf_unfilled;       /* dame/kos/dead stones left in a record not
                                ended by passes                          */
    int conf_range_done;     /* conf_best/worst computed (lazily)        */
    uint8_t *conf_fills;     /* copy of the fills (and then of the colours,
                                conf_colors, in the same block), or NULL */
    uint8_t *conf_colors;
    int conf_has_fills, conf_captures[3];
    seichi_score_options conf_opts; /* options for the range (no dead)  */
};

/* The symmetry (0..7, canonical.c) whose image of the grid position p
 * (with the stones marked dead, or NULL) is its canonical form, or -1 when
 * p is not on a rectangular grid. */
int score_canonical_symmetry(const seichi_pos *p, const uint8_t *dead);
/* The image of p under symmetry s, built from its colours (chains rebuilt
 * in the image's order), prisoners, player to move and ko; tr (p->n ints)
 * gets the image of every point.  named: the image's graph names points by
 * their coordinates in p (explanations).  NULL on out of memory. */
seichi_pos *score_canonical_image(const seichi_pos *p, int s, int named, int *tr);
/* The analysis' explanation text of a result on g with each run of lines
 * that start with the same word sorted by the first point of g they name
 * (stable); malloc'ed, NULL on out of memory. */
char *score_sort_explain(const seichi_graph *g, const char *text);
/* The result rq of the image under tr, as a result on p (no explanation). */
seichi_result *score_result_pullback(const seichi_pos *p, const seichi_result *rq, const int *tr);
/* A dame point on a board where dame are grey stones that join either
 * colour (the way KGS counts teire and false eyes: seki.c, score.c). */
#define SCORE_GREY_DAME 0x80

/* Scratch for the classifier: every array n long (eyes: n + 1). */
typedef struct seki_work {
    int n;
    uint8_t *s;       /* working board                                   */
    uint8_t *parity;  /* BFS distance parity inside a region             */
    uint8_t *filled;  /* 1 neutral fill, 2 false-eye fill                */
    uint8_t *rmask;   /* per region: colours around it (bit c)           */
    uint8_t *rseki;   /* per region: 1 if in seki                        */
    int *region;      /* region id of an empty point, -1 on stones       */
    int *order;       /* points of the regions, grouped by region        */
    int *roff;        /* region r = order[roff[r] .. roff[r+1]-1]        */
    int *chain;       /* head of the chain of a stone                    */
    int *libs;        /* liberties, indexed by head                      */
    int *rep;         /* first region seen next to a chain (by head)     */
    int *uf;          /* union-find over regions                         */
    int *eyes2;       /* twice the eye count of a region                 */
    int *stack;
    int *cuf;         /* union-find over stones: chains of the filled board */
    int nreg, refilled;
    uint32_t *mark;
    uint32_t gen;
} seki_work;

/* A region's rmask with one bit set: bordered by one colour only. */
static inline int single_bit(unsigned m) { return (m != 0) & ((m & (m - 1)) == 0); }

/* Bytes of scratch seki_work_init() needs for n points. */
size_t seki_work_bytes(int n);
/* Lays the scratch out in mem (seki_work_bytes(n) bytes, 8-aligned). */
void seki_work_init(seki_work *w, int n, void *mem);

/* Classifies the points of board (players 1 and 2; dead stones already
 * taken off, fills already placed) for territory counting, following seed
 * 000.  For an empty point of board, cls gets SEICHI_PT_DAME, _TERRITORY,
 * _SEKI_EYE or _FALSE_EYE and own the colour around it (0 for dame).
 * dame_false_eyes: see seichi_score_options.  head: the chain head of each
 * stone of board (the position's, valid since dead chains go whole), -1 for
 * other points (fills); NULL: every stone is its own chain.  For a
 * stone, cls gets SEICHI_PT_STONE or _SEKI_STONE.  strict: the 1989
 * Japanese rule (stones touching dame are in seki) instead of eye counting.
 * Returns the number of seki regions. */
int seki_classify(const seichi_graph *g, const uint8_t *board, const int *head,
                  int strict, int dame_false_eyes, uint8_t *cls, uint8_t *own,
                  seki_work *w);

/* 1 when every region bordered by one colour of board (dead stones taken
 * off; dead marks them) is certainly worth two eyes to the structural
 * reading: a big eye (six empty points with three or four neighbours that
 * cannot be false eye points) or one of two certain eyes next to one chain.
 * Then the reading cannot change seed 000's classification (score.c).
 * Overwrites w. */
int seki_reading_certified(const seichi_graph *g, const uint8_t *board, const int *head,
                           const uint8_t *dead, seki_work *w);

/* Labels the empty regions of board into w (region, order, roff, rmask,
 * parity); returns their number. */
int score_label_regions(const seichi_graph *g, const uint8_t *board,
                        seki_work *w);

/* Twice the eye count of a region of boundary length len (seed 000's
 * table); sq: it contains a square four, bent: an L-shaped four. */
int score_eyes2(int len, int sq, int bent);

/* eyeread.c: the structural reading (goscorer's method) of a grid position
 * with dead marks.  flags per point: */
enum { ER_DAME = 1, ER_FALSE = 2, ER_UNSCORABLE = 4, ER_SIDE_SHIFT = 3 };
/* (flags >> ER_SIDE_SHIFT) & 3: the colour of the point's region, 0 for dame */
/* Bytes of scratch eyeread_classify() needs for n points. */
size_t eyeread_bytes(int n);
/* stones: colour of every stone (dead ones included, players 1-2); dead:
 * nonzero on marked stones.  terr: the colour whose territory the point is
 * (empty points and points under dead stones), seki: the colour of the
 * region when its group has fewer than two eyes, flags: ER_*, region (if not
 * NULL): the region id of each point (-1 for dame).  Returns the
 * number of seki points, -1 when g is not a grid (nothing written). */
int eyeread_classify(const seichi_graph *g, const uint8_t *stones, const uint8_t *dead,
                     uint8_t *terr, uint8_t *seki, uint8_t *flags, int *region, void *mem);

/* 1 for rule sets that count the board as it stands (tromp-taylor, kee):
 * no dead-stone removal, reach only. */
int score_reach_only(const seichi_rules *r);
/* "B+3.5", "W+1", "0" (and "P3+2" with more than two players). */
void score_format_margin(double margin, int nplayers, const double *totals,
                         char *buf, size_t len);
/* Builds r->explain: prefix (the dead-stone analysis' text, may be NULL)
 * then one line per special point (seki, false eye, dead, forced). */
int score_explain(seichi_result *r, const char *prefix);
/* Makes the text built in b (consumed) r->explain, in place of the old
 * one.  SEICHI_OK, or SEICHI_NOMEM if b or the copy failed. */
int score_set_explain(seichi_result *r, sbuf *b);
/* Builds r->group (groups.c): analysis (n ints or NULL: the analysis'
 * groups, else each chain alone), then the chains of one colour in one
 * seki of r joined, leaving out stones marked in dead (n bytes or NULL). */
int score_groups(seichi_result *r, const seichi_pos *p, const uint8_t *dead, const int *analysis);
/* Appends ,"groups":[...] to a JSON object when r->group is set. */
struct sbuf;
void score_groups_json(struct sbuf *b, const seichi_result *r);

/* confidence.c: decides the provenance of every decision of r (scored
 * from p with fills, NULL = none) and the verdict certain / uncertain /
 * unfinished; o is the options r was scored with (for the margin range).
 * Returns SEICHI_OK or SEICHI_NOMEM. */
int score_confidence(seichi_result *r, const seichi_pos *p, const seichi_score_options *o,
                     const uint8_t *dead, const uint8_t *fills);

/* Frees what score_confidence() attached to r. */
void score_confidence_free(seichi_result *r);
/* Appends the confidence fields (docs/SCORING.md) to a JSON object being
 * written: ,"confidence":... */
void score_confidence_json(const seichi_result *r, sbuf *b);
/* Appends the verdict, one line per proof and decision naming the chains
 * so proved, and one line per judged group to r->explain (p: the position
 * r was scored from). */
int score_confidence_explain(seichi_result *r, const seichi_pos *p);

#endif
