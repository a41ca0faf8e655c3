// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.forall (normalized and lb/ub/step forms, shared_outs) and scf.forall.in_parallel
// (expected output from mlir-opt 22). Loops without results leave out their
// scf.forall.in_parallel terminator (parsing inserts it, printing elides it).

%n, %m = "test.idx"() : () -> (index, index)
%t = "test.t"() : () -> tensor<4xf32>
scf.forall (%i, %j) in (%n, 8) {
  "test.use"(%i, %j) : (index, index) -> ()
}
scf.forall (%i) = (%m) to (%n) step (2) {
  "test.use"(%i) : (index) -> ()
} {foo}
scf.forall (%i, %j) = (0, 0) to (%n, 4) step (1, 1) {
}
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  "test.use"(%o) : (tensor<4xf32>) -> ()
  scf.forall.in_parallel {
  }
}

// CHECK: module {
// CHECK-NEXT: %0:2 = "test.idx"() : () -> (index, index)
// CHECK-NEXT: %1 = "test.t"() : () -> tensor<4xf32>
// CHECK-NEXT: scf.forall (%arg0, %arg1) in (%0#0, 8) {
// CHECK-NEXT: "test.use"(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg0) = (%0#1) to (%0#0) step (2) {
// CHECK-NEXT: "test.use"(%arg0) : (index) -> ()
// CHECK-NEXT: } {foo}
// CHECK-NEXT: scf.forall (%arg0, %arg1) in (%0#0, 4) {
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.forall (%arg0) in (4) shared_outs(%arg1 = %1) -> (tensor<4xf32>) {
// CHECK-NEXT: "test.use"(%arg1) : (tensor<4xf32>) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: %0:2 = "test.idx"() : () -> (index, index)
// GENERIC-NEXT: %1 = "test.t"() : () -> tensor<4xf32>
// GENERIC-NEXT: "scf.forall"(%0#0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
// GENERIC-NEXT: ^bb0(%arg5: index, %arg6: index):
// GENERIC-NEXT: "test.use"(%arg5, %arg6) : (index, index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "scf.forall"(%0#1, %0#0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg4: index):
// GENERIC-NEXT: "test.use"(%arg4) : (index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) {foo} : (index, index) -> ()
// GENERIC-NEXT: "scf.forall"(%0#0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
// GENERIC-NEXT: ^bb0(%arg2: index, %arg3: index):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: %2 = "scf.forall"(%1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: tensor<4xf32>):
// GENERIC-NEXT: "test.use"(%arg1) : (tensor<4xf32>) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: }) : () -> ()
