#!/usr/bin/env python3
"""conf_record_errors.py - how sure is it that a "record" game is the record's error?

bench_accuracy --conf-fails FILE lists every game the confidence calls
certain whose score differs from the record; a game whose only difference
with the server's TB/TW markup is stones the markup keeps alive and seichi
calls dead is labelled "record" (the players left dead stones unmarked).
That label rests on seichi's own proofs.  This asks the tactical reader
(GTP `attack` and `defend`, the reader of src/analysis/read.c, 20,000 plays
a question) about each of those stones, in the record's final position:

  captured, unsavable   the opponent moving first captures it and its owner
                        moving first cannot save it: dead by reading alone;
  captured, savable     captured if its owner does not answer, but a move of
                        its owner saves it for now (a lone stone in a big area:
                        dead by the players' judgement, not by tactics);
  beyond the reader     some stone the reader cannot capture (five liberties
                        or more, or a line longer than its budget).

A game counts in the first class when every such stone of it is there.

    bench_accuracy --tbtw --half even --conf-fails cf_even.txt GAMES
    bench_accuracy --tbtw --half odd --conf-fails cf_odd.txt GAMES
    python3 bench/conf_record_errors.py build/seichi GAMES cf_even.txt cf_odd.txt

VERBOSE=1 lists the games of the last two classes.
"""
import collections
import os
import subprocess
import sys

COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def unmarked_stones(block):
    """Vertices marked '!' on a dead stone (x/o) in the block's diagram."""
    rows = [l for l in block.split("\n")[1:] if l.startswith("  ") and l[2:3] in ".xoXO#@"]
    n, pts = len(rows), []
    for r, line in enumerate(rows):
        cells = line[2:]
        for c in range(len(cells) // 2):
            if cells[2 * c + 1:2 * c + 2] == "!" and cells[2 * c] in "xo":
                pts.append(COLS[c] + str(n - r))
    return pts


def classify(seichi, path, pts):
    cmds = ["loadsgf " + path]
    for p in pts:
        cmds += ["attack " + p, "defend " + p]
    out = subprocess.run([seichi, "gtp"], input="\n".join(cmds) + "\nquit\n", capture_output=True,
                         text=True).stdout
    answers = [l for l in out.split("\n") if l.startswith("=") or l.startswith("?")][1:-1]
    attack, defend = answers[0::2], answers[1::2]
    if len(attack) != len(pts) or not all(a.startswith("= 1") for a in attack):
        return "beyond the reader"
    return "captured, unsavable" if all(d.strip() == "= 0" for d in defend) else "captured, savable"


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: conf_record_errors.py SEICHI GAMES_DIR CONF_FAILS...")
    seichi, games = sys.argv[1], sys.argv[2]
    counts, listed = collections.Counter(), []
    for name in sys.argv[3:]:
        for block in open(name, encoding="utf-8").read().split("\n== "):
            if "\n   record:" not in block:
                continue
            rel = block.split("\n")[0].lstrip("= ").split()[0]
            pts = unmarked_stones(block)
            kind = classify(seichi, os.path.join(games, rel), pts) if pts else "beyond the reader"
            counts[kind] += 1
            if kind != "captured, unsavable":
                listed.append((kind, rel, len(pts)))
    for kind in ("captured, unsavable", "captured, savable", "beyond the reader"):
        print("%-20s %d" % (kind, counts[kind]))
    if os.environ.get("VERBOSE"):
        for kind, rel, n in listed:
            print("%s: %s (%d stones)" % (kind, rel, n))


if __name__ == "__main__":
    main()
