#!/bin/bash
# Differential check of -lift-cf-to-scf against mlir-opt 22 (not part of cargo test), one
# function at a time: random CFGs from gen_cfg.py (plain, larger, wrapped in
# scf.execute_region) and random scf programs lowered by mlir-opt -convert-scf-to-cf
# (gen_scf.py). Output and exit code must be byte-identical.
#   bench/lift-cf-to-scf/compare.sh [SEEDS] [extra ropt/mlir-opt flags...]
# SEEDS (default 8) files of 25 functions per kind.
set -u
here=$(cd "$(dirname "$0")" && pwd)
ROPT=${ROPT:-$here/../../target/debug/ropt}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
seeds=${1:-8}; shift $(( $# < 1 ? $# : 1 ))
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/in" "$dir/fn"
for s in $(seq 1 "$seeds"); do
  python3 "$here/gen_cfg.py" $((100 + s)) 25 9 0.6 > "$dir/in/p$s.mlir"
  python3 "$here/gen_cfg.py" $((200 + s)) 25 16 0.45 > "$dir/in/q$s.mlir"
  python3 "$here/gen_cfg.py" $((300 + s)) 25 10 0.5 wrap > "$dir/in/w$s.mlir"
  python3 "$here/gen_scf.py" "$s" 25 > "$dir/scf$s.mlir"
  # Drop the module braces and indentation of mlir-opt's output.
  "$MLIR_OPT" -allow-unregistered-dialect -convert-scf-to-cf "$dir/scf$s.mlir" |
    sed '1d;$d;s/^  //' > "$dir/in/c$s.mlir"
done
python3 - "$dir" <<'PY'
import glob, os, re, sys
d = sys.argv[1]
for path in glob.glob(f'{d}/in/*.mlir'):
    base = os.path.basename(path)[:-5]
    for i, fn in enumerate(re.split(r'\n(?=func\.func )', open(path).read())):
        open(f'{d}/fn/{base}_{i}.mlir', 'w').write(fn.strip() + '\n')
PY
ok=0; bad=0; loops=0
for f in "$dir"/fn/*.mlir; do
  "$ROPT" -allow-unregistered-dialect -lift-cf-to-scf "$@" "$f" > "$dir/r" 2>&1; rr=$?
  "$MLIR_OPT" -allow-unregistered-dialect -lift-cf-to-scf "$@" "$f" > "$dir/o" 2>&1; ro=$?
  grep -q scf.while "$dir/o" && loops=$((loops + 1))
  if [ $rr = $ro ] && cmp -s "$dir/r" "$dir/o"; then ok=$((ok + 1)); else
    bad=$((bad + 1)); echo "$(basename "$f") differs (exit $rr vs $ro):"; diff "$dir/r" "$dir/o" | head -10
  fi
done
echo "identical: $ok, different: $bad (functions whose mlir-opt output has an scf.while: $loops)"
