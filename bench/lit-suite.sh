# The lit-file runner shared by bench/mlir-suite/run.sh and bench/llvm-suite/run.sh; source it:
#
#   . "$ROOT/bench/lit-suite.sh"
#
# Needs `work` (a scratch directory whose bin/ holds the tools the RUN lines name) and
# `TIMEOUT` (seconds per command). Counts into `pass fail unsup`.
# Functions:
#   lit_runs FILE                 sets `flags` and `cmds` from FILE's RUN lines (bench/lit-runs.py);
#   lit_run SHOWN FILE            runs `cmds` for FILE (%s %S %p %t %T substituted) in a fresh
#                                 $work/out, stopping at the first failing command (VERBOSE=1 shows
#                                 it), XFAIL inverting the result; prints PASS or FAIL SHOWN;
#   lit_summary                   prints the pass count and rate.

pass=0 fail=0 unsup=0

lit_runs() {
  local runs
  runs=$(python3 "$ROOT/bench/lit-runs.py" "$1")
  flags=$(printf '%s\n' "$runs" | head -n1)
  cmds=$(printf '%s\n' "$runs" | tail -n +2)
}

lit_run() {
  local shown=$1 file=$2 dir tmp ok=1 cmd c
  dir=$(dirname "$file")
  tmp=$work/out/$(basename "$file").tmp
  rm -rf "$work/out"
  mkdir -p "$work/out"
  while IFS= read -r cmd; do
    c=${cmd//%ProtectFileCheckOutput/env -u FILECHECK_OPTS}
    c=${c//%s/$file}
    c=${c//%S/$dir}
    c=${c//%p/$dir}
    c=${c//%t/$tmp}
    c=${c//%T/$work/out}
    if ! (cd "$work/out" && PATH="$work/bin:$PATH" timeout "$TIMEOUT" bash -o pipefail -c "$c" >"$work/log" 2>&1); then
      ok=0
      if [ "${VERBOSE:-0}" = 1 ]; then
        echo "  failed: $cmd"
        head -n 8 "$work/log" | sed 's/^/    /'
      fi
      break
    fi
  done <<<"$cmds"
  [[ $flags == *X* ]] && ok=$((1 - ok))
  if [ $ok = 1 ]; then
    echo "PASS $shown"
    pass=$((pass + 1))
  else
    echo "FAIL $shown"
    fail=$((fail + 1))
  fi
}

lit_summary() {
  local run=$((pass + fail)) pct=0
  [ $run -gt 0 ] && pct=$((1000 * pass / run))
  echo "passed $pass of $run runnable files ($((pct / 10)).$((pct % 10))%); $unsup unsupported"
}
