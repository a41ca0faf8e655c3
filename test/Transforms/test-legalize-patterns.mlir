// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns -verify-diagnostics | FileCheck %s
// -test-legalize-patterns (partial mode, rollback allowed): the patterns applied, the
// rewriter's notifications as MLIR's listener prints them, the remarks of the ops left
// unlegalized and of a failed conversion (outputs from mlir-opt 22).

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

// CHECK: notifyBlockInserted into func.func: was unlinked
// CHECK-NEXT: notifyOperationInserted: test.invalid, was linked, exact position unknown
// CHECK-NEXT: notifyBlockErased
// CHECK-NEXT: notifyOperationModified: func.func
// CHECK-NEXT: notifyOperationInserted: test.valid, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.invalid
// CHECK-NEXT: notifyOperationErased: test.invalid
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @sig(%arg0: f64, %arg1: i43) {
// CHECK-NEXT: "test.valid"(%arg0, %arg1) : (f64, i43) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @sig(%a: i64, %b: i42) {
  "test.invalid"(%a, %b) : (i64, i42) -> ()
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
// CHECK-NEXT: func.func @split(%arg0: f16, %arg1: f16) {
// CHECK-NEXT: "test.return"(%arg0, %arg1) : (f16, f16) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @split(%x: f32) {
  "test.return"(%x) : (f32) -> ()
}

// -----

// CHECK: notifyBlockInserted into func.func: was unlinked
// CHECK-NEXT: notifyOperationInserted: func.call, was linked, exact position unknown
// CHECK-NEXT: notifyOperationInserted: func.return, was linked, exact position unknown
// CHECK-NEXT: notifyBlockErased
// CHECK-NEXT: notifyOperationModified: func.func
// CHECK-NEXT: notifyOperationInserted: func.call, was unlinked
// CHECK-NEXT: notifyOperationReplaced: func.call
// CHECK-NEXT: notifyOperationErased: func.call
// CHECK-NEXT: notifyOperationModified: func.func
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @call(%arg0: f64) {
// CHECK-NEXT: %0 = call @sig2(%arg0) : (f64) -> f64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @sig2(f64) -> f64
// CHECK-NEXT: }
func.func @call(%a: i64) {
  %r = call @sig2(%a) : (i64) -> i64
  // expected-remark@+1 {{op 'func.return' is not legalizable}}
  return
}
func.func private @sig2(i64) -> i64

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

// -----

// CHECK: module {
// CHECK-NEXT: func.func @illegal() {
// CHECK-NEXT: %0 = "test.illegal_op_f"() : () -> i32
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// expected-remark@+1 {{applyPartialConversion failed}}
module {
  func.func @illegal() {
    // expected-error@+1 {{failed to legalize operation 'test.illegal_op_f' that was explicitly marked illegal}}
    %0 = "test.illegal_op_f"() : () -> i32
    "test.return"() : () -> ()
  }
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @undone() {
// CHECK-NEXT: "test.create_illegal_block"() : () -> ()
// CHECK-NEXT: "test.illegal_op_with_region_anchor"() : () -> ()
// CHECK-NEXT: %0 = "test.type_producer"() : () -> f64
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @undone() {
  // expected-remark@+1 {{op 'test.create_illegal_block' is not legalizable}}
  "test.create_illegal_block"() : () -> ()
  // expected-remark@+1 {{op 'test.illegal_op_with_region_anchor' is not legalizable}}
  "test.illegal_op_with_region_anchor"() : () -> ()
  %0 = "test.type_producer"() : () -> f64
  "test.return"() : () -> ()
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @not_f64() {
// CHECK-NEXT: %0 = "test.type_producer"() : () -> i16
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// expected-remark@+1 {{applyPartialConversion failed}}
module {
  func.func @not_f64() {
    // expected-error@+1 {{failed to legalize operation 'test.type_producer' that was explicitly marked illegal}}
    %0 = "test.type_producer"() : () -> i16
    "test.return"() : () -> ()
  }
}
