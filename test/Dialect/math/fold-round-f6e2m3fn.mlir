// RUN: ropt %s -canonicalize | FileCheck %s

// APFloat rounds to an integer by adding and subtracting 2^(precision-1): in f6E2M3FN that
// constant (8) is above the largest value (7.5), so mlir-opt 22 folds floor, ceil and
// roundeven of any f6E2M3FN constant to a zero of the input's sign. f4E2M1FN and f6E3M2FN
// round normally. Expected output from mlir-opt 22.

// CHECK-LABEL: func.func @f6e2m3fn(
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f6E2M3FN
// CHECK-NEXT:    %cst_0 = arith.constant -0.000000e+00 : f6E2M3FN
// CHECK-NEXT:    return %cst, %cst, %cst, %cst_0, %cst_0, %cst_0, %cst, %cst : f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN
func.func @f6e2m3fn() -> (f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN) {
  %a = arith.constant 3.0 : f6E2M3FN
  %b = arith.constant -7.5 : f6E2M3FN
  %c = arith.constant 0.875 : f6E2M3FN
  %0 = math.floor %a : f6E2M3FN
  %1 = math.ceil %a : f6E2M3FN
  %2 = math.roundeven %a : f6E2M3FN
  %3 = math.floor %b : f6E2M3FN
  %4 = math.ceil %b : f6E2M3FN
  %5 = math.roundeven %b : f6E2M3FN
  %6 = math.ceil %c : f6E2M3FN
  %7 = math.floor %c : f6E2M3FN
  return %0, %1, %2, %3, %4, %5, %6, %7 : f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN
}

// CHECK-LABEL: func.func @others(
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f4E2M1FN
// CHECK-NEXT:    %cst_0 = arith.constant 2.000000e+00 : f4E2M1FN
// CHECK-NEXT:    %cst_1 = arith.constant -2.000000e+00 : f6E3M2FN
// CHECK-NEXT:    %cst_2 = arith.constant -1.000000e+00 : f6E3M2FN
// CHECK-NEXT:    return %cst, %cst_0, %cst_0, %cst_1, %cst_2 : f4E2M1FN, f4E2M1FN, f4E2M1FN, f6E3M2FN, f6E3M2FN
func.func @others() -> (f4E2M1FN, f4E2M1FN, f4E2M1FN, f6E3M2FN, f6E3M2FN) {
  %a = arith.constant 1.5 : f4E2M1FN
  %b = arith.constant -1.5 : f6E3M2FN
  %0 = math.floor %a : f4E2M1FN
  %1 = math.ceil %a : f4E2M1FN
  %2 = math.roundeven %a : f4E2M1FN
  %3 = math.floor %b : f6E3M2FN
  %4 = math.ceil %b : f6E3M2FN
  return %0, %1, %2, %3, %4 : f4E2M1FN, f4E2M1FN, f4E2M1FN, f6E3M2FN, f6E3M2FN
}
