// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect | ropt -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | ropt -allow-unregistered-dialect | FileCheck %s

// Custom syntax of every math op on scalars, vectors and tensors, with and without fastmath
// flags, and its generic form (expected text from mlir-opt 22). Functions are unregistered
// "x.func" ops so that only math is under test.

// CHECK-LABEL: "x.test"() {name = "float_unary"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: vector<4xf64>, %arg2: tensor<?xbf16>):
// CHECK-NEXT:   %0 = math.absf %arg0 : f32
// CHECK-NEXT:   %1 = math.acos %arg1 : vector<4xf64>
// CHECK-NEXT:   %2 = math.acosh %arg2 : tensor<?xbf16>
// CHECK-NEXT:   %3 = math.asin %arg0 : f32
// CHECK-NEXT:   %4 = math.asinh %arg1 : vector<4xf64>
// CHECK-NEXT:   %5 = math.atan %arg2 : tensor<?xbf16>
// CHECK-NEXT:   %6 = math.atanh %arg0 : f32
// CHECK-NEXT:   %7 = math.cbrt %arg1 : vector<4xf64>
// CHECK-NEXT:   %8 = math.ceil %arg2 : tensor<?xbf16>
// CHECK-NEXT:   %9 = math.cos %arg0 : f32
// CHECK-NEXT:   %10 = math.cosh %arg1 : vector<4xf64>
// CHECK-NEXT:   %11 = math.erf %arg2 : tensor<?xbf16>
// CHECK-NEXT:   %12 = math.erfc %arg0 : f32
// CHECK-NEXT:   %13 = math.exp %arg1 : vector<4xf64>
// CHECK-NEXT:   %14 = math.exp2 %arg2 : tensor<?xbf16>
// CHECK-NEXT:   %15 = math.expm1 %arg0 : f32
// CHECK-NEXT:   %16 = math.floor %arg1 : vector<4xf64>
// CHECK-NEXT:   %17 = math.log %arg2 : tensor<?xbf16>
// CHECK-NEXT:   %18 = math.log10 %arg0 : f32
// CHECK-NEXT:   %19 = math.log1p %arg1 : vector<4xf64>
// CHECK-NEXT:   %20 = math.log2 %arg2 : tensor<?xbf16>
// CHECK-NEXT:   %21 = math.round %arg0 : f32
// CHECK-NEXT:   %22 = math.roundeven %arg1 : vector<4xf64>
// CHECK-NEXT:   %23 = math.rsqrt %arg2 : tensor<?xbf16>
// CHECK-NEXT:   %24 = math.sin %arg0 : f32
// CHECK-NEXT:   %25 = math.sinh %arg1 : vector<4xf64>
// CHECK-NEXT:   %26 = math.sqrt %arg2 : tensor<?xbf16>
// CHECK-NEXT:   %27 = math.tan %arg0 : f32
// CHECK-NEXT:   %28 = math.tanh %arg1 : vector<4xf64>
// CHECK-NEXT:   %29 = math.trunc %arg2 : tensor<?xbf16>
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: "x.test"() {name = "float_unary"}
// GENERIC-NEXT: "x.func"() ({
// GENERIC-NEXT: ^bb0(%arg14: f32, %arg15: vector<4xf64>, %arg16: tensor<?xbf16>):
// GENERIC-NEXT:   %32 = "math.absf"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %33 = "math.acos"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %34 = "math.acosh"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   %35 = "math.asin"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %36 = "math.asinh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %37 = "math.atan"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   %38 = "math.atanh"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %39 = "math.cbrt"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %40 = "math.ceil"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   %41 = "math.cos"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %42 = "math.cosh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %43 = "math.erf"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   %44 = "math.erfc"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %45 = "math.exp"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %46 = "math.exp2"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   %47 = "math.expm1"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %48 = "math.floor"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %49 = "math.log"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   %50 = "math.log10"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %51 = "math.log1p"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %52 = "math.log2"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   %53 = "math.round"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %54 = "math.roundeven"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %55 = "math.rsqrt"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   %56 = "math.sin"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %57 = "math.sinh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %58 = "math.sqrt"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   %59 = "math.tan"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %60 = "math.tanh"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
// GENERIC-NEXT:   %61 = "math.trunc"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xbf16>
// GENERIC-NEXT:   "x.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"x.test"() {name = "float_unary"} : () -> ()
"x.func"() ({
^bb0(%f: f32, %v: vector<4xf64>, %t: tensor<?xbf16>):
  %0 = math.absf %f : f32
  %1 = math.acos %v : vector<4xf64>
  %2 = math.acosh %t : tensor<?xbf16>
  %3 = math.asin %f : f32
  %4 = math.asinh %v : vector<4xf64>
  %5 = math.atan %t : tensor<?xbf16>
  %6 = math.atanh %f : f32
  %7 = math.cbrt %v : vector<4xf64>
  %8 = math.ceil %t : tensor<?xbf16>
  %9 = math.cos %f : f32
  %10 = math.cosh %v : vector<4xf64>
  %11 = math.erf %t : tensor<?xbf16>
  %12 = math.erfc %f : f32
  %13 = math.exp %v : vector<4xf64>
  %14 = math.exp2 %t : tensor<?xbf16>
  %15 = math.expm1 %f : f32
  %16 = math.floor %v : vector<4xf64>
  %17 = math.log %t : tensor<?xbf16>
  %18 = math.log10 %f : f32
  %19 = math.log1p %v : vector<4xf64>
  %20 = math.log2 %t : tensor<?xbf16>
  %21 = math.round %f : f32
  %22 = math.roundeven %v : vector<4xf64>
  %23 = math.rsqrt %t : tensor<?xbf16>
  %24 = math.sin %f : f32
  %25 = math.sinh %v : vector<4xf64>
  %26 = math.sqrt %t : tensor<?xbf16>
  %27 = math.tan %f : f32
  %28 = math.tanh %v : vector<4xf64>
  %29 = math.trunc %t : tensor<?xbf16>
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "fastmath"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: i32):
// CHECK-NEXT:   %0 = math.sqrt %arg0 fastmath<fast> : f32
// CHECK-NEXT:   %1 = math.exp %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:   %2 = math.log %arg0 : f32
// CHECK-NEXT:   %3 = math.sin %arg0 fastmath<fast> : f32
// CHECK-NEXT:   %4 = math.powf %arg0, %arg0 fastmath<afn> : f32
// CHECK-NEXT:   %5 = math.fma %arg0, %arg0, %arg0 fastmath<contract> : f32
// CHECK-NEXT:   %6 = math.clampf %arg0 to [%arg0, %arg0] fastmath<nsz> : f32
// CHECK-NEXT:   %sin, %cos = math.sincos %arg0 fastmath<arcp> : f32
// CHECK-NEXT:   %7 = math.fpowi %arg0, %arg1 fastmath<fast> : f32, i32
// CHECK-NEXT:   %8 = math.isnan %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT:   %9 = math.cos %arg0 fastmath<afn> : f32
// CHECK-NEXT:   %10 = math.tanh %arg0 fastmath<fast> {x.tag} : f32
// CHECK-NEXT:   %11 = math.atan %arg0 fastmath<ninf> : f32
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: "x.test"() {name = "fastmath"}
// GENERIC-NEXT: "x.func"() ({
// GENERIC-NEXT: ^bb0(%arg12: f32, %arg13: i32):
// GENERIC-NEXT:   %19 = "math.sqrt"(%arg12) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT:   %20 = "math.exp"(%arg12) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
// GENERIC-NEXT:   %21 = "math.log"(%arg12) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:   %22 = "math.sin"(%arg12) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC-NEXT:   %23 = "math.powf"(%arg12, %arg12) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
// GENERIC-NEXT:   %24 = "math.fma"(%arg12, %arg12, %arg12) <{fastmath = #arith.fastmath<contract>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:   %25 = "math.clampf"(%arg12, %arg12, %arg12) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:   %26:2 = "math.sincos"(%arg12) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> (f32, f32)
// GENERIC-NEXT:   %27 = "math.fpowi"(%arg12, %arg13) <{fastmath = #arith.fastmath<fast>}> : (f32, i32) -> f32
// GENERIC-NEXT:   %28 = "math.isnan"(%arg12) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
// GENERIC-NEXT:   %29 = "math.cos"(%arg12) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
// GENERIC-NEXT:   %30 = "math.tanh"(%arg12) <{fastmath = #arith.fastmath<fast>}> {x.tag} : (f32) -> f32
// GENERIC-NEXT:   %31 = "math.atan"(%arg12) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> f32
// GENERIC-NEXT:   "x.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"x.test"() {name = "fastmath"} : () -> ()
"x.func"() ({
^bb0(%f: f32, %i: i32):
  %0 = math.sqrt %f fastmath<fast> : f32
  %1 = math.exp %f fastmath<nnan,ninf> : f32
  %2 = math.log %f fastmath<none> : f32
  %3 = math.sin %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %4 = math.powf %f, %f fastmath<afn> : f32
  %5 = math.fma %f, %f, %f fastmath<contract> : f32
  %6 = math.clampf %f to [%f, %f] fastmath<nsz> : f32
  %7:2 = math.sincos %f fastmath<arcp> : f32
  %8 = math.fpowi %f, %i fastmath<fast> : f32, i32
  %9 = math.isnan %f {fastmath = #arith.fastmath<nnan>} : f32
  %10 = math.cos %f {fastmath = #arith.fastmath<afn>} : f32
  %11 = math.tanh %f fastmath<fast> {x.tag} : f32
  %12 = "math.atan"(%f) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> f32
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "float_multi"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: f64, %arg1: vector<2x3xf32>, %arg2: i64, %arg3: vector<2x3xi8>, %arg4: index):
// CHECK-NEXT:   %0 = math.atan2 %arg0, %arg0 : f64
// CHECK-NEXT:   %1 = math.copysign %arg1, %arg1 : vector<2x3xf32>
// CHECK-NEXT:   %2 = math.powf %arg0, %arg0 : f64
// CHECK-NEXT:   %3 = math.fma %arg1, %arg1, %arg1 : vector<2x3xf32>
// CHECK-NEXT:   %4 = math.clampf %arg0 to [%arg0, %arg0] : f64
// CHECK-NEXT:   %sin, %cos = math.sincos %arg1 : vector<2x3xf32>
// CHECK-NEXT:   %5 = math.fpowi %arg0, %arg2 : f64, i64
// CHECK-NEXT:   %6 = math.fpowi %arg1, %arg3 : vector<2x3xf32>, vector<2x3xi8>
// CHECK-NEXT:   %7 = math.fpowi %arg0, %arg4 : f64, index
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: "x.test"() {name = "float_multi"}
// GENERIC-NEXT: "x.func"() ({
// GENERIC-NEXT: ^bb0(%arg7: f64, %arg8: vector<2x3xf32>, %arg9: i64, %arg10: vector<2x3xi8>, %arg11: index):
// GENERIC-NEXT:   %10 = "math.atan2"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:   %11 = "math.copysign"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC-NEXT:   %12 = "math.powf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:   %13 = "math.fma"(%arg8, %arg8, %arg8) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC-NEXT:   %14 = "math.clampf"(%arg7, %arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
// GENERIC-NEXT:   %15:2 = "math.sincos"(%arg8) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>) -> (vector<2x3xf32>, vector<2x3xf32>)
// GENERIC-NEXT:   %16 = "math.fpowi"(%arg7, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, i64) -> f64
// GENERIC-NEXT:   %17 = "math.fpowi"(%arg8, %arg10) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>, vector<2x3xi8>) -> vector<2x3xf32>
// GENERIC-NEXT:   %18 = "math.fpowi"(%arg7, %arg11) <{fastmath = #arith.fastmath<none>}> : (f64, index) -> f64
// GENERIC-NEXT:   "x.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"x.test"() {name = "float_multi"} : () -> ()
"x.func"() ({
^bb0(%f: f64, %v: vector<2x3xf32>, %i: i64, %vi: vector<2x3xi8>, %idx: index):
  %0 = math.atan2 %f, %f : f64
  %1 = math.copysign %v, %v : vector<2x3xf32>
  %2 = math.powf %f, %f : f64
  %3 = math.fma %v, %v, %v : vector<2x3xf32>
  %4 = math.clampf %f to [%f, %f] : f64
  %sin, %cos = math.sincos %v : vector<2x3xf32>
  %5 = math.fpowi %f, %i : f64, i64
  %6 = math.fpowi %v, %vi : vector<2x3xf32>, vector<2x3xi8>
  %7 = math.fpowi %f, %idx : f64, index
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "classify"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: f16, %arg1: vector<4xf32>, %arg2: tensor<2x?xf64>):
// CHECK-NEXT:   %0 = math.isnan %arg0 : f16
// CHECK-NEXT:   %1 = math.isinf %arg1 : vector<4xf32>
// CHECK-NEXT:   %2 = math.isfinite %arg2 : tensor<2x?xf64>
// CHECK-NEXT:   %3 = math.isnormal %arg0 : f16
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: "x.test"() {name = "classify"}
// GENERIC-NEXT: "x.func"() ({
// GENERIC-NEXT: ^bb0(%arg4: f16, %arg5: vector<4xf32>, %arg6: tensor<2x?xf64>):
// GENERIC-NEXT:   %6 = "math.isnan"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
// GENERIC-NEXT:   %7 = "math.isinf"(%arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xi1>
// GENERIC-NEXT:   %8 = "math.isfinite"(%arg6) <{fastmath = #arith.fastmath<none>}> : (tensor<2x?xf64>) -> tensor<2x?xi1>
// GENERIC-NEXT:   %9 = "math.isnormal"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
// GENERIC-NEXT:   "x.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"x.test"() {name = "classify"} : () -> ()
"x.func"() ({
^bb0(%f: f16, %v: vector<4xf32>, %t: tensor<2x?xf64>):
  %0 = math.isnan %f : f16
  %1 = math.isinf %v : vector<4xf32>
  %2 = math.isfinite %t : tensor<2x?xf64>
  %3 = math.isnormal %f : f16
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "integer"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: vector<4xi8>, %arg2: tensor<3xi64>, %arg3: index):
// CHECK-NEXT:   %0 = math.absi %arg0 : i32
// CHECK-NEXT:   %1 = math.ctlz %arg1 : vector<4xi8>
// CHECK-NEXT:   %2 = math.cttz %arg2 : tensor<3xi64>
// CHECK-NEXT:   %3 = math.ctpop %arg3 : index
// CHECK-NEXT:   %4 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT:   %5 = math.ipowi %arg1, %arg1 {x.tag} : vector<4xi8>
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: "x.test"() {name = "integer"}
// GENERIC-NEXT: "x.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: vector<4xi8>, %arg2: tensor<3xi64>, %arg3: index):
// GENERIC-NEXT:   %0 = "math.absi"(%arg0) : (i32) -> i32
// GENERIC-NEXT:   %1 = "math.ctlz"(%arg1) : (vector<4xi8>) -> vector<4xi8>
// GENERIC-NEXT:   %2 = "math.cttz"(%arg2) : (tensor<3xi64>) -> tensor<3xi64>
// GENERIC-NEXT:   %3 = "math.ctpop"(%arg3) : (index) -> index
// GENERIC-NEXT:   %4 = "math.ipowi"(%arg0, %arg0) : (i32, i32) -> i32
// GENERIC-NEXT:   %5 = "math.ipowi"(%arg1, %arg1) {x.tag} : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
// GENERIC-NEXT:   "x.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
"x.test"() {name = "integer"} : () -> ()
"x.func"() ({
^bb0(%i: i32, %v: vector<4xi8>, %t: tensor<3xi64>, %x: index):
  %0 = math.absi %i : i32
  %1 = math.ctlz %v : vector<4xi8>
  %2 = math.cttz %t : tensor<3xi64>
  %3 = math.ctpop %x : index
  %4 = math.ipowi %i, %i : i32
  %5 = math.ipowi %v, %v {x.tag} : vector<4xi8>
  "x.return"() : () -> ()
}) : () -> ()


