// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s

// Properties of registered ops in the generic form: they must be a dictionary, and only ops
// with inherent attributes have them.

func.func @f(%a: i32, %b: i32) -> i32 {
  // CHECK: invalid-properties.mlir:[[# @LINE + 1]]:8: error: invalid properties [1] for op arith.addi: expected DictionaryAttr to set properties
  %0 = "arith.addi"(%a, %b) <[1]> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @f() {
  // CHECK: invalid-properties.mlir:[[# @LINE + 1]]:3: error: invalid properties {a = 1 : i64} for op func.return: this operation does not support properties
  "func.return"() <{a = 1}> : () -> ()
}

// -----

func.func @f() {
  // CHECK: invalid-properties.mlir:[[# @LINE + 1]]:3: error: invalid properties "x" for op func.return: this operation does not support properties
  "func.return"() <"x"> : () -> ()
}

// -----

// A dictionary of inherent attributes is fine.
// CHECK: arith.addi %arg0, %arg1 overflow<nsw> : i32
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  return %0 : i32
}
