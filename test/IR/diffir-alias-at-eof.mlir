// RUN: not ropt %s -allow-unregistered-dialect 2>&1 | FileCheck %s

// An undefined alias that ends the input (no newline after it) is reported at its last
// character, as mlir-opt does for errors at the end.

// CHECK: diffir-alias-at-eof.mlir:[[# @LINE + 1]]:15: error: undefined symbol alias id 't'
"x.y"() {a = !t