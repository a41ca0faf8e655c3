// RUN: ropt -allow-unregistered-dialect -split-input-file -test-merge-blocks -verify-diagnostics %s | FileCheck %s
// Merging blocks in a conversion pattern, its undo when what the pattern created cannot be
// legalized, and inlining a region into its parent's block. The ops left unlegalized get a
// remark.

// CHECK-LABEL: @merge_blocks
func.func @merge_blocks(%arg0: i32, %arg1 : i32) -> (i32, i32) {
  //      CHECK: %[[R:.*]]:2 = "test.merge_blocks"() ({
  // CHECK-NEXT:   "test.return"(%arg0, %arg1) : (i32, i32) -> ()
  // CHECK-NEXT: }) : () -> (i32, i32)
  // CHECK-NEXT: "test.return"(%[[R]]#0, %[[R]]#1)
  %0:2 = "test.merge_blocks"() ({
  ^bb0:
     "test.br"(%arg0, %arg1)[^bb1] : (i32, i32) -> ()
  ^bb1(%arg3 : i32, %arg4 : i32):
     "test.return"(%arg3, %arg4) : (i32, i32) -> ()
  }) : () -> (i32, i32)
  "test.return"(%0#0, %0#1) : (i32, i32) -> ()
}

// -----

// The pattern merges the second block into the first after putting an illegal op in it:
// the op cannot be legalized, so the merge is undone.
// CHECK-LABEL: @undo_blocks_merge
func.func @undo_blocks_merge(%arg0: i32) {
  "test.undo_blocks_merge"() ({
    // expected-remark@-1 {{op 'test.undo_blocks_merge' is not legalizable}}
    // CHECK: "unregistered.return"(%arg0)[^[[BB:.*]]] : (i32) -> ()
    "unregistered.return"(%arg0)[^bb1] : (i32) -> ()
    // expected-remark@-1 {{op 'unregistered.return' is not legalizable}}
  // CHECK-NEXT: ^[[BB]](%[[A:.*]]: i32):
  ^bb1(%arg1 : i32):
    // CHECK-NEXT: "unregistered.return"(%[[A]]) : (i32) -> ()
    // CHECK-NOT: test.illegal_op_f
    "unregistered.return"(%arg1) : (i32) -> ()
    // expected-remark@-1 {{op 'unregistered.return' is not legalizable}}
  }) : () -> ()
}

// -----

// CHECK-LABEL: @inline_regions()
func.func @inline_regions() -> ()
{
  //      CHECK: "test.SingleBlockImplicitTerminator"() ({
  // CHECK-NEXT:   %[[T0:.*]] = "test.type_producer"
  // CHECK-NEXT:   "test.type_consumer"(%[[T0]])
  // CHECK-NEXT:   "test.finish"
  // CHECK-NEXT: }) : () -> ()
  // CHECK-NEXT: "test.return"() : () -> ()
  "test.SingleBlockImplicitTerminator"() ({
  ^bb0:
    %0 = "test.type_producer"() : () -> i32
    "test.SingleBlockImplicitTerminator"() ({
    ^bb1:
      "test.type_consumer"(%0) : (i32) -> ()
      "test.finish"() : () -> ()
    }) : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}
