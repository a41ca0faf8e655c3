// RUN: ropt %s -split-input-file -allow-unregistered-dialect -canonicalize | FileCheck %s

// Folding of the arith casts: constants (scalars, vectors, tensors; exact and inexact
// conversions, truncf rounding modes), ext/trunc chains folded in place, same-type bitcasts.
// Expected output from mlir-opt 22 -canonicalize; every case is decided by the folders alone
// (trunci(extui) into a narrower extui and bitcast(bitcast) are DRR patterns, not tested here).

// CHECK-LABEL: module {
// CHECK-NEXT:   %cst = arith.constant 4.203900e-43 : f32
// CHECK-NEXT:   %c1199562752_i32 = arith.constant 1199562752 : i32
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %cst_0 = arith.constant 6.550400e+04 : f64
// CHECK-NEXT:   %c-32_i16 = arith.constant -32 : i16
// CHECK-NEXT:   %c24999999488_i64 = arith.constant 24999999488 : i64
// CHECK-NEXT:   %cst_1 = arith.constant 2.500000e+10 : f32
// CHECK-NEXT:   %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:   %c-1_i65 = arith.constant -1 : i65
// CHECK-NEXT:   %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:   %cst_2 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 2.550000e+02 : f16
// CHECK-NEXT:   %0 = arith.fptosi %cst_1 : f32 to i32
// CHECK-NEXT:   "test.use"(%c255_i32, %c-1_i65, %c44_i8, %cst_2, %cst_3, %0, %c24999999488_i64, %c-32_i16, %cst_0, %c-1, %c255, %c1199562752_i32, %cst) : (i32, i65, i8, f32, f16, i32, i64, i16, f64, index, index, i32, f32) -> ()
// CHECK-NEXT: }
%i = arith.constant 300 : i32
%n = arith.constant -1 : i8
%f = arith.constant 2.5e10 : f32
%g = arith.constant 1.0e-8 : f64
%h = arith.constant 65504.0 : f32
%0 = arith.extui %n : i8 to i32
%1 = arith.extsi %n : i8 to i65
%2 = arith.trunci %i : i32 to i8
%3 = arith.sitofp %n : i8 to f32
%4 = arith.uitofp %n : i8 to f16
%5 = arith.fptosi %f : f32 to i32
%6 = arith.fptosi %f : f32 to i64
%7 = arith.fptoui %h : f32 to i16
%8 = arith.extf %h : f32 to f64
%11 = arith.index_cast %n : i8 to index
%12 = arith.index_castui %n : i8 to index
%13 = arith.bitcast %h : f32 to i32
%14 = arith.bitcast %i : i32 to f32
"test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %11, %12, %13, %14) : (i32, i65, i8, f32, f16, i32, i64, i16, f64, index, index, i32, f32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %0 = "test.src"() : () -> i8
// CHECK-NEXT:   %1 = "test.src"() : () -> i32
// CHECK-NEXT:   %2 = arith.extui %0 : i8 to i32
// CHECK-NEXT:   %3 = arith.extsi %0 : i8 to i64
// CHECK-NEXT:   %4 = arith.trunci %1 : i32 to i8
// CHECK-NEXT:   "test.use"(%2, %3, %0, %4, %1) : (i32, i64, i8, i8, i32) -> ()
// CHECK-NEXT: }
%x = "test.src"() : () -> i8
%y = "test.src"() : () -> i32
%0 = arith.extui %x : i8 to i16
%1 = arith.extui %0 : i16 to i32
%2 = arith.extsi %x : i8 to i16
%3 = arith.extsi %2 : i16 to i64
%4 = arith.trunci %3 : i64 to i8
%6 = arith.trunci %y : i32 to i16
%7 = arith.trunci %6 : i16 to i8
%8 = arith.bitcast %y : i32 to i32
"test.use"(%1, %3, %4, %7, %8) : (i32, i64, i8, i8, i32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %cst = arith.constant dense<[1, -2, 3]> : vector<3xi64>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[1, -2, 3]> : vector<3xi8>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[1.000000e+00, -2.000000e+00, 3.000000e+00]> : vector<3xf64>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[1, -2, 0]> : tensor<3xi32>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[1069547520, -1073741824, 0]> : tensor<3xi32>
// CHECK-NEXT:   %cst_4 = arith.constant dense<[-1.500000e+00, 2.000000e+00, -0.000000e+00]> : tensor<3xf32>
// CHECK-NEXT:   %cst_5 = arith.constant dense<[2.250000e+00, 4.000000e+00, 0.000000e+00]> : tensor<3xf32>
// CHECK-NEXT:   "test.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5) : (vector<3xi64>, vector<3xi8>, vector<3xf64>, tensor<3xi32>, tensor<3xi32>, tensor<3xf32>, tensor<3xf32>) -> ()
// CHECK-NEXT: }
%v = arith.constant dense<[1, -2, 3]> : vector<3xi32>
%w = arith.constant dense<[1.5, -2.0, 0.0]> : tensor<3xf32>
%0 = arith.extsi %v : vector<3xi32> to vector<3xi64>
%1 = arith.trunci %v : vector<3xi32> to vector<3xi8>
%2 = arith.sitofp %v : vector<3xi32> to vector<3xf64>
%3 = arith.fptosi %w : tensor<3xf32> to tensor<3xi32>
%4 = arith.bitcast %w : tensor<3xf32> to tensor<3xi32>
%5 = arith.negf %w : tensor<3xf32>
%6 = arith.mulf %w, %w : tensor<3xf32>
"test.use"(%0, %1, %2, %3, %4, %5, %6) : (vector<3xi64>, vector<3xi8>, vector<3xf64>, tensor<3xi32>, tensor<3xi32>, tensor<3xf32>, tensor<3xf32>) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %cst = arith.constant 6.550400e+04 : f16
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e-08 : f64
// CHECK-NEXT:   %cst_1 = arith.constant 6.550400e+04 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:   %0 = "test.src"() : () -> f16
// CHECK-NEXT:   %1 = "test.src"() : () -> f32
// CHECK-NEXT:   %2 = arith.truncf %cst_0 : f64 to f32
// CHECK-NEXT:   %3 = arith.truncf %cst_1 : f32 to bf16
// CHECK-NEXT:   %4 = arith.truncf %cst_2 downward : f32 to f16
// CHECK-NEXT:   %5 = arith.truncf %cst_2 upward : f32 to f16
// CHECK-NEXT:   %6 = arith.extf %0 : f16 to f32
// CHECK-NEXT:   %7 = arith.truncf %1 : f32 to f16
// CHECK-NEXT:   %8 = arith.extf %7 fastmath<contract> : f16 to f32
// CHECK-NEXT:   "test.use"(%2, %cst, %3, %4, %5, %0, %0, %6, %1, %8) : (f32, f16, bf16, f16, f16, f16, f16, f32, f32, f32) -> ()
// CHECK-NEXT: }
%g = arith.constant 1.0e-8 : f64
%h = arith.constant 65504.0 : f32
%k = arith.constant 0.1 : f32
%x = "test.src"() : () -> f16
%y = "test.src"() : () -> f32
%9 = arith.truncf %g : f64 to f32
%10 = arith.truncf %h : f32 to f16
%15 = arith.truncf %h : f32 to bf16
%16 = arith.truncf %k downward : f32 to f16
%17 = arith.truncf %k upward : f32 to f16
%0 = arith.extf %x : f16 to f32
%1 = arith.extf %0 : f32 to f64
%2 = arith.truncf %1 : f64 to f16
%3 = arith.truncf %0 : f32 to f16
%4 = arith.truncf %1 : f64 to f32
%5 = arith.truncf %y fastmath<contract> : f32 to f16
%6 = arith.extf %5 fastmath<contract> : f16 to f32
%7 = arith.truncf %y : f32 to f16
%8 = arith.extf %7 fastmath<contract> : f16 to f32
"test.use"(%9, %10, %15, %16, %17, %2, %3, %4, %6, %8) : (f32, f16, bf16, f16, f16, f16, f16, f32, f32, f32) -> ()
