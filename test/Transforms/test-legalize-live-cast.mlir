// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns -verify-diagnostics | FileCheck %s
// (Output and diagnostics from mlir-opt 22.)

// A conversion that fails only on a cast left live is not undone, and its notifications are
// given.
// CHECK: notifyOperationInserted: test.type_producer, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.type_producer
// CHECK-NEXT: notifyOperationModified: foo.use
// CHECK-NEXT: notifyOperationErased: test.type_producer
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: %0 = "test.type_producer"() : () -> f64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : f64 to f32
// CHECK-NEXT: "foo.use"(%1) : (f32) -> ()
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// expected-remark@below {{applyPartialConversion failed}}
module {
  func.func @f() {
    // expected-error@below {{failed to legalize unresolved materialization from ('f64') to ('f32') that remained live after conversion}}
    %0 = "test.type_producer"() : () -> f32
    // expected-note@below {{see existing live user here: "foo.use"(%1) : (f32) -> ()}}
    // expected-remark@below {{op 'foo.use' is not legalizable}}
    "foo.use"(%0) : (f32) -> ()
    "test.return"() : () -> ()
  }
}
