#!/usr/bin/env bash
# Huge inputs: CPU time, wall time and peak memory of ropt on large modules of each shape of
# the shared generator (flat, cfg, nested), parse+verify+print and -canonicalize, with
# threads and with --mlir-disable-threading.
#
#   bench/huge.sh [SIZE...]          (default: 100M 1G; sizes as gen.py takes them)
#   SHAPES="flat cfg" bench/huge.sh 1G   (default shapes: flat cfg nested)
#   ORACLE=1 bench/huge.sh 1G            (also mlir-opt 22, parse+print with threads)
#
# Prints one line per run, and the ratios the issue asks for (CPU per MB against the first
# size, peak RSS over the input's size):
#   RESULT flat 100M print threads: 7.7 s wall, 3.3 s CPU, 287 MB peak RSS (2.87x input), 0.033 s CPU/MB
# Inputs go to $BENCH_DIR (default /tmp/ropt-huge); an input of 1 GB or more is removed
# once measured, and none is generated unless 20 GB stay free beside it. CPU time (user +
# sys) is the figure to compare on a shared machine. With ORACLE=1, mlir-opt ($MLIR_OPT) runs
# the same parse+print, and a line gives the ratios (mlir-opt over ropt: CPU and peak RSS):
#   ORACLE cfg 1G print: mlir-opt 290 s CPU, 9300 MB peak RSS; ropt 14.5x less CPU, 3.1x less RSS
set -euo pipefail

. "$(dirname "$0")/lib.sh"
bench_dir /tmp/ropt-huge
bench_ropt
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100M 1G)

bytes_of() {
  python3 -c 'import sys; s=sys.argv[1]; m={"K":10**3,"M":10**6,"G":10**9}
print(int(float(s[:-1])*m[s[-1]]) if s[-1] in m else int(s))' "$1"
}

for size in "${sizes[@]}"; do
  for shape in ${SHAPES:-flat cfg nested}; do
    input=$dir/$shape-$size.mlir
    if [ ! -f "$input" ]; then
      free_kb=$(df -Pk "$dir" | awk 'NR==2 {print $4}')
      need_kb=$(( $(bytes_of "$size") / 1024 + 20 * 1024 * 1024 ))
      if [ "$free_kb" -lt "$need_kb" ]; then
        echo "SKIP $shape $size: less than 20 GB would stay free in $dir"
        continue
      fi
    fi
    bench_input "$input" "$shape" "$size"
    in_bytes=$(stat -c %s "$input")
    mb=$(( in_bytes / 1000000 ))
    for mode in print canonicalize; do
      passes=()
      [ "$mode" = canonicalize ] && passes=(-canonicalize)
      for threads in threads no-threads; do
        extra=()
        [ "$threads" = no-threads ] && extra=(--mlir-disable-threading)
        bench_time "$dir/time.txt" "$ROPT" "$input" "${passes[@]}" "${extra[@]}" -o /dev/null
        cpu=$(echo "$user + $sys" | bc)
        ratio=$(echo "scale=2; $rss_kb * 1024 / $in_bytes" | bc)
        per_mb=$(echo "scale=4; $cpu / $mb" | bc)
        echo "RESULT $shape $size $mode $threads: $wall s wall, $cpu s CPU," \
          "$((rss_kb / 1024)) MB peak RSS (${ratio}x input), $per_mb s CPU/MB"
      done
    done
    if [ -n "${ORACLE:-}" ]; then
      bench_time "$dir/time.txt" "$ROPT" "$input" -o /dev/null
      r_cpu=$(echo "$user + $sys" | bc)
      r_rss=$rss_kb
      bench_time "$dir/time.txt" "$MLIR_OPT" "$input" -o /dev/null
      m_cpu=$(echo "$user + $sys" | bc)
      echo "ORACLE $shape $size print: mlir-opt $m_cpu s CPU, $((rss_kb / 1024)) MB peak RSS;" \
        "ropt $(echo "scale=1; $m_cpu / $r_cpu" | bc)x less CPU," \
        "$(echo "scale=1; $rss_kb / $r_rss" | bc)x less RSS"
    fi
    if [ "$in_bytes" -ge 1000000000 ]; then
      rm -f "$input"
    fi
  done
done
