#!/bin/bash
# gogui.sh - the GTP commands a GUI uses (docs/GTP.md) checked against the
# CLI: for each game, after loadsgf, final_score equals `seichi score`'s
# result, seichi-score_map (GoGui sboard) shows the CLI diagram's mark on
# every point (living stones and dame blank), final_status_list dead (the
# plist) names exactly the stones the diagram marks x/o, the gfx overlay
# names the same dead stones, and seichi-write_sgf writes the file that
# `seichi score --sgf` writes.  Then gogui-analyze_commands (every command
# known, every type one GoGui draws), kgs-genmove_cleanup (an honest
# failure) and loadsgf's failures (the reader's FILE:LINE:COL: reason; an
# illegal record refused).
set -u
seichi=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
shared=${SEICHI_SHARED_DIR:-$src/../shared}
. "$(dirname "$0")/lib/checks.sh"

games=("$src/examples/game.sgf" "$src/tests/regress/sgf/small9.sgf")
if [ -d "$shared/data/games/kgs" ]; then
    while read -r f; do games+=("$shared/data/games/kgs/$f"); done < <(ls "$shared/data/games/kgs" | sed -n '7p;500p;1500p')
fi
for g in "${games[@]}"; do
    name=$(basename "$g")
    "$seichi" score "$g" >"$tmp/cli" 2>/dev/null || { bad "$name: seichi score"; continue; }
    "$seichi" score "$g" --sgf "$tmp/cli.sgf" >/dev/null 2>&1
    printf 'loadsgf %s\n1 final_score\n2 seichi-score_map\n3 final_status_list dead\n4 seichi-score_gfx\n5 seichi-write_sgf %s\n' \
        "$g" "$tmp/gtp.sgf" | "$seichi" gtp >"$tmp/gtp" 2>/dev/null
    want=$(head -1 "$tmp/cli" | awk '{print $2}')
    got=$(grep '^=1 ' "$tmp/gtp" | awk '{print $2}')
    [ "$want" = "$got" ] && ok "$name: final_score $got" || bad "$name: final_score '$got', CLI '$want'"
    # the CLI diagram: the lines between the column header and the blank line
    awk '/^    A B/{on=1; next} on && NF==0 {exit} on {for (i = 2; i < NF; i++) printf "%s ", ($i=="X"||$i=="O"||$i==".") ? "\"\"" : $i; print ""}' \
        "$tmp/cli" >"$tmp/cli.map"
    awk '/^=2 /{on=1; next} on && NF==0 {exit} on {for (i = 1; i <= NF; i++) printf "%s ", $i; print ""}' "$tmp/gtp" >"$tmp/gtp.map"
    if [ -s "$tmp/cli.map" ] && cmp -s "$tmp/cli.map" "$tmp/gtp.map"; then ok "$name: sboard = CLI diagram"
    else bad "$name: sboard differs from the CLI diagram"; diff "$tmp/cli.map" "$tmp/gtp.map" | head -5; fi
    # dead stones: the diagram's x/o points, named as GTP vertices
    awk '/^    A B/{for (i = 1; i <= NF; i++) col[i] = $i; on=1; next} on && NF==0 {exit}
         on {for (i = 2; i < NF; i++) if ($i=="x"||$i=="o") print col[i-1] $1}' "$tmp/cli" | sort >"$tmp/cli.dead"
    awk '/^=3/{on=1; sub(/^=3 ?/, "")} on && NF==0 {exit} on {for (i = 1; i <= NF; i++) print $i}' "$tmp/gtp" | sort >"$tmp/gtp.dead"
    awk '/^=4/{on=1; sub(/^=4 ?/, "")} on && NF==0 {exit} on' "$tmp/gtp" >"$tmp/gfx"
    grep '^MARK ' "$tmp/gfx" | tr ' ' '\n' | sed 1d | sort >"$tmp/gfx.dead"
    cmp -s "$tmp/cli.dead" "$tmp/gtp.dead" && ok "$name: plist dead = CLI ($(wc -l <"$tmp/cli.dead") stones)" ||
        { bad "$name: final_status_list dead differs"; diff "$tmp/cli.dead" "$tmp/gtp.dead" | head -5; }
    cmp -s "$tmp/cli.dead" "$tmp/gfx.dead" && ok "$name: gfx MARK = CLI" || bad "$name: gfx MARK differs"
    grep -q "^TEXT $want\$" "$tmp/gfx" && ok "$name: gfx TEXT" || bad "$name: gfx TEXT"
    grep -q '^=5 *$' "$tmp/gtp" && cmp -s "$tmp/cli.sgf" "$tmp/gtp.sgf" && ok "$name: seichi-write_sgf = score --sgf" ||
        bad "$name: seichi-write_sgf differs from score --sgf"
done

# gogui-analyze_commands: type/label/command lines, types GoGui knows, commands this engine knows
printf 'gogui-analyze_commands\n' | "$seichi" gtp | sed -e 's/^= //' -e '/^$/d' >"$tmp/ac"
[ "$(wc -l <"$tmp/ac")" -ge 5 ] && ok "analyze commands listed" || bad "analyze commands listed"
while IFS=/ read -r type label cmd; do
    case $type in bwboard|cboard|dboard|eplist|gfx|hstring|hpstring|none|param|plist|pspairs|pstring|sboard|string|var|varb|varc|varp|varpo|varw) ;;
    *) bad "analyze type '$type' is not one of GoGui's"; continue ;; esac
    [ -n "$label" ] || bad "analyze command without label: $cmd"
    known=$(printf 'known_command %s\n' "${cmd%% *}" | "$seichi" gtp)
    [ "$known" = "$(printf '= true')" ] && ok "analyze $type/$label: ${cmd%% *} known" || bad "analyze command ${cmd%% *} unknown"
done <"$tmp/ac"

out=$(printf 'kgs-genmove_cleanup b\n' | "$seichi" gtp)
case $out in "? seichi does not play"*) ok "kgs-genmove_cleanup fails honestly" ;; *) bad "kgs-genmove_cleanup: $out" ;; esac

# loadsgf failures: the reader's reason, and an illegal record refused
out=$(printf 'loadsgf %s\n' "$src/tests/data/score/bad.sgf" | "$seichi" gtp 2>/dev/null)
case $out in "? $src/tests/data/score/bad.sgf:1:"*) ok "loadsgf: parse error with its place" ;; *) bad "loadsgf parse error: $out" ;; esac
printf '(;GM[1]SZ[9];B[ee];W[ee])\n' >"$tmp/illegal.sgf"
out=$(printf 'loadsgf %s\nshowboard\n' "$tmp/illegal.sgf" | "$seichi" gtp 2>/dev/null | head -1)
want=$("$seichi" score "$tmp/illegal.sgf" 2>&1 >/dev/null)
[ "$out" = "? $want" ] && ok "loadsgf refuses an illegal record as score does ($want)" || bad "loadsgf illegal: '$out' vs '$want'"
out=$(printf 'loadsgf %s\n' "$tmp/none.sgf" | "$seichi" gtp 2>/dev/null)
[ "$out" = "? cannot read $tmp/none.sgf" ] && ok "loadsgf: missing file" || bad "loadsgf missing file: $out"
exit $fail
