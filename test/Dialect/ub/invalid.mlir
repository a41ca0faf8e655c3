// RUN: ropt %s -split-input-file -verify-diagnostics

// Parser errors of ub.poison (messages checked against mlir-opt 22).

func.func @not_poison() {
  // expected-error @+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

func.func @unknown_attr() {
  // expected-error @+1 {{unknown attribute `nope` in dialect `ub`}}
  %0 = ub.poison <#ub.nope> : i32
  return
}

// -----

func.func @bad_property() {
  // expected-error @+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @no_type() {
  // expected-error @+1 {{expected ':'}}
  %0 = ub.poison
  return
}
