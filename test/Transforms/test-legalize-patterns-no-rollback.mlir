// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns=allow-pattern-rollback=0 -verify-diagnostics | FileCheck %s
// -test-legalize-patterns without rollback (the one-shot driver): the notifications come as
// the IR changes, so a value replaced twice modifies its users twice.

// CHECK: notifyOperationInserted: test.legal_op_a, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.illegal_op_a
// CHECK-NEXT: notifyOperationErased: test.illegal_op_a
// CHECK-NEXT: notifyOperationInserted: test.legal_op_a, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.illegal_op_b
// CHECK-NEXT: notifyOperationErased: test.illegal_op_b
// CHECK-NEXT: notifyOperationInserted: test.illegal_op_e, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.illegal_op_c
// CHECK-NEXT: notifyOperationErased: test.illegal_op_c
// CHECK-NEXT: notifyOperationInserted: test.legal_op_a, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.illegal_op_e
// CHECK-NEXT: notifyOperationErased: test.illegal_op_e
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @direct() {
// CHECK-NEXT: %0 = "test.legal_op_a"() <{status = "Success"}> : () -> i32
// CHECK-NEXT: %1 = "test.legal_op_a"() <{status = "Failure"}> : () -> i32
// CHECK-NEXT: %2 = "test.legal_op_a"() <{status = "Success"}> : () -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @direct() {
  %a = "test.illegal_op_a"() : () -> (i32)
  %b = "test.illegal_op_b"() : () -> (i32)
  %c = "test.illegal_op_c"() : () -> (i32)
  // expected-remark@+1 {{op 'func.return' is not legalizable}}
  return
}

// -----

// CHECK: notifyOperationInserted: test.legal_op_a, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.illegal_op_a
// CHECK-NEXT: notifyOperationModified: test.return
// CHECK-NEXT: notifyOperationErased: test.illegal_op_a
// CHECK-NEXT: notifyOperationInserted: test.illegal_op_e, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.illegal_op_c
// CHECK-NEXT: notifyOperationModified: test.return
// CHECK-NEXT: notifyOperationErased: test.illegal_op_c
// CHECK-NEXT: notifyOperationInserted: test.legal_op_a, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.illegal_op_e
// CHECK-NEXT: notifyOperationModified: test.return
// CHECK-NEXT: notifyOperationErased: test.illegal_op_e
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @uses() -> i32 {
// CHECK-NEXT: %0 = "test.legal_op_a"() <{status = "Success"}> : () -> i32
// CHECK-NEXT: %1 = "test.legal_op_a"() <{status = "Success"}> : () -> i32
// CHECK-NEXT: "test.return"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @uses() -> i32 {
  %a = "test.illegal_op_a"() : () -> (i32)
  %c = "test.illegal_op_c"() : () -> (i32)
  "test.return"(%a, %c) : (i32, i32) -> ()
}

// -----

// CHECK: notifyOperationModified: test.recursive_rewrite
// CHECK-NEXT: notifyOperationModified: test.recursive_rewrite
// CHECK-NEXT: notifyOperationModified: test.recursive_rewrite
// CHECK-NEXT: notifyOperationModified: test.recursive_rewrite
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @countdown() {
// CHECK-NEXT: test.recursive_rewrite 0
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @countdown() {
  test.recursive_rewrite 4
  "test.return"() : () -> ()
}

// -----

// CHECK: notifyOperationModified: func.func
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @ext(f64, f16, f16) -> f64
// CHECK-NEXT: }
func.func private @ext(i64, i16, f32) -> i64

// -----

// CHECK: notifyOperationReplaced: test.rewrite
// CHECK-NEXT: notifyOperationModified: test.return
// CHECK-NEXT: notifyOperationErased: test.rewrite
// CHECK-NEXT: notifyOperationReplaced: test.erase_op
// CHECK-NEXT: notifyOperationErased: test.erase_op
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @erase() {
// CHECK-NEXT: %0 = "test.blackhole_producer"() : () -> i32
// CHECK-NEXT: "test.return"(%0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @erase() {
  // expected-remark@+1 {{op 'test.blackhole_producer' is not legalizable}}
  %p = "test.blackhole_producer"() : () -> (i32)
  %q = "test.rewrite"(%p) : (i32) -> i32
  "test.erase_op"() : () -> ()
  "test.return"(%q) : (i32) -> ()
}
