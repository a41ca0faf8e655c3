#!/usr/bin/env bash
# Pass manager benchmarks (numbers in the issue-9 report). Run from anywhere; needs python3,
# hyperfine and mlir-opt 22 ($MLIR_OPT) for the comparison.
#  1. thread scaling: `-canonicalize -cse` on gen.py's flat workload with 1,000 functions
#     (16.7 MB), 1 vs 2 rayon threads vs --mlir-disable-threading, outputs compared
#     (parallel.py: medians of the pass timers of --mlir-timing and of the whole run);
#  2. `-cse` end to end on gen.py's 10 MB flat/nested/cfg workloads, ropt vs mlir-opt, outputs
#     compared byte for byte.
# The machine is shared: the load average is printed with the numbers. With PRIO=1 (root
# only) every run gets its own scheduler autogroup at nice -20, so that other sessions' work
# takes little of the two cores while the benchmark runs. SIZE (default 10M) is the size of
# the part-2 inputs; ROPT, MLIR_OPT and GEN as in bench/lib.sh.
set -e
. "$(dirname "$0")/../lib.sh"
cd "$ROOT"
bench_ropt
SIZE=${SIZE:-10M}
W="${TMPDIR:-/tmp}/ropt-pass-bench"; mkdir -p "$W"
prio() { if [ "${PRIO:-0}" = 1 ]; then setsid sh -c 'echo -20 > /proc/self/autogroup && exec "$@"' sh "$@"; else "$@"; fi; }
bench_input "$W/f1000.mlir" flat 1M --funcs 1000
uptime
prio python3 bench/pass/parallel.py "$ROPT" "$W/f1000.mlir" "${RUNS:-7}" -canonicalize -cse
for w in flat nested cfg; do
  in="$W/$w.mlir"
  [ "$SIZE" = 10M ] || in="$W/$w-$SIZE.mlir"
  bench_input "$in" "$w" "$SIZE"
  "$MLIR_OPT" "$in" -cse -o "$W/$w.ref"
  "$ROPT" "$in" -cse -o "$W/$w.out"
  cmp "$W/$w.ref" "$W/$w.out" && echo "$w: -cse output identical to mlir-opt's"
  prio hyperfine -N -w1 -r"${RUNS:-7}" "$ROPT $in -cse -o /dev/null" "$MLIR_OPT $in -cse -o /dev/null"
done
uptime
