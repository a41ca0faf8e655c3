// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -canonicalize=max-iterations=1 | FileCheck %s --check-prefix=ONE

// Reduced from the flat benchmark (gen.py flat 10M, @flat245). Deduplicating %c2_0 while the
// worklist is built queues its user %7 first; when %7 is rewritten, addi(subi(%c25, %c9), %c9')
// matches both AddISubConstantRHS and AddISubConstantLHS: mlir-opt tries RHS first, which
// gives addi(%c25, 0) and keeps the original 25, hoisted to the front in the first iteration.
// Expected output from mlir-opt 22.

// CHECK-LABEL: func.func @args(
// CHECK-NEXT:    %c25_i32 = arith.constant 25 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.select %arg1, %c0_i32, %arg2 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c25_i32 : i32
// CHECK-NEXT:    return %1 : i32
func.func @args(%0: i32, %2: i1, %3: i32) -> i32 {
  %1 = arith.subi %0, %0 : i32
  %4 = arith.select %2, %1, %3 : i32
  %c-7_i32 = arith.constant -7 : i32
  %c2_i32 = arith.constant 2 : i32
  %c9_i32 = arith.constant 9 : i32
  %c2_i32_0 = arith.constant 2 : i32
  %c25_i32 = arith.constant 25 : i32
  %5 = arith.subi %c25_i32, %c9_i32 : i32
  %6 = arith.subi %5, %c-7_i32 : i32
  %7 = arith.addi %6, %c2_i32_0 : i32
  %8 = arith.addi %4, %7 : i32
  return %8 : i32
}

// With an op in front, 0 is materialized after it: the second iteration hoists 0 last.
// CHECK-LABEL: func.func @src(
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c25_i32 = arith.constant 25 : i32
// CHECK-NEXT:    %0 = "test.src"() : () -> i32
// CHECK-NEXT:    %1 = "test.src"() : () -> i1
// CHECK-NEXT:    %2 = "test.src"() : () -> i32
// CHECK-NEXT:    %3 = arith.select %1, %c0_i32, %2 : i32
// CHECK-NEXT:    %4 = arith.addi %3, %c25_i32 : i32
// CHECK-NEXT:    return %4 : i32

// ONE-LABEL: func.func @src(
// ONE-NEXT:    %c25_i32 = arith.constant 25 : i32
// ONE-NEXT:    %0 = "test.src"() : () -> i32
// ONE-NEXT:    %c0_i32 = arith.constant 0 : i32
func.func @src() -> i32 {
  %0 = "test.src"() : () -> i32
  %1 = arith.subi %0, %0 : i32
  %2 = "test.src"() : () -> i1
  %3 = "test.src"() : () -> i32
  %4 = arith.select %2, %1, %3 : i32
  %c-7_i32 = arith.constant -7 : i32
  %c2_i32 = arith.constant 2 : i32
  %c9_i32 = arith.constant 9 : i32
  %c2_i32_0 = arith.constant 2 : i32
  %c25_i32 = arith.constant 25 : i32
  %5 = arith.subi %c25_i32, %c9_i32 : i32
  %6 = arith.subi %5, %c-7_i32 : i32
  %7 = arith.addi %6, %c2_i32_0 : i32
  %8 = arith.addi %4, %7 : i32
  return %8 : i32
}
