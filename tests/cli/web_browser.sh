#!/bin/bash
# web_browser.sh - the scoring page (web/index.html) in headless Chromium
# driven by Playwright (web/test/browser.test.mjs): a KGS game opened in the
# page shows the CLI's result ($1 score --json), toggling a group rescores
# like the CLI with those dead stones, a malformed file shows a clear error;
# page load time printed.  Then web/test/player.test.mjs: whole groups and
# seki partners, phone layouts (390x844, 844x390), links (?sgf=, #sgf=),
# Home/End, the example button, a GB18030 record's names in a CJK font.
# Then web/test/result.test.mjs: the confidence and its uncertain groups
# (and a certain and an unfinished game), the SGF download against
# `score --sgf -`, the load time of a linked game.  Screenshots: $SEICHI_WEB_ARTIFACTS (default
# ./web-artifacts in the test's working directory, i.e. the build tree).
# Skips (exit 77, "skipped: ...", shown as Skipped by ctest) when node, emcc, chromium, playwright-core
# (npm ci in web/) or the games are missing.
set -u
cli=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
shared=${SEICHI_SHARED_DIR:-$src/../shared}
game=${SEICHI_WEB_GAME:-$shared/data/games/kgs/kgs-19-2016-10-new__2016-10-28-6.sgf}
cjk=${SEICHI_WEB_CJK_GAME:-$shared/data/games/m8weiqipu-pro/chinesefuseki645_S00003.sgf}
artifacts=${SEICHI_WEB_ARTIFACTS:-$PWD/web-artifacts}
chromium=${CHROMIUM:-/usr/bin/chromium}

skip() { echo "skipped: $*"; exit 77; }
command -v node >/dev/null 2>&1 || skip "node not found (apt-get install nodejs)"
command -v "${EMCC:-emcc}" >/dev/null 2>&1 || skip "emcc not found (apt-get install emscripten), no WebAssembly build"
[ -x "$chromium" ] || skip "no Chromium at $chromium (apt-get install chromium)"
[ -d "$src/web/node_modules/playwright-core" ] || skip "playwright-core not installed (cd web && npm ci)"
[ -f "$game" ] || skip "no game $game"

sh "$src/web/build.sh" || { echo "FAIL: web/build.sh (make wasm) failed"; exit 1; }
CHROMIUM=$chromium node "$src/web/test/browser.test.mjs" "$cli" "$game" "$artifacts" || exit 1
# The page as a player uses it: groups, phones, links, CJK names.
[ -f "$cjk" ] || { echo "FAIL: no GB18030 record $cjk (SEICHI_WEB_CJK_GAME)"; exit 1; }
rc=0
CHROMIUM=$chromium node "$src/web/test/player.test.mjs" "$cli" "$game" "$cjk" "$artifacts" || rc=1
# What the page says about a result: confidence, SGF download, load time.
certain=${SEICHI_WEB_CERTAIN_GAME:-$shared/data/games/kgs/KGS2001__2000-12-26-5.sgf}
unfinished=${SEICHI_WEB_UNFINISHED_GAME:-$shared/data/games/kgs/KGS2001__2001-05-27-5.sgf}
for f in "$certain" "$unfinished"; do [ -f "$f" ] || { echo "FAIL: no game $f"; exit 1; }; done
CHROMIUM=$chromium node "$src/web/test/result.test.mjs" "$cli" "$game" "$certain" "$unfinished" "$cjk" "$artifacts" || rc=1
# How the page loads: painted and usable before the scorer is ready, one
# streamed fetch of the wasm, a clear error when it cannot be fetched.
CHROMIUM=$chromium node "$src/web/test/load.test.mjs" "$cli" "$game" "$artifacts" || rc=1
exit $rc
