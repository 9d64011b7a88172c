/*
 * fuzz_batch_lines.c - libFuzzer target for the line reader of
 * `seichi batch --stdin` and `--mapper` (batch_read_line and
 * batch_mapper_item, cli/batch_input.c): the input is what stdin would
 * hold.  Every line that is an SGF text is scored as the mapper does
 * (batch_score_item, no database); a line that is a path is only checked,
 * never opened (it would name files of the machine).  Besides the
 * sanitizers it aborts when:
 *  - line numbers do not count every line, or a line keeps its line end;
 *  - a text item is not labelled stdin:LINE, or its text is not the whole
 *    line from its '(' (nothing cut); a path item is not the line less its
 *    leading blanks; a blank line makes an item;
 *  - a scored text has no hash, or not exactly one of result and error, or
 *    an error that is not one line starting with its label.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"

#define REQUIRE(c)                                                                            \
    do {                                                                                      \
        if (!(c)) {                                                                           \
            fprintf(stderr, "fuzz_batch_lines: %s:%d: %s\n", __FILE__, __LINE__, #c);        \
            abort();                                                                          \
        }                                                                                     \
    } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > (1u << 18)) return 0;
    FILE *in = fmemopen((void *)data, size, "r");
    if (!in) return 0;
    size_t newlines = 0;
    for (size_t i = 0; i < size; i++) newlines += data[i] == '\n';
    size_t lines_expected = newlines + (data[size - 1] != '\n');
    char *line = NULL, label[32];
    size_t cap = 0, lineno = 0, last = 0;
    long len;
    seichi_game *game = seichi_game_new();
    batch_options opt = {NULL, 0, NULL};
    while ((len = batch_read_line(in, &line, &cap, &lineno)) != -1) {
        REQUIRE(lineno == last + 1);
        last = lineno;
        if (len == -2) continue;
        REQUIRE(len >= 0 && (size_t)len == strlen(line));
        REQUIRE(!strchr(line, '\n') && (len == 0 || line[len - 1] != '\r'));
        batch_item it;
        int got = batch_mapper_item(line, lineno, &it);
        const char *s = line + strspn(line, " \t");
        REQUIRE(got == (*s != 0));
        if (!got) continue;
        if (*s == '(') {
            snprintf(label, sizeof label, "stdin:%zu", lineno);
            REQUIRE(it.file && !strcmp(it.file, label));
            REQUIRE(it.text && !strcmp(it.text, s));
            batch_score_item(&it, &opt, NULL, game);
            REQUIRE(it.have_hash && (it.result[0] != 0) != (it.error[0] != 0));
            if (it.error[0]) {
                REQUIRE(!strchr(it.error, '\n'));
                REQUIRE(!strncmp(it.error, label, strlen(label)));
            }
        } else {
            REQUIRE(it.file && !strcmp(it.file, s) && !it.text);
        }
        free(it.file);
        free(it.text);
    }
    REQUIRE(lineno == lines_expected);
    seichi_game_free(game);
    free(line);
    fclose(in);
    return 0;
}
