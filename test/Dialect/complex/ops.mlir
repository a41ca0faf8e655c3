// RUN: ropt %s | FileCheck %s
// RUN: ropt %s | ropt | FileCheck %s
// RUN: ropt %s -mlir-print-op-generic | ropt | FileCheck %s

// Every op of the complex dialect in its custom form, with and without fastmath flags, and
// constants of float, i1 and integer parts (expected output from mlir-opt 22). The generic
// form read back gives the same custom form.

func.func @ops(%f: f32, %z: complex<f32>, %d: complex<f64>, %n: i32) {
  %c64 = complex.constant [0.1, -1.0] : complex<f64>
  %c32 = complex.constant [0.1 : f32, -1.0 : f32] : complex<f32>
  %ci1 = complex.constant [1 : i1, 0 : i1] : complex<i1>
  %ci = complex.constant [3 : i16, -4 : i16] : complex<i16>
  %cr = complex.create %f, %f : complex<f32>
  %re = complex.re %z : complex<f32>
  %im = complex.im %z fastmath<nnan> : complex<f32>
  %abs = complex.abs %z fastmath<nnan,ninf> : complex<f32>
  %angle = complex.angle %d : complex<f64>
  %add = complex.add %z, %z : complex<f32>
  %sub = complex.sub %z, %z fastmath<fast> : complex<f32>
  %mul = complex.mul %z, %z : complex<f32>
  %div = complex.div %d, %d fastmath<arcp> : complex<f64>
  %pow = complex.pow %z, %z : complex<f32>
  %atan2 = complex.atan2 %z, %z : complex<f32>
  %powi = complex.powi %z, %n : complex<f32>, i32
  %powif = complex.powi %z, %n fastmath<contract> : complex<f32>, i32
  %eq = complex.eq %z, %z : complex<f32>
  %neq = complex.neq %d, %d : complex<f64>
  %conj = complex.conj %z : complex<f32>
  %cos = complex.cos %z : complex<f32>
  %exp = complex.exp %z : complex<f32>
  %expm1 = complex.expm1 %z : complex<f32>
  %log = complex.log %z : complex<f32>
  %log1p = complex.log1p %z : complex<f32>
  %neg = complex.neg %z : complex<f32>
  %rsqrt = complex.rsqrt %z : complex<f32>
  %sign = complex.sign %z : complex<f32>
  %sin = complex.sin %z : complex<f32>
  %sqrt = complex.sqrt %z fastmath<afn> : complex<f32>
  %tan = complex.tan %z : complex<f32>
  %tanh = complex.tanh %z : complex<f32>
  %bc = complex.bitcast %z : complex<f32> to i64
  %bc2 = complex.bitcast %bc : i64 to complex<f32>
  %bc3 = complex.bitcast %d : complex<f64> to f128
  return
}

// CHECK-LABEL: func.func @ops(%arg0: f32, %arg1: complex<f32>, %arg2: complex<f64>, %arg3: i32) {
// CHECK-NEXT: %cst = complex.constant [1.000000e-01, -1.000000e+00] : complex<f64>
// CHECK-NEXT: %cst_0 = complex.constant [1.000000e-01 : f32, -1.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_1 = complex.constant [true, false] : complex<i1>
// CHECK-NEXT: %cst_2 = complex.constant [3 : i16, -4 : i16] : complex<i16>
// CHECK-NEXT: %0 = complex.create %arg0, %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %2 = complex.im %arg1 fastmath<nnan> : complex<f32>
// CHECK-NEXT: %3 = complex.abs %arg1 fastmath<nnan,ninf> : complex<f32>
// CHECK-NEXT: %4 = complex.angle %arg2 : complex<f64>
// CHECK-NEXT: %5 = complex.add %arg1, %arg1 : complex<f32>
// CHECK-NEXT: %6 = complex.sub %arg1, %arg1 fastmath<fast> : complex<f32>
// CHECK-NEXT: %7 = complex.mul %arg1, %arg1 : complex<f32>
// CHECK-NEXT: %8 = complex.div %arg2, %arg2 fastmath<arcp> : complex<f64>
// CHECK-NEXT: %9 = complex.pow %arg1, %arg1 : complex<f32>
// CHECK-NEXT: %10 = complex.atan2 %arg1, %arg1 : complex<f32>
// CHECK-NEXT: %11 = complex.powi %arg1, %arg3 : complex<f32>, i32
// CHECK-NEXT: %12 = complex.powi %arg1, %arg3 fastmath<contract> : complex<f32>, i32
// CHECK-NEXT: %13 = complex.eq %arg1, %arg1 : complex<f32>
// CHECK-NEXT: %14 = complex.neq %arg2, %arg2 : complex<f64>
// CHECK-NEXT: %15 = complex.conj %arg1 : complex<f32>
// CHECK-NEXT: %16 = complex.cos %arg1 : complex<f32>
// CHECK-NEXT: %17 = complex.exp %arg1 : complex<f32>
// CHECK-NEXT: %18 = complex.expm1 %arg1 : complex<f32>
// CHECK-NEXT: %19 = complex.log %arg1 : complex<f32>
// CHECK-NEXT: %20 = complex.log1p %arg1 : complex<f32>
// CHECK-NEXT: %21 = complex.neg %arg1 : complex<f32>
// CHECK-NEXT: %22 = complex.rsqrt %arg1 : complex<f32>
// CHECK-NEXT: %23 = complex.sign %arg1 : complex<f32>
// CHECK-NEXT: %24 = complex.sin %arg1 : complex<f32>
// CHECK-NEXT: %25 = complex.sqrt %arg1 fastmath<afn> : complex<f32>
// CHECK-NEXT: %26 = complex.tan %arg1 : complex<f32>
// CHECK-NEXT: %27 = complex.tanh %arg1 : complex<f32>
// CHECK-NEXT: %28 = complex.bitcast %arg1 : complex<f32> to i64
// CHECK-NEXT: %29 = complex.bitcast %28 : i64 to complex<f32>
// CHECK-NEXT: %30 = complex.bitcast %arg2 : complex<f64> to f128
// CHECK-NEXT: return
// CHECK-NEXT: }
