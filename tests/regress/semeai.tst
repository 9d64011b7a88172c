# semeai.tst - liberty races (analyze_semeai A B, answered as GNU Go 3.8
# does: "D K MOVE", D whether A's group survives with A's owner moving
# first, K whether B's group is captured, each 0, 1, 2 or 3 as in attack
# and defend: "1 1" the race is won, "1 0" seki, "0 0" lost).  Positions
# made for this file: a White wall with two eyes on the left, a Black one
# on the right, the race between them on a board five lines high.

# Five outside liberties against four: Black wins whoever moves.
1 seichi-set_position oo.xo.xx .o.xo.x. oo.xo.xx .o.xo.x. oo.xoxxx
2 analyze_semeai D1 E1
#? [1 1 (F2|F3|F4|F5)]
3 analyze_semeai E1 D1
#? [0 0 PASS]

# Five shared liberties, none outside: seki.
4 seichi-set_position oox.oxx .ox.ox. oox.oxx .ox.ox. oox.oxx
5 analyze_semeai C1 E1
#? [1 0 .*]
6 analyze_semeai E1 C1
#? [1 0 .*]

# Two outside liberties and five shared for Black against the five shared
# for White: too few outside liberties to fill the shared ones before
# Black is the first in atari.  Seki whoever moves.
7 seichi-set_position oo.x.oxx .oox.ox. oo.x.oxx .oox.ox. ooox.oxx
8 analyze_semeai D1 F1
#? [1 0 .*]
22 analyze_semeai F1 D1
#? [1 0 .*]

# An eye (E5) against none, four shared liberties: the eye wins.
9 seichi-set_position oox.x.oxx .oxxx.ox. ooxxx.oxx .oxxx.ox. ooxxx.oxx
10 analyze_semeai C1 G1
#? [1 1 (F1|F2|F3|F4|F5)]
11 analyze_semeai G1 C1
#? [0 0 PASS]

# A straight three eye (D3-D5) against three outside liberties: Black
# makes two eyes at D4, or White plays the nakade there.
12 seichi-set_position oox.xo.xx .ox.xo.x. oox.xo.xx .oxxxo.x. ooxxxoxxx
13 analyze_semeai F1 C1
#? [1 1 D4]

# Approach moves: White's liberties F5 and F1 need G5 and G1 first, so
# White's two liberties cost Black three moves, as many as Black's three
# (C3-C5): whoever moves first wins.
14 seichi-set_position oo.xo...xx .o.xooxxx. oo.xooxxxx .ooxooxxx. .ooxo...x.
15 analyze_semeai E1 D1
#? [1 1 (C3|C4|C5)]
23 analyze_semeai D1 E1
#? [1 1 (G5|G1|F5|F1)]

# A ko: each side takes it first.
16 seichi-set_position .xo. xo.o .xo.
17 analyze_semeai B3 B2
#? [2 2 C2]
18 analyze_semeai B2 B3
#? [2 2 A3]

# Errors.
19 analyze_semeai A1 B1
#? [? vertex must not be empty]
20 analyze_semeai B3 A2
#? [? vertices must be of different colours]
21 analyze_semeai B3
#? [? syntax error]
