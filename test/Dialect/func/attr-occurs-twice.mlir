// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// An inherent attribute given both by the function syntax and in `attributes {...}` is
// reported at the op name (checked against mlir-opt 22).

module {
  // CHECK: attr-occurs-twice.mlir:[[# @LINE + 3]]:3: error: custom op 'func.func' attribute 'arg_attrs' occurs more than once in the attribute list
  // CHECK-NEXT: {{^}}  func.func @f(%a: i32 {a.b}) attributes {arg_attrs = [{}]} {
  // CHECK-NEXT: {{^}}  ^
  func.func @f(%a: i32 {a.b}) attributes {arg_attrs = [{}]} {
    return
  }
}

// -----

// CHECK: attr-occurs-twice.mlir:[[# @LINE + 3]]:1: error: custom op 'func.func' attribute 'res_attrs' occurs more than once in the attribute list
// CHECK-NEXT: {{^}}func.func private @g() -> (i32 {a.b}) attributes {res_attrs = [{}]}
// CHECK-NEXT: {{^}}^
func.func private @g() -> (i32 {a.b}) attributes {res_attrs = [{}]}
