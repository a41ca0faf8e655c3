// RUN: not ropt %s -convert-scf-to-cf 2>&1 | FileCheck %s
// The "see current operation" note of a conversion error at a nested op names its values
// as the enclosing function does (%arg0 here), as mlir-opt's local scope does.

// CHECK:      error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
// CHECK:      note: see current operation: {{$}}
// CHECK-NEXT: %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: tensor<8xf32>):
func.func @forall_out(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
