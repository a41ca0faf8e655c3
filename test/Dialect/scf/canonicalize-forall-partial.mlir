// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// ForallOpSingleOrZeroIterationDimsFolder on loops where only some dimensions run once:
// those are dropped (their induction variables become the lower bounds, new constants for
// static ones), the other dimensions and the discardable attributes stay. Expected output
// from mlir-opt 22.

// CHECK-LABEL: func.func @partial(%arg0: index) {
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:  "test.use"(%arg1, %c3, %c0) : (index, index, index) -> ()
// CHECK-NEXT:  } {foo}
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @partial_in(%arg0: index, %arg1: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT:  "test.use"(%c0, %arg2) : (index, index) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @partial(%n: index) {
  %c0 = arith.constant 0 : index
  scf.forall (%i, %j, %k) = (0, 3, %c0) to (%n, 4, 1) step (1, 1, 1) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
  } {foo}
  return
}
func.func @partial_in(%n: index, %m: index) {
  scf.forall (%i, %j) in (1, %m) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
