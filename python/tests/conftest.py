"""Where the tests find the repository, the shared corpus and the CLI.

SEICHI_SOURCE_DIR, SEICHI_SHARED_DIR and SEICHI_BIN (set by ctest) override
the defaults: this clone, ../shared beside it, build/seichi in it.
"""
import os
import subprocess

import pytest

ROOT = os.environ.get("SEICHI_SOURCE_DIR") or os.path.dirname(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.environ.get("SEICHI_SHARED_DIR") or os.path.join(ROOT, "..", "shared")
GAMES = os.path.join(SHARED, "data", "games")
EXAMPLE = os.path.join(ROOT, "examples", "game.sgf")


@pytest.fixture(scope="session")
def cli():
    """The seichi command (skips the test when it is not built)."""
    path = os.environ.get("SEICHI_BIN") or os.path.join(ROOT, "build", "seichi")
    if not os.access(path, os.X_OK):
        pytest.skip("no seichi CLI at %s (make, or set SEICHI_BIN)" % path)
    return path


def run_cli(cli, *args):
    """(exit status, stdout, stderr) of the CLI."""
    p = subprocess.run([cli, *args], capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


@pytest.fixture(scope="session")
def corpus_sample():
    """200 corpus games spread evenly over MANIFEST.tsv (every source and
    rule set), as paths."""
    manifest = os.path.join(GAMES, "MANIFEST.tsv")
    if not os.path.isfile(manifest):
        pytest.skip("no shared corpus at %s" % GAMES)
    with open(manifest, encoding="utf-8") as f:
        files = [line.split("\t", 1)[0] for line in f.read().splitlines()[1:] if line]
    step = len(files) / 200
    return [os.path.join(GAMES, files[int(i * step)]) for i in range(200)]
