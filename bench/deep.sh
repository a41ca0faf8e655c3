#!/usr/bin/env bash
# Deeply nested regions: time and peak memory of ropt (and mlir-opt 22 where it does not
# overflow its stack) on functions whose ops nest DEPTH regions deep (bench/deep.py).
#
#   bench/deep.sh [DEPTH...]          (default: 10000 40000 100000)
#
# For each depth and shape (generic: unregistered "test.op" regions; scf: scf.execute_region;
# if: scf.if with else blocks), runs parse+print (-o /dev/null: the printed indentation grows
# with the square of the depth, 10 GB at 100,000) and -canonicalize -cse, with threads and
# with --mlir-disable-threading, and prints one line per run:
#   RESULT scf 100000 print threads: 0.95 s wall, 0.80 s CPU, 290 MB peak RSS
# Inputs go to $BENCH_DIR (default /tmp/ropt-bench) and are removed at the end. CPU time is
# the figure to compare on a shared machine.
set -euo pipefail

. "$(dirname "$0")/lib.sh"
bench_dir /tmp/ropt-bench
bench_ropt
depths=("$@")
[ ${#depths[@]} -gt 0 ] || depths=(10000 40000 100000)

for depth in "${depths[@]}"; do
  for shape in generic scf if; do
    input=$dir/deep-$shape-$depth.mlir
    python3 "$ROOT/bench/deep.py" "$depth" "$shape" -o "$input"
    flags=()
    [ "$shape" = generic ] && flags=(--allow-unregistered-dialect)
    for mode in print canonicalize-cse; do
      passes=()
      [ "$mode" = canonicalize-cse ] && passes=(-canonicalize -cse)
      for threads in threads no-threads; do
        extra=()
        [ "$threads" = no-threads ] && extra=(--mlir-disable-threading)
        bench_time "$dir/time.txt" "$ROPT" "$input" "${flags[@]}" "${passes[@]}" \
          "${extra[@]}" -o /dev/null
        cpu=$(echo "$user + $sys" | bc)
        echo "RESULT $shape $depth $mode $threads: $wall s wall, $cpu s CPU, $((rss_kb / 1024)) MB peak RSS"
      done
    done
    rm -f "$input"
  done
done
