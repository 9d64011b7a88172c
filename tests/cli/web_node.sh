#!/bin/bash
# web_node.sh - the WebAssembly build (make wasm) under node against the
# native CLI ($1): a sample of 100 games of ../shared/data/games scored
# identically, show/toggle/board-from-arrays/error checks (web/test/node.test.mjs).
# Skips (exit 77, "skipped: ...", shown as Skipped by ctest) when node, emcc or the games are missing.
set -u
cli=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
shared=${SEICHI_SHARED_DIR:-$src/../shared}
games=$shared/data/games

skip() { echo "skipped: $*"; exit 77; }
command -v node >/dev/null 2>&1 || skip "node not found (apt-get install nodejs)"
command -v "${EMCC:-emcc}" >/dev/null 2>&1 || skip "emcc not found (apt-get install emscripten), no WebAssembly build"
[ -d "$games" ] || skip "no games corpus at $games"

sh "$src/web/build.sh" || { echo "FAIL: web/build.sh (make wasm) failed"; exit 1; }
node "$src/web/test/node.test.mjs" "$cli" "$games" "${SEICHI_WEB_SAMPLE:-100}"
