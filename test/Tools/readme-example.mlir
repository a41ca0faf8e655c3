// The README's first command: -canonicalize on the shipped example prints what the README
// shows (mlir-opt 22's output).
// RUN: ropt -canonicalize %S/../../examples/canonicalize.mlir | FileCheck %s --strict-whitespace

// CHECK:      {{^}}module {
// CHECK-NEXT: {{^}}  func.func @simplify(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: {{^}}    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: {{^}}    %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: {{^}}    return %0 : i32
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}}
// CHECK-EMPTY:
// CHECK-NOT: {{.}}
