#!/bin/bash
# batch_walk.sh - `seichi batch DIR` walks a tree with links and special
# files: a link to "." or to ".." is not followed (it listed the tree again
# and again; two of them never ended), a FIFO named *.sgf is skipped with
# a line on stderr (opening it blocked forever), a link to a regular file
# is a game, a dangling link is skipped.  `timeout` only guards against a
# hang; nothing here is timed.
set -u
seichi=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
. "$(dirname "$0")/lib/checks.sh"

t=$tmp/tree
mkdir -p "$t/a/b"
cp "$src/tests/regress/sgf/small9.sgf" "$t/a/x.sgf"
printf '(;GM[1]FF[4]SZ[5]KM[0.5]RE[W+0.5];B[cc];W[])' >"$t/a/b/y.SGF"
ln -s . "$t/self"
ln -s .. "$t/a/b/up"
ln -s ../a "$t/a/b/side"
ln -s a/x.sgf "$t/link.sgf"
ln -s nowhere.sgf "$t/dangling.sgf"
ln -s a "$t/dir.sgf"
mkfifo "$t/fifo.sgf"

timeout 60 "$seichi" batch "$t" --no-db --jobs 2 >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc = 0 ] && ok "exit 0" || bad "exit $rc (124: hung)"
files=$(sed 's/^{"file":"\([^"]*\)".*/\1/' "$tmp/out" | sed "s|^$t/||" | tr '\n' ' ')
[ "$files" = "a/b/y.SGF a/x.sgf link.sgf " ] && ok "each game once, links to directories not followed" ||
    bad "games listed: '$files'"
grep -q "fifo.sgf: not a regular file, skipped" "$tmp/err" && ok "FIFO skipped and named" || bad "FIFO: $(cat "$tmp/err")"
grep -q "dangling.sgf: a link to no regular file, skipped" "$tmp/err" && ok "dangling link named" || bad "dangling link"
grep -q "dir.sgf: a link to no regular file, skipped" "$tmp/err" && ok "link to a directory named *.sgf" || bad "dir.sgf"
grep -q '"error"' "$tmp/out" && bad "an error line: $(grep error "$tmp/out")" || ok "no error line"

# the same tree named through a link at the top is walked (the root is taken as given)
ln -s "$t" "$tmp/top"
timeout 60 "$seichi" batch "$tmp/top" --no-db >"$tmp/out2" 2>/dev/null
[ "$(wc -l <"$tmp/out2")" = 3 ] && ok "a link given as the root is walked" || bad "root link: $(wc -l <"$tmp/out2") lines"
exit $fail
