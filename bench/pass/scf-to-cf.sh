#!/usr/bin/env bash
# `-convert-scf-to-cf` end to end, with and without pattern rollback: ropt against mlir-opt 22
# on the shared generator's nested workload (scf.for / scf.if nests).
#
#   bench/pass/scf-to-cf.sh [SIZE]      (default: 10M)
#
# Needs python3, hyperfine; MLIR_OPT points at the oracle mlir-opt (default
# /usr/lib/llvm-22/bin/mlir-opt), ROPT at the ropt binary (default: a release build in this
# checkout's target directory). Inputs are generated into $BENCH_DIR (default /tmp/ropt-bench)
# and never committed. Both outputs are compared byte for byte before anything is timed;
# RUNS (default 5) sets the number of timed runs. For each configuration it prints, e.g.
#   RESULT convert-scf-to-cf nested 10M: ropt 0.300 s, mlir-opt 2.400 s (8.00x); CPU 0.500 s vs 2.380 s (4.76x); pass 0.120 s vs 1.300 s (10.8x)
# where `pass` is the pass's own timer of -mlir-timing, as a median over the runs.
set -euo pipefail

size=${1:-10M}
. "$(dirname "$0")/../lib.sh"
bench_dir /tmp/ropt-bench
bench_ropt

# Median of the pass's timer over RUNS runs of a tool: TOOL INPUT PASS-FLAG.
pass_time() {
  for _ in $(seq "${RUNS:-5}"); do
    "$1" "$2" "$3" -mlir-timing -o /dev/null 2>&1 | awk '$NF == "SCFToControlFlowPass" { print $1 }'
  done | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
input=$dir/nested-$size.mlir
bench_input "$input" nested "$size"
echo "== nested: $input ($(wc -c < "$input") bytes)"
for flag in -convert-scf-to-cf -convert-scf-to-cf=allow-pattern-rollback=false; do
  out=$dir/scf-to-cf-$size
  "$ROPT" "$input" "$flag" -o "$out.ropt"
  "$MLIR_OPT" "$input" "$flag" -o "$out.mlir-opt"
  if cmp -s "$out.ropt" "$out.mlir-opt"; then
    echo "$flag: outputs are byte-identical"
  else
    echo "$flag: OUTPUTS DIFFER"
    diff "$out.ropt" "$out.mlir-opt" | head -20 || true
    exit 1
  fi
  hyperfine -N -w 1 -r "${RUNS:-5}" --export-json "$out.json" \
    "$ROPT $input $flag -o /dev/null" \
    "$MLIR_OPT $input $flag -o /dev/null"
  pr=$(pass_time "$ROPT" "$input" "$flag")
  pm=$(pass_time "$MLIR_OPT" "$input" "$flag")
  python3 - "$out.json" "${flag#-}" "$size" "$pr" "$pm" <<'PY'
import json, sys
r, m = json.load(open(sys.argv[1]))["results"]
pr, pm = float(sys.argv[4]), float(sys.argv[5])
cpu = lambda x: x["user"] + x["system"]
print(f"RESULT {sys.argv[2]} nested {sys.argv[3]}: ropt {r['median']:.3f} s, "
      f"mlir-opt {m['median']:.3f} s ({m['median'] / r['median']:.2f}x); "
      f"CPU {cpu(r):.3f} s vs {cpu(m):.3f} s ({cpu(m) / cpu(r):.2f}x); "
      f"pass {pr:.3f} s vs {pm:.3f} s ({pm / max(pr, 1e-4):.1f}x)")
PY
done
rm -f "$dir"/scf-to-cf-"$size".*
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
