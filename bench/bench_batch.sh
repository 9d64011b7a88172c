#!/bin/bash
# bench_batch.sh - throughput of `seichi batch` over the shared games
# corpus (4,745 games): games per second with --jobs N (default 2), without
# a database, with a fresh SQLite database, and re-run on that database
# (every game already stored: reading and hashing only).  Prints wall
# time and CPU time (user+sys): on a shared, loaded machine the CPU figure
# times the number of idle cores is the better estimate of throughput.
#
#   bench/bench_batch.sh [SEICHI] [JOBS]      (SEICHI: a Release build)
set -u
seichi=${1:-build/seichi}
jobs=${2:-2}
games=${SEICHI_SHARED_DIR:-$(cd "$(dirname "$0")/../.." && pwd)/shared}/data/games
[ -d "$games" ] || { echo "no corpus at $games"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=$(find "$games" -name '*.sgf' | wc -l)
now() { date +%s.%N; }
run() { # label, args...
    local label=$1
    shift
    local t0 t1 cpu
    t0=$(now)
    /usr/bin/time -o "$tmp/cpu" -f "%U %S" "$seichi" batch "$games" --jobs "$jobs" --no-progress "$@" \
        >"$tmp/out" 2>/dev/null
    cpu=$(tail -1 "$tmp/cpu")
    t1=$(now)
    awk -v l="$label" -v n="$n" -v a="$t0" -v b="$t1" -v lines="$(wc -l <"$tmp/out")" -v cpu="$cpu" -v j="$jobs" \
        'BEGIN { split(cpu, c, " "); t = c[1] + c[2];
                 printf "%-28s %5d games  wall %6.2f s = %6.0f games/s   CPU %6.2f s = %6.0f games/CPU-s\n",
                        l, lines, b - a, n / (b - a), t, n / t }'
}
echo "seichi batch, $n games, --jobs $jobs, $(nproc) CPUs online, load $(cut -d' ' -f1-3 /proc/loadavg)"
run "no database" --no-db
run "fresh SQLite database" --db "$tmp/b.sqlite"
run "re-run, all games stored" --db "$tmp/b.sqlite"
run "no database, --jobs 1" --no-db --jobs 1
