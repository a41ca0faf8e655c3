// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// A function body `{}` without blocks is an error at the `{`, not a declaration (checked
// against mlir-opt 22).

// CHECK: body-errors.mlir:[[# @LINE + 3]]:18: error: custom op 'func.func' expected non-empty function body
// CHECK-NEXT: {{^}}  func.func @g() {}
// CHECK-NEXT: {{^}}                 ^
  func.func @g() {}

// -----

// With arguments the entry block exists: the verifier reports it as empty.

// CHECK: body-errors.mlir:[[# @LINE + 3]]:1: error: empty block: expect at least a terminator
// CHECK-NEXT: {{^}}func.func @f(%a: i32) {}
// CHECK-NEXT: {{^}}^
func.func @f(%a: i32) {}

// -----

// Errors the function's region check reports on a nested `func.return` get the
// "see current operation" note showing the return.

// CHECK: body-errors.mlir:[[# @LINE + 6]]:3: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f
// CHECK-NEXT: {{^}}  return %c : i64
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: body-errors.mlir:[[# @LINE + 3]]:3: note: see current operation: "func.return"(%0) : (i64) -> ()
func.func @f() -> i32 {
  %c = arith.constant 1 : i64
  return %c : i64
}

// -----

// CHECK: body-errors.mlir:[[# @LINE + 6]]:3: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 2
// CHECK-NEXT: {{^}}  return %c : i32
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: body-errors.mlir:[[# @LINE + 3]]:3: note: see current operation: "func.return"(%0) : (i32) -> ()
func.func @f() -> (i32, i32) {
  %c = arith.constant 1 : i32
  return %c : i32
}
