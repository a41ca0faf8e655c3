// RUN: ropt %s -canonicalize | FileCheck %s

// Folding of f8E8M0FNU (exponent only, unsigned, no zero) with mlir-opt 22's APFloat results:
// sums round up to the next power of two, a value keeps the sign it was computed with (printed
// negative), zero converts to the smallest value 2^-127, the NaN 0xFF extends to +infinity,
// and an inexact truncation does not fold.

// CHECK-LABEL: func.func @arith() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
// CHECK-NEXT:   %cst = arith.constant 2.000000e+00 : f8E8M0FNU
// CHECK-NEXT:   %cst_0 = arith.constant 8.000000e+00 : f8E8M0FNU
// CHECK-NEXT:   %cst_1 = arith.constant -2.000000e+00 : f8E8M0FNU
// CHECK-NEXT:   %cst_2 = arith.constant 5.000000e-01 : f8E8M0FNU
// CHECK-NEXT:   %cst_3 = arith.constant -4.000000e+00 : f8E8M0FNU
// CHECK-NEXT:   %cst_4 = arith.constant 0xFF : f8E8M0FNU
// CHECK-NEXT:   return %cst_0, %cst_1, %cst_0, %cst_2, %cst_3, %cst_4, %cst : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compare() -> (i1, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   return %true, %true, %true : i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts() -> (f32, f16, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, i32, f8E8M0FNU) {
// CHECK-NEXT:   %cst = arith.constant 8.000000e+00 : f8E8M0FNU
// CHECK-NEXT:   %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:   %cst_0 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 4.000000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK-NEXT:   %cst_4 = arith.constant -1.000000e+00 : f8E8M0FNU
// CHECK-NEXT:   %0 = arith.truncf %cst_0 : f32 to f8E8M0FNU
// CHECK-NEXT:   return %cst_1, %cst_2, %cst_3, %cst_4, %0, %c4_i32, %cst : f32, f16, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, i32, f8E8M0FNU
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @arith() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %two = arith.constant 2.0 : f8E8M0FNU
  %four = arith.constant 4.0 : f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %add = arith.addf %two, %four : f8E8M0FNU
  %sub = arith.subf %two, %four : f8E8M0FNU
  %mul = arith.mulf %two, %four : f8E8M0FNU
  %div = arith.divf %two, %four : f8E8M0FNU
  %neg = arith.negf %four : f8E8M0FNU
  %max = arith.maximumf %two, %nan : f8E8M0FNU
  %min = arith.minnumf %two, %nan : f8E8M0FNU
  return %add, %sub, %mul, %div, %neg, %max, %min : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}

func.func @compare() -> (i1, i1, i1) {
  %two = arith.constant 2.0 : f8E8M0FNU
  %four = arith.constant 4.0 : f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %lt = arith.cmpf olt, %two, %four : f8E8M0FNU
  %eq = arith.cmpf oeq, %two, %two : f8E8M0FNU
  %uno = arith.cmpf uno, %two, %nan : f8E8M0FNU
  return %lt, %eq, %uno : i1, i1, i1
}

func.func @casts() -> (f32, f16, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, i32, f8E8M0FNU) {
  %nan = arith.constant 0xFF : f8E8M0FNU
  %four = arith.constant 4.0 : f8E8M0FNU
  %zero = arith.constant 0.0 : f32
  %m1 = arith.constant -1.0 : f32
  %three = arith.constant 3.0 : f32
  %i = arith.constant 6 : i32
  %e0 = arith.extf %nan : f8E8M0FNU to f32
  %e1 = arith.extf %four : f8E8M0FNU to f16
  %t0 = arith.truncf %zero : f32 to f8E8M0FNU
  %t1 = arith.truncf %m1 : f32 to f8E8M0FNU
  %t2 = arith.truncf %three : f32 to f8E8M0FNU
  %fi = arith.fptosi %four : f8E8M0FNU to i32
  %if = arith.sitofp %i : i32 to f8E8M0FNU
  return %e0, %e1, %t0, %t1, %t2, %fi, %if : f32, f16, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, i32, f8E8M0FNU
}
