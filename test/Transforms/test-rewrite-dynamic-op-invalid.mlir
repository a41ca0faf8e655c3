// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// The verifier of test.dynamic_one_operand_two_results: one operand, two results.

// CHECK: 10:10: error: 'test.dynamic_one_operand_two_results' op expected 1 operand, but had 2
// CHECK-NEXT: %0:2 = "test.dynamic_one_operand_two_results"(%a, %a) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: %0:2 = "test.dynamic_one_operand_two_results"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
func.func @operands(%a: i32) {
  %0:2 = "test.dynamic_one_operand_two_results"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

// CHECK: 21:8: error: 'test.dynamic_one_operand_two_results' op expected 2 results, but had 1
// CHECK-NEXT: %0 = "test.dynamic_one_operand_two_results"(%a) : (i32) -> i32
// CHECK-NEXT: ^
// CHECK-NEXT: note: see current operation: %0 = "test.dynamic_one_operand_two_results"(%arg0) : (i32) -> i32
func.func @results(%a: i32) {
  %0 = "test.dynamic_one_operand_two_results"(%a) : (i32) -> i32
  return
}
