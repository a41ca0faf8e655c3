// RUN: not rtblgen -gen-rewriters -I %S/../../compiler/ods/include %s 2>&1 | FileCheck %s
// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include -DGOOD %s | FileCheck %s --check-prefix=GOOD
// A result pattern that names a symbol the source pattern never bound is rejected at the
// rule's location (wording as mlir-tblgen -gen-rewriters).

include "ropt/PatternBase.td"
def D : Dialect { let name = "t"; }
def AOp : Op<D, "a"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$r); }

#ifdef GOOD
// A valid file generates the Rust of its rules.
// GOOD: //   Fine (root t.a, benefit 1)
// GOOD: impl RootedRules for AOp {
def Fine : Pat<(AOp $x), (AOp $x)>;
#else
// CHECK: unbound-symbol.td:[[# @LINE + 3]]:5: error: referencing unbound symbol 'y'
// CHECK-NEXT: def Bad : Pat<(AOp $x), (AOp $y)>;
// CHECK-NEXT: {{^}}    ^{{$}}
def Bad : Pat<(AOp $x), (AOp $y)>;
#endif
