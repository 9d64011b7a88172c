#!/usr/bin/env bash
# seichi score: a group the static analysis kills but a search proves alive
# against any attack stands, with what is beside it judged accordingly.
# The position is a real game's end (KGS, 9 stones handicap, recorded
# W+25.5): White's 37-stone group in the upper left corner, with Black's
# dead stones in its eyes, is not pass-alive; the static rules called it
# dead (B+79.5), the search proves it lives (three attacking moves, each
# answered) and the count is the record's.
set -u
bin="$1"
src="${SEICHI_SOURCE_DIR:-.}"
. "$src/tests/cli/lib/checks.sh"
game="$src/../shared/data/games/kgs/KGS2002__2002-04-12-2.sgf"
if [ ! -f "$game" ]; then echo "FAIL: $game missing (../shared beside the project)"; exit 1; fi

"$bin" score "$game" --explain > "$tmp/out.txt" || bad "score exits 0"
grep -q '^result W+25.5 ' "$tmp/out.txt" && ok "result W+25.5, as recorded" || bad "result W+25.5, as recorded"
grep -q 'chain White A19 (4 stones): alive (proved by search' "$tmp/out.txt" && ok "A19 proved alive by search" \
    || bad "A19 proved alive by search"
grep -q 'chain White G19 (28 stones): alive (proved by search' "$tmp/out.txt" && ok "G19 proved alive by search" \
    || bad "G19 proved alive by search"
# the same score without --explain (the explanation is written while the
# analysis runs, and dropped when the proof makes it run again)
"$bin" score "$game" --json > "$tmp/out.json" || bad "score --json exits 0"
grep -q '"margin":-25.5' "$tmp/out.json" && ok "json margin -25.5" || bad "json margin -25.5"
exit $fail
