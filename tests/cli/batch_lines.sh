#!/bin/bash
# batch_lines.sh - the line reader of `seichi batch --mapper` and
# `--stdin`: CR LF line ends, blank lines, leading blanks before an SGF
# text, and a line holding a NUL byte (its text was cut at the NUL and
# scored as whatever came before it; now it is an error line, and a path
# list with one is refused).
set -u
seichi=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
. "$(dirname "$0")/lib/checks.sh"

printf '  (;GM[1]FF[4]SZ[5]KM[0.5]RE[W+0.5];B[cc];W[])\r\n\r\n(;GM[1]FF[4]SZ[5]KM[0.5]RE[W+0.5];B[cc]\0;W[])\n%s\r\n' \
    "$src/tests/regress/sgf/small9.sgf" | "$seichi" batch --mapper --jobs 1 >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc = 1 ] && [ "$(wc -l <"$tmp/out")" = 3 ] && ok "three games from four lines (exit 1: one failed)" || bad "exit $rc, $(wc -l <"$tmp/out") lines"
sed -n 1p "$tmp/out" | grep -q '"file":"stdin:1".*"result":"B+[0-9.]*".*"re":"W+0.5"' && ok "CR LF and leading blanks" || bad "line 1: $(sed -n 1p "$tmp/out")"
sed -n 2p "$tmp/out" | grep -q '"file":"stdin:3".*"result":null.*"error":"stdin:3: a NUL byte in the line"' &&
    ok "a NUL byte is an error line" || bad "line 3: $(sed -n 2p "$tmp/out")"
sed -n 3p "$tmp/out" | grep -q '"file":"[^"]*small9.sgf".*"result":"W' && ok "a path after it" || bad "line 4: $(sed -n 3p "$tmp/out")"

printf '%s\n%s\0x\n' "$src/tests/regress/sgf/small9.sgf" "$src/tests/regress/sgf/small9.sgf" |
    "$seichi" batch --stdin --no-db >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc = 2 ] && grep -q "^seichi batch: stdin:2: a NUL byte in a path" "$tmp/err" && ok "--stdin: a NUL byte refused" ||
    bad "--stdin NUL: exit $rc, $(cat "$tmp/err")"
# a value quoted in an error message keeps the message on one line
# (W[u\r\ra] put two line breaks into the error; found by fuzz_batch_lines)
printf '(;GM[1]FF[4]SZ[19];B[pd];W[u\r\ra])\n' | "$seichi" batch --mapper >"$tmp/out" 2>/dev/null
grep -q '"error":"stdin:1:1:[0-9]*: move 2: W\[u??a\] is not a point of this 19x19 board"' "$tmp/out" &&
    ok "an error quoting a value is one line" || bad "error: $(cat "$tmp/out")"
printf '(;GM[1]FF[4]SZ[19];B[pd];W[u\r\ra])\n' >"$tmp/cr.sgf"
"$seichi" score "$tmp/cr.sgf" >/dev/null 2>"$tmp/err"
[ "$(wc -l <"$tmp/err")" = 1 ] && ok "seichi score: one error line" || bad "score error: $(cat -A "$tmp/err")"
exit $fail
