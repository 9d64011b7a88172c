#!/usr/bin/env python3
"""gnugo_pointdiff.py - where seichi and GNU Go 3.8 disagree, point by point.

For every game of a bench_accuracy per-game file (--per-game) whose seichi
margin differs from the record's, GNU Go is asked over GTP (`loadsgf`, then
`komi` with the komi bench_accuracy read, then `final_score`, which plays
the position out as `--score aftermath` does, and `final_status_list dead`,
`black_territory`, `white_territory`).  For the games GNU Go scores
exactly, the dead stones and the territory points are compared with
seichi's map (`seichi score --json`).  The summary says how many of them
differ in their dead stones at all, and for the others how many points of
territory each program counts that the other does not (GNU Go's play-out
fills dame and plays teire; a point it leaves out is one a stone occupies
after its play-out, or a dame).

usage: bench/gnugo_pointdiff.py PER_GAME.tsv [BUILD_DIR] [GAMES_DIR]
    SOURCE=PREFIX only games whose path starts with PREFIX
    GNUGO=PATH    GNU Go (default /usr/games/gnugo)
One line per game on stdout, the summary last.
"""
import json
import os
import subprocess
import sys

COLS = "ABCDEFGHJKLMNOPQRST"


def gnugo(path, komi, area):
    cmd = ("loadsgf %s\nkomi %s\nfinal_score\nfinal_status_list dead\n"
           "final_status_list black_territory\nfinal_status_list white_territory\nquit\n") % (path, komi)
    args = [os.environ.get("GNUGO", "/usr/games/gnugo"), "--mode", "gtp"]
    if area:
        args.append("--chinese-rules")
    out = subprocess.run(args, input=cmd, capture_output=True, text=True, timeout=600).stdout
    answers = [b.strip() for b in out.split("\n\n") if b.strip()]
    words = [a[1:].split() if a.startswith("=") else None for a in answers]
    if len(words) < 6 or any(w is None for w in words[:6]):
        return None
    score = words[2][0] if words[2] else "0"
    margin = 0.0 if score == "0" else float(score[2:]) * (1 if score[0] == "B" else -1)
    return margin, set(words[3]), set(words[4]), set(words[5])


def seichi(build, path):
    out = subprocess.run([os.path.join(build, "seichi"), "score", path, "--json"],
                         capture_output=True, text=True).stdout
    d = json.loads(out)
    rows = d["map"]
    size = len(rows)
    black, white = set(), set()
    for i, row in enumerate(rows):
        for j, ch in enumerate(row):
            name = "%s%d" % (COLS[j], size - i)
            if ch == "B":
                black.add(name)
            elif ch == "W":
                white.add(name)
    return set(d["dead"]), black, white


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    build = sys.argv[2] if len(sys.argv) > 2 else "build"
    games = sys.argv[3] if len(sys.argv) > 3 else os.path.join(
        os.environ.get("SEICHI_SHARED_DIR", "/work/shared"), "data", "games")
    prefix = os.environ.get("SOURCE", "")
    asked = exact = same_dead = 0
    more_ours = more_gnugo = 0
    for line in open(sys.argv[1]):
        f = line.rstrip("\n").split("\t")
        if len(f) < 6 or not f[0].startswith(prefix):
            continue
        rel, rules, komi, re_, ours, impossible = f[0], f[1], f[2], float(f[3]), float(f[4]), f[5]
        if impossible == "1" or abs(ours - re_) < 1e-6:
            continue
        path = os.path.join(games, rel)
        asked += 1
        g = gnugo(path, komi, rules in ("chinese", "aga", "new-zealand"))
        if g is None:
            print("%s\tGNU Go gave no answer" % rel)
            continue
        margin, gdead, gblack, gwhite = g
        if abs(margin - re_) > 1e-6:
            print("%s\trecord %g seichi %g gnugo %g" % (rel, re_, ours, margin))
            continue
        exact += 1
        dead, black, white = seichi(build, path)
        ours_only = sorted((black - gblack - gdead) | (white - gwhite - gdead))
        theirs_only = sorted((gblack - black - dead) | (gwhite - white - dead))
        if dead == gdead:
            same_dead += 1
            more_ours += len(ours_only) > len(theirs_only)
            more_gnugo += len(theirs_only) > len(ours_only)
        print("%s\trecord %g seichi %g gnugo exact\tdead %s\tterritory seichi only %s, GNU Go only %s" %
              (rel, re_, ours, "same" if dead == gdead else "differ: seichi only %s, GNU Go only %s" %
               (sorted(dead - gdead), sorted(gdead - dead)), ours_only, theirs_only))
    print("summary: %d games seichi misses; GNU Go exact on %d; of those, same dead stones %d "
          "(seichi counts more territory in %d, GNU Go in %d)" % (asked, exact, same_dead, more_ours, more_gnugo))


if __name__ == "__main__":
    main()
