// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns=test-legalize-mode=full -verify-diagnostics | FileCheck %s
// A full conversion fails on an op no rule makes legal (unknown ops are legal only with a
// `test.dynamically_legal` attribute); the IR is left as it was.

// CHECK-LABEL: func @unknown_op
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: "foo.legal"() {test.dynamically_legal} : () -> ()
// expected-remark@+1 {{applyFullConversion failed}}
module {
  func.func @unknown_op() {
    // expected-error@+1 {{failed to legalize operation 'foo.op'}}
    "foo.op"() : () -> ()
    "foo.legal"() {test.dynamically_legal} : () -> ()
    "test.return"() : () -> ()
  }
}
