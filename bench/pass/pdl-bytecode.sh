#!/usr/bin/env bash
# The PDL bytecode interpreter end to end.
#
#   bench/pass/pdl-bytecode.sh [SIZE]      (default 10M)
#
# 1. `-test-pdl-bytecode-pass`, ropt against mlir-opt 22: the shared generator's flat workload
#    (SIZE bytes, --funcs FUNCS, default 600) wrapped as `module @ir`, next to the
#    `module @patterns` of bench/pass/pdl-bytecode/rules.mlir (xori(x, x) to a zero
#    constant, andi(x, -1) to x, subi(x, x) to xori(x, x)); outputs compared byte for byte.
# 2. The same three rules in ropt's -canonicalize, restricted to them (enable-patterns), as
#    PDL (`--load-patterns rules.mlir`, the interpreter) and as DRR (`--load-patterns
#    rules.td`, DRR's interpreter), on the flat workload itself; outputs compared.
# Needs python3, hyperfine; MLIR_OPT, ROPT, GEN and BENCH_DIR as in bench/lib.sh. The machine
# may be shared: the load average is printed, and CPU (user+sys) besides wall. RUNS (default
# 5) runs per command.
set -euo pipefail

size=${1:-10M}
. "$(dirname "$0")/../lib.sh"
bench_dir /tmp/ropt-bench
bench_ropt
rules=$ROOT/bench/pass/pdl-bytecode/rules
flat=$dir/flat-$size-f${FUNCS:-600}.mlir
input=$dir/pdl-bytecode-$size.mlir
bench_input "$flat" flat "$size" --funcs "${FUNCS:-600}"
# rules.td includes arith/arith.td (which includes other dialects' files): a copy of it goes
# next to links to the dialect folders.
mkdir -p "$dir/pdl-drr/rules"
for d in "$ROOT"/dialects/*/; do ln -sfn "$d" "$dir/pdl-drr/$(basename "$d")"; done
cp "$rules.td" "$dir/pdl-drr/rules/rules.td"
drr=$dir/pdl-drr/rules/rules.td
python3 - "$rules.mlir" "$flat" "$input" <<'PY'
import sys
rules, flat, out = sys.argv[1:]
body = open(flat).read()
assert body.startswith("module {\n")
text = "module {\n" + open(rules).read() + "module @ir {\n" + body[len("module {\n"):] + "}\n"
open(out, "w").write(text)
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== -test-pdl-bytecode-pass: $input ($(wc -c < "$input") bytes, $(grep -c ' = arith\.' "$input") arith ops)"
"$ROPT" "$input" -test-pdl-bytecode-pass -o "$dir/pdl-ropt.out"
"$MLIR_OPT" "$input" -test-pdl-bytecode-pass -o "$dir/pdl-mlir-opt.out"
if cmp -s "$dir/pdl-ropt.out" "$dir/pdl-mlir-opt.out"; then
  echo "outputs are byte-identical"
else
  echo "OUTPUTS DIFFER"; diff "$dir/pdl-ropt.out" "$dir/pdl-mlir-opt.out" | head -20; exit 1
fi
hyperfine -N -w 1 -r "${RUNS:-5}" --export-json "$dir/pdl-hyperfine.json" \
  "$ROPT $input -test-pdl-bytecode-pass -o /dev/null" \
  "$MLIR_OPT $input -test-pdl-bytecode-pass -o /dev/null"

echo "== -canonicalize with only the three rules: PDL interpreter vs DRR ($flat)"
pdl_names=enable-patterns=xor_self_i32,xor_self_i64,and_all_ones,sub_self
drr_names=enable-patterns=xor_self,and_all_ones,sub_self
"$ROPT" "$flat" --load-patterns "$rules.mlir" "-canonicalize=$pdl_names" -o "$dir/pdl-canon.out"
"$ROPT" "$flat" --load-patterns "$drr" "-canonicalize=$drr_names" -o "$dir/drr-canon.out"
if cmp -s "$dir/pdl-canon.out" "$dir/drr-canon.out"; then
  echo "outputs are byte-identical"
else
  echo "OUTPUTS DIFFER"; diff "$dir/pdl-canon.out" "$dir/drr-canon.out" | head -20; exit 1
fi
hyperfine -N -w 1 -r "${RUNS:-5}" --export-json "$dir/pdl-drr-hyperfine.json" \
  "$ROPT $flat --load-patterns $rules.mlir -canonicalize=$pdl_names -o /dev/null" \
  "$ROPT $flat --load-patterns $drr -canonicalize=$drr_names -o /dev/null"
python3 - "$dir/pdl-hyperfine.json" "$dir/pdl-drr-hyperfine.json" "$size" <<'PY'
import json, sys
cpu = lambda x: x["user"] + x["system"]
r, m = json.load(open(sys.argv[1]))["results"]
print(f"RESULT test-pdl-bytecode-pass {sys.argv[3]}: ropt {r['mean']:.3f} s, mlir-opt {m['mean']:.3f} s "
      f"({m['mean'] / r['mean']:.2f}x); CPU {cpu(r):.3f} s vs {cpu(m):.3f} s ({cpu(m) / cpu(r):.2f}x)")
p, d = json.load(open(sys.argv[2]))["results"]
print(f"RESULT pdl vs drr {sys.argv[3]}: PDL {p['mean']:.3f} s, DRR {d['mean']:.3f} s "
      f"({p['mean'] / d['mean']:.2f}x of DRR); CPU {cpu(p):.3f} s vs {cpu(d):.3f} s")
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
