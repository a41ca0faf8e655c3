// A VariadicOfVariadic operand: its segment attribute is required, has no negative
// element and adds up to the number of values of the group (an op defined like MLIR's
// test-dialect one; messages checked with mlir-opt 22 on the same input).
// RUN: ropt --load-dialect=%S/Inputs/testverify.td %s -split-input-file -verify-diagnostics

func.func @f(%a: i64) {
  "test.format_variadic_of_variadic_operand"(%a, %a, %a) <{operand_segments = array<i32: 1, 2, 0>}> : (i64, i64, i64) -> ()
  "test.format_variadic_of_variadic_operand"() <{operand_segments = array<i32>}> : () -> ()
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'test.format_variadic_of_variadic_operand' op operand count (2) does not match with the total size (1) specified in attribute 'operand_segments'}}
  "test.format_variadic_of_variadic_operand"(%a, %a) <{operand_segments = array<i32: 1>}> : (i64, i64) -> ()
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'test.format_variadic_of_variadic_operand' op 'operand_segments' attribute cannot have negative elements}}
  "test.format_variadic_of_variadic_operand"(%a, %a) <{operand_segments = array<i32: 1, -1, 2>}> : (i64, i64) -> ()
  return
}

// -----

func.func @f(%a: i64, %b: i32) {
  // expected-error@+1 {{'test.format_variadic_of_variadic_operand' op operand #1 must be variadic of 64-bit signless integer, but got 'i32'}}
  "test.format_variadic_of_variadic_operand"(%a, %b) <{operand_segments = array<i32: 1, 1>}> : (i64, i32) -> ()
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'test.format_variadic_of_variadic_operand' op attribute 'operand_segments' failed to satisfy constraint: i32 dense array attribute}}
  "test.format_variadic_of_variadic_operand"(%a, %a) {operand_segments = [2]} : (i64, i64) -> ()
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'test.format_variadic_of_variadic_operand' op operand count (2) does not match with the total size (3) specified in attribute 'operand_segments'}}
  "test.format_variadic_of_variadic_operand"(%a, %a) {operand_segments = array<i32: 3>} : (i64, i64) -> ()
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'test.format_variadic_of_variadic_operand' op requires attribute 'operand_segments'}}
  "test.format_variadic_of_variadic_operand"(%a, %a) : (i64, i64) -> ()
  return
}
