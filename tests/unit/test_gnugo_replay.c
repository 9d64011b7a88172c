/*
 * test_gnugo_replay.c - differential test of SGF replay against GNU Go 3.8.
 *
 * For every game of ../shared/data/games (MANIFEST.tsv), GNU Go is asked in
 * one GTP session for `loadsgf`, `list_stones black|white` and `captures
 * black|white`; seichi replays the same file and must give the same final
 * board and the same prisoner counts.  Skipped (with a message) when GNU Go
 * is not installed; .ci/run installs it.
 *
 * Known GNU Go differences (exceptions, each with the reason):
 *   (none found on this corpus: every game agrees)
 */
#include <stdint.h>
#include <unistd.h>

#include "check.h"
#include "seichi.h"

#define GNUGO "/usr/games/gnugo"

/* Reads the next GTP response ("= ..." up to the blank line) into buf. */
static int next_response(FILE *f, char *buf, size_t cap)
{
    char line[8192];
    size_t n = 0;
    int started = 0;
    buf[0] = 0;
    while (fgets(line, sizeof line, f)) {
        if (!started) {
            if (line[0] != '=' && line[0] != '?') continue;
            started = 1;
        } else if (line[0] == '\n') {
            return 1;
        }
        size_t l = strlen(line);
        if (n + l + 1 < cap) memcpy(buf + n, line, l + 1), n += l;
    }
    return started;
}

static const char *game_path(const char *rel)
{
    static char buf[4096];
    snprintf(buf, sizeof buf, "%s", SHARED_PATH("data/games/"));
    strncat(buf, rel, sizeof buf - strlen(buf) - 1);
    return buf;
}

static void test_replay_matches_gnugo(void)
{
    if (access(GNUGO, X_OK) != 0) SKIP_ALL(GNUGO " is not installed");
    size_t mlen;
    char *manifest = check_read_file(SHARED_PATH("data/games/MANIFEST.tsv"), &mlen);
    if (!manifest) SKIP_ALL("no games corpus (../shared/data/games)");
    char cmdpath[] = "/tmp/seichi_gnugo_XXXXXX";
    int fd = mkstemp(cmdpath);
    CHECK(fd >= 0);
    FILE *cmds = fdopen(fd, "w");
    int ngames = 0;
    char **files = NULL;
    for (char *line = strtok(manifest, "\n"); line; line = strtok(NULL, "\n")) {
        char *tab = strchr(line, '\t');
        if (!tab || strncmp(line, "file\t", 5) == 0) continue;
        *tab = 0;
        files = realloc(files, sizeof(char *) * (size_t)(ngames + 1));
        files[ngames++] = line;
        fprintf(cmds, "loadsgf %s\nlist_stones black\nlist_stones white\ncaptures black\n"
                      "captures white\n",
                game_path(line));
    }
    fclose(cmds);
    char shell[512];
    snprintf(shell, sizeof shell, "%s --mode gtp < %s", GNUGO, cmdpath);
    FILE *gg = popen(shell, "r");
    CHECK(gg != NULL);
    static char resp[5][16384];
    int agree = 0, disagree = 0;
    for (int i = 0; i < ngames && gg; i++) {
        for (int k = 0; k < 5; k++) CHECK(next_response(gg, resp[k], sizeof resp[k]));
        size_t len;
        char *sgf = check_read_file(game_path(files[i]), &len);
        seichi_game *g = seichi_game_new();
        int rc = seichi_game_load_sgf(g, sgf, len, NULL);
        CHECK_EQ(rc, SEICHI_OK);
        const seichi_pos *p = rc ? NULL : seichi_game_position(g, -1);
        int same = p && resp[0][0] == '=';
        if (p) {
            const seichi_graph *gr = seichi_pos_graph(p);
            uint8_t theirs[SEICHI_MAX_SIDE * SEICHI_MAX_SIDE] = {0};
            for (int c = 0; c < 2; c++) {
                char *save = NULL;
                for (char *t = strtok_r(resp[1 + c] + 1, " \n", &save); t; t = strtok_r(NULL, " \n", &save)) {
                    int pt = seichi_graph_find_point(gr, t);
                    if (pt >= 0) theirs[pt] = (uint8_t)(c + 1);
                    else same = 0;
                }
            }
            for (int pt = 0; pt < seichi_graph_points(gr); pt++)
                if (theirs[pt] != seichi_pos_color(p, pt)) same = 0;
            if (atoi(resp[3] + 1) != seichi_pos_captures(p, SEICHI_BLACK)) same = 0;
            if (atoi(resp[4] + 1) != seichi_pos_captures(p, SEICHI_WHITE)) same = 0;
        }
        if (same) {
            agree++;
        } else {
            disagree++;
            fprintf(stderr, "differs from GNU Go: %s\n", files[i]);
        }
        seichi_game_free(g);
        free(sgf);
    }
    if (gg) pclose(gg);
    unlink(cmdpath);
    printf("GNU Go replay: %d games agree, %d differ\n", agree, disagree);
    CHECK_EQ(disagree, 0);
    CHECK(agree > 4000);
    free(files);
    free(manifest);
}

int main(void)
{
    RUN(test_replay_matches_gnugo);
    return CHECK_DONE();
}
