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

// `x * 0` folds both halves to the zero attribute (materialized in front of the op), not to
// the operand: the new constant outlives the one that fed it, so it comes last here.
// CHECK-LABEL: func.func @extended_mul_zero()
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c2_i16 = arith.constant 2 : i16
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32, %false, %c2_i16, %c0_i32
func.func @extended_mul_zero() -> (i32, i1, i16, i32) {
  %a = arith.constant 1 : i32
  %x = math.cttz %a : i32
  %b = arith.constant 3.0 : bf16
  %y = arith.cmpf uno, %b, %b : bf16
  %c = arith.constant 5 : i16
  %z = math.ctpop %c : i16
  %u:2 = arith.mulsi_extended %a, %x : i32
  %v:2 = arith.mului_extended %x, %x : i32
  return %u#0, %y, %z, %v#1 : i32, i1, i16, i32
}
