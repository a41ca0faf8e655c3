// RUN: ropt %s -math-expand-ops=ops=tanh,fma | FileCheck %s
// RUN: ropt %s '-math-expand-ops=ops=asinh' | FileCheck %s --check-prefix=ASINH
// RUN: ropt %s '-pass-pipeline=builtin.module(func.func(math-expand-ops{ops=ctlz,sinh}))' | FileCheck %s --check-prefix=NESTED
// The ops option keeps only the expansions of the listed ops: asinh alone leaves the fma it
// builds. The pass also runs nested on functions.

func.func @f(%a: f32, %b: f32, %i: i8) -> (f32, f32, f32, f32, i8) {
  %0 = math.tanh %a : f32
  %1 = math.fma %a, %b, %a : f32
  %2 = math.asinh %a : f32
  %3 = math.sinh %a : f32
  %4 = math.ctlz %i : i8
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, i8
}

// CHECK: module {
// CHECK-LABEL:   func.func @f(%arg0: f32, %arg1: f32, %arg2: i8) -> (f32, f32, f32, f32, i8) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.cmpf olt, %arg0, %cst : f32
// CHECK-NEXT:     %1 = arith.uitofp %0 : i1 to f32
// CHECK-NEXT:     %2 = arith.mulf %1, %cst_1 : f32
// CHECK-NEXT:     %3 = arith.addf %2, %cst_0 : f32
// CHECK-NEXT:     %4 = arith.mulf %3, %arg0 : f32
// CHECK-NEXT:     %5 = arith.mulf %4, %cst_1 : f32
// CHECK-NEXT:     %6 = math.exp %5 : f32
// CHECK-NEXT:     %7 = arith.subf %cst_0, %6 : f32
// CHECK-NEXT:     %8 = arith.addf %6, %cst_0 : f32
// CHECK-NEXT:     %9 = arith.divf %7, %8 : f32
// CHECK-NEXT:     %10 = arith.mulf %3, %9 : f32
// CHECK-NEXT:     %11 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT:     %12 = arith.addf %11, %arg0 : f32
// CHECK-NEXT:     %13 = math.asinh %arg0 : f32
// CHECK-NEXT:     %14 = math.sinh %arg0 : f32
// CHECK-NEXT:     %15 = math.ctlz %arg2 : i8
// CHECK-NEXT:     return %10, %12, %13, %14, %15 : f32, f32, f32, f32, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ASINH: module {
// ASINH-LABEL:   func.func @f(%arg0: f32, %arg1: f32, %arg2: i8) -> (f32, f32, f32, f32, i8) {
// ASINH-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ASINH-NEXT:     %0 = math.tanh %arg0 : f32
// ASINH-NEXT:     %1 = math.fma %arg0, %arg1, %arg0 : f32
// ASINH-NEXT:     %2 = math.fma %arg0, %arg0, %cst : f32
// ASINH-NEXT:     %3 = math.sqrt %2 : f32
// ASINH-NEXT:     %4 = arith.addf %arg0, %3 : f32
// ASINH-NEXT:     %5 = math.log %4 : f32
// ASINH-NEXT:     %6 = math.sinh %arg0 : f32
// ASINH-NEXT:     %7 = math.ctlz %arg2 : i8
// ASINH-NEXT:     return %0, %1, %5, %6, %7 : f32, f32, f32, f32, i8
// ASINH-NEXT:   }
// ASINH-NEXT: }

// NESTED: module {
// NESTED-LABEL:   func.func @f(%arg0: f32, %arg1: f32, %arg2: i8) -> (f32, f32, f32, f32, i8) {
// NESTED-NEXT:     %c8_i8 = arith.constant 8 : i8
// NESTED-NEXT:     %c127_i8 = arith.constant 127 : i8
// NESTED-NEXT:     %c1_i8 = arith.constant 1 : i8
// NESTED-NEXT:     %c63_i8 = arith.constant 63 : i8
// NESTED-NEXT:     %c2_i8 = arith.constant 2 : i8
// NESTED-NEXT:     %c15_i8 = arith.constant 15 : i8
// NESTED-NEXT:     %c4_i8 = arith.constant 4 : i8
// NESTED-NEXT:     %c0_i8 = arith.constant 0 : i8
// NESTED-NEXT:     %cst = arith.constant 5.000000e-01 : f32
// NESTED-NEXT:     %0 = math.tanh %arg0 : f32
// NESTED-NEXT:     %1 = math.fma %arg0, %arg1, %arg0 : f32
// NESTED-NEXT:     %2 = math.asinh %arg0 : f32
// NESTED-NEXT:     %3 = math.exp %arg0 : f32
// NESTED-NEXT:     %4 = arith.negf %arg0 : f32
// NESTED-NEXT:     %5 = math.exp %4 : f32
// NESTED-NEXT:     %6 = arith.subf %3, %5 : f32
// NESTED-NEXT:     %7 = arith.mulf %6, %cst : f32
// NESTED-NEXT:     %8 = arith.cmpi ule, %arg2, %c15_i8 : i8
// NESTED-NEXT:     %9 = arith.shli %arg2, %c4_i8 : i8
// NESTED-NEXT:     %10 = arith.select %8, %9, %arg2 : i8
// NESTED-NEXT:     %11 = arith.select %8, %c4_i8, %c0_i8 : i8
// NESTED-NEXT:     %12 = arith.cmpi ule, %10, %c63_i8 : i8
// NESTED-NEXT:     %13 = arith.addi %11, %c2_i8 : i8
// NESTED-NEXT:     %14 = arith.shli %10, %c2_i8 : i8
// NESTED-NEXT:     %15 = arith.select %12, %14, %10 : i8
// NESTED-NEXT:     %16 = arith.select %12, %13, %11 : i8
// NESTED-NEXT:     %17 = arith.cmpi ule, %15, %c127_i8 : i8
// NESTED-NEXT:     %18 = arith.addi %16, %c1_i8 : i8
// NESTED-NEXT:     %19 = arith.select %17, %18, %16 : i8
// NESTED-NEXT:     %20 = arith.cmpi eq, %arg2, %c0_i8 : i8
// NESTED-NEXT:     %21 = arith.select %20, %c8_i8, %19 : i8
// NESTED-NEXT:     return %0, %1, %2, %7, %21 : f32, f32, f32, f32, i8
// NESTED-NEXT:   }
// NESTED-NEXT: }
