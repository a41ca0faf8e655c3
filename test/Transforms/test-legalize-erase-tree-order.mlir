// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns="allow-pattern-rollback=1" | FileCheck %s --check-prefix=ROLLBACK
// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns="allow-pattern-rollback=0" | FileCheck %s --check-prefix=ONESHOT

// Erasing an op whose result is still used and whose regions hold ops and blocks (expected
// output from mlir-opt 22): the erasure is reported as a replacement first (with rollback the
// placeholder cast standing for the result is reported modified), then the nested ops depth
// first, each block right after its ops: first to last with rollback, last to first without.

func.func @erase_nested() {
  %0 = "test.erase_op"() ({
    "test.dummy_op_lvl_1"() ({
      "test.dummy_op_lvl_2"() : () -> ()
      "test.dummy_op_lvl_2b"() : () -> ()
    }, {
      "test.dummy_op_lvl_2c"() : () -> ()
    }) : () -> ()
    "test.dummy_op_lvl_1b"() : () -> ()
  }): () -> (i64)
  "test.drop_operands_and_replace_with_valid"(%0) : (i64) -> ()
}

// ROLLBACK: notifyOperationReplaced: test.erase_op
// ROLLBACK-NEXT: notifyOperationModified: builtin.unrealized_conversion_cast
// ROLLBACK-NEXT: notifyOperationModified: test.drop_operands_and_replace_with_valid
// ROLLBACK-NEXT: notifyOperationErased: test.dummy_op_lvl_2
// ROLLBACK-NEXT: notifyOperationErased: test.dummy_op_lvl_2b
// ROLLBACK-NEXT: notifyBlockErased
// ROLLBACK-NEXT: notifyOperationErased: test.dummy_op_lvl_2c
// ROLLBACK-NEXT: notifyBlockErased
// ROLLBACK-NEXT: notifyOperationErased: test.dummy_op_lvl_1
// ROLLBACK-NEXT: notifyOperationErased: test.dummy_op_lvl_1b
// ROLLBACK-NEXT: notifyBlockErased
// ROLLBACK-NEXT: notifyOperationErased: test.erase_op
// ROLLBACK-NEXT: notifyOperationInserted: test.valid, was unlinked
// ROLLBACK-NEXT: notifyOperationReplaced: test.drop_operands_and_replace_with_valid
// ROLLBACK-NEXT: notifyOperationErased: test.drop_operands_and_replace_with_valid

// ONESHOT: notifyOperationReplaced: test.erase_op
// ONESHOT-NEXT: notifyOperationModified: test.drop_operands_and_replace_with_valid
// ONESHOT-NEXT: notifyOperationErased: test.dummy_op_lvl_1b
// ONESHOT-NEXT: notifyOperationErased: test.dummy_op_lvl_2c
// ONESHOT-NEXT: notifyBlockErased
// ONESHOT-NEXT: notifyOperationErased: test.dummy_op_lvl_2b
// ONESHOT-NEXT: notifyOperationErased: test.dummy_op_lvl_2
// ONESHOT-NEXT: notifyBlockErased
// ONESHOT-NEXT: notifyOperationErased: test.dummy_op_lvl_1
// ONESHOT-NEXT: notifyBlockErased
// ONESHOT-NEXT: notifyOperationErased: test.erase_op
// ONESHOT-NEXT: notifyOperationInserted: test.valid, was unlinked
// ONESHOT-NEXT: notifyOperationReplaced: test.drop_operands_and_replace_with_valid
// ONESHOT-NEXT: notifyOperationErased: test.drop_operands_and_replace_with_valid
// ONESHOT-NEXT: module {
// ONESHOT-NEXT:   func.func @erase_nested() {
// ONESHOT-NEXT:     "test.valid"() : () -> ()
