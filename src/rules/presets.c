/*
 * presets.c - the usual rule sets as named settings of one rules value.
 *
 *   preset        scoring    ko           suicide  handicap comp.  passes
 *   japanese      territory  simple       no       -               -
 *   korean        territory  simple       no       -               -
 *   chinese       area       positional   no       HA points       -
 *   aga           area       situational  no       HA-1 points     pass stones
 *   new-zealand   area       situational  yes      -               -
 *   tromp-taylor  area       positional   yes      -               -
 *   kee           area       Kee rule 12  no       -               refreshing
 *
 * New Zealand gives no handicap compensation: its text has White pass the
 * first n - 1 moves of an n-stone handicap game, and passes score nothing
 * under area counting (KGS counts its NZ games so: 4 of 4 in the corpus).
 *
 * Japanese and Korean leave long cycles (triple ko) to the referee: the
 * engine reports them as a no-result repetition.  SGF RU values are matched
 * loosely ("Japanese", "jp", "Chinese", "cn", "AGA", "NZ", "Tromp-Taylor",
 * "TT", "Korean", "Kee"); anything else gives japanese and SEICHI_NOTFOUND,
 * which the caller turns into a warning (docs/RULES.md).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "seichi.h"

static const struct {
    const char *name;
    const char *aliases; /* space separated, lower case */
    seichi_rules rules;
} presets[] = {
    {"japanese", "japanese jp ja japan nihon", {SEICHI_SCORE_TERRITORY, SEICHI_KO_SIMPLE, 0, 0, 0, SEICHI_HC_NONE, 0, 0, "japanese"}},
    {"korean", "korean kr ko korea", {SEICHI_SCORE_TERRITORY, SEICHI_KO_SIMPLE, 0, 0, 0, SEICHI_HC_NONE, 0, 0, "korean"}},
    {"chinese", "chinese cn zh china", {SEICHI_SCORE_AREA, SEICHI_KO_POSITIONAL, 0, 0, 0, SEICHI_HC_HANDICAP, 0, 0, "chinese"}},
    {"aga", "aga american bga", {SEICHI_SCORE_AREA, SEICHI_KO_SITUATIONAL, 0, 0, 0, SEICHI_HC_HANDICAP_LESS_ONE, 1, 0, "aga"}},
    {"new-zealand", "new-zealand nz newzealand new_zealand", {SEICHI_SCORE_AREA, SEICHI_KO_SITUATIONAL, 1, 0, 0, SEICHI_HC_NONE, 0, 0, "new-zealand"}},
    {"tromp-taylor", "tromp-taylor tt tromp_taylor tromptaylor", {SEICHI_SCORE_AREA, SEICHI_KO_POSITIONAL, 1, 0, 0, SEICHI_HC_NONE, 0, 0, "tromp-taylor"}},
    {"kee", "kee", {SEICHI_SCORE_AREA, SEICHI_KO_KEE, 0, SEICHI_ENCLOSE_ALLIED, 1, SEICHI_HC_NONE, 0, 0, "kee"}},
};

static void lower_trim(const char *in, char *out, size_t cap)
{
    size_t n = 0;
    while (*in && isspace((unsigned char)*in)) in++;
    for (; *in && n + 1 < cap; in++) out[n++] = (char)tolower((unsigned char)*in);
    while (n > 0 && isspace((unsigned char)out[n - 1])) n--;
    out[n] = 0;
    for (size_t i = 0; i < n; i++)
        if (out[i] == ' ') out[i] = '-';
}

static int has_word(const char *list, const char *w)
{
    size_t len = strlen(w);
    for (const char *s = list; *s;) {
        const char *e = strchr(s, ' ');
        size_t l = e ? (size_t)(e - s) : strlen(s);
        if (l == len && memcmp(s, w, l) == 0) return 1;
        s += l + (e ? 1 : 0);
    }
    return 0;
}

int seichi_rules_preset(const char *name, seichi_rules *out)
{
    char low[64];
    *out = presets[0].rules;
    if (!name) return SEICHI_NOTFOUND;
    lower_trim(name, low, sizeof low);
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
        if (has_word(presets[i].aliases, low)) {
            *out = presets[i].rules;
            return SEICHI_OK;
        }
    return SEICHI_NOTFOUND;
}

int seichi_rules_from_sgf(const char *ru, seichi_rules *out)
{
    if (seichi_rules_preset(ru, out) == SEICHI_OK) return SEICHI_OK;
    char low[64];
    lower_trim(ru ? ru : "", low, sizeof low);
    /* free text such as "Japanese rules" or "Chinese (area)" */
    static const char *const words[][2] = {{"japan", "japanese"}, {"korea", "korean"},
                                          {"chin", "chinese"},    {"aga", "aga"},
                                          {"zealand", "new-zealand"}, {"tromp", "tromp-taylor"},
                                          {"kee", "kee"}};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strstr(low, words[i][0])) return seichi_rules_preset(words[i][1], out);
    return SEICHI_NOTFOUND;
}
