// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns="allow-pattern-rollback=0" | FileCheck %s --check-prefix=ONESHOT
// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns="allow-pattern-rollback=1" | FileCheck %s --check-prefix=ROLLBACK
// -test-legalize-patterns: one pattern replaces an op 1:2 by test.step_1, then replaces that
// 1:2 again by test.legal_op; without rollback the user sees the four values through a tree
// of 2:1 test.casts (outputs from mlir-opt 22). With rollback, one 4:1 cast (the second
// replacement's values spliced into the cast the first one made).

// ROLLBACK-LABEL: func.func @two_doublings() {
// ROLLBACK-NEXT: %0:4 = "test.legal_op"() : () -> (f16, f16, f16, f16)
// ROLLBACK-NEXT: %1 = "test.cast"(%0#0, %0#1, %0#2, %0#3) : (f16, f16, f16, f16) -> f16
// ROLLBACK-NEXT: "test.valid"(%1) : (f16) -> ()
// ROLLBACK-NEXT: }

// ONESHOT: notifyOperationInserted: test.step_1, was unlinked
// ONESHOT: notifyOperationReplaced: test.multiple_1_to_n_replacement
// ONESHOT: notifyOperationErased: test.multiple_1_to_n_replacement
// ONESHOT: notifyOperationInserted: test.legal_op, was unlinked
// ONESHOT: notifyOperationReplaced: test.step_1
// ONESHOT: notifyOperationErased: test.step_1
// ONESHOT-LABEL: func.func @two_doublings() {
// ONESHOT-NEXT: %0:4 = "test.legal_op"() : () -> (f16, f16, f16, f16)
// ONESHOT-NEXT: %1 = "test.cast"(%0#2, %0#3) : (f16, f16) -> f16
// ONESHOT-NEXT: %2 = "test.cast"(%0#0, %0#1) : (f16, f16) -> f16
// ONESHOT-NEXT: %3 = "test.cast"(%2, %1) : (f16, f16) -> f16
// ONESHOT-NEXT: "test.valid"(%3) : (f16) -> ()
// ONESHOT-NEXT: }
func.func @two_doublings() {
  %0 = "test.multiple_1_to_n_replacement"() : () -> (f16)
  "test.invalid"(%0) : (f16) -> ()
}
