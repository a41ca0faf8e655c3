// RUN: ropt %s -canonicalize | FileCheck %s
// The arith folders that read operands and constant operands through the typed ops and
// fold adaptors: select of a cmpi of its own values, of constant conditions and of dense
// constants; or(x, not x) and or(x, -1); and(a, and(a, b)); truncf of extf; bitcast and
// cmpf of constants. Expected output from mlir-opt 22.

// CHECK-LABEL: func.func @select_cmp(%arg0: i32, %arg1: i32)
// CHECK-NEXT:    return %arg1, %arg0 : i32, i32
func.func @select_cmp(%a: i32, %b: i32) -> (i32, i32) {
  %eq = arith.cmpi eq, %a, %b : i32
  %s0 = arith.select %eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %s1 = arith.select %ne, %a, %b : i32
  return %s0, %s1 : i32, i32
}

// CHECK-LABEL: func.func @select_consts(%arg0: i1, %arg1: i32, %arg2: i32)
// CHECK-NEXT:    %cst = arith.constant dense<[1, 5, 3]> : vector<3xi32>
// CHECK-NEXT:    return %arg0, %arg1, %arg2, %cst : i1, i32, i32, vector<3xi32>
func.func @select_consts(%c: i1, %a: i32, %b: i32) -> (i1, i32, i32, vector<3xi32>) {
  %t = arith.constant true
  %f = arith.constant false
  %s0 = arith.select %c, %t, %f : i1
  %s1 = arith.select %t, %a, %b : i32
  %s2 = arith.select %f, %a, %b : i32
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  %x = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %y = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %s3 = arith.select %m, %x, %y : vector<3xi1>, vector<3xi32>
  return %s0, %s1, %s2, %s3 : i1, i32, i32, vector<3xi32>
}

// CHECK-LABEL: func.func @select_float_dense()
// CHECK-NEXT:    %cst = arith.constant dense<[3.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:    return %cst : vector<2xf32>
func.func @select_float_dense() -> vector<2xf32> {
  %m = arith.constant dense<[false, true]> : vector<2xi1>
  %x = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %y = arith.constant dense<[3.0, 4.0]> : vector<2xf32>
  %s = arith.select %m, %x, %y : vector<2xi1>, vector<2xf32>
  return %s : vector<2xf32>
}

// CHECK-LABEL: func.func @or_not(%arg0: i8)
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    return %c-1_i8, %c-1_i8 : i8, i8
func.func @or_not(%x: i8) -> (i8, i8) {
  %ones = arith.constant -1 : i8
  %n = arith.xori %x, %ones : i8
  %o = arith.ori %x, %n : i8
  %o2 = arith.ori %x, %ones : i8
  return %o, %o2 : i8, i8
}

// CHECK-LABEL: func.func @and_of_and(%arg0: i32, %arg1: i32)
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:    return %0, %0 : i32, i32
func.func @and_of_and(%a: i32, %b: i32) -> (i32, i32) {
  %i = arith.andi %a, %b : i32
  %o = arith.andi %a, %i : i32
  %o2 = arith.andi %i, %b : i32
  return %o, %o2 : i32, i32
}

// CHECK-LABEL: func.func @trunc_of_ext(%arg0: f16, %arg1: bf16)
// CHECK-NEXT:    %0 = arith.extf %arg0 : f16 to f64
// CHECK-NEXT:    %1 = arith.truncf %0 : f64 to f32
// CHECK-NEXT:    %2 = arith.truncf %1 : f32 to f16
// CHECK-NEXT:    return %arg0, %2 : f16, f16
func.func @trunc_of_ext(%x: f16, %y: bf16) -> (f16, f16) {
  %e = arith.extf %x : f16 to f64
  %t = arith.truncf %e : f64 to f16
  %e2 = arith.extf %x : f16 to f64
  %t2 = arith.truncf %e2 : f64 to f32
  %t3 = arith.truncf %t2 : f32 to f16
  return %t, %t3 : f16, f16
}

// CHECK-LABEL: func.func @bitcast_cmpf()
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %cst, %true, %false : f32, i1, i1
func.func @bitcast_cmpf() -> (f32, i1, i1) {
  %c = arith.constant 1065353216 : i32
  %b = arith.bitcast %c : i32 to f32
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  %lt = arith.cmpf olt, %x, %y : f32
  %ge = arith.cmpf oge, %x, %y : f32
  return %b, %lt, %ge : f32, i1, i1
}

// CHECK-LABEL: func.func @trunc_of_wider_ext(%arg0: f32)
// CHECK-NEXT:    %0 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT:    return %0 : f16
func.func @trunc_of_wider_ext(%x: f32) -> f16 {
  %e = arith.extf %x : f32 to f64
  %t = arith.truncf %e : f64 to f16
  return %t : f16
}
