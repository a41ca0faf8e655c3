// Operands resolved against a parsed type list of another length: mlir-opt's generated
// parsers report "number of operands and types do not match" where the operands began, for
// every format (variables, `operands`, optional groups, oilist clauses), on compiled and
// loaded dialects alike. A variadic type list needs at least one type. Checked against
// mlir-opt 22.
// RUN: ropt %s -split-input-file -verify-diagnostics
// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: format-operand-type-count.mlir:[[# @LINE + 3]]:10: error: custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types
func.func @f(%a: i32) -> (i32, i32) {
  // expected-error@+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

// CHECK: format-operand-type-count.mlir:[[# @LINE + 3]]:10: error: custom op 'func.return' number of operands and types do not match: got 1 operands and 2 types
func.func @f(%a: i32) -> (i32) {
  // expected-error@+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  return %a : i32, i32
}

// -----

// CHECK: format-operand-type-count.mlir:[[# @LINE + 3]]:14: error: custom op 'cf.br' number of operands and types do not match: got 2 operands and 1 types
func.func @f(%a: i32) -> (i32) {
  // expected-error@+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  cf.br ^bb1(%a, %a : i32)
^bb1(%x: i32, %y: i32):
  return %x : i32
}

// -----

// CHECK: format-operand-type-count.mlir:[[# @LINE + 3]]:21: error: custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types
func.func @f(%a: i32) -> (i32) {
  // expected-error@+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  %0 = func.call @f(%a, %a) : (i32) -> i32
  return %0 : i32
}

// -----

// CHECK: format-operand-type-count.mlir:[[# @LINE + 4]]:15: error: custom op 'scf.yield' number of operands and types do not match: got 1 operands and 2 types
func.func @f(%a: i32) {
  scf.execute_region {
    // expected-error@+1 {{number of operands and types do not match: got 1 operands and 2 types}}
    scf.yield %a : i32, i32
  }
  return
}

// -----

// CHECK: format-operand-type-count.mlir:[[# @LINE + 3]]:18: error: expected non-function type
func.func @f(%a: i32) -> (i32) {
  // expected-error@+1 {{expected non-function type}}
  cf.br ^bb1(%a : )
^bb1(%x: i32):
  return %x : i32
}
