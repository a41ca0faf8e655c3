#!/usr/bin/env bash
# -canonicalize benchmark of ropt against mlir-opt 22 on generated IR (end to end: parse,
# canonicalize, print).
#
#   bench/canonicalize.sh [SIZE] [WORKLOAD...]     (defaults: 10M flat cfg)
#
# WORKLOAD is a shape of the shared generator (../shared/bench/gen.py): flat, nested or cfg.
# Needs python3, hyperfine and /usr/bin/time; MLIR_OPT points at the oracle mlir-opt (default
# /usr/lib/llvm-22/bin/mlir-opt), ROPT at the ropt binary (default: a release build in this
# checkout's target directory, or $CARGO_TARGET_DIR). Inputs are generated into $BENCH_DIR
# (default /tmp/ropt-bench) and never committed. Both outputs are compared byte for byte
# before anything is timed (a difference is shown and flagged in the summary); RUNS (default 5, 3 for sizes of 100M and more) sets the number
# of timed runs. Prints one summary line per workload, e.g.
#   RESULT canonicalize flat 10M: ropt 0.300 s, mlir-opt 1.500 s (5.00x); CPU 0.290 s vs 1.480 s (5.10x); peak RSS 60 MB vs 190 MB (0.32)
set -euo pipefail

size=${1:-10M}
shift || true
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(flat cfg)
. "$(dirname "$0")/lib.sh"
bench_dir /tmp/ropt-bench
bench_ropt

case "$size" in
  *00M | *G) runs=${RUNS:-3} ;;
  *) runs=${RUNS:-5} ;;
esac

for workload in "${workloads[@]}"; do
  case "$workload" in
    flat | nested | cfg) ;;
    *)
      echo "unknown workload '$workload'" >&2
      exit 2
      ;;
  esac
  input=$dir/$workload-$size.mlir
  bench_input "$input" "$workload" "$size"
  echo "== canonicalize $workload: $input ($(wc -c < "$input") bytes)"
  # Per-run file names: other benchmarks may share $BENCH_DIR at the same time.
  out=$dir/canonicalize-$workload-$size
  "$ROPT" "$input" -canonicalize -o "$out.ropt"
  "$MLIR_OPT" "$input" -canonicalize -o "$out.mlir-opt"
  if cmp -s "$out.ropt" "$out.mlir-opt"; then
    echo "outputs are byte-identical"
    same="identical output"
  else
    # Timed anyway (a missing pattern changes little of the work), but flagged.
    n=$(diff "$out.ropt" "$out.mlir-opt" | grep -c '^[<>]' || true)
    echo "OUTPUTS DIFFER ($n lines):"
    diff "$out.ropt" "$out.mlir-opt" | head -20 || true
    same="OUTPUTS DIFFER ($n lines)"
  fi

  hyperfine -N -w 1 -r "$runs" --export-json "$out.json" \
    "$ROPT $input -canonicalize -o /dev/null" \
    "$MLIR_OPT $input -canonicalize -o /dev/null"

  rss=()
  for tool in "$ROPT" "$MLIR_OPT"; do
    bench_time "$out.time" "$tool" "$input" -canonicalize -o /dev/null
    echo "$(basename "$tool"): $wall s wall, $user s user, $sys s sys, $rss_kb KB peak RSS"
    rss+=("$rss_kb")
  done

  python3 - "$out.json" "${rss[0]}" "${rss[1]}" "$workload" "$size" "$same" <<'EOF'
import json, sys
r, m = json.load(open(sys.argv[1]))["results"]
rss_r, rss_m = int(sys.argv[2]), int(sys.argv[3])
cpu = lambda x: x["user"] + x["system"]
print(f"RESULT canonicalize {sys.argv[4]} {sys.argv[5]}: ropt {r['median']:.3f} s, "
      f"mlir-opt {m['median']:.3f} s ({m['median'] / r['median']:.2f}x); "
      f"CPU {cpu(r):.3f} s vs {cpu(m):.3f} s ({cpu(m) / cpu(r):.2f}x); "
      f"peak RSS {rss_r // 1024} MB vs {rss_m // 1024} MB ({rss_r / rss_m:.2f}); {sys.argv[6]}")
EOF
done
