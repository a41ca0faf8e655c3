// RUN: not ropt %s -convert-scf-to-cf -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// RUN: not ropt %s -convert-scf-to-cf -mlir-print-op-on-diagnostic=false -mlir-disable-threading 2>&1 | FileCheck %s
// RUN: not ropt %s -convert-scf-to-cf=allow-pattern-rollback=false -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// Two functions fail (their bodies are converted on worker threads): only the first error
// in the order of the input is reported, as the conversion stops there.

// CHECK:     first-error.mlir:[[@LINE+4]]:8: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
// CHECK-NOT: error
// CHECK-NOT: module
func.func @a(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
func.func @b(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
