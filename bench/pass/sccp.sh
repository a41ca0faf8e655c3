#!/usr/bin/env bash
# `-sccp` end to end, side by side with `-canonicalize` (the ratio to match): ropt against
# mlir-opt 22 on generated IR.
#
#   bench/pass/sccp.sh [SIZE] [WORKLOAD...]      (defaults: 10M flat cfg nested)
#
# WORKLOAD is a shape of the shared generator (../shared/bench/gen.py): flat, nested, cfg.
# Needs python3, hyperfine; MLIR_OPT points at the oracle mlir-opt (default
# /usr/lib/llvm-22/bin/mlir-opt), ROPT at the ropt binary (default: a release build in this
# checkout's target directory). Inputs are generated into $BENCH_DIR (default /tmp/ropt-bench)
# and never committed. Both outputs are compared byte for byte before anything is timed;
# RUNS (default 5) sets the number of timed runs, interleaved between the tools. For each
# workload and pass it prints one line, e.g.
#   RESULT sccp flat 10M: ropt 0.300 s, mlir-opt 2.400 s (8.00x); CPU 0.500 s vs 2.380 s (4.76x); pass 0.120 s vs 1.300 s (10.8x)
# where `pass` is the pass's own timer of -mlir-timing (it includes the verification after
# the pass), as a median over the runs.
set -euo pipefail

size=${1:-10M}
shift || true
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(flat cfg nested)
. "$(dirname "$0")/../lib.sh"
bench_dir /tmp/ropt-bench
bench_ropt

# The pass's timer name in -mlir-timing.
timer() {
  case "$1" in
    sccp) echo SCCP ;;
    canonicalize) echo Canonicalizer ;;
  esac
}

# Median of the pass's timer over RUNS runs of a tool: TOOL INPUT PASS.
pass_time() {
  local name
  name=$(timer "$3")
  for _ in $(seq "${RUNS:-5}"); do
    "$1" "$2" "-$3" -mlir-timing -o /dev/null 2>&1 | awk -v n="$name" '$NF == n { print $1 }'
  done | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for w in "${workloads[@]}"; do
  input=$dir/$w-$size.mlir
  bench_input "$input" "$w" "$size"
  echo "== $w: $input ($(wc -c < "$input") bytes)"
  for pass in sccp canonicalize; do
    out=$dir/$pass-$w-$size
    "$ROPT" "$input" "-$pass" -o "$out.ropt"
    "$MLIR_OPT" "$input" "-$pass" -o "$out.mlir-opt"
    if cmp -s "$out.ropt" "$out.mlir-opt"; then
      echo "-$pass: outputs are byte-identical"
    else
      echo "-$pass: OUTPUTS DIFFER"
      diff "$out.ropt" "$out.mlir-opt" | head -20 || true
      exit 1
    fi
    hyperfine -N -w 1 -r "${RUNS:-5}" --export-json "$out.json" \
      "$ROPT $input -$pass -o /dev/null" \
      "$MLIR_OPT $input -$pass -o /dev/null"
    pr=$(pass_time "$ROPT" "$input" "$pass")
    pm=$(pass_time "$MLIR_OPT" "$input" "$pass")
    python3 - "$out.json" "$pass" "$w" "$size" "$pr" "$pm" <<'EOF'
import json, sys
r, m = json.load(open(sys.argv[1]))["results"]
pr, pm = float(sys.argv[5]), float(sys.argv[6])
cpu = lambda x: x["user"] + x["system"]
print(f"RESULT {sys.argv[2]} {sys.argv[3]} {sys.argv[4]}: ropt {r['median']:.3f} s, "
      f"mlir-opt {m['median']:.3f} s ({m['median'] / r['median']:.2f}x); "
      f"CPU {cpu(r):.3f} s vs {cpu(m):.3f} s ({cpu(m) / cpu(r):.2f}x); "
      f"pass {pr:.3f} s vs {pm:.3f} s ({pm / max(pr, 1e-4):.1f}x)")
EOF
  done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
