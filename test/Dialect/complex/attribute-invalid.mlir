// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Errors of #complex.number (messages and places checked against mlir-opt 22: a missing
// punctuation is reported at the end of the token before it).

// expected-error @below {{expected ':'}}
"test.op"() {a = #complex.number<f32 1.0, 2.0>} : () -> ()

// -----

// expected-error @below {{expected ','}}
"test.op"() {a = #complex.number<:f32 1.0 2.0>} : () -> ()

// -----

// expected-error @below {{expected '>'}}
"test.op"() {a = #complex.number<:f32 1.0, 2.0 3>} : () -> ()

// -----

// expected-error @below {{unknown attribute `foo` in dialect `complex`}}
"test.op"() {a = #complex.foo<1.0>} : () -> ()
