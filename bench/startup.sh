#!/usr/bin/env bash
# Startup benchmark: ropt against mlir-opt 22 on an empty module (`module {}`), where the
# run is process start, dialect registration, parsing and printing of almost nothing.
#
#   bench/startup.sh [RUNS]          (default: 200 runs each, after 5 warm-up runs)
#
# Needs hyperfine; `perf` is optional (page faults and task clock of one ropt run, averaged
# over RUNS). MLIR_OPT points at the oracle mlir-opt (default /usr/lib/llvm-22/bin/mlir-opt),
# ROPT at the ropt binary (default: a release build in this checkout's target directory).
# Both outputs are compared byte for byte before timing. Prints the machine's load first (the
# figures only mean something on an idle machine), then one summary line, e.g.
#   RESULT startup: ropt 3.10 ms, mlir-opt 29.0 ms (9.35x)
set -euo pipefail

runs=${1:-200}
. "$(dirname "$0")/lib.sh"
bench_dir /tmp/ropt-bench
bench_ropt

input=$dir/empty.mlir
echo 'module {}' >"$input"
if ! cmp -s <("$ROPT" "$input") <("$MLIR_OPT" "$input"); then
  echo "error: ropt and mlir-opt print the empty module differently" >&2
  exit 1
fi

uptime
json=$dir/startup.json
hyperfine -N -w 5 -r "$runs" --export-json "$json" "$ROPT $input" "$MLIR_OPT $input"
if command -v perf >/dev/null 2>&1; then
  perf stat -r "$runs" -e page-faults,task-clock "$ROPT" "$input" 2>&1 >/dev/null |
    grep -E 'page-faults|task-clock' || true
fi
python3 - "$json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
ropt, mlir = (x["mean"] * 1000 for x in r)
print(f"RESULT startup: ropt {ropt:.2f} ms, mlir-opt {mlir:.1f} ms ({mlir / ropt:.2f}x)")
PY
