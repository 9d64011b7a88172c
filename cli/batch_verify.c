/*
 * batch_verify.c - tallies for `seichi batch --verify`.  A game's source
 * is the name of the folder holding it ("stdin" for inline SGF).  Exact
 * and within-1 rates count only games whose RE is a counted result that
 * some count of the board could give (agreement other than no_re and
 * re_inconsistent); errors, missing RE and inconsistent RE are reported
 * apart.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "batch_verify.h"

void batch_verify_init(batch_verify *v) { memset(v, 0, sizeof *v); }

void batch_verify_free(batch_verify *v)
{
    free(v->by_source);
    memset(v, 0, sizeof *v);
}

static void source_of(const char *file, char *out, size_t cap)
{
    const char *slash = strrchr(file, '/');
    if (!slash || !strncmp(file, "stdin:", 6)) {
        snprintf(out, cap, "%s", slash ? "/" : !strncmp(file, "stdin:", 6) ? "stdin" : ".");
        return;
    }
    const char *start = slash;
    while (start > file && start[-1] != '/') start--;
    snprintf(out, cap, "%.*s", (int)(slash - start), start);
    if (!out[0]) snprintf(out, cap, "/");
}

static void tally(batch_tally *t, const batch_item *it)
{
    t->games++;
    if (it->cached) t->cached++;
    if (it->error[0]) {
        t->errors++;
        return;
    }
    if (!strcmp(it->agreement, "no_re")) t->no_re++;
    else if (!strcmp(it->agreement, "re_inconsistent")) t->inconsistent++;
    else {
        t->counted++;
        t->abs_error += fabs(it->margin - it->re_margin);
        if (!strcmp(it->agreement, "exact")) t->exact++;
        if (!strcmp(it->agreement, "exact") || !strcmp(it->agreement, "within1")) t->within1++;
        if (strcmp(it->agreement, "wrong")) t->winner++;
        int ex = !strcmp(it->agreement, "exact");
        if (!strcmp(it->confidence, "certain")) t->certain++, t->certain_exact += ex;
        else if (!strcmp(it->confidence, "unfinished")) t->unfinished++, t->unfinished_exact += ex;
        else if (it->confidence[0]) t->uncertain++, t->uncertain_exact += ex;
    }
}

void batch_verify_add(batch_verify *v, const batch_item *it)
{
    char src[64];
    source_of(it->file, src, sizeof src);
    tally(&v->all, it);
    for (size_t i = v->n; i-- > 0;)
        if (!strcmp(v->by_source[i].source, src)) {
            tally(&v->by_source[i], it);
            return;
        }
    if (v->n == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 16;
        batch_tally *t = realloc(v->by_source, cap * sizeof *t);
        if (!t) return;
        v->by_source = t;
        v->cap = cap;
    }
    memset(&v->by_source[v->n], 0, sizeof *v->by_source);
    snprintf(v->by_source[v->n].source, sizeof v->by_source->source, "%s", src);
    tally(&v->by_source[v->n++], it);
}

static double pct(long a, long b) { return b ? 100.0 * a / b : 0; }

static void row(FILE *out, const batch_tally *t)
{
    fprintf(out, "  %-20s %7ld %7ld %7ld  %6.1f%% %6.1f%% %6.1f%%  %8.2f %7ld %6ld %6ld  %7ld %6.1f%% %6.1f%%\n",
            t->source, t->games, t->counted, t->counted - t->exact, pct(t->exact, t->counted),
            pct(t->within1, t->counted), pct(t->winner, t->counted), t->counted ? t->abs_error / t->counted : 0,
            t->inconsistent, t->no_re, t->errors, t->certain, pct(t->certain_exact, t->certain),
            pct(t->uncertain_exact, t->uncertain));
}

void batch_verify_print(const batch_verify *v, FILE *out, double seconds)
{
    const batch_tally *a = &v->all;
    fprintf(out, "seichi batch --verify: %ld games in %.1f s (%ld from the database), %ld errors\n", a->games,
            seconds, a->cached, a->errors);
    fprintf(out, "  with a counted RE: %ld; exact %ld (%.1f%%), within 1 point %ld (%.1f%%), right winner %ld "
                 "(%.1f%%), mean |error| %.2f points\n",
            a->counted, a->exact, pct(a->exact, a->counted), a->within1, pct(a->within1, a->counted), a->winner,
            pct(a->winner, a->counted), a->counted ? a->abs_error / a->counted : 0);
    fprintf(out, "  left out: %ld RE inconsistent with komi, %ld without a counted RE\n", a->inconsistent,
            a->no_re);
    fprintf(out, "  by confidence: certain %ld, exact %ld (%.1f%%); uncertain %ld, exact %ld (%.1f%%); "
                 "unfinished %ld, exact %ld (%.1f%%)\n",
            a->certain, a->certain_exact, pct(a->certain_exact, a->certain), a->uncertain, a->uncertain_exact,
            pct(a->uncertain_exact, a->uncertain), a->unfinished, a->unfinished_exact,
            pct(a->unfinished_exact, a->unfinished));
    fprintf(out, "  %-20s %7s %7s %7s  %7s %7s %7s  %8s %7s %6s %6s  %7s %7s %7s\n", "source", "games", "counted",
            "differ", "exact", "within1", "winner", "mean|err|", "re_inc", "no_re", "errors", "certain", "c-exact",
            "u-exact");
    for (size_t i = 0; i < v->n; i++) row(out, &v->by_source[i]);
}

int batch_verify_all_agree(const batch_verify *v)
{
    return v->all.exact == v->all.counted && v->all.errors == 0;
}
