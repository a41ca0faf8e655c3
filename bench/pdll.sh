#!/bin/bash
# Compares rpdll with mlir-pdll 22 on a generated PDLL file (bench/pdll-gen.py, N=2000
# patterns, with an ODS include of ODS_OPS=300 operations written against MLIR's OpBase.td,
# found under MLIR_INCLUDE; ODS_OPS=0: no include) with `-x ast` and `-x mlir`: for each,
# checks that the outputs
# are identical (node addresses aside: mlir-pdll's AST dump prints pointers), then times both
# with hyperfine and prints the ratios (rpdll / mlir-pdll; below 1 means rpdll is faster).
# Usage: bench/pdll.sh [RPDLL] [MLIR_PDLL]   (RUNS=20, N=2000, ODS_OPS=300,
#        MLIR_INCLUDE=/usr/lib/llvm-22/include, MODES="ast mlir" by default)
set -euo pipefail
RP=${1:-${RPDLL:-target/release/rpdll}}
OR=${2:-/usr/lib/llvm-22/bin/mlir-pdll}
RUNS=${RUNS:-20}
N=${N:-2000}
ODS_OPS=${ODS_OPS:-300}
MLIR_INCLUDE=${MLIR_INCLUDE:-/usr/lib/llvm-22/include}
[ -x "$OR" ] || { echo "pdll.sh: $OR not found (mlir-22-tools); skipping"; exit 0; }
[ -x "$RP" ] || { echo "pdll.sh: build rpdll first: cargo build --release -p rpdll"; exit 1; }
command -v hyperfine > /dev/null || { echo "pdll.sh: hyperfine is needed"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ "$ODS_OPS" -gt 0 ]; then
  [ -d "$MLIR_INCLUDE/mlir/IR" ] || { echo "pdll.sh: no MLIR include tree at $MLIR_INCLUDE"; exit 1; }
  python3 "$(dirname "$0")/pdll-gen.py" "$N" "$tmp/bench_ods.td" "$ODS_OPS" > "$tmp/in.pdll"
else
  python3 "$(dirname "$0")/pdll-gen.py" "$N" > "$tmp/in.pdll"
fi
INC="-I $tmp -I $MLIR_INCLUDE"
echo "== $N patterns ($(wc -c < "$tmp/in.pdll") bytes), $ODS_OPS ODS operations"
for mode in ${MODES:-ast mlir}; do
echo "-- -x $mode"
"$OR" $INC -x "$mode" "$tmp/in.pdll" -o "$tmp/expected"
"$RP" $INC -x "$mode" "$tmp/in.pdll" -o "$tmp/actual"
sed -E -i 's/0x[0-9a-f]+/PTR/g' "$tmp/expected" "$tmp/actual"
if cmp -s "$tmp/expected" "$tmp/actual"; then echo "outputs identical ($(wc -c < "$tmp/actual") bytes)"
else echo "OUTPUTS DIFFER"; diff "$tmp/expected" "$tmp/actual" | head; exit 1; fi
hyperfine -N -w 3 -r "$RUNS" --style basic --export-json "$tmp/h.json" \
  -n rpdll "$RP $INC -x $mode $tmp/in.pdll -o $tmp/out1" \
  -n mlir-pdll "$OR $INC -x $mode $tmp/in.pdll -o $tmp/out2"
python3 - "$tmp/h.json" <<'PY'
import json, sys
res = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
r, o = res["rpdll"], res["mlir-pdll"]
cpu = lambda x: x["user"] + x["system"]
print(f"wall   rpdll {r['mean']*1e3:7.1f} ms  mlir-pdll {o['mean']*1e3:7.1f} ms  ratio {r['mean']/o['mean']:.3f}")
print(f"median rpdll {r['median']*1e3:7.1f} ms  mlir-pdll {o['median']*1e3:7.1f} ms  ratio {r['median']/o['median']:.3f}")
print(f"cpu    rpdll {cpu(r)*1e3:7.1f} ms  mlir-pdll {cpu(o)*1e3:7.1f} ms  ratio {cpu(r)/cpu(o):.3f}")
PY
done
