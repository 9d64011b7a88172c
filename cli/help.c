/*
 * help.c - the help of every subcommand (`seichi CMD --help` or `-h`).
 * Each text starts with its usage lines, up to the first empty line;
 * `seichi --help` prints those lines of every command, so the overview
 * and the subcommands' help cannot disagree.  tests/cli/help.sh checks
 * that every option a help text names is accepted by its command.
 * Lines stay within 80 columns.
 */
#include <string.h>

#include "cli.h"

static const struct {
    const char *name, *text;
} helps[] = {
    {"score",
     "usage: seichi score FILE.sgf... [--dead A1,C3,...|markup] [--rules NAME]\n"
     "                    [--komi X] [--json] [--explain] [--game N] [--move N]\n"
     "                    [--sgf OUT.sgf|-]\n"
     "\n"
     "The score of the final position of each game (docs/SCORING.md): the result,\n"
     "the record's own result (RE) when it has one, the breakdown, and a map of\n"
     "every point.  Rules from RU, komi from KM, handicap from HA.\n"
     "\n"
     "  --dead A1,C3,...|markup  dead stones: named (one stone names its chain), or\n"
     "                           those inside the TB/TW markup of the last node;\n"
     "                           default: decided automatically\n"
     "  --rules NAME             japanese, korean, chinese, aga, new-zealand,\n"
     "                           tromp-taylor or kee instead of RU\n"
     "  --komi X                 komi instead of KM\n"
     "  --json                   the result as JSON (schema in README.md)\n"
     "  --explain                the reason for every group\n"
     "  --game N                 game N of a collection (default 1)\n"
     "  --move N                 the position after move N instead of the end\n"
     "  --sgf OUT.sgf|-          write the game with the score in it (TB/TW, RE,\n"
     "                           a comment; docs/SGF.md); - writes it to stdout\n"
     "                           instead of the text\n"
     "  -h, --help               this help\n"},
    {"show",
     "usage: seichi show FILE.sgf [--move N] [--game N] [--json] [--continue]\n"
     "\n"
     "The position after move N (default: the end) as a diagram, or as JSON.\n"
     "\n"
     "  --move N      the position after move N\n"
     "  --game N      game N of a collection (default 1)\n"
     "  --json        JSON instead of the diagram\n"
     "  --continue    play illegal moves anyway, as SGF viewers do\n"
     "  -h, --help    this help\n"},
    {"life",
     "usage: seichi life FILE.sgf [--move N] [--game N] [--suicide] [--json]\n"
     "                   [--continue]\n"
     "       seichi life --diagram FILE.txt [--suicide] [--json]\n"
     "\n"
     "The static life of every group: pass-alive (Benson), then alive, unsettled\n"
     "or dead by its eyespaces (docs/LIFE.md).\n"
     "\n"
     "  --move N      the position after move N (default: the end)\n"
     "  --game N      game N of a collection (default 1)\n"
     "  --suicide     suicide is allowed (the stricter pass-alive test)\n"
     "  --json        JSON instead of text\n"
     "  --continue    play illegal moves anyway, as SGF viewers do\n"
     "  --diagram     FILE.txt is an ASCII diagram, not an SGF record\n"
     "  -h, --help    this help\n"},
    {"referee",
     "usage: seichi referee FILE\n"
     "\n"
     "Plays a game written in the referee format (docs/REFEREE_FORMAT.md) under\n"
     "its rules on its board, any graph, 2 to 8 players, and checks every\n"
     "expectation it states.\n"
     "\n"
     "  -h, --help    this help\n"},
    {"solve",
     "usage: seichi solve [WxH ...] [--nodes N] [--no-refresh] [--after PLAYS]\n"
     "\n"
     "Exact values of tiny boards (at most 16 points) under Kee rules from the\n"
     "empty board (docs/RULES.md).  Without a board: the boards of 2, 4 and 6\n"
     "points that Kee's rules discuss, with and without refreshing passes.\n"
     "\n"
     "  --nodes N       stop after N positions (default 500000)\n"
     "  --no-refresh    refreshing passes are not allowed\n"
     "  --after PLAYS   from the position after these plays (comma-separated\n"
     "                  points, pass, refresh; one board only)\n"
     "  -h, --help      this help\n"},
    {"gtp",
     "usage: seichi gtp\n"
     "\n"
     "A GTP version 2 engine on stdin/stdout (docs/GTP.md): final_score,\n"
     "final_status_list, loadsgf, the analyze commands of GoGui and seichi's own\n"
     "commands.  It scores; it does not play (genmove passes).\n"
     "\n"
     "  -h, --help    this help\n"},
    {"batch",
     "usage: seichi batch [FILE|DIR|-]... [--stdin] [--mapper] [--db PATH | --no-db]\n"
     "                    [--jobs N] [--verify] [--rules NAME] [--chunk N]\n"
     "                    [--progress | --no-progress] [--sgf-dir DIR]\n"
     "       seichi batch --db PATH --export\n"
     "\n"
     "Scores many games on every core: one JSON line per game on stdout, in\n"
     "input order (docs/BATCH.md).  Exit status 1 when a game failed.\n"
     "\n"
     "  --stdin, -        read a list of paths from stdin, one a line\n"
     "  --mapper          each stdin line is a path or a whole SGF text\n"
     "  --db PATH         keep results in this SQLite database; a re-run skips\n"
     "                    the games already there (default: no database)\n"
     "  --no-db           no database (the default)\n"
     "  --jobs N          threads (default: every online CPU)\n"
     "  --verify          compare with RE; a summary on stderr, exit 1 if any\n"
     "                    game disagrees\n"
     "  --rules NAME      rules instead of RU\n"
     "  --chunk N         games scored and stored at a time (default 256)\n"
     "  --progress        draw the progress bar (default: on a terminal)\n"
     "  --no-progress     never draw it\n"
     "  --sgf-dir DIR     write each scored game as SGF under DIR\n"
     "  --export          print every row of the database as JSON lines\n"
     "  -h, --help        this help\n"},
};

const char *cli_help_text(const char *cmd)
{
    for (size_t i = 0; i < sizeof helps / sizeof helps[0]; i++)
        if (!strcmp(helps[i].name, cmd)) return helps[i].text;
    return NULL;
}

int cli_wants_help(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return 1;
    return 0;
}
