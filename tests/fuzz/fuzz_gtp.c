/*
 * fuzz_gtp.c - libFuzzer target for the GTP engine (src/gtp): the input is
 * a whole GTP session, split into lines, each fed to seichi_gtp_exec on one
 * engine.  loadsgf gets, through the loader, one of a few built-in games
 * (chosen by the path's first character) or the bytes after a line
 * "%%SGF" in the input, so parsing, replay, undo into a loaded game and
 * scoring of odd positions are reached too.  Checks that every response
 * is framed as GTP says ("=" or "?", ends with an empty line) and that an
 * empty answer only comes for an empty line.
 *
 * The line reader is checked against GTP's preprocessing done here again:
 * a line that is blank once control characters and the comment are gone
 * gets no answer (however long), any other line an answer that echoes its
 * id (a first word of digits, of any length).  A line starting with byte
 * 0x01 (which preprocessing drops) is padded to more than
 * SEICHI_GTP_MAX_LINE bytes by repeating its last byte, so that comments,
 * blanks and commands longer than the limit are reached: a command longer
 * than the limit gets "?ID line too long".
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

/* GTP 3.1 preprocessing of in[0..len) into out (at most cap bytes kept);
 * returns the length of the whole preprocessed line, blanks trimmed. */
static size_t oracle(const char *in, size_t len, char *out, size_t cap)
{
    size_t n = 0, first = (size_t)-1, last = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)in[i];
        if (c == '#') break;
        if (c == '\t' || c == '\n') c = ' ';
        else if (c < 32 || c == 127) continue;
        if (c != ' ') {
            if (first == (size_t)-1) first = n;
            last = n + 1;
        }
        if (n < cap) out[n] = (char)c;
        n++;
    }
    if (first == (size_t)-1) return 0;
    size_t keep = (last < cap ? last : cap) - (first < cap ? first : cap);
    if (first < cap) memmove(out, out + first, keep);
    out[keep] = 0;
    return last - first;
}

static void check_line(const char *line, size_t len, const char *out, size_t outlen)
{
    static char pre[256];
    size_t plen = oracle(line, len, pre, sizeof pre - 1);
    if (plen == 0) {
        if (outlen) abort(); /* blank or comment: no answer */
        return;
    }
    if (!outlen) abort();
    size_t idlen = strspn(pre, "0123456789");
    /* an id the kept start of the line shows whole */
    int has_id = idlen > 0 && (pre[idlen] == ' ' || (pre[idlen] == 0 && idlen == plen));
    if (has_id && (memcmp(out + 1, pre, idlen) != 0 || out[1 + idlen] != ' ')) abort();
    if (plen > SEICHI_GTP_MAX_LINE) {
        const char *msg = out + 1 + (has_id ? idlen : 0);
        if (out[0] != '?' || strncmp(msg, " line too long", 14) != 0) abort();
    }
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
        const char *line = in + i;
        char *padded = NULL;
        size_t linelen = len;
        if (len >= 2 && line[0] == 1) {
            linelen = SEICHI_GTP_MAX_LINE + 100;
            padded = malloc(linelen);
            if (!padded) break;
            memcpy(padded, line, len);
            memset(padded + len, line[len - 1] == '\n' ? ' ' : line[len - 1], linelen - len);
            line = padded;
        }
        const char *out = seichi_gtp_exec(e, line, linelen, &outlen);
        check_line(line, linelen, out, outlen);
        free(padded);
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
