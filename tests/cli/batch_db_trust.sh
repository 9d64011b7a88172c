#!/bin/bash
# batch_db_trust.sh - a database given to `seichi batch` is outside input:
# one whose schema is not seichi's (a trigger that rewrote every stored
# result, a view, another table, another `games` table) is refused with one
# line and exit 2, and nothing in it runs; seichi's own database is read
# back as before.  Needs the sqlite3 shell to write the hostile databases.
set -u
seichi=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
command -v sqlite3 >/dev/null || { echo "skipped: no sqlite3 shell"; exit 77; }
. "$(dirname "$0")/lib/checks.sh"
sgf=$src/tests/regress/sgf
games=("$sgf"/kgs/*.sgf)

"$seichi" batch "${games[@]:0:4}" --db "$tmp/good.db" --no-progress >"$tmp/first" 2>&1 ||
    { echo "skipped: built without SQLite"; exit 77; }

refused() { # name, expected stderr text, SQL run on a copy of good.db
    cp "$tmp/good.db" "$tmp/$1.db"
    sqlite3 "$tmp/$1.db" "$3" || { bad "$1: sqlite3 failed"; return; }
    "$seichi" batch "${games[@]:0:6}" --db "$tmp/$1.db" --no-progress >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ $rc = 2 ] && grep -qF "$2" "$tmp/err" && [ "$(wc -l <"$tmp/err")" = 1 ] && [ ! -s "$tmp/out" ]; then
        ok "$1 refused"
    else
        bad "$1: exit $rc, stdout $(wc -l <"$tmp/out") lines, stderr: $(cat "$tmp/err")"
    fi
    # nothing ran: the stored rows are as seichi wrote them
    [ "$(sqlite3 "$tmp/$1.db" "SELECT count(*) FROM games WHERE result='B+999'")" = 0 ] ||
        bad "$1: a stored result was rewritten"
}
refused trigger "$tmp/trigger.db: not a seichi batch database (it has trigger 'rewrite')" \
    "CREATE TRIGGER rewrite AFTER INSERT ON games BEGIN UPDATE games SET result='B+999', margin=999; END;"
refused view "$tmp/view.db: not a seichi batch database (it has view 'v')" \
    "CREATE VIEW v AS SELECT * FROM games;"
refused table "$tmp/table.db: not a seichi batch database (it has table 'other')" \
    "CREATE TABLE other(x);"
refused index "$tmp/index.db: not a seichi batch database (it has index 'byfile')" \
    "CREATE INDEX byfile ON games(file);"
refused schema "$tmp/schema.db: not a seichi batch database (it has table 'games' with another schema)" \
    "ALTER TABLE games ADD COLUMN extra TEXT DEFAULT 'x';"

# a corrupt file whose table holds a row its index does not (found by
# fuzz_batch_db): the insert met a conflict that was not there and the
# result was silently not stored
cp "$src/tests/data/batch/corrupt_index.sqlite" "$tmp/corrupt.db"
"$seichi" batch "${games[0]}" --db "$tmp/corrupt.db" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc = 2 ] && grep -q "corrupt.db: a corrupt database (row 1 missing from index sqlite_autoindex_games_1)" "$tmp/err" &&
    [ ! -s "$tmp/out" ] && ok "a corrupt database is refused" || bad "corrupt: exit $rc, $(cat "$tmp/err")"

# a file that is no database at all
printf 'hello\n%.0s' $(seq 1 200) >"$tmp/text.db"
"$seichi" batch "${games[0]}" --db "$tmp/text.db" >/dev/null 2>"$tmp/err"
rc=$?
[ $rc = 2 ] && grep -q "text.db: file is not a database" "$tmp/err" && ok "a text file is refused" ||
    bad "text file: exit $rc, $(cat "$tmp/err")"

# seichi's own database: the four stored games come back cached, two are new
"$seichi" batch "${games[@]:0:6}" --db "$tmp/good.db" --no-progress >"$tmp/again" 2>"$tmp/err"
rc=$?
[ $rc = 0 ] && [ "$(grep -c '"cached":true' "$tmp/again")" = 4 ] && [ "$(grep -c '"cached":false' "$tmp/again")" = 2 ] &&
    ok "seichi's database is read back" || bad "own database: exit $rc, $(cat "$tmp/err")"
[ "$(sqlite3 "$tmp/good.db" "SELECT count(*) FROM games")" = 6 ] && ok "and extended" || bad "rows after re-run"
exit $fail
