// RUN: ropt -allow-unregistered-dialect -test-make-isolated-from-above=simple %s | FileCheck %s
// RUN: ropt -allow-unregistered-dialect -test-make-isolated-from-above=clone-ops-with-no-operands %s | FileCheck %s --check-prefix=CLONE1
// RUN: ropt -allow-unregistered-dialect -test-make-isolated-from-above=clone-ops-with-operands %s | FileCheck %s --check-prefix=CLONE2
// RUN: ropt -allow-unregistered-dialect -test-make-isolated-from-above %s | FileCheck %s --check-prefix=NONE

// Each test.one_region_with_operands_op becomes a test.isolated_one_region_op whose operands
// are its own followed by the values its region captured; the defining ops of captured values
// are cloned into the region when they have no operands (CLONE1) or always (CLONE2).
func.func @single_block(%arg0 : index, %arg1 : index) {
  %c0 = arith.constant 0: index
  %c1 = arith.constant 1 : index
  %e = arith.addi %arg0, %arg1 : index
  %d0 = arith.muli %e, %c1 : index
  %d1 = arith.subi %e, %c1 : index
  "test.one_region_with_operands_op"() ({
    "foo.yield"(%c0, %c1, %d0, %d1) : (index, index, index, index) -> ()
  }) : () -> ()
  return
}

func.func @multiple_blocks(%arg0 : index, %arg1 : index, %arg2 : index) {
  %c0 = arith.constant 0: index
  %c1 = arith.constant 1 : index
  %e = arith.addi %arg0, %arg1 : index
  %d1 = arith.divui %e, %c1 : index
  "test.one_region_with_operands_op"(%arg2) ({
    ^bb0(%b0 : index):
      cf.br ^bb1(%b0: index)
    ^bb1(%b1 : index):
    "foo.yield"(%c0, %c1, %e, %d1, %b1, %arg0) : (index, index, index, index, index, index) -> ()
  }) : (index) -> ()
  return
}

// Nothing captured: the operands stay as they are.
func.func @nothing_captured(%arg0 : index) {
  "test.one_region_with_operands_op"(%arg0) ({
  ^bb0(%b0 : index):
    "foo.yield"(%b0) : (index) -> ()
  }) : (index) -> ()
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @single_block(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.subi %0, %c1 : index
// CHECK-NEXT:     test.isolated_one_region_op %c0, %c1, %0, %1 {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
// CHECK-NEXT:       "foo.yield"(%arg2, %arg3, %arg4, %arg5) : (index, index, index, index) -> ()
// CHECK-NEXT:     } : index, index, index, index ->
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @multiple_blocks(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:     test.isolated_one_region_op %arg2, %c0, %c1, %0, %0, %arg0 {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index):
// CHECK-NEXT:       cf.br ^bb1
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       "foo.yield"(%arg4, %arg5, %arg6, %arg7, %arg3, %arg8) : (index, index, index, index, index, index) -> ()
// CHECK-NEXT:     } : index, index, index, index, index, index ->
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @nothing_captured(%arg0: index) {
// CHECK-NEXT:     test.isolated_one_region_op %arg0 {
// CHECK-NEXT:     ^bb0(%arg1: index):
// CHECK-NEXT:       "foo.yield"(%arg1) : (index) -> ()
// CHECK-NEXT:     } : index ->
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// CLONE1: module {
// CLONE1-LABEL: func.func @single_block(%arg0: index, %arg1: index) {
// CLONE1-NEXT:     %c1 = arith.constant 1 : index
// CLONE1-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CLONE1-NEXT:     %1 = arith.subi %0, %c1 : index
// CLONE1-NEXT:     test.isolated_one_region_op %0, %1 {
// CLONE1-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CLONE1-NEXT:       %c0 = arith.constant 0 : index
// CLONE1-NEXT:       %c1_0 = arith.constant 1 : index
// CLONE1-NEXT:       "foo.yield"(%c0, %c1_0, %arg2, %arg3) : (index, index, index, index) -> ()
// CLONE1-NEXT:     } : index, index ->
// CLONE1-NEXT:     return
// CLONE1-NEXT:   }
// CLONE1-LABEL: func.func @multiple_blocks(%arg0: index, %arg1: index, %arg2: index) {
// CLONE1-NEXT:     %0 = arith.addi %arg0, %arg1 : index
// CLONE1-NEXT:     test.isolated_one_region_op %arg2, %0, %0, %arg0 {
// CLONE1-NEXT:     ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
// CLONE1-NEXT:       %c0 = arith.constant 0 : index
// CLONE1-NEXT:       %c1 = arith.constant 1 : index
// CLONE1-NEXT:       cf.br ^bb1
// CLONE1-NEXT:     ^bb1:  // pred: ^bb0
// CLONE1-NEXT:       "foo.yield"(%c0, %c1, %arg4, %arg5, %arg3, %arg6) : (index, index, index, index, index, index) -> ()
// CLONE1-NEXT:     } : index, index, index, index ->
// CLONE1-NEXT:     return
// CLONE1-NEXT:   }
// CLONE1-LABEL: func.func @nothing_captured(%arg0: index) {
// CLONE1-NEXT:     test.isolated_one_region_op %arg0 {
// CLONE1-NEXT:     ^bb0(%arg1: index):
// CLONE1-NEXT:       "foo.yield"(%arg1) : (index) -> ()
// CLONE1-NEXT:     } : index ->
// CLONE1-NEXT:     return
// CLONE1-NEXT:   }
// CLONE1-NEXT: }

// CLONE2: module {
// CLONE2-LABEL: func.func @single_block(%arg0: index, %arg1: index) {
// CLONE2-NEXT:     test.isolated_one_region_op %arg0, %arg1 {
// CLONE2-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CLONE2-NEXT:       %c0 = arith.constant 0 : index
// CLONE2-NEXT:       %c1 = arith.constant 1 : index
// CLONE2-NEXT:       %0 = arith.addi %arg2, %arg3 : index
// CLONE2-NEXT:       %1 = arith.subi %0, %c1 : index
// CLONE2-NEXT:       "foo.yield"(%c0, %c1, %0, %1) : (index, index, index, index) -> ()
// CLONE2-NEXT:     } : index, index ->
// CLONE2-NEXT:     return
// CLONE2-NEXT:   }
// CLONE2-LABEL: func.func @multiple_blocks(%arg0: index, %arg1: index, %arg2: index) {
// CLONE2-NEXT:     test.isolated_one_region_op %arg2, %arg0, %arg1 {
// CLONE2-NEXT:     ^bb0(%arg3: index, %arg4: index, %arg5: index):
// CLONE2-NEXT:       %c0 = arith.constant 0 : index
// CLONE2-NEXT:       %c1 = arith.constant 1 : index
// CLONE2-NEXT:       %0 = arith.addi %arg4, %arg5 : index
// CLONE2-NEXT:       cf.br ^bb1
// CLONE2-NEXT:     ^bb1:  // pred: ^bb0
// CLONE2-NEXT:       "foo.yield"(%c0, %c1, %0, %0, %arg3, %arg4) : (index, index, index, index, index, index) -> ()
// CLONE2-NEXT:     } : index, index, index ->
// CLONE2-NEXT:     return
// CLONE2-NEXT:   }
// CLONE2-LABEL: func.func @nothing_captured(%arg0: index) {
// CLONE2-NEXT:     test.isolated_one_region_op %arg0 {
// CLONE2-NEXT:     ^bb0(%arg1: index):
// CLONE2-NEXT:       "foo.yield"(%arg1) : (index) -> ()
// CLONE2-NEXT:     } : index ->
// CLONE2-NEXT:     return
// CLONE2-NEXT:   }
// CLONE2-NEXT: }

// Without an option the pass changes nothing.
// NONE: "test.one_region_with_operands_op"() ({
// NONE-NOT: test.isolated_one_region_op
