// RUN: ropt %s -mlir-print-op-generic | FileCheck %s
// RUN: ropt %s | ropt -mlir-print-op-generic | FileCheck %s

// The generic form fills in default-valued inherent attributes it leaves out
// (checked against mlir-opt 22).

// CHECK: "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK: "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK: "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK: "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
func.func @f(%a: f32, %b: i32) {
  %0 = "arith.addf"(%a, %a) : (f32, f32) -> f32
  %1 = "arith.addi"(%b, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %2 = "arith.addi"(%b, %b) : (i32, i32) -> i32
  %3 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> i1
  return
}
