#!/bin/bash
# python.sh - the Python package's tests: builds python/ out of tree (into
# the build directory beside the CLI, never the source tree) with Debian's
# python3 and its setuptools, then runs its pytest suite against that build
# and the CLI given as $1.  The last line of pytest's output is kept in
# python/pytest.log there; `make test` prints it after ctest's summary.
# Skipped (77) when python3-dev, python3-setuptools or python3-pytest is
# missing.  SEICHI_PYTHON overrides the interpreter.
set -u
seichi=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
py=${SEICHI_PYTHON:-/usr/bin/python3}
out=$(cd "$(dirname "$seichi")" && pwd)/python
rm -f "$out/pytest.log"
for mod in setuptools pytest; do
    "$py" -c "import $mod" 2>/dev/null ||
        { echo "skipped: $py cannot import $mod (apt-get install python3-$mod)"; exit 77; }
done
inc=$("$py" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
[ -f "$inc/Python.h" ] || { echo "skipped: no $inc/Python.h (apt-get install python3-dev)"; exit 77; }
mkdir -p "$out"
if ! (cd "$src/python" && SEICHI_WERROR=1 "$py" setup.py -q build --build-base "$out") \
    >"$out/build.log" 2>&1; then
    cat "$out/build.log"
    echo "python: the extension did not build"
    exit 1
fi
lib=$(echo "$out"/lib.*)
PYTHONPATH="$lib" PYTHONDONTWRITEBYTECODE=1 SEICHI_BIN="$seichi" SEICHI_SOURCE_DIR="$src" \
    "$py" -m pytest -p no:cacheprovider -q -rs "$src/python/tests" 2>&1 | tee "$out/pytest.out"
rc=${PIPESTATUS[0]}
tail -n 1 "$out/pytest.out" >"$out/pytest.log"
exit "$rc"
