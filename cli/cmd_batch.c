/*
 * cmd_batch.c - `seichi batch` (work in progress: see issue 7).
 */
#include "cli.h"

int cmd_batch(int argc, char **argv)
{
    (void)argc, (void)argv;
    return cli_usage_error("batch", "not available yet in this build");
}
