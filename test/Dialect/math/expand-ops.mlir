// RUN: ropt %s -math-expand-ops | FileCheck %s
// Every expansion of -math-expand-ops on f32 scalars: the constants they build are hoisted
// to the entry block and shared, dead ops are erased, and expansions that build expandable
// ops (asinh/acosh build fma, fpowi builds powf, roundeven builds round) expand those too.
// math.floor has no expansion in mlir-opt 22.

func.func @hyperbolic(%a: f32) -> (f32, f32, f32, f32, f32, f32) {
  %0 = math.sinh %a : f32
  %1 = math.cosh %a : f32
  %2 = math.tanh %a : f32
  %3 = math.asinh %a : f32
  %4 = math.acosh %a : f32
  %5 = math.atanh %a : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

func.func @misc(%a: f32, %b: f32, %c: f32, %i: i32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = math.tan %a : f32
  %1 = math.fma %a, %b, %c : f32
  %2 = math.ceil %a : f32
  %3 = math.exp2 %a : f32
  %4 = math.powf %a, %b : f32
  %5 = math.fpowi %a, %i : f32, i32
  %6 = math.rsqrt %a : f32
  %7 = math.clampf %a to [%b, %c] fastmath<nnan> : f32
  %8 = math.floor %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @round(%a: f32) -> (f32, f32) {
  %0 = math.round %a : f32
  %1 = math.roundeven %a : f32
  return %0, %1 : f32, f32
}

func.func @ctlz(%i: i32) -> i32 {
  %0 = math.ctlz %i : i32
  return %0 : i32
}

func.func @nested(%c: i1, %a: f32) -> f32 {
  %r = scf.if %c -> f32 {
    %0 = math.tan %a : f32
    scf.yield %0 : f32
  } else {
    %1 = math.sinh %a : f32
    scf.yield %1 : f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-LABEL:   func.func @hyperbolic(%arg0: f32) -> (f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %0 = math.exp %arg0 : f32
// CHECK-NEXT:     %1 = arith.negf %arg0 : f32
// CHECK-NEXT:     %2 = math.exp %1 : f32
// CHECK-NEXT:     %3 = arith.subf %0, %2 : f32
// CHECK-NEXT:     %4 = arith.mulf %3, %cst_3 : f32
// CHECK-NEXT:     %5 = math.exp %arg0 : f32
// CHECK-NEXT:     %6 = arith.negf %arg0 : f32
// CHECK-NEXT:     %7 = math.exp %6 : f32
// CHECK-NEXT:     %8 = arith.addf %5, %7 : f32
// CHECK-NEXT:     %9 = arith.mulf %8, %cst_3 : f32
// CHECK-NEXT:     %10 = arith.cmpf olt, %arg0, %cst_2 : f32
// CHECK-NEXT:     %11 = arith.uitofp %10 : i1 to f32
// CHECK-NEXT:     %12 = arith.mulf %11, %cst_0 : f32
// CHECK-NEXT:     %13 = arith.addf %12, %cst_1 : f32
// CHECK-NEXT:     %14 = arith.mulf %13, %arg0 : f32
// CHECK-NEXT:     %15 = arith.mulf %14, %cst_0 : f32
// CHECK-NEXT:     %16 = math.exp %15 : f32
// CHECK-NEXT:     %17 = arith.subf %cst_1, %16 : f32
// CHECK-NEXT:     %18 = arith.addf %16, %cst_1 : f32
// CHECK-NEXT:     %19 = arith.divf %17, %18 : f32
// CHECK-NEXT:     %20 = arith.mulf %13, %19 : f32
// CHECK-NEXT:     %21 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:     %22 = arith.addf %21, %cst_1 : f32
// CHECK-NEXT:     %23 = math.sqrt %22 : f32
// CHECK-NEXT:     %24 = arith.addf %arg0, %23 : f32
// CHECK-NEXT:     %25 = math.log %24 : f32
// CHECK-NEXT:     %26 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:     %27 = arith.addf %26, %cst : f32
// CHECK-NEXT:     %28 = math.sqrt %27 : f32
// CHECK-NEXT:     %29 = arith.addf %arg0, %28 : f32
// CHECK-NEXT:     %30 = math.log %29 : f32
// CHECK-NEXT:     %31 = arith.addf %arg0, %cst_1 : f32
// CHECK-NEXT:     %32 = arith.negf %arg0 : f32
// CHECK-NEXT:     %33 = arith.addf %32, %cst_1 : f32
// CHECK-NEXT:     %34 = arith.divf %31, %33 : f32
// CHECK-NEXT:     %35 = math.log %34 : f32
// CHECK-NEXT:     %36 = arith.mulf %35, %cst_3 : f32
// CHECK-NEXT:     return %4, %9, %20, %25, %30, %36 : f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @misc(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = math.sin %arg0 : f32
// CHECK-NEXT:     %1 = math.cos %arg0 : f32
// CHECK-NEXT:     %2 = arith.divf %0, %1 : f32
// CHECK-NEXT:     %3 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT:     %4 = arith.addf %3, %arg2 : f32
// CHECK-NEXT:     %5 = arith.fptosi %arg0 : f32 to i64
// CHECK-NEXT:     %6 = arith.sitofp %5 : i64 to f32
// CHECK-NEXT:     %7 = math.copysign %6, %arg0 : f32
// CHECK-NEXT:     %8 = arith.cmpf ogt, %arg0, %7 : f32
// CHECK-NEXT:     %9 = arith.select %8, %cst_0, %cst_1 : f32
// CHECK-NEXT:     %10 = arith.addf %7, %9 : f32
// CHECK-NEXT:     %11 = arith.mulf %arg0, %cst : f32
// CHECK-NEXT:     %12 = math.exp %11 : f32
// CHECK-NEXT:     %13 = math.log %arg0 : f32
// CHECK-NEXT:     %14 = arith.mulf %arg1, %13 : f32
// CHECK-NEXT:     %15 = math.exp %14 : f32
// CHECK-NEXT:     %16 = arith.sitofp %arg3 : i32 to f32
// CHECK-NEXT:     %17 = math.log %arg0 : f32
// CHECK-NEXT:     %18 = arith.mulf %16, %17 : f32
// CHECK-NEXT:     %19 = math.exp %18 : f32
// CHECK-NEXT:     %20 = math.sqrt %arg0 : f32
// CHECK-NEXT:     %21 = arith.divf %cst_0, %20 : f32
// CHECK-NEXT:     %22 = arith.minimumf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:     %23 = arith.maximumf %22, %arg2 fastmath<nnan> : f32
// CHECK-NEXT:     %24 = math.floor %arg0 : f32
// CHECK-NEXT:     return %2, %4, %10, %12, %15, %19, %21, %23, %24 : f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @round(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT:     %c8388607_i32 = arith.constant 8388607 : i32
// CHECK-NEXT:     %c4194304_i32 = arith.constant 4194304 : i32
// CHECK-NEXT:     %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:     %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT:     %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:     %0 = math.copysign %cst_0, %arg0 : f32
// CHECK-NEXT:     %1 = arith.addf %arg0, %0 : f32
// CHECK-NEXT:     %2 = arith.fptosi %1 : f32 to i64
// CHECK-NEXT:     %3 = arith.sitofp %2 : i64 to f32
// CHECK-NEXT:     %4 = math.copysign %3, %1 : f32
// CHECK-NEXT:     %5 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:     %6 = arith.shrui %5, %c23_i32 : i32
// CHECK-NEXT:     %7 = arith.andi %6, %c255_i32 : i32
// CHECK-NEXT:     %8 = arith.subi %7, %c127_i32 : i32
// CHECK-NEXT:     %9 = arith.cmpi sge, %8, %c23_i32 : i32
// CHECK-NEXT:     %10 = arith.select %9, %arg0, %4 : f32
// CHECK-NEXT:     %11 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:     %12 = math.copysign %cst_0, %arg0 : f32
// CHECK-NEXT:     %13 = arith.addf %arg0, %12 : f32
// CHECK-NEXT:     %14 = arith.fptosi %13 : f32 to i64
// CHECK-NEXT:     %15 = arith.sitofp %14 : i64 to f32
// CHECK-NEXT:     %16 = math.copysign %15, %13 : f32
// CHECK-NEXT:     %17 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:     %18 = arith.shrui %17, %c23_i32 : i32
// CHECK-NEXT:     %19 = arith.andi %18, %c255_i32 : i32
// CHECK-NEXT:     %20 = arith.subi %19, %c127_i32 : i32
// CHECK-NEXT:     %21 = arith.cmpi sge, %20, %c23_i32 : i32
// CHECK-NEXT:     %22 = arith.select %21, %arg0, %16 : f32
// CHECK-NEXT:     %23 = arith.bitcast %22 : f32 to i32
// CHECK-NEXT:     %24 = arith.shrui %11, %c23_i32 : i32
// CHECK-NEXT:     %25 = arith.andi %24, %c255_i32 : i32
// CHECK-NEXT:     %26 = arith.subi %25, %c127_i32 : i32
// CHECK-NEXT:     %27 = arith.shrui %23, %c23_i32 : i32
// CHECK-NEXT:     %28 = arith.andi %27, %c255_i32 : i32
// CHECK-NEXT:     %29 = arith.subi %28, %c127_i32 : i32
// CHECK-NEXT:     %30 = arith.cmpi eq, %29, %c0_i32 : i32
// CHECK-NEXT:     %31 = arith.subi %29, %c1_i32 : i32
// CHECK-NEXT:     %32 = arith.maxsi %31, %c0_i32 : i32
// CHECK-NEXT:     %33 = arith.minsi %32, %c31_i32 : i32
// CHECK-NEXT:     %34 = arith.shrui %c8388607_i32, %33 : i32
// CHECK-NEXT:     %35 = arith.andi %23, %34 : i32
// CHECK-NEXT:     %36 = arith.cmpi ne, %35, %c0_i32 : i32
// CHECK-NEXT:     %37 = arith.ori %36, %30 : i1
// CHECK-NEXT:     %38 = arith.cmpi eq, %26, %c-1_i32 : i32
// CHECK-NEXT:     %39 = arith.maxsi %26, %c0_i32 : i32
// CHECK-NEXT:     %40 = arith.minsi %39, %c31_i32 : i32
// CHECK-NEXT:     %41 = arith.shrui %c4194304_i32, %40 : i32
// CHECK-NEXT:     %42 = arith.select %38, %c0_i32, %41 : i32
// CHECK-NEXT:     %43 = arith.maxsi %26, %c0_i32 : i32
// CHECK-NEXT:     %44 = arith.minsi %43, %c31_i32 : i32
// CHECK-NEXT:     %45 = arith.shrui %c8388607_i32, %44 : i32
// CHECK-NEXT:     %46 = arith.andi %11, %45 : i32
// CHECK-NEXT:     %47 = arith.cmpi eq, %46, %42 : i32
// CHECK-NEXT:     %48 = arith.cmpi sge, %26, %c-1_i32 : i32
// CHECK-NEXT:     %49 = arith.cmpi slt, %26, %c23_i32 : i32
// CHECK-NEXT:     %50 = arith.andi %47, %49 : i1
// CHECK-NEXT:     %51 = arith.andi %50, %48 : i1
// CHECK-NEXT:     %52 = math.copysign %cst, %arg0 : f32
// CHECK-NEXT:     %53 = arith.subf %22, %52 : f32
// CHECK-NEXT:     %54 = arith.andi %37, %51 : i1
// CHECK-NEXT:     %55 = arith.select %54, %53, %22 : f32
// CHECK-NEXT:     %56 = math.copysign %55, %arg0 : f32
// CHECK-NEXT:     return %10, %56 : f32, f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @ctlz(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:     %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c1073741823_i32 = arith.constant 1073741823 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c268435455_i32 = arith.constant 268435455 : i32
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %c16777215_i32 = arith.constant 16777215 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT:     %c65535_i32 = arith.constant 65535 : i32
// CHECK-NEXT:     %0 = arith.cmpi ule, %arg0, %c65535_i32 : i32
// CHECK-NEXT:     %1 = arith.shli %arg0, %c16_i32 : i32
// CHECK-NEXT:     %2 = arith.select %0, %1, %arg0 : i32
// CHECK-NEXT:     %3 = arith.select %0, %c16_i32, %c0_i32 : i32
// CHECK-NEXT:     %4 = arith.cmpi ule, %2, %c16777215_i32 : i32
// CHECK-NEXT:     %5 = arith.addi %3, %c8_i32 : i32
// CHECK-NEXT:     %6 = arith.shli %2, %c8_i32 : i32
// CHECK-NEXT:     %7 = arith.select %4, %6, %2 : i32
// CHECK-NEXT:     %8 = arith.select %4, %5, %3 : i32
// CHECK-NEXT:     %9 = arith.cmpi ule, %7, %c268435455_i32 : i32
// CHECK-NEXT:     %10 = arith.addi %8, %c4_i32 : i32
// CHECK-NEXT:     %11 = arith.shli %7, %c4_i32 : i32
// CHECK-NEXT:     %12 = arith.select %9, %11, %7 : i32
// CHECK-NEXT:     %13 = arith.select %9, %10, %8 : i32
// CHECK-NEXT:     %14 = arith.cmpi ule, %12, %c1073741823_i32 : i32
// CHECK-NEXT:     %15 = arith.addi %13, %c2_i32 : i32
// CHECK-NEXT:     %16 = arith.shli %12, %c2_i32 : i32
// CHECK-NEXT:     %17 = arith.select %14, %16, %12 : i32
// CHECK-NEXT:     %18 = arith.select %14, %15, %13 : i32
// CHECK-NEXT:     %19 = arith.cmpi ule, %17, %c2147483647_i32 : i32
// CHECK-NEXT:     %20 = arith.addi %18, %c1_i32 : i32
// CHECK-NEXT:     %21 = arith.select %19, %20, %18 : i32
// CHECK-NEXT:     %22 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:     %23 = arith.select %22, %c32_i32, %21 : i32
// CHECK-NEXT:     return %23 : i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @nested(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:     %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:       %1 = math.sin %arg1 : f32
// CHECK-NEXT:       %2 = math.cos %arg1 : f32
// CHECK-NEXT:       %3 = arith.divf %1, %2 : f32
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = math.exp %arg1 : f32
// CHECK-NEXT:       %2 = arith.negf %arg1 : f32
// CHECK-NEXT:       %3 = math.exp %2 : f32
// CHECK-NEXT:       %4 = arith.subf %1, %3 : f32
// CHECK-NEXT:       %5 = arith.mulf %4, %cst : f32
// CHECK-NEXT:       scf.yield %5 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
