#!/bin/bash
# help.sh - help that tells the truth: `seichi --help` names every command;
# `seichi CMD --help` and `-h` print CMD's usage and exit 0; every option a
# command's help names is accepted by that command (run with a sample value
# on a real input: exit 0 or 1, never a usage error), while an unknown
# option is refused (exit 2), so the check can fail; the overview lists
# the same options as each command's help; no line is wider than 80
# columns; and the man page (docs/seichi.1) names every command and option.
set -u
seichi=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
. "$(dirname "$0")/lib/checks.sh"

game=$src/tests/regress/sgf/small9.sgf
printf 'X X O .\nX . O .\nX X O O\n' >"$tmp/diagram.txt"
"$seichi" batch "$game" --db "$tmp/db.sqlite" --no-progress >/dev/null 2>&1

"$seichi" --help >"$tmp/top"; rc=$?
[ $rc = 0 ] && ok "seichi --help: exit 0" || bad "seichi --help: exit $rc"
cmds=$(sed -n 's/^  seichi \([a-z]*\).*/\1/p' "$tmp/top" | sort -u)
[ "$(echo $cmds)" = "batch gtp life referee score show solve" ] && ok "commands: $(echo $cmds)" ||
    bad "commands listed: $(echo $cmds)"
awk 'length > 80 { exit 1 }' "$tmp/top" && ok "overview within 80 columns" || bad "overview wider than 80 columns"

# a sample value for an option's placeholder
value() {
    case $1 in
    N) echo 1 ;; X) echo 6.5 ;; NAME) echo chinese ;; PATH) echo "$tmp/db.sqlite" ;;
    DIR) echo "$tmp/sgfdir" ;; 'OUT.sgf|-') echo "$tmp/out.sgf" ;; 'A1,C3,...|markup') echo markup ;;
    PLAYS) echo pass ;; *) echo "" ;;
    esac
}
# the input a command runs on with option $2 (one word per line)
base() {
    case $1:$2 in
    solve:*) echo 2x1 ;; life:--diagram) echo "$tmp/diagram.txt" ;; gtp:* | referee:*) ;;
    batch:--mapper) ;; batch:--export) echo "--db $tmp/db.sqlite" ;; *) echo "$game" ;;
    esac
}

for c in $cmds; do
    for h in --help -h; do
        out=$("$seichi" "$c" $h); rc=$?
        [ $rc = 0 ] && [ "${out#usage: seichi $c}" != "$out" ] && ok "$c $h: usage, exit 0" || bad "$c $h: exit $rc"
    done
    "$seichi" "$c" --help >"$tmp/help.$c"
    awk 'length > 80 { exit 1 }' "$tmp/help.$c" || bad "$c --help wider than 80 columns"
    # options with their placeholder: "--opt VALUE" as written in the usage or option lines
    grep -o -- '--[a-z][a-z-]*\( [A-Z][^] |]*\(|[^] ]*\)\?\)\?' "$tmp/help.$c" | sort -u >"$tmp/opts.$c"
    "$seichi" "$c" --no-such-option $(base "$c" x) </dev/null >/dev/null 2>&1
    [ $? = 2 ] && ok "$c: an unknown option is refused" || bad "$c: --no-such-option accepted"
    while read -r opt ph; do
        [ "$opt" = --help ] && continue
        v=$(value "${ph:-}")
        args=($(base "$c" "$opt") "$opt")
        [ -n "$v" ] && args+=("$v")
        "$seichi" "$c" "${args[@]}" </dev/null >/dev/null 2>"$tmp/err"; rc=$?
        if [ $rc -le 1 ]; then ok "$c ${args[*]#$src/}: accepted (exit $rc)"
        else bad "$c ${args[*]}: exit $rc: $(head -1 "$tmp/err")"; fi
    done <"$tmp/opts.$c"
    # the overview names the same options as the command's help
    awk -v c="$c" '/^  seichi /{ on = ($2 == c) } /^$/{ on = 0 } on' "$tmp/top" |
        grep -o -- '--[a-z][a-z-]*' | sort -u >"$tmp/top.$c"
    grep -o -- '--[a-z][a-z-]*' "$tmp/help.$c" | grep -v -- '^--help$' | sort -u >"$tmp/all.$c"
    cmp -s "$tmp/top.$c" "$tmp/all.$c" && ok "$c: the overview lists its $(wc -l <"$tmp/all.$c") options" ||
        { bad "$c: overview and help differ"; diff "$tmp/top.$c" "$tmp/all.$c"; }
    # the man page names the command and each option
    for o in $c $(cat "$tmp/all.$c"); do
        grep -q -- "$(printf %s "$o" | sed 's/-/\\\\-/g')" "$src/docs/seichi.1" || bad "seichi.1 does not name $c $o"
    done
done
exit $fail
