#!/bin/bash
# Compares rtblgen with the oracle on LLVMOps.td (time with hyperfine, peak memory with
# /usr/bin/time). Usage: bench.sh [RTBLGEN] [ORACLE] [INCLUDE_ROOT]
RT=${1:-rtblgen}
OR=${2:-/usr/lib/llvm-22/bin/mlir-tblgen}
ROOT=${3:-/usr/lib/llvm-22/include}
F=$ROOT/mlir/Dialect/LLVMIR/LLVMOps.td
if [ ! -f "$F" ]; then echo "bench: $F does not exist; skipping"; exit 0; fi
cmp <("$OR" -I "$ROOT" "$F") <("$RT" -I "$ROOT" "$F") && echo "outputs identical"
if command -v hyperfine > /dev/null; then
  hyperfine -N -w 3 -r 30 "$OR -I $ROOT $F" "$RT -I $ROOT $F"
else
  for t in "$OR" "$RT"; do
    s=$(date +%s.%N); for i in $(seq 20); do "$t" -I "$ROOT" "$F" > /dev/null; done; e=$(date +%s.%N)
    echo "$t: $(echo "($e - $s) / 20" | bc -l) s per run"
  done
fi
for t in "$OR" "$RT"; do
  /usr/bin/time -f "$t: peak RSS %M KB" "$t" -I "$ROOT" "$F" > /dev/null
done
