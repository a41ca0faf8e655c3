// RUN: ropt %s -canonicalize | FileCheck %s

// The commutative trait folder moves constants to the right on multi-result ops too.
// CHECK-LABEL: func.func @extended_commute(%arg0: i32)
// CHECK: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %c5_i32 : i32, i1
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %c5_i32 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %arg0, %c5_i32 : i32
func.func @extended_commute(%a: i32) -> (i32, i1, i32, i32, i32, i32) {
  %c = arith.constant 5 : i32
  %s, %o = arith.addui_extended %c, %a : i32, i1
  %l, %h = arith.mulsi_extended %c, %a : i32
  %l2, %h2 = arith.mului_extended %c, %a : i32
  return %s, %o, %l, %h, %l2, %h2 : i32, i1, i32, i32, i32, i32
}
