#!/bin/bash
# input_cap.sh - the one input cap (SEICHI_MAX_INPUT, 8 MiB; docs/SGF.md,
# "Limits") holds for every reader of the CLI, and an input over it is
# refused without being read whole: an SGF file (score), a mapper line
# (batch --mapper, the next line still scored), a loadsgf file (gtp), a
# diagram file (life).  Peak memory is measured with /usr/bin/time; the
# bound is generous (ASan's shadow and quarantine count too) but far below
# what reading such inputs whole took (a 9 MB mapper line: about 480 MB).
set -u
seichi=$1
. "$(dirname "$0")/lib/checks.sh"
semis() { printf '(;'; head -c "$1" /dev/zero | tr '\0' ';'; printf ')'; }
semis $((9 << 20)) > "$tmp/big.sgf"
semis $((1 << 20)) > "$tmp/dense.sgf"
have_time=0; [ -x /usr/bin/time ] && have_time=1
peak() { # file-with-peak-KB limit-KB name
    [ $have_time = 1 ] || return 0
    local kb; kb=$(tail -1 "$1")
    if [ "$kb" -lt "$2" ]; then ok "$3: peak $kb KB"; else bad "$3: peak $kb KB, limit $2 KB"; fi
}
TIME() { if [ $have_time = 1 ]; then /usr/bin/time -f %M -o "$tmp/rss" "$@"; else "$@"; fi; }

# score: over the cap refused with one line, exit 2
TIME "$seichi" score "$tmp/big.sgf" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 2 ] && grep -q 'big.sgf: larger than the 8 MiB input cap; refused' "$tmp/err" && ok "score refuses" || bad "score refuses (rc $rc: $(head -c 200 "$tmp/err"))"
peak "$tmp/rss" 102400 "score over the cap"
# under the cap, a dense record of empty nodes is read (1 MiB: 48 bytes a node)
"$seichi" score "$tmp/dense.sgf" > /dev/null 2>&1 && ok "dense record under the cap" || bad "dense record under the cap"

# mapper: a line over the cap is an error line, the next line is scored
{ cat "$tmp/big.sgf"; echo; echo '(;SZ[9];B[ee])'; } > "$tmp/lines"
TIME "$seichi" batch --mapper --no-db < "$tmp/lines" > "$tmp/out" 2> "$tmp/err"
grep -q '"file":"stdin:1".*"error":"stdin:1: line longer than the 8 MiB input cap"' "$tmp/out" && ok "mapper refuses the long line" || bad "mapper refuses the long line: $(head -c 300 "$tmp/out")"
grep -q '"file":"stdin:2".*"result":"B+80"' "$tmp/out" && ok "mapper scores the next line" || bad "mapper scores the next line: $(tail -c 300 "$tmp/out")"
peak "$tmp/rss" 102400 "mapper line over the cap"

# batch: a file over the cap is that game's error, the others are scored
cp "$tmp/big.sgf" "$tmp/a_big.sgf"; echo '(;SZ[9];B[ee])' > "$tmp/b_small.sgf"
"$seichi" batch --no-db "$tmp/a_big.sgf" "$tmp/b_small.sgf" > "$tmp/out" 2>/dev/null
grep -q 'a_big.sgf: larger than the 8 MiB input cap' "$tmp/out" && grep -q '"result":"B+80"' "$tmp/out" && ok "batch refuses the file over the cap" || bad "batch refuses the file over the cap: $(head -c 300 "$tmp/out")"

# gtp loadsgf
out=$(printf '1 loadsgf %s\n2 name\n' "$tmp/big.sgf" | "$seichi" gtp 2>/dev/null)
case "$out" in "?1 "*"=2 seichi"*) ok "gtp loadsgf refuses";; *) bad "gtp loadsgf refuses: $(echo "$out" | head -c 200)";; esac

# a diagram file over the cap
{ head -c $((9 << 20)) /dev/zero | tr '\0' '.'; echo; } > "$tmp/big.txt"
"$seichi" life "$tmp/big.txt" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 2 ] && grep -q 'input cap' "$tmp/err" && ok "life refuses a diagram over the cap" || bad "life refuses a diagram over the cap (rc $rc: $(head -c 200 "$tmp/err"))"
exit $fail
