# life.tst - local life and death (owl_attack / owl_defend VERTEX, answered
# as GNU Go 3.8 answers its owl commands: 0, "1 MOVE", "2 MOVE" or
# "3 MOVE" for a ko; owl_defend says "1 PASS" for a group that needs no
# move).  Black groups on the lower edge of a 9x9 board inside White's
# wall.  GNU Go 3.8 gives the same codes on every position, and the same
# move wherever one is required here.

# Straight three on the edge: the vital point B1 for either side.
1 seichi-set_position ......... ......... ......... ......... ......... ooooo.... xxxxo.... xxxxo.... ...xo....
2 owl_attack A2
#? [1 B1]
3 owl_defend A2
#? [1 B1]

# Straight four: alive.
4 seichi-set_position ......... ......... ......... ......... ......... oooooo... xxxxxo... xxxxxo... ....xo...
5 owl_attack A2
#? [0]
6 owl_defend A2
#? [1 PASS]

# Square four in the corner: dead whoever moves.
7 seichi-set_position ......... ......... ......... ......... ......... oooo..... xxxo..... ..xo..... ..xo.....
8 owl_attack C3
#? [1 .*]
9 owl_defend C3
#? [0]

# Bulky five: the vital point C2.
10 seichi-set_position ......... ......... ......... ......... oooooo... xxxxxo... x..xxo... x...xo... xxxxxo...
11 owl_attack A4
#? [1 C2]
12 owl_defend A4
#? [1 C2]

# Pyramid four: the vital point C2.
13 seichi-set_position ......... ......... ......... ......... oooooo... xxxxxo... xx.xxo... x...xo... xxxxxo...
14 owl_attack A4
#? [1 C2]
15 owl_defend A4
#? [1 C2]

# Three White stones in a six-point space: C2 for either side.
16 seichi-set_position ......... ......... ......... ......... oooooo... xxxxxo... xooxxo... xo.xxo... x..xxo...
17 owl_attack A4
#? [1 (C1|C2)]
18 owl_defend A4
#? [1 C2]

# One White stone in a five-point space: C3 for either side.
19 seichi-set_position ......... ......... ......... ......... oooooo... xxxxxo... x...xo... xo.xxo... xxxxxo...
20 owl_attack A4
#? [1 C3]
21 owl_defend A4
#? [1 C3]

# Two eyes (a two-point eye and the corner point): alive.
22 seichi-set_position ......... ......... ......... ......... ......... ooooo.... xxxxo.... x..xo.... .xxxo....
23 owl_attack A3
#? [0]
24 owl_defend A3
#? [1 PASS]

# A corner eye of one point and its false neighbour: dead.
25 seichi-set_position ......... ......... ......... ......... ......... ......... ooo...... xxoo..... .xxo.....
26 owl_attack A2
#? [1 A1]
27 owl_defend A2
#? [0]

# Seki with three White stones inside: Black lives.
28 seichi-set_position ......... ......... ......... ......... oooooooo. xxxxxxxo. xooo.xxo. x.xo.xxo. xxxoxxxo.
29 owl_attack A4
#? [0]
30 owl_defend A4
#? [1 PASS]

# A White cutting stone in atari inside: alive.
31 seichi-set_position ......... ......... ......... ......... oooooo... xxxxxo... x.x.xo... xxoxxo... ..xxxo...
32 owl_attack A4
#? [0]
33 owl_defend A4
#? [1 PASS]

# A straight five beside White's stones on the first line: alive.
34 seichi-set_position ......... ......... ......... ......... oooooooo. xxxxxxxo. x.....xo. xxxxxxxo. ooooooo..
35 owl_attack A4
#? [0]
36 owl_defend A4
#? [1 .*]

# One eye and a corridor of three points out through the wall: dead.
37 seichi-set_position ......... ......... ......... oooooo... o..ooo... o.xxxo... oxxxxo... ox.xxo... oxxxxo...
38 owl_attack C4
#? [1 (B4|B5|C5)]
39 owl_defend C4
#? [0]

# Errors.
40 owl_attack E7
#? [? vertex must not be empty]
41 owl_defend Z9
#? [? syntax error]
