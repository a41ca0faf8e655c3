// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns -verify-diagnostics | FileCheck %s
// -test-legalize-patterns with rollback: the notifications of a function's signature
// conversion (the entry block's ops moved, the users of the old arguments modified), as
// MLIR's listener prints them (outputs from mlir-opt 22).

// Users of converted entry-block arguments are notified as modified, each argument's users
// in turn; a sole user of an argument whose type changes is not when it is a registered op
// neither legal nor explicitly illegal.
// CHECK: notifyBlockInserted into func.func: was unlinked
// CHECK-NEXT: notifyOperationInserted: foo.use, was linked, exact position unknown
// CHECK-NEXT: notifyOperationInserted: test.cast, was linked, exact position unknown
// CHECK-NEXT: notifyOperationInserted: test.return, was linked, exact position unknown
// CHECK-NEXT: notifyOperationModified: foo.use
// CHECK-NEXT: notifyOperationModified: test.cast
// CHECK-NEXT: notifyOperationModified: foo.use
// CHECK-NEXT: notifyBlockErased
// CHECK-NEXT: notifyOperationModified: func.func
// CHECK-NEXT: notifyOperationInserted: test.cast, was unlinked
// CHECK-NEXT: notifyOperationReplaced: builtin.unrealized_conversion_cast
// CHECK-NEXT: notifyOperationModified: test.cast
// CHECK-NEXT: notifyOperationErased: builtin.unrealized_conversion_cast
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @users(%arg0: i1, %arg1: i43, %arg2: i1) {
// CHECK-NEXT: %0 = "test.cast"(%arg1) : (i43) -> i42
// CHECK-NEXT: "foo.use"(%arg0, %arg2) : (i1, i1) -> ()
// CHECK-NEXT: %1 = "test.cast"(%0) : (i42) -> i42
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @users(%a: i1, %b: i42, %c: i1) {
  // expected-remark@below {{op 'foo.use' is not legalizable}}
  "foo.use"(%a, %c) : (i1, i1) -> ()
  %0 = "test.cast"(%b) : (i42) -> i42
  "test.return"() : () -> ()
}

// -----

// CHECK: notifyBlockInserted into func.func: was unlinked
// CHECK-NEXT: notifyOperationInserted: test.return, was linked, exact position unknown
// CHECK-NEXT: notifyBlockErased
// CHECK-NEXT: notifyOperationModified: func.func
// CHECK-NEXT: notifyOperationInserted: test.return, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.return
// CHECK-NEXT: notifyOperationErased: test.return
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @sole_illegal_user(%arg0: f16, %arg1: f16) {
// CHECK-NEXT: "test.return"(%arg0, %arg1) : (f16, f16) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @sole_illegal_user(%a: f32) {
  "test.return"(%a) : (f32) -> ()
}

// -----

// CHECK: notifyBlockInserted into func.func: was unlinked
// CHECK-NEXT: notifyOperationInserted: test.type_consumer, was linked, exact position unknown
// CHECK-NEXT: notifyOperationInserted: test.rewrite, was linked, exact position unknown
// CHECK-NEXT: notifyOperationInserted: test.return, was linked, exact position unknown
// CHECK-NEXT: notifyOperationModified: test.rewrite
// CHECK-NEXT: notifyOperationModified: test.type_consumer
// CHECK-NEXT: notifyBlockErased
// CHECK-NEXT: notifyOperationModified: func.func
// CHECK-NEXT: notifyOperationInserted: test.type_consumer, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.type_consumer
// CHECK-NEXT: notifyOperationErased: test.type_consumer
// CHECK-NEXT: notifyOperationReplaced: test.rewrite
// CHECK-NEXT: notifyOperationErased: test.rewrite
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @two_users(%arg0: f64) {
// CHECK-NEXT: "test.type_consumer"(%arg0) : (f64) -> ()
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @two_users(%a: i64) {
  "test.type_consumer"(%a) : (i64) -> ()
  %0 = "test.rewrite"(%a) : (i64) -> i64
  "test.return"() : () -> ()
}

// -----

// A conversion that fails with rollback notifies nothing.
// CHECK-NOT: notify
// CHECK: module {
// CHECK-NEXT: func.func @failed(%arg0: f32) {
// CHECK-NEXT: "test.type_consumer"(%arg0) : (f32) -> ()
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// expected-remark@+1 {{applyPartialConversion failed}}
module {
  func.func @failed(%a: f32) {
    // expected-error@+1 {{failed to legalize operation 'test.type_consumer' that was explicitly marked illegal}}
    "test.type_consumer"(%a) : (f32) -> ()
    "test.return"() : () -> ()
  }
}
