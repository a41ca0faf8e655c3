// RUN: ropt %s -canonicalize | FileCheck %s
// RUN: ropt %s -canonicalize -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The folders and canonicalization patterns of the complex ops (expected output from
// mlir-opt 22): parts of constants and of create, create of the parts of one value, inverse
// pairs, adding/subtracting zero and multiplying/dividing by one (mul by a zero constant
// stays), the negated parts of a create become arith.negf (with the default fastmath
// flags stored), and chains of bitcasts merge.

func.func @create_of_parts(%z: complex<f32>, %w: complex<f32>) -> (complex<f32>, complex<f32>) {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %a = complex.create %re, %im : complex<f32>
  %im2 = complex.im %w : complex<f32>
  %b = complex.create %re, %im2 : complex<f32>
  return %a, %b : complex<f32>, complex<f32>
}

func.func @parts_of_const() -> (f32, f32) {
  %c = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  return %re, %im : f32, f32
}

func.func @parts_of_create(%a: f64, %b: f64) -> (f64, f64) {
  %c = complex.create %a, %b : complex<f64>
  %re = complex.re %c : complex<f64>
  %im = complex.im %c : complex<f64>
  return %re, %im : f64, f64
}

func.func @parts_of_neg(%a: f32, %b: f32) -> (f32, f32) {
  %c = complex.create %a, %b : complex<f32>
  %n = complex.neg %c : complex<f32>
  %re = complex.re %n : complex<f32>
  %im = complex.im %n : complex<f32>
  return %re, %im : f32, f32
}

func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.sub %a, %b : complex<f32>
  %x = complex.add %s, %b : complex<f32>
  %y = complex.add %b, %s : complex<f32>
  %t = complex.add %a, %b : complex<f32>
  %z = complex.sub %t, %b : complex<f32>
  return %x, %y, %z : complex<f32>, complex<f32>, complex<f32>
}

func.func @identities(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %zero = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %x = complex.add %a, %zero : complex<f32>
  %y = complex.sub %a, %zero : complex<f32>
  %z = complex.mul %a, %one : complex<f32>
  %w = complex.div %a, %one : complex<f32>
  %v = complex.mul %a, %zero : complex<f32>
  return %x, %y, %z, %w, %v : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @inverses(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %n = complex.neg %a : complex<f32>
  %nn = complex.neg %n : complex<f32>
  %c = complex.conj %a : complex<f32>
  %cc = complex.conj %c : complex<f32>
  %e = complex.exp %a : complex<f32>
  %le = complex.log %e : complex<f32>
  %l = complex.log %a : complex<f32>
  %el = complex.exp %l : complex<f32>
  return %nn, %cc, %le, %el : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @bitcasts(%a: complex<f32>, %i: i64, %f: f64) -> (complex<f32>, f64, complex<f32>, i64, complex<f32>) {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  %1 = complex.bitcast %a : complex<f32> to i64
  %b = complex.bitcast %1 : i64 to complex<f32>
  %2 = complex.bitcast %b : complex<f32> to f64
  %3 = complex.bitcast %1 : i64 to complex<f32>
  %4 = arith.bitcast %f : f64 to i64
  %5 = complex.bitcast %4 : i64 to complex<f32>
  %6 = complex.bitcast %a : complex<f32> to f64
  %7 = arith.bitcast %6 : f64 to i64
  %8 = complex.bitcast %i : i64 to complex<f32>
  return %0, %2, %3, %7, %5 : complex<f32>, f64, complex<f32>, i64, complex<f32>
}

func.func @const_fold() -> complex<f64> {
  %c = complex.constant [1.0, 2.0] : complex<f64>
  %re = complex.re %c : complex<f64>
  %im = complex.im %c : complex<f64>
  %d = complex.create %im, %re : complex<f64>
  return %d : complex<f64>
}

// CHECK-LABEL: func.func @create_of_parts(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %2 = complex.create %0, %1 : complex<f32>
// CHECK-NEXT: return %arg0, %2 : complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parts_of_const() -> (f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parts_of_create(%arg0: f64, %arg1: f64) -> (f64, f64) {
// CHECK-NEXT: return %arg0, %arg1 : f64, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parts_of_neg(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg1 : f32
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @add_sub(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: return %arg0, %arg0, %arg0 : complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %cst = complex.constant [0.000000e+00 : f32, -0.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %0 = complex.mul %arg0, %cst : complex<f32>
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %0 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inverses(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcasts(%arg0: complex<f32>, %arg1: i64, %arg2: f64) -> (complex<f32>, f64, complex<f32>, i64, complex<f32>) {
// CHECK-NEXT: %0 = complex.bitcast %arg0 : complex<f32> to f64
// CHECK-NEXT: %1 = complex.bitcast %arg2 : f64 to complex<f32>
// CHECK-NEXT: %2 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: return %arg0, %0, %arg0, %2, %1 : complex<f32>, f64, complex<f32>, i64, complex<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_fold() -> complex<f64> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %0 = complex.create %cst_0, %cst : complex<f64>
// CHECK-NEXT: return %0 : complex<f64>
// CHECK-NEXT: }

// GENERIC-LABEL: sym_name = "parts_of_neg"
// GENERIC: = "arith.negf"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: = "arith.negf"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
