// RUN: ropt %s -test-legalize-unknown-root-patterns | FileCheck %s
// A pattern that may match any op erases every `test` op (the dialect is illegal).

// CHECK-LABEL: func @remove_all_ops
func.func @remove_all_ops(%arg0: i32) {
  // CHECK-NEXT: return
  %0 = "test.illegal_op_a"() : () -> i32
  %1 = "test.illegal_op_b"() : () -> i32
  %2 = "test.illegal_op_c"() : () -> i32
  %3 = "test.illegal_op_d"() : () -> i32
  %4 = "test.illegal_op_e"() : () -> i32
  return
}

// CHECK-LABEL: func @keeps_other_dialects
func.func @keeps_other_dialects() -> i32 {
  // CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: return %[[C]] : i32
  %0 = "test.illegal_op_a"() : () -> i32
  %c = arith.constant 1 : i32
  %1 = "test.cast"(%0, %c) : (i32, i32) -> i32
  return %c : i32
}
