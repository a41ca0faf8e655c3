// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// Expected output from mlir-opt 22 -canonicalize.
// SimplifyTrivialLoops on a single-trip loop whose body yields its own iteration
// arguments: the loop's results become the initial values.

func.func @single_trip_yields_arg(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %s = arith.muli %x, %y : i32
    "test.use"(%s) : (i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  %m = arith.muli %r#0, %r#1 : i32
  return %m, %r#0 : i32, i32
}

// CHECK-LABEL: func.func @single_trip_yields_arg(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: %1 = arith.muli %arg1, %arg0 : i32
// CHECK-NEXT: return %1, %arg1 : i32, i32
