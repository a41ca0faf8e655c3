// Ops with the type and shape traits (SameOperandsElementType, SameOperandsAndResultElementType, SameOperandsShape, SameOperandsAndResultShape, SameOperandsAndResultType) accept what mlir-opt accepts: shapes with dynamic or unranked dims, element types across vectors and tensors.
// Expected text: mlir-opt 22 on the same input (its test dialect has these ops).
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect=%S/Inputs/testlike.td | FileCheck %s

// CHECK: func.func @ok(%arg0: i32, %arg1: vector<4xi32>, %arg2: tensor<4xi32>, %arg3: tensor<*xi32>, %arg4: tensor<?xi32>) {
// CHECK-NEXT:   %0 = "test.same_operand_element_type"(%arg1, %arg0) : (vector<4xi32>, i32) -> i1
// CHECK-NEXT:   %1 = "test.same_operand_and_result_element_type"(%arg1, %arg2) : (vector<4xi32>, tensor<4xi32>) -> tensor<2xi32>
// CHECK-NEXT:   "test.same_operand_shape"(%arg1, %arg2) : (vector<4xi32>, tensor<4xi32>) -> ()
// CHECK-NEXT:   "test.same_operand_shape"(%arg2, %arg3, %arg4) : (tensor<4xi32>, tensor<*xi32>, tensor<?xi32>) -> ()
// CHECK-NEXT:   %2 = "test.same_operand_and_result_shape"(%arg1) : (vector<4xi32>) -> tensor<4xi64>
// CHECK-NEXT:   %3 = "test.same_operand_and_result_type"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:   %4:2 = "test.same_operand_and_result_type"(%arg1) : (vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
// CHECK-NEXT:   return
// CHECK-NEXT: }
// GENERIC: "func.func"() <{function_type = (i32, vector<4xi32>, tensor<4xi32>, tensor<*xi32>, tensor<?xi32>) -> (), sym_name = "ok"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: vector<4xi32>, %arg2: tensor<4xi32>, %arg3: tensor<*xi32>, %arg4: tensor<?xi32>):
// GENERIC-NEXT:   %0 = "test.same_operand_element_type"(%arg1, %arg0) : (vector<4xi32>, i32) -> i1
// GENERIC-NEXT:   %1 = "test.same_operand_and_result_element_type"(%arg1, %arg2) : (vector<4xi32>, tensor<4xi32>) -> tensor<2xi32>
// GENERIC-NEXT:   "test.same_operand_shape"(%arg1, %arg2) : (vector<4xi32>, tensor<4xi32>) -> ()
// GENERIC-NEXT:   "test.same_operand_shape"(%arg2, %arg3, %arg4) : (tensor<4xi32>, tensor<*xi32>, tensor<?xi32>) -> ()
// GENERIC-NEXT:   %2 = "test.same_operand_and_result_shape"(%arg1) : (vector<4xi32>) -> tensor<4xi64>
// GENERIC-NEXT:   %3 = "test.same_operand_and_result_type"(%arg0, %arg0) : (i32, i32) -> i32
// GENERIC-NEXT:   %4:2 = "test.same_operand_and_result_type"(%arg1) : (vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
// GENERIC-NEXT:   "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @ok(%a: i32, %v: vector<4xi32>, %t: tensor<4xi32>, %u: tensor<*xi32>, %d: tensor<?xi32>) {
  %0 = "test.same_operand_element_type"(%v, %a) : (vector<4xi32>, i32) -> i1
  %1 = "test.same_operand_and_result_element_type"(%v, %t) : (vector<4xi32>, tensor<4xi32>) -> tensor<2xi32>
  "test.same_operand_shape"(%v, %t) : (vector<4xi32>, tensor<4xi32>) -> ()
  "test.same_operand_shape"(%t, %u, %d) : (tensor<4xi32>, tensor<*xi32>, tensor<?xi32>) -> ()
  %2 = "test.same_operand_and_result_shape"(%v) : (vector<4xi32>) -> tensor<4xi64>
  %3 = "test.same_operand_and_result_type"(%a, %a) : (i32, i32) -> i32
  %4:2 = "test.same_operand_and_result_type"(%v) : (vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
  return
}
