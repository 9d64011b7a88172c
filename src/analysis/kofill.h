/*
 * kofill.h - internal: who fills an open ko at the end of a game (both
 * dead-stone methods' fills, fills.c and dead_enclose_fills.c).
 */
#ifndef SEICHI_KOFILL_H
#define SEICHI_KOFILL_H

#include "seichi.h"

/* x is an open ko point of w (two players, dead stones removed): an empty
 * point whose neighbours are all one colour's stones, one of them a
 * single stone in atari, where the other colour would capture exactly
 * one stone and stand in atari itself.  Returns the colour that fills it
 * (the enclosing colour when its connection there has two liberties,
 * else the other), or 0 when x is no such point. */
int ko_filler(const seichi_pos *w, int x);

#endif
