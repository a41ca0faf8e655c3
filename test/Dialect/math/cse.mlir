// RUN: ropt %s -allow-unregistered-dialect -cse | FileCheck %s

// The math ops are free of memory effects, so -cse merges equal ones (expected output from
// mlir-opt 22).

// CHECK-LABEL: "x.test"() {name = "cse"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: i32):
// CHECK-NEXT:   %0 = math.sqrt %arg0 : f32
// CHECK-NEXT:   %1 = math.sqrt %arg0 fastmath<fast> : f32
// CHECK-NEXT:   %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT:   %2 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT:   %3 = math.ctlz %arg1 : i32
// CHECK-NEXT:   %4 = math.isnan %arg0 : f32
// CHECK-NEXT:   "x.use"(%0, %0, %1, %sin, %cos, %2, %2, %3, %3, %4, %4) : (f32, f32, f32, f32, f32, f32, f32, i32, i32, i1, i1) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "cse"} : () -> ()
"x.func"() ({
^bb0(%f: f32, %i: i32):
  %0 = math.sqrt %f : f32
  %1 = math.sqrt %f : f32
  %2 = math.sqrt %f fastmath<fast> : f32
  %3:2 = math.sincos %f : f32
  %4:2 = math.sincos %f : f32
  %5 = math.fpowi %f, %i : f32, i32
  %6 = math.fpowi %f, %i : f32, i32
  %7 = math.ctlz %i : i32
  %8 = math.ctlz %i : i32
  %9 = math.isnan %f : f32
  %10 = math.isnan %f : f32
  "x.use"(%0, %1, %2, %3#0, %4#1, %5, %6, %7, %8, %9, %10) : (f32, f32, f32, f32, f32, f32, f32, i32, i32, i1, i1) -> ()
  "x.return"() : () -> ()
}) : () -> ()

