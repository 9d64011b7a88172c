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
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap);
    /* the buffer grows to at most the cap plus 2: one byte past the cap
     * tells a file that is too large, one more holds the NUL */
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n > CLI_MAX_FILE) {
            fprintf(stderr, "%s: larger than the %u MiB input cap; refused\n", path, CLI_MAX_FILE >> 20);
            free(buf);
            buf = NULL;
            if (f != stdin) fclose(f);
            return NULL;
        }
        if (n + 1 == cap) {
            size_t ncap = cap * 2 > (size_t)CLI_MAX_FILE + 2 ? (size_t)CLI_MAX_FILE + 2 : cap * 2;
            char *nb = realloc(buf, ncap);
            if (!nb) free(buf);
            buf = nb;
            cap = ncap;
        }
    }
    int err = ferror(f);
    if (f != stdin) fclose(f);
    if (!buf) {
        fprintf(stderr, "%s: out of memory\n", path);
        return NULL;
    }
    if (err) {
        fprintf(stderr, "%s: read error\n", path);
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

long cli_read_line(FILE *f, char **buf, size_t *cap, int *too_long)
{
    size_t n = 0;
    int c, any = 0;
    *too_long = 0;
    if (!*buf) {
        if (!(*buf = malloc(256))) {
            errno = ENOMEM;
            return -1;
        }
        *cap = 256;
    }
    while ((c = getc(f)) != EOF) {
        any = 1;
        if (c == '\n') break;
        if (n >= CLI_MAX_FILE) {
            *too_long = 1;
            continue;
        }
        if (n + 2 > *cap) {
            size_t ncap = *cap ? *cap * 2 : 256;
            if (ncap > (size_t)CLI_MAX_FILE + 2) ncap = (size_t)CLI_MAX_FILE + 2;
            char *nb = realloc(*buf, ncap);
            if (!nb) {
                errno = ENOMEM;
                return -1;
            }
            *buf = nb;
            *cap = ncap;
        }
        (*buf)[n++] = (char)c;
    }
    if (!any) return -1;
    if (n && (*buf)[n - 1] == '\r') n--;
    (*buf)[n] = 0;
    return (long)n;
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
