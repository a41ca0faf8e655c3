// RUN: ropt %s -split-input-file -verify-diagnostics

// Verifier and parser errors of the complex ops (messages checked against mlir-opt 22): the
// hand-written verifiers of complex.constant and complex.bitcast, then ODS-generated checks.

func.func @one_part() {
  // expected-error @below {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}
// -----
func.func @wrong_part_types() {
  // expected-error @below {{'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f64')}}
  %0 = complex.constant [1.0 : f32, -1.0 : f64] : complex<f64>
  return
}
// -----
func.func @not_numbers() {
  // expected-error @below {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", 1.0] : complex<f32>
  return
}
// -----
func.func @int_parts_float_type() {
  // expected-error @below {{'complex.constant' op requires attribute's element types ('i64', 'i64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1, 2] : complex<f32>
  return
}
// -----
func.func @not_array() {
  // expected-error @below {{invalid properties {value = 1.000000e+00 : f32} for op complex.constant: Invalid attribute `value` in property conversion: 1.000000e+00 : f32}}
  %0 = "complex.constant"() <{value = 1.0 : f32}> : () -> complex<f32>
  return
}
// -----
func.func @bitcast_no_complex(%a: i64) {
  // expected-error @below {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : i64 to f64
  return
}
// -----
func.func @bitcast_width(%a: i32) {
  // expected-error @below {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : i32 to complex<f32>
  return
}
// -----
func.func @bitcast_operand(%a: tensor<2xf32>) {
  // expected-error @below {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %a : tensor<2xf32> to complex<f32>
  return
}
// -----
func.func @bitcast_result(%a: complex<f32>) {
  // expected-error @below {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %a : complex<f32> to vector<2xf32>
  return
}
// -----
func.func @bitcast_index(%a: index) {
  // expected-error @below {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %a : index to complex<f32>
  return
}
// -----
func.func @int_complex(%a: complex<i32>) {
  // expected-error @below {{custom op 'complex.re' 'complex' must be complex type with floating-point elements, but got 'complex<i32>'}}
  %1 = complex.re %a : complex<i32>
  return
}
// -----
func.func @re_type(%a: complex<f32>) {
  // expected-error @below {{'complex.re' op failed to verify that complex element type matches result type}}
  %1 = "complex.re"(%a) : (complex<f32>) -> f64
  return
}
// -----
func.func @create_type(%a: f32) {
  // expected-error @below {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %1 = "complex.create"(%a, %a) : (f32, f32) -> complex<f64>
  return
}
// -----
func.func @eq_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @below {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %1 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  return
}
// -----
func.func @powi_float(%a: complex<f32>, %b: f32) {
  // expected-error @below {{'complex.powi' op operand #1 must be signless integer, but got 'f32'}}
  %1 = "complex.powi"(%a, %b) : (complex<f32>, f32) -> complex<f32>
  return
}
// -----
func.func @abs_type(%a: complex<f32>) {
  // expected-error @below {{'complex.abs' op result #0 must be floating-point, but got 'complex<f32>'}}
  %1 = "complex.abs"(%a) : (complex<f32>) -> complex<f32>
  return
}
// -----
func.func @bad_fastmath(%a: complex<f32>) {
  // expected-error @below {{custom op 'complex.neg' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @below {{custom op 'complex.neg' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %1 = complex.neg %a fastmath<bogus> : complex<f32>
  return
}
