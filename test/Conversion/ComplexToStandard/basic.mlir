// RUN: ropt %s -convert-complex-to-standard | FileCheck %s
// RUN: ropt %s -convert-complex-to-standard -mlir-print-op-generic | ropt | FileCheck %s

// Each lowering of -convert-complex-to-standard without fastmath flags (expected output from
// mlir-opt 22): add, sub, eq, neq, abs, angle, conj, neg, exp (with its overflow and
// zero-imaginary guards), mul, cos, sin, and sign (whose complex.abs is lowered in turn, after
// the ops built before it).

func.func @f(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, i1, i1, f32, f32, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.add %a, %b fastmath<nnan> : complex<f32>
  %1 = complex.sub %a, %b : complex<f32>
  %2 = complex.eq %a, %b : complex<f32>
  %3 = complex.neq %a, %b : complex<f32>
  %4 = complex.abs %a : complex<f32>
  %5 = complex.angle %a : complex<f32>
  %6 = complex.conj %a : complex<f32>
  %7 = complex.neg %a : complex<f32>
  %8 = complex.exp %a : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : complex<f32>, complex<f32>, i1, i1, f32, f32, complex<f32>, complex<f32>, complex<f32>
}
func.func @g(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.mul %a, %b : complex<f32>
  %1 = complex.cos %a : complex<f32>
  %2 = complex.sin %a : complex<f32>
  %3 = complex.sign %a : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// CHECK-LABEL: func.func @f(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, i1, i1, f32, f32, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %2 = arith.addf %0, %1 fastmath<nnan> : f32
// CHECK-NEXT: %3 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %4 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %5 = arith.addf %3, %4 fastmath<nnan> : f32
// CHECK-NEXT: %6 = complex.create %2, %5 : complex<f32>
// CHECK-NEXT: %7 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %8 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %9 = arith.subf %7, %8 : f32
// CHECK-NEXT: %10 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %11 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %12 = arith.subf %10, %11 : f32
// CHECK-NEXT: %13 = complex.create %9, %12 : complex<f32>
// CHECK-NEXT: %14 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %15 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %16 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %17 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %18 = arith.cmpf oeq, %14, %16 : f32
// CHECK-NEXT: %19 = arith.cmpf oeq, %15, %17 : f32
// CHECK-NEXT: %20 = arith.andi %18, %19 : i1
// CHECK-NEXT: %21 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %22 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %23 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %24 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %25 = arith.cmpf une, %21, %23 : f32
// CHECK-NEXT: %26 = arith.cmpf une, %22, %24 : f32
// CHECK-NEXT: %27 = arith.ori %25, %26 : i1
// CHECK-NEXT: %28 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %29 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %30 = math.absf %28 : f32
// CHECK-NEXT: %31 = math.absf %29 : f32
// CHECK-NEXT: %32 = arith.maximumf %30, %31 : f32
// CHECK-NEXT: %33 = arith.minimumf %30, %31 : f32
// CHECK-NEXT: %34 = arith.divf %33, %32 : f32
// CHECK-NEXT: %35 = arith.mulf %34, %34 : f32
// CHECK-NEXT: %36 = arith.addf %35, %cst : f32
// CHECK-NEXT: %37 = math.sqrt %36 : f32
// CHECK-NEXT: %38 = arith.mulf %32, %37 : f32
// CHECK-NEXT: %39 = arith.cmpf uno, %38, %38 : f32
// CHECK-NEXT: %40 = arith.select %39, %33, %38 : f32
// CHECK-NEXT: %41 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %42 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %43 = math.atan2 %42, %41 : f32
// CHECK-NEXT: %44 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %45 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %46 = arith.negf %45 : f32
// CHECK-NEXT: %47 = complex.create %44, %46 : complex<f32>
// CHECK-NEXT: %48 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %49 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %50 = arith.negf %48 : f32
// CHECK-NEXT: %51 = arith.negf %49 : f32
// CHECK-NEXT: %52 = complex.create %50, %51 : complex<f32>
// CHECK-NEXT: %53 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %54 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %55 = math.exp %53 : f32
// CHECK-NEXT: %56 = arith.mulf %53, %cst_1 : f32
// CHECK-NEXT: %57 = math.exp %56 : f32
// CHECK-NEXT: %58 = math.cos %54 : f32
// CHECK-NEXT: %59 = math.sin %54 : f32
// CHECK-NEXT: %60 = arith.cmpf oeq, %55, %cst_2 : f32
// CHECK-NEXT: %61 = arith.cmpf oeq, %54, %cst_0 : f32
// CHECK-NEXT: %62 = arith.mulf %55, %58 : f32
// CHECK-NEXT: %63 = arith.mulf %57, %58 : f32
// CHECK-NEXT: %64 = arith.mulf %63, %57 : f32
// CHECK-NEXT: %65 = arith.select %60, %64, %62 : f32
// CHECK-NEXT: %66 = arith.mulf %55, %59 : f32
// CHECK-NEXT: %67 = arith.mulf %57, %59 : f32
// CHECK-NEXT: %68 = arith.mulf %67, %57 : f32
// CHECK-NEXT: %69 = arith.select %60, %68, %66 : f32
// CHECK-NEXT: %70 = arith.select %61, %cst_0, %69 : f32
// CHECK-NEXT: %71 = complex.create %65, %70 : complex<f32>
// CHECK-NEXT: return %6, %13, %20, %27, %40, %43, %47, %52, %71 : complex<f32>, complex<f32>, i1, i1, f32, f32, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %4 = arith.mulf %0, %2 : f32
// CHECK-NEXT: %5 = arith.mulf %1, %3 : f32
// CHECK-NEXT: %6 = arith.subf %4, %5 : f32
// CHECK-NEXT: %7 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %8 = arith.mulf %0, %3 : f32
// CHECK-NEXT: %9 = arith.addf %7, %8 : f32
// CHECK-NEXT: %10 = complex.create %6, %9 : complex<f32>
// CHECK-NEXT: %11 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %12 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %13 = math.exp %12 : f32
// CHECK-NEXT: %14 = arith.mulf %cst, %13 : f32
// CHECK-NEXT: %15 = arith.divf %cst, %13 : f32
// CHECK-NEXT: %16 = math.sin %11 : f32
// CHECK-NEXT: %17 = math.cos %11 : f32
// CHECK-NEXT: %18 = arith.addf %15, %14 : f32
// CHECK-NEXT: %19 = arith.mulf %18, %17 : f32
// CHECK-NEXT: %20 = arith.subf %15, %14 : f32
// CHECK-NEXT: %21 = arith.mulf %20, %16 : f32
// CHECK-NEXT: %22 = complex.create %19, %21 : complex<f32>
// CHECK-NEXT: %23 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %24 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %25 = math.exp %24 : f32
// CHECK-NEXT: %26 = arith.mulf %cst_0, %25 : f32
// CHECK-NEXT: %27 = arith.divf %cst_0, %25 : f32
// CHECK-NEXT: %28 = math.sin %23 : f32
// CHECK-NEXT: %29 = math.cos %23 : f32
// CHECK-NEXT: %30 = arith.addf %26, %27 : f32
// CHECK-NEXT: %31 = arith.mulf %30, %28 : f32
// CHECK-NEXT: %32 = arith.subf %26, %27 : f32
// CHECK-NEXT: %33 = arith.mulf %32, %29 : f32
// CHECK-NEXT: %34 = complex.create %31, %33 : complex<f32>
// CHECK-NEXT: %35 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %36 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %37 = arith.cmpf oeq, %35, %cst_1 : f32
// CHECK-NEXT: %38 = arith.cmpf oeq, %36, %cst_1 : f32
// CHECK-NEXT: %39 = arith.andi %37, %38 : i1
// CHECK-NEXT: %40 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %41 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %42 = math.absf %40 : f32
// CHECK-NEXT: %43 = math.absf %41 : f32
// CHECK-NEXT: %44 = arith.maximumf %42, %43 : f32
// CHECK-NEXT: %45 = arith.minimumf %42, %43 : f32
// CHECK-NEXT: %46 = arith.divf %45, %44 : f32
// CHECK-NEXT: %47 = arith.mulf %46, %46 : f32
// CHECK-NEXT: %48 = arith.addf %47, %cst_2 : f32
// CHECK-NEXT: %49 = math.sqrt %48 : f32
// CHECK-NEXT: %50 = arith.mulf %44, %49 : f32
// CHECK-NEXT: %51 = arith.cmpf uno, %50, %50 : f32
// CHECK-NEXT: %52 = arith.select %51, %45, %50 : f32
// CHECK-NEXT: %53 = arith.divf %35, %52 : f32
// CHECK-NEXT: %54 = arith.divf %36, %52 : f32
// CHECK-NEXT: %55 = complex.create %53, %54 : complex<f32>
// CHECK-NEXT: %56 = arith.select %39, %arg0, %55 : complex<f32>
// CHECK-NEXT: return %10, %22, %34, %56 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
