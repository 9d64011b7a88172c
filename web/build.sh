#!/bin/sh
# build.sh - compiles the library (every src/**/*.c, the same sources as the
# native build) and web/wasm_glue.c into web/dist/seichi-core.{mjs,wasm}
# with Debian's emscripten, warnings fatal as in the native builds.
# `make wasm` runs it.  Rebuilds only when a
# source is newer than the output (FORCE=1 to rebuild anyway).
#   EMCC=...     the compiler (default emcc)
#   WASM_OPT=... optimisation flags (default -Os: 25% less code than -O3,
#                so the browser compiles it sooner; scoring as fast,
#                docs/WEB.md "Load time")
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out="$here/dist"
EMCC=${EMCC:-emcc}
WASM_OPT=${WASM_OPT:--Os}
# Debian's emscripten needs its node modules (acorn, ...) on NODE_PATH.
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"

if ! command -v "$EMCC" >/dev/null 2>&1; then
    echo "web/build.sh: $EMCC not found (apt-get install emscripten)" >&2
    exit 3
fi

# One build at a time (ctest runs the web tests in parallel).
mkdir -p "$out"
if command -v flock >/dev/null 2>&1; then
    exec 9>"$out/.lock"
    flock 9
fi

# The page's "Example game" button (the README's example, W+5.5).
cp "$root/examples/game.sgf" "$out/example.sgf"

sources=$(find "$root/src" -name '*.c' | LC_ALL=C sort)
if [ -z "${FORCE:-}" ] && [ -f "$out/seichi-core.wasm" ] && [ -f "$out/seichi-core.mjs" ] &&
   [ -z "$(find "$root/src" "$root/include" "$here/wasm_glue.c" "$here/exports.json" "$here/build.sh" \
          -newer "$out/seichi-core.wasm" \( -name '*.[ch]' -o -name '*.json' -o -name '*.sh' \) | head -1)" ]; then
    echo "web/build.sh: web/dist is up to date"
    exit 0
fi

# Until src/score/ defines the scoring API, the module is linked without it
# (calls to score() then fail with a clear error from web/seichi.js).
partial=""
if ! grep -rqsE '^(SEICHI_API )?int seichi_score ?\(' "$root/src"; then
    echo "web/build.sh: warning: src/score/ has no seichi_score() yet; scoring calls will fail" >&2
    partial="-s ERROR_ON_UNDEFINED_SYMBOLS=0 -Wno-undefined"
fi

mkdir -p "$out"
# shellcheck disable=SC2086
"$EMCC" $WASM_OPT -std=c11 -D_POSIX_C_SOURCE=200809L \
    -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
    -Wwrite-strings -Wvla -Werror \
    -I"$root/include" -I"$root/src" \
    $sources "$here/wasm_glue.c" \
    -s MODULARIZE=1 -s EXPORT_ES6=1 -s EXPORT_NAME=createSeichiCore \
    -s ENVIRONMENT=web,worker -s FILESYSTEM=0 -s ALLOW_MEMORY_GROWTH=1 \
    -s EXPORTED_FUNCTIONS=@"$here/exports.json" \
    -s EXPORTED_RUNTIME_METHODS='["UTF8ToString","stringToUTF8","lengthBytesUTF8"]' \
    $partial -o "$out/seichi-core.mjs"
# A gzip copy for servers that send precompressed files (test/serve.mjs
# does; the 0.50 MB of wasm are 0.31 MB gzipped).
if command -v gzip >/dev/null 2>&1; then gzip -9 -n -c "$out/seichi-core.wasm" >"$out/seichi-core.wasm.gz"; fi
echo "web/build.sh: built $(wc -c <"$out/seichi-core.wasm") bytes of wasm in web/dist/"
