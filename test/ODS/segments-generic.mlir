// AttrSizedOperandSegments / AttrSizedResultSegments in the generic form: segment sizes move into the properties; a non-variadic group is not size-checked (as in mlir-opt).
// Expected text: mlir-opt 22 on the same input (its test dialect has these ops).
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td | FileCheck %s

// CHECK: func.func @f(%arg0: i32) {
// CHECK-NEXT:   "test.attr_sized_operands"(%arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (i32, i32, i32, i32) -> ()
// CHECK-NEXT:   "test.attr_sized_operands"(%arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 0, 1, 1>}> : (i32, i32, i32, i32) -> ()
// CHECK-NEXT:   "test.attr_sized_operands"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>}> : (i32) -> ()
// CHECK:   return
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT:   "test.attr_sized_operands"(%arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (i32, i32, i32, i32) -> ()
// GENERIC-NEXT:   "test.attr_sized_operands"(%arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 0, 1, 1>}> : (i32, i32, i32, i32) -> ()
// GENERIC-NEXT:   "test.attr_sized_operands"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>}> : (i32) -> ()
// GENERIC-NEXT:   %0:4 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 2, 1, 1>}> : () -> (i32, i32, i32, i32)
// GENERIC-NEXT:   %1 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 1, 0>}> : () -> i32
// GENERIC-NEXT:   "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @f(%c: i32) {
  "test.attr_sized_operands"(%c, %c, %c, %c) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (i32, i32, i32, i32) -> ()
  "test.attr_sized_operands"(%c, %c, %c, %c) <{operandSegmentSizes = array<i32: 2, 0, 1, 1>}> : (i32, i32, i32, i32) -> ()
  "test.attr_sized_operands"(%c) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>}> : (i32) -> ()
  %0:4 = "test.attr_sized_results"() {resultSegmentSizes = array<i32: 0, 2, 1, 1>} : () -> (i32, i32, i32, i32)
  %1 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 0, 1, 0>}> : () -> i32
  return
}
