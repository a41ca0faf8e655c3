// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// `test.any_attr_of_i32_str`: an `AnyAttrOf` constraint, and a registered op without
// custom syntax. Expected output from mlir-opt 22.

"test.any_attr_of_i32_str"() {attr = "x"} : () -> ()

// -----

// CHECK: any-attr-of.mlir:[[# @LINE + 1]]:1: error: 'test.any_attr_of_i32_str' op attribute 'attr' failed to satisfy constraint: 32-bit signless integer attribute or string attribute
"test.any_attr_of_i32_str"() {attr = 5 : i64} : () -> ()

// -----

// CHECK: any-attr-of.mlir:[[# @LINE + 2]]:1: error: 'test.any_attr_of_i32_str' op requires attribute 'attr'
// CHECK-NEXT: "test.any_attr_of_i32_str"() : () -> ()
"test.any_attr_of_i32_str"() : () -> ()

// -----

// CHECK: any-attr-of.mlir:[[# @LINE + 3]]:1: error: custom op 'test.any_attr_of_i32_str' has no custom assembly form
// CHECK-NEXT: test.any_attr_of_i32_str
// CHECK-NEXT: ^
test.any_attr_of_i32_str

// (The printed first chunk comes after the diagnostics, on standard output.)
// CHECK: "test.any_attr_of_i32_str"() <{attr = "x"}> : () -> ()
