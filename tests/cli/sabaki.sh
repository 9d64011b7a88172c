#!/bin/bash
# sabaki.sh - `seichi gtp` driven by Sabaki's GTP client (@sabaki/gtp):
# loadsgf, final_score and final_status_list must equal `seichi score
# --json` (tests/node/sabaki_gtp.test.mjs).  Needs node and
# tests/node/node_modules (`cd tests/node && npm ci`, which .ci/run does).
set -u
seichi=$1
src=${SEICHI_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}
shared=${SEICHI_SHARED_DIR:-$src/../shared}
node_dir=$src/tests/node
if ! command -v node >/dev/null; then
    echo "skipped: node is not installed"
    exit 77
fi
if [ ! -d "$node_dir/node_modules/@sabaki/gtp" ]; then
    echo "skipped: $node_dir/node_modules missing; run: (cd tests/node && npm ci)"
    exit 77
fi
games=("$src/tests/regress/sgf/small9.sgf")
for g in kgs/KGS2001__2000-11-11-6.sgf kombilo-pro/KK1st-KK58-15.sgf; do
    [ -f "$shared/data/games/$g" ] && games+=("$shared/data/games/$g")
done
# a few more KGS games with territory markup, if the corpus is there
if [ -d "$shared/data/games/kgs" ]; then
    while read -r f; do games+=("$shared/data/games/kgs/$f"); done < <(ls "$shared/data/games/kgs" | sed -n '100p;900p;2000p')
fi
cd "$node_dir" && exec node sabaki_gtp.test.mjs "$seichi" "${games[@]}"
