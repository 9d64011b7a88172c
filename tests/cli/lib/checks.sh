# checks.sh - sourced by the shell tests of tests/cli: a scratch folder
# $tmp removed on exit, and ok/bad, one line a check; bad sets fail=1,
# which the test returns as its exit status.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; fail=1; }
