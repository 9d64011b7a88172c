#!/bin/bash
# batch.sh - `seichi batch` behaviour: output in input order whatever the
# thread count, one JSON line per game with the documented keys, errors as
# lines (never stopping), --verify exit status and summary, mapper mode
# (paths and inline SGF on stdin), usage errors.
set -u
seichi=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
. "$(dirname "$0")/lib/checks.sh"

sgf=$src/tests/regress/sgf
ls "$sgf"/kgs/*.sgf "$sgf"/small9.sgf >"$tmp/list"
printf '(;GM[1]FF[4]SZ[9];B[ee' >"$tmp/broken.sgf"
echo "$tmp/broken.sgf" >>"$tmp/list"
n=$(wc -l <"$tmp/list")

"$seichi" batch --stdin --no-db --jobs 1 <"$tmp/list" >"$tmp/j1" 2>/dev/null
"$seichi" batch --stdin --no-db --jobs 4 --chunk 3 <"$tmp/list" >"$tmp/j4" 2>/dev/null
strip() { sed 's/"time_ms":[^,]*,//' "$1"; }
[ "$(wc -l <"$tmp/j1")" = "$n" ] && ok "one line per game ($n)" || bad "line count $(wc -l <"$tmp/j1") != $n"
cmp -s <(strip "$tmp/j1") <(strip "$tmp/j4") && ok "same output with 1 and 4 threads" || bad "output depends on threads"
paste -d' ' "$tmp/list" <(sed 's/^{"file":"\([^"]*\)".*/\1/' "$tmp/j1") | awk '$1 != $2 { bad = 1 } END { exit bad }' &&
    ok "output in input order" || bad "output order"
head -1 "$tmp/j1" | grep -q '^{"file":"[^"]*","hash":"[0-9a-f]\{16\}","result":"[BW0][^"]*","margin":[-0-9.]*,"re":"[^"]*","re_margin":[-0-9.]*,"komi":[-0-9.]*,"agreement":"[a-z_0-9]*","confidence":"\(certain\|uncertain\|unfinished\)","time_ms":[0-9.e-]*,"cached":false}$' &&
    ok "JSON keys" || { bad "JSON keys"; head -1 "$tmp/j1"; }
tail -1 "$tmp/j1" | grep -q '"result":null.*"error":"[^"]*broken.sgf:1:' && ok "broken file is an error line" || bad "broken file"

"$seichi" batch "$sgf/kgs" --no-db --verify >/dev/null 2>"$tmp/sum"
rc=$?
grep -q "^seichi batch --verify: 24 games" "$tmp/sum" && grep -q "^  kgs " "$tmp/sum" &&
    ok "verify summary" || { bad "verify summary"; cat "$tmp/sum"; }
# the exact rates of certain and uncertain games apart, adding up to the games scored
nc=$(grep -c '"confidence":"certain"' <("$seichi" batch "$sgf/kgs" --no-db 2>/dev/null))
grep -q "^  by confidence: certain $nc, " "$tmp/sum" && ok "verify: certain games apart ($nc)" ||
    { bad "verify by confidence"; grep confidence "$tmp/sum"; }
exact=$(grep -c '"agreement":"exact"' <("$seichi" batch "$sgf/kgs" --no-db 2>/dev/null))
if [ "$exact" = 24 ]; then [ $rc = 0 ] && ok "verify exit 0" || bad "verify exit $rc"
else [ $rc = 1 ] && ok "verify exit 1 ($exact of 24 exact)" || bad "verify exit $rc with $exact of 24 exact"; fi

printf '%s\n\n(;GM[1]FF[4]SZ[5]KM[0.5]RE[W+0.5];B[cc];W[])\n(;broken\n' "$sgf/small9.sgf" |
    "$seichi" batch --mapper --jobs 2 >"$tmp/map" 2>/dev/null
[ "$(wc -l <"$tmp/map")" = 3 ] && ok "mapper: one line per non-empty input line" || bad "mapper lines"
sed -n 2p "$tmp/map" | grep -q '"file":"stdin:3".*"re":"W+0.5"' && ok "mapper: inline SGF" || bad "mapper inline"
sed -n 3p "$tmp/map" | grep -q '"error":"stdin:4:' && ok "mapper: bad SGF is an error line" || bad "mapper error"

"$seichi" batch >/dev/null 2>&1; [ $? = 2 ] && ok "no input: exit 2" || bad "no input exit"
"$seichi" batch --jobs 0 x >/dev/null 2>&1; [ $? = 2 ] && ok "bad --jobs: exit 2" || bad "bad --jobs"
"$seichi" batch --mapper x >/dev/null 2>&1; [ $? = 2 ] && ok "--mapper with paths: exit 2" || bad "--mapper with paths"
"$seichi" batch --export >/dev/null 2>&1; [ $? = 2 ] && ok "--export without --db: exit 2" || bad "--export"
"$seichi" batch --rules nonsense x >/dev/null 2>&1; [ $? = 2 ] && ok "unknown rules: exit 2" || bad "rules"
# defaults: no database unless asked, exit 1 when a game fails, a
# collection warned about, --sgf-dir writing games that score the same
mkdir "$tmp/cwd" && cp "$sgf/small9.sgf" "$tmp/cwd/"
abs=$seichi; case $abs in /*) ;; *) abs=$PWD/$abs ;; esac
(cd "$tmp/cwd" && "$abs" batch small9.sgf >/dev/null 2>&1); rc=$?
[ $rc = 0 ] && [ "$(ls "$tmp/cwd")" = small9.sgf ] && ok "plain run: exit 0, no database left in the folder" ||
    bad "plain run: exit $rc, folder holds $(ls "$tmp/cwd" | tr '\n' ' ')"
printf '(;broken\n' >"$tmp/cwd/broken.sgf"
"$seichi" batch "$tmp/cwd/small9.sgf" "$tmp/cwd/broken.sgf" >"$tmp/two" 2>"$tmp/two.err"; rc=$?
[ $rc = 1 ] && [ "$(wc -l <"$tmp/two")" = 2 ] && grep -q '1 of 2 games failed' "$tmp/two.err" &&
    ok "a failed game: both lines, exit 1" || bad "a failed game: exit $rc"
printf '(;GM[1]SZ[5]KM[0.5];B[cc];W[])(;GM[1]SZ[5];B[bb])\n' >"$tmp/cwd/coll.sgf"
"$seichi" batch "$tmp/cwd/coll.sgf" >/dev/null 2>"$tmp/coll.err"; rc=$?
[ $rc = 0 ] && grep -q 'coll.sgf: a collection of 2 games; only the first is scored' "$tmp/coll.err" &&
    ok "a collection: the first game scored, a warning" || bad "collection: exit $rc, $(cat "$tmp/coll.err")"
"$seichi" batch "$sgf/kgs" --sgf-dir "$tmp/out" --jobs 2 >"$tmp/sd" 2>/dev/null; rc=$?
n=0; same=0
for f in "$sgf"/kgs/*.sgf; do
    o="$tmp/out/${f#/}"
    n=$((n + 1))
    [ -f "$o" ] || continue
    a=$("$seichi" score "$f" 2>/dev/null | head -1); b=$("$seichi" score "$o" --dead markup 2>/dev/null | head -1)
    [ -n "$a" ] && [ "$a" = "$b" ] && same=$((same + 1))
done
[ $rc = 0 ] && [ $same = $n ] && ok "--sgf-dir: $same of $n games written, scoring the same from their markup" ||
    bad "--sgf-dir: exit $rc, $same of $n"
exit $fail
