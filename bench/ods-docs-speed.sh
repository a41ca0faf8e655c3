#!/bin/bash
# Times rtblgen against mlir-tblgen 22 on the documentation backends (whose outputs are
# byte-identical, checked first) for MLIR's largest dialects, with hyperfine (wall and CPU).
# Prints the ratios rtblgen / mlir-tblgen (below 1: rtblgen is faster).
# Usage: bench/ods-docs-speed.sh [RTBLGEN] [MLIR_TBLGEN] [INCLUDE_ROOT]   (RUNS=20 by default)
# BACKENDS (default "gen-op-doc gen-dialect-doc") picks the backends.
set -euo pipefail
RT=${1:-${RTBLGEN:-target/release/rtblgen}}
OR=${2:-/usr/lib/llvm-22/bin/mlir-tblgen}
ROOT=${3:-/usr/lib/llvm-22/include}
RUNS=${RUNS:-20}
BACKENDS=${BACKENDS:-gen-op-doc gen-dialect-doc}
# file:dialect
FILES="mlir/Dialect/LLVMIR/LLVMOps.td:llvm mlir/Dialect/LLVMIR/NVVMOps.td:nvvm mlir/Dialect/SPIRV/IR/SPIRVOps.td:spirv mlir/Dialect/Tosa/IR/TosaOps.td:tosa"
[ -x "$OR" ] || { echo "ods-docs-speed.sh: $OR not found (llvm-22); skipping"; exit 0; }
[ -x "$RT" ] || { echo "ods-docs-speed.sh: build rtblgen first: cargo build --release -p rtblgen"; exit 1; }
command -v hyperfine > /dev/null || { echo "ods-docs-speed.sh: hyperfine is needed"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "load: $(uptime)"
for B in $BACKENDS; do
  for FD in $FILES; do
    F=$ROOT/${FD%%:*}
    D=${FD##*:}
    [ -f "$F" ] || { echo "$F does not exist; skipping"; continue; }
    echo "== -$B ${FD%%:*}"
    args="-$B -dialect=$D -I $ROOT $F"
    "$OR" $args -o "$tmp/expected"
    "$RT" $args -o "$tmp/actual"
    cmp -s "$tmp/expected" "$tmp/actual" || { echo "OUTPUTS DIFFER"; exit 1; }
    hyperfine -N -w 2 -r "$RUNS" --style none --export-json "$tmp/h.json" \
      -n rtblgen "$RT $args -o $tmp/o1" -n mlir-tblgen "$OR $args -o $tmp/o2" > /dev/null
    python3 - "$tmp/h.json" <<'PY'
import json, sys
res = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
r, o = res["rtblgen"], res["mlir-tblgen"]
cpu = lambda x: x["user"] + x["system"]
print(f"wall  rtblgen {r['mean']*1e3:7.1f} ms  mlir-tblgen {o['mean']*1e3:7.1f} ms  ratio {r['mean']/o['mean']:.2f}")
print(f"cpu   rtblgen {cpu(r)*1e3:7.1f} ms  mlir-tblgen {cpu(o)*1e3:7.1f} ms  ratio {cpu(r)/cpu(o):.2f}")
PY
  done
done
