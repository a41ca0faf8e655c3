// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-unique-ssa-ids | FileCheck %s --check-prefix=UNIQUE
// RUN: ropt %s -allow-unregistered-dialect -mlir-use-nameloc-as-prefix | FileCheck %s --check-prefix=NAMELOC
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Result names suggested by ops (arith.constant): uniqued with a conflict counter that
// restarts for sibling regions (not with unique ids), name locations win over them,
// and the generic form does not use them. (Expected text from mlir-opt 22.)

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i64) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %0 = arith.addi %c0_i32, %c0_i32_0 : i32
// CHECK-NEXT:     %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:     %cst_2 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     "tst.if"(%true) ({
// CHECK-NEXT:       %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT:       %c7_i32_5 = arith.constant 7 : i32
// CHECK-NEXT:       "tst.yield"(%c0_i32_4, %c7_i32_5) : (i32, i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT:       %c7_i32_5 = arith.constant 7 : i32
// CHECK-NEXT:       "tst.inner"() ({
// CHECK-NEXT:         %c7_i32_6 = arith.constant 7 : i32
// CHECK-NEXT:         "tst.yield"(%c7_i32_6) : (i32) -> ()
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:       "tst.yield"(%c0_i32_4, %c7_i32_5) : (i32, i32) -> ()
// CHECK-NEXT:     }) : (i1) -> ()
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c0_i32_3 = arith.constant 0 : i32
// CHECK-NEXT:     "tst.use"(%cst, %cst_1, %false, %c1, %c0_i64, %c-3_i32, %cst_2, %c0, %c7_i32, %c0_i32_3, %arg0, %arg1) : (f32, f32, i1, index, i64, i32, vector<4xi32>, index, i32, i32, i32, i64) -> ()
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g() -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT:     "tst.use"(%c0_i32_0, %c0_i32_1) : (i32, i32) -> ()
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

// UNIQUE: module {
// UNIQUE-NEXT:   func.func @f(%arg0: i32, %arg1: i64) -> i32 {
// UNIQUE-NEXT:     %c0_i32 = arith.constant 0 : i32
// UNIQUE-NEXT:     %c0_i32_2 = arith.constant 0 : i32
// UNIQUE-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// UNIQUE-NEXT:     %cst_3 = arith.constant 2.000000e+00 : f32
// UNIQUE-NEXT:     %true = arith.constant true
// UNIQUE-NEXT:     %false = arith.constant false
// UNIQUE-NEXT:     %c1 = arith.constant 1 : index
// UNIQUE-NEXT:     %c0_i64 = arith.constant 0 : i64
// UNIQUE-NEXT:     %0 = arith.addi %c0_i32, %c0_i32_2 : i32
// UNIQUE-NEXT:     %c-3_i32 = arith.constant -3 : i32
// UNIQUE-NEXT:     %cst_4 = arith.constant dense<1> : vector<4xi32>
// UNIQUE-NEXT:     %c0 = arith.constant 0 : index
// UNIQUE-NEXT:     "tst.if"(%true) ({
// UNIQUE-NEXT:       %c0_i32_9 = arith.constant 0 : i32
// UNIQUE-NEXT:       %c7_i32_10 = arith.constant 7 : i32
// UNIQUE-NEXT:       "tst.yield"(%c0_i32_9, %c7_i32_10) : (i32, i32) -> ()
// UNIQUE-NEXT:     }, {
// UNIQUE-NEXT:       %c0_i32_6 = arith.constant 0 : i32
// UNIQUE-NEXT:       %c7_i32_7 = arith.constant 7 : i32
// UNIQUE-NEXT:       "tst.inner"() ({
// UNIQUE-NEXT:         %c7_i32_8 = arith.constant 7 : i32
// UNIQUE-NEXT:         "tst.yield"(%c7_i32_8) : (i32) -> ()
// UNIQUE-NEXT:       }) : () -> ()
// UNIQUE-NEXT:       "tst.yield"(%c0_i32_6, %c7_i32_7) : (i32, i32) -> ()
// UNIQUE-NEXT:     }) : (i1) -> ()
// UNIQUE-NEXT:     %c7_i32 = arith.constant 7 : i32
// UNIQUE-NEXT:     %c0_i32_5 = arith.constant 0 : i32
// UNIQUE-NEXT:     "tst.use"(%cst, %cst_3, %false, %c1, %c0_i64, %c-3_i32, %cst_4, %c0, %c7_i32, %c0_i32_5, %arg0, %arg1) : (f32, f32, i1, index, i64, i32, vector<4xi32>, index, i32, i32, i32, i64) -> ()
// UNIQUE-NEXT:     return %0 : i32
// UNIQUE-NEXT:   }
// UNIQUE-NEXT:   func.func @g() -> i32 {
// UNIQUE-NEXT:     %c0_i32 = arith.constant 0 : i32
// UNIQUE-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// UNIQUE-NEXT:     %c0_i32_1 = arith.constant 0 : i32
// UNIQUE-NEXT:     "tst.use"(%c0_i32_0, %c0_i32_1) : (i32, i32) -> ()
// UNIQUE-NEXT:     return %c0_i32 : i32
// UNIQUE-NEXT:   }
// UNIQUE-NEXT: }
// UNIQUE-EMPTY:

// NAMELOC-LABEL: func.func @g
// NAMELOC-NEXT:     %c0_i32 = arith.constant 0 : i32
// NAMELOC-NEXT:     %named = arith.constant 0 : i32
// NAMELOC-NEXT:     %0 = arith.constant 0 : i32
// NAMELOC-NEXT:     "tst.use"(%named, %0) : (i32, i32) -> ()

// GENERIC: %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT: %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32

func.func @f(%a: i32, %b: i64) -> i32 {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 0 : i32
  %2 = arith.constant 1.0 : f32
  %3 = arith.constant 2.0 : f32
  %4 = arith.constant 1 : i1
  %5 = arith.constant 0 : i1
  %6 = arith.constant 1 : index
  %7 = arith.constant 0 : i64
  %8 = arith.addi %0, %1 : i32
  %9 = arith.constant -3 : i32
  %10 = arith.constant dense<1> : vector<4xi32>
  %11 = arith.constant 0 : index
  "tst.if"(%4) ({
    %c = arith.constant 0 : i32
    %d = arith.constant 7 : i32
    "tst.yield"(%c, %d) : (i32, i32) -> ()
  }, {
    %c = arith.constant 0 : i32
    %e = arith.constant 7 : i32
    "tst.inner"() ({
      %f = arith.constant 7 : i32
      "tst.yield"(%f) : (i32) -> ()
    }) : () -> ()
    "tst.yield"(%c, %e) : (i32, i32) -> ()
  }) : (i1) -> ()
  %13 = arith.constant 7 : i32
  %14 = arith.constant 0 : i32
  "tst.use"(%2, %3, %5, %6, %7, %9, %10, %11, %13, %14, %a, %b) : (f32, f32, i1, index, i64, i32, vector<4xi32>, index, i32, i32, i32, i64) -> ()
  func.return %8 : i32
}
func.func @g() -> i32 {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 0 : i32 loc("named")
  %2 = arith.constant 0 : i32 loc("")
  "tst.use"(%1, %2) : (i32, i32) -> ()
  func.return %0 : i32
}
