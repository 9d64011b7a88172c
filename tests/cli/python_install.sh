#!/bin/bash
# python_install.sh - the README's set-up of the Python package as a user
# on a fresh Debian machine does it: a venv of Debian's python3 that sees
# the system's setuptools and wheel (--system-site-packages), `pip install
# ./python` (with --no-index: nothing is fetched from any registry), then
# the README's one-liner, which must print W+5.5.  pip builds in place, so
# this runs on a copy of the sources in a temporary folder.  Skipped (77)
# without python3-venv, python3-pip, python3-setuptools or python3-dev.
set -u
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
py=${SEICHI_PYTHON:-/usr/bin/python3}
"$py" -c "import ensurepip, setuptools, wheel, sysconfig, os, sys;
sys.exit(not os.path.isfile(sysconfig.get_paths()['include'] + '/Python.h'))" 2>/dev/null ||
    { echo "skipped: needs python3-venv python3-pip python3-setuptools python3-dev"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/seichi"
cp -r "$src/include" "$src/src" "$src/python" "$src/examples" "$tmp/seichi/"
rm -rf "$tmp/seichi/python/build" "$tmp/seichi/python/"*.egg-info
"$py" -m venv --system-site-packages "$tmp/venv" || exit 1
# shellcheck disable=SC1091
. "$tmp/venv/bin/activate"
cd "$tmp/seichi" || exit 1
if ! pip install --no-index ./python >"$tmp/pip.log" 2>&1; then
    cat "$tmp/pip.log"
    exit 1
fi
got=$(python3 -c "import seichi; print(seichi.score('examples/game.sgf').result)")
echo "pip install ./python, then seichi.score('examples/game.sgf').result: $got"
[ "$got" = "W+5.5" ]
