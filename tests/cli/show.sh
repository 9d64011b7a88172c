#!/usr/bin/env bash
# seichi show: diagram, JSON, --move, and bad input (one line, exit 2).
set -u
bin="$1"
src="${SEICHI_SOURCE_DIR:-.}"
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check() { # name, condition-result
    if [ "$2" -eq 0 ]; then echo "ok: $1"; else echo "FAIL: $1"; fail=1; fi
}

"$bin" show "$src/examples/game.sgf" > "$tmp/out.txt"; check "show exits 0" $?
grep -q "prisoners: Black has captured" "$tmp/out.txt"; check "text shows prisoners" $?

"$bin" show "$src/examples/game.sgf" --json > "$tmp/out.json"; check "show --json exits 0" $?
for key in '"size":\[19,19\]' '"board":\["' '"captures":{"black":[0-9]*,"white":[0-9]*}' '"komi":0.5' \
           '"rules":"Japanese"' '"result":"W+5.50"' '"moves":332'; do
    grep -q "$key" "$tmp/out.json"; check "json has $key" $?
done
rows=$(grep -o '"board":\[[^]]*\]' "$tmp/out.json" | grep -o '"[.xo]*"' | wc -l)
[ "$rows" -eq 19 ]; check "json board has 19 rows" $?

"$bin" show "$src/examples/game.sgf" --move 0 --json | grep -q '"board":\["\.\.\.\.\.\.\.\.\.\.\.\.\.\.\.\.\.\.\."'
check "--move 0 shows the start (handicap 0: empty top row)" $?

# bad input: exit status 2 and one line naming the file and place
printf '(;GM[1]SZ[19];B[dd];W[' > "$tmp/trunc.sgf"
"$bin" show "$tmp/trunc.sgf" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ]; check "truncated SGF exits 2" $?
[ "$(wc -l < "$tmp/err")" -eq 1 ] && grep -q "^$tmp/trunc.sgf:1:[0-9]*: " "$tmp/err"; check "one line FILE:LINE:COL" $?

printf '(;SZ[99];B[aa])' > "$tmp/big.sgf"
"$bin" show "$tmp/big.sgf" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && grep -q "board sides must be 1 to 52" "$tmp/err"; check "absurd size refused" $?

printf '(;SZ[9];B[ee];W[ee])' > "$tmp/ill.sgf"
"$bin" show "$tmp/ill.sgf" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && grep -q "move 2 (W E5): illegal, the point is occupied" "$tmp/err"; check "illegal move named" $?
"$bin" show "$tmp/ill.sgf" --continue > /dev/null 2> "$tmp/err"; check "--continue plays through" $?

head -c 3000 /dev/urandom > "$tmp/junk.sgf"
"$bin" show "$tmp/junk.sgf" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ]; check "binary junk exits 2" $?

"$bin" show /nonexistent.sgf > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 2 ] && grep -q "^/nonexistent.sgf: " "$tmp/err"; check "missing file" $?
"$bin" show "$src/examples/game.sgf" --move x > /dev/null 2>&1; [ $? -eq 2 ]; check "bad --move" $?
"$bin" frobnicate > /dev/null 2>&1; [ $? -eq 2 ]; check "unknown command" $?

exit $fail
