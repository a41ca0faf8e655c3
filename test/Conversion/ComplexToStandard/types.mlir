// RUN: ropt %s -convert-complex-to-standard | FileCheck %s
// RUN: ropt %s -convert-complex-to-standard -mlir-print-op-generic | ropt | FileCheck %s

// f64, f16 and bf16 parts, the 'fast' flag (and abs clearing nnan/ninf from it), lowerings
// feeding lowerings, complex.constant and complex.bitcast left alone, and ops inside scf.if
// regions (expected output from mlir-opt 22). The generic form read back prints the same.

func.func @f64(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, f64) {
  %0 = complex.mul %a, %b fastmath<fast> : complex<f64>
  %1 = complex.abs %0 fastmath<fast> : complex<f64>
  %2 = complex.sign %0 fastmath<nnan,contract> : complex<f64>
  %3 = complex.exp %2 fastmath<fast> : complex<f64>
  return %3, %1 : complex<f64>, f64
}
func.func @f16(%a: complex<f16>, %b: complex<bf16>) -> (complex<f16>, complex<bf16>, i1) {
  %0 = complex.exp %a : complex<f16>
  %1 = complex.cos %b fastmath<afn> : complex<bf16>
  %c = complex.constant [1.0 : bf16, 2.0 : bf16] : complex<bf16>
  %2 = complex.neq %1, %c : complex<bf16>
  return %0, %1, %2 : complex<f16>, complex<bf16>, i1
}
func.func @nested(%a: complex<f32>, %c: i1) -> complex<f32> {
  %r = scf.if %c -> complex<f32> {
    %0 = complex.neg %a : complex<f32>
    %1 = complex.sin %0 : complex<f32>
    scf.yield %1 : complex<f32>
  } else {
    %2 = complex.conj %a : complex<f32>
    %3 = complex.bitcast %2 : complex<f32> to i64
    %4 = complex.bitcast %3 : i64 to complex<f32>
    scf.yield %4 : complex<f32>
  }
  return %r : complex<f32>
}

// CHECK-LABEL: func.func @f64(%arg0: complex<f64>, %arg1: complex<f64>) -> (complex<f64>, f64) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %2 = complex.re %arg1 : complex<f64>
// CHECK-NEXT: %3 = complex.im %arg1 : complex<f64>
// CHECK-NEXT: %4 = arith.mulf %0, %2 fastmath<fast> : f64
// CHECK-NEXT: %5 = arith.mulf %1, %3 fastmath<fast> : f64
// CHECK-NEXT: %6 = arith.subf %4, %5 fastmath<fast> : f64
// CHECK-NEXT: %7 = arith.mulf %1, %2 fastmath<fast> : f64
// CHECK-NEXT: %8 = arith.mulf %0, %3 fastmath<fast> : f64
// CHECK-NEXT: %9 = arith.addf %7, %8 fastmath<fast> : f64
// CHECK-NEXT: %10 = complex.create %6, %9 : complex<f64>
// CHECK-NEXT: %11 = complex.re %10 : complex<f64>
// CHECK-NEXT: %12 = complex.im %10 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %13 = math.absf %11 fastmath<fast> : f64
// CHECK-NEXT: %14 = math.absf %12 fastmath<fast> : f64
// CHECK-NEXT: %15 = arith.maximumf %13, %14 fastmath<fast> : f64
// CHECK-NEXT: %16 = arith.minimumf %13, %14 fastmath<fast> : f64
// CHECK-NEXT: %17 = arith.divf %16, %15 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %18 = arith.mulf %17, %17 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %19 = arith.addf %18, %cst fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %20 = math.sqrt %19 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %21 = arith.mulf %15, %20 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %22 = arith.cmpf uno, %21, %21 fastmath<reassoc,nsz,arcp,contract,afn> : f64
// CHECK-NEXT: %23 = arith.select %22, %16, %21 : f64
// CHECK-NEXT: %24 = complex.re %10 : complex<f64>
// CHECK-NEXT: %25 = complex.im %10 : complex<f64>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %26 = arith.cmpf oeq, %24, %cst_0 : f64
// CHECK-NEXT: %27 = arith.cmpf oeq, %25, %cst_0 : f64
// CHECK-NEXT: %28 = arith.andi %26, %27 : i1
// CHECK-NEXT: %29 = complex.re %10 : complex<f64>
// CHECK-NEXT: %30 = complex.im %10 : complex<f64>
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %31 = math.absf %29 fastmath<nnan,contract> : f64
// CHECK-NEXT: %32 = math.absf %30 fastmath<nnan,contract> : f64
// CHECK-NEXT: %33 = arith.maximumf %31, %32 fastmath<nnan,contract> : f64
// CHECK-NEXT: %34 = arith.minimumf %31, %32 fastmath<nnan,contract> : f64
// CHECK-NEXT: %35 = arith.divf %34, %33 fastmath<contract> : f64
// CHECK-NEXT: %36 = arith.mulf %35, %35 fastmath<contract> : f64
// CHECK-NEXT: %37 = arith.addf %36, %cst_1 fastmath<contract> : f64
// CHECK-NEXT: %38 = math.sqrt %37 fastmath<contract> : f64
// CHECK-NEXT: %39 = arith.mulf %33, %38 fastmath<contract> : f64
// CHECK-NEXT: %40 = arith.cmpf uno, %39, %39 fastmath<contract> : f64
// CHECK-NEXT: %41 = arith.select %40, %34, %39 : f64
// CHECK-NEXT: %42 = arith.divf %24, %41 fastmath<nnan,contract> : f64
// CHECK-NEXT: %43 = arith.divf %25, %41 fastmath<nnan,contract> : f64
// CHECK-NEXT: %44 = complex.create %42, %43 : complex<f64>
// CHECK-NEXT: %45 = arith.select %28, %10, %44 : complex<f64>
// CHECK-NEXT: %46 = complex.re %45 : complex<f64>
// CHECK-NEXT: %47 = complex.im %45 : complex<f64>
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %cst_4 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %48 = math.exp %46 fastmath<fast> : f64
// CHECK-NEXT: %49 = arith.mulf %46, %cst_3 fastmath<fast> : f64
// CHECK-NEXT: %50 = math.exp %49 fastmath<fast> : f64
// CHECK-NEXT: %51 = math.cos %47 fastmath<fast> : f64
// CHECK-NEXT: %52 = math.sin %47 fastmath<fast> : f64
// CHECK-NEXT: %53 = arith.cmpf oeq, %48, %cst_4 fastmath<fast> : f64
// CHECK-NEXT: %54 = arith.cmpf oeq, %47, %cst_2 : f64
// CHECK-NEXT: %55 = arith.mulf %48, %51 fastmath<fast> : f64
// CHECK-NEXT: %56 = arith.mulf %50, %51 fastmath<fast> : f64
// CHECK-NEXT: %57 = arith.mulf %56, %50 fastmath<fast> : f64
// CHECK-NEXT: %58 = arith.select %53, %57, %55 : f64
// CHECK-NEXT: %59 = arith.mulf %48, %52 fastmath<fast> : f64
// CHECK-NEXT: %60 = arith.mulf %50, %52 fastmath<fast> : f64
// CHECK-NEXT: %61 = arith.mulf %60, %50 fastmath<fast> : f64
// CHECK-NEXT: %62 = arith.select %53, %61, %59 : f64
// CHECK-NEXT: %63 = arith.select %54, %cst_2, %62 : f64
// CHECK-NEXT: %64 = complex.create %58, %63 : complex<f64>
// CHECK-NEXT: return %64, %23 : complex<f64>, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f16(%arg0: complex<f16>, %arg1: complex<bf16>) -> (complex<f16>, complex<bf16>, i1) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f16>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f16>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %2 = math.exp %0 : f16
// CHECK-NEXT: %3 = arith.mulf %0, %cst_0 : f16
// CHECK-NEXT: %4 = math.exp %3 : f16
// CHECK-NEXT: %5 = math.cos %1 : f16
// CHECK-NEXT: %6 = math.sin %1 : f16
// CHECK-NEXT: %7 = arith.cmpf oeq, %2, %cst_1 : f16
// CHECK-NEXT: %8 = arith.cmpf oeq, %1, %cst : f16
// CHECK-NEXT: %9 = arith.mulf %2, %5 : f16
// CHECK-NEXT: %10 = arith.mulf %4, %5 : f16
// CHECK-NEXT: %11 = arith.mulf %10, %4 : f16
// CHECK-NEXT: %12 = arith.select %7, %11, %9 : f16
// CHECK-NEXT: %13 = arith.mulf %2, %6 : f16
// CHECK-NEXT: %14 = arith.mulf %4, %6 : f16
// CHECK-NEXT: %15 = arith.mulf %14, %4 : f16
// CHECK-NEXT: %16 = arith.select %7, %15, %13 : f16
// CHECK-NEXT: %17 = arith.select %8, %cst, %16 : f16
// CHECK-NEXT: %18 = complex.create %12, %17 : complex<f16>
// CHECK-NEXT: %19 = complex.re %arg1 : complex<bf16>
// CHECK-NEXT: %20 = complex.im %arg1 : complex<bf16>
// CHECK-NEXT: %cst_2 = arith.constant 5.000000e-01 : bf16
// CHECK-NEXT: %21 = math.exp %20 fastmath<afn> : bf16
// CHECK-NEXT: %22 = arith.mulf %cst_2, %21 fastmath<afn> : bf16
// CHECK-NEXT: %23 = arith.divf %cst_2, %21 fastmath<afn> : bf16
// CHECK-NEXT: %24 = math.sin %19 fastmath<afn> : bf16
// CHECK-NEXT: %25 = math.cos %19 fastmath<afn> : bf16
// CHECK-NEXT: %26 = arith.addf %23, %22 fastmath<afn> : bf16
// CHECK-NEXT: %27 = arith.mulf %26, %25 fastmath<afn> : bf16
// CHECK-NEXT: %28 = arith.subf %23, %22 fastmath<afn> : bf16
// CHECK-NEXT: %29 = arith.mulf %28, %24 fastmath<afn> : bf16
// CHECK-NEXT: %30 = complex.create %27, %29 : complex<bf16>
// CHECK-NEXT: %cst_3 = complex.constant [1.000000e+00 : bf16, 2.000000e+00 : bf16] : complex<bf16>
// CHECK-NEXT: %31 = complex.re %30 : complex<bf16>
// CHECK-NEXT: %32 = complex.im %30 : complex<bf16>
// CHECK-NEXT: %33 = complex.re %cst_3 : complex<bf16>
// CHECK-NEXT: %34 = complex.im %cst_3 : complex<bf16>
// CHECK-NEXT: %35 = arith.cmpf une, %31, %33 : bf16
// CHECK-NEXT: %36 = arith.cmpf une, %32, %34 : bf16
// CHECK-NEXT: %37 = arith.ori %35, %36 : i1
// CHECK-NEXT: return %18, %30, %37 : complex<f16>, complex<bf16>, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: complex<f32>, %arg1: i1) -> complex<f32> {
// CHECK-NEXT: %0 = scf.if %arg1 -> (complex<f32>) {
// CHECK-NEXT: %1 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %3 = arith.negf %1 : f32
// CHECK-NEXT: %4 = arith.negf %2 : f32
// CHECK-NEXT: %5 = complex.create %3, %4 : complex<f32>
// CHECK-NEXT: %6 = complex.re %5 : complex<f32>
// CHECK-NEXT: %7 = complex.im %5 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %8 = math.exp %7 : f32
// CHECK-NEXT: %9 = arith.mulf %cst, %8 : f32
// CHECK-NEXT: %10 = arith.divf %cst, %8 : f32
// CHECK-NEXT: %11 = math.sin %6 : f32
// CHECK-NEXT: %12 = math.cos %6 : f32
// CHECK-NEXT: %13 = arith.addf %9, %10 : f32
// CHECK-NEXT: %14 = arith.mulf %13, %11 : f32
// CHECK-NEXT: %15 = arith.subf %9, %10 : f32
// CHECK-NEXT: %16 = arith.mulf %15, %12 : f32
// CHECK-NEXT: %17 = complex.create %14, %16 : complex<f32>
// CHECK-NEXT: scf.yield %17 : complex<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %3 = arith.negf %2 : f32
// CHECK-NEXT: %4 = complex.create %1, %3 : complex<f32>
// CHECK-NEXT: %5 = complex.bitcast %4 : complex<f32> to i64
// CHECK-NEXT: %6 = complex.bitcast %5 : i64 to complex<f32>
// CHECK-NEXT: scf.yield %6 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : complex<f32>
// CHECK-NEXT: }
