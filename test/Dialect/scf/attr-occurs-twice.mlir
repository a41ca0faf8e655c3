// RUN: ropt %s -split-input-file -verify-diagnostics

// The scf ops whose syntax sets inherent attributes as mlir-opt's parsers do (as
// attributes): the same name in the attribute dictionary is an error at the op name.

func.func @execute_region(%a: i32) {
  // expected-error @+1 {{custom op 'scf.execute_region' attribute 'no_inline' occurs more than once in the attribute list}}
  %0 = scf.execute_region -> i32 no_inline {
    scf.yield %a : i32
  } {no_inline}
  return
}

// -----

func.func @forall(%n: index) {
  // expected-error @+1 {{custom op 'scf.forall' attribute 'staticStep' occurs more than once in the attribute list}}
  scf.forall (%i) in (%n) {
  } {staticStep = array<i64: 3>}
  return
}

// -----

func.func @forall_segments(%n: index) {
  // expected-error @+1 {{custom op 'scf.forall' attribute 'operandSegmentSizes' occurs more than once in the attribute list}}
  scf.forall (%i) in (%n) {
  } {operandSegmentSizes = array<i32: 0, 1, 0, 0>}
  return
}

// -----

func.func @for_unsigned(%n: index, %a: i32) {
  // expected-error @+1 {{custom op 'scf.for' attribute 'unsignedCmp' occurs more than once in the attribute list}}
  %0 = scf.for unsigned %i = %n to %n step %n iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  } {unsignedCmp}
  return
}

// -----

func.func @parallel(%n: index) {
  // expected-error @+1 {{custom op 'scf.parallel' attribute 'operandSegmentSizes' occurs more than once in the attribute list}}
  scf.parallel (%i) = (%n) to (%n) step (%n) {
    scf.reduce
  } {operandSegmentSizes = array<i32: 1, 1, 1, 0>}
  return
}
