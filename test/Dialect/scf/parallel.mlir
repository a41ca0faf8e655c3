// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// scf.parallel, scf.reduce and scf.reduce.return (expected output from mlir-opt 22).

%lb, %ub, %st = "test.idx"() : () -> (index, index, index)
%f = "test.f"() : () -> f32
%i0 = "test.i"() : () -> i32
scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
  "test.use"(%i, %j) : (index, index) -> ()
  scf.reduce
}
%r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f, %i0) -> (f32, i32) {
  %v = "test.v"(%i) : (index) -> f32
  %w = "test.w"(%i) : (index) -> i32
  scf.reduce(%v, %w : f32, i32) {
  ^bb0(%l: f32, %q: f32):
    %s = "test.add"(%l, %q) : (f32, f32) -> f32
    scf.reduce.return %s : f32
  }, {
  ^bb0(%l: i32, %q: i32):
    scf.reduce.return %l : i32
  }
} {attr}
%r1 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
  %v = "test.v"(%i) : (index) -> f32
  scf.reduce(%v : f32) {
  ^bb0(%l: f32, %q: f32):
    scf.reduce.return %l : f32
  }
}

// CHECK: module {
// CHECK-NEXT: %0:3 = "test.idx"() : () -> (index, index, index)
// CHECK-NEXT: %1 = "test.f"() : () -> f32
// CHECK-NEXT: %2 = "test.i"() : () -> i32
// CHECK-NEXT: scf.parallel (%arg0, %arg1) = (%0#0, %0#0) to (%0#1, %0#1) step (%0#2, %0#2) {
// CHECK-NEXT: "test.use"(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %3:2 = scf.parallel (%arg0) = (%0#0) to (%0#1) step (%0#2) init (%1, %2) -> (f32, i32) {
// CHECK-NEXT: %5 = "test.v"(%arg0) : (index) -> f32
// CHECK-NEXT: %6 = "test.w"(%arg0) : (index) -> i32
// CHECK-NEXT: scf.reduce(%5, %6 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT: %7 = "test.add"(%arg1, %arg2) : (f32, f32) -> f32
// CHECK-NEXT: scf.reduce.return %7 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: scf.reduce.return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: } {attr}
// CHECK-NEXT: %4 = scf.parallel (%arg0) = (%0#0) to (%0#1) step (%0#2) init (%1) -> f32 {
// CHECK-NEXT: %5 = "test.v"(%arg0) : (index) -> f32
// CHECK-NEXT: scf.reduce(%5 : f32) {
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT: scf.reduce.return %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: %0:3 = "test.idx"() : () -> (index, index, index)
// GENERIC-NEXT: %1 = "test.f"() : () -> f32
// GENERIC-NEXT: %2 = "test.i"() : () -> i32
// GENERIC-NEXT: "scf.parallel"(%0#0, %0#0, %0#1, %0#1, %0#2, %0#2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg8: index, %arg9: index):
// GENERIC-NEXT: "test.use"(%arg8, %arg9) : (index, index) -> ()
// GENERIC-NEXT: "scf.reduce"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index, index, index, index) -> ()
// GENERIC-NEXT: %3:2 = "scf.parallel"(%0#0, %0#1, %0#2, %1, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
// GENERIC-NEXT: ^bb0(%arg3: index):
// GENERIC-NEXT: %6 = "test.v"(%arg3) : (index) -> f32
// GENERIC-NEXT: %7 = "test.w"(%arg3) : (index) -> i32
// GENERIC-NEXT: "scf.reduce"(%6, %7) ({
// GENERIC-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// GENERIC-NEXT: %8 = "test.add"(%arg6, %arg7) : (f32, f32) -> f32
// GENERIC-NEXT: "scf.reduce.return"(%8) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// GENERIC-NEXT: "scf.reduce.return"(%arg4) : (i32) -> ()
// GENERIC-NEXT: }) : (f32, i32) -> ()
// GENERIC-NEXT: }) {attr} : (index, index, index, f32, i32) -> (f32, i32)
// GENERIC-NEXT: %4 = "scf.parallel"(%0#0, %0#1, %0#2, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg0: index):
// GENERIC-NEXT: %5 = "test.v"(%arg0) : (index) -> f32
// GENERIC-NEXT: "scf.reduce"(%5) ({
// GENERIC-NEXT: ^bb0(%arg1: f32, %arg2: f32):
// GENERIC-NEXT: "scf.reduce.return"(%arg1) : (f32) -> ()
// GENERIC-NEXT: }) : (f32) -> ()
// GENERIC-NEXT: }) : (index, index, index, f32) -> f32
// GENERIC-NEXT: }) : () -> ()
