#!/usr/bin/env python3
"""Thread scaling of a ropt pipeline: runs ROPT on INPUT with 1 and 2 rayon threads and with
--mlir-disable-threading, alternating the three so that the machine's load hits each alike,
and reports medians of the pass-pipeline time (the pass timers of --mlir-timing, which
include the verification after each pass) and of the whole run's wall time. Checks that every
run printed the same output.

usage: parallel.py ROPT INPUT RUNS PASS-FLAG...
"""
import os, re, resource, statistics, subprocess, sys, tempfile, time

ropt, src, runs, flags = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
LINE = re.compile(r"^\s+(?:[0-9.]+ \(\s*[0-9.]+%\)\s+)?([0-9.]+) \(\s*[0-9.]+%\)  (\S.*)$")
SKIP = {"Parser", "Output", "Rest", "Total"}
modes = [("1 thread", {"RAYON_NUM_THREADS": "1"}, []),
         ("2 threads", {"RAYON_NUM_THREADS": "2"}, []),
         ("no threading", {}, ["--mlir-disable-threading"])]
res = {m[0]: {"pass": [], "wall": [], "cpu": []} for m in modes}
ref = None
with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "out.mlir")
    for i in range(runs):
        for name, env, extra in modes:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            p = subprocess.run([ropt, src, *flags, *extra, "--mlir-timing", "-o", out],
                               env={**os.environ, **env}, capture_output=True, text=True)
            wall = time.perf_counter() - t
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if p.returncode != 0:
                sys.exit(f"{name}: ropt failed:\n{p.stderr}")
            # Top-level timers only (two-space indent): the passes, or the nested pipelines.
            passes = sum(float(m.group(1)) for m in map(LINE.match, p.stderr.splitlines())
                         if m and m.group(2) not in SKIP and not m.group(2).startswith(" "))
            res[name]["pass"].append(passes)
            res[name]["wall"].append(wall)
            res[name]["cpu"].append(after.ru_utime + after.ru_stime
                                    - before.ru_utime - before.ru_stime)
            with open(out, "rb") as f:
                data = f.read()
            if ref is None:
                ref = data
            elif data != ref:
                sys.exit(f"{name}: output differs from the first run's")
print(f"load average (1/5/15 min) at the end: {os.getloadavg()}")
print(f"{'':14}{'passes (median)':>17}{'wall (median)':>15}{'cpu (median)':>14}")
for name, _, _ in modes:
    r = res[name]
    print(f"{name:14}{statistics.median(r['pass']):16.3f}s{statistics.median(r['wall']):14.3f}s"
          f"{statistics.median(r['cpu']):13.3f}s")
one, two = res["1 thread"], res["2 threads"]
print("speed-up, 2 threads vs 1: passes %.2fx, whole run %.2fx (outputs identical)" % (
    statistics.median(one["pass"]) / statistics.median(two["pass"]),
    statistics.median(one["wall"]) / statistics.median(two["wall"])))
