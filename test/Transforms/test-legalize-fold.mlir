// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns -verify-diagnostics | FileCheck %s
// Ops legalized by folding during -test-legalize-patterns (the default folding mode, before
// the patterns): a fold to an operand replaces the op, an in-place fold modifies it, and a
// fold's replacement is seen through the converted arguments; the notifications as MLIR's
// listener prints them (outputs from mlir-opt 22).

// CHECK: notifyOperationModified: test.op_with_region_fold
// CHECK-NEXT: notifyOperationReplaced: test.op_with_region_fold
// CHECK-NEXT: notifyOperationModified: test.return
// CHECK-NEXT: notifyOperationErased: foo.terminator
// CHECK-NEXT: notifyBlockErased
// CHECK-NEXT: notifyOperationErased: test.op_with_region_fold
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @region_fold(%arg0: i32) -> i32 {
// CHECK-NEXT: "test.return"(%arg0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @region_fold(%arg0: i32) -> i32 {
  %0 = "test.op_with_region_fold"(%arg0) ({
    "foo.terminator"() : () -> ()
  }) : (i32) -> i32
  "test.return"(%0) : (i32) -> ()
}

// -----

// CHECK: notifyOperationModified: test.op_in_place_self_fold
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @in_place() {
// CHECK-NEXT: %0 = "test.op_in_place_self_fold"() <{folded}> : () -> i32
// CHECK-NEXT: %1 = "test.op_in_place_self_fold"() <{folded}> : () -> i32
// CHECK-NEXT: "test.return"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @in_place() {
  %0 = "test.op_in_place_self_fold"() : () -> i32
  %1 = "test.op_in_place_self_fold"() <{folded}> : () -> i32
  "test.return"(%0, %1) : (i32, i32) -> ()
}

// -----

// The folded op's operand is a converted argument: its user sees the new argument.
// CHECK: notifyBlockInserted into func.func: was unlinked
// CHECK-NEXT: notifyOperationInserted: test.op_with_region_fold, was linked, exact position unknown
// CHECK-NEXT: notifyOperationInserted: test.invalid, was linked, exact position unknown
// CHECK-NEXT: notifyOperationModified: test.op_with_region_fold
// CHECK-NEXT: notifyBlockErased
// CHECK-NEXT: notifyOperationModified: func.func
// CHECK-NEXT: notifyOperationModified: test.op_with_region_fold
// CHECK-NEXT: notifyOperationReplaced: test.op_with_region_fold
// CHECK-NEXT: notifyOperationModified: test.invalid
// CHECK-NEXT: notifyOperationModified: test.invalid
// CHECK-NEXT: notifyOperationErased: foo.terminator
// CHECK-NEXT: notifyBlockErased
// CHECK-NEXT: notifyOperationErased: test.op_with_region_fold
// CHECK-NEXT: notifyOperationInserted: test.valid, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.invalid
// CHECK-NEXT: notifyOperationErased: test.invalid
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @fold_converted_arg(%arg0: f64) {
// CHECK-NEXT: "test.valid"(%arg0, %arg0) : (f64, f64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @fold_converted_arg(%arg0: i64) {
  %0 = "test.op_with_region_fold"(%arg0) ({
    "foo.terminator"() : () -> ()
  }) : (i64) -> i64
  "test.invalid"(%0, %0) : (i64, i64) -> ()
}
