// An unknown flag of a bit-enum attribute is reported where the flags start, the second
// error where parsing stopped (messages and locations checked with mlir-opt 22 on the same
// input).
// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: bit-enum-errors.mlir:[[# @LINE + 3]]:34: error: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
// CHECK-NEXT: "test.op"() {a = #arith.fastmath<nnan, bad>} : () -> ()
// CHECK: bit-enum-errors.mlir:[[# @LINE + 1]]:43: error: failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`
"test.op"() {a = #arith.fastmath<nnan, bad>} : () -> ()

// -----

// CHECK: bit-enum-errors.mlir:[[# @LINE + 2]]:34: error: expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
// CHECK: bit-enum-errors.mlir:[[# @LINE + 1]]:47: error: failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`
"test.op"() {a = #arith.overflow<nsw, nuw, bad>} : () -> ()

// -----

// CHECK: bit-enum-errors.mlir:[[# @LINE + 2]]:34: error: expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
// CHECK: bit-enum-errors.mlir:[[# @LINE + 1]]:37: error: failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`
"test.op"() {a = #arith.overflow<bad>} : () -> ()
