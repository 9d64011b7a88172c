/*
 * fuzz_gtp.c - libFuzzer target for the GTP engine (src/gtp): the input is
 * a whole GTP session, split into lines, each fed to seichi_gtp_exec on one
 * engine.  loadsgf gets, through the loader, one of a few built-in games
 * (chosen by the path's first character) or the bytes after a line
 * "%%SGF" in the input, so parsing, replay, undo into a loaded game and
 * scoring of odd positions are reached too.  Checks that every response
 * is framed as GTP says ("=" or "?", ends with an empty line) and that an
 * empty answer only comes for an empty line.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "seichi.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct session {
    const char *sgf; /* bytes after "%%SGF\n", or NULL */
    size_t sgflen;
} session;

static const char *const games[] = {
    ("(;GM[1]FF[4]SZ[9]KM[5.5]RU[Chinese];B[ee];W[ge];B[gd];W[hd];B[fd];W[hc];B[gc];W[gb];B[fb]"
     ";W[dc];B[cd];W[fc];B[ec];W[gf];B[];W[])"),
    "(;GM[1]FF[4]SZ[5]HA[2]AB[bb][dd]KM[0.5];W[cc];B[bc];W[cb];B[dc];W[cd];B[bd];W[])",
    "(;GM[1]FF[4]SZ[7:5]AB[aa][ba]AW[ca][cb]RU[Japanese];B[ab];W[bb];B[])",
    "(;SZ[3];B[aa];W[ab];B[ba];W[bb];B[ac])",
};

static int loader(void *ud, const char *path, char **buf, size_t *len)
{
    const session *s = ud;
    const char *src;
    size_t n;
    if (path[0] == '@' && s->sgf) {
        src = s->sgf;
        n = s->sgflen;
    } else {
        src = games[(unsigned char)path[0] % (sizeof games / sizeof games[0])];
        n = strlen(src);
    }
    *buf = malloc(n ? n : 1);
    if (!*buf) return -1;
    memcpy(*buf, src, n);
    *len = n;
    return 0;
}

/* seichi-write_sgf: the text is built and dropped. */
static int writer(void *ud, const char *path, const char *text, size_t len)
{
    (void)ud, (void)path;
    return len && text[0] == '(' ? 0 : -1;
}

static const char *find_mark(const char *s, size_t n)
{
    for (size_t i = 0; i + 6 <= n; i++)
        if (!memcmp(s + i, "%%SGF\n", 6)) return s + i;
    return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *in = (const char *)data;
    session s = {NULL, 0};
    const char *mark = find_mark(in, size);
    size_t cmdlen = size;
    if (mark) {
        s.sgf = mark + 6;
        s.sgflen = size - (size_t)(mark + 6 - in);
        cmdlen = (size_t)(mark - in);
    }
    seichi_gtp *e = seichi_gtp_new();
    if (!e) return 0;
    seichi_gtp_set_loader(e, loader, &s);
    seichi_gtp_set_writer(e, writer, NULL);
    int lines = 0;
    for (size_t i = 0; i < cmdlen && lines < 200 && !seichi_gtp_quit_requested(e); lines++) {
        const char *nl = memchr(in + i, '\n', cmdlen - i);
        size_t len = nl ? (size_t)(nl - (in + i)) : cmdlen - i;
        size_t outlen;
        const char *out = seichi_gtp_exec(e, in + i, len, &outlen);
        if (outlen) {
            if ((out[0] != '=' && out[0] != '?') || outlen < 3 || out[outlen - 1] != '\n' ||
                out[outlen - 2] != '\n' || strlen(out) != outlen)
                abort();
            for (size_t k = 0; k + 2 < outlen; k++)
                if (out[k] == '\n' && out[k + 1] == '\n') abort(); /* empty line inside */
        }
        i += len + 1;
    }
    seichi_gtp_free(e);
    return 0;
}
