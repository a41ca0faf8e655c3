// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns=allow-pattern-rollback=0 -verify-diagnostics | FileCheck %s
// -test-legalize-patterns without rollback: a signature conversion moves the entry block's
// ops one at a time (each from before the next one) and notifies no user (outputs from
// mlir-opt 22).

// Users of converted entry-block arguments are notified as modified, each argument's users
// in turn; a sole user of an argument whose type changes is not when it is a registered op
// neither legal nor explicitly illegal.
// CHECK: notifyBlockInserted into func.func: was unlinked
// CHECK-NEXT: notifyOperationInserted: foo.use, previous = test.cast
// CHECK-NEXT: notifyOperationInserted: test.cast, previous = test.return
// CHECK-NEXT: notifyOperationInserted: test.return, was last in block
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
// CHECK-NEXT: notifyOperationInserted: test.return, was last in block
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
// CHECK-NEXT: notifyOperationInserted: test.type_consumer, previous = test.rewrite
// CHECK-NEXT: notifyOperationInserted: test.rewrite, previous = test.return
// CHECK-NEXT: notifyOperationInserted: test.return, was last in block
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
