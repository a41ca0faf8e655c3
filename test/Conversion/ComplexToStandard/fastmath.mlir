// RUN: ropt %s -convert-complex-to-standard | FileCheck %s
// RUN: ropt %s -convert-complex-to-standard -mlir-print-op-generic | ropt | FileCheck %s

// The same lowerings with fastmath flags (expected output from mlir-opt 22): the flags reach the
// float ops mlir-opt gives them to; abs clears nnan and ninf after its max/min, negf and the
// zero tests get none.

func.func @f(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, f32, f32, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.add %a, %b fastmath<nnan,ninf> : complex<f32>
  %1 = complex.sub %a, %b fastmath<nnan,ninf> : complex<f32>
  %4 = complex.abs %a fastmath<nnan,ninf> : complex<f32>
  %5 = complex.angle %a fastmath<nnan,ninf> : complex<f32>
  %6 = complex.conj %a fastmath<nnan,ninf> : complex<f32>
  %7 = complex.neg %a fastmath<nnan,ninf> : complex<f32>
  %8 = complex.exp %a fastmath<nnan,ninf> : complex<f32>
  return %0, %1, %4, %5, %6, %7, %8 : complex<f32>, complex<f32>, f32, f32, complex<f32>, complex<f32>, complex<f32>
}
func.func @g(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.mul %a, %b fastmath<nsz> : complex<f32>
  %1 = complex.cos %a fastmath<nsz> : complex<f32>
  %2 = complex.sin %a fastmath<nsz> : complex<f32>
  %3 = complex.sign %a fastmath<nsz> : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// CHECK-LABEL: func.func @f(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, f32, f32, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %2 = arith.addf %0, %1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %4 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %5 = arith.addf %3, %4 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %6 = complex.create %2, %5 : complex<f32>
// CHECK-NEXT: %7 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %8 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %9 = arith.subf %7, %8 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %10 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %11 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %12 = arith.subf %10, %11 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %13 = complex.create %9, %12 : complex<f32>
// CHECK-NEXT: %14 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %15 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %16 = math.absf %14 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %17 = math.absf %15 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %18 = arith.maximumf %16, %17 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %19 = arith.minimumf %16, %17 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %20 = arith.divf %19, %18 : f32
// CHECK-NEXT: %21 = arith.mulf %20, %20 : f32
// CHECK-NEXT: %22 = arith.addf %21, %cst : f32
// CHECK-NEXT: %23 = math.sqrt %22 : f32
// CHECK-NEXT: %24 = arith.mulf %18, %23 : f32
// CHECK-NEXT: %25 = arith.cmpf uno, %24, %24 : f32
// CHECK-NEXT: %26 = arith.select %25, %19, %24 : f32
// CHECK-NEXT: %27 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %28 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %29 = math.atan2 %28, %27 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %30 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %31 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %32 = arith.negf %31 : f32
// CHECK-NEXT: %33 = complex.create %30, %32 : complex<f32>
// CHECK-NEXT: %34 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %35 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %36 = arith.negf %34 : f32
// CHECK-NEXT: %37 = arith.negf %35 : f32
// CHECK-NEXT: %38 = complex.create %36, %37 : complex<f32>
// CHECK-NEXT: %39 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %40 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %41 = math.exp %39 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %42 = arith.mulf %39, %cst_1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %43 = math.exp %42 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %44 = math.cos %40 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %45 = math.sin %40 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %46 = arith.cmpf oeq, %41, %cst_2 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %47 = arith.cmpf oeq, %40, %cst_0 : f32
// CHECK-NEXT: %48 = arith.mulf %41, %44 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %49 = arith.mulf %43, %44 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %50 = arith.mulf %49, %43 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %51 = arith.select %46, %50, %48 : f32
// CHECK-NEXT: %52 = arith.mulf %41, %45 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %53 = arith.mulf %43, %45 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %54 = arith.mulf %53, %43 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %55 = arith.select %46, %54, %52 : f32
// CHECK-NEXT: %56 = arith.select %47, %cst_0, %55 : f32
// CHECK-NEXT: %57 = complex.create %51, %56 : complex<f32>
// CHECK-NEXT: return %6, %13, %26, %29, %33, %38, %57 : complex<f32>, complex<f32>, f32, f32, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %4 = arith.mulf %0, %2 fastmath<nsz> : f32
// CHECK-NEXT: %5 = arith.mulf %1, %3 fastmath<nsz> : f32
// CHECK-NEXT: %6 = arith.subf %4, %5 fastmath<nsz> : f32
// CHECK-NEXT: %7 = arith.mulf %1, %2 fastmath<nsz> : f32
// CHECK-NEXT: %8 = arith.mulf %0, %3 fastmath<nsz> : f32
// CHECK-NEXT: %9 = arith.addf %7, %8 fastmath<nsz> : f32
// CHECK-NEXT: %10 = complex.create %6, %9 : complex<f32>
// CHECK-NEXT: %11 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %12 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %13 = math.exp %12 fastmath<nsz> : f32
// CHECK-NEXT: %14 = arith.mulf %cst, %13 fastmath<nsz> : f32
// CHECK-NEXT: %15 = arith.divf %cst, %13 fastmath<nsz> : f32
// CHECK-NEXT: %16 = math.sin %11 fastmath<nsz> : f32
// CHECK-NEXT: %17 = math.cos %11 fastmath<nsz> : f32
// CHECK-NEXT: %18 = arith.addf %15, %14 fastmath<nsz> : f32
// CHECK-NEXT: %19 = arith.mulf %18, %17 fastmath<nsz> : f32
// CHECK-NEXT: %20 = arith.subf %15, %14 fastmath<nsz> : f32
// CHECK-NEXT: %21 = arith.mulf %20, %16 fastmath<nsz> : f32
// CHECK-NEXT: %22 = complex.create %19, %21 : complex<f32>
// CHECK-NEXT: %23 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %24 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %25 = math.exp %24 fastmath<nsz> : f32
// CHECK-NEXT: %26 = arith.mulf %cst_0, %25 fastmath<nsz> : f32
// CHECK-NEXT: %27 = arith.divf %cst_0, %25 fastmath<nsz> : f32
// CHECK-NEXT: %28 = math.sin %23 fastmath<nsz> : f32
// CHECK-NEXT: %29 = math.cos %23 fastmath<nsz> : f32
// CHECK-NEXT: %30 = arith.addf %26, %27 fastmath<nsz> : f32
// CHECK-NEXT: %31 = arith.mulf %30, %28 fastmath<nsz> : f32
// CHECK-NEXT: %32 = arith.subf %26, %27 fastmath<nsz> : f32
// CHECK-NEXT: %33 = arith.mulf %32, %29 fastmath<nsz> : f32
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
// CHECK-NEXT: %42 = math.absf %40 fastmath<nsz> : f32
// CHECK-NEXT: %43 = math.absf %41 fastmath<nsz> : f32
// CHECK-NEXT: %44 = arith.maximumf %42, %43 fastmath<nsz> : f32
// CHECK-NEXT: %45 = arith.minimumf %42, %43 fastmath<nsz> : f32
// CHECK-NEXT: %46 = arith.divf %45, %44 fastmath<nsz> : f32
// CHECK-NEXT: %47 = arith.mulf %46, %46 fastmath<nsz> : f32
// CHECK-NEXT: %48 = arith.addf %47, %cst_2 fastmath<nsz> : f32
// CHECK-NEXT: %49 = math.sqrt %48 fastmath<nsz> : f32
// CHECK-NEXT: %50 = arith.mulf %44, %49 fastmath<nsz> : f32
// CHECK-NEXT: %51 = arith.cmpf uno, %50, %50 fastmath<nsz> : f32
// CHECK-NEXT: %52 = arith.select %51, %45, %50 : f32
// CHECK-NEXT: %53 = arith.divf %35, %52 fastmath<nsz> : f32
// CHECK-NEXT: %54 = arith.divf %36, %52 fastmath<nsz> : f32
// CHECK-NEXT: %55 = complex.create %53, %54 : complex<f32>
// CHECK-NEXT: %56 = arith.select %39, %arg0, %55 : complex<f32>
// CHECK-NEXT: return %10, %22, %34, %56 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
