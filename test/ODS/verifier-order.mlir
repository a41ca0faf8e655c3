// The order of the verifier's checks on ODS-defined ops (real arith/func/builtin ops, so the
// expected messages come from mlir-opt 22 on the same input): each case breaks two or more
// rules and only the first in mlir-opt's order is reported: structural traits, then the
// invariants generated from ODS (attributes, then operands, then results), then the other traits,
// then the op's own verifier; region verifiers run after the nested ops.
// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Operand constraint before SameOperandsAndResultType.
func.func @f(%x: f32, %a: i32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %a) : (f32, i32) -> i64
  return
}

// -----

// Result constraint before SameOperandsAndResultType.
func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

// Operand count before anything about types.
func.func @f(%x: f32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%x) : (f32) -> i64
  return
}

// -----

// Attribute constraints before operand and result constraints.
func.func @f(%x: f32) {
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%x, %x) {overflowFlags = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

// A missing required attribute comes first of all the generated invariants.
func.func @f(%x: f32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%x, %x) : (f32, f32) -> i1
  return
}

// -----

// The generated invariants before the op's own verifier (hasVerifier).
func.func @f() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> si32
  return
}

// -----

// HasParent before the operand checks of the op's own verifier.
func.func @f(%a: i32) {
  "x.region"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"(%a, %a) : (i32, i32) -> ()
  }) : () -> ()
  return
}

// -----

// Nested ops are verified before their parent's region verifier: the nested error wins over
// the function's return type check.
func.func @f(%x: f32) -> i64 {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32
  return %0 : f32
}
