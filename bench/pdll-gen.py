#!/usr/bin/env python3
"""Writes a PDLL file of N patterns (default 2000) to stdout, for bench/pdll.sh.

Each group of patterns uses the language broadly: native and PDLL constraints and rewrites
(with results, lambdas, inline declarations), constraint lists, tuples and member access,
operation expressions with operands, attributes and result types, `erase`, `replace` (with
values and ops) and `rewrite` blocks, benefits and `not`. No ODS includes. The patterns are
valid PDL, so that `-x mlir` lowers them all.
"""
import sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
out = []
w = out.append
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
    w(f"Pattern => replace op<test.id{i}>(v: Value) with v;")
sys.stdout.write("\n".join(out) + "\n")
