/*
 * common.c - file reading and game loading for the CLI subcommands.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

char *cli_read_file(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
        if (n + 1 == cap) {
            if (cap >= CLI_MAX_FILE) {
                fprintf(stderr, "%s: larger than %u MiB; refused\n", path, CLI_MAX_FILE >> 20);
                free(buf);
                buf = NULL;
                break;
            }
            char *nb = realloc(buf, cap * 2);
            if (!nb) free(buf);
            buf = nb;
            cap *= 2;
        }
    }
    int err = ferror(f);
    if (f != stdin) fclose(f);
    if (!buf) return NULL;
    if (err) {
        fprintf(stderr, "%s: read error\n", path);
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

seichi_game *cli_load_game(const char *path, int game_index, int continue_on_illegal,
                           int quiet_warnings)
{
    size_t len;
    char *buf = cli_read_file(path, &len);
    if (!buf) return NULL;
    seichi_game *g = seichi_game_new();
    if (!g) {
        free(buf);
        fprintf(stderr, "%s: out of memory\n", path);
        return NULL;
    }
    seichi_load_options opt = {path, game_index, continue_on_illegal};
    int rc = seichi_game_load_sgf(g, buf, len, &opt);
    free(buf);
    if (!quiet_warnings) fputs(seichi_game_warnings(g), stderr);
    if (rc != SEICHI_OK) {
        fprintf(stderr, "%s\n", seichi_game_errmsg(g));
        seichi_game_free(g);
        return NULL;
    }
    return g;
}

int cli_parse_count(const char *s, long max, long *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < 0 || v > max) return 0;
    *out = v;
    return 1;
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "seichi %s: ", cmd);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return 2;
}

int cli_record_arg(const char *cmd, unsigned which, int argc, char **argv, int *i, cli_record_args *a)
{
    const char *arg = argv[*i];
    if (!strcmp(arg, "--json")) {
        a->json = 1;
    } else if ((which & CLI_CONTINUE) && !strcmp(arg, "--continue")) {
        a->cont = 1;
    } else if ((which & CLI_MOVE) && !strcmp(arg, "--move") && *i + 1 < argc) {
        if (!cli_parse_count(argv[++*i], 1 << 30, &a->move))
            return cli_usage_error(cmd, "--move needs a move number >= 0, not '%s'", argv[*i]);
    } else if (!strcmp(arg, "--game") && *i + 1 < argc) {
        if (!cli_parse_count(argv[++*i], 1 << 30, &a->game) || a->game < 1)
            return cli_usage_error(cmd, "--game needs a game number >= 1, not '%s'", argv[*i]);
    } else if (arg[0] == '-' && arg[1]) {
        return 0;
    } else if (a->path) {
        return cli_usage_error(cmd, "one file at a time ('%s' and '%s')", a->path, arg);
    } else {
        a->path = arg;
    }
    return 1;
}
