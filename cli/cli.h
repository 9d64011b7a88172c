/*
 * cli.h - what the subcommands of the seichi CLI share.  The CLI is a thin
 * interface: it reads files and arguments, calls the library and prints.
 * Exit status: 0 success, 1 a result that is a "no" (e.g. verify found
 * disagreements), 2 bad input or usage (one line on stderr:
 * "FILE:LINE:COL: reason" or "seichi CMD: reason").
 */
#ifndef SEICHI_CLI_H
#define SEICHI_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "seichi.h"

#include <stdio.h>

#define CLI_MAX_FILE SEICHI_MAX_INPUT /* larger inputs are refused */

/* Reads a whole file ("-" = stdin) into a malloc'ed NUL-terminated buffer.
 * On failure prints "PATH: reason" and returns NULL.  A file larger than
 * SEICHI_MAX_INPUT is refused after reading one byte past the cap. */
char *cli_read_file(const char *path, size_t *len);
/* Reads one line of f (its '\n' and a '\r' before it dropped) into *buf
 * (grown as needed, *cap its size), keeping at most SEICHI_MAX_INPUT bytes:
 * the rest of a longer line is read and dropped, and *too_long set.
 * Returns the length kept, or -1 at end of input (or out of memory, with
 * errno ENOMEM) when nothing was read. */
long cli_read_line(FILE *f, char **buf, size_t *cap, int *too_long);
/* Loads an SGF file into a new game; prints the error line and returns
 * NULL on failure. */
seichi_game *cli_load_game(const char *path, int game_index, int continue_on_illegal,
                           int quiet_warnings);
/* Parses a whole decimal number 0..max into *out; 0 if s is not one. */
int cli_parse_count(const char *s, long max, long *out);
/* The arguments of the commands that read one game record. */
typedef struct cli_record_args {
    const char *path; /* FILE (one)                      */
    long move, game;  /* --move N (-1: the end), --game N */
    int json, cont;   /* --json, --continue               */
} cli_record_args;
#define CLI_MOVE 1u     /* the command takes --move     */
#define CLI_CONTINUE 2u /* the command takes --continue */
/* Reads argv[*i] if it is FILE, --game N (>= 1), --json, or (as `which`
 * allows) --move N (>= 0) or --continue, moving *i past a value.  Returns
 * 1 if it was one of them, 0 if not (an option the command handles
 * itself, or an unknown one), 2 after printing a usage error.  *a starts
 * as CLI_RECORD_ARGS. */
#define CLI_RECORD_ARGS {NULL, -1, 1, 0, 0}
int cli_record_arg(const char *cmd, unsigned which, int argc, char **argv, int *i, cli_record_args *a);
/* Prints "seichi CMD: message" to stderr; returns 2. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* `seichi referee` on the text of a file named file (len bytes, NUL-
 * terminated, modified in place): the report to out, the one error line
 * (FILE:LINE:COL: reason) or failed expectations to err.  A `graph` line
 * reads its file relative to file's folder.  Returns the exit status. */
int referee_run(const char *file, char *text, size_t len, FILE *out, FILE *err);
/* The help text of a subcommand (help.c): usage lines, an empty line,
 * then what it does and its options; NULL for an unknown command. */
const char *cli_help_text(const char *cmd);
/* 1 if argv[1..] holds --help or -h. */
int cli_wants_help(int argc, char **argv);

typedef int (*cli_command_fn)(int argc, char **argv);

int cmd_show(int argc, char **argv);
int cmd_life(int argc, char **argv);
int cmd_referee(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_score(int argc, char **argv);
int cmd_gtp(int argc, char **argv);
int cmd_batch(int argc, char **argv);

#endif
