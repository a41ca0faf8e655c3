// RUN: ropt %s -canonicalize | FileCheck %s
// Folds that look through a producer cast: forwarding its source (negf(negf x), trunci(ext x),
// cmpi ne (ext x:i1), 0, truncf(extf x)) or bypassing it in place (ext(ext x), trunci(trunci x),
// bitcast(bitcast x)); expected output from mlir-opt 22 -canonicalize.

func.func @chains(%a: i8, %f: f32, %g: f16, %i: i32) -> (i32, i64, i16, i8, f32, f32, f64, i1, f32) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extui %0 : i16 to i32
  %2 = arith.extsi %a : i8 to i16
  %3 = arith.extsi %2 : i16 to i64
  %4 = arith.extsi %i : i32 to i64
  %5 = arith.trunci %4 : i64 to i16
  %6 = arith.trunci %5 : i16 to i8
  %7 = arith.negf %f : f32
  %8 = arith.negf %7 : f32
  %9 = arith.bitcast %i : i32 to f32
  %10 = arith.bitcast %9 : f32 to i32
  %11 = arith.bitcast %10 : i32 to f32
  %12 = arith.extf %g : f16 to f32
  %13 = arith.extf %12 : f32 to f64
  %b = arith.extui %a : i8 to i32
  %c0 = arith.constant 0 : i32
  %t = arith.cmpi ne, %b, %c0 : i32
  %bool = arith.trunci %a : i8 to i1
  %e = arith.extsi %bool : i1 to i32
  %t2 = arith.cmpi ne, %e, %c0 : i32
  %h = arith.extf %g : f16 to f32
  %hh = arith.truncf %h : f32 to f16
  %hf = arith.extf %hh : f16 to f32
  return %1, %3, %5, %6, %8, %11, %13, %t2, %hf : i32, i64, i16, i8, f32, f32, f64, i1, f32
}

// CHECK:   func.func @chains(%arg0: i8, %arg1: f32, %arg2: f16, %arg3: i32) -> (i32, i64, i16, i8, f32, f32, f64, i1, f32) {
// CHECK-NEXT:     %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:     %2 = arith.trunci %arg3 : i32 to i16
// CHECK-NEXT:     %3 = arith.trunci %arg3 : i32 to i8
// CHECK-NEXT:     %4 = arith.bitcast %arg3 : i32 to f32
// CHECK-NEXT:     %5 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT:     %6 = arith.extf %5 : f32 to f64
// CHECK-NEXT:     %7 = arith.trunci %arg0 : i8 to i1
// CHECK-NEXT:     %8 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT:     return %0, %1, %2, %3, %arg1, %4, %6, %7, %8 : i32, i64, i16, i8, f32, f32, f64, i1, f32
