#!/bin/bash
# Compares rtblgen with llvm-tblgen 22 on big MLIR .td files (--print-records): checks that the
# outputs are identical, times both with hyperfine (wall and CPU), measures peak RSS with
# /usr/bin/time, and prints the ratios (rtblgen / llvm-tblgen; below 1 means rtblgen is better).
# Usage: bench/tblgen.sh [RTBLGEN] [LLVM_TBLGEN] [INCLUDE_ROOT]   (RUNS=30 by default)
# FILES (paths under INCLUDE_ROOT) picks the inputs; the default is LLVMOps.td alone, and
# FILES=all takes LLVMOps.td plus four other big, different dialects (NVVM: the largest, with
# heavy !foldl/!foreach use; SPIR-V; ROCDL; Linalg's structured ops). FILES=gen takes the file
# that bench/tblgen-gen.py writes (about 1 MB, 100K records: classes, multiclasses, foreach, bang
# operators; TD_GROUPS=N scales it); FILES="gen all" takes all six.
set -euo pipefail
RT=${1:-${RTBLGEN:-target/release/rtblgen}}
OR=${2:-/usr/lib/llvm-22/bin/llvm-tblgen}
ROOT=${3:-/usr/lib/llvm-22/include}
RUNS=${RUNS:-30}
FILES=${FILES:-mlir/Dialect/LLVMIR/LLVMOps.td}
ALL="mlir/Dialect/LLVMIR/LLVMOps.td mlir/Dialect/LLVMIR/NVVMOps.td mlir/Dialect/SPIRV/IR/SPIRVOps.td mlir/Dialect/LLVMIR/ROCDLOps.td mlir/Dialect/Linalg/IR/LinalgStructuredOps.td"
FILES=$(for w in $FILES; do if [ "$w" = all ]; then echo "$ALL"; else echo "$w"; fi; done)
[ -x "$OR" ] || { echo "tblgen.sh: $OR not found (llvm-22); skipping"; exit 0; }
[ -x "$RT" ] || { echo "tblgen.sh: build rtblgen first: cargo build --release -p rtblgen"; exit 1; }
command -v hyperfine > /dev/null || { echo "tblgen.sh: hyperfine is needed"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for REL in $FILES; do
if [ "$REL" = gen ]; then
  F=$tmp/gen.td
  python3 "$(dirname "$0")/tblgen-gen.py" ${TD_GROUPS:-} > "$F"
  REL="generated ($(wc -c < "$F") bytes)"
else
  F=$ROOT/$REL
fi
[ -f "$F" ] || { echo "tblgen.sh: $F does not exist (libmlir-22-dev); skipping"; continue; }
echo "== $REL"
"$OR" -I "$ROOT" "$F" -o "$tmp/expected"
"$RT" -I "$ROOT" "$F" -o "$tmp/actual"
if cmp -s "$tmp/expected" "$tmp/actual"; then echo "outputs identical ($(wc -c < "$tmp/actual") bytes)"
else echo "OUTPUTS DIFFER"; exit 1; fi
hyperfine -N -w 3 -r "$RUNS" --style basic --export-json "$tmp/h.json" \
  -n rtblgen "$RT -I $ROOT $F -o $tmp/out1" -n llvm-tblgen "$OR -I $ROOT $F -o $tmp/out2"
rss() { # peak RSS in KB, the smallest of 5 runs
  for _ in 1 2 3 4 5; do /usr/bin/time -f "%M" "$@" 2>&1 > /dev/null | tail -1; done | sort -n | head -1
}
r_rss=$(rss "$RT" -I "$ROOT" "$F" -o /dev/null)
o_rss=$(rss "$OR" -I "$ROOT" "$F" -o /dev/null)
python3 - "$tmp/h.json" "$r_rss" "$o_rss" <<'PY'
import json, sys
res = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
r, o = res["rtblgen"], res["llvm-tblgen"]
cpu = lambda x: x["user"] + x["system"]
print(f"wall   rtblgen {r['mean']*1e3:7.1f} ms  llvm-tblgen {o['mean']*1e3:7.1f} ms  ratio {r['mean']/o['mean']:.2f}")
print(f"median rtblgen {r['median']*1e3:7.1f} ms  llvm-tblgen {o['median']*1e3:7.1f} ms  ratio {r['median']/o['median']:.2f}")
print(f"cpu    rtblgen {cpu(r)*1e3:7.1f} ms  llvm-tblgen {cpu(o)*1e3:7.1f} ms  ratio {cpu(r)/cpu(o):.2f}")
rr, orr = int(sys.argv[2]), int(sys.argv[3])
print(f"rss    rtblgen {rr/1024:7.1f} MB  llvm-tblgen {orr/1024:7.1f} MB  ratio {rr/orr:.2f}")
PY
done
