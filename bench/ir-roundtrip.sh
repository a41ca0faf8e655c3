#!/usr/bin/env bash
# Parse + verify + print benchmark of ropt against mlir-opt 22 on generated IR.
#
#   bench/ir-roundtrip.sh [SIZE] [WORKLOAD]     (defaults: 10M generic)
#
# WORKLOAD is one of the shapes of the shared generator (../shared/bench/gen.py):
#   flat, nested, cfg          the custom (pretty) form, parsed and printed as is with the
#                              registered func/arith/scf/cf dialects;
#   generic-flat, generic-nested, generic-cfg
#                              the same IR re-printed by mlir-opt in the generic form, with
#                              the dialects renamed to an unregistered one (`tst`), parsed
#                              with -allow-unregistered-dialect and printed generic;
#   generic                    the generator's own `generic` shape (= generic-flat).
#
# Needs python3, hyperfine and /usr/bin/time; MLIR_OPT points at the oracle mlir-opt
# (default /usr/lib/llvm-22/bin/mlir-opt), ROPT at the ropt binary (default: a release build
# in this checkout's target directory). Inputs are generated into $BENCH_DIR (default
# /tmp/ropt-bench) and never committed. Both outputs are compared byte for byte before timing.
# Prints one summary line per run, e.g.
#   RESULT nested 10M: ropt 0.210 s, mlir-opt 1.050 s (5.00x); CPU 0.190 s vs 1.020 s (5.37x); peak RSS 60 MB vs 190 MB (0.32)
set -euo pipefail

size=${1:-10M}
workload=${2:-generic}
. "$(dirname "$0")/lib.sh"
bench_dir /tmp/ropt-bench
bench_ropt

rename_dialects() {
  sed -e 's/"func\./"tst./g; s/"arith\./"tst./g; s/"scf\./"tst./g; s/"cf\./"tst./g' \
      -e 's/#arith\./#tst./g' "$1" > "$2"
}

case "$workload" in
  flat | nested | cfg)
    input=$dir/$workload-$size.mlir
    bench_input "$input" "$workload" "$size"
    flags=()
    ;;
  generic)
    raw=$dir/generic-$size.mlir
    input=$dir/generic-$size.unregistered.mlir
    bench_input "$raw" generic "$size" --mlir-opt "$MLIR_OPT"
    rename_dialects "$raw" "$input"
    flags=(-allow-unregistered-dialect -mlir-print-op-generic)
    ;;
  generic-flat | generic-nested | generic-cfg)
    shape=${workload#generic-}
    custom=$dir/$shape-$size.mlir
    bench_input "$custom" "$shape" "$size"
    input=$dir/$workload-$size.unregistered.mlir
    if [ ! -f "$input" ]; then
      "$MLIR_OPT" "$custom" -mlir-print-op-generic -o "$dir/$workload-$size.mlir"
      rename_dialects "$dir/$workload-$size.mlir" "$input"
    fi
    flags=(-allow-unregistered-dialect -mlir-print-op-generic)
    ;;
  *)
    echo "unknown workload '$workload'" >&2
    exit 2
    ;;
esac

echo "== $workload: $input ($(wc -c < "$input") bytes)"
"$ROPT" "$input" "${flags[@]}" -o "$dir/ropt.out"
"$MLIR_OPT" "$input" "${flags[@]}" -o "$dir/mlir-opt.out"
if cmp -s "$dir/ropt.out" "$dir/mlir-opt.out"; then
  echo "outputs are byte-identical"
else
  echo "OUTPUTS DIFFER"; diff "$dir/ropt.out" "$dir/mlir-opt.out" | head -20; exit 1
fi

hyperfine -N -w 1 -r "${RUNS:-5}" --export-json "$dir/hyperfine.json" \
  "$ROPT $input ${flags[*]} -o /dev/null" \
  "$MLIR_OPT $input ${flags[*]} -o /dev/null"

rss=()
for tool in "$ROPT" "$MLIR_OPT"; do
  bench_time "$dir/time.txt" "$tool" "$input" "${flags[@]}" -o /dev/null
  echo "$(basename "$tool"): $wall s wall, $user s user, $sys s sys, $rss_kb KB peak RSS"
  rss+=("$rss_kb")
done

python3 - "$dir/hyperfine.json" "${rss[0]}" "${rss[1]}" "$workload" "$size" <<'EOF'
import json, sys
runs = json.load(open(sys.argv[1]))["results"]
r, m = runs
rss_r, rss_m = int(sys.argv[2]), int(sys.argv[3])
cpu = lambda x: x["user"] + x["system"]
print(f"RESULT {sys.argv[4]} {sys.argv[5]}: ropt {r['mean']:.3f} s, mlir-opt {m['mean']:.3f} s "
      f"({m['mean'] / r['mean']:.2f}x); CPU {cpu(r):.3f} s vs {cpu(m):.3f} s "
      f"({cpu(m) / cpu(r):.2f}x); peak RSS {rss_r // 1024} MB vs {rss_m // 1024} MB "
      f"({rss_r / rss_m:.2f})")
EOF
