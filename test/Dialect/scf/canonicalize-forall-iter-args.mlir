// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// ForallOpIterArgsFolder: a shared_outs output whose block argument no op of the
// scf.forall.in_parallel terminator writes to (or whose result is unused) is dropped; its
// result and block argument become the output operand; the discardable attributes and the
// mapping stay. A loop left without results and with a pure body is then dead. Expected
// output from mlir-opt 22 -canonicalize.

// CHECK-LABEL: func.func @used_result(
// CHECK-SAME: %[[N:.*]]: index, %[[T:.*]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:   scf.forall (%{{.*}}) in (%[[N]]) {
// CHECK-NEXT:     "test.use"(%[[T]]) : (tensor<4xf32>) -> ()
// CHECK-NEXT:   } {tt.keep}
// CHECK-NEXT:   return %[[T]] : tensor<4xf32>
func.func @used_result(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%o) : (tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  } {tt.keep}
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @two_outputs(
// CHECK-SAME: %[[N:.*]]: index, %[[T:.*]]: tensor<4xf32>, %[[U:.*]]: tensor<2xi32>)
// CHECK-NEXT:   scf.forall (%[[I:.*]], %{{.*}}) in (%[[N]], 4) {
// CHECK-NEXT:     "test.use"(%[[I]], %[[T]], %[[U]]) : (index, tensor<4xf32>, tensor<2xi32>) -> ()
// CHECK-NEXT:   } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT:   return %[[U]], %[[T]] : tensor<2xi32>, tensor<4xf32>

func.func @two_outputs(%n: index, %t: tensor<4xf32>, %u: tensor<2xi32>) -> (tensor<2xi32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i, %j) in (%n, 4) shared_outs(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<2xi32>) {
    "test.use"(%i, %a, %b) : (index, tensor<4xf32>, tensor<2xi32>) -> ()
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return %r#1, %r#0 : tensor<2xi32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @unused(
// CHECK-NEXT:   return

func.func @unused(%n: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) = (0) to (%n) step (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}
