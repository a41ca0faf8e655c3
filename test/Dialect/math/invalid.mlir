// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Verifier and parser errors of the math ops (messages checked against mlir-opt 22). Every
// check is ODS-generated: math has no hand-written verifier.

"x.func"() ({
^bb0(%i: i32):
  // expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.absf %i : i32
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %f : f32
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: si32):
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = math.ctlz %f : si32
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: f32, %d: f64):
  // expected-error @+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%f, %d) : (f32, f64) -> f32
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%f) : (f32) -> i32
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%v: vector<4xf32>):
  // expected-error @+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> vector<2xi1>
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%f) : (f32) -> (f32, f64)
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: f32, %i: i32):
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%f, %i) : (f32, i32) -> f64
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%v: vector<4xf32>, %i: vector<2xi32>):
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%v, %i) : (vector<4xf32>, vector<2xi32>) -> vector<4xf32>
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.sqrt' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.sqrt"(%f) {fastmath = 1 : i32} : (f32) -> f32
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%f, %f) : (f32, f32) -> f32
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: f32):
  // expected-error @+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%f, %f, %f) : (f32, f32, f32) -> f64
  "x.return"() : () -> ()
}) : () -> ()

// -----

"x.func"() ({
^bb0(%f: f32, %i: vector<2xi32>):
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%f, %i) : (f32, vector<2xi32>) -> f32
  "x.return"() : () -> ()
}) : () -> ()
