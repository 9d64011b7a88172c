/*
 * main.c - the seichi command line: dispatch to subcommands.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const struct {
    const char *name;
    cli_command_fn fn;
    const char *help;
} commands[] = {
    {"show", cmd_show, "show FILE.sgf [--move N] [--game N] [--json] [--continue]\n"
                       "      the position after move N (default: the end)"},
    {"life", cmd_life, "life FILE.sgf [--move N] [--suicide] [--json] | life --diagram FILE.txt\n"
                       "      static life of every group: pass-alive, eyespaces (docs/LIFE.md)"},
    {"referee", cmd_referee, "referee FILE      play a game in the referee format (docs/REFEREE_FORMAT.md)"},
    {"solve", cmd_solve, "solve [WxH ...] [--nodes N] [--no-refresh] [--after PLAYS]\n"
                         "      exact Kee-rules values of tiny boards (default: seed 001's three)"},
    {"score", cmd_score, "score FILE.sgf [--dead A1,C3,...|markup] [--rules NAME] [--komi X] [--json] [--explain] [--game N]\n"
                         "      the score of the final position (docs/SCORING.md)"},
    {"gtp", cmd_gtp, "gtp\n      a GTP version 2 engine on stdin/stdout (docs/GTP.md)"},
    {"batch", cmd_batch, "batch [FILE|DIR]... [--db PATH] [--verify] [--jobs N] [--ordered] [--stdin]\n"
                         "      score many games on every core, JSON lines out (docs/BATCH.md)"},
};

static void usage(FILE *out)
{
    fprintf(out, "seichi %s - static scoring of finished Go games\n\nusage:\n", seichi_version());
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(out, "  seichi %s\n", commands[i].help);
    fprintf(out, "  seichi --version | --help\n");
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
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) return commands[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "seichi: unknown command '%s' (try seichi --help)\n", argv[1]);
    return 2;
}
