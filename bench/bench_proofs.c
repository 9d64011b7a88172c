/*
 * bench_proofs.c - how many points of the corpus' final positions are
 * proved rather than judged: Benson's pass-alive map, the unconditional
 * territory (seichi_unconditional) and the territory proved by search
 * (seichi_safety), and whether the automatic scorer's owner of each proved
 * point agrees with the proof.
 *
 * usage: bench_proofs [EVERY] [--conflicts]   (every EVERY-th game of
 * MANIFEST.tsv; 1); --conflicts lists each point where the search's proof
 * and the automatic score differ (game, point, proved owner, scorer's).
 * Games: SEICHI_GAMES or ../shared/data/games, as the other benchmarks.
 * Per source (the folder of the game): games, points, proved points per
 * layer (cumulative), points where the scorer's owner differs from the
 * proof's, and the time of each layer (CPU, whole corpus).
 */
#include "bench_util.h"

#include <stdint.h>

#include "seichi.h"

typedef struct tally {
    char name[64];
    long games, points, pa, un, sf, conflicts_pa, conflicts_un, conflicts_sf;
} tally;

static tally *find(tally *t, int *nt, const char *path)
{
    const char *games = strstr(path, "/games/");
    const char *s = games ? games + 7 : path;
    const char *slash = strchr(s, '/');
    size_t len = slash ? (size_t)(slash - s) : strlen(s);
    if (len >= sizeof t[0].name) len = sizeof t[0].name - 1;
    for (int i = 0; i < *nt; i++)
        if (strlen(t[i].name) == len && !strncmp(t[i].name, s, len)) return &t[i];
    tally *x = &t[(*nt)++];
    memset(x, 0, sizeof *x);
    memcpy(x->name, s, len);
    return x;
}

static void row(const tally *x)
{
    printf("%-16s %6ld %8ld %8ld (%4.1f%%) %8ld (%4.1f%%) %8ld (%4.1f%%) %6ld %6ld %6ld\n", x->name, x->games,
           x->points, x->pa, 100.0 * x->pa / (x->points ? x->points : 1), x->un,
           100.0 * x->un / (x->points ? x->points : 1), x->sf, 100.0 * x->sf / (x->points ? x->points : 1),
           x->conflicts_pa, x->conflicts_un, x->conflicts_sf);
}

int main(int argc, char **argv)
{
    int every = argc > 1 ? atoi(argv[1]) : 1;
    int list = argc > 2 && !strcmp(argv[2], "--conflicts");
    if (every < 1) every = 1;
    bench_file *files;
    int nfiles = bench_load_corpus(&files);
    tally t[64];
    int nt = 0;
    double time_pa = 0, time_un = 0, time_sf = 0;
    uint8_t pa[1024], un[1024], sf[1024];
    for (int i = 0; i < nfiles; i += every) {
        seichi_game *g = seichi_game_new();
        if (!g || seichi_game_load_sgf(g, files[i].data, files[i].len, NULL) != SEICHI_OK) {
            seichi_game_free(g);
            continue;
        }
        const seichi_pos *p = seichi_game_position(g, seichi_game_move_count(g));
        int n = p ? seichi_graph_points(seichi_pos_graph(p)) : 0;
        if (!p || n > 1024 || seichi_pos_players(p) != 2) {
            seichi_game_free(g);
            continue;
        }
        seichi_score_options o;
        seichi_score_options_from_game(&o, g);
        int suicide = o.rules.suicide;
        double t0 = bench_now();
        seichi_pass_alive(p, suicide, pa);
        double t1 = bench_now();
        seichi_unconditional(p, suicide, un);
        double t2 = bench_now();
        seichi_safety(p, suicide, sf);
        double t3 = bench_now();
        time_pa += t1 - t0, time_un += t2 - t1, time_sf += t3 - t2;
        seichi_result *r = NULL;
        if (seichi_score(p, &o, &r) != SEICHI_OK) r = NULL;
        tally *x = find(t, &nt, files[i].path);
        x->games++;
        x->points += n;
        for (int q = 0; q < n; q++) {
            int owner = r ? seichi_result_owner(r, q) : -1;
            if (pa[q]) x->pa++, x->conflicts_pa += owner >= 0 && owner != pa[q];
            if (un[q]) x->un++, x->conflicts_un += owner >= 0 && owner != un[q];
            if (sf[q]) x->sf++, x->conflicts_sf += owner >= 0 && owner != sf[q];
            if (list && sf[q] && owner >= 0 && owner != sf[q]) {
                char name[16];
                printf("conflict %s %s proof %d scorer %d\n", files[i].path,
                       seichi_graph_point_name(seichi_pos_graph(p), q, name, sizeof name), sf[q], owner);
            }
        }
        seichi_result_free(r);
        seichi_game_free(g);
    }
    printf("%-16s %6s %8s %17s %17s %17s %6s %6s %6s\n", "source", "games", "points", "pass-alive",
           "+unconditional", "+search", "!pa", "!un", "!sf");
    tally all;
    memset(&all, 0, sizeof all);
    strcpy(all.name, "all");
    for (int i = 0; i < nt; i++) {
        row(&t[i]);
        all.games += t[i].games, all.points += t[i].points, all.pa += t[i].pa, all.un += t[i].un;
        all.sf += t[i].sf, all.conflicts_pa += t[i].conflicts_pa, all.conflicts_un += t[i].conflicts_un;
        all.conflicts_sf += t[i].conflicts_sf;
    }
    row(&all);
    printf("time (s, all games): pass-alive %.2f, unconditional %.2f, search %.2f (each layer computed "
           "from scratch)\n",
           time_pa, time_un, time_sf);
    printf("!pa, !un, !sf: proved points whose owner in the automatic score differs from the proof\n");
    for (int i = 0; i < nfiles; i++) free(files[i].data);
    free(files);
    return 0;
}
