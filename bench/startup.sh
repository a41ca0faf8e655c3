#!/usr/bin/env bash
# Startup benchmark: ropt against mlir-opt 22 on an empty module (`module {}`), where the
# run is process start, dialect registration, parsing and printing of almost nothing: once
# parse-only (ropt registers the dialects the input names, builtin), once with
# `-canonicalize` (every dialect registered).
#
#   bench/startup.sh [RUNS]          (default: 200 runs each, after 5 warm-up runs)
#
# Needs hyperfine; `perf` is optional (page faults and task clock of one ropt run, averaged
# over RUNS). MLIR_OPT points at the oracle mlir-opt (default /usr/lib/llvm-22/bin/mlir-opt),
# ROPT at the ropt binary (default: a release build in this checkout's target directory).
# Both outputs are compared byte for byte before timing. Prints the machine's load first (the
# figures only mean something on an idle machine), then a summary line per run, e.g.
#   RESULT startup (parse only): ropt 3.10 ms, mlir-opt 29.0 ms (9.35x)
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
# Parse-only, the run registers the dialects the input names (builtin); with a pass, all.
for pass in "" -canonicalize; do
  json=$dir/startup$pass.json
  hyperfine -N -w 5 -r "$runs" --export-json "$json" "$ROPT $pass $input" "$MLIR_OPT $pass $input"
  if command -v perf >/dev/null 2>&1; then
    perf stat -r "$runs" -e page-faults,task-clock "$ROPT" $pass "$input" 2>&1 >/dev/null |
      grep -E 'page-faults|task-clock' || true
  fi
  python3 - "$json" "${pass:-(parse only)}" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
ropt, mlir = (x["mean"] * 1000 for x in r)
print(f"RESULT startup {sys.argv[2]}: ropt {ropt:.2f} ms, mlir-opt {mlir:.1f} ms ({mlir / ropt:.2f}x)")
PY
done
