// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// Folding of the math ops (expected output from mlir-opt 22): APFloat-exact folds for every
// float kind (absf, ceil, floor, roundeven, copysign), C-library folds for f32/f64 only (and
// the inputs MLIR refuses), vectors and tensors (classifications: scalars and splats only),
// integer ops at any width, ops without a folder, and dead-op removal. Folded constants are
// materialized as arith.constant. Functions are unregistered "x.func" ops so that only math is
// under test.

// CHECK-LABEL: "x.test"() {name = "any_float_kind"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT:   %cst_0 = arith.constant 2.000000e+00 : bf16
// CHECK-NEXT:   %cst_1 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:   %cst_3 = arith.constant -2.000000e+00 : f16
// CHECK-NEXT:   %cst_4 = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT:   "x.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4) : (f16, bf16, f32, f64, f16, bf16) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "any_float_kind"} : () -> ()
"x.func"() ({
  %h = arith.constant -2.5 : f16
  %b = arith.constant 1.5 : bf16
  %f = arith.constant -0.5 : f32
  %d = arith.constant 2.5 : f64
  %0 = math.absf %h : f16
  %1 = math.ceil %b : bf16
  %2 = math.floor %f : f32
  %3 = math.roundeven %d : f64
  %4 = math.roundeven %h : f16
  %5 = math.copysign %b, %b : bf16
  "x.use"(%0, %1, %2, %3, %4, %5) : (f16, bf16, f32, f64, f16, bf16) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "host_functions"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %cst = arith.constant 1.04719758 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 0.52359877559829893 : f64
// CHECK-NEXT:   %cst_1 = arith.constant 0.463647604 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 0.54930614433405478 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 0.87758255 : f32
// CHECK-NEXT:   %cst_4 = arith.constant 1.1276259652063807 : f64
// CHECK-NEXT:   %cst_5 = arith.constant 0.47942555 : f32
// CHECK-NEXT:   %cst_6 = arith.constant 0.52109530549374738 : f64
// CHECK-NEXT:   %cst_7 = arith.constant 0.546302497 : f32
// CHECK-NEXT:   %cst_8 = arith.constant 0.46211715726000974 : f64
// CHECK-NEXT:   %cst_9 = arith.constant 0.520499885 : f32
// CHECK-NEXT:   %cst_10 = arith.constant 0.47950012218695348 : f64
// CHECK-NEXT:   %cst_11 = arith.constant 1.64872122 : f32
// CHECK-NEXT:   %cst_12 = arith.constant 1.4142135623730951 : f64
// CHECK-NEXT:   %cst_13 = arith.constant 0.648721277 : f32
// CHECK-NEXT:   %cst_14 = arith.constant -0.69314718055994529 : f64
// CHECK-NEXT:   %cst_15 = arith.constant -3.010300e-01 : f32
// CHECK-NEXT:   %cst_16 = arith.constant 0.40546510810816438 : f64
// CHECK-NEXT:   %cst_17 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:   %cst_18 = arith.constant 0.70710678118654757 : f64
// CHECK-NEXT:   %cst_19 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %cst_20 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:   %cst_21 = arith.constant 0.481211841 : f32
// CHECK-NEXT:   %cst_22 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT:   "x.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10) : (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) -> ()
// CHECK-NEXT:   "x.use"(%cst_11, %cst_12, %cst_13, %cst_14, %cst_15, %cst_16, %cst_17, %cst_18, %cst_19, %cst_20, %cst_21, %cst_22) : (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "host_functions"} : () -> ()
"x.func"() ({
  %f = arith.constant 0.5 : f32
  %d = arith.constant 0.5 : f64
  %0 = math.acos %f : f32
  %1 = math.asin %d : f64
  %2 = math.atan %f : f32
  %3 = math.atanh %d : f64
  %4 = math.cos %f : f32
  %5 = math.cosh %d : f64
  %6 = math.sin %f : f32
  %7 = math.sinh %d : f64
  %8 = math.tan %f : f32
  %9 = math.tanh %d : f64
  %10 = math.erf %f : f32
  %11 = math.erfc %d : f64
  %12 = math.exp %f : f32
  %13 = math.exp2 %d : f64
  %14 = math.expm1 %f : f32
  %15 = math.log %d : f64
  %16 = math.log10 %f : f32
  %17 = math.log1p %d : f64
  %18 = math.log2 %f : f32
  %19 = math.sqrt %d : f64
  %20 = math.round %f : f32
  %21 = math.trunc %d : f64
  %22 = math.asinh %f : f32
  %23 = math.acosh %d : f64
  "x.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) -> ()
  "x.use"(%12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23) : (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "host_refusals"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:   %0 = math.log %cst_0 : f32
// CHECK-NEXT:   %1 = math.sqrt %cst_1 : f64
// CHECK-NEXT:   %2 = math.log1p %cst_2 : f32
// CHECK-NEXT:   %3 = math.exp %cst_3 : f16
// CHECK-NEXT:   %4 = math.cbrt %cst_0 : f32
// CHECK-NEXT:   %5 = math.rsqrt %cst_3 : f16
// CHECK-NEXT:   "x.use"(%0, %1, %2, %cst, %3, %4, %5) : (f32, f64, f32, f32, f16, f32, f16) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "host_refusals"} : () -> ()
"x.func"() ({
  %m = arith.constant -1.0 : f32
  %z = arith.constant -0.0 : f64
  %m2 = arith.constant -2.0 : f32
  %h = arith.constant 1.0 : f16
  %0 = math.log %m : f32
  %1 = math.sqrt %z : f64
  %2 = math.log1p %m2 : f32
  %3 = math.log1p %m : f32
  %4 = math.exp %h : f16
  %5 = math.cbrt %m : f32
  %6 = math.rsqrt %h : f16
  "x.use"(%0, %1, %2, %3, %4, %5, %6) : (f32, f64, f32, f32, f16, f32, f16) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "binary"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 2.553590e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:   %cst_2 = arith.constant 1.250000e-01 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 0.70710678118654757 : f64
// CHECK-NEXT:   "x.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3) : (f32, f32, f64, f32, f64) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "binary"} : () -> ()
"x.func"() ({
  %a = arith.constant 2.0 : f32
  %b = arith.constant -3.0 : f32
  %z = arith.constant 0.0 : f64
  %d = arith.constant 0.25 : f64
  %0 = math.copysign %a, %b : f32
  %1 = math.atan2 %a, %b : f32
  %2 = math.atan2 %z, %z : f64
  %3 = math.powf %a, %b : f32
  %4 = math.powf %d, %d : f64
  "x.use"(%0, %1, %2, %3, %4) : (f32, f32, f64, f32, f64) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "shaped"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %cst = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[1.500000e+00, 2.500000e+00]> : vector<2xf64>
// CHECK-NEXT:   %cst_1 = arith.constant dense<{{\[\[}}2.000000e+00, 3.000000e+00]]> : tensor<1x2xf32>
// CHECK-NEXT:   %cst_2 = arith.constant dense<2.250000e+00> : vector<4xf32>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[1.8371173070873836, 0xFFF8000000000000]> : vector<2xf64>
// CHECK-NEXT:   "x.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3) : (vector<4xf32>, vector<2xf64>, tensor<1x2xf32>, vector<4xf32>, vector<2xf64>) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "shaped"} : () -> ()
"x.func"() ({
  %s = arith.constant dense<2.25> : vector<4xf32>
  %v = arith.constant dense<[1.5, -2.5]> : vector<2xf64>
  %t = arith.constant dense<[[4.0, 9.0]]> : tensor<1x2xf32>
  %0 = math.floor %s : vector<4xf32>
  %1 = math.absf %v : vector<2xf64>
  %2 = math.sqrt %t : tensor<1x2xf32>
  %3 = math.copysign %s, %s : vector<4xf32>
  %4 = math.powf %v, %v : vector<2xf64>
  "x.use"(%0, %1, %2, %3, %4) : (vector<4xf32>, vector<2xf64>, tensor<1x2xf32>, vector<4xf32>, vector<2xf64>) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "classify"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %cst = arith.constant dense<[1.000000e+00, 0x7F800000]> : vector<2xf32>
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:   %0 = math.isinf %cst : vector<2xf32>
// CHECK-NEXT:   "x.use"(%true, %true, %false, %false, %cst_0, %0) : (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "classify"} : () -> ()
"x.func"() ({
  %n = arith.constant 0x7FC00000 : f32
  %i = arith.constant 0xFC00 : f16
  %s = arith.constant 1.0e-40 : f32
  %v = arith.constant dense<1.0> : vector<2xf32>
  %w = arith.constant dense<[1.0, 0x7F800000]> : vector<2xf32>
  %0 = math.isnan %n : f32
  %1 = math.isinf %i : f16
  %2 = math.isfinite %n : f32
  %3 = math.isnormal %s : f32
  %4 = math.isnormal %v : vector<2xf32>
  %5 = math.isinf %w : vector<2xf32>
  "x.use"(%0, %1, %2, %3, %4, %5) : (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "integer"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:   %c26_i32 = arith.constant 26 : i32
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1, 16]> : vector<3xi16>
// CHECK-NEXT:   %c61 = arith.constant 61 : index
// CHECK-NEXT:   %cst_0 = arith.constant dense<[16, 0, 0]> : vector<3xi16>
// CHECK-NEXT:   "x.use"(%c-128_i8, %c26_i32, %c3_i32, %cst, %c61, %cst_0) : (i8, i32, i32, vector<3xi16>, index, vector<3xi16>) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "integer"} : () -> ()
"x.func"() ({
  %m = arith.constant -128 : i8
  %a = arith.constant 40 : i32
  %v = arith.constant dense<[0, 1, -1]> : vector<3xi16>
  %x = arith.constant 6 : index
  %0 = math.absi %m : i8
  %1 = math.ctlz %a : i32
  %2 = math.cttz %a : i32
  %3 = math.ctpop %v : vector<3xi16>
  %4 = math.ctlz %x : index
  %5 = math.cttz %v : vector<3xi16>
  "x.use"(%0, %1, %2, %3, %4, %5) : (i8, i32, i32, vector<3xi16>, index, vector<3xi16>) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "ipowi"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT:   %c-89_i8 = arith.constant -89 : i8
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %c27_i32 = arith.constant 27 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = math.ipowi %c0_i32, %c-1_i32 : i32
// CHECK-NEXT:   "x.use"(%c27_i32, %c-1_i32, %c0_i32, %c1_i32, %0, %c-89_i8, %c1_i32) : (i32, i32, i32, i32, i32, i8, i32) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "ipowi"} : () -> ()
"x.func"() ({
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %m1 = arith.constant -1 : i32
  %m3 = arith.constant -3 : i32
  %c1 = arith.constant 1 : i32
  %big = arith.constant 7 : i8
  %e = arith.constant 5 : i8
  %0 = math.ipowi %c3, %c3 : i32
  %1 = math.ipowi %m1, %m3 : i32
  %2 = math.ipowi %c3, %m1 : i32
  %3 = math.ipowi %c1, %m3 : i32
  %4 = math.ipowi %c0, %m1 : i32
  %5 = math.ipowi %big, %e : i8
  %6 = math.ipowi %m3, %c0 : i32
  "x.use"(%0, %1, %2, %3, %4, %5, %6) : (i32, i32, i32, i32, i32, i8, i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "no_fold"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: i32):
// CHECK-NEXT:   %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %0 = math.fma %cst, %cst, %cst : f32
// CHECK-NEXT:   %1 = math.clampf %cst to [%cst, %cst] : f32
// CHECK-NEXT:   %2 = math.fpowi %cst, %c2_i32 : f32, i32
// CHECK-NEXT:   %sin, %cos = math.sincos %cst : f32
// CHECK-NEXT:   %3 = math.absf %arg0 : f32
// CHECK-NEXT:   %4 = math.ipowi %arg1, %c2_i32 : i32
// CHECK-NEXT:   %5 = math.floor %3 : f32
// CHECK-NEXT:   "x.use"(%0, %1, %2, %sin, %cos, %5, %4) : (f32, f32, f32, f32, f32, f32, i32) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "no_fold"} : () -> ()
"x.func"() ({
^bb0(%x: f32, %n: i32):
  %a = arith.constant 2.0 : f32
  %i = arith.constant 2 : i32
  %0 = math.fma %a, %a, %a : f32
  %1 = math.clampf %a to [%a, %a] : f32
  %2 = math.fpowi %a, %i : f32, i32
  %3:2 = math.sincos %a : f32
  %4 = math.absf %x : f32
  %5 = math.ipowi %n, %i : i32
  %6 = math.floor %4 : f32
  "x.use"(%0, %1, %2, %3#0, %3#1, %6, %5) : (f32, f32, f32, f32, f32, f32, i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "x.test"() {name = "dead"}
// CHECK-NEXT: "x.func"() ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: i32):
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "dead"} : () -> ()
"x.func"() ({
^bb0(%x: f32, %n: i32):
  %0 = math.sqrt %x : f32
  %1 = math.isnan %x : f32
  %2:2 = math.sincos %x : f32
  %3 = math.ctpop %n : i32
  "x.return"() : () -> ()
}) : () -> ()

