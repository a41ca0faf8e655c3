// RUN: ropt %s -split-input-file -verify-diagnostics
// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// A bad flag inside an attribute parameter gives two errors, as mlir-opt reports them: the
// bad case, then the parameter that failed.

func.func @bad_fastmath(%a: f32) {
  // expected-error @+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<bogus> : f32
  return
}
// CHECK: invalid-attr-params.mlir:10:35: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags
// CHECK: invalid-attr-params.mlir:10:40: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value'

// -----

func.func @bad_overflow(%a: i32) {
  // expected-error @+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<bogus> : i32
  return
}
