// RUN: ropt %s -split-input-file -canonicalize | FileCheck %s
// arith.select of the constants 0 and 1 (SelectToExtUI, SelectI1ToNot); expected output from
// mlir-opt 22. Vectors and index are left alone.

// CHECK-LABEL: func.func @extui(
// CHECK-NEXT:    %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:    return %0 : i32
func.func @extui(%c: i1) -> i32 {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %a = arith.select %c, %one, %zero : i32
  return %a : i32
}

// -----

// CHECK-LABEL: func.func @extui_not(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    %1 = arith.extui %0 : i1 to i64
// CHECK-NEXT:    return %1 : i64
func.func @extui_not(%c: i1) -> i64 {
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %b = arith.select %c, %zero, %one : i64
  return %b : i64
}

// -----

// The new `true` is deduplicated with the existing one.
// CHECK-LABEL: func.func @extui_not_shared(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    %1 = arith.extui %0 : i1 to i64
// CHECK-NEXT:    %2 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    return %1, %2 : i64, i1
func.func @extui_not_shared(%c: i1) -> (i64, i1) {
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %b = arith.select %c, %zero, %one : i64
  %t = arith.constant true
  %x = arith.xori %c, %t : i1
  return %b, %x : i64, i1
}

// -----

// CHECK-LABEL: func.func @i1_not(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    return %0, %arg0 : i1, i1
func.func @i1_not(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.select %c, %f, %t : i1
  %m = arith.select %c, %t, %f : i1
  return %n, %m : i1, i1
}

// -----

// CHECK-LABEL: func.func @untouched(
// CHECK:         arith.select %arg0, %cst, %cst_0 : vector<4xi1>, vector<4xi32>
// CHECK:         arith.select %arg1, %cst, %cst_0 : vector<4xi32>
// CHECK:         arith.select %arg1, %c1, %c0 : index
// CHECK:         arith.select %arg1, %c2_i32, %c0_i32 : i32
func.func @untouched(%c: vector<4xi1>, %d: i1) -> (vector<4xi32>, vector<4xi32>, index, i32) {
  %one = arith.constant dense<1> : vector<4xi32>
  %zero = arith.constant dense<0> : vector<4xi32>
  %a = arith.select %c, %one, %zero : vector<4xi1>, vector<4xi32>
  %b = arith.select %d, %one, %zero : vector<4xi32>
  %i1 = arith.constant 1 : index
  %i0 = arith.constant 0 : index
  %i = arith.select %d, %i1, %i0 : index
  %two = arith.constant 2 : i32
  %z = arith.constant 0 : i32
  %s = arith.select %d, %two, %z : i32
  return %a, %b, %i, %s : vector<4xi32>, vector<4xi32>, index, i32
}
