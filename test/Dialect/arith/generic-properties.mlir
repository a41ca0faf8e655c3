// Building the properties of the generic form: a `<{...}>` entry that names no property of the
// op is dropped, and with `<{...}>` given, the attribute dictionary's inherent names are
// dropped too (other names stay discardable attributes). Output checked against mlir-opt 22.
// RUN: ropt %s -mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "kept"}>
func.func @kept(%a: i32, %b: i32) -> i32 {
  // CHECK: "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> {bar = 1 : i64} : (i32, i32) -> i32
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = 3 : i32, bar = 1} : (i32, i32) -> i32
  // CHECK: "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %b) <{foo = 3 : i32}> : (i32, i32) -> i32
  // CHECK: "arith.cmpi"(%arg0, %arg1) <{predicate = 1 : i64}> : (i32, i32) -> i1
  %2 = "arith.cmpi"(%a, %b) <{predicate = 1 : i64, foo = 3 : i32}> : (i32, i32) -> i1
  // CHECK: "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> {foo = 3 : i32} : (i32, i32) -> i32
  %3 = "arith.addi"(%a, %b) {overflowFlags = #arith.overflow<nuw>, foo = 3 : i32} : (i32, i32) -> i32
  return %0 : i32
}
