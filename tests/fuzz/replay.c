/*
 * replay.c - runs a libFuzzer target without libFuzzer: every regular file
 * in each directory given (or each file given) goes once through
 * LLVMFuzzerTestOneInput.  ctest uses it to replay the committed corpora
 * in the normal sanitizer build; a crash input can be replayed the same
 * way under a debugger.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    size_t cap = 4096, n = 0, got;
    unsigned char *buf = malloc(cap);
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            unsigned char *b = realloc(buf, cap * 2);
            if (!b) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
            cap *= 2;
        }
    }
    fclose(f);
    if (!buf) return -1;
    /* An exact-size copy, so ASan sees any read past the end. */
    unsigned char *exact = malloc(n ? n : 1);
    if (!exact) {
        free(buf);
        return -1;
    }
    memcpy(exact, buf, n);
    free(buf);
    LLVMFuzzerTestOneInput(exact, n);
    free(exact);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s DIR|FILE...\n", argv[0]);
        return 2;
    }
    int runs = 0, errors = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "%s: cannot stat\n", argv[i]);
            errors++;
            continue;
        }
        if (!S_ISDIR(st.st_mode)) {
            if (run_file(argv[i])) errors++;
            else runs++;
            continue;
        }
        DIR *d = opendir(argv[i]);
        if (!d) {
            errors++;
            continue;
        }
        struct dirent *e;
        while ((e = readdir(d))) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
            if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue;
            if (run_file(path)) {
                fprintf(stderr, "%s: cannot read\n", path);
                errors++;
            } else {
                runs++;
            }
        }
        closedir(d);
    }
    printf("%s: %d inputs replayed, %d errors\n", argv[0], runs, errors);
    return errors || runs == 0 ? 1 : 0;
}
