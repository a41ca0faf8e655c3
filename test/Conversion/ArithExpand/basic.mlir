// RUN: ropt %s -arith-expand | FileCheck %s
// The integer and float expansions on scalars, index, vectors and tensors (splat constants),
// also inside regions; fastmath flags are not carried over to the expansion.

func.func @ints(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maxsi %a, %b : i32
  %4 = arith.minsi %a, %b : i32
  %5 = arith.maxui %a, %b : i32
  %6 = arith.minui %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}
func.func @floats(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
func.func @vec(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.ceildivsi %a, %b : vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @index(%a: index, %b: index) -> (index, index) {
  %0 = arith.floordivsi %a, %b : index
  %1 = arith.ceildivui %a, %b : index
  return %0, %1 : index, index
}
func.func @tensor(%a: tensor<2x3xi8>, %b: tensor<2x3xi8>, %x: tensor<4xf64>) -> (tensor<2x3xi8>, tensor<4xf64>) {
  %0 = arith.floordivsi %a, %b : tensor<2x3xi8>
  %1 = arith.minnumf %x, %x fastmath<nnan> : tensor<4xf64>
  return %0, %1 : tensor<2x3xi8>, tensor<4xf64>
}
func.func @nested(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.if %c -> i64 {
    %0 = arith.maxsi %a, %b : i64
    scf.yield %0 : i64
  } else {
    %1 = arith.ceildivsi %a, %b : i64
    scf.yield %1 : i64
  }
  return %r : i64
}

// CHECK: module {
// CHECK-LABEL:   func.func @ints(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT:     %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT:     %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:     %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:     %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %9 = arith.cmpi eq, %arg0, %c0_i32_0 : i32
// CHECK-NEXT:     %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:     %10 = arith.subi %arg0, %c1_i32_1 : i32
// CHECK-NEXT:     %11 = arith.divui %10, %arg1 : i32
// CHECK-NEXT:     %12 = arith.addi %11, %c1_i32_1 : i32
// CHECK-NEXT:     %13 = arith.select %9, %c0_i32_0, %12 : i32
// CHECK-NEXT:     %14 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %15 = arith.muli %14, %arg1 : i32
// CHECK-NEXT:     %16 = arith.cmpi ne, %arg0, %15 : i32
// CHECK-NEXT:     %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT:     %17 = arith.cmpi slt, %arg0, %c0_i32_2 : i32
// CHECK-NEXT:     %18 = arith.cmpi slt, %arg1, %c0_i32_2 : i32
// CHECK-NEXT:     %19 = arith.cmpi ne, %17, %18 : i1
// CHECK-NEXT:     %20 = arith.andi %16, %19 : i1
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %21 = arith.addi %14, %c-1_i32 : i32
// CHECK-NEXT:     %22 = arith.select %20, %21, %14 : i32
// CHECK-NEXT:     %23 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:     %24 = arith.select %23, %arg0, %arg1 : i32
// CHECK-NEXT:     %25 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %26 = arith.select %25, %arg0, %arg1 : i32
// CHECK-NEXT:     %27 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:     %28 = arith.select %27, %arg0, %arg1 : i32
// CHECK-NEXT:     %29 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:     %30 = arith.select %29, %arg0, %arg1 : i32
// CHECK-NEXT:     return %8, %13, %22, %24, %26, %28, %30 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @floats(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT:     %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:     %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT:     %2 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:     %3 = arith.select %2, %arg1, %1 : f32
// CHECK-NEXT:     %4 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT:     %5 = arith.select %4, %arg0, %arg1 : f32
// CHECK-NEXT:     %6 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:     %7 = arith.select %6, %arg1, %5 : f32
// CHECK-NEXT:     %8 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:     %9 = arith.select %8, %arg0, %arg1 : f32
// CHECK-NEXT:     %10 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT:     %11 = arith.select %10, %arg1, %9 : f32
// CHECK-NEXT:     %12 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT:     %13 = arith.select %12, %arg0, %arg1 : f32
// CHECK-NEXT:     %14 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT:     %15 = arith.select %14, %arg1, %13 : f32
// CHECK-NEXT:     return %3, %7, %11, %15 : f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @vec(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT:     %1 = arith.muli %0, %arg1 : vector<4xi32>
// CHECK-NEXT:     %2 = arith.cmpi ne, %arg0, %1 : vector<4xi32>
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %cst : vector<4xi32>
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg1, %cst : vector<4xi32>
// CHECK-NEXT:     %5 = arith.cmpi eq, %3, %4 : vector<4xi1>
// CHECK-NEXT:     %6 = arith.andi %2, %5 : vector<4xi1>
// CHECK-NEXT:     %7 = arith.addi %0, %cst_0 : vector<4xi32>
// CHECK-NEXT:     %8 = arith.select %6, %7, %0 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:     return %8 : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @index(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.muli %0, %arg1 : index
// CHECK-NEXT:     %2 = arith.cmpi ne, %arg0, %1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT:     %5 = arith.cmpi ne, %3, %4 : i1
// CHECK-NEXT:     %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %7 = arith.addi %0, %c-1 : index
// CHECK-NEXT:     %8 = arith.select %6, %7, %0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %9 = arith.cmpi eq, %arg0, %c0_0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %10 = arith.subi %arg0, %c1 : index
// CHECK-NEXT:     %11 = arith.divui %10, %arg1 : index
// CHECK-NEXT:     %12 = arith.addi %11, %c1 : index
// CHECK-NEXT:     %13 = arith.select %9, %c0_0, %12 : index
// CHECK-NEXT:     return %8, %13 : index, index
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @tensor(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xi8>, %arg2: tensor<4xf64>) -> (tensor<2x3xi8>, tensor<4xf64>) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : tensor<2x3xi8>
// CHECK-NEXT:     %1 = arith.muli %0, %arg1 : tensor<2x3xi8>
// CHECK-NEXT:     %2 = arith.cmpi ne, %arg0, %1 : tensor<2x3xi8>
// CHECK-NEXT:     %cst = arith.constant dense<0> : tensor<2x3xi8>
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %cst : tensor<2x3xi8>
// CHECK-NEXT:     %4 = arith.cmpi slt, %arg1, %cst : tensor<2x3xi8>
// CHECK-NEXT:     %5 = arith.cmpi ne, %3, %4 : tensor<2x3xi1>
// CHECK-NEXT:     %6 = arith.andi %2, %5 : tensor<2x3xi1>
// CHECK-NEXT:     %cst_0 = arith.constant dense<-1> : tensor<2x3xi8>
// CHECK-NEXT:     %7 = arith.addi %0, %cst_0 : tensor<2x3xi8>
// CHECK-NEXT:     %8 = arith.select %6, %7, %0 : tensor<2x3xi1>, tensor<2x3xi8>
// CHECK-NEXT:     return %8, %arg2 : tensor<2x3xi8>, tensor<4xf64>
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @nested(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT:       %1 = arith.cmpi sgt, %arg1, %arg2 : i64
// CHECK-NEXT:       %2 = arith.select %1, %arg1, %arg2 : i64
// CHECK-NEXT:       scf.yield %2 : i64
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:       %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:       %1 = arith.divsi %arg1, %arg2 : i64
// CHECK-NEXT:       %2 = arith.muli %1, %arg2 : i64
// CHECK-NEXT:       %3 = arith.cmpi ne, %arg1, %2 : i64
// CHECK-NEXT:       %4 = arith.cmpi slt, %arg1, %c0_i64 : i64
// CHECK-NEXT:       %5 = arith.cmpi slt, %arg2, %c0_i64 : i64
// CHECK-NEXT:       %6 = arith.cmpi eq, %4, %5 : i1
// CHECK-NEXT:       %7 = arith.andi %3, %6 : i1
// CHECK-NEXT:       %8 = arith.addi %1, %c1_i64 : i64
// CHECK-NEXT:       %9 = arith.select %7, %8, %1 : i64
// CHECK-NEXT:       scf.yield %9 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
