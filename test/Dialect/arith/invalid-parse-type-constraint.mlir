// RUN: ropt %s -split-input-file -verify-diagnostics
// RUN: env ROPT_ODS_INTERPRET=1 ropt %s -split-input-file -verify-diagnostics

// Types a `TypesMatchWith` transform reads (to infer another type) are checked against
// their constraints while parsing, at the op name, before operands are resolved.

func.func @cmpf(%a: i32, %b: i32) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf oeq, %a, %b : i32
  return
}

// -----

func.func @cmpi(%a: f32, %b: f32) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi eq, %a, %b : f32
  return
}

// -----

func.func @isnan(%a: i32) {
  // expected-error @+1 {{custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isnan %a : i32
  return
}

// -----

func.func @isinf(%a: tensor<2xi32>) {
  // expected-error @+1 {{custom op 'math.isinf' 'operand' must be floating-point-like, but got 'tensor<2xi32>'}}
  %0 = math.isinf %a : tensor<2xi32>
  return
}

// -----

// The type is checked before the operands are resolved.
func.func @undefined_operand(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'vector<2xi32>'}}
  %0 = arith.cmpf oeq, %undefined, %a : vector<2xi32>
  return
}
