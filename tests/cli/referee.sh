#!/bin/bash
# referee.sh - `seichi referee` on the seed 001 examples in tests/data/referee
# (each file's `expect` lines hold the outcome the seed states; the output
# must also match the .out file next to it), error handling (exit 2 with
# FILE:LINE:COL), a failed expectation (exit 1), and `seichi solve` on the
# board of 2 points.
set -u
BIN=$1
DIR=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}/tests/data/referee
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fail=0
n=0
for f in "$DIR"/*.txt; do
    n=$((n + 1))
    out="$TMP/out.txt"
    if ! "$BIN" referee "$f" > "$out" 2> "$TMP/err.txt"; then
        echo "FAIL: $f: exit status $?"; cat "$out" "$TMP/err.txt"; fail=1; continue
    fi
    if [ -f "${f%.txt}.out" ] && ! diff -u "${f%.txt}.out" "$out"; then
        echo "FAIL: $f: output differs from ${f%.txt}.out"; fail=1
    fi
done
[ "$n" -ge 20 ] || { echo "FAIL: only $n referee files"; fail=1; }

expect_error() { # name, expected stderr pattern, file text
    printf '%s\n' "$3" > "$TMP/$1.txt"
    "$BIN" referee "$TMP/$1.txt" > /dev/null 2> "$TMP/err.txt"
    rc=$?
    if [ $rc -ne 2 ] || ! grep -q "$2" "$TMP/err.txt"; then
        echo "FAIL: $1: rc=$rc, stderr: $(cat "$TMP/err.txt")"; fail=1
    fi
}
expect_error unknown "unknown.txt:2:1: unknown player or directive 'bogus'" $'size 3\nbogus 1'
expect_error badpoint "badpoint.txt:3:3: not a point of the board: 'Z9'" $'size 3\nB A1\nW Z9'
expect_error late "late.txt:3:1: settings must come before the first play: 'players'" $'size 3\nB A1\nplayers 3'
expect_error players "players.txt:1:9: players must be 2..8: '9'" 'players 9'
expect_error rules "rules.txt:1:7: unknown rule set 'chess'" 'rules chess'
expect_error noboard "noboard.txt:2:1: no board" $'players 2\nB A1'
expect_error badrow "badrow.txt:3:3: bad position character" $'size 3\nposition\n. ? .\nend'
expect_error player3 "player3.txt:3:1: unknown player or directive 'R'" $'size 3\nplayers 2\nR A1'
# the board is given once: size and graph exclude each other, a graph is read once
printf 'points 3\nname 0 a\nname 1 b\nname 2 c\nedge a b c\n' > "$TMP/tri.graph"
printf 'grid 3 3\n' > "$TMP/g33.graph"
expect_error sizegraph "sizegraph.txt:2:1: the board is already given by 'size': 'graph'" $'size 3\ngraph tri.graph'
expect_error graphsize "graphsize.txt:2:1: the board is already given by 'graph': 'size'" $'graph tri.graph\nsize 3'
expect_error graph2 "graph2.txt:3:1: the board is already given by 'graph': 'graph'" $'graph tri.graph\nsetup B a\ngraph tri.graph'
expect_error setupgraph "setupgraph.txt:3:1: the board is already given by 'size': 'graph'" $'size 3\nsetup B A1\ngraph g33.graph'
expect_error posgraph "posgraph.txt:5:1: a position block needs a grid board" $'graph tri.graph\nposition\nX..\nend\nB a'
# a position block on a grid read from a graph file keeps its stones
printf 'graph g33.graph\nposition\n...\n.X.\n...\nend\nB B2\nexpect illegal occupied\n' > "$TMP/posgrid.txt"
"$BIN" referee "$TMP/posgrid.txt" > "$TMP/out.txt" 2> "$TMP/err.txt"
[ $? -eq 0 ] && grep -q "^score (area): B 9 W 0" "$TMP/out.txt" || {
    echo "FAIL: a position on a grid graph file"; cat "$TMP/out.txt" "$TMP/err.txt"; fail=1; }
# a play without a player is the player to play's, the first one too
printf 'size 3\nB2\nexpect legal\npass\nexpect legal\nA1\nexpect legal\nexpect points B 9\n' > "$TMP/noplayer.txt"
"$BIN" referee "$TMP/noplayer.txt" > "$TMP/out.txt" 2> "$TMP/err.txt"
[ $? -eq 0 ] && grep -q "^1\. B B2: stone play" "$TMP/out.txt" && grep -q "^3\. B A1: stone play" "$TMP/out.txt" || {
    echo "FAIL: plays without a player"; cat "$TMP/out.txt" "$TMP/err.txt"; fail=1; }
"$BIN" referee "$TMP/missing.txt" > /dev/null 2>&1; [ $? -eq 2 ] || { echo "FAIL: missing file"; fail=1; }
"$BIN" referee > /dev/null 2>&1; [ $? -eq 2 ] || { echo "FAIL: no argument"; fail=1; }

printf 'size 2x1\nB A1\nW B1\nexpect captures 2\n' > "$TMP/wrong.txt"
"$BIN" referee "$TMP/wrong.txt" > "$TMP/out.txt" 2>/dev/null
[ $? -eq 1 ] && grep -q "line 4: expectation failed: captures 2" "$TMP/out.txt" || {
    echo "FAIL: a failed expectation must exit 1"; fail=1; }

"$BIN" solve 2x1 > "$TMP/solve.txt" 2>&1 && grep -q 'value: +0 (a draw)' "$TMP/solve.txt" &&
    grep -q 'the solver agrees' "$TMP/solve.txt" || { echo "FAIL: solve 2x1"; cat "$TMP/solve.txt"; fail=1; }
"$BIN" solve 9x9 > /dev/null 2>&1; [ $? -eq 2 ] || { echo "FAIL: solve 9x9 must be refused"; fail=1; }

[ $fail -eq 0 ] && echo "referee: $n files OK"
exit $fail
