// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Errors in dense arrays, as mlir-opt 22 reports them.

// CHECK: :[[#@LINE+1]]:20: error: expected integer or float type, got: 'complex<f32>'
"t.a"() {v = array<complex<f32>>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:20: error: expected integer or float type, got: 'none'
"t.a"() {v = array<none>} : () -> ()

// -----

// A missing integer element at the end of a chunk is reported at its last character (the newline).
// CHECK: :[[#@LINE+1]]:28: error: expected integer literal
"t.a"() {c0 = array<i32: 1,
// -----

// A missing float element is reported at the token that is there instead: at the end of
// the input, that is the end itself (not its last character, as for a missing integer).
// CHECK: :[[#@LINE+2]]:1: error: expected floating point literal
"t.a"() {c0 = array<f16: 1.0,
