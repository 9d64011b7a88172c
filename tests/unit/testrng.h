/*
 * testrng.h - xorshift64 (shifts 13, 7, 17) for the tests' random
 * positions and games: deterministic, the caller keeps the state.
 */
#ifndef SEICHI_TESTRNG_H
#define SEICHI_TESTRNG_H

#include <stdint.h>

static inline uint64_t xorshift64(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

#endif
