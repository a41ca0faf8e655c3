// RUN: not ropt %s -allow-unregistered-dialect 2>&1 | FileCheck %s

// An op name holding a NUL byte (here escaped) is rejected, as mlir-opt 22 rejects it.

// CHECK: op-name-null.mlir:[[# @LINE + 1]]:1: error: null character not allowed in operation name
"a.b\00c"() : () -> ()
