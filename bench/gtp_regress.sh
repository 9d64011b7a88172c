#!/bin/sh
# gtp_regress.sh - runs a GNU Go-style regression file (.tst: GTP commands,
# each followed by "#? [REGEX]" giving the expected answer) through a GTP
# engine and counts the answers that match.  Lines starting with "#" are
# comments; a "*" after the regex (an expected failure) is ignored.
#
# usage: bench/gtp_regress.sh TST_FILE ENGINE [ARGS...]
#   run in the folder the .tst's loadsgf paths are relative to;
#   RENAME="from=to" renames one command on the way (for example
#   RENAME=unconditional_status=seichi-unconditional_status);
#   VERBOSE=1 prints every mismatch (id, command, expected, answer).
# Prints "N passed, M failed" (and the mismatches when asked).
set -eu
TST=$1
shift
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
RENAME=${RENAME:-}
FROM=${RENAME%%=*}
TO=${RENAME#*=}
# commands (numbered) and expectations, in order
awk -v from="${RENAME:+$FROM}" -v to="$TO" '
    /^#\?/ { match($0, /\[.*\]/); print last "\t" substr($0, RSTART + 1, RLENGTH - 2) > "'"$TMP"'/expect"; next }
    /^#/ || /^[ \t]*$/ { next }
    {
        line = $0
        if (from != "") { n = split(line, w, " "); for (i = 1; i <= n; i++) if (w[i] == from) w[i] = to; line = w[1]; for (i = 2; i <= n; i++) line = line " " w[i] }
        if (line ~ /^[0-9]+ /) { split(line, w, " "); last = w[1] }
        print line
    }' "$TST" > "$TMP/cmds"
echo quit >> "$TMP/cmds"
"$@" < "$TMP/cmds" > "$TMP/out" 2>/dev/null || true
# answers: "=ID text" lines
awk '/^[=?][0-9]+/ { id = substr($1, 2); $1 = ""; sub(/^ /, ""); print id "\t" $0 }' "$TMP/out" > "$TMP/answers"
awk -F'\t' -v verbose="${VERBOSE:-0}" '
    FILENAME ~ /answers$/ { ans[$1] = $2; next }
    {
        id = $1; re = "^(" $2 ")$"; a = (id in ans) ? ans[id] : "(none)"
        if (a ~ re) pass++
        else { fail++; if (verbose) printf "%s\texpected %s\tgot %s\n", id, $2, a }
    }
    END { printf "%d passed, %d failed\n", pass, fail }' "$TMP/answers" "$TMP/expect"
