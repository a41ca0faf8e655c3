// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// Hex data for `dense` elements of a type that is not shaped is accepted, and prints
// without its data, as mlir-opt 22 prints it (its output does not parse back).
// CHECK: "test.op"() {a = dense<> : !foo<1xi1>} : () -> ()
"test.op"() {a = dense<"0x01"> : !foo<1xi1>} : () -> ()
