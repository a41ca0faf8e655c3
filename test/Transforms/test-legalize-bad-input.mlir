// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns -verify-diagnostics | FileCheck %s
// Bad input for the conversion driver: an illegal op no pattern applies to, a pattern that
// keeps applying to its own root (bounded recursion) deeper than mlir-opt's stack allows
// (mlir-opt 22 overflows its stack there; ropt's driver gives up at 10,000 levels). Each is a diagnostic and the IR is left as it was.

// CHECK-LABEL: func @no_pattern
// CHECK-NEXT: "test.illegal_op_f"() : () -> i32
// expected-remark@+1 {{applyPartialConversion failed}}
module {
  func.func @no_pattern() {
    // expected-error@+1 {{failed to legalize operation 'test.illegal_op_f'}}
    %0 = "test.illegal_op_f"() : () -> i32
    "test.return"() : () -> ()
  }
}

// -----

// CHECK-LABEL: func @too_deep
// CHECK-NEXT: test.recursive_rewrite 20000
// expected-remark@+1 {{applyPartialConversion failed}}
module {
  func.func @too_deep() {
    // expected-error@+1 {{failed to legalize operation 'test.recursive_rewrite' that was explicitly marked illegal}}
    test.recursive_rewrite 20000
    "test.return"() : () -> ()
  }
}
