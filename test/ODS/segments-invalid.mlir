// Verifier errors of variadic and optional groups (messages checked with mlir-opt 22 on the
// same input: its test dialect has these ops). A variadic group is named by its first
// operand.
// RUN: ropt --load-dialect=%S/Inputs/testlike.td %s -split-input-file -verify-diagnostics

func.func @f(%a: i32) {
  // expected-error@+1 {{'test.attr_sized_operands' op operand count (4) does not match with the total size (5) specified in attribute 'operandSegmentSizes'}}
  "test.attr_sized_operands"(%a, %a, %a, %a) {operandSegmentSizes = array<i32: 1, 1, 1, 2>} : (i32, i32, i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'test.attr_sized_results' op result count (3) does not match with the total size (4) specified in attribute 'resultSegmentSizes'}}
  %0:3 = "test.attr_sized_results"() {resultSegmentSizes = array<i32: 1, 1, 1, 1>} : () -> (i32, i32, i32)
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error@+1 {{'test.attr_sized_operands' op operand #2 must be 32-bit signless integer, but got 'i64'}}
  "test.attr_sized_operands"(%a, %a, %b, %a) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (i32, i32, i64, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'test.format_variadic_operand' op operand #0 must be variadic of 64-bit signless integer, but got 'i32'}}
  "test.format_variadic_operand"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'test.format_attr_dict_w_keyword' op requires attribute 'attr'}}
  "test.format_attr_dict_w_keyword"() <{opt_attr = 1 : i64}> : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'test.format_attr_dict_w_keyword' op attribute 'opt_attr' failed to satisfy constraint: 64-bit signless integer attribute}}
  "test.format_attr_dict_w_keyword"() <{attr = 1 : i64, opt_attr = 1 : i32}> : () -> ()
  return
}
