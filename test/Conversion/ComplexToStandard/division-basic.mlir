// RUN: ropt %s -convert-complex-to-standard=complex-range=basic | FileCheck %s
// RUN: ropt %s -convert-complex-to-standard=complex-range=basic -mlir-print-op-generic | ropt | FileCheck %s
// RUN: ropt %s -convert-complex-to-standard=complex-range=none | FileCheck %s

// complex-range=basic: the algebraic division, also inside atan2's lowering (expected output
// from mlir-opt 22); complex-range=none gives the same.

func.func @div(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.div %a, %b fastmath<nsz> : complex<f32>
  return %0 : complex<f32>
}
func.func @atan2(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.atan2 %a, %b : complex<f64>
  return %0 : complex<f64>
}

// CHECK-LABEL: func.func @div(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %4 = arith.mulf %2, %2 fastmath<nsz> : f32
// CHECK-NEXT: %5 = arith.mulf %3, %3 fastmath<nsz> : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 fastmath<nsz> : f32
// CHECK-NEXT: %7 = arith.mulf %0, %2 fastmath<nsz> : f32
// CHECK-NEXT: %8 = arith.mulf %1, %3 fastmath<nsz> : f32
// CHECK-NEXT: %9 = arith.addf %7, %8 fastmath<nsz> : f32
// CHECK-NEXT: %10 = arith.mulf %1, %2 fastmath<nsz> : f32
// CHECK-NEXT: %11 = arith.mulf %0, %3 fastmath<nsz> : f32
// CHECK-NEXT: %12 = arith.subf %10, %11 fastmath<nsz> : f32
// CHECK-NEXT: %13 = arith.divf %9, %6 fastmath<nsz> : f32
// CHECK-NEXT: %14 = arith.divf %12, %6 fastmath<nsz> : f32
// CHECK-NEXT: %15 = complex.create %13, %14 : complex<f32>
// CHECK-NEXT: return %15 : complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @atan2(%arg0: complex<f64>, %arg1: complex<f64>) -> complex<f64> {
// CHECK-NEXT: %0 = complex.re %arg1 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg1 : complex<f64>
// CHECK-NEXT: %2 = complex.re %arg1 : complex<f64>
// CHECK-NEXT: %3 = complex.im %arg1 : complex<f64>
// CHECK-NEXT: %4 = arith.mulf %0, %2 : f64
// CHECK-NEXT: %5 = arith.mulf %1, %3 : f64
// CHECK-NEXT: %6 = arith.subf %4, %5 : f64
// CHECK-NEXT: %7 = arith.mulf %1, %2 : f64
// CHECK-NEXT: %8 = arith.mulf %0, %3 : f64
// CHECK-NEXT: %9 = arith.addf %7, %8 : f64
// CHECK-NEXT: %10 = complex.create %6, %9 : complex<f64>
// CHECK-NEXT: %11 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %12 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %13 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %14 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %15 = arith.mulf %11, %13 : f64
// CHECK-NEXT: %16 = arith.mulf %12, %14 : f64
// CHECK-NEXT: %17 = arith.subf %15, %16 : f64
// CHECK-NEXT: %18 = arith.mulf %12, %13 : f64
// CHECK-NEXT: %19 = arith.mulf %11, %14 : f64
// CHECK-NEXT: %20 = arith.addf %18, %19 : f64
// CHECK-NEXT: %21 = complex.create %17, %20 : complex<f64>
// CHECK-NEXT: %22 = complex.re %10 : complex<f64>
// CHECK-NEXT: %23 = complex.re %21 : complex<f64>
// CHECK-NEXT: %24 = arith.addf %22, %23 : f64
// CHECK-NEXT: %25 = complex.im %10 : complex<f64>
// CHECK-NEXT: %26 = complex.im %21 : complex<f64>
// CHECK-NEXT: %27 = arith.addf %25, %26 : f64
// CHECK-NEXT: %28 = complex.create %24, %27 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %29 = complex.re %28 : complex<f64>
// CHECK-NEXT: %30 = complex.im %28 : complex<f64>
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %31 = math.absf %29 : f64
// CHECK-NEXT: %32 = math.absf %30 : f64
// CHECK-NEXT: %33 = arith.maximumf %31, %32 : f64
// CHECK-NEXT: %34 = arith.minimumf %31, %32 : f64
// CHECK-NEXT: %35 = arith.divf %34, %33 : f64
// CHECK-NEXT: %36 = arith.mulf %35, %35 : f64
// CHECK-NEXT: %37 = arith.addf %36, %cst_1 : f64
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e-01 : f64
// CHECK-NEXT: %38 = math.sqrt %33 : f64
// CHECK-NEXT: %39 = math.powf %37, %cst_2 : f64
// CHECK-NEXT: %40 = arith.mulf %38, %39 : f64
// CHECK-NEXT: %41 = arith.cmpf uno, %40, %40 : f64
// CHECK-NEXT: %42 = arith.select %41, %34, %40 : f64
// CHECK-NEXT: %43 = math.atan2 %30, %29 : f64
// CHECK-NEXT: %44 = arith.mulf %43, %cst_0 : f64
// CHECK-NEXT: %45 = math.cos %44 : f64
// CHECK-NEXT: %46 = math.sin %44 : f64
// CHECK-NEXT: %47 = arith.cmpf oeq, %46, %cst : f64
// CHECK-NEXT: %48 = arith.mulf %42, %45 : f64
// CHECK-NEXT: %49 = arith.mulf %42, %46 : f64
// CHECK-NEXT: %50 = arith.select %47, %cst, %49 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_4 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %51 = math.absf %30 : f64
// CHECK-NEXT: %52 = arith.cmpf oeq, %51, %cst_3 : f64
// CHECK-NEXT: %53 = arith.cmpf one, %51, %cst_3 : f64
// CHECK-NEXT: %54 = arith.cmpf oeq, %29, %cst_3 : f64
// CHECK-NEXT: %55 = arith.cmpf oeq, %29, %cst_4 : f64
// CHECK-NEXT: %56 = arith.andi %55, %53 : i1
// CHECK-NEXT: %57 = arith.select %56, %cst, %48 : f64
// CHECK-NEXT: %58 = arith.ori %52, %54 : i1
// CHECK-NEXT: %59 = arith.select %58, %cst_3, %57 : f64
// CHECK-NEXT: %60 = math.copysign %cst_3, %30 : f64
// CHECK-NEXT: %61 = arith.cmpf uno, %42, %42 : f64
// CHECK-NEXT: %62 = arith.select %61, %cst_5, %50 : f64
// CHECK-NEXT: %63 = arith.ori %52, %55 : i1
// CHECK-NEXT: %64 = arith.select %63, %60, %62 : f64
// CHECK-NEXT: %65 = arith.cmpf oeq, %42, %cst : f64
// CHECK-NEXT: %66 = arith.select %65, %cst, %59 : f64
// CHECK-NEXT: %67 = arith.select %65, %cst, %64 : f64
// CHECK-NEXT: %68 = complex.create %66, %67 : complex<f64>
// CHECK-NEXT: %cst_6 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_7 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %69 = complex.create %cst_6, %cst_7 : complex<f64>
// CHECK-NEXT: %70 = complex.re %69 : complex<f64>
// CHECK-NEXT: %71 = complex.im %69 : complex<f64>
// CHECK-NEXT: %72 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %73 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %74 = arith.mulf %70, %72 : f64
// CHECK-NEXT: %75 = arith.mulf %71, %73 : f64
// CHECK-NEXT: %76 = arith.subf %74, %75 : f64
// CHECK-NEXT: %77 = arith.mulf %71, %72 : f64
// CHECK-NEXT: %78 = arith.mulf %70, %73 : f64
// CHECK-NEXT: %79 = arith.addf %77, %78 : f64
// CHECK-NEXT: %80 = complex.create %76, %79 : complex<f64>
// CHECK-NEXT: %81 = complex.re %arg1 : complex<f64>
// CHECK-NEXT: %82 = complex.re %80 : complex<f64>
// CHECK-NEXT: %83 = arith.addf %81, %82 : f64
// CHECK-NEXT: %84 = complex.im %arg1 : complex<f64>
// CHECK-NEXT: %85 = complex.im %80 : complex<f64>
// CHECK-NEXT: %86 = arith.addf %84, %85 : f64
// CHECK-NEXT: %87 = complex.create %83, %86 : complex<f64>
// CHECK-NEXT: %88 = complex.re %87 : complex<f64>
// CHECK-NEXT: %89 = complex.im %87 : complex<f64>
// CHECK-NEXT: %90 = complex.re %68 : complex<f64>
// CHECK-NEXT: %91 = complex.im %68 : complex<f64>
// CHECK-NEXT: %92 = arith.mulf %90, %90 : f64
// CHECK-NEXT: %93 = arith.mulf %91, %91 : f64
// CHECK-NEXT: %94 = arith.addf %92, %93 : f64
// CHECK-NEXT: %95 = arith.mulf %88, %90 : f64
// CHECK-NEXT: %96 = arith.mulf %89, %91 : f64
// CHECK-NEXT: %97 = arith.addf %95, %96 : f64
// CHECK-NEXT: %98 = arith.mulf %89, %90 : f64
// CHECK-NEXT: %99 = arith.mulf %88, %91 : f64
// CHECK-NEXT: %100 = arith.subf %98, %99 : f64
// CHECK-NEXT: %101 = arith.divf %97, %94 : f64
// CHECK-NEXT: %102 = arith.divf %100, %94 : f64
// CHECK-NEXT: %103 = complex.create %101, %102 : complex<f64>
// CHECK-NEXT: %104 = complex.re %103 : complex<f64>
// CHECK-NEXT: %105 = complex.im %103 : complex<f64>
// CHECK-NEXT: %cst_8 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %106 = math.absf %104 : f64
// CHECK-NEXT: %107 = math.absf %105 : f64
// CHECK-NEXT: %108 = arith.maximumf %106, %107 : f64
// CHECK-NEXT: %109 = arith.minimumf %106, %107 : f64
// CHECK-NEXT: %110 = arith.divf %109, %108 : f64
// CHECK-NEXT: %111 = arith.mulf %110, %110 : f64
// CHECK-NEXT: %112 = arith.addf %111, %cst_8 : f64
// CHECK-NEXT: %113 = math.sqrt %112 : f64
// CHECK-NEXT: %114 = arith.mulf %108, %113 : f64
// CHECK-NEXT: %115 = arith.cmpf uno, %114, %114 : f64
// CHECK-NEXT: %116 = arith.select %115, %109, %114 : f64
// CHECK-NEXT: %117 = math.log %116 : f64
// CHECK-NEXT: %118 = complex.re %103 : complex<f64>
// CHECK-NEXT: %119 = complex.im %103 : complex<f64>
// CHECK-NEXT: %120 = math.atan2 %119, %118 : f64
// CHECK-NEXT: %121 = complex.create %117, %120 : complex<f64>
// CHECK-NEXT: %cst_9 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT: %122 = complex.create %cst_6, %cst_9 : complex<f64>
// CHECK-NEXT: %123 = complex.re %122 : complex<f64>
// CHECK-NEXT: %124 = complex.im %122 : complex<f64>
// CHECK-NEXT: %125 = complex.re %121 : complex<f64>
// CHECK-NEXT: %126 = complex.im %121 : complex<f64>
// CHECK-NEXT: %127 = arith.mulf %123, %125 : f64
// CHECK-NEXT: %128 = arith.mulf %124, %126 : f64
// CHECK-NEXT: %129 = arith.subf %127, %128 : f64
// CHECK-NEXT: %130 = arith.mulf %124, %125 : f64
// CHECK-NEXT: %131 = arith.mulf %123, %126 : f64
// CHECK-NEXT: %132 = arith.addf %130, %131 : f64
// CHECK-NEXT: %133 = complex.create %129, %132 : complex<f64>
// CHECK-NEXT: return %133 : complex<f64>
// CHECK-NEXT: }
