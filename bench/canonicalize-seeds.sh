#!/usr/bin/env bash
# Differential check of `ropt -canonicalize` against mlir-opt 22 on generated inputs, over
# many generator seeds (no timing):
#
#   bench/canonicalize-seeds.sh [SIZE] [SEEDS] [WORKLOAD...]   (defaults: 300K 40 flat nested cfg)
#
# For each workload and seed 0..SEEDS-1, generates the input (../shared/bench/gen.py) into
# $BENCH_DIR (default /tmp/ropt-bench/seeds), runs both tools and compares the outputs byte for
# byte. Prints one line per difference (with the first differing lines) and a summary; exits 1
# if any output differs. MLIR_OPT and ROPT as in bench/canonicalize.sh.
set -uo pipefail

size=${1:-300K}
seeds=${2:-40}
shift 2 || shift $#
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(flat nested cfg)
. "$(dirname "$0")/lib.sh"
bench_dir /tmp/ropt-bench/seeds
bench_ropt || exit 2

total=0
bad=0
for workload in "${workloads[@]}"; do
  for ((seed = 0; seed < seeds; seed++)); do
    input=$dir/$workload-$size-s$seed.mlir
    bench_input "$input" "$workload" "$size" --seed "$seed" 2>/dev/null
    total=$((total + 1))
    "$ROPT" "$input" -canonicalize -o "$input.ropt" 2>"$input.ropt.err"
    r=$?
    "$MLIR_OPT" "$input" -canonicalize -o "$input.oracle" 2>"$input.oracle.err"
    m=$?
    if [ $r -ne $m ] || ! cmp -s "$input.ropt" "$input.oracle"; then
      bad=$((bad + 1))
      echo "DIFF $workload seed $seed (exit $r vs $m): $input"
      diff "$input.ropt" "$input.oracle" | head -6
    fi
  done
done
echo "SEEDS canonicalize $size: $((total - bad))/$total identical"
[ $bad -eq 0 ]
