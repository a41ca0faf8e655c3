// RUN: ROPT_PARSE_MIN_CHUNK=0 ropt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: ropt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -mlir-disable-threading

// A name used but never defined in a function stays a forward reference for the rest of
// the file, as in mlir-opt: a later definition (in another function, at the top level)
// resolves it, with the same type checks as inside one function, and a later use of the
// name shares it.

func.func @f() -> f64 {
  // expected-note @+1 {{previously used here with type 'f64'}}
  return %v : f64
}
func.func @g() -> f16 {
  // expected-error @+1 {{definition of SSA value '%v#0' has type 'f16'}}
  %v = arith.constant 1.0 : f16
  return %v : f16
}

// -----

func.func @f() -> f64 {
  // expected-note @+1 {{previously used here with type 'f64'}}
  return %v#1 : f64
}
func.func @g() -> f16 {
  // expected-error @+1 {{definition of SSA value '%v#1' has type 'f16'}}
  %v:2 = "test.foo"() : () -> (f16, f16)
  return %v#0 : f16
}

// -----

func.func @f() -> f64 {
  // expected-note @+1 {{previously used here with type 'f64'}}
  return %v : f64
}
// expected-error @+1 {{definition of SSA value '%v#0' has type 'f16'}}
%v = "test.op"() : () -> f16

// -----

func.func @f() -> f64 {
  %c = arith.constant true
  %r = scf.if %c -> f64 {
    // expected-note @+1 {{previously used here with type 'f64'}}
    scf.yield %v : f64
  } else {
    %w = arith.constant 1.0 : f64
    scf.yield %w : f64
  }
  return %r : f64
}
func.func @g() -> f16 {
  %c = arith.constant true
  %r = scf.if %c -> f16 {
    // expected-error @+1 {{definition of SSA value '%v#0' has type 'f16'}}
    %v = arith.constant 1.0 : f16
    scf.yield %v : f16
  } else {
    %w = arith.constant 1.0 : f16
    scf.yield %w : f16
  }
  return %r : f16
}

// -----

func.func @f() -> f64 {
  // expected-note @+1 {{prior use here}}
  return %v : f64
}
func.func @h() -> f64 {
  // expected-error @+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'f64'}}
  return %v : f32
}

// -----

// Two uses of one undefined name are one forward reference: one error.
func.func @f() -> f64 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %v : f64
}
func.func @h() -> f64 {
  return %v : f64
}

// -----

// Defined with the same type: the parse succeeds and the use is outside its region.
// expected-note @+1 {{required by region isolation constraints}}
func.func @f() -> f64 {
  // expected-error @+1 {{'func.return' op using value defined outside the region}}
  return %v : f64
}
func.func @g() -> f64 {
  %v = arith.constant 1.0 : f64
  return %v : f64
}

// -----

// A definition before the use is out of scope: the name is undeclared.
func.func @g() -> f16 {
  %v = arith.constant 1.0 : f16
  return %v : f16
}
func.func @f() -> f64 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %v : f64
}

// -----

// A later use in a function that defines the name itself resolves there.
func.func @f() -> f64 {
  // expected-note @+1 {{prior use here}}
  return %v : f64
}
func.func @h() -> f64 {
  // expected-error @+1 {{use of value '%v' expects different type than prior uses: 'f16' vs 'f64'}}
  %a = arith.addf %v, %v : f16
  %v = arith.constant 1.0 : f16
  return %a : f16
}
