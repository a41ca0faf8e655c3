// RUN: ropt %s -canonicalize | FileCheck %s
// mlir-opt 22's arith canonicalization has no TruncIShrUIMulIToMulSIExtended /
// TruncIShrUIMulIToMulUIExtended rules (older MLIR folded the high half of a widened multiply
// into mulsi_extended / mului_extended): trunci(shrui(muli(ext x, ext y), width)) stays as it
// is, for signed and unsigned extensions, scalars and vectors. Expected output from mlir-opt 22.

// CHECK-LABEL: func.func @signed
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %2 = arith.muli %0, %1 : i64
// CHECK-NEXT: %3 = arith.shrui %2, %c32_i64 : i64
// CHECK-NEXT: %4 = arith.trunci %3 : i64 to i32
// CHECK-NEXT: return %4 : i32
func.func @signed(%x: i32, %y: i32) -> i32 {
  %a = arith.extsi %x : i32 to i64
  %b = arith.extsi %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c = arith.constant 32 : i64
  %h = arith.shrui %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t : i32
}

// CHECK-LABEL: func.func @unsigned
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extui %arg1 : i32 to i64
// CHECK-NEXT: %2 = arith.muli %0, %1 : i64
// CHECK-NEXT: %3 = arith.shrui %2, %c32_i64 : i64
// CHECK-NEXT: %4 = arith.trunci %3 : i64 to i32
// CHECK-NEXT: return %4 : i32
func.func @unsigned(%x: i32, %y: i32) -> i32 {
  %a = arith.extui %x : i32 to i64
  %b = arith.extui %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c = arith.constant 32 : i64
  %h = arith.shrui %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t : i32
}

// CHECK-LABEL: func.func @vector
// CHECK-NEXT: %cst = arith.constant dense<32> : vector<4xi64>
// CHECK-NEXT: %0 = arith.extsi %arg0 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %1 = arith.extsi %arg1 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %2 = arith.muli %0, %1 : vector<4xi64>
// CHECK-NEXT: %3 = arith.shrui %2, %cst : vector<4xi64>
// CHECK-NEXT: %4 = arith.trunci %3 : vector<4xi64> to vector<4xi32>
// CHECK-NEXT: return %4 : vector<4xi32>
func.func @vector(%x: vector<4xi32>, %y: vector<4xi32>) -> vector<4xi32> {
  %a = arith.extsi %x : vector<4xi32> to vector<4xi64>
  %b = arith.extsi %y : vector<4xi32> to vector<4xi64>
  %m = arith.muli %a, %b : vector<4xi64>
  %c = arith.constant dense<32> : vector<4xi64>
  %h = arith.shrui %m, %c : vector<4xi64>
  %t = arith.trunci %h : vector<4xi64> to vector<4xi32>
  return %t : vector<4xi32>
}

// The shrsi form becomes shrui (TruncIShrSIToTrunciShrUI) and then stays.
// CHECK-LABEL: func.func @shrsi
// CHECK: %3 = arith.shrui %2, %c32_i64 : i64
// CHECK-NEXT: %4 = arith.trunci %3 : i64 to i32
// CHECK-NEXT: return %4 : i32
func.func @shrsi(%x: i32, %y: i32) -> i32 {
  %a = arith.extsi %x : i32 to i64
  %b = arith.extsi %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c = arith.constant 32 : i64
  %h = arith.shrsi %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t : i32
}
