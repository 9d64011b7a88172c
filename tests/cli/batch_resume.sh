#!/bin/bash
# batch_resume.sh - `seichi batch` killed halfway (SIGKILL) and run again
# gives the same database as one uninterrupted run; a bad file is
# recorded as an error without stopping the batch; the same content under
# two names is one row; a re-run takes stored games from the database.
set -u
seichi=$1
shared=${SEICHI_SHARED_DIR:-$(cd "$(dirname "$0")/../../.." && pwd)/shared}
games=$shared/data/games/kgs
if [ ! -d "$games" ]; then
    echo "skipped: $games missing"
    exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ls "$games" | head -${BATCH_RESUME_GAMES:-150} | sed "s|^|$games/|" >"$tmp/list"
printf '(;GM[1]FF[4]SZ[19];B[pd];W[zz' >"$tmp/bad.sgf"
cp "$(head -1 "$tmp/list")" "$tmp/dup.sgf"
echo "$tmp/bad.sgf" >>"$tmp/list"
echo "$tmp/dup.sgf" >>"$tmp/list"
echo "$tmp/missing.sgf" >>"$tmp/list"
total=$(($(wc -l <"$tmp/list") - 1)) # the missing file has no row
fail=0

# the databases are read back with `seichi batch --export` (rows as JSON
# lines sorted by hash), time_ms left out
dump() { "$seichi" batch --db "$1" --export | sed 's/,"time_ms":[^,}]*//'; }
rows() { "$seichi" batch --db "$1" --export 2>/dev/null | wc -l; }

"$seichi" batch --stdin --db "$tmp/full.db" --jobs 2 --chunk 8 --no-progress <"$tmp/list" >"$tmp/full.out" 2>/dev/null
echo "one run: exit $?, $(wc -l <"$tmp/full.out") lines, $(rows "$tmp/full.db") rows"
dump "$tmp/full.db" >"$tmp/full.dump"
n=$(wc -l <"$tmp/full.dump")
uniq=$((total - 1)) # dup.sgf shares its row
if [ "$n" != "$uniq" ]; then echo "FAIL: $n rows, expected $uniq"; fail=1; fi
if ! grep -q "bad.sgf.*\"error\"" "$tmp/full.out"; then echo "FAIL: bad file not reported"; fail=1; fi
if ! grep -q "missing.sgf.*\"error\"" "$tmp/full.out"; then echo "FAIL: missing file not reported"; fail=1; fi

"$seichi" batch --stdin --db "$tmp/part.db" --jobs 2 --chunk 8 --no-progress <"$tmp/list" >/dev/null 2>&1 &
pid=$!
for i in $(seq 1 400); do
    [ "$(rows "$tmp/part.db")" -ge 16 ] && break
    sleep 0.02
done
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
before=$(rows "$tmp/part.db")
echo "killed run: $before rows of $uniq written before SIGKILL"
[ "$before" -ge "$uniq" ] && echo "note: the first run finished before the kill"
"$seichi" batch --stdin --db "$tmp/part.db" --jobs 2 --chunk 8 --no-progress <"$tmp/list" >"$tmp/resume.out" 2>/dev/null
cached=$(grep -c '"cached":true' "$tmp/resume.out")
echo "resumed run: $cached games taken from the database"
if [ "$cached" -lt "$before" ]; then echo "FAIL: resumed run re-scored stored games"; fail=1; fi
dump "$tmp/part.db" >"$tmp/part.dump"
if ! cmp -s "$tmp/full.dump" "$tmp/part.dump"; then
    echo "FAIL: databases differ"
    diff "$tmp/full.dump" "$tmp/part.dump" | head -10
    fail=1
fi
# JSON lines of the resumed run equal those of one run but for time and cache flag.
strip() { sed -e 's/"time_ms":[^,]*,//' -e 's/"cached":[a-z]*//' "$1"; }
if ! cmp -s <(strip "$tmp/full.out") <(strip "$tmp/resume.out"); then
    echo "FAIL: output differs between one run and the resumed run"
    diff <(strip "$tmp/full.out") <(strip "$tmp/resume.out") | head -6
    fail=1
fi
[ $fail = 0 ] && echo "ok: killed-and-resumed database equals the one-run database ($uniq rows)"
exit $fail
