// RUN: ropt %s --load-patterns %S/../../dialects/arith/ArithCanonicalization.td -canonicalize | FileCheck %s
// The arith rules loaded at run time: their helpers (add_int_attrs, merge_overflow, ...) are
// known to the interpreter, so the file loads and rewrites as the compiled rules do.

// CHECK-LABEL: func.func @add_add(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32
// CHECK-NEXT: return %0 : i32
func.func @add_add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  func.return %1 : i32
}

// CHECK-LABEL: func.func @not_cmpi(%arg0: i32, %arg1: i32) -> i1 {
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i1
func.func @not_cmpi(%a: i32, %b: i32) -> i1 {
  %t = arith.constant 1 : i1
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  func.return %1 : i1
}
