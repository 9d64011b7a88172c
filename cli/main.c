/*
 * main.c - the seichi command line: dispatch to subcommands.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const struct {
    const char *name;
    cli_command_fn fn;
} commands[] = {
    {"show", cmd_show},   {"life", cmd_life}, {"referee", cmd_referee}, {"solve", cmd_solve},
    {"score", cmd_score}, {"gtp", cmd_gtp},   {"batch", cmd_batch},
};

/* The usage lines of every command (help.c), then the general options. */
static void usage(FILE *out)
{
    fprintf(out, "seichi %s - static scoring of finished Go games\n\nusage:\n", seichi_version());
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const char *t = cli_help_text(commands[i].name), *end = strstr(t, "\n\n");
        for (const char *s = t; s < end;) {
            const char *nl = strchr(s, '\n');
            const char *line = !strncmp(s, "usage: ", 7) ? s + 7 : s;
            if (!strncmp(line, "       ", 7)) line += 7;
            fprintf(out, "  %.*s\n", (int)(nl - line), line);
            s = nl + 1;
        }
    }
    fprintf(out, "  seichi --version | --help\n\n"
                 "seichi COMMAND --help describes a command and its options; man seichi.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("seichi %s\n", seichi_version());
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strcmp(argv[1], commands[i].name)) continue;
        if (cli_wants_help(argc - 1, argv + 1)) {
            fputs(cli_help_text(commands[i].name), stdout);
            return 0;
        }
        return commands[i].fn(argc - 1, argv + 1);
    }
    fprintf(stderr, "seichi: unknown command '%s' (try seichi --help)\n", argv[1]);
    return 2;
}
