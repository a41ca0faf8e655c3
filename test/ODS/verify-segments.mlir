// Segment-size attributes (AttrSizedOperandSegments/AttrSizedResultSegments, checked
// before the attributes and operands) and optional groups of more than one value (ops
// defined like MLIR's test-dialect ones; messages checked with mlir-opt 22 on the same
// input).
// RUN: ropt --load-dialect=%S/Inputs/testlike.td %s -split-input-file -verify-diagnostics

func.func @f(%a: i64) {
  // expected-error@+1 {{'test.format_optional_operand_result_a_op' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  %0 = "test.format_optional_operand_result_a_op"(%a, %a) <{operandSegmentSizes = array<i32: 2, 0>}> : (i64, i64) -> (i64)
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'test.format_optional_operand_result_a_op' op result group starting at #0 requires 0 or 1 element, but found 3}}
  %0:3 = "test.format_optional_operand_result_a_op"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> (i64, i64, i64)
  return
}

// -----

func.func @f(%a: i64, %b: i32) {
  // expected-error@+1 {{'test.format_optional_operand_result_a_op' op operand #1 must be variadic of 64-bit signless integer, but got 'i32'}}
  %0 = "test.format_optional_operand_result_a_op"(%a, %b, %a) <{operandSegmentSizes = array<i32: 1, 2>}> : (i64, i32, i64) -> (i64)
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'test.format_optional_operand_result_a_op' op 'operandSegmentSizes' attribute cannot have negative elements}}
  "test.format_optional_operand_result_a_op"(%a) <{operandSegmentSizes = array<i32: -1, 2>}> : (i64) -> ()
  return
}

// -----

// The segments are checked before the operand constraints.
func.func @f(%a: i32) {
  // expected-error@+1 {{'test.format_optional_operand_result_a_op' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "test.format_optional_operand_result_a_op"(%a) <{operandSegmentSizes = array<i32: 0, 0>}> : (i32) -> ()
  return
}

// -----

// Without the attribute every segment is empty.
func.func @f(%a: i64) {
  // expected-error@+1 {{'test.format_optional_operand_result_a_op' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "test.format_optional_operand_result_a_op"(%a) : (i64) -> ()
  return
}

// -----

// An attribute-dictionary entry of the wrong size is ignored (every segment is empty).
func.func @f(%a: i64) {
  "test.format_optional_operand_result_a_op"() {operandSegmentSizes = array<i32: 0>} : () -> ()
  // expected-error@+1 {{'test.format_optional_operand_result_a_op' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "test.format_optional_operand_result_a_op"(%a) {operandSegmentSizes = array<i32: 1>} : (i64) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'test.attr_sized_results' op 'resultSegmentSizes' attribute cannot have negative elements}}
  %0:3 = "test.attr_sized_results"() {resultSegmentSizes = array<i32: 1, -1, 1, 2>} : () -> (i32, i32, i32)
  return
}
