// RUN: ropt %s -split-input-file -allow-unregistered-dialect -canonicalize | FileCheck %s

// Folding of the float arith ops on f16/bf16/f32/f64/f8 constants (APFloat rounding, NaN and
// infinity results and their printing, signed zeros, identities). Expected output from
// mlir-opt 22 -canonicalize; every case is decided by the folders alone.

// CHECK-LABEL: module {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %cst = arith.constant 0xFFC00000 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:   %cst_4 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:   %cst_5 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:   %0 = "test.src"() : () -> f32
// CHECK-NEXT:   %1 = arith.divf %0, %cst_5 : f32
// CHECK-NEXT:   "test.use"(%0, %cst_4, %cst_3, %cst_2, %cst_1, %cst_0, %cst, %cst_1, %cst_5, %true, %true, %0, %1) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, f32, f32) -> ()
// CHECK-NEXT: }
%x = "test.src"() : () -> f32
%c1 = arith.constant 1.5 : f32
%c2 = arith.constant -0.0 : f32
%c3 = arith.constant 3.0e38 : f32
%nan = arith.constant 0x7FC00000 : f32
%inf = arith.constant 0x7F800000 : f32
%0 = arith.addf %x, %c2 : f32
%1 = arith.addf %c1, %c1 : f32
%2 = arith.mulf %c3, %c3 : f32
%3 = arith.divf %c1, %c2 : f32
%4 = arith.subf %inf, %inf : f32
%5 = arith.remf %c3, %c1 : f32
%6 = arith.negf %nan : f32
%7 = arith.maximumf %nan, %c1 : f32
%8 = arith.minnumf %nan, %c1 : f32
%9 = arith.cmpf olt, %c1, %c3 : f32
%10 = arith.cmpf uno, %x, %nan : f32
%11 = arith.negf %x : f32
%12 = arith.negf %11 : f32
%13 = arith.divf %x, %c1 : f32
"test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, f32, f32) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %cst = arith.constant 2.000810e-03 : f16
// CHECK-NEXT:   %cst_0 = arith.constant 9.000000e+00 : bf16
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant 1.000000e+00 : f8E4M3FN
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f8E5M2
// CHECK-NEXT:   %cst_4 = arith.constant 0.000000e+00 : f8E4M3FN
// CHECK-NEXT:   "test.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4) : (f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FN) -> ()
// CHECK-NEXT: }
%a = arith.constant 1.0e-3 : f16
%b = arith.constant 3.0 : bf16
%c = arith.constant 2.0 : f64
%d = arith.constant 0.5 : f8E4M3FN
%e = arith.constant 1.25 : f8E5M2
%0 = arith.addf %a, %a : f16
%1 = arith.mulf %b, %b : bf16
%2 = arith.divf %c, %c : f64
%3 = arith.addf %d, %d : f8E4M3FN
%4 = arith.mulf %e, %e : f8E5M2
%5 = arith.subf %d, %d : f8E4M3FN
"test.use"(%0, %1, %2, %3, %4, %5) : (f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FN) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:   %cst_0 = arith.constant 0x7C00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:   %cst_2 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:   %cst_4 = arith.constant 0x7F80 : bf16
// CHECK-NEXT:   %cst_5 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_6 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %cst_7 = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT:   "test.use"(%cst_0, %cst, %cst_1, %cst_2, %cst, %cst_3, %cst_4, %cst_5, %cst, %cst_6, %true, %true, %true, %cst_7) : (f16, f64, f64, f64, f64, f8E4M3FN, bf16, f64, f64, f16, i1, i1, i1, bf16) -> ()
// CHECK-NEXT: }
%big = arith.constant 60000.0 : f16
%one = arith.constant 1.0 : f16
%z = arith.constant 0.0 : f64
%nz = arith.constant -0.0 : f64
%n8 = arith.constant 448.0 : f8E4M3FN
%b = arith.constant 3.0e38 : bf16
%0 = arith.addf %big, %big : f16
%1 = arith.subf %z, %z : f64
%2 = arith.divf %z, %z : f64
%one64 = arith.constant 1.0 : f64
%3 = arith.divf %one64, %z : f64
%4 = arith.negf %nz : f64
%5 = arith.addf %n8, %n8 : f8E4M3FN
%6 = arith.mulf %b, %b : bf16
%7 = arith.minimumf %z, %nz : f64
%8 = arith.maximumf %z, %nz : f64
%9 = arith.remf %one, %one : f16
%10 = arith.cmpf oeq, %z, %nz : f64
%11 = arith.cmpf une, %z, %2 : f64
%12 = arith.cmpf true, %z, %nz : f64
%13 = arith.subf %b, %b : bf16
"test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (f16, f64, f64, f64, f64, f8E4M3FN, bf16, f64, f64, f16, i1, i1, i1, bf16) -> ()

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:   %cst = arith.constant dense<4.000000e+00> : vector<4xf16>
// CHECK-NEXT:   %cst_0 = arith.constant dense<2.000000e+00> : vector<4xf16>
// CHECK-NEXT:   %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0 = "test.src"() : () -> f32
// CHECK-NEXT:   %1 = arith.addf %0, %cst_1 : f32
// CHECK-NEXT:   %2 = arith.cmpf ogt, %0, %0 : f32
// CHECK-NEXT:   %3 = arith.cmpf ogt, %cst_0, %cst_0 : vector<4xf16>
// CHECK-NEXT:   "test.use"(%0, %0, %0, %0, %1, %2, %3, %cst) : (f32, f32, f32, f32, f32, i1, vector<4xi1>, vector<4xf16>) -> ()
// CHECK-NEXT: }
%x = "test.src"() : () -> f32
%one = arith.constant 1.0 : f32
%z = arith.constant 0.0 : f32
%0 = arith.mulf %x, %one : f32
%1 = arith.subf %x, %z : f32
%2 = arith.maxnumf %x, %x : f32
%3 = arith.minimumf %x, %x : f32
%4 = arith.addf %x, %z : f32
%5 = arith.cmpf ogt, %x, %x : f32
%v = arith.constant dense<2.0> : vector<4xf16>
%6 = arith.cmpf ogt, %v, %v : vector<4xf16>
%7 = arith.addf %v, %v : vector<4xf16>
"test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (f32, f32, f32, f32, f32, i1, vector<4xi1>, vector<4xf16>) -> ()
