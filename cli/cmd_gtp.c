/*
 * cmd_gtp.c - `seichi gtp`: the GTP engine (src/gtp) on stdin/stdout.
 * Reads one line at a time, writes each response and flushes, stops at quit
 * or end of input.  loadsgf reads files through cli_read_file;
 * seichi-write_sgf writes its file.
 *
 * A line of any length costs at most SEICHI_GTP_MAX_LINE + 2 bytes: the
 * reader keeps what GTP's preprocessing would keep (no comment, no control
 * character, no leading blank, one blank for a run of them), which does not
 * change the line's meaning, and stops keeping at SEICHI_GTP_MAX_LINE + 2
 * bytes; the engine then answers "?ID line too long" for a command longer
 * than SEICHI_GTP_MAX_LINE (one more byte could be a trailing blank) and
 * nothing for a comment, however long.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static int load_file(void *ud, const char *path, char **buf, size_t *len)
{
    (void)ud;
    *buf = cli_read_file(path, len);
    return *buf ? 0 : -1;
}

static int write_file(void *ud, const char *path, const char *text, size_t len)
{
    (void)ud;
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    int bad = fwrite(text, 1, len, f) != len;
    bad |= fclose(f) != 0;
    return bad ? -1 : 0;
}

int cmd_gtp(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        return cli_usage_error("gtp", "no options expected, got '%s' (usage: seichi gtp)", argv[i]);
    seichi_gtp *e = seichi_gtp_new();
    char *line = malloc(SEICHI_GTP_MAX_LINE + 3);
    if (!e || !line) {
        seichi_gtp_free(e);
        free(line);
        fprintf(stderr, "seichi gtp: out of memory\n");
        return 2;
    }
    seichi_gtp_set_loader(e, load_file, NULL);
    seichi_gtp_set_writer(e, write_file, NULL);
    int c = 0;
    while (!seichi_gtp_quit_requested(e) && c != EOF) {
        size_t n = 0;
        int comment = 0, any = 0;
        while ((c = getchar()) != EOF && c != '\n') {
            any = 1;
            if (c == '#') comment = 1;
            if (comment || (c < 32 && c != '\t') || c == 127) continue;
            if (c == '\t') c = ' ';
            if (c == ' ' && (n == 0 || line[n - 1] == ' ')) continue;
            if (n < SEICHI_GTP_MAX_LINE + 2) line[n++] = (char)c;
        }
        if (c == EOF && !any) break;
        size_t outlen;
        const char *out = seichi_gtp_exec(e, line, n, &outlen);
        if (outlen) {
            fwrite(out, 1, outlen, stdout);
            fflush(stdout);
        }
    }
    seichi_gtp_free(e);
    free(line);
    return ferror(stdout) ? 2 : 0;
}
