#!/usr/bin/env bash
# `-cse` end to end: ropt against mlir-opt 22 on generated IR, with the ratio.
#
#   bench/pass/cse.sh [SIZE] [WORKLOAD...]      (defaults: 10M flat nested cfg)
#
# WORKLOAD is a shape of the shared generator (../shared/bench/gen.py): flat, nested, cfg.
# Needs python3, hyperfine and /usr/bin/time; MLIR_OPT points at the oracle mlir-opt
# (default /usr/lib/llvm-22/bin/mlir-opt), ROPT at the ropt binary (default: a release build
# in this checkout's target directory). Inputs are generated into $BENCH_DIR (default
# /tmp/ropt-bench) and never committed. Both outputs are compared byte for byte before
# timing. For each workload it prints the pass's own time (the `CSE` line of -mlir-timing,
# which includes the verification after the pass) and one summary line, e.g.
#   RESULT cse flat 10M: ropt 0.450 s, mlir-opt 2.300 s (5.11x); CPU ...; pass 0.040 s vs 0.480 s (12.0x)
set -euo pipefail

size=${1:-10M}
shift || true
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(flat nested cfg)
. "$(dirname "$0")/../lib.sh"
bench_dir /tmp/ropt-bench
bench_ropt

# Median of the `CSE` timer over RUNS runs of a tool.
pass_time() {
  for _ in $(seq "${RUNS:-5}"); do
    "$@" -mlir-timing -o /dev/null 2>&1 | awk '$NF == "CSE" { print $1 }'
  done | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for w in "${workloads[@]}"; do
  input=$dir/$w-$size.mlir
  bench_input "$input" "$w" "$size"
  echo "== $w: $input ($(wc -c < "$input") bytes)"
  "$ROPT" "$input" -cse -o "$dir/cse-ropt.out"
  "$MLIR_OPT" "$input" -cse -o "$dir/cse-mlir-opt.out"
  if cmp -s "$dir/cse-ropt.out" "$dir/cse-mlir-opt.out"; then
    echo "outputs are byte-identical"
  else
    echo "OUTPUTS DIFFER"; diff "$dir/cse-ropt.out" "$dir/cse-mlir-opt.out" | head -20; exit 1
  fi
  hyperfine -N -w 1 -r "${RUNS:-5}" --export-json "$dir/cse-hyperfine.json" \
    "$ROPT $input -cse -o /dev/null" \
    "$MLIR_OPT $input -cse -o /dev/null"
  rss=()
  for tool in "$ROPT" "$MLIR_OPT"; do
    bench_time "$dir/cse-time.txt" "$tool" "$input" -cse -o /dev/null
    rss+=("$rss_kb")
  done
  pr=$(pass_time "$ROPT" "$input" -cse)
  pm=$(pass_time "$MLIR_OPT" "$input" -cse)
  python3 - "$dir/cse-hyperfine.json" "${rss[0]}" "${rss[1]}" "$w" "$size" "$pr" "$pm" <<'EOF'
import json, sys
r, m = json.load(open(sys.argv[1]))["results"]
rss_r, rss_m = int(sys.argv[2]), int(sys.argv[3])
pr, pm = float(sys.argv[6]), float(sys.argv[7])
cpu = lambda x: x["user"] + x["system"]
print(f"RESULT cse {sys.argv[4]} {sys.argv[5]}: ropt {r['mean']:.3f} s, mlir-opt {m['mean']:.3f} s "
      f"({m['mean'] / r['mean']:.2f}x); CPU {cpu(r):.3f} s vs {cpu(m):.3f} s "
      f"({cpu(m) / cpu(r):.2f}x); peak RSS {rss_r // 1024} MB vs {rss_m // 1024} MB; "
      f"pass {pr:.3f} s vs {pm:.3f} s ({pm / max(pr, 1e-4):.1f}x)")
EOF
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
