// An optional operand, an optional result and a variadic group anchoring an optional group, with operandSegmentSizes inferred by the parser.
// Expected text: mlir-opt 22 on the same input (its test dialect has these ops).
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td | FileCheck %s

// CHECK: func.func @f(%arg0: i64, %arg1: i64) {
// CHECK-NEXT:   %0 = test.format_optional_operand_result_a_op(%arg0 : i64) : i64
// CHECK-NEXT:   test.format_optional_operand_result_a_op( : ) : 
// CHECK-NEXT:   %1 = test.format_optional_operand_result_a_op( : ) : i64[%arg0, %arg1]
// CHECK-NEXT:   test.format_optional_operand_result_a_op(%arg1 : i64) : [%arg0]
// CHECK-NEXT:   %2 = test.format_optional_operand_result_a_op(%arg0 : i64) : i64[%arg1] {attr}
// CHECK-NEXT:   return
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = (i64, i64) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i64, %arg1: i64):
// GENERIC-NEXT:   %0 = "test.format_optional_operand_result_a_op"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
// GENERIC-NEXT:   "test.format_optional_operand_result_a_op"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC-NEXT:   %1 = "test.format_optional_operand_result_a_op"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 2>}> : (i64, i64) -> i64
// GENERIC-NEXT:   "test.format_optional_operand_result_a_op"(%arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> : (i64, i64) -> ()
// GENERIC-NEXT:   %2 = "test.format_optional_operand_result_a_op"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> {attr} : (i64, i64) -> i64
// GENERIC-NEXT:   "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @f(%a: i64, %b: i64) {
  %0 = test.format_optional_operand_result_a_op(%a : i64) : i64
  test.format_optional_operand_result_a_op( : ) :
  %1 = test.format_optional_operand_result_a_op( : ) : i64 [%a, %b]
  test.format_optional_operand_result_a_op(%b : i64) : [%a]
  %2 = test.format_optional_operand_result_a_op(%a : i64) : i64 [%b] {attr}
  return
}
