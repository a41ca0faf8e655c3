// RUN: ropt %s -canonicalize | FileCheck %s
// When two rules of equal benefit rooted at the same op both match, the one mlir-opt adds
// first wins: the rules of an op are added in the order of ArithCanonicalization.td, which
// is mlir-opt's, not by name. Expected output from mlir-opt 22 -canonicalize.

// Both operands negate: `AddIMulNegativeOneRhs` (x + -y -> x - y) is tried before
// `AddIMulNegativeOneLhs` (-x + y -> y - x), so %a stays negated.
// CHECK-LABEL: func.func @both_negated(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %c-1_i32 : i32
// CHECK-NEXT:    %1 = arith.subi %0, %arg1 : i32
// CHECK-NEXT:    return %1 : i32
func.func @both_negated(%a: i32, %b: i32) -> i32 {
  %m = arith.constant -1 : i32
  %x = arith.muli %a, %m : i32
  %y = arith.muli %b, %m : i32
  %s = arith.addi %x, %y : i32
  return %s : i32
}

// The same with the operands swapped: now %b stays negated.
// CHECK-LABEL: func.func @both_negated_swapped(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %0 = arith.muli %arg1, %c-1_i32 : i32
// CHECK-NEXT:    %1 = arith.subi %0, %arg0 : i32
// CHECK-NEXT:    return %1 : i32
func.func @both_negated_swapped(%a: i32, %b: i32) -> i32 {
  %m = arith.constant -1 : i32
  %x = arith.muli %a, %m : i32
  %y = arith.muli %b, %m : i32
  %s = arith.addi %y, %x : i32
  return %s : i32
}

// Both select operands select on the same condition.
// CHECK-LABEL: func.func @select_both
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg4 : i32
// CHECK-NEXT:    return %0 : i32
func.func @select_both(%c: i1, %a: i32, %b: i32, %d: i32, %e: i32) -> i32 {
  %t = arith.select %c, %a, %b : i32
  %f = arith.select %c, %d, %e : i32
  %s = arith.select %c, %t, %f : i32
  return %s : i32
}
