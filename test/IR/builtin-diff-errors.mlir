// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Errors found by differential testing against mlir-opt 22: their exact column matters.

// Only the tokens of an optional attribute start a tensor encoding; `array`, `strided` and
// `distinct` do not, and the error points just after the comma.
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 1]]:32: error: expected '>' in tensor type
"t.op"() : () -> (tensor<4xi32, array<i32>>)
// -----
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 1]]:32: error: expected '>' in tensor type
"t.op"() : () -> (tensor<4xi32, distinct[3]<@f::@g>>)
// -----
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 1]]:32: error: expected '>' in tensor type
"t.op"() : () -> (tensor<4xi32, strided<[1]>>)
// -----

// A memory space is an integer, string or dictionary, or an attribute of a registered
// dialect; the error points at the memref keyword.
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 1]]:19: error: unsupported memory space Attribute
"t.op"() : () -> (memref<4xi32, #t.ms>)
// -----
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 1]]:19: error: unsupported memory space Attribute
"t.op"() : () -> (memref<*xi32, 1.0>)
// -----
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 1]]:19: error: unsupported memory space Attribute
"t.op"() : () -> (memref<4xi32, [1]>)
// -----
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 1]]:19: error: unsupported memory space Attribute
"t.op"() : () -> (memref<4xi32, unit>)
// -----

// A negative element of a dense or sparse literal is reported at its digits.
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 1]]:22: error: integer constant out of range for type
"t.op"() {a = dense<-18> : tensor<i4>} : () -> ()
// -----
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 2]]:34: error: unexpected decimal integer literal for a floating point value
// CHECK: builtin-diff-errors.mlir:[[# @LINE + 1]]:34: note: add a trailing dot to make the literal a float
"t.op"() {a = sparse<[[0, 1]], [-3]> : tensor<3x4xf32>} : () -> ()
