#!/usr/bin/env python3
"""Writes a TableGen file for bench/tblgen.sh to stdout: G groups (default 700; about 1 MB and
100K records at the default), each with its own classes, a multiclass with a nested `defm`, a
`foreach` of `defm`s, explicit `def`s with bodies, `defvar`, `let` and a `defset`, and fields that
use the common bang operators (arithmetic, strings, lists, dags, !foreach, !foldl, !if, !cond,
!cast, !subst, !interleave, !size, !filter). No includes.
"""
import sys

G = int(sys.argv[1]) if len(sys.argv) > 1 else 700
out = []
w = out.append
w("class Op<string m> { string Mnemonic = m; list<string> Traits = []; }")
w("def ins; def outs; def reg;")
w("class Named<string n> { string Name = n; int Len = !size(n); }")
for i in range(G):
    w(f"class K{i}<int n, string s = \"k{i}\"> : Op<s # \"_\" # n>, Named<!toupper(s)> {{")
    w(f"  int N = n; bits<8> B = !and(n, 255); int Sq = !mul(n, n); int Sh = !shl(n, {i % 5});")
    w(f"  list<int> L = !foreach(x, [n, !add(n, 1), !add(n, {i % 7})], !mul(x, 2));")
    w(f"  int Sum = !foldl(0, L, a, b, !add(a, b));")
    w(f"  string Kind = !cond(!lt(n, 4) : \"small\", !lt(n, 16) : \"mid\", true : \"big\");")
    w(f"  dag Args = (ins reg:$a{i}, reg:$b);")
    w(f"  bit Odd = !and(n, 1);")
    w(f"}}")
    w(f"multiclass M{i}<int n> {{")
    w(f"  def _r : K{i}<n>;")
    w(f"  def _i : K{i}<!add(n, 100), \"i{i}\"> {{ let Traits = [\"Pure\", NAME]; string Imm = !cast<string>(n); }}")
    w(f"  defm _x : N{i % 10}<n>;")
    w(f"}}")
    w(f"defvar V{i} = !interleave([\"a\", \"b{i}\", !cast<string>({i})], \".\");")
    w(f"foreach j = 0...{31} in defm G{i}_#j : M{i}<!add(j, {i})>;")
    w(f"let Traits = [\"T{i}\"] in {{")
    for k in range(8):
        w(f"def D{i}_{k} : K{i}<{k}, V{i}> {{ string S = !subst(\"a\", \"z\", Mnemonic); }}")
    w(f"}}")
    w(f"defset list<K{i}> S{i} = {{ def E{i}_a : K{i}<{i % 50}>; def E{i}_b : K{i}<3>; }}")
    w(f"def F{i} {{ list<K{i}> Big = !filter(r, S{i}, !gt(r.N, 2)); int Count = !size(S{i}); }}")
# The nested multiclasses go first.
head = []
for m in range(10):
    head.append(f"multiclass N{m}<int n> {{")
    head.append(f"  def _p : Op<\"p{m}\"> {{ int P = !add(n, {m}); string Q = NAME # \"_q\"; }}")
    head.append(f"  def _s : Named<\"s{m}\"> {{ list<int> R = !range(0, !add(!and(n, 3), 1)); }}")
    head.append("}")
sys.stdout.write("\n".join(out[:3] + head + out[3:]) + "\n")
