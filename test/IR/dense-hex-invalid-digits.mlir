// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Hex data holds hex digits only: no sign, and no other character (a multi-byte one
// included, which once made the parser panic: found by the ir_pipeline fuzz target).

// CHECK: dense-hex-invalid-digits.mlir:[[# @LINE + 1]]:20: error: expected string containing hex digits starting with `0x`
"t.a"() {a = dense<"0x+1"> : tensor<i8>} : () -> ()

// -----

// CHECK: dense-hex-invalid-digits.mlir:[[# @LINE + 1]]:20: error: expected string containing hex digits starting with `0x`
"t.a"() {a = dense<"0x1ϴ"> : tensor<i8>} : () -> ()

// -----

// CHECK: dense-hex-invalid-digits.mlir:[[# @LINE + 1]]:24: error: expected string containing hex digits starting with `0x`
"t.a"() {a = sparse<0, "0x+1"> : tensor<2xi8>} : () -> ()

// -----

// CHECK: dense-hex-invalid-digits.mlir:[[# @LINE + 1]]:24: error: expected string containing hex digits starting with `0x`
"t.a"() {a = sparse<0, "0x1ϴ"> : tensor<2xi8>} : () -> ()
