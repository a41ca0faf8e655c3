// RUN: ropt %s -mlir-print-op-generic | FileCheck %s

// Inherent attributes written in `cf.switch`'s attribute dictionary are properties (they
// replace what the cases give); `branch_weights` stays a discardable attribute.

// CHECK: "cf.switch"(%arg0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> {branch_weights = array<i32: 1, 2>} : (i32) -> ()
func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb1
  ] {case_values = dense<[7]> : vector<1xi32>, branch_weights = array<i32: 1, 2>, case_operand_segments = array<i32: 0>}
^bb1:
  return
}
