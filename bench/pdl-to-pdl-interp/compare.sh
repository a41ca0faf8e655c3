#!/bin/bash
# Differential check of -convert-pdl-to-pdl-interp against mlir-opt 22 (not part of cargo test):
# generates random PDL modules with gen_patterns.py and compares ropt's output and exit code
# with mlir-opt's, byte for byte.
#   bench/pdl-to-pdl-interp/compare.sh [FIRST_SEED] [COUNT] [extra ropt/mlir-opt flags...]
set -u
here=$(cd "$(dirname "$0")" && pwd)
ROPT=${ROPT:-$here/../../target/debug/ropt}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
first=${1:-1}; count=${2:-100}; shift $(( $# < 2 ? $# : 2 ))
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
ok=0; bad=0
for seed in $(seq "$first" $((first + count - 1))); do
  f=$dir/p$seed.mlir
  python3 "$here/gen_patterns.py" "$seed" $(( seed % 12 + 1 )) > "$f"
  "$ROPT" -convert-pdl-to-pdl-interp "$@" "$f" > "$dir/r" 2>&1; rr=$?
  "$MLIR_OPT" -convert-pdl-to-pdl-interp "$@" "$f" > "$dir/o" 2>&1; ro=$?
  if [ $rr = $ro ] && cmp -s "$dir/r" "$dir/o"; then ok=$((ok + 1)); else
    bad=$((bad + 1)); echo "seed $seed differs (exit $rr vs $ro):"; diff "$dir/r" "$dir/o" | head -10
  fi
done
echo "identical: $ok, different: $bad"
