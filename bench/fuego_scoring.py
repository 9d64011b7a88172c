#!/usr/bin/env python3
"""fuego_scoring.py - Fuego's scoring regression files through `seichi gtp`.

Fuego's regression folder holds two files of end-of-game scores:

  scoring_final.tst   loadsgf + final_score (Fuego's default: Chinese rules,
                      the record's komi), expected results from games where
                      programs scored differently;
  scoring_static.tst  loadsgf FILE MOVE + `static_score tromp_taylor_score`
                      or `static_score japanese_score`: the same position
                      counted by area and by territory, where the two differ.

final_score runs as it is; `static_score KIND` becomes `seichi-rules
tromp-taylor` or `seichi-rules japanese` followed by final_score (seichi's
automatic dead stones; the positions of that file have none).  A test passes
when the answer matches the expected regex; a `*` after it (Fuego's own
expected failure) is reported but counted like any other.  Run it in Fuego's
regression folder (paths in the .tst files are relative to it):

    python3 bench/fuego_scoring.py build/seichi scoring_final.tst scoring_static.tst

VERBOSE=1 prints every test that fails.
"""
import os
import re
import subprocess
import sys


def run(seichi, tst):
    cmds, expect, last = [], {}, None
    for line in open(tst, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("loadsgf"):
            cmds.append(line)
            continue
        m = re.match(r"^(\d+)\s+static_score\s+(\w+)", line)
        if m:
            rules = "tromp-taylor" if m.group(2).startswith("tromp") else "japanese"
            cmds += ["seichi-rules " + rules, m.group(1) + " final_score"]
            last = m.group(1)
            continue
        m = re.match(r"^(\d+)\s+final_score\s*$", line)
        if m:
            cmds.append(line)
            last = m.group(1)
            continue
        m = re.match(r"^#\?\s*\[(.*)\](\*?)", line)
        if m and last:
            expect[last] = (m.group(1), m.group(2) == "*")
            last = None
    out = subprocess.run([seichi, "gtp"], input="\n".join(cmds) + "\nquit\n", capture_output=True,
                         text=True).stdout
    answers = dict(re.findall(r"^[=?](\d+) ?(.*)$", out, re.M))
    passed = 0
    for ident, (regex, star) in expect.items():
        got = answers.get(ident, "(none)")
        ok = re.fullmatch(regex, got) is not None
        passed += ok
        if not ok and os.environ.get("VERBOSE"):
            print("%s %s: expected %s%s, got %s" % (tst, ident, regex, " (Fuego fails it too)" if star else "", got))
    print("%s: %d of %d passed" % (tst, passed, len(expect)))
    return passed == len(expect)


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: fuego_scoring.py SEICHI FILE.tst...")
    ok = True
    for tst in sys.argv[2:]:
        ok &= run(os.path.abspath(sys.argv[1]) if os.sep in sys.argv[1] else sys.argv[1], tst)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
