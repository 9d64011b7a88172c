/*
 * confidence_report.c - the confidence as a user sees it: the accessors of
 * the public header, the one line under the result, the JSON fields, the
 * proof map and the --explain lines (docs/SCORING.md, "Confidence").
 *
 * confidence.c decides the provenance of every decision and the verdict;
 * this file only reads them off the result.  The margin range is the one
 * computation here: the position is counted twice more, every judged group
 * going Black's way and then White's way, when the line, the range or the
 * JSON is first asked for (most callers of the library never ask), and the
 * answer is cached on the result.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position/position.h"
#include "score/score.h"
#include "score/score_int.h"
#include "topology/graph.h"
#include "util/sbuf.h"

static void conf_line(seichi_result *r);

static void conf_range(seichi_result *r);

void score_confidence_free(seichi_result *r)
{
    free(r->conf_proof);
    free(r->conf_heads);
    free(r->conf_fills);
    r->conf_proof = NULL, r->conf_heads = NULL, r->conf_fills = NULL, r->conf_colors = NULL;
}

int seichi_result_confidence(const seichi_result *r)
{
    return r && r->conf_proof ? r->conf : SEICHI_CONF_UNCERTAIN;
}

const char *seichi_confidence_name(int conf)
{
    return conf == SEICHI_CONF_CERTAIN ? "certain" : conf == SEICHI_CONF_UNFINISHED ? "unfinished" : "uncertain";
}

const char *seichi_result_confidence_line(const seichi_result *r)
{
    if (!r || !r->conf_proof) return "uncertain";
    conf_range((seichi_result *)r);
    return r->conf_line;
}

int seichi_result_confidence_range(const seichi_result *r, double *best, double *worst)
{
    if (!r) return 0;
    if (r->conf_proof) conf_range((seichi_result *)r);
    if (best) *best = r->conf_proof ? r->conf_best : r->margin;
    if (worst) *worst = r->conf_proof ? r->conf_worst : r->margin;
    return r->conf_groups;
}

int seichi_result_proof(const seichi_result *r, int pt)
{
    return r && r->conf_proof && pt >= 0 && pt < r->n ? r->conf_proof[pt] : SEICHI_PROOF_NONE;
}

const char *seichi_proof_name(int proof)
{
    switch (proof) {
    case SEICHI_PROOF_BENSON: return "benson";
    case SEICHI_PROOF_CLEARED: return "benson-cleared";
    case SEICHI_PROOF_SETTLED: return "settled-area";
    case SEICHI_PROOF_EYESPACE: return "eyespace";
    case SEICHI_PROOF_READ: return "reading";
    case SEICHI_JUDGED_EYES: return "eye-count";
    case SEICHI_JUDGED_ENCLOSED: return "enclosed";
    case SEICHI_JUDGED_SEKI: return "seki-rule";
    case SEICHI_JUDGED_OPEN: return "open-border";
    default: return "none";
    }
}

/* Dead map with every judged group going colour `for_c`'s way. */
static void extreme_dead(const seichi_pos *p, const seichi_result *r, const uint8_t *proof, int for_c,
                         uint8_t *out)
{
    for (int q = 0; q < p->n; q++) {
        int c = p->color[q];
        out[q] = c && r->reason[q] == SEICHI_PT_DEAD;
        if (c && conf_judged(proof[q])) out[q] = c != for_c;
    }
}

/* The margins with every judged group going Black's way and White's way
 * (two more counts of the position); cached on r. */
static void conf_range(seichi_result *r)
{
    if (r->conf_range_done) {
        if (!r->conf_line[0]) conf_line(r);
        return;
    }
    r->conf_range_done = 1;
    uint8_t *ext = malloc((size_t)r->n);
    seichi_pos *p = seichi_pos_new(r->g, 2);
    if (!ext || !p) {
        free(ext);
        seichi_pos_free(p);
        return;
    }
    for (int q = 0; q < r->n; q++)
        if (r->conf_colors[q]) seichi_pos_setup(p, q, r->conf_colors[q]);
    seichi_pos_set_captures(p, 1, r->conf_captures[1]);
    seichi_pos_set_captures(p, 2, r->conf_captures[2]);
    double m[2] = {r->margin, r->margin};
    for (int k = 0; k < 2; k++) {
        seichi_result *x = NULL;
        extreme_dead(p, r, r->conf_proof, k ? SEICHI_WHITE : SEICHI_BLACK, ext);
        if (score_marked(p, &r->conf_opts, ext, r->conf_has_fills ? r->conf_fills : NULL, &x) == SEICHI_OK)
            m[k] = x->margin;
        seichi_result_free(x);
    }
    seichi_pos_free(p);
    free(ext);
    r->conf_best = m[0] > r->margin ? m[0] : r->margin;
    r->conf_worst = m[1] < r->margin ? m[1] : r->margin;
    conf_line(r);
}

static void conf_line(seichi_result *r)
{
    int unfilled = r->conf_unfilled;
    if (r->conf == SEICHI_CONF_UNFINISHED) {
        snprintf(r->conf_line, sizeof r->conf_line, "unfinished game: estimate");
    } else if (r->conf == SEICHI_CONF_CERTAIN) {
        snprintf(r->conf_line, sizeof r->conf_line, "certain");
    } else {
        char b[24], wv[24], lst[CONF_LIST_MAX * 8 + 8], name[24];
        double tot[3] = {0, 0, 0};
        score_format_margin(r->conf_best, 2, tot, b, sizeof b);
        score_format_margin(r->conf_worst, 2, tot, wv, sizeof wv);
        size_t k = 0;
        lst[0] = 0;
        for (int i = 0; i < r->conf_groups && i < CONF_LIST_MAX; i++) {
            seichi_graph_point_name(r->g, r->conf_group_pts[i], name, sizeof name);
            k += (size_t)snprintf(lst + k, sizeof lst - k, "%s%.6s", i ? ", " : "", name);
        }
        if (r->conf_groups > CONF_LIST_MAX) snprintf(lst + k, sizeof lst - k, ", ...");
        if (r->conf_groups && !r->conf_range_done)
            snprintf(r->conf_line, sizeof r->conf_line, "uncertain: %d group%s (%s)", r->conf_groups,
                     r->conf_groups > 1 ? "s" : "", lst);
        else if (r->conf_groups)
            snprintf(r->conf_line, sizeof r->conf_line, "uncertain: %d group%s (%s), margin %s .. %s",
                     r->conf_groups, r->conf_groups > 1 ? "s" : "", lst, b, wv);
        else
            snprintf(r->conf_line, sizeof r->conf_line, "uncertain: %s",
                     unfilled ? "dame, kos, false eyes or dead stones left (record not ended by two passes)"
                              : "a dame region of six points or more (open border)");
    }
}

/* One character a point for the proof map: '.' empty, b benson, c cleared,
 * s settled (proved); e eye-count, n enclosed, k seki, u open border
 * (judged). */
static char proof_char(int proof)
{
    switch (proof) {
    case SEICHI_PROOF_BENSON: return 'b';
    case SEICHI_PROOF_CLEARED: return 'c';
    case SEICHI_PROOF_SETTLED: return 's';
    case SEICHI_PROOF_EYESPACE: return 'y';
    case SEICHI_PROOF_READ: return 'r';
    case SEICHI_JUDGED_EYES: return 'e';
    case SEICHI_JUDGED_ENCLOSED: return 'n';
    case SEICHI_JUDGED_SEKI: return 'k';
    case SEICHI_JUDGED_OPEN: return 'u';
    default: return '.';
    }
}

static const char *decision_name(const seichi_result *r, int q)
{
    int why = r->reason[q];
    return why == SEICHI_PT_DEAD ? "dead" : why == SEICHI_PT_SEKI_STONE ? "seki" : "alive";
}

void score_confidence_json(const seichi_result *r, sbuf *b)
{
    char name[24];
    conf_range((seichi_result *)r);
    sbuf_puts(b, ",\"confidence\":");
    sbuf_json_str(b, seichi_confidence_name(r->conf));
    sbuf_puts(b, ",\"confidence_line\":");
    sbuf_json_str(b, r->conf_line);
    sbuf_printf(b, ",\"estimate\":%s,\"margin_range\":[", r->conf == SEICHI_CONF_UNFINISHED ? "true" : "false");
    sbuf_json_num(b, r->conf_best);
    sbuf_puts(b, ",");
    sbuf_json_num(b, r->conf_worst);
    sbuf_printf(b, "],\"uncertain_groups\":[");
    for (int i = 0; i < r->conf_groups && i < CONF_LIST_MAX; i++) {
        sbuf_puts(b, i ? "," : "");
        sbuf_json_str(b, seichi_graph_point_name(r->g, r->conf_group_pts[i], name, sizeof name));
    }
    sbuf_puts(b, "],\"judged\":[");
    int first = 1;
    for (int i = 0; i < r->conf_nheads; i++) {
        int q = r->conf_heads[i], pr = r->conf_proof[q];
        sbuf_printf(b, "%s{\"point\":", first ? "" : ",");
        sbuf_json_str(b, seichi_graph_point_name(r->g, q, name, sizeof name));
        sbuf_printf(b, ",\"decision\":\"%s\",\"reason\":\"%s\"}", decision_name(r, q), seichi_proof_name(pr));
        first = 0;
    }
    sbuf_puts(b, "],\"proof_map\":[");
    int w = r->g->width, h = r->g->height;
    if (!w) w = r->n, h = 1;
    for (int y = 0; y < h; y++) {
        sbuf_puts(b, y ? ",\"" : "\"");
        for (int x = 0; x < w; x++) {
            char ch = proof_char(r->conf_proof[y * w + x]);
            sbuf_add(b, &ch, 1);
        }
        sbuf_puts(b, "\"");
    }
    sbuf_puts(b, "]");
}

/* One line per proof and decision naming the chains so proved (each by
 * its first stone in point order), "  proved alive (benson): D4 Q16". */
static int proved_lines(const seichi_result *r, const seichi_pos *p, sbuf *b)
{
    static const int kinds[] = {SEICHI_PROOF_BENSON, SEICHI_PROOF_CLEARED, SEICHI_PROOF_SETTLED,
                                SEICHI_PROOF_EYESPACE, SEICHI_PROOF_READ};
    static const char *const decisions[] = {"alive", "dead", "seki"};
    int n = r->n;
    uint8_t *named = calloc((size_t)n + 1, 1); /* chains named, by head */
    if (!named) return SEICHI_NOMEM;
    char name[24];
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        for (int d = 0; d < 3; d++) {
            int said = 0;
            memset(named, 0, (size_t)n);
            for (int q = 0; q < n; q++) {
                if (!p->color[q] || r->conf_proof[q] != kinds[k] || named[p->head[q]]) continue;
                if (strcmp(decision_name(r, q), decisions[d])) continue;
                named[p->head[q]] = 1;
                if (!said++) sbuf_printf(b, "  proved %s (%s):", decisions[d], seichi_proof_name(kinds[k]));
                sbuf_printf(b, " %s", seichi_graph_point_name(r->g, q, name, sizeof name));
            }
            if (said) sbuf_puts(b, "\n");
        }
    free(named);
    return SEICHI_OK;
}

int score_confidence_explain(seichi_result *r, const seichi_pos *p)
{
    if (!r->conf_proof) return SEICHI_OK;
    conf_range(r);
    sbuf b;
    char name[24];
    sbuf_init(&b);
    if (r->explain) sbuf_puts(&b, r->explain);
    sbuf_printf(&b, "confidence: %s\n", r->conf_line);
    int counts[32] = {0};
    for (int q = 0; q < r->n; q++) counts[r->conf_proof[q] & 31]++;
    sbuf_puts(&b, "  stones by provenance:");
    static const int kinds[] = {SEICHI_PROOF_BENSON, SEICHI_PROOF_CLEARED, SEICHI_PROOF_SETTLED,
                                SEICHI_PROOF_EYESPACE, SEICHI_PROOF_READ, SEICHI_JUDGED_EYES,
                                SEICHI_JUDGED_ENCLOSED, SEICHI_JUDGED_SEKI, SEICHI_JUDGED_OPEN};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (counts[kinds[k]]) sbuf_printf(&b, " %s %d", seichi_proof_name(kinds[k]), counts[kinds[k]]);
    sbuf_puts(&b, "\n");
    if (proved_lines(r, p, &b) != SEICHI_OK) {
        sbuf_free(&b);
        return SEICHI_NOMEM;
    }
    for (int i = 0; i < r->conf_nheads; i++) {
        int q = r->conf_heads[i], pr = r->conf_proof[q];
        sbuf_printf(&b, "  judged %s at %s: %s\n", decision_name(r, q),
                    seichi_graph_point_name(r->g, q, name, sizeof name),
                    pr == SEICHI_JUDGED_EYES       ? "eye-count (alive by the analysis' eye count; not pass-alive, no settled area gives two eyes)"
                    : pr == SEICHI_JUDGED_ENCLOSED ? "enclosed (dead in an area whose wall is not proved alive, or which has an open border)"
                    : pr == SEICHI_JUDGED_SEKI     ? "seki-rule (the static seki rule)"
                                                   : "open-border (next to dame no stone touches: life still at stake)");
    }
    return score_set_explain(r, &b);
}
