// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns="allow-pattern-rollback=1" -verify-diagnostics | FileCheck %s --check-prefix=ROLLBACK
// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns="allow-pattern-rollback=0" -verify-diagnostics | FileCheck %s --check-prefix=ONESHOT

// Block signature conversions of a block that is not an isolated op's body (expected output
// from mlir-opt 22): an argument remapped to existing values (SignatureConversion::remap_input,
// twice the op's operand) or doubled. The rewriter's notes are mlir-opt's: the block's ops moved
// to a new block (at an unknown position with rollback, each from before the next without), the
// old block erased, the op's in-place change before all that with rollback and after without, and
// with rollback a user still there at the end noted as modified.

func.func @remap_block_arg() {
  %0 = "test.legal_op"() : () -> (i32)
  test.convert_block_args %0 replace_with_operand {
  ^bb0(%arg0: i32):
    "test.repetitive_1_to_n_consumer"(%arg0) : (i32) -> ()
  } : (i32) -> ()
  "test.return"() : () -> ()
}

func.func @duplicate_two_args() {
  test.convert_block_args duplicate {
  ^bb0(%arg0: i64, %arg1: f32):
    // expected-remark @below {{op 'test.foo' is not legalizable}}
    "test.foo"(%arg1) : (f32) -> ()
    "test.repetitive_1_to_n_consumer"(%arg0) : (i64) -> ()
  } : () -> ()
  "test.return"() : () -> ()
}

// ROLLBACK: notifyOperationModified: test.convert_block_args
// ROLLBACK-NEXT: notifyBlockInserted into test.convert_block_args: was unlinked
// ROLLBACK-NEXT: notifyOperationInserted: test.repetitive_1_to_n_consumer, was linked, exact position unknown
// ROLLBACK-NEXT: notifyBlockErased
// ROLLBACK-NEXT: notifyOperationInserted: test.valid, was unlinked
// ROLLBACK-NEXT: notifyOperationReplaced: test.repetitive_1_to_n_consumer
// ROLLBACK-NEXT: notifyOperationErased: test.repetitive_1_to_n_consumer
// ROLLBACK-NEXT: notifyOperationModified: test.convert_block_args
// ROLLBACK-NEXT: notifyBlockInserted into test.convert_block_args: was unlinked
// ROLLBACK-NEXT: notifyOperationInserted: test.foo, was linked, exact position unknown
// ROLLBACK-NEXT: notifyOperationInserted: test.repetitive_1_to_n_consumer, was linked, exact position unknown
// ROLLBACK-NEXT: notifyOperationModified: test.foo
// ROLLBACK-NEXT: notifyBlockErased
// ROLLBACK-NEXT: notifyOperationInserted: test.valid, was unlinked
// ROLLBACK-NEXT: notifyOperationReplaced: test.repetitive_1_to_n_consumer
// ROLLBACK-NEXT: notifyOperationErased: test.repetitive_1_to_n_consumer
// ROLLBACK-NEXT: notifyOperationInserted: test.cast, was unlinked
// ROLLBACK-NEXT: notifyOperationReplaced: builtin.unrealized_conversion_cast
// ROLLBACK-NEXT: notifyOperationModified: test.foo
// ROLLBACK-NEXT: notifyOperationErased: builtin.unrealized_conversion_cast
// ROLLBACK-NEXT: module {
// ROLLBACK-NEXT:   func.func @remap_block_arg() {
// ROLLBACK-NEXT:     %0 = "test.legal_op"() : () -> i32
// ROLLBACK-NEXT:     test.convert_block_args %0 is_legal replace_with_operand {
// ROLLBACK-NEXT:       "test.valid"(%0, %0) : (i32, i32) -> ()
// ROLLBACK-NEXT:     } : (i32) -> ()
// ROLLBACK-NEXT:     "test.return"() : () -> ()
// ROLLBACK-NEXT:   }
// ROLLBACK-NEXT:   func.func @duplicate_two_args() {
// ROLLBACK-NEXT:     test.convert_block_args  is_legal duplicate {
// ROLLBACK-NEXT:     ^bb0(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: f32):
// ROLLBACK-NEXT:       %0 = "test.cast"(%arg2, %arg3) : (f32, f32) -> f32
// ROLLBACK-NEXT:       "test.foo"(%0) : (f32) -> ()
// ROLLBACK-NEXT:       "test.valid"(%arg0, %arg1) : (i64, i64) -> ()
// ROLLBACK-NEXT:     } : () -> ()
// ROLLBACK-NEXT:     "test.return"() : () -> ()
// ROLLBACK-NEXT:   }
// ROLLBACK-NEXT: }

// ONESHOT: notifyBlockInserted into test.convert_block_args: was unlinked
// ONESHOT-NEXT: notifyOperationInserted: test.repetitive_1_to_n_consumer, was last in block
// ONESHOT-NEXT: notifyBlockErased
// ONESHOT-NEXT: notifyOperationModified: test.convert_block_args
// ONESHOT-NEXT: notifyOperationInserted: test.valid, was unlinked
// ONESHOT-NEXT: notifyOperationReplaced: test.repetitive_1_to_n_consumer
// ONESHOT-NEXT: notifyOperationErased: test.repetitive_1_to_n_consumer
// ONESHOT-NEXT: notifyBlockInserted into test.convert_block_args: was unlinked
// ONESHOT-NEXT: notifyOperationInserted: test.foo, previous = test.repetitive_1_to_n_consumer
// ONESHOT-NEXT: notifyOperationInserted: test.repetitive_1_to_n_consumer, was last in block
// ONESHOT-NEXT: notifyBlockErased
// ONESHOT-NEXT: notifyOperationModified: test.convert_block_args
// ONESHOT-NEXT: notifyOperationInserted: test.valid, was unlinked
// ONESHOT-NEXT: notifyOperationReplaced: test.repetitive_1_to_n_consumer
// ONESHOT-NEXT: notifyOperationErased: test.repetitive_1_to_n_consumer
// ONESHOT-NEXT: notifyOperationInserted: test.cast, was unlinked
// ONESHOT-NEXT: notifyOperationReplaced: builtin.unrealized_conversion_cast
// ONESHOT-NEXT: notifyOperationModified: test.foo
// ONESHOT-NEXT: notifyOperationErased: builtin.unrealized_conversion_cast
// ONESHOT-NEXT: module {
// ONESHOT-NEXT:   func.func @remap_block_arg() {
// ONESHOT-NEXT:     %0 = "test.legal_op"() : () -> i32
// ONESHOT-NEXT:     test.convert_block_args %0 is_legal replace_with_operand {
// ONESHOT-NEXT:       "test.valid"(%0, %0) : (i32, i32) -> ()
// ONESHOT-NEXT:     } : (i32) -> ()
// ONESHOT-NEXT:     "test.return"() : () -> ()
// ONESHOT-NEXT:   }
// ONESHOT-NEXT:   func.func @duplicate_two_args() {
// ONESHOT-NEXT:     test.convert_block_args  is_legal duplicate {
// ONESHOT-NEXT:     ^bb0(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: f32):
// ONESHOT-NEXT:       %0 = "test.cast"(%arg2, %arg3) : (f32, f32) -> f32
// ONESHOT-NEXT:       "test.foo"(%0) : (f32) -> ()
// ONESHOT-NEXT:       "test.valid"(%arg0, %arg1) : (i64, i64) -> ()
// ONESHOT-NEXT:     } : () -> ()
// ONESHOT-NEXT:     "test.return"() : () -> ()
// ONESHOT-NEXT:   }
// ONESHOT-NEXT: }
