#!/bin/sh
# regress.sh - runs GNU Go-style regression files (.tst) against `seichi gtp`.
#
#   tests/regress/regress.sh SEICHI FILE.tst...
#
# Each .tst file is a GTP session; it is fed as a whole to `SEICHI gtp`,
# run from the file's own folder (so `loadsgf sgf/x.sgf` works), and every
# numbered command followed by a line `#? [REGEX]` is checked: the answer
# (the response text without "=ID "; an error answer is "? message"; the
# lines of a multi-line answer joined by single spaces) must match REGEX
# entirely (POSIX ERE, as awk reads it).  Flags after the bracket:
#   *   expected failure: a match is reported as an unexpected PASS
#   &   result ignored (the command must still answer)
# and `#? [!REGEX]` passes when the answer does NOT match.  A command with
# no answer (a crash) fails.  Output: one line per unexpected result and a
# summary per file; exit status 1 if anything failed unexpectedly, 2 on
# usage errors.  Needs only POSIX sh and awk.
set -u
if [ $# -lt 2 ]; then
    echo "usage: regress.sh SEICHI FILE.tst..." >&2
    exit 2
fi
seichi=$1
shift
case $seichi in /*) ;; *) seichi=$(pwd)/$seichi ;; esac
here=$(cd "$(dirname "$0")" && pwd)
status=0
tmp=${TMPDIR:-/tmp}/seichi-regress.$$
trap 'rm -f "$tmp"' EXIT INT TERM
for tst in "$@"; do
    if [ ! -r "$tst" ]; then
        echo "$tst: cannot read" >&2
        status=1
        continue
    fi
    dir=$(cd "$(dirname "$tst")" && pwd)
    base=$(basename "$tst")
    (cd "$dir" && "$seichi" gtp <"$base" >"$tmp" 2>/dev/null)
    rc=$?
    awk -v name="$base" -v rc="$rc" -f "$here/regress.awk" "$tmp" "$dir/$base" || status=1
done
exit $status
