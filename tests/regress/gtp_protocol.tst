# gtp_protocol.tst - GTP version 2 protocol behaviour of `seichi gtp`:
# ids, preprocessing, the required commands and their error answers.

1 protocol_version
#? [2]
2 name
#? [seichi]
3 version
#? [[0-9]+\.[0-9]+\.[0-9]+]
4 known_command play
#? [true]
5 known_command no_such_command
#? [false]
6 list_commands
#? [.*final_status_list.*]
7 list_commands
#? [protocol_version name version known_command list_commands quit boardsize clear_board komi play genmove .*]

# Unknown commands and bad arguments are error answers, never a crash.
10 no_such_command
#? [\? unknown command]
11 boardsize 0
#? [\? unacceptable size]
12 boardsize x
#? [\? syntax error]
13 komi six
#? [\? syntax error]
14 play black
#? [\? syntax error]
15 play purple D4
#? [\? syntax error]
16 play b Z99
#? [\? syntax error]
17 genmove
#? [\? syntax error]

# Comments, tabs and control characters are preprocessed away.
20	name	# a comment after a tab
#? [seichi]
21 NAME
#? [\? unknown command]

# Board commands.
30 boardsize 9
#? []
31 clear_board
#? []
32 komi 6.5
#? []
33 play b E5
#? []
34 play w e5
#? [\? illegal move]
35 play white d5
#? []
36 play B pass
#? []
37 genmove w
#? [pass]
38 undo
#? []
39 undo
#? []
40 undo
#? []
41 showboard
#? [ +A  B  C  D  E  F  G  H  J.*5  \.  \.  \.  \.  X  \.  \.  \.  \.  5.*]
42 undo
#? []
43 undo
#? [\? cannot undo]

# Capture and simple ko: X takes at D5, O may not retake at once.
50 clear_board
#? []
51 play b c5
52 play b d6
53 play b d4
54 play w e6
55 play w e4
56 play w f5
57 play w d5
58 play b e5
#? []
59 play w d5
#? [\? illegal move]
60 play w a1
61 play b a9
62 play w d5
#? []

# Suicide is illegal under the default (Japanese) rules.
70 boardsize 5
71 play w a2
72 play w b1
73 play b a1
#? [\? illegal move]

# Handicap.
80 boardsize 19
81 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
82 fixed_handicap 2
#? [\? board not empty]
83 clear_board
84 fixed_handicap 10
#? [\? invalid number of stones]
85 fixed_handicap 3
#? [D4 Q16 D16]
86 clear_board
87 set_free_handicap A1 B2 T19
#? []
88 showboard
#? [.*19  \.  \.  \.  \.  \.  \.  \.  \.  \.  \.  \.  \.  \.  \.  \.  \.  \.  \.  X  19.*]
89 clear_board
90 set_free_handicap A1 A1
#? [\? bad vertex list]
91 place_free_handicap 12
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+]
92 boardsize 9
93 fixed_handicap 5
#? [C3 G7 C7 G3 E5]

# loadsgf with and without a move number.
100 loadsgf sgf/small9.sgf 3
#? [black]
101 showboard
#? [.*5  \.  \.  \.  \.  X  \.  O  \.  \.  5.*]
102 loadsgf sgf/small9.sgf
#? [black]
103 undo
#? []
104 loadsgf sgf/does_not_exist.sgf
#? [\? cannot read sgf/does_not_exist\.sgf]
105 loadsgf
#? [\? syntax error]
# An illegal move at or after N does not keep the position before move N
# from loading (GNU Go's regression files load such records); before N it
# does, and without N the whole record is refused.
106 loadsgf sgf/illegal_late.sgf 3
#? [black]
107 showboard
#? [.*5  \.  \.  \.  \.  X  \.  O  \.  \.  5.*]
108 loadsgf sgf/illegal_late.sgf 4
#? [\? sgf/illegal_late\.sgf:2:15: move 3 \(B E5\): illegal, .*]
109 loadsgf sgf/illegal_late.sgf
#? [\? sgf/illegal_late\.sgf:2:15: move 3 .*]

# A record without RU whose komi is 7.5 is scored under area counting,
# as `seichi score` scores it (W+17.5 would be territory counting).
150 loadsgf sgf/no_ru_komi75.sgf
#? [black]
151 seichi-rules
#? [chinese]
152 final_score
#? [W\+16\.5]

# Time control is accepted.
110 time_settings 300 30 5
#? []
111 time_left b 120 0
#? []
112 time_settings a b c
#? [\? syntax error]

# Extensions.
120 seichi-rules
#? [[a-z-]+]
121 seichi-rules chinese
#? [chinese]
122 seichi-rules no_such_rules
#? [\? unknown rules]
123 seichi-set_position ..x.. .xxx. xx.xx ooooo ..... white
#? []
124 showboard
#? [.*White to move.*]
125 seichi-set_position xx. o
#? [\? bad diagram]
126 known_command seichi-score_json
#? [true]

# Positional superko (Chinese): retaking the ko after two passes would
# repeat the starting position; with simple ko only (Japanese) it is legal.
130 seichi-set_position .xo.. xo.o. .xo.. ..... .....
131 seichi-rules chinese
132 play b c4
#? []
133 play w pass
134 play b pass
135 play w b4
#? [\? illegal move]
136 seichi-set_position .xo.. xo.o. .xo.. ..... .....
137 seichi-rules japanese
138 play b c4
139 play w b4
#? [\? illegal move]
140 play b pass
141 play w pass
142 play w b4
#? []

200 quit
#? []
201 name
#? [seichi]*
