// RUN: ropt %s -math-expand-ops | FileCheck %s
// powf with a constant exponent (0, +-1, +-0.5, +-2 and 3 are special cases, others go
// through exp/log) and fpowi with a constant exponent (square-and-multiply; a negative one
// divides 1 by the power and maps zero results to infinities), also as splats.

func.func @powf(%a: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %cn0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %ch = arith.constant 0.5 : f32
  %cmh = arith.constant -0.5 : f32
  %c2 = arith.constant 2.0 : f32
  %cm2 = arith.constant -2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c4 = arith.constant 4.0 : f32
  %0 = math.powf %a, %c0 : f32
  %1 = math.powf %a, %cn0 : f32
  %2 = math.powf %a, %c1 : f32
  %3 = math.powf %a, %cm1 : f32
  %4 = math.powf %a, %ch : f32
  %5 = math.powf %a, %cmh : f32
  %6 = math.powf %a, %c2 : f32
  %7 = math.powf %a, %cm2 : f32
  %8 = math.powf %a, %c3 : f32
  %9 = math.powf %a, %c4 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @powf_splat(%v: vector<2xf16>) -> (vector<2xf16>, vector<2xf16>) {
  %c = arith.constant dense<2.0> : vector<2xf16>
  %h = arith.constant dense<-0.5> : vector<2xf16>
  %0 = math.powf %v, %c : vector<2xf16>
  %1 = math.powf %v, %h : vector<2xf16>
  return %0, %1 : vector<2xf16>, vector<2xf16>
}

func.func @fpowi(%a: f32, %d: f64, %v: vector<2xf64>) -> (f32, f32, f32, f64, vector<2xf64>, f32) {
  %c5 = arith.constant 5 : i32
  %cm3 = arith.constant -3 : i64
  %c0 = arith.constant 0 : i32
  %c13 = arith.constant 13 : i16
  %vc = arith.constant dense<-2> : vector<2xi32>
  %cm1 = arith.constant -1 : i8
  %0 = math.fpowi %a, %c5 : f32, i32
  %1 = math.fpowi %a, %cm3 : f32, i64
  %2 = math.fpowi %a, %c0 : f32, i32
  %3 = math.fpowi %d, %c13 : f64, i16
  %4 = math.fpowi %v, %vc : vector<2xf64>, vector<2xi32>
  %5 = math.fpowi %a, %cm1 : f32, i8
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f64, vector<2xf64>, f32
}

// CHECK: module {
// CHECK-LABEL:   func.func @powf(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:     %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.divf %cst_0, %arg0 : f32
// CHECK-NEXT:     %1 = math.sqrt %arg0 : f32
// CHECK-NEXT:     %2 = math.sqrt %arg0 : f32
// CHECK-NEXT:     %3 = arith.divf %cst_0, %2 : f32
// CHECK-NEXT:     %4 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:     %5 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:     %6 = arith.divf %cst_0, %5 : f32
// CHECK-NEXT:     %7 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:     %8 = arith.mulf %7, %arg0 : f32
// CHECK-NEXT:     %9 = math.log %arg0 : f32
// CHECK-NEXT:     %10 = arith.mulf %9, %cst : f32
// CHECK-NEXT:     %11 = math.exp %10 : f32
// CHECK-NEXT:     return %cst_0, %cst_0, %arg0, %0, %1, %3, %4, %6, %8, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @powf_splat(%arg0: vector<2xf16>) -> (vector<2xf16>, vector<2xf16>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<2xf16>
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg0 : vector<2xf16>
// CHECK-NEXT:     %1 = math.sqrt %arg0 : vector<2xf16>
// CHECK-NEXT:     %2 = arith.divf %cst, %1 : vector<2xf16>
// CHECK-NEXT:     return %0, %2 : vector<2xf16>, vector<2xf16>
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @fpowi(%arg0: f32, %arg1: f64, %arg2: vector<2xf64>) -> (f32, f32, f32, f64, vector<2xf64>, f32) {
// CHECK-NEXT:     %cst = arith.constant dense<0xFFF0000000000000> : vector<2xf64>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0x7FF0000000000000> : vector<2xf64>
// CHECK-NEXT:     %cst_1 = arith.constant dense<-0.000000e+00> : vector<2xf64>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0.000000e+00> : vector<2xf64>
// CHECK-NEXT:     %cst_3 = arith.constant dense<1.000000e+00> : vector<2xf64>
// CHECK-NEXT:     %cst_4 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_6 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:     %cst_7 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_8 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:     %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT:     %2 = arith.mulf %1, %arg0 : f32
// CHECK-NEXT:     %3 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:     %4 = arith.mulf %3, %arg0 : f32
// CHECK-NEXT:     %5 = arith.cmpf oeq, %4, %cst_7 : f32
// CHECK-NEXT:     %6 = arith.cmpf oeq, %4, %cst_6 : f32
// CHECK-NEXT:     %7 = arith.divf %cst_8, %4 : f32
// CHECK-NEXT:     %8 = arith.select %5, %cst_5, %7 : f32
// CHECK-NEXT:     %9 = arith.select %6, %cst_4, %8 : f32
// CHECK-NEXT:     %10 = arith.mulf %arg1, %arg1 : f64
// CHECK-NEXT:     %11 = arith.mulf %10, %10 : f64
// CHECK-NEXT:     %12 = arith.mulf %11, %arg1 : f64
// CHECK-NEXT:     %13 = arith.mulf %11, %11 : f64
// CHECK-NEXT:     %14 = arith.mulf %13, %12 : f64
// CHECK-NEXT:     %15 = arith.mulf %arg2, %arg2 : vector<2xf64>
// CHECK-NEXT:     %16 = arith.cmpf oeq, %15, %cst_2 : vector<2xf64>
// CHECK-NEXT:     %17 = arith.cmpf oeq, %15, %cst_1 : vector<2xf64>
// CHECK-NEXT:     %18 = arith.divf %cst_3, %15 : vector<2xf64>
// CHECK-NEXT:     %19 = arith.select %16, %cst_0, %18 : vector<2xi1>, vector<2xf64>
// CHECK-NEXT:     %20 = arith.select %17, %cst, %19 : vector<2xi1>, vector<2xf64>
// CHECK-NEXT:     %21 = arith.cmpf oeq, %arg0, %cst_7 : f32
// CHECK-NEXT:     %22 = arith.cmpf oeq, %arg0, %cst_6 : f32
// CHECK-NEXT:     %23 = arith.divf %cst_8, %arg0 : f32
// CHECK-NEXT:     %24 = arith.select %21, %cst_5, %23 : f32
// CHECK-NEXT:     %25 = arith.select %22, %cst_4, %24 : f32
// CHECK-NEXT:     return %2, %9, %cst_8, %14, %20, %25 : f32, f32, f32, f64, vector<2xf64>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
