#!/bin/sh
# gnugo_compare.sh - seichi and GNU Go 3.8 side by side on the same sample
# of the shared corpus: every K-th game of MANIFEST.tsv (default K=47, about
# 100 games), same komi/rule reading as bench_accuracy (Fox KM x100 -> /100,
# zi doubled under area rules, impossible results left out).
#
# GNU Go runs as a GTP engine (`gnugo --mode gtp`, with --chinese-rules for
# area rule sets): `loadsgf FILE`, then `komi K` with the komi read as
# bench_accuracy reads it, then `final_score` (GNU Go plays the position
# out as in `--score aftermath`).  The komi must be set over GTP after
# loadsgf: with `gnugo --komi K -l FILE` the record's KM wins (and a record
# without KM gets GNU Go's default 5.5), which under-counted GNU Go on
# every record whose KM is missing or in Fox's hundredths.  GNU Go gives no
# handicap compensation under Chinese rules; its margin is corrected by
# adding -HA (-(HA-1) for AGA) for a fair comparison, and both raw and
# corrected counts are shown.
#
# usage: bench/gnugo_compare.sh [BUILD_DIR] [K] [GAMES_DIR]
#   BUILD_DIR: a build with bench_accuracy (default build)
#   SOURCE=PREFIX only the games whose path starts with PREFIX (e.g.
#   m8weiqipu-pro), as bench_accuracy --source;
#   GNUGO_CACHE=FILE keeps GNU Go's margin and time per game in FILE and
#   reuses them on later runs (GNU Go's answer does not depend on seichi;
#   lines are tagged "gtp", so a cache written by the old command line is
#   not reused); the table then shows the times measured when each game
#   was first run.
set -eu
BUILD=${1:-build}
K=${2:-47}
DIR=${3:-${SEICHI_SHARED_DIR:-/work/shared}/data/games}
GNUGO=${GNUGO:-/usr/games/gnugo}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

"$BUILD/bench/bench_accuracy" --every "$K" ${SOURCE:+--source "$SOURCE"} --per-game "$TMP/seichi.tsv" \
    --fails "$TMP/fails.txt" "$DIR" > "$TMP/seichi.out"

n=0
while IFS="$(printf '\t')" read -r file rules komi re m impossible us; do
    [ "$impossible" = 1 ] && continue
    ha=$(grep -o 'HA\[[0-9]*\]' "$DIR/$file" | head -1 | tr -dc 0-9)
    ha=${ha:-0}
    opt=""
    case "$rules" in chinese|aga|new-zealand) opt="--chinese-rules" ;; esac
    cached=""
    if [ -n "${GNUGO_CACHE:-}" ] && [ -f "$GNUGO_CACHE" ]; then
        cached=$(awk -F'\t' -v f="$file" -v k="$komi" '$1 == f && $2 == k && $5 == "gtp" { print $3 "\t" $4; exit }' "$GNUGO_CACHE")
    fi
    if [ -n "$cached" ]; then
        g=$(printf '%s' "$cached" | cut -f1)
        secs=$(printf '%s' "$cached" | cut -f2)
    else
        t0=$(date +%s.%N)
        out=$(printf 'loadsgf %s\nkomi %s\nfinal_score\nquit\n' "$DIR/$file" "$komi" |
              "$GNUGO" --mode gtp $opt 2>/dev/null | grep -E '^= [BW0]' | tail -1 || true)
        t1=$(date +%s.%N)
        secs=$(echo "$t1 - $t0" | bc)
        g=$(echo "$out" | awk '{ r = $2; if (r == "0") print 0; else if (r ~ /^B\+/) print substr(r, 3) + 0;
                                 else if (r ~ /^W\+/) print -(substr(r, 3) + 0) }')
        [ -z "$g" ] && g=nan
        if [ -n "${GNUGO_CACHE:-}" ]; then
            printf '%s\t%s\t%s\t%s\tgtp\n' "$file" "$komi" "$g" "$secs" >> "$GNUGO_CACHE"
        fi
    fi
    comp=0
    if [ -n "$opt" ] && [ "$ha" -ge 2 ]; then
        if [ "$rules" = aga ]; then comp=$((ha - 1)); else comp=$ha; fi
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "$re" "$m" "$g" "$comp" "$us" \
        "$secs" >> "$TMP/both.tsv"
    n=$((n + 1))
done < "$TMP/seichi.tsv"

awk -F'\t' '
function abs(x) { return x < 0 ? -x : x }
{
    split($1, a, "/"); src = (a[1] == "kgs") ? "kgs" : (a[1] == "yenw-ai") ? "ai" : "pro";
    for (k = 0; k < 3; k++) {
        c = k == 2 ? "all" : k == 1 ? (src == "kgs" ? "" : "pro+ai") : src;
        if (c == "") continue;
        games[c]++;
        se = abs($3 - $2); ge = abs($4 - $2); gc = abs($4 - $5 - $2);
        if (se < 1e-6) sx[c]++;
        if ($4 != "nan" && ge < 1e-6) gx[c]++;
        if ($4 != "nan" && gc < 1e-6) gcx[c]++;
        smae[c] += se; if ($4 != "nan") gmae[c] += gc;
        st[c] += $6; gt[c] += $7;
    }
}
END {
    printf "%-8s %6s | %9s %7s %10s | %9s %13s %7s %10s\n", "sample", "games", "seichi ex%", "MAE", "us/game",
           "gnugo ex%", "ex% (HA fix)", "MAE", "s/game";
    n = split("kgs pro ai pro+ai all", order, " ");
    for (i = 1; i <= n; i++) { c = order[i]; if (!games[c]) continue;
        printf "%-8s %6d | %9.1f %7.2f %10.1f | %9.1f %13.1f %7.2f %10.2f\n", c, games[c],
               100 * sx[c] / games[c], smae[c] / games[c], st[c] / games[c],
               100 * gx[c] / games[c], 100 * gcx[c] / games[c], gmae[c] / games[c], gt[c] / games[c];
    }
    printf "speed ratio (GNU Go time / seichi time): %.0fx\n", (gt["all"] / games["all"]) / (st["all"] / games["all"] * 1e-6);
}' "$TMP/both.tsv"
