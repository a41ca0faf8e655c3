// RUN: rtblgen --dump-json -I %S/Inputs %s | FileCheck %s
// Record locations ("!locs"): file base name and line; defm-generated records list the
// def, then each enclosing defm; anonymous class instances are located where written.
include "cli-inc.td"
include "json-locs-inc.td"
class C<int x> { int X = x; }
multiclass M<int v> {
  def _a : C<v>;
  def : C<v>;
}
multiclass N<int v> {
  defm _n : M<v>;
}
defm foo : M<1>;
defm
  bar :
    N<2>;
foreach i = [1, 2] in
  def f#i : C<i>;
def r { C c =
  C<9>; }

// CHECK: {"!instanceof":{"C":["anonymous_0","anonymous_1","anonymous_2","bar_n_a","f1","f2","foo_a"],"FromInclude":[]},"!tablegen_json_version":1,"anonymous_0":{"!anonymous":true,"!fields":[],"!locs":["json-locs.td:9","json-locs.td:14"],"!name":"anonymous_0","!superclasses":["C"],"X":1},"anonymous_1":{"!anonymous":true,"!fields":[],"!locs":["json-locs.td:9","json-locs.td:12","json-locs.td:17"],"!name":"anonymous_1","!superclasses":["C"],"X":2},"anonymous_2":{"!anonymous":true,"!fields":[],"!locs":["json-locs.td:21"],"!name":"anonymous_2","!superclasses":["C"],"X":9},"bar_n_a":{"!anonymous":false,"!fields":[],"!locs":["json-locs.td:8","json-locs.td:12","json-locs.td:17"],"!name":"bar_n_a","!superclasses":["C"],"X":2},"f1":{"!anonymous":false,"!fields":[],"!locs":["json-locs.td:19"],"!name":"f1","!superclasses":["C"],"X":1},"f2":{"!anonymous":false,"!fields":[],"!locs":["json-locs.td:19"],"!name":"f2","!superclasses":["C"],"X":2},"foo_a":{"!anonymous":false,"!fields":[],"!locs":["json-locs.td:8","json-locs.td:14"],"!name":"foo_a","!superclasses":["C"],"X":1},"fromInc":{"!anonymous":false,"!fields":[],"!locs":["json-locs-inc.td:2"],"!name":"fromInc","!superclasses":[]},"r":{"!anonymous":false,"!fields":[],"!locs":["json-locs.td:20"],"!name":"r","!superclasses":[],"c":{"def":"anonymous_2","kind":"def","printable":"anonymous_2"}}}
