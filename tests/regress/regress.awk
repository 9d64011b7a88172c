# regress.awk - the checking half of regress.sh: first file = the engine's
# output, second file = the .tst file.  See regress.sh for the format.
FNR == NR {
    if (inresp) {
        if ($0 == "") { inresp = 0; answer[cur] = text; next }
        text = text " " $0
        next
    }
    if ($0 ~ /^[=?][0-9]*( |$)/) {
        kind = substr($0, 1, 1)
        rest = substr($0, 2)
        id = rest
        sub(/ .*/, "", id)
        body = rest
        if (body ~ /^[0-9]* /) sub(/^[0-9]* /, "", body)
        else body = ""
        text = (kind == "?") ? "? " body : body
        cur = (id == "") ? "-" : id
        inresp = 1
    }
    next
}
/^[ \t]*[0-9]+[ \t]+[^ \t#]/ {
    last = $1
    lastcmd = $0
    next
}
/^#\?/ {
    line = $0
    if (!match(line, /\[.*\]/)) { print name ": bad expectation line: " line; bad++; next }
    pat = substr(line, RSTART + 1, RLENGTH - 2)
    flags = substr(line, RSTART + RLENGTH)
    expect_fail = index(flags, "*") > 0
    ignore = index(flags, "&") > 0
    negate = 0
    if (substr(pat, 1, 1) == "!") { negate = 1; pat = substr(pat, 2) }
    total++
    if (last != "" && !(last in answer) && expect_fail) { xfails++; last = ""; next }
    if (last == "" || !(last in answer)) {
        print name ": " (last == "" ? "?" : last) " FAIL (no answer; engine exit " rc ")  " lastcmd
        fails++
        last = ""
        next
    }
    got = answer[last]
    sub(/ +$/, "", got)
    if (ignore) { passes++; last = ""; next }
    ok = (got ~ ("^(" pat ")$"))
    if (negate) ok = !ok
    if (ok && !expect_fail) passes++
    else if (ok && expect_fail) { print name ": " last " PASSED (unexpected pass)  " lastcmd; upass++ }
    else if (!ok && expect_fail) xfails++
    else { print name ": " last " FAIL: got [" got "] expected [" (negate ? "!" : "") pat "]  " lastcmd; fails++ }
    last = ""
}
END {
    printf "%s: %d tests, %d pass, %d FAIL, %d expected failures, %d unexpected passes\n", \
        name, total, passes, fails, xfails, upass
    if (fails > 0 || bad > 0 || total == 0) exit 1
}
