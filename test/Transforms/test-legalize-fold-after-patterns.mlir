// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns=test-legalize-folding-mode=after-patterns -verify-diagnostics | FileCheck %s
// test-legalize-folding-mode=after-patterns: the patterns go first, so the in-place folding
// op not yet folded becomes a constant (outputs from mlir-opt 22).


// CHECK: notifyOperationInserted: test.constant, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.op_in_place_self_fold
// CHECK-NEXT: notifyOperationModified: test.return
// CHECK-NEXT: notifyOperationErased: test.op_in_place_self_fold
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @in_place() {
// CHECK-NEXT: %0 = "test.constant"() <{value = 97 : i32}> : () -> i32
// CHECK-NEXT: %1 = "test.op_in_place_self_fold"() <{folded}> : () -> i32
// CHECK-NEXT: "test.return"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @in_place() {
  %0 = "test.op_in_place_self_fold"() : () -> i32
  %1 = "test.op_in_place_self_fold"() <{folded}> : () -> i32
  "test.return"(%0, %1) : (i32, i32) -> ()
}

