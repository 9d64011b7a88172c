#!/bin/bash
# batch_full.sh - `seichi batch` on a disk that fills up (a file-size limit,
# `ulimit -f`, with SIGXFSZ ignored so that a write fails with EFBIG as on
# a full disk): the batch stops with exit 2 and one line naming the
# database, and every result it printed is in the database (it printed 768
# and stored 512 before), so a re-run resumes without losing any.
set -u
seichi=$1
shared=${SEICHI_SHARED_DIR:-$(cd "$(dirname "$0")/../../.." && pwd)/shared}
games=$shared/data/games/kgs
[ -d "$games" ] || { echo "skipped: $games missing"; exit 77; }
. "$(dirname "$0")/lib/checks.sh"
ls "$games" | head -400 | sed "s|^|$games/|" >"$tmp/list"
"$seichi" batch "$(head -1 "$tmp/list")" --db "$tmp/probe.db" >/dev/null 2>&1 || { echo "skipped: no SQLite"; exit 77; }
hashes() { "$seichi" batch --db "$1" --export 2>/dev/null | sed 's/^{"hash":"\([0-9a-f]*\)".*/\1/' | sort; }

for kb in 40 96 200; do
    rm -f "$tmp/full.db"*
    # the limit binds seichi only; stdout goes through a pipe to a file without it
    (trap '' XFSZ; ulimit -f $kb; exec "$seichi" batch --stdin --db "$tmp/full.db" --jobs 2 --chunk 16 --no-progress \
        <"$tmp/list" 2>"$tmp/err") | cat >"$tmp/out"
    rc=${PIPESTATUS[0]}
    printed=$(wc -l <"$tmp/out")
    sed 's/.*"hash":"\([0-9a-f]*\)".*/\1/' "$tmp/out" | sort -u >"$tmp/printed"
    hashes "$tmp/full.db" >"$tmp/stored"
    missing=$(comm -23 "$tmp/printed" "$tmp/stored" | wc -l)
    echo "limit ${kb} KiB: exit $rc, $printed printed, $(wc -l <"$tmp/stored") stored, $missing printed but not stored"
    if [ "$printed" -ge 400 ]; then echo "note: the limit did not bind"; continue; fi
    [ $rc = 2 ] && ok "$kb KiB: exit 2" || bad "$kb KiB: exit $rc"
    grep -q "^seichi batch: .*full.db: writing the database: .*neither stored nor printed" "$tmp/err" && ok "$kb KiB: the error names the database" ||
        bad "$kb KiB: stderr: $(cat "$tmp/err")"
    [ "$missing" = 0 ] && ok "$kb KiB: every printed result is stored" || bad "$kb KiB: $missing printed results not stored"
done
exit $fail
