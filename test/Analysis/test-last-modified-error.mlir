// RUN: not ropt -allow-unregistered-dialect -test-last-modified %s 2>&1 | FileCheck %s
// RUN: not ropt -allow-unregistered-dialect -test-next-access %s 2>&1 | FileCheck %s --check-prefixes=CHECK,NEXT

// An error of an analysis stops the solver and fails the pass.

func.func @f() -> i32 {
  %c = "foo.op"() {always_fail} : () -> i32
  return %c : i32
}

// CHECK:      test-last-modified-error.mlir:7:8: error: this op is always fails
// CHECK-NEXT:   %c = "foo.op"() {always_fail} : () -> i32
// CHECK-NEXT:        ^
// CHECK-NEXT: test-last-modified-error.mlir:7:8: note: see current operation: %0 = "foo.op"() {always_fail} : () -> i32
// NEXT-NEXT:  test-last-modified-error.mlir:0:0: error: dataflow solver failed
// CHECK-NOT:  module
