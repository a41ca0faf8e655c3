// RUN: ropt %s -math-expand-ops | FileCheck %s
// -math-expand-ops on other float kinds, integer widths, vectors and tensors (constants are
// splats); round expands f32 only, ctlz up to 64 bits; ops on dynamically shaped tensors
// (whose constants cannot be built) are left as they are.

func.func @f16(%h: f16) -> (f16, f16, f16, f16) {
  %0 = math.round %h : f16
  %1 = math.roundeven %h : f16
  %2 = math.tanh %h : f16
  %3 = math.ceil %h : f16
  return %0, %1, %2, %3 : f16, f16, f16, f16
}

func.func @f64(%d: f64) -> (f64, f64, f64) {
  %0 = math.roundeven %d : f64
  %1 = math.exp2 %d : f64
  %2 = math.atanh %d : f64
  return %0, %1, %2 : f64, f64, f64
}

func.func @bf16(%x: bf16) -> (bf16, bf16, bf16) {
  %0 = math.exp2 %x : bf16
  %1 = math.cosh %x : bf16
  %2 = math.rsqrt %x : bf16
  return %0, %1, %2 : bf16, bf16, bf16
}

func.func @vector(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = math.ceil %a : vector<4xf32>
  %1 = math.round %a : vector<4xf32>
  %2 = math.sinh %a : vector<4xf32>
  %3 = math.powf %a, %b : vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

func.func @tensor(%a: tensor<2x3xf64>, %i: tensor<2x3xi32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
  %0 = math.tanh %a : tensor<2x3xf64>
  %1 = math.fpowi %a, %i : tensor<2x3xf64>, tensor<2x3xi32>
  return %0, %1 : tensor<2x3xf64>, tensor<2x3xf64>
}

func.func @ints(%a: i8, %b: i64, %c: vector<2xi16>, %d: i1, %e: i3) -> (i8, i64, vector<2xi16>, i1, i3) {
  %0 = math.ctlz %a : i8
  %1 = math.ctlz %b : i64
  %2 = math.ctlz %c : vector<2xi16>
  %3 = math.ctlz %d : i1
  %4 = math.ctlz %e : i3
  return %0, %1, %2, %3, %4 : i8, i64, vector<2xi16>, i1, i3
}

func.func @kept(%t: tensor<?xf32>, %w: i128) -> (tensor<?xf32>, tensor<?xf32>, i128) {
  %0 = math.ceil %t : tensor<?xf32>
  %1 = math.rsqrt %t : tensor<?xf32>
  %2 = math.ctlz %w : i128
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, i128
}

// CHECK: module {
// CHECK-LABEL:   func.func @f16(%arg0: f16) -> (f16, f16, f16, f16) {
// CHECK-NEXT:     %cst = arith.constant -2.000000e+00 : f16
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %c31_i16 = arith.constant 31 : i16
// CHECK-NEXT:     %c1023_i16 = arith.constant 1023 : i16
// CHECK-NEXT:     %c512_i16 = arith.constant 512 : i16
// CHECK-NEXT:     %c15_i16 = arith.constant 15 : i16
// CHECK-NEXT:     %c10_i16 = arith.constant 10 : i16
// CHECK-NEXT:     %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:     %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:     %0 = math.round %arg0 : f16
// CHECK-NEXT:     %1 = arith.bitcast %arg0 : f16 to i16
// CHECK-NEXT:     %2 = math.round %arg0 : f16
// CHECK-NEXT:     %3 = arith.bitcast %2 : f16 to i16
// CHECK-NEXT:     %4 = arith.shrui %1, %c10_i16 : i16
// CHECK-NEXT:     %5 = arith.andi %4, %c31_i16 : i16
// CHECK-NEXT:     %6 = arith.subi %5, %c15_i16 : i16
// CHECK-NEXT:     %7 = arith.shrui %3, %c10_i16 : i16
// CHECK-NEXT:     %8 = arith.andi %7, %c31_i16 : i16
// CHECK-NEXT:     %9 = arith.subi %8, %c15_i16 : i16
// CHECK-NEXT:     %10 = arith.cmpi eq, %9, %c0_i16 : i16
// CHECK-NEXT:     %11 = arith.subi %9, %c1_i16 : i16
// CHECK-NEXT:     %12 = arith.maxsi %11, %c0_i16 : i16
// CHECK-NEXT:     %13 = arith.minsi %12, %c15_i16 : i16
// CHECK-NEXT:     %14 = arith.shrui %c1023_i16, %13 : i16
// CHECK-NEXT:     %15 = arith.andi %3, %14 : i16
// CHECK-NEXT:     %16 = arith.cmpi ne, %15, %c0_i16 : i16
// CHECK-NEXT:     %17 = arith.ori %16, %10 : i1
// CHECK-NEXT:     %18 = arith.cmpi eq, %6, %c-1_i16 : i16
// CHECK-NEXT:     %19 = arith.maxsi %6, %c0_i16 : i16
// CHECK-NEXT:     %20 = arith.minsi %19, %c15_i16 : i16
// CHECK-NEXT:     %21 = arith.shrui %c512_i16, %20 : i16
// CHECK-NEXT:     %22 = arith.select %18, %c0_i16, %21 : i16
// CHECK-NEXT:     %23 = arith.maxsi %6, %c0_i16 : i16
// CHECK-NEXT:     %24 = arith.minsi %23, %c15_i16 : i16
// CHECK-NEXT:     %25 = arith.shrui %c1023_i16, %24 : i16
// CHECK-NEXT:     %26 = arith.andi %1, %25 : i16
// CHECK-NEXT:     %27 = arith.cmpi eq, %26, %22 : i16
// CHECK-NEXT:     %28 = arith.cmpi sge, %6, %c-1_i16 : i16
// CHECK-NEXT:     %29 = arith.cmpi slt, %6, %c10_i16 : i16
// CHECK-NEXT:     %30 = arith.andi %27, %29 : i1
// CHECK-NEXT:     %31 = arith.andi %30, %28 : i1
// CHECK-NEXT:     %32 = math.copysign %cst_1, %arg0 : f16
// CHECK-NEXT:     %33 = arith.subf %2, %32 : f16
// CHECK-NEXT:     %34 = arith.andi %17, %31 : i1
// CHECK-NEXT:     %35 = arith.select %34, %33, %2 : f16
// CHECK-NEXT:     %36 = math.copysign %35, %arg0 : f16
// CHECK-NEXT:     %37 = arith.cmpf olt, %arg0, %cst_0 : f16
// CHECK-NEXT:     %38 = arith.uitofp %37 : i1 to f16
// CHECK-NEXT:     %39 = arith.mulf %38, %cst : f16
// CHECK-NEXT:     %40 = arith.addf %39, %cst_1 : f16
// CHECK-NEXT:     %41 = arith.mulf %40, %arg0 : f16
// CHECK-NEXT:     %42 = arith.mulf %41, %cst : f16
// CHECK-NEXT:     %43 = math.exp %42 : f16
// CHECK-NEXT:     %44 = arith.subf %cst_1, %43 : f16
// CHECK-NEXT:     %45 = arith.addf %43, %cst_1 : f16
// CHECK-NEXT:     %46 = arith.divf %44, %45 : f16
// CHECK-NEXT:     %47 = arith.mulf %40, %46 : f16
// CHECK-NEXT:     %48 = arith.fptosi %arg0 : f16 to i64
// CHECK-NEXT:     %49 = arith.sitofp %48 : i64 to f16
// CHECK-NEXT:     %50 = math.copysign %49, %arg0 : f16
// CHECK-NEXT:     %51 = arith.cmpf ogt, %arg0, %50 : f16
// CHECK-NEXT:     %52 = arith.select %51, %cst_1, %cst_0 : f16
// CHECK-NEXT:     %53 = arith.addf %50, %52 : f16
// CHECK-NEXT:     return %0, %36, %47, %53 : f16, f16, f16, f16
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @f64(%arg0: f64) -> (f64, f64, f64) {
// CHECK-NEXT:     %cst = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 0.69314718055994529 : f64
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:     %c52_i64 = arith.constant 52 : i64
// CHECK-NEXT:     %c63_i64 = arith.constant 63 : i64
// CHECK-NEXT:     %c1023_i64 = arith.constant 1023 : i64
// CHECK-NEXT:     %c2251799813685248_i64 = arith.constant 2251799813685248 : i64
// CHECK-NEXT:     %c4503599627370495_i64 = arith.constant 4503599627370495 : i64
// CHECK-NEXT:     %c2047_i64 = arith.constant 2047 : i64
// CHECK-NEXT:     %0 = arith.bitcast %arg0 : f64 to i64
// CHECK-NEXT:     %1 = math.round %arg0 : f64
// CHECK-NEXT:     %2 = arith.bitcast %1 : f64 to i64
// CHECK-NEXT:     %3 = arith.shrui %0, %c52_i64 : i64
// CHECK-NEXT:     %4 = arith.andi %3, %c2047_i64 : i64
// CHECK-NEXT:     %5 = arith.subi %4, %c1023_i64 : i64
// CHECK-NEXT:     %6 = arith.shrui %2, %c52_i64 : i64
// CHECK-NEXT:     %7 = arith.andi %6, %c2047_i64 : i64
// CHECK-NEXT:     %8 = arith.subi %7, %c1023_i64 : i64
// CHECK-NEXT:     %9 = arith.cmpi eq, %8, %c0_i64 : i64
// CHECK-NEXT:     %10 = arith.subi %8, %c1_i64 : i64
// CHECK-NEXT:     %11 = arith.maxsi %10, %c0_i64 : i64
// CHECK-NEXT:     %12 = arith.minsi %11, %c63_i64 : i64
// CHECK-NEXT:     %13 = arith.shrui %c4503599627370495_i64, %12 : i64
// CHECK-NEXT:     %14 = arith.andi %2, %13 : i64
// CHECK-NEXT:     %15 = arith.cmpi ne, %14, %c0_i64 : i64
// CHECK-NEXT:     %16 = arith.ori %15, %9 : i1
// CHECK-NEXT:     %17 = arith.cmpi eq, %5, %c-1_i64 : i64
// CHECK-NEXT:     %18 = arith.maxsi %5, %c0_i64 : i64
// CHECK-NEXT:     %19 = arith.minsi %18, %c63_i64 : i64
// CHECK-NEXT:     %20 = arith.shrui %c2251799813685248_i64, %19 : i64
// CHECK-NEXT:     %21 = arith.select %17, %c0_i64, %20 : i64
// CHECK-NEXT:     %22 = arith.maxsi %5, %c0_i64 : i64
// CHECK-NEXT:     %23 = arith.minsi %22, %c63_i64 : i64
// CHECK-NEXT:     %24 = arith.shrui %c4503599627370495_i64, %23 : i64
// CHECK-NEXT:     %25 = arith.andi %0, %24 : i64
// CHECK-NEXT:     %26 = arith.cmpi eq, %25, %21 : i64
// CHECK-NEXT:     %27 = arith.cmpi sge, %5, %c-1_i64 : i64
// CHECK-NEXT:     %28 = arith.cmpi slt, %5, %c52_i64 : i64
// CHECK-NEXT:     %29 = arith.andi %26, %28 : i1
// CHECK-NEXT:     %30 = arith.andi %29, %27 : i1
// CHECK-NEXT:     %31 = math.copysign %cst_1, %arg0 : f64
// CHECK-NEXT:     %32 = arith.subf %1, %31 : f64
// CHECK-NEXT:     %33 = arith.andi %16, %30 : i1
// CHECK-NEXT:     %34 = arith.select %33, %32, %1 : f64
// CHECK-NEXT:     %35 = math.copysign %34, %arg0 : f64
// CHECK-NEXT:     %36 = arith.mulf %arg0, %cst_0 : f64
// CHECK-NEXT:     %37 = math.exp %36 : f64
// CHECK-NEXT:     %38 = arith.addf %arg0, %cst_1 : f64
// CHECK-NEXT:     %39 = arith.negf %arg0 : f64
// CHECK-NEXT:     %40 = arith.addf %39, %cst_1 : f64
// CHECK-NEXT:     %41 = arith.divf %38, %40 : f64
// CHECK-NEXT:     %42 = math.log %41 : f64
// CHECK-NEXT:     %43 = arith.mulf %42, %cst : f64
// CHECK-NEXT:     return %35, %37, %43 : f64, f64, f64
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @bf16(%arg0: bf16) -> (bf16, bf16, bf16) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:     %cst_0 = arith.constant 5.000000e-01 : bf16
// CHECK-NEXT:     %cst_1 = arith.constant 6.914060e-01 : bf16
// CHECK-NEXT:     %0 = arith.mulf %arg0, %cst_1 : bf16
// CHECK-NEXT:     %1 = math.exp %0 : bf16
// CHECK-NEXT:     %2 = math.exp %arg0 : bf16
// CHECK-NEXT:     %3 = arith.negf %arg0 : bf16
// CHECK-NEXT:     %4 = math.exp %3 : bf16
// CHECK-NEXT:     %5 = arith.addf %2, %4 : bf16
// CHECK-NEXT:     %6 = arith.mulf %5, %cst_0 : bf16
// CHECK-NEXT:     %7 = math.sqrt %arg0 : bf16
// CHECK-NEXT:     %8 = arith.divf %cst, %7 : bf16
// CHECK-NEXT:     return %1, %6, %8 : bf16, bf16, bf16
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @vector(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<255> : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<127> : vector<4xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<23> : vector<4xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %cst_4 = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %0 = arith.fptosi %arg0 : vector<4xf32> to vector<4xi64>
// CHECK-NEXT:     %1 = arith.sitofp %0 : vector<4xi64> to vector<4xf32>
// CHECK-NEXT:     %2 = math.copysign %1, %arg0 : vector<4xf32>
// CHECK-NEXT:     %3 = arith.cmpf ogt, %arg0, %2 : vector<4xf32>
// CHECK-NEXT:     %4 = arith.select %3, %cst_3, %cst_4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %5 = arith.addf %2, %4 : vector<4xf32>
// CHECK-NEXT:     %6 = math.copysign %cst_2, %arg0 : vector<4xf32>
// CHECK-NEXT:     %7 = arith.addf %arg0, %6 : vector<4xf32>
// CHECK-NEXT:     %8 = arith.fptosi %7 : vector<4xf32> to vector<4xi64>
// CHECK-NEXT:     %9 = arith.sitofp %8 : vector<4xi64> to vector<4xf32>
// CHECK-NEXT:     %10 = math.copysign %9, %7 : vector<4xf32>
// CHECK-NEXT:     %11 = arith.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:     %12 = arith.shrui %11, %cst_1 : vector<4xi32>
// CHECK-NEXT:     %13 = arith.andi %12, %cst : vector<4xi32>
// CHECK-NEXT:     %14 = arith.subi %13, %cst_0 : vector<4xi32>
// CHECK-NEXT:     %15 = arith.cmpi sge, %14, %cst_1 : vector<4xi32>
// CHECK-NEXT:     %16 = arith.select %15, %arg0, %10 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %17 = math.exp %arg0 : vector<4xf32>
// CHECK-NEXT:     %18 = arith.negf %arg0 : vector<4xf32>
// CHECK-NEXT:     %19 = math.exp %18 : vector<4xf32>
// CHECK-NEXT:     %20 = arith.subf %17, %19 : vector<4xf32>
// CHECK-NEXT:     %21 = arith.mulf %20, %cst_2 : vector<4xf32>
// CHECK-NEXT:     %22 = math.log %arg0 : vector<4xf32>
// CHECK-NEXT:     %23 = arith.mulf %arg1, %22 : vector<4xf32>
// CHECK-NEXT:     %24 = math.exp %23 : vector<4xf32>
// CHECK-NEXT:     return %5, %16, %21, %24 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @tensor(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xi32>) -> (tensor<2x3xf64>, tensor<2x3xf64>) {
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : tensor<2x3xf64>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1.000000e+00> : tensor<2x3xf64>
// CHECK-NEXT:     %cst_1 = arith.constant dense<-2.000000e+00> : tensor<2x3xf64>
// CHECK-NEXT:     %0 = arith.cmpf olt, %arg0, %cst : tensor<2x3xf64>
// CHECK-NEXT:     %1 = arith.uitofp %0 : tensor<2x3xi1> to tensor<2x3xf64>
// CHECK-NEXT:     %2 = arith.mulf %1, %cst_1 : tensor<2x3xf64>
// CHECK-NEXT:     %3 = arith.addf %2, %cst_0 : tensor<2x3xf64>
// CHECK-NEXT:     %4 = arith.mulf %3, %arg0 : tensor<2x3xf64>
// CHECK-NEXT:     %5 = arith.mulf %4, %cst_1 : tensor<2x3xf64>
// CHECK-NEXT:     %6 = math.exp %5 : tensor<2x3xf64>
// CHECK-NEXT:     %7 = arith.subf %cst_0, %6 : tensor<2x3xf64>
// CHECK-NEXT:     %8 = arith.addf %6, %cst_0 : tensor<2x3xf64>
// CHECK-NEXT:     %9 = arith.divf %7, %8 : tensor<2x3xf64>
// CHECK-NEXT:     %10 = arith.mulf %3, %9 : tensor<2x3xf64>
// CHECK-NEXT:     %11 = arith.sitofp %arg1 : tensor<2x3xi32> to tensor<2x3xf64>
// CHECK-NEXT:     %12 = math.log %arg0 : tensor<2x3xf64>
// CHECK-NEXT:     %13 = arith.mulf %11, %12 : tensor<2x3xf64>
// CHECK-NEXT:     %14 = math.exp %13 : tensor<2x3xf64>
// CHECK-NEXT:     return %10, %14 : tensor<2x3xf64>, tensor<2x3xf64>
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @ints(%arg0: i8, %arg1: i64, %arg2: vector<2xi16>, %arg3: i1, %arg4: i3) -> (i8, i64, vector<2xi16>, i1, i3) {
// CHECK-NEXT:     %c1_i3 = arith.constant 1 : i3
// CHECK-NEXT:     %c3_i3 = arith.constant 3 : i3
// CHECK-NEXT:     %c0_i3 = arith.constant 0 : i3
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %cst = arith.constant dense<16> : vector<2xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<32767> : vector<2xi16>
// CHECK-NEXT:     %cst_1 = arith.constant dense<1> : vector<2xi16>
// CHECK-NEXT:     %cst_2 = arith.constant dense<16383> : vector<2xi16>
// CHECK-NEXT:     %cst_3 = arith.constant dense<2> : vector<2xi16>
// CHECK-NEXT:     %cst_4 = arith.constant dense<4095> : vector<2xi16>
// CHECK-NEXT:     %cst_5 = arith.constant dense<4> : vector<2xi16>
// CHECK-NEXT:     %cst_6 = arith.constant dense<255> : vector<2xi16>
// CHECK-NEXT:     %cst_7 = arith.constant dense<8> : vector<2xi16>
// CHECK-NEXT:     %cst_8 = arith.constant dense<0> : vector<2xi16>
// CHECK-NEXT:     %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT:     %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
// CHECK-NEXT:     %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT:     %c1152921504606846975_i64 = arith.constant 1152921504606846975 : i64
// CHECK-NEXT:     %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT:     %c72057594037927935_i64 = arith.constant 72057594037927935 : i64
// CHECK-NEXT:     %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT:     %c281474976710655_i64 = arith.constant 281474976710655 : i64
// CHECK-NEXT:     %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT:     %c4294967295_i64 = arith.constant 4294967295 : i64
// CHECK-NEXT:     %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:     %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     %c63_i8 = arith.constant 63 : i8
// CHECK-NEXT:     %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT:     %c15_i8 = arith.constant 15 : i8
// CHECK-NEXT:     %0 = arith.cmpi ule, %arg0, %c15_i8 : i8
// CHECK-NEXT:     %1 = arith.shli %arg0, %c4_i8 : i8
// CHECK-NEXT:     %2 = arith.select %0, %1, %arg0 : i8
// CHECK-NEXT:     %3 = arith.select %0, %c4_i8, %c0_i8 : i8
// CHECK-NEXT:     %4 = arith.cmpi ule, %2, %c63_i8 : i8
// CHECK-NEXT:     %5 = arith.addi %3, %c2_i8 : i8
// CHECK-NEXT:     %6 = arith.shli %2, %c2_i8 : i8
// CHECK-NEXT:     %7 = arith.select %4, %6, %2 : i8
// CHECK-NEXT:     %8 = arith.select %4, %5, %3 : i8
// CHECK-NEXT:     %9 = arith.cmpi ule, %7, %c127_i8 : i8
// CHECK-NEXT:     %10 = arith.addi %8, %c1_i8 : i8
// CHECK-NEXT:     %11 = arith.select %9, %10, %8 : i8
// CHECK-NEXT:     %12 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT:     %13 = arith.select %12, %c8_i8, %11 : i8
// CHECK-NEXT:     %14 = arith.cmpi ule, %arg1, %c4294967295_i64 : i64
// CHECK-NEXT:     %15 = arith.shli %arg1, %c32_i64 : i64
// CHECK-NEXT:     %16 = arith.select %14, %15, %arg1 : i64
// CHECK-NEXT:     %17 = arith.select %14, %c32_i64, %c0_i64 : i64
// CHECK-NEXT:     %18 = arith.cmpi ule, %16, %c281474976710655_i64 : i64
// CHECK-NEXT:     %19 = arith.addi %17, %c16_i64 : i64
// CHECK-NEXT:     %20 = arith.shli %16, %c16_i64 : i64
// CHECK-NEXT:     %21 = arith.select %18, %20, %16 : i64
// CHECK-NEXT:     %22 = arith.select %18, %19, %17 : i64
// CHECK-NEXT:     %23 = arith.cmpi ule, %21, %c72057594037927935_i64 : i64
// CHECK-NEXT:     %24 = arith.addi %22, %c8_i64 : i64
// CHECK-NEXT:     %25 = arith.shli %21, %c8_i64 : i64
// CHECK-NEXT:     %26 = arith.select %23, %25, %21 : i64
// CHECK-NEXT:     %27 = arith.select %23, %24, %22 : i64
// CHECK-NEXT:     %28 = arith.cmpi ule, %26, %c1152921504606846975_i64 : i64
// CHECK-NEXT:     %29 = arith.addi %27, %c4_i64 : i64
// CHECK-NEXT:     %30 = arith.shli %26, %c4_i64 : i64
// CHECK-NEXT:     %31 = arith.select %28, %30, %26 : i64
// CHECK-NEXT:     %32 = arith.select %28, %29, %27 : i64
// CHECK-NEXT:     %33 = arith.cmpi ule, %31, %c4611686018427387903_i64 : i64
// CHECK-NEXT:     %34 = arith.addi %32, %c2_i64 : i64
// CHECK-NEXT:     %35 = arith.shli %31, %c2_i64 : i64
// CHECK-NEXT:     %36 = arith.select %33, %35, %31 : i64
// CHECK-NEXT:     %37 = arith.select %33, %34, %32 : i64
// CHECK-NEXT:     %38 = arith.cmpi ule, %36, %c9223372036854775807_i64 : i64
// CHECK-NEXT:     %39 = arith.addi %37, %c1_i64 : i64
// CHECK-NEXT:     %40 = arith.select %38, %39, %37 : i64
// CHECK-NEXT:     %41 = arith.cmpi eq, %arg1, %c0_i64 : i64
// CHECK-NEXT:     %42 = arith.select %41, %c64_i64, %40 : i64
// CHECK-NEXT:     %43 = arith.cmpi ule, %arg2, %cst_6 : vector<2xi16>
// CHECK-NEXT:     %44 = arith.shli %arg2, %cst_7 : vector<2xi16>
// CHECK-NEXT:     %45 = arith.select %43, %44, %arg2 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT:     %46 = arith.select %43, %cst_7, %cst_8 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT:     %47 = arith.cmpi ule, %45, %cst_4 : vector<2xi16>
// CHECK-NEXT:     %48 = arith.addi %46, %cst_5 : vector<2xi16>
// CHECK-NEXT:     %49 = arith.shli %45, %cst_5 : vector<2xi16>
// CHECK-NEXT:     %50 = arith.select %47, %49, %45 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT:     %51 = arith.select %47, %48, %46 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT:     %52 = arith.cmpi ule, %50, %cst_2 : vector<2xi16>
// CHECK-NEXT:     %53 = arith.addi %51, %cst_3 : vector<2xi16>
// CHECK-NEXT:     %54 = arith.shli %50, %cst_3 : vector<2xi16>
// CHECK-NEXT:     %55 = arith.select %52, %54, %50 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT:     %56 = arith.select %52, %53, %51 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT:     %57 = arith.cmpi ule, %55, %cst_0 : vector<2xi16>
// CHECK-NEXT:     %58 = arith.addi %56, %cst_1 : vector<2xi16>
// CHECK-NEXT:     %59 = arith.select %57, %58, %56 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT:     %60 = arith.cmpi eq, %arg2, %cst_8 : vector<2xi16>
// CHECK-NEXT:     %61 = arith.select %60, %cst, %59 : vector<2xi1>, vector<2xi16>
// CHECK-NEXT:     %62 = arith.cmpi eq, %arg3, %false : i1
// CHECK-NEXT:     %63 = arith.cmpi ule, %arg4, %c3_i3 : i3
// CHECK-NEXT:     %64 = arith.select %63, %c1_i3, %c0_i3 : i3
// CHECK-NEXT:     %65 = arith.cmpi eq, %arg4, %c0_i3 : i3
// CHECK-NEXT:     %66 = arith.select %65, %c3_i3, %64 : i3
// CHECK-NEXT:     return %13, %42, %61, %62, %66 : i8, i64, vector<2xi16>, i1, i3
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @kept(%arg0: tensor<?xf32>, %arg1: i128) -> (tensor<?xf32>, tensor<?xf32>, i128) {
// CHECK-NEXT:     %0 = math.ceil %arg0 : tensor<?xf32>
// CHECK-NEXT:     %1 = math.rsqrt %arg0 : tensor<?xf32>
// CHECK-NEXT:     %2 = math.ctlz %arg1 : i128
// CHECK-NEXT:     return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, i128
// CHECK-NEXT:   }
// CHECK-NEXT: }
