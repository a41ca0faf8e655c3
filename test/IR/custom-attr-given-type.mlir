// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// A custom parser that parses an attribute with a given type (here index.bool.constant, with
// i1) leaves a following `: type` alone, as mlir-opt 22 does: the colon then starts the next
// op (checked against mlir-opt 22).

// CHECK: custom-attr-given-type.mlir:[[# @LINE + 4]]:29: error: expected operation name in quotes
// CHECK-NEXT: {{^}}  %b = index.bool.constant 1 : i1
// CHECK-NEXT: {{^}}                            ^
func.func @f() -> i1 {
  %b = index.bool.constant 1 : i1
  return %b : i1
}

// -----

// CHECK: custom-attr-given-type.mlir:[[# @LINE + 4]]:28: error: custom op 'index.bool.constant' invalid kind of attribute specified
// CHECK-NEXT: {{^}}  %b = index.bool.constant "x" : i1
// CHECK-NEXT: {{^}}                           ^
func.func @f() -> i1 {
  %b = index.bool.constant "x" : i1
  return %b : i1
}
