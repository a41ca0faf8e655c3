// RUN: ropt %s -split-input-file -verify-diagnostics
// RUN: env ROPT_ODS_INTERPRET=1 ropt %s -split-input-file -verify-diagnostics

// An attribute a format parses (`$msg`, a string) is read with its value's type (`none`)
// and must be of the kind the op stores: otherwise a parse error, at the attribute.

func.func @integer(%c: i1) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  cf.assert %c, 5
  return
}

// -----

func.func @bool(%c: i1) {
  // expected-error @+1 {{custom op 'cf.assert' invalid kind of attribute specified}}
  cf.assert %c, true
  return
}

// -----

func.func @symbol(%c: i1) {
  // expected-error @+1 {{custom op 'cf.assert' invalid kind of attribute specified}}
  cf.assert %c, @sym
  return
}

// -----

func.func @array(%c: i1) {
  // expected-error @+1 {{custom op 'cf.assert' invalid kind of attribute specified}}
  cf.assert %c, [1]
  return
}

// -----

func.func @dense(%c: i1) {
  // expected-error @+1 {{elements literal must be a shaped type}}
  cf.assert %c, dense<1> : tensor<i32>
  return
}

// -----

// The string takes no `: type`: the colon is left for the next op.
func.func @typed_string(%c: i1) {
  // expected-error @+1 {{expected operation name in quotes}}
  cf.assert %c, "s" : i32
  return
}
