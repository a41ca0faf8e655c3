// RUN: ropt %s --load-patterns %S/Inputs/pdl-rules-pdl.mlir -canonicalize | FileCheck %s

// A rules file of pdl.patterns is lowered to pdl_interp when loaded.

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = "test.swapped"(%arg1, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: return %0 : i32
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "test.pair"(%a, %b) : (i32, i32) -> i32
  return %0 : i32
}
