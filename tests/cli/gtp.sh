#!/bin/bash
# gtp.sh - `seichi gtp` at the byte level: CRLF input, control characters,
# a last line without newline, overlong lines, binary garbage, quit, and
# response framing (every response ends with exactly one empty line).
set -u
seichi=$1
fail=0
check() { # name expected actual
    if [ "$2" != "$3" ]; then
        echo "FAIL $1"; echo " expected: $(printf %s "$2" | od -c | head -5)"; echo " actual:   $(printf %s "$3" | od -c | head -5)"
        fail=1
    else
        echo "ok   $1"
    fi
}
out=$(printf '1 name\r\n2 protocol_version\r\n' | "$seichi" gtp | od -An -c | tr -s ' ')
check crlf "$(printf '=1 seichi\n\n=2 2\n\n' | od -An -c | tr -s ' ')" "$out"

out=$(printf '\001na\002me\n' | "$seichi" gtp)
check control-chars "= seichi" "$out"

out=$(printf '7 name' | "$seichi" gtp)
check no-final-newline "=7 seichi" "$out"

out=$(printf '\n\n   \n# only a comment\n\t\n' | "$seichi" gtp | wc -c)
check empty-lines-no-response "0" "$(echo $out)"

long=$(head -c 70000 /dev/zero | tr '\0' 'a')
out=$(printf '%s\n3 name\n' "$long" | "$seichi" gtp)
check overlong-line "$(printf '? line too long\n\n=3 seichi')" "$out"

# a comment is a comment however long; the id of a refused line is kept;
# ids of any length are ids.
out=$(printf '#%s\n4 name\n' "$long" | "$seichi" gtp)
check long-comment "=4 seichi" "$out"
out=$(printf '5 name # %s\n' "$long" | "$seichi" gtp)
check long-comment-after-command "=5 seichi" "$out"
out=$(printf '6 %s\n' "$long" | "$seichi" gtp)
check overlong-line-id "? line too long" "$(echo "$out" | sed 's/^?6 /? /')"
check overlong-line-id-kept "?6 line too long" "$out"
out=$(printf '12345678901234567890 name\n0000000001 protocol_version\n' | "$seichi" gtp)
check long-ids "$(printf '=12345678901234567890 seichi\n\n=0000000001 2')" "$out"
spaces=$(head -c 70000 /dev/zero | tr '\0' ' ')
out=$(printf '7%sname\n' "$spaces" | "$seichi" gtp)
check blank-run-is-one-separator "=7 seichi" "$out"

out=$(printf '1 quit\n2 name\n' | "$seichi" gtp)
check quit-stops "=1 " "$out"

# framing: N commands give N responses, each ending in "\n\n", no empty
# line inside a response.
n=$(printf 'boardsize 9\nshowboard\nlist_commands\nfoo\nplay b e5\nshowboard\n' | "$seichi" gtp |
    awk 'BEGIN{RS=""} {n++} END{print n}')
check framing "6" "$n"

# garbage: random bytes must give answers and a clean exit, never a crash.
for seed in 1 2 3 4 5; do
    head -c 20000 /dev/urandom | "$seichi" gtp >/dev/null 2>&1
    rc=$?
    check "garbage-$seed exit" "0" "$rc"
done
# a long session does not grow without bound: 20000 plays and undos.
out=$(awk 'BEGIN{print "boardsize 19"; for(i=0;i<10000;i++){print "play b d4"; print "undo"} print "1 name"}' |
      "$seichi" gtp | tail -2 | head -1)
check long-session "=1 seichi" "$out"
# seichi-unconditional_status answers in GNU Go's words: the corner A5-C4
# (interior A5-B5, too small for two eyes) is Black's beyond Benson; the
# white stone there is dead; the right side is undecided.
out=$(printf '%s\n' "seichi-set_position .o.x.x. o..xxxx xxxx... ....... ......." \
    "1 seichi-unconditional_status A5" "2 seichi-unconditional_status B5" "3 seichi-unconditional_status D5" \
    "4 seichi-unconditional_status G1" "5 seichi-unconditional_status Z9" | "$seichi" gtp | grep -v '^$' | tr '\n' '|')
check unconditional_status "= |=1 black_territory|=2 dead|=3 alive|=4 undecided|?5 invalid coordinate|" "$out"
# a capturable Black stone (B5) inside Black's unconditional territory is
# "alive" as GNU Go says: it is never removed as dead, its point is Black's.
out=$(printf '%s\n' "seichi-set_position ox.x.x. .o.xxxx xxxx... ....... ......." \
    "1 seichi-unconditional_status B5" "2 seichi-unconditional_status A5" "3 seichi-safety_status B5" |
    "$seichi" gtp | grep -v '^$' | tr '\n' '|')
check unconditional_status_owner_stone "= |=1 alive|=2 dead|=3 alive|" "$out"
# memory stays flat over a long session: peak RSS after 20x more commands
# (every command kind that allocates) grows by less than 4 MB.  ASan's
# quarantine of freed blocks is made small so that it does not count.
if [ -x /usr/bin/time ]; then
    sess() {
        awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) {
            print "boardsize " (i % 2 ? 19 : 9); print "fixed_handicap 4"; print "play w c3"
            print "showboard"; print "list_commands"; print "undo"; print "seichi-set_position x.o .x. ..o"
            print "final_status_list dead"; print "seichi-score_json"; print "no_such_command " i } }'
    }
    rss() { sess "$1" | ASAN_OPTIONS="${ASAN_OPTIONS:-}:quarantine_size_mb=1" /usr/bin/time -f %M "$seichi" gtp 2>&1 >/dev/null | tail -1; }
    small=$(rss 100)
    big=$(rss 2000)
    echo "peak RSS: $small KB after 1,000 commands, $big KB after 20,000"
    if [ $((big - small)) -gt 4096 ]; then echo "FAIL memory grows over a long session"; fail=1; else echo "ok   flat memory"; fi
fi
exit $fail
