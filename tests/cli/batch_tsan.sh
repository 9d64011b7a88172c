#!/bin/bash
# batch_tsan.sh - the batch test under ThreadSanitizer: builds the CLI with
# -fsanitize=thread (clang; a build folder next to the CLI under test,
# incremental after the first run) and scores games with more threads than
# cores, small chunks and a database, so that the pool, the chunk hand-off
# and the lock-free database lookups race if they can.  Any TSan report
# fails the test.  Skipped without clang or cmake.  By hand: `make tsan`,
# then build-tsan/seichi batch ... (docs/BATCH.md).
set -u
seichi=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
shared=${SEICHI_SHARED_DIR:-$src/../shared}
if ! command -v clang >/dev/null || ! command -v cmake >/dev/null; then
    echo "skipped: clang and cmake are needed for the ThreadSanitizer build"
    exit 77
fi
bdir=$(cd "$(dirname "$seichi")" && pwd)/tsan-batch
cmake -S "$src" -B "$bdir" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSEICHI_TSAN=ON \
    -DSEICHI_TESTS=OFF -DSEICHI_WERROR=OFF >/dev/null || exit 1
cmake --build "$bdir" --target seichi_cli -j 2 >"$bdir.log" 2>&1 || { tail -20 "$bdir.log"; exit 1; }
tsan=$bdir/seichi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -d "$shared/data/games/kgs" ]; then
    ls "$shared/data/games/kgs" | head -80 | sed "s|^|$shared/data/games/kgs/|" >"$tmp/list"
else
    echo "note: shared games missing; using the repository's own SGF files"
fi
ls "$src"/tests/regress/sgf/*.sgf >>"$tmp/list"
echo "$tmp/missing.sgf" >>"$tmp/list"
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1"
fail=0
for run in 1 2; do # the second run takes every game from the database
    "$tsan" batch --stdin --jobs 6 --chunk 5 --db "$tmp/t.db" --verify --no-progress <"$tmp/list" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    lines=$(wc -l <"$tmp/out")
    echo "run $run: exit $rc, $lines JSON lines"
    if grep -q "ThreadSanitizer" "$tmp/err" || [ $rc -ge 2 ]; then
        grep -A30 "ThreadSanitizer" "$tmp/err" | head -60
        fail=1
    fi
    [ "$lines" = "$(wc -l <"$tmp/list")" ] || { echo "FAIL: one JSON line per game expected"; fail=1; }
done
printf '%s\n' "$(head -3 "$tmp/list")" | "$tsan" batch --mapper --jobs 4 --chunk 1 >"$tmp/map" 2>"$tmp/err"
grep -q "ThreadSanitizer" "$tmp/err" && { grep -A30 ThreadSanitizer "$tmp/err" | head -40; fail=1; }
[ $fail = 0 ] && echo "ok: no ThreadSanitizer report"
exit $fail
