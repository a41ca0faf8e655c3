// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// A constant too large for index stays the current token: every enclosing negation reports
// "missing operand of negation" there too (the negated literal included), as mlir-opt does.
// -9223372036854775808 is too large as well (the literal is read before it is negated).

// CHECK: diffir-affine-constant-too-large.mlir:[[# @LINE + 3]]:35: error: constant too large for index
// CHECK: diffir-affine-constant-too-large.mlir:[[# @LINE + 2]]:35: error: missing operand of negation
// CHECK: diffir-affine-constant-too-large.mlir:[[# @LINE + 1]]:35: error: missing operand of negation
#m = affine_map<() -> (-((-(4) * -99999999999999999999) + 3))>

// -----

// CHECK: diffir-affine-constant-too-large.mlir:[[# @LINE + 2]]:30: error: constant too large for index
// CHECK-NEXT: {{^#m = }}
#m = affine_map<() -> (-(4 * 99999999999999999999))>
// CHECK: diffir-affine-constant-too-large.mlir:[[# @LINE - 1]]:30: error: missing operand of negation

// -----

// CHECK: diffir-affine-constant-too-large.mlir:[[# @LINE + 1]]:25: error: constant too large for index
#m = affine_map<() -> (-9223372036854775808)>
