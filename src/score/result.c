/*
 * result.c - the scoring result: accessors, per-point map, text diagram,
 * explanation lines and JSON (schema in docs/SCORING.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "score/score_int.h"
#include "topology/graph.h"
#include "util/sbuf.h"

void seichi_result_free(seichi_result *r)
{
    if (!r) return;
    if (r->g) seichi_graph_release(r->g);
    free(r->explain);
    free(r->group);
    score_confidence_free(r);
    free(r);
}

double seichi_result_margin(const seichi_result *r) { return r ? r->margin : 0; }
const char *seichi_result_string(const seichi_result *r) { return r ? r->result : ""; }
int seichi_result_players(const seichi_result *r) { return r ? r->nplayers : 0; }
const seichi_rules *seichi_result_rules(const seichi_result *r) { return r ? &r->rules : NULL; }
double seichi_result_komi(const seichi_result *r) { return r ? r->komi : 0; }
const char *seichi_result_explain(const seichi_result *r)
{
    return r && r->explain ? r->explain : "";
}

int seichi_result_reason(const seichi_result *r, int pt)
{
    return r && pt >= 0 && pt < r->n ? r->reason[pt] : SEICHI_PT_DAME;
}

int seichi_result_owner(const seichi_result *r, int pt)
{
    return r && pt >= 0 && pt < r->n ? r->owner[pt] : 0;
}

int seichi_result_territory(const seichi_result *r, int pt)
{
    return r && pt >= 0 && pt < r->n ? r->terr[pt] : 0;
}

int seichi_result_side(const seichi_result *r, int pt)
{
    return r && pt >= 0 && pt < r->n ? r->side[pt] : 0;
}

int seichi_result_breakdown(const seichi_result *r, int player, seichi_score_breakdown *out)
{
    if (!r || !out || player < 1 || player > r->nplayers) return SEICHI_ARG;
    *out = r->bd[player];
    return SEICHI_OK;
}

const char *seichi_result_legend(void)
{
    return "X O living stone (Black, White); x o dead stone; # @ stone in seki; "
           "B W territory; s seki eye (no territory); f false eye (to be filled); "
           "! point still to be filled; . dame";
}

/* Colour of the stone at pt before removal, from the reason and owner. */
static int stone_colour(const seichi_result *r, int pt)
{
    int o = r->owner[pt];
    if (r->reason[pt] == SEICHI_PT_DEAD) return r->nplayers == 2 && o ? 3 - o : 0;
    return o;
}

char seichi_result_map_char(const seichi_result *r, int pt)
{
    if (!r || pt < 0 || pt >= r->n) return '?';
    int o = r->owner[pt];
    switch (r->reason[pt]) {
    case SEICHI_PT_STONE:
        return o == 1 ? 'X' : o == 2 ? 'O' : (char)('0' + o);
    case SEICHI_PT_SEKI_STONE:
        return o == 1 ? '#' : o == 2 ? '@' : (char)('0' + o);
    case SEICHI_PT_DEAD: {
        int c = stone_colour(r, pt);
        return c == 1 ? 'x' : c == 2 ? 'o' : '?';
    }
    case SEICHI_PT_TERRITORY:
        return o == 1 ? 'B' : o == 2 ? 'W' : o ? (char)('A' + o) : '.';
    case SEICHI_PT_SEKI_EYE:
        return 's';
    case SEICHI_PT_FALSE_EYE:
        return 'f';
    case SEICHI_PT_FORCED:
    case SEICHI_PT_KO:
        return '!';
    default:
        return '.';
    }
}

static const char *player_key(int c, char *buf, size_t len)
{
    if (c == 1) return "black";
    if (c == 2) return "white";
    snprintf(buf, len, "player%d", c);
    return buf;
}

static void point_list(sbuf *b, const seichi_result *r, int reason)
{
    char name[24];
    int first = 1;
    sbuf_puts(b, "[");
    for (int p = 0; p < r->n; p++) {
        if (r->reason[p] != reason) continue;
        if (!first) sbuf_puts(b, ",");
        first = 0;
        sbuf_json_str(b, seichi_graph_point_name(r->g, p, name, sizeof name));
    }
    sbuf_puts(b, "]");
}

static void map_rows(sbuf *b, const seichi_result *r)
{
    int w = r->g->width, h = r->g->height;
    sbuf_puts(b, "[");
    if (!w) {
        sbuf_puts(b, "\"");
        for (int p = 0; p < r->n; p++) {
            char ch = seichi_result_map_char(r, p);
            sbuf_add(b, &ch, 1);
        }
        sbuf_puts(b, "\"]");
        return;
    }
    for (int y = 0; y < h; y++) {
        sbuf_puts(b, y ? ",\"" : "\"");
        for (int x = 0; x < w; x++) {
            char ch = seichi_result_map_char(r, y * w + x);
            sbuf_add(b, &ch, 1);
        }
        sbuf_puts(b, "\"");
    }
    sbuf_puts(b, "]");
}

int seichi_result_json(const seichi_result *r, char **out, size_t *len)
{
    if (!r || !out) return SEICHI_ARG;
    sbuf b;
    char key[16];
    sbuf_init(&b);
    sbuf_puts(&b, "{\"result\":");
    sbuf_json_str(&b, r->result);
    sbuf_puts(&b, ",\"margin\":");
    sbuf_json_num(&b, r->margin);
    sbuf_puts(&b, ",\"rules\":");
    sbuf_json_str(&b, r->rules.name);
    sbuf_printf(&b, ",\"scoring\":\"%s\",\"komi\":",
                score_reach_only(&r->rules) ? "reach"
                : r->rules.scoring == SEICHI_SCORE_TERRITORY ? "territory" : "area");
    sbuf_json_num(&b, r->komi);
    sbuf_printf(&b, ",\"handicap\":%d,\"players\":%d,\"breakdown\":{", r->handicap, r->nplayers);
    for (int c = 1; c <= r->nplayers; c++) {
        const seichi_score_breakdown *d = &r->bd[c];
        sbuf_printf(&b, "%s\"%s\":{\"territory\":%d,\"stones\":%d,\"prisoners\":%d,\"dead\":%d,"
                        "\"komi\":",
                    c > 1 ? "," : "", player_key(c, key, sizeof key), d->territory, d->stones,
                    d->prisoners, d->dead);
        sbuf_json_num(&b, d->komi);
        sbuf_puts(&b, ",\"compensation\":");
        sbuf_json_num(&b, d->compensation);
        sbuf_puts(&b, ",\"total\":");
        sbuf_json_num(&b, d->total);
        sbuf_puts(&b, "}");
    }
    sbuf_puts(&b, "},\"dead\":");
    point_list(&b, r, SEICHI_PT_DEAD);
    sbuf_puts(&b, ",\"seki\":");
    point_list(&b, r, SEICHI_PT_SEKI_STONE);
    sbuf_puts(&b, ",\"seki_eyes\":");
    point_list(&b, r, SEICHI_PT_SEKI_EYE);
    sbuf_puts(&b, ",\"false_eyes\":");
    point_list(&b, r, SEICHI_PT_FALSE_EYE);
    sbuf_puts(&b, ",\"fills\":");
    point_list(&b, r, SEICHI_PT_FORCED);
    sbuf_printf(&b, ",\"size\":[%d,%d],\"map\":", r->g->width, r->g->height);
    map_rows(&b, r);
    sbuf_puts(&b, ",\"legend\":");
    sbuf_json_str(&b, seichi_result_legend());
    if (r->conf_proof) score_confidence_json(r, &b);
    if (r->explain) {
        sbuf_puts(&b, ",\"explain\":");
        sbuf_json_str(&b, r->explain);
    }
    score_groups_json(&b, r);
    sbuf_puts(&b, "}\n");
    if (b.failed) {
        sbuf_free(&b);
        return SEICHI_NOMEM;
    }
    *out = sbuf_take(&b, len);
    return *out ? SEICHI_OK : SEICHI_NOMEM;
}

static void text_diagram(sbuf *b, const seichi_result *r)
{
    int w = r->g->width, h = r->g->height;
    char name[24];
    if (!w) {
        for (int p = 0; p < r->n; p++)
            sbuf_printf(b, "%s %c\n", seichi_graph_point_name(r->g, p, name, sizeof name),
                        seichi_result_map_char(r, p));
        return;
    }
    static const char cols[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    sbuf_puts(b, "    ");
    for (int x = 0; x < w; x++) {
        if (x < 25) sbuf_printf(b, "%c ", cols[x]);
        else sbuf_printf(b, "%c%c", 'A' + (x - 25) / 25 % 26, cols[(x - 25) % 25]);
    }
    sbuf_puts(b, "\n");
    for (int y = 0; y < h; y++) {
        sbuf_printf(b, "%3d ", h - y);
        for (int x = 0; x < w; x++) sbuf_printf(b, "%c ", seichi_result_map_char(r, y * w + x));
        sbuf_printf(b, "%d\n", h - y);
    }
}

/* The legend on lines of at most 80 columns, broken after a "; ". */
static void legend_wrapped(sbuf *b)
{
    const char *s = seichi_result_legend();
    size_t col = 0;
    sbuf_puts(b, "\n");
    while (*s) {
        const char *e = strstr(s, "; ");
        size_t n = e ? (size_t)(e - s) + 1 : strlen(s);
        if (col && col + 1 + n > 80) {
            sbuf_puts(b, "\n");
            col = 0;
        } else if (col) {
            sbuf_puts(b, " ");
            col++;
        }
        sbuf_add(b, s, n);
        col += n;
        s += n;
        while (*s == ' ') s++;
    }
    sbuf_puts(b, "\n");
}

int seichi_result_text(const seichi_result *r, char **out, size_t *len)
{
    if (!r || !out) return SEICHI_ARG;
    sbuf b;
    char key[16];
    sbuf_init(&b);
    int reach = score_reach_only(&r->rules);
    char num[SBUF_NUM_LEN];
    sbuf_printf(&b, "result %s   (rules %s, %s counting, komi %s", r->result, r->rules.name,
                reach ? "reach" : r->rules.scoring == SEICHI_SCORE_TERRITORY ? "territory" : "area",
                sbuf_num(r->komi, num));
    if (r->handicap) sbuf_printf(&b, ", handicap %d", r->handicap);
    sbuf_puts(&b, ")\n");
    if (r->conf_proof) sbuf_printf(&b, "%s\n", seichi_result_confidence_line(r));
    for (int c = 1; c <= r->nplayers; c++) {
        const seichi_score_breakdown *d = &r->bd[c];
        sbuf_printf(&b, "%-7s %s = territory %d", player_key(c, key, sizeof key),
                    sbuf_num(d->total, num), d->territory);
        if (r->rules.scoring == SEICHI_SCORE_AREA || reach || d->stones)
            sbuf_printf(&b, " + stones %d", d->stones);
        if (r->rules.scoring == SEICHI_SCORE_TERRITORY && !reach)
            sbuf_printf(&b, " + prisoners %d + dead %d", d->prisoners, d->dead);
        if (d->komi != 0) sbuf_printf(&b, " + komi %s", sbuf_num(d->komi, num));
        if (d->compensation != 0)
            sbuf_printf(&b, " + handicap compensation %s", sbuf_num(d->compensation, num));
        sbuf_puts(&b, "\n");
    }
    sbuf_puts(&b, "\n");
    text_diagram(&b, r);
    legend_wrapped(&b);
    if (r->explain && *r->explain) sbuf_printf(&b, "\n%s", r->explain);
    if (b.failed) {
        sbuf_free(&b);
        return SEICHI_NOMEM;
    }
    *out = sbuf_take(&b, len);
    return *out ? SEICHI_OK : SEICHI_NOMEM;
}

int score_explain(seichi_result *r, const char *prefix)
{
    sbuf b;
    char name[24];
    sbuf_init(&b);
    if (prefix) sbuf_puts(&b, prefix);
    static const struct {
        int reason;
        const char *what;
    } kinds[] = {
        {SEICHI_PT_DEAD, "dead stones (removed; prisoners for the opponent)"},
        {SEICHI_PT_SEKI_STONE, "stones in seki (their group cannot make two eyes)"},
        {SEICHI_PT_SEKI_EYE, "seki eyes (territory for nobody under territory rules)"},
        {SEICHI_PT_FALSE_EYE, "false eyes (points of obvious capture; must be filled)"},
        {SEICHI_PT_FORCED, "points still to be filled"},
    };
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        int count = 0;
        for (int p = 0; p < r->n; p++) {
            if (r->reason[p] != kinds[k].reason) continue;
            if (!count++) sbuf_printf(&b, "%s:", kinds[k].what);
            sbuf_printf(&b, " %s", seichi_graph_point_name(r->g, p, name, sizeof name));
        }
        if (count) sbuf_puts(&b, "\n");
    }
    return score_set_explain(r, &b);
}

int score_set_explain(seichi_result *r, sbuf *b)
{
    if (b->failed) {
        sbuf_free(b);
        return SEICHI_NOMEM;
    }
    free(r->explain);
    r->explain = sbuf_take(b, NULL);
    return r->explain ? SEICHI_OK : SEICHI_NOMEM;
}
