/*
 * bench_accuracy.c - accuracy of the automatic scorer over the shared corpus
 * (issue 6).  Reads DIR/MANIFEST.tsv (default $SEICHI_SHARED_DIR/data/games
 * or /work/shared/data/games), loads each game, scores its final position
 * with seichi_score() (dead stones decided automatically) under the game's
 * rules (RU, else the manifest's ruleset), komi (KM) and handicap (HA), and
 * compares the margin with RE.  The scorer sees only the position and the
 * rules; RE and TB/TW are read here, by the benchmark, to grade it.
 *
 * Corpus quirks, handled by documented rules (never per file):
 *  - komi: read by the game layer (docs/SGF.md: a KM larger than the
 *    board is hundredths, Fox's 650 = 6.5; a KM in quarters is in stones
 *    and doubled), through seichi_score_options_from_game() like every
 *    interface; RU missing: the manifest's rule set;
 *  - stones (zi): under area scoring a result with a quarter fraction
 *    (.25/.75) is in stones and doubled (1 zi = 2 points);
 *  - a result minus komi that is not a whole number cannot be a count: the
 *    game is reported apart ("impossible") and left out of the rates.
 * Output: by source and by rule set, exact / within 1 / mean absolute error
 * / median time; the failures (file, RE, computed, dead stones as lower-case
 * letters, fills as '+') go to the file named by --fails (default
 * bench_accuracy_failures.txt).  --tbtw also checks dead stones against the
 * TB/TW markup of KGS games (stones under TB/TW are dead).  --every K takes
 * every K-th game; --source S only games whose path starts with S;
 * --half even|odd only the games whose (0-based) index in the manifest is
 * even or odd (develop on one half, check on the other);
 * --method enclose|carta picks the dead-stone method (default: the
 * library's); --passes on|off|auto says whether the record counts as
 * finished by two passes (auto, the default: its last two moves are
 * passes; see seichi_score_options.finished_by_passes);
 * --per-game FILE writes one line per game (file, rules, komi, RE margin,
 * computed margin, impossible flag, microseconds) for gnugo_compare.sh.
 * --oracle kept|missed|markup (diagnosis only, not the scorer): for KGS
 * games with TB/TW, score with the automatic dead stones minus those the
 * server kept alive (kept), plus those it marked dead (missed), or with
 * the markup alone (markup): how much each kind of dead-stone error costs;
 * certain: the markup corrected only where Benson's pass-alive analysis
 * proves it wrong (a stone in the other colour's pass-alive territory is
 * dead, a pass-alive stone alive), the best a scorer that follows the
 * rules of Go can hope for against these server results.
 * Deterministic, single-threaded.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analysis/deadstones.h"
#include "bench_util.h"
#include "game/game.h"
#include "position/position.h"
#include "seichi.h"
#include "score/score_int.h"
#include "sgf/sgf.h"

#define MAXCAT 32

typedef struct cat {
    char name[48];
    int games, exact, within1, impossible, errors;
    double abserr;
} cat;

/* Confidence report (--confidence): per source, counts of certain /
 * uncertain / unfinished games and how many of each were exact. */
typedef struct ccat {
    char name[48];
    int games, certain, certain_exact, uncertain, uncertain_exact, unfinished, unfinished_exact;
    int passed, passed_unfinished; /* games ending with two passes */
} ccat;

static ccat ccats[MAXCAT];
static int nccats;

static ccat *get_ccat(const char *name)
{
    for (int i = 0; i < nccats; i++)
        if (strcmp(ccats[i].name, name) == 0) return &ccats[i];
    if (nccats == MAXCAT) return &ccats[MAXCAT - 1];
    snprintf(ccats[nccats].name, sizeof ccats[nccats].name, "%s", name);
    return &ccats[nccats++];
}

static cat cats[MAXCAT];
static int ncats;

static cat *get_cat(const char *name)
{
    for (int i = 0; i < ncats; i++)
        if (strcmp(cats[i].name, name) == 0) return &cats[i];
    if (ncats == MAXCAT) return &cats[MAXCAT - 1];
    snprintf(cats[ncats].name, sizeof cats[ncats].name, "%s", name);
    return &cats[ncats++];
}


static int quarter(double v)
{
    double f = fabs(v - floor(v));
    return fabs(f - 0.25) < 1e-6 || fabs(f - 0.75) < 1e-6;
}

/* RE text -> margin for Black (NAN if not a counted result). */
static double parse_re(const char *re)
{
    if (!re) return NAN;
    if (strcmp(re, "0") == 0 || strncmp(re, "Draw", 4) == 0 || strcmp(re, "Jigo") == 0) return 0;
    if ((re[0] != 'B' && re[0] != 'W') || re[1] != '+') return NAN;
    char *end;
    double v = strtod(re + 2, &end);
    if (end == re + 2) return NAN;
    return re[0] == 'B' ? v : -v;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Marks stones standing on TB/TW points of the last node (the server's
 * verdict) in tb (n bytes).  Returns 1 if the game had markup. */
static int tbtw_dead(seichi_game *gm, const seichi_pos *p, uint8_t *tb)
{
    const sgf_node *last = game_last_node(gm);
    const seichi_graph *g = p->g;
    memset(tb, 0, (size_t)p->n);
    int any = 0;
    for (const sgf_node *nd = last; nd; nd = NULL) {
        const char *ids[2] = {"TB", "TW"};
        for (int k = 0; k < 2; k++) {
            const sgf_prop *pr = sgf_node_find(nd, ids[k]);
            if (!pr) continue;
            any = 1;
            for (int i = 0; i < pr->nvalues; i++) {
                const char *t = pr->values[i].text;
                if (!t || strlen(t) < 2) continue;
                int x0 = t[0] - 'a', y0 = t[1] - 'a', x1 = x0, y1 = y0;
                if (strlen(t) >= 5 && t[2] == ':') {
                    x1 = t[3] - 'a';
                    y1 = t[4] - 'a';
                }
                for (int x = x0; x <= x1; x++)
                    for (int y = y0; y <= y1; y++) {
                        int pt = seichi_graph_point_at(g, x, y);
                        if (pt >= 0 && p->color[pt] == (k == 0 ? SEICHI_WHITE : SEICHI_BLACK)) tb[pt] = 1;
                    }
            }
        }
    }
    return any;
}

static void diagram(FILE *out, const seichi_pos *p, const uint8_t *dead, const uint8_t *fills,
                    const uint8_t *truth)
{
    const seichi_graph *g = p->g;
    int w = g->width, h = g->height;
    for (int y = 0; y < h; y++) {
        fprintf(out, "  ");
        for (int x = 0; x < w; x++) {
            int pt = seichi_graph_point_at(g, x, y);
            int c = p->color[pt];
            char ch = c == SEICHI_BLACK ? 'X' : c == SEICHI_WHITE ? 'O' : '.';
            if (c && dead[pt]) ch = c == SEICHI_BLACK ? 'x' : 'o';
            if (!c && fills[pt]) ch = fills[pt] == SEICHI_BLACK ? 'b' : 'w';
            fputc(ch, out);
            if (truth) fputc(c && truth[pt] != dead[pt] ? '!' : ' ', out);
            else fputc(' ', out);
        }
        fputc('\n', out);
    }
}

/* FNV-1a over the proof map and the confidence line: two runs that agree
   on it agree on every stone's provenance (--conf-dump) */
static unsigned proof_hash(const seichi_result *r, int n)
{
    unsigned h = 2166136261u;
    for (int q = 0; q < n; q++) h = (h ^ (unsigned)seichi_result_proof(r, q)) * 16777619u;
    for (const char *s = seichi_result_confidence_line(r); *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

int main(int argc, char **argv)
{
    const char *dir = NULL, *fails_path = "bench_accuracy_failures.txt", *only = NULL;
    const char *per_game_path = NULL, *conf_dump_path = NULL, *conf_fails_path = NULL;
    int cut = 0;
    int oracle = 0, every = 1, check_tbtw = 0, limit = 0, half = -1, method = SEICHI_DEAD_DEFAULT, passes = -1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--fails") && i + 1 < argc) fails_path = argv[++i];
        else if (!strcmp(argv[i], "--every") && i + 1 < argc) every = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--source") && i + 1 < argc) only = argv[++i];
        else if (!strcmp(argv[i], "--limit") && i + 1 < argc) limit = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--tbtw")) check_tbtw = 1;
        else if (!strcmp(argv[i], "--half") && i + 1 < argc) half = !strcmp(argv[++i], "odd");
        else if (!strcmp(argv[i], "--per-game") && i + 1 < argc) per_game_path = argv[++i];
        else if (!strcmp(argv[i], "--conf-dump") && i + 1 < argc) conf_dump_path = argv[++i];
        else if (!strcmp(argv[i], "--conf-fails") && i + 1 < argc) conf_fails_path = argv[++i];
        else if (!strcmp(argv[i], "--cut") && i + 1 < argc) cut = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--oracle") && i + 1 < argc) {
            const char *m = argv[++i];
            oracle = !strcmp(m, "kept") ? 1 : !strcmp(m, "missed") ? 2 : !strcmp(m, "markup") ? 3
                     : !strcmp(m, "certain") ? 4 : 0;
            if (!oracle) {
                fprintf(stderr, "bench_accuracy: --oracle kept|missed|markup|certain\n");
                return 2;
            }
        } else if (!strcmp(argv[i], "--method") && i + 1 < argc) {
            const char *m = argv[++i];
            method = !strcmp(m, "carta") ? SEICHI_DEAD_CARTA : !strcmp(m, "enclose") ? SEICHI_DEAD_ENCLOSE
                                                                                     : SEICHI_DEAD_DEFAULT;
        } else if (!strcmp(argv[i], "--passes") && i + 1 < argc) {
            const char *m = argv[++i];
            passes = !strcmp(m, "on") ? 1 : !strcmp(m, "off") ? 0 : -1;
        }
        else dir = argv[i];
    }
    char def[4200];
    if (!dir) {
        const char *sh = getenv("SEICHI_SHARED_DIR");
        snprintf(def, sizeof def, "%.4000s/data/games", sh ? sh : "/work/shared");
        dir = def;
    }
    if (every < 1) every = 1;
    char path[8192 + 4200];
    snprintf(path, sizeof path, "%s/MANIFEST.tsv", dir);
    FILE *man = fopen(path, "r");
    if (!man) {
        fprintf(stderr, "bench_accuracy: cannot open %s\n", path);
        return 2;
    }
    FILE *per_game = per_game_path ? fopen(per_game_path, "w") : NULL;
    FILE *conf_dump = conf_dump_path ? fopen(conf_dump_path, "w") : NULL;
    FILE *conf_fails = conf_fails_path ? fopen(conf_fails_path, "w") : NULL;
    FILE *fails = fopen(fails_path, "w");
    if (!fails) fails = stderr;
    char line[8192];
    int idx = -1, done = 0;
    double *times = malloc(sizeof(double) * 8192);
    int ntimes = 0;
    long tb_games = 0, tb_agree = 0, tb_false_dead = 0, tb_missed = 0, tb_cert = 0, tb_cert_agree = 0, tb_cert_exact = 0;
    seichi_game *gm = seichi_game_new();
    while (fgets(line, sizeof line, man)) {
        if (idx++ < 0) continue; /* header */
        if (idx % every) continue;
        if (half >= 0 && (idx - 1) % 2 != half) continue;
        if (limit && done >= limit) break;
        char *f[16];
        int nf = 0;
        char *s = line;
        line[strcspn(line, "\r\n")] = 0;
        while (nf < 16) {
            f[nf++] = s;
            char *t = strchr(s, '\t');
            if (!t) break;
            *t = 0;
            s = t + 1;
        }
        if (nf < 9) continue;
        if (only && strncmp(f[0], only, strlen(only)) != 0) continue;
        char source[48];
        snprintf(source, sizeof source, "%.*s", (int)strcspn(f[0], "/"), f[0]);
        snprintf(path, sizeof path, "%.4100s/%.8000s", dir, f[0]);
        size_t len;
        char *buf = bench_slurp(path, &len);
        if (!buf) continue;
        seichi_load_options lo = {f[0], 0, 0};
        int rc = seichi_game_load_sgf(gm, buf, len, &lo);
        free(buf);
        if (cut > 0 && (rc != SEICHI_OK || seichi_game_move_count(gm) <= cut)) continue;
        const seichi_pos *p = rc == SEICHI_OK ? seichi_game_position(gm, cut > 0 ? cut : -1) : NULL;
        if (!p) continue;
        done++;
        seichi_score_options o; /* as every interface scores a record */
        if (seichi_score_options_from_game(&o, gm) != SEICHI_OK && *f[5]) seichi_rules_from_sgf(f[5], &o.rules);
        int area = o.rules.scoring == SEICHI_SCORE_AREA;
        double komi = o.komi;
        o.dead_method = method;
        if (passes >= 0) o.finished_by_passes = passes;
        if (cut > 0) o.finished_by_passes = 0;
        double re = parse_re(f[8]);
        if (area && quarter(re)) re *= 2;
        char catname[2][48];
        snprintf(catname[0], sizeof catname[0], "%s", source);
        snprintf(catname[1], sizeof catname[1], "rules:%s", o.rules.name);
        int impossible = isnan(re) || fabs((re + komi) - floor(re + komi + 0.5)) > 1e-6;
        uint8_t *odead = NULL;
        if (oracle) {
            int mode = oracle;
            uint8_t *tbm = calloc((size_t)p->n, 1), *dd = calloc((size_t)p->n * 2, 1);
            if (tbtw_dead(gm, p, tbm)) {
                if (mode <= 2) { /* kept / missed: our dead stones in dd */
                    analysis_options ao2;
                    analysis_options_init(&ao2);
                    ao2.finished_by_passes = o.finished_by_passes;
                    ao2.method = method;
                    analysis_dead_stones_ex(p, &o.rules, &ao2, dd, dd + p->n, NULL);
                } else if (mode == 4 && seichi_pass_alive(p, o.rules.suicide, dd) != SEICHI_OK) {
                    memset(dd, 0, (size_t)p->n); /* certain: Benson's verdict in dd */
                }
                odead = calloc((size_t)p->n, 1);
                for (int q = 0; q < p->n; q++)
                    odead[q] = mode == 1   ? (dd[q] && tbm[q])
                               : mode == 2 ? (dd[q] || tbm[q])
                               : mode == 4 ? (dd[q] ? dd[q] != p->color[q] : tbm[q])
                                           : tbm[q];
                o.dead = odead;
            }
            free(tbm);
            free(dd);
        }
        double t0 = bench_now();
        seichi_result *res = NULL;
        rc = seichi_score(p, &o, &res);
        free(odead);
        o.dead = NULL;
        double t1 = bench_now();
        if (ntimes < 8192) times[ntimes++] = t1 - t0;
        double m = res ? seichi_result_margin(res) : NAN;
        double err = fabs(m - re);
        if (per_game)
            fprintf(per_game, "%s\t%s\t%g\t%g\t%g\t%d\t%.1f\n", f[0], o.rules.name, komi, re, m,
                    impossible, (t1 - t0) * 1e6);
        if (res && !impossible) {
            int conf = seichi_result_confidence(res), ex = err < 1e-6;
            const char *hname = (idx - 1) % 2 ? "odd" : "even";
            char hc[64];
            snprintf(hc, sizeof hc, "%s/%s", source, hname);
            const char *names[2] = {source, hc};
            for (int k = 0; k < 2; k++) {
                ccat *c = get_ccat(names[k]);
                c->games++;
                if (conf == SEICHI_CONF_CERTAIN) c->certain++, c->certain_exact += ex;
                else if (conf == SEICHI_CONF_UNFINISHED) c->unfinished++, c->unfinished_exact += ex;
                else c->uncertain++, c->uncertain_exact += ex;
                if (o.finished_by_passes) c->passed++, c->passed_unfinished += conf == SEICHI_CONF_UNFINISHED;
            }
            const conf_features *cf = &res->feat;
            unsigned ph = conf_dump ? proof_hash(res, p->n) : 0; /* computes the margin range */
            int open_terr = 0; /* territory points next to a living stone of the other colour */
            for (int q = 0; conf_dump && q < p->n; q++) {
                int ow = seichi_result_owner(res, q), other = 0;
                if (p->color[q] || seichi_result_reason(res, q) != SEICHI_PT_TERRITORY || !ow) continue;
                for (int k = p->g->adj_off[q]; k < p->g->adj_off[q + 1]; k++) {
                    int t = p->g->adj[k];
                    other |= p->color[t] == 3 - ow && seichi_result_reason(res, t) != SEICHI_PT_DEAD;
                }
                open_terr += other;
            }
            if (conf_dump)
                fprintf(conf_dump, "%s\t%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%g\t%g\t%g\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%08x\n", f[0],
                        source, hname, ex, conf, o.finished_by_passes, cf->judged_stones, cf->judged_chains,
                        cf->seki_stones, cf->ko_fills, cf->dame, cf->dame_open, cf->max_dame_region,
                        cf->unproved_alive, cf->unproved_dead, m - re, res->conf_best - m, res->conf_worst - m,
                        cf->settled_alive, cf->settled_dead, cf->settled_interior, cf->far2, cf->forced, cf->false_eyes, open_terr, ph);
            if (conf_fails && conf == SEICHI_CONF_CERTAIN && !ex) {
                /* graded here with the server's TB/TW (never seen by the
                   scorer): stones the markup kept alive that seichi
                   proves dead point at a record whose players left dead
                   stones unmarked */
                uint8_t *dd = calloc((size_t)p->n * 3, 1), *tbm = dd + 2 * (size_t)p->n;
                for (int q = 0; q < p->n; q++) dd[q] = seichi_result_reason(res, q) == SEICHI_PT_DEAD;
                int has = tbtw_dead(gm, p, tbm), kept = 0, kept_proved = 0, missed = 0;
                for (int q = 0; has && q < p->n; q++) {
                    if (!p->color[q]) continue;
                    if (dd[q] && !tbm[q]) kept++, kept_proved += seichi_result_proof(res, q) < SEICHI_JUDGED_EYES;
                    if (!dd[q] && tbm[q]) missed++;
                }
                fprintf(conf_fails, "== %s  rules %s komi %g HA %d  RE %s (%+g)  seichi %+g  error %g\n", f[0],
                        o.rules.name, komi, o.handicap, f[8], re, m, m - re);
                if (!has) fprintf(conf_fails, "   no TB/TW markup\n");
                else if (kept && kept == kept_proved && !missed)
                    fprintf(conf_fails, "   record: the server's markup keeps alive %d stone%s seichi proves dead "
                                        "(players left dead stones unmarked); no other difference\n",
                            kept, kept > 1 ? "s" : "");
                else
                    fprintf(conf_fails, "   markup differs: %d stones seichi calls dead kept alive (%d proved), "
                                        "%d marked dead seichi keeps alive\n", kept, kept_proved, missed);
                diagram(conf_fails, p, dd, dd + p->n, has ? tbm : NULL);
                free(dd);
            }
        }
        int catsidx[3] = {0, 1, -1};
        for (int k = 0; k < 2; k++) {
            cat *c = get_cat(catname[catsidx[k]]);
            if (impossible) {
                c->impossible++;
                continue;
            }
            c->games++;
            if (rc != SEICHI_OK) c->errors++;
            c->exact += err < 1e-6;
            c->within1 += err <= 1 + 1e-6;
            c->abserr += isnan(err) ? 0 : err;
        }
        uint8_t *dead = calloc((size_t)p->n * 3, 1), *fl = dead + p->n, *tb = fl + p->n;
        analysis_options ao;
        analysis_options_init(&ao);
        ao.method = o.dead_method;
        ao.finished_by_passes = o.finished_by_passes;
        analysis_dead_stones_ex(p, &o.rules, &ao, dead, fl, NULL);
        int has_tb = check_tbtw && tbtw_dead(gm, p, tb);
        int tb_diff = 0, tb_fd = 0, tb_ms = 0;
        if (has_tb) {
            tb_games++;
            for (int q = 0; q < p->n; q++) {
                if (!p->color[q]) continue;
                if (dead[q] && !tb[q]) tb_fd++;
                if (!dead[q] && tb[q]) tb_ms++;
            }
            tb_false_dead += tb_fd;
            tb_missed += tb_ms;
            tb_diff = tb_fd + tb_ms > 0;
            tb_agree += !tb_diff;
            if (res && !impossible && seichi_result_confidence(res) == SEICHI_CONF_CERTAIN)
                tb_cert++, tb_cert_agree += !tb_diff, tb_cert_exact += err < 1e-6;
        }
        if (!impossible && (err > 1e-6 || tb_diff)) {
            fprintf(fails, "== %s  rules %s komi %g HA %d  RE %s (%+g)  seichi %+g  error %g", f[0],
                    o.rules.name, komi, o.handicap, f[8], re, m, m - re);
            if (tb_diff)
                fprintf(fails, "  TB/TW differ: %d alive-called-dead, %d dead-called-alive (!)", tb_fd, tb_ms);
            fputc('\n', fails);
            diagram(fails, p, dead, fl, has_tb ? tb : NULL);
        }
        free(dead);
        seichi_result_free(res);
    }
    fclose(man);
    if (per_game) fclose(per_game);
    if (fails != stderr) fclose(fails);
    qsort(times, (size_t)ntimes, sizeof *times, cmp_double);
    printf("%-22s %6s %8s %8s %8s %7s %6s\n", "category", "games", "exact%", "within1%", "MAE", "apart", "errors");
    for (int i = 0; i < ncats; i++) {
        cat *c = &cats[i];
        int g = c->games ? c->games : 1;
        printf("%-22s %6d %8.1f %8.1f %8.3f %7d %6d\n", c->name, c->games, 100.0 * c->exact / g,
               100.0 * c->within1 / g, c->abserr / g, c->impossible, c->errors);
    }
    if (ntimes)
        printf("seichi_score per game (includes analysis): median %.1f us, p90 %.1f us\n",
               times[ntimes / 2] * 1e6, times[ntimes * 9 / 10] * 1e6);
    if (tb_games)
        printf("TB/TW check: %ld games, dead stones identical in %ld (%.1f%%); stones called dead "
               "wrongly %ld, dead stones missed %ld\n",
               tb_games, tb_agree, 100.0 * tb_agree / tb_games, tb_false_dead, tb_missed);
    if (tb_cert)
        printf("TB/TW check, certain games: %ld, dead stones identical in %ld (%.2f%%), score exact in %ld (%.2f%%)\n",
               tb_cert, tb_cert_agree, 100.0 * tb_cert_agree / tb_cert, tb_cert_exact, 100.0 * tb_cert_exact / tb_cert);
    printf("failures written to %s\n", fails_path);
    if (nccats) {
        printf("\nconfidence%s: certain%% = coverage, prec%% = exact among certain\n",
               cut > 0 ? " (records cut)" : "");
        printf("%-22s %6s %8s %7s %6s %10s %8s %11s %8s\n", "category", "games", "certain%", "prec%",
               "wrong", "uncert-ex%", "unfin%", "passed", "unfin-pass%");
        for (int i = 0; i < nccats; i++) {
            ccat *c = &ccats[i];
            printf("%-22s %6d %8.1f %7.2f %6d %10.1f %8.1f %11d %8.2f\n", c->name, c->games,
                   100.0 * c->certain / (c->games ? c->games : 1),
                   100.0 * c->certain_exact / (c->certain ? c->certain : 1), c->certain - c->certain_exact,
                   100.0 * c->uncertain_exact / (c->uncertain ? c->uncertain : 1),
                   100.0 * c->unfinished / (c->games ? c->games : 1), c->passed,
                   100.0 * c->passed_unfinished / (c->passed ? c->passed : 1));
        }
    }
    if (conf_dump) fclose(conf_dump);
    if (conf_fails) fclose(conf_fails);
    seichi_game_free(gm);
    free(times);
    return 0;
}
