// ConstantAttr over enum attributes at run time: matching the case an integer (or string)
// enum attribute holds, and building another case; the same rules compiled by
// rtblgen -gen-rewriters build the same constants. A case the enum lacks is an error when
// the rules load.
// RUN: ropt %s --load-patterns %S/Inputs/enum-const.td -canonicalize | FileCheck %s
// RUN: rtblgen -gen-rewriters -I %S/../../compiler/ods/include %S/Inputs/enum-const.td | FileCheck %s --check-prefix=GEN
// RUN: not ropt %s --load-patterns %S/Inputs/enum-const-bad.td -canonicalize 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %0 = e.cmp sgt, %arg1, %arg0 : i32
// CHECK-NEXT: %1 = e.cmp eq, %arg0, %arg1 : i32
// CHECK-NEXT: e.run fast
// CHECK-NEXT: e.run fast
// GEN: rt::Constraint::constant("{{.*}}", "integer_attr", Some("$_builder.integer_type(64)"), "3");
// GEN: rt::Constraint::constant("{{.*}}", "string_attr", None, "\"fast\"");
// BAD: enum-const-bad.td:2:5: error: constant attribute 'CmpPred::ult' of 'E_Pred' names no case of the enum
func.func @f(%a: i32, %b: i32) -> (i1, i1) {
  %0 = e.cmp slt, %a, %b : i32
  %1 = e.cmp eq, %a, %b : i32
  e.run "slow"
  e.run fast
  return %0, %1 : i1, i1
}
