/*
 * batch_verify.h - the summary of `seichi batch --verify`: how often the
 * score agrees with the records' RE, overall and by source folder.
 */
#ifndef SEICHI_BATCH_VERIFY_H
#define SEICHI_BATCH_VERIFY_H

#include <stdio.h>

#include "batch.h"

typedef struct batch_tally {
    char source[64];
    long games, errors, no_re, inconsistent, counted, exact, within1, winner, cached;
    long certain, certain_exact, uncertain, uncertain_exact, unfinished, unfinished_exact;
    double abs_error;
} batch_tally;

typedef struct batch_verify {
    batch_tally all;
    batch_tally *by_source;
    size_t n, cap;
} batch_verify;

void batch_verify_init(batch_verify *v);
void batch_verify_add(batch_verify *v, const batch_item *it);
void batch_verify_print(const batch_verify *v, FILE *out, double seconds);
/* 1 if every game with a counted, consistent RE was scored exactly. */
int batch_verify_all_agree(const batch_verify *v);
void batch_verify_free(batch_verify *v);

#endif
