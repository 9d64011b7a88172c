#!/usr/bin/env python3
"""fuego_safe.py - seichi's proved points against Fuego's safe-point counts.

Fuego's regression files (static_safety_*.tst) hold tests such as

    loadsgf sgf/safetytest/benson_safe1.sgf
    30 go_safe benson
    #? [180 .*]
    40 go_safe static black
    #? [191 .*]

where the first number is how many points Fuego proves safe (Benson's
pass-alive blocks and regions, or its static safety solver), for both
players or for one.  This counts the same for seichi and compares:

  benson  seichi_pass_alive (the `pass_alive` map of `seichi life --json`)
  uncond  seichi-unconditional_status over GTP (stones alive or dead,
          territory), the static proof
  safety  seichi-safety_status over GTP (the same with the search)

`go_safe benson` tests are compared with the benson map; `go_safe static`
tests with all three.  Per pair: tests, equal counts, fewer points than
Fuego, more.  Run it in Fuego's regression folder (paths in the .tst files
are relative to it):

    python3 bench/fuego_safe.py build/seichi static_safety_*.tst

VERBOSE=1 prints every test whose count differs.
"""
import json
import os
import re
import subprocess
import sys

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def gtp(seichi, cmds):
    """Answers (text after '=' or '?') of a GTP session, in order."""
    out = subprocess.run([seichi, "gtp"], input="\n".join(cmds) + "\nquit\n",
                         capture_output=True, text=True).stdout
    answers, cur = [], None
    for line in out.split("\n"):
        if line[:1] in ("=", "?"):
            if cur is not None:
                answers.append(cur)
            cur = line
        elif cur is not None:
            if line == "":
                answers.append(cur)
                cur = None
            else:
                cur += "\n" + line
    if cur is not None:
        answers.append(cur)
    return answers


def counts(seichi, path, move):
    """Proved points per player for each of seichi's maps."""
    load = "loadsgf %s%s" % (path, " " + move if move else "")
    board = gtp(seichi, [load, "showboard"])[1]
    rows = [l for l in board.split("\n") if re.match(r"^\s*\d+\s", l)]
    colour = {}
    for line in rows:
        parts = line.split()
        for x, ch in enumerate(parts[1:]):
            if ch in ".XO" and x < len(LETTERS):
                colour["%s%s" % (LETTERS[x], parts[0])] = ch
    points = list(colour)
    result = {}
    for name, cmd in (("uncond", "seichi-unconditional_status"), ("safety", "seichi-safety_status")):
        answers = gtp(seichi, [load] + ["%s %s" % (cmd, p) for p in points])[1:]
        tally = {"black": 0, "white": 0}
        for p, a in zip(points, answers):
            word, c = a[1:].strip(), colour[p]
            if word == "black_territory" or (word == "alive" and c == "X") or (word == "dead" and c == "O"):
                tally["black"] += 1
            if word == "white_territory" or (word == "alive" and c == "O") or (word == "dead" and c == "X"):
                tally["white"] += 1
        result[name] = tally
    # GTP's loadsgf N stops before move N; seichi life --move N after move N
    args = [seichi, "life", path, "--json"] + (["--move", str(int(move) - 1)] if move else [])
    out = subprocess.run(args, capture_output=True, text=True).stdout
    try:
        pa = json.loads(out)["pass_alive"]
        result["benson"] = {"black": pa.count("B"), "white": pa.count("W")}
    except (ValueError, KeyError):
        result["benson"] = None
    return result


def main():
    seichi, tsts = sys.argv[1], sys.argv[2:]
    cache, total = {}, {}
    for tst in tsts:
        base = os.path.dirname(tst)
        lines = open(tst).read().split("\n")
        pos = None
        for i, line in enumerate(lines):
            m = re.match(r"^loadsgf\s+(\S+)(?:\s+(\d+))?", line)
            if m:
                pos = (os.path.join(base, m.group(1)), m.group(2))
                continue
            m = re.match(r"^(\d+)\s+go_safe\s+(benson|static)\s*(black|white)?\s*$", line)
            if not m or not pos:
                continue
            want = None
            for nxt in lines[i + 1:i + 3]:
                m2 = re.match(r"^#\?\s*\[(\d+)", nxt)
                if m2:
                    want = int(m2.group(1))
                    break
            if want is None:
                continue
            if pos not in cache:
                cache[pos] = counts(seichi, *pos)
            kind, who = m.group(2), m.group(3)
            for name in ("benson", "uncond", "safety"):
                if kind == "benson" and name != "benson":
                    continue
                tally = cache[pos][name]
                if tally is None:
                    continue
                got = tally[who] if who else tally["black"] + tally["white"]
                t = total.setdefault((kind, name), [0, 0, 0, 0])
                t[0] += 1
                t[1 if got == want else 2 if got < want else 3] += 1
                if os.environ.get("VERBOSE") and got != want:
                    print("%s %s go_safe %s %s: Fuego %d, seichi %s %d" %
                          (os.path.basename(tst), m.group(1), kind, who or "", want, name, got))
    for (kind, name), t in sorted(total.items()):
        print("go_safe %-6s seichi %-6s tests %4d  equal %4d  fewer %4d  more %4d" % (kind, name, *t))


if __name__ == "__main__":
    main()
