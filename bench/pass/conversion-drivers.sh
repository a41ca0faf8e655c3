#!/usr/bin/env bash
# The one-shot conversion driver against the greedy driver on the same patterns:
# `-convert-scf-to-cf`'s patterns run by the conversion driver with rollback (the default),
# without it (`allow-pattern-rollback=0`, MLIR 22's one-shot driver), and by the greedy
# driver (`-test-convert-scf-to-cf-greedy`, ropt's own test pass).
#
#   bench/pass/conversion-drivers.sh [SIZE] [WORKLOAD...]    (defaults: 10M nested)
#
# WORKLOAD is a shape of the shared generator (GEN, see ../lib.sh). Needs python3 and
# hyperfine; ROPT points at the ropt binary (default: a release build of this checkout).
# The three outputs are compared byte for byte before timing (the greedy driver folds
# as it goes, so its output may differ; the script says so). Prints one line per workload:
#   RESULT conversion-drivers nested 10M: one-shot 0.51 s, rollback 0.60 s, greedy 0.70 s (one-shot/greedy 0.73)
set -euo pipefail

size=${1:-10M}
shift || true
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(nested)
. "$(dirname "$0")/../lib.sh"
bench_dir /tmp/ropt-bench
bench_ropt

# Mean wall time (s) of RUNS runs of a command, by hyperfine.
mean() {
  hyperfine -N -w 1 -r "${RUNS:-5}" --export-json "$dir/drivers.json" "$*" > /dev/null
  python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["mean"])' "$dir/drivers.json"
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for w in "${workloads[@]}"; do
  input=$dir/$w-$size.mlir
  bench_input "$input" "$w" "$size"
  echo "== $w: $input ($(wc -c < "$input") bytes)"
  one_shot=("$ROPT" "$input" "-convert-scf-to-cf=allow-pattern-rollback=0" -o /dev/null)
  rollback=("$ROPT" "$input" -convert-scf-to-cf -o /dev/null)
  greedy=("$ROPT" "$input" -test-convert-scf-to-cf-greedy -o /dev/null)
  "$ROPT" "$input" "-convert-scf-to-cf=allow-pattern-rollback=0" -o "$dir/drivers-one-shot.out"
  "$ROPT" "$input" -convert-scf-to-cf -o "$dir/drivers-rollback.out"
  "$ROPT" "$input" -test-convert-scf-to-cf-greedy -o "$dir/drivers-greedy.out"
  cmp -s "$dir/drivers-one-shot.out" "$dir/drivers-rollback.out" \
    && echo "one-shot and rollback outputs are byte-identical" \
    || echo "one-shot and rollback outputs DIFFER"
  cmp -s "$dir/drivers-one-shot.out" "$dir/drivers-greedy.out" \
    && echo "one-shot and greedy outputs are byte-identical" \
    || echo "one-shot and greedy outputs differ (the greedy driver folds)"
  t1=$(mean "${one_shot[@]}")
  t2=$(mean "${rollback[@]}")
  t3=$(mean "${greedy[@]}")
  ratio=$(python3 -c "print('%.2f' % ($t1 / $t3))")
  echo "RESULT conversion-drivers $w $size: one-shot $t1 s, rollback $t2 s, greedy $t3 s (one-shot/greedy $ratio)"
done
