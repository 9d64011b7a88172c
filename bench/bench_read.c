/*
 * bench_read.c - the tactical reader (seichi_read_attack / _defend) on the
 * corpus: every chain of three liberties or fewer in the positions at
 * moves 100 and 150 and at the end of every game, asked both questions.
 * Reports the answers, the nodes (total, largest question, questions
 * that ran out of budget) and the time a question.
 *
 *   build/bench/bench_read [--budget N] [--dump FILE]
 *
 * --dump writes one line a question (game, move, point, question, answer,
 * move, nodes), to compare two builds of the reader.
 */
#include "bench_util.h"
#include "seichi.h"

int main(int argc, char **argv)
{
    int budget = 0;
    const char *dump_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--budget") && i + 1 < argc) budget = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--dump") && i + 1 < argc) dump_path = argv[++i];
        else {
            fprintf(stderr, "usage: bench_read [--budget N] [--dump FILE]\n");
            return 2;
        }
    }
    FILE *dump = dump_path ? fopen(dump_path, "w") : NULL;
    if (dump_path && !dump) {
        fprintf(stderr, "bench_read: cannot write %s\n", dump_path);
        return 2;
    }
    bench_file *files;
    int nf = bench_load_corpus(&files);
    long questions = 0, answers[5] = {0}, nodes = 0, max_nodes = 0;
    double t = 0;
    for (int f = 0; f < nf; f++) {
        seichi_game *g = seichi_game_new();
        seichi_load_options lo = {files[f].path, 0, 1};
        if (seichi_game_load_sgf(g, files[f].data, files[f].len, &lo) != SEICHI_OK) {
            seichi_game_free(g);
            continue;
        }
        int nm = seichi_game_move_count(g), at[3] = {100, 150, nm};
        for (int a = 0; a < 3; a++) {
            if (at[a] > nm || (a < 2 && at[a] == nm)) continue;
            const seichi_pos *p = seichi_game_position(g, at[a]);
            if (!p || seichi_pos_players(p) != 2) continue;
            seichi_reader *r = seichi_reader_new(p, budget, 0);
            if (!r) continue;
            const seichi_graph *gr = seichi_pos_graph(p);
            int n = seichi_graph_points(gr);
            for (int x = 0; x < n; x++) {
                if (!seichi_pos_color(p, x) || seichi_pos_chain(p, x) != x || seichi_pos_chain_libs(p, x) > 3)
                    continue;
                for (int q = 0; q < 2; q++) {
                    int m = SEICHI_NONE;
                    double t0 = bench_now();
                    int ans = q ? seichi_read_defend(r, p, x, &m) : seichi_read_attack(r, p, x, &m);
                    t += bench_now() - t0;
                    int k = seichi_read_nodes(r);
                    questions++, nodes += k, answers[ans]++;
                    if (k > max_nodes) max_nodes = k;
                    if (dump) {
                        char pn[16], mn[16] = "-";
                        seichi_graph_point_name(gr, x, pn, sizeof pn);
                        if (m >= 0) seichi_graph_point_name(gr, m, mn, sizeof mn);
                        else if (m == SEICHI_PASS) snprintf(mn, sizeof mn, "pass");
                        fprintf(dump, "%s\t%d\t%s\t%s\t%d\t%s\t%d\n", files[f].path, at[a], pn,
                                q ? "defend" : "attack", ans, mn, k);
                    }
                }
            }
            seichi_reader_free(r);
        }
        seichi_game_free(g);
    }
    if (dump) fclose(dump);
    printf("questions %ld: fail %ld, win %ld, ko taken first %ld, ko to retake %ld, unknown %ld\n", questions,
           answers[SEICHI_READ_FAIL], answers[SEICHI_READ_WIN], answers[SEICHI_READ_KO], answers[SEICHI_READ_KO_RETAKE],
           answers[SEICHI_READ_UNKNOWN]);
    printf("nodes %ld (%.1f a question), largest question %ld nodes\n", nodes,
           questions ? (double)nodes / (double)questions : 0.0, max_nodes);
    printf("time %.3f s, %.2f us a question\n", t, questions ? t * 1e6 / (double)questions : 0.0);
    return 0;
}
