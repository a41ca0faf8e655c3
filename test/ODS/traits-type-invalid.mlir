// Operand-count, variadic constraint and SameOperandsAndResultType errors of ops defined like
// MLIR's test-dialect ones (messages checked with mlir-opt 22 on the same input).
// RUN: ropt --load-dialect=%S/Inputs/testlike.td %s -split-input-file -verify-diagnostics

func.func @f(%a: i32) {
  // expected-error@+1 {{'test.same_operand_and_result_type' op requires the same type for all operands and results}}
  %0 = "test.same_operand_and_result_type"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{'test.same_operand_and_result_type' op requires the same type for all operands and results}}
  %0 = "test.same_operand_and_result_type"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{'test.same_operand_element_type' op expected 2 operands, but found 1}}
  %0 = "test.same_operand_element_type"(%v) : (vector<4xi32>) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'test.same_operand_shape' op operand #0 must be variadic of shaped of any type values, but got 'i32'}}
  "test.same_operand_shape"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%v: vector<4xi32>, %a: i32) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "test.same_operand_and_result_element_type"(%v, %a) : (vector<4xi32>, i32) -> (i32, i64)
  return
}
