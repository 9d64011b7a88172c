#!/bin/sh
# gnugo_uncond_diff.sh - seichi's unconditional statuses against GNU Go's on
# the final positions of a sample of the corpus: every K-th game of
# MANIFEST.tsv (default K=100), every point of the board asked with GNU
# Go's `unconditional_status` and seichi's `seichi-unconditional_status`
# and `seichi-safety_status` (same words).  Prints a table of answer
# pairs (GNU Go's answer, seichi's) with counts.
#
# usage: bench/gnugo_uncond_diff.sh [BUILD_DIR] [K] [GAMES_DIR]
set -eu
BUILD=${1:-build}
K=${2:-100}
DIR=${3:-${SEICHI_SHARED_DIR:-/work/shared}/data/games}
GNUGO=${GNUGO:-/usr/games/gnugo}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
awk -F'\t' -v k="$K" 'NR > 1 && (NR - 2) % k == 0 { print $1 }' "$DIR/MANIFEST.tsv" > "$TMP/games"
: > "$TMP/pairs"
while read -r f; do
    size=$(grep -o 'SZ\[[0-9]*\]' "$DIR/$f" | head -1 | tr -dc 0-9)
    size=${size:-19}
    for who in gnugo seichi-unconditional seichi-safety; do
        case $who in
        gnugo) cmd=unconditional_status; eng="$GNUGO --mode gtp" ;;
        seichi-unconditional) cmd=seichi-unconditional_status; eng="$BUILD/seichi gtp" ;;
        seichi-safety) cmd=seichi-safety_status; eng="$BUILD/seichi gtp" ;;
        esac
        awk -v s="$size" -v f="$DIR/$f" -v cmd="$cmd" 'BEGIN {
            letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
            print "loadsgf " f
            for (y = 1; y <= s; y++) for (x = 1; x <= s; x++) print cmd " " substr(letters, x, 1) y
            print "quit" }' | $eng 2>/dev/null | awk '/^[=?]/ { sub(/^[=?] ?/, ""); print }' | tail -n +2 > "$TMP/$who"
    done
    paste "$TMP/gnugo" "$TMP/seichi-unconditional" "$TMP/seichi-safety" >> "$TMP/pairs"
done < "$TMP/games"
echo "games: $(wc -l < "$TMP/games"), points: $(wc -l < "$TMP/pairs")"
echo "GNU Go / seichi-unconditional:"
cut -f1,2 "$TMP/pairs" | sort | uniq -c | sort -rn
echo "GNU Go / seichi-safety:"
cut -f1,3 "$TMP/pairs" | sort | uniq -c | sort -rn
