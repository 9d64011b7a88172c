#!/bin/bash
# regress.sh - runs every GNU Go-style regression suite tests/regress/*.tst
# against the CLI's GTP engine (runner: tests/regress/regress.sh).
seichi=$1
dir="${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}/tests/regress"
exec sh "$dir/regress.sh" "$seichi" "$dir"/*.tst
