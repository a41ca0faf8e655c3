// RUN: ropt -test-commutativity-utils %s | FileCheck %s

// Operands of commutative ops are sorted by the breadth-first keys of their ancestors: block
// arguments first, then values of ops that are not constants (by op name, then by their own
// ancestors), then constants (by op name).

// A constant goes after a product of arguments.
func.func @constant_last(%x : i32, %y : i32) -> i32 {
  %k = arith.constant 7 : i32
  %p = arith.muli %x, %y : i32
  %r = "test.op_commutative2"(%k, %p) : (i32, i32) -> i32
  return %r : i32
}

// Same op names: the deeper ancestors decide.
func.func @deeper_ancestors(%x : i32, %y : i32) -> i32 {
  %k = arith.constant 3 : i32
  %a = arith.addi %x, %y : i32
  %s = arith.subi %a, %k : i32
  %t = arith.subi %x, %a : i32
  %u = arith.subi %k, %y : i32
  %r = "test.op_commutative"(%u, %s, %t, %x) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

// Two kinds of constants, by name; test.addi is not commutative and keeps its order.
func.func @two_constants(%x : i32) -> i32 {
  %t = "test.constant"() {value = 5 : i32} : () -> i32
  %k = arith.constant 5 : i32
  %n = "test.addi"(%k, %x) : (i32, i32) -> i32
  %r = "test.op_commutative"(%t, %n, %k, %x) : (i32, i32, i32, i32) -> i32
  return %r : i32
}

// Seven operands, with repeated values and shared ancestors.
func.func @seven(%x : i32, %y : i32) -> i32 {
  %k = arith.constant 1 : i32
  %a = arith.addi %x, %y : i32
  %m = arith.muli %x, %y : i32
  %d = arith.divsi %a, %m : i32
  %e = arith.divsi %m, %a : i32
  %n = "test.addi"(%x, %k) : (i32, i32) -> i32
  %r = "test.op_large_commutative"(%k, %n, %d, %y, %e, %a, %d) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  %r2 = "test.op_large_commutative"(%r, %x, %r, %k, %e, %y, %n) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %r2 : i32
}

// Already sorted: nothing changes.
func.func @sorted(%x : i32, %y : i32) -> i32 {
  %k = arith.constant 2 : i32
  %r = "test.op_commutative2"(%x, %k) : (i32, i32) -> i32
  return %r : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @constant_last(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = "test.op_commutative2"(%0, %c7_i32) : (i32, i32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @deeper_ancestors(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.subi %0, %c3_i32 : i32
// CHECK-NEXT:     %2 = arith.subi %arg0, %0 : i32
// CHECK-NEXT:     %3 = arith.subi %c3_i32, %arg1 : i32
// CHECK-NEXT:     %4 = "test.op_commutative"(%arg0, %2, %1, %3) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @two_constants(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "test.constant"() <{value = 5 : i32}> : () -> i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %1 = "test.addi"(%c5_i32, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     %2 = "test.op_commutative"(%arg0, %1, %c5_i32, %0) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @seven(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.divsi %0, %1 : i32
// CHECK-NEXT:     %3 = arith.divsi %1, %0 : i32
// CHECK-NEXT:     %4 = "test.addi"(%arg0, %c1_i32) : (i32, i32) -> i32
// CHECK-NEXT:     %5 = "test.op_large_commutative"(%arg1, %0, %2, %2, %3, %4, %c1_i32) : (i32, i32, i32, i32, i32, i32, i32) -> i32
// CHECK-NEXT:     %6 = "test.op_large_commutative"(%arg0, %arg1, %3, %4, %5, %5, %c1_i32) : (i32, i32, i32, i32, i32, i32, i32) -> i32
// CHECK-NEXT:     return %6 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @sorted(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = "test.op_commutative2"(%arg0, %c2_i32) : (i32, i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
