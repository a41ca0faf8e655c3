#!/usr/bin/env python3
"""Writes a PDLL file of N patterns (default 2000) to stdout, for bench/pdll.sh.

Usage: pdll-gen.py [N] [TD OPS]: with TD and OPS, also writes an ODS file TD of OPS operations
(written against MLIR's mlir/IR/OpBase.td), which the PDLL file includes (by its base name)
and one pattern in four uses: ODS operand and result groups by name, an imported attribute
constraint, result groups replaced by name.

Each group of patterns uses the language broadly: native and PDLL constraints and rewrites
(with results, lambdas, inline declarations), constraint lists, tuples and member access,
operation expressions with operands, attributes and result types, `erase`, `replace` (with
values and ops) and `rewrite` blocks, benefits and `not`. No ODS includes. The patterns are
valid PDL, so that `-x mlir` lowers them all.
"""
import os
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
TD = sys.argv[2] if len(sys.argv) > 3 else None
OPS = int(sys.argv[3]) if len(sys.argv) > 3 else 0
out = []
w = out.append
if TD:
    td = ['include "mlir/IR/OpBase.td"',
          'include "mlir/Interfaces/InferTypeOpInterface.td"', "",
          'def Bench_Dialect : Dialect {', '  let name = "bench";',
          '  let cppNamespace = "::bench";', '}',
          'class Bench_Op<string mnemonic, list<Trait> traits = []>',
          '    : Op<Bench_Dialect, mnemonic, traits>;', '']
    for k in range(OPS):
        traits = "[SameOperandsAndResultType]" if k % 3 == 0 else "[]"
        td.append(f'def Bench_Op{k} : Bench_Op<"op{k}", {traits}> {{')
        td.append(f'  let summary = "operation number {k}";')
        if k % 3 == 0:
            td.append("  let arguments = (ins I32:$lhs, I32:$rhs, I64Attr:$attr);")
            td.append("  let results = (outs I32:$res);")
        else:
            td.append("  let arguments = (ins I32:$lhs, Variadic<AnyType>:$rest, I64Attr:$attr,")
            td.append("                   OptionalAttr<StrAttr>:$label);")
            td.append("  let results = (outs I32:$res, Variadic<AnyType>:$more);")
        td.append("}")
    with open(TD, "w") as f:
        f.write("\n".join(td) + "\n")
    w(f'#include "{os.path.basename(TD)}"')
for i in range(0, N, 4):
    w(f"Constraint IsSmall{i}(v: Value) [{{ return success(v.getType().isInteger(8)); }}];")
    w(f"Constraint TypeOf{i}(v: Value) -> Type [{{ return v.getType(); }}];")
    w(f"Constraint SameType{i}(a: Value, b: Value) -> Type {{")
    w(f"  let t = TypeOf{i}(a);")
    w(f"  return t;")
    w(f"}}")
    w(f"Rewrite Build{i}(v: Value, t: Type) -> Op => op<test.build{i}>(v) {{value = attr<\"{i} : i32\">}} -> (t);")
    w(f"Rewrite Pair{i}(a: Op, b: Op) -> (first: Op, second: Op) {{")
    w(f"  return (first = a, second = b);")
    w(f"}}")
    w(f"Pattern Erase{i} with benefit({i % 65535}) {{")
    w(f"  let root = op<test.dead{i}>(x: [Value, IsSmall{i}]) -> ();")
    w(f"  not IsSmall{i}(x);")
    w(f"  erase root;")
    w(f"}}")
    w(f"Pattern Fold{i} {{")
    w(f"  let a: Value;")
    w(f"  let b: Value;")
    w(f"  let t = SameType{i}(a, b);")
    w(f"  let inner = op<test.add{i}>(a, b) -> (t);")
    w(f"  let root = op<test.mul{i}>(inner, b) {{fast}} -> (t);")
    w(f"  replace root with Build{i}(inner.0, t);")
    w(f"}}")
    w(f"Pattern Swap{i} with recursion {{")
    w(f"  let tup = (lhs = op<test.l{i}>, rhs = op<test.r{i}>);")
    w(f"  let root = op<test.swap{i}>(tup.lhs, tup.rhs) -> (types: TypeRange);")
    w(f"  rewrite root with {{")
    w(f"    let p = Pair{i}(tup.rhs, tup.lhs);")
    w(f"    let n = op<test.swap{i}>(p.first, p.second) -> (types);")
    w(f"    replace root with n;")
    w(f"  }};")
    w(f"}}")
    if OPS:
        k = 1 + 3 * ((i // 4) % ((OPS - 1) // 3)) if OPS > 3 else 0
        w(f"Pattern Ods{i} {{")
        w(f"  let root = op<bench.op{k}>(x: Value, rest: ValueRange) {{\"attr\" = a: I64Attr}} -> (t: Type, more: TypeRange);")
        w(f"  let r: Value = root.res;")
        w(f"  rewrite root with {{")
        w(f"    let n = op<bench.op{k + 1}>(x, root.more) {{\"attr\" = a}} -> (t, more);")
        w(f"    let s = op<bench.op{k - 1}>(r, x) {{\"attr\" = a}};")
        w(f"    replace root with (s.res, n.more);")
        w(f"  }};")
        w(f"}}")
    else:
        w(f"Pattern => replace op<test.id{i}>(v: Value) with v;")
sys.stdout.write("\n".join(out) + "\n")
