#!/usr/bin/python3
"""bench_python.py - throughput of the Python package against `seichi batch`.

Scores every game of the shared corpus (4,745 games) with
``seichi.score_many(paths, jobs=N)`` and with ``seichi batch --jobs N
--no-db`` (a Release build), for each N asked, the two alternating, and
prints games per second of wall time and per CPU-second (user + system),
and CPU/wall: the cores busy on average (how well the threads run at once).
On a shared machine the CPU figure is the fair one: games/CPU-s is the
speed of one busy core whatever else runs.  Also a plain loop of
``seichi.score`` (no pool) as the floor of the package's own overhead.

    make && bash tests/cli/python.sh build/seichi     # builds build/python/lib.*
    PYTHONPATH=$(echo build/python/lib.*) /usr/bin/python3 bench/bench_python.py \
        [--seichi build/seichi] [--jobs 1,2] [--reps 3] [--games DIR]

(Or with the package installed by pip, without PYTHONPATH.)  Results:
python/README.md.
"""
import argparse
import os
import resource
import subprocess
import sys
import time

import seichi


def cpu_self():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def cpu_children():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_python(paths, jobs):
    t0, c0 = time.perf_counter(), cpu_self()
    n = sum(1 for r in seichi.score_many(paths, jobs=jobs, errors="yield")
            if isinstance(r, seichi.Result))
    return n, time.perf_counter() - t0, cpu_self() - c0


def run_loop(paths):
    t0, c0 = time.perf_counter(), cpu_self()
    n = 0
    for p in paths:
        try:
            seichi.score(p)
            n += 1
        except (seichi.SGFError, OSError):
            pass
    return n, time.perf_counter() - t0, cpu_self() - c0


def run_batch(cli, games, jobs):
    t0, c0 = time.perf_counter(), cpu_children()
    out = subprocess.run([cli, "batch", games, "--jobs", str(jobs), "--no-db", "--no-progress"],
                         capture_output=True, text=True, check=False).stdout
    n = sum(1 for line in out.splitlines() if '"error"' not in line)
    return n, time.perf_counter() - t0, cpu_children() - c0


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seichi", default=os.path.join(here, "..", "build", "seichi"))
    ap.add_argument("--games", default=os.path.join(here, "..", "..", "shared", "data", "games"))
    ap.add_argument("--jobs", default="1,2")
    ap.add_argument("--reps", type=int, default=3)
    a = ap.parse_args()
    paths = sorted(os.path.join(d, f) for d, _, fs in os.walk(a.games)
                   for f in fs if f.lower().endswith(".sgf"))
    if not paths:
        sys.exit("no games under %s" % a.games)
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    print("seichi %s (Python %s), %d games, %d CPUs, load %s" % (
        seichi.__version__, sys.version.split()[0], len(paths), os.cpu_count(), load))
    fmt = ("%-24s %5d games  wall %6.2f s = %6.0f games/s   CPU %6.2f s = %6.0f games/CPU-s"
           "   CPU/wall %.2f")
    for jobs in (int(j) for j in a.jobs.split(",")):
        best = {}
        for _ in range(a.reps):
            for label, fn in (("seichi batch --jobs %d" % jobs,
                               lambda: run_batch(a.seichi, a.games, jobs)),
                              ("score_many(jobs=%d)" % jobs, lambda: run_python(paths, jobs))):
                n, wall, cpu = fn()
                print(fmt % (label, n, wall, n / wall, cpu, n / cpu, cpu / wall))
                b = best.setdefault(label, [0.0, 0.0])
                b[0], b[1] = max(b[0], n / wall), max(b[1], n / cpu)
        (bl, (bw, bc)), (pl, (pw, pc)) = best.items()
        print("best of %d, jobs=%d: batch/python = %.2fx per CPU-second, %.2fx wall" % (
            a.reps, jobs, bc / pc, bw / pw))
    n, wall, cpu = run_loop(paths)
    print(fmt % ("loop of seichi.score", n, wall, n / wall, cpu, n / cpu, cpu / wall))


if __name__ == "__main__":
    main()
