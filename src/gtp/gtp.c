/*
 * gtp.c - the Go Text Protocol version 2 as a pure function from an input
 * line to a response (the command handlers are in gtp_cmds.c).
 *
 * What the specification (GTP 2, draft 2, sections 2.2-2.4 and 3) asks and
 * this file does:
 *  - preprocessing: every control character other than HT and LF is
 *    removed (CR included, so CRLF input works), HT becomes a space,
 *    everything from '#' on is a comment, and a line left empty or blank
 *    is ignored (no response at all);
 *  - a command is [id] command_name [arguments], id an unsigned integer;
 *  - a response is "=[id] result" or "?[id] error_message" followed by
 *    one empty line; a result of several lines never contains an empty
 *    line (empty lines inside a body are dropped, trailing newlines too).
 * Anything that is not a known command gets "? unknown command"; a bad
 * argument "? syntax error" or the reason.  A line whose command part
 * (what is left after preprocessing) is longer than SEICHI_GTP_MAX_LINE is
 * refused whole with "?ID line too long", ID read from its start; a long
 * comment is still only a comment.  No I/O: loadsgf reads through
 * the loader the caller installs.
 */
#include <stdlib.h>
#include <string.h>

#include "gtp/gtp_impl.h"

seichi_gtp *seichi_gtp_new(void)
{
    seichi_gtp *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    sbuf_init(&e->out);
    sbuf_init(&e->text);
    seichi_rules_preset("japanese", &e->rules);
    if (gtp_new_board(e, 19, 19) != 0) {
        seichi_gtp_free(e);
        return NULL;
    }
    return e;
}

void seichi_gtp_free(seichi_gtp *e)
{
    if (!e) return;
    seichi_pos_free(e->pos);
    seichi_pos_free(e->base);
    seichi_pos_free(e->scratch);
    seichi_graph_release(e->graph);
    seichi_game_free(e->game);
    free(e->hist);
    free(e->status_maps);
    free(e->line);
    sbuf_free(&e->out);
    sbuf_free(&e->text);
    free(e);
}

void seichi_gtp_set_loader(seichi_gtp *e, seichi_gtp_loader fn, void *ud)
{
    e->loader = fn;
    e->loader_ud = ud;
}

void seichi_gtp_set_writer(seichi_gtp *e, seichi_gtp_writer fn, void *ud)
{
    e->writer = fn;
    e->writer_ud = ud;
}

int seichi_gtp_quit_requested(const seichi_gtp *e) { return e->quit; }

/* Applies the preprocessing of section 3.1 into e->line: control
 * characters dropped, HT made a space, the comment from '#' on dropped,
 * leading blanks dropped.  At most SEICHI_GTP_MAX_LINE bytes are kept;
 * *too_long is set when anything but blanks comes after them (a comment
 * never makes a line too long).  Returns the length kept, or -1 if out of
 * memory. */
static long preprocess(seichi_gtp *e, const char *in, size_t len, int *too_long)
{
    size_t need = (len < SEICHI_GTP_MAX_LINE ? len : SEICHI_GTP_MAX_LINE) + 1;
    if (e->linecap < need) {
        char *nl = realloc(e->line, need);
        if (!nl) return -1;
        e->line = nl;
        e->linecap = need;
    }
    size_t n = 0;
    *too_long = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)in[i];
        if (c == '#') break;
        if (c == '\t' || c == '\n') c = ' ';
        else if (c < 32 || c == 127) continue;
        if (c == ' ' && n == 0) continue;
        if (n == SEICHI_GTP_MAX_LINE) {
            if (c != ' ') {
                *too_long = 1;
                break;
            }
            continue;
        }
        e->line[n++] = (char)c;
    }
    e->line[n] = 0;
    return (long)n;
}

static void respond(seichi_gtp *e, int failed, const char *id)
{
    sbuf *o = &e->out;
    sbuf_puts(o, failed ? "?" : "=");
    if (id) sbuf_puts(o, id);
    sbuf_puts(o, " ");
    const char *t = e->text.data ? e->text.data : "";
    size_t n = e->text.len;
    while (n > 0 && (t[n - 1] == '\n' || t[n - 1] == ' ')) n--;
    for (size_t i = 0; i < n; i++) {
        if (t[i] == '\n' && i + 1 < n && t[i + 1] == '\n') continue;
        sbuf_add(o, t + i, 1);
    }
    sbuf_puts(o, "\n\n");
}

static const gtp_command *find_command(const char *name)
{
    for (const gtp_command *c = gtp_commands; c->name; c++)
        if (!strcmp(c->name, name)) return c;
    return NULL;
}

/* GTP's id is an unsigned integer of any length; it is echoed as written. */
static int is_id(const char *s)
{
    if (!*s) return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9') return 0;
    return 1;
}

const char *seichi_gtp_exec(seichi_gtp *e, const char *line, size_t len, size_t *outlen)
{
    char **args = NULL;
    sbuf_free(&e->out);
    sbuf_free(&e->text);
    sbuf_init(&e->out);
    sbuf_init(&e->text);
    const char *id = NULL;
    int failed = 1, too_long;
    long n = preprocess(e, line, len, &too_long);
    if (n < 0) {
        sbuf_puts(&e->text, "out of memory");
        goto answer;
    }
    if (too_long) {
        /* the id, when the kept start of the line has one, is answered */
        char *sp = strchr(e->line, ' ');
        if (sp) {
            *sp = 0;
            if (is_id(e->line)) id = e->line;
        }
        sbuf_puts(&e->text, "line too long");
        goto answer;
    }
    int argc = 0, cap = 0;
    for (char *s = e->line;;) {
        while (*s == ' ') s++;
        if (!*s) break;
        if (argc == cap) {
            cap = cap ? cap * 2 : 16;
            if (cap > GTP_MAX_ARGS + 2) {
                sbuf_puts(&e->text, "too many arguments");
                goto answer;
            }
            char **na = realloc(args, (size_t)cap * sizeof *na);
            if (!na) {
                sbuf_puts(&e->text, "out of memory");
                goto answer;
            }
            args = na;
        }
        args[argc++] = s;
        while (*s && *s != ' ') s++;
        if (*s) *s++ = 0;
    }
    if (argc == 0) {
        free(args);
        if (outlen) *outlen = 0;
        return "";
    }
    int first = 0;
    if (is_id(args[0])) {
        id = args[0];
        first = 1;
    }
    if (first == argc) {
        sbuf_puts(&e->text, "syntax error");
        goto answer;
    }
    const gtp_command *c = find_command(args[first]);
    if (!c) {
        sbuf_puts(&e->text, "unknown command");
        goto answer;
    }
    failed = c->fn(e, argc - first - 1, args + first + 1) != 0;
    if (e->text.failed) {
        sbuf_free(&e->text);
        sbuf_init(&e->text);
        sbuf_puts(&e->text, "out of memory");
        failed = 1;
    }
answer:
    respond(e, failed, id);
    free(args);
    if (e->out.failed) {
        static const char nomem[] = "? out of memory\n\n";
        if (outlen) *outlen = sizeof nomem - 1;
        return nomem;
    }
    if (outlen) *outlen = e->out.len;
    return e->out.data;
}
