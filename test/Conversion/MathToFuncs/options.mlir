// RUN: ropt %s '-pass-pipeline=builtin.module(convert-math-to-funcs{min-width-of-fpowi-exponent=33})' | FileCheck %s
// RUN: ropt %s '-pass-pipeline=builtin.module(convert-math-to-funcs{min-width-of-fpowi-exponent=0 convert-ctlz=true})' | FileCheck %s --check-prefix=ALL
// min-width-of-fpowi-exponent keeps fpowi with a narrower exponent; ipowi is not affected.

func.func @f(%x: f32, %p: i32, %q: i64, %r: i1, %a: i16) -> (f32, f32, f32, i16, i16) {
  %0 = math.fpowi %x, %p : f32, i32
  %1 = math.fpowi %x, %q : f32, i64
  %2 = math.fpowi %x, %r : f32, i1
  %3 = math.ipowi %a, %a : i16
  %4 = math.ctlz %a : i16
  return %0, %1, %2, %3, %4 : f32, f32, f32, i16, i16
}

// CHECK: module {
// CHECK-LABEL:   func.func @f(%arg0: f32, %arg1: i32, %arg2: i64, %arg3: i1, %arg4: i16) -> (f32, f32, f32, i16, i16) {
// CHECK-NEXT:     %0 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT:     %1 = call @__mlir_math_fpowi_f32_i64(%arg0, %arg2) : (f32, i64) -> f32
// CHECK-NEXT:     %2 = math.fpowi %arg0, %arg3 : f32, i1
// CHECK-NEXT:     %3 = call @__mlir_math_ipowi_i16(%arg4, %arg4) : (i16, i16) -> i16
// CHECK-NEXT:     %4 = math.ctlz %arg4 : i16
// CHECK-NEXT:     return %0, %1, %2, %3, %4 : f32, f32, f32, i16, i16
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func private @__mlir_math_fpowi_f32_i64(%arg0: f32, %arg1: i64) -> f32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:     %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %cst : f32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i64 : i64
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg1, %c-9223372036854775808_i64 : i64
// CHECK-NEXT:     %3 = arith.subi %c0_i64, %arg1 : i64
// CHECK-NEXT:     %4 = arith.select %1, %3, %arg1 : i64
// CHECK-NEXT:     %5 = arith.select %2, %c9223372036854775807_i64, %4 : i64
// CHECK-NEXT:     cf.br ^bb3(%cst, %arg0, %5 : f32, f32, i64)
// CHECK-NEXT:   ^bb3(%6: f32, %7: f32, %8: i64):  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT:     %9 = arith.andi %8, %c1_i64 : i64
// CHECK-NEXT:     %10 = arith.cmpi ne, %9, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %10, ^bb4, ^bb5(%6 : f32)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %11 = arith.mulf %6, %7 : f32
// CHECK-NEXT:     cf.br ^bb5(%11 : f32)
// CHECK-NEXT:   ^bb5(%12: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     %13 = arith.shrui %8, %c1_i64 : i64
// CHECK-NEXT:     %14 = arith.cmpi eq, %13, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %14, ^bb7(%12 : f32), ^bb6
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %15 = arith.mulf %7, %7 : f32
// CHECK-NEXT:     cf.br ^bb3(%12, %15, %13 : f32, f32, i64)
// CHECK-NEXT:   ^bb7(%16: f32):  // pred: ^bb5
// CHECK-NEXT:     cf.cond_br %2, ^bb8, ^bb9(%16 : f32)
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %17 = arith.mulf %16, %arg0 : f32
// CHECK-NEXT:     cf.br ^bb9(%17 : f32)
// CHECK-NEXT:   ^bb9(%18: f32):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT:     cf.cond_br %1, ^bb10, ^bb11(%18 : f32)
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %19 = arith.divf %cst, %18 : f32
// CHECK-NEXT:     cf.br ^bb11(%19 : f32)
// CHECK-NEXT:   ^bb11(%20: f32):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT:     return %20 : f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func private @__mlir_math_ipowi_i16(%arg0: i16, %arg1: i16) -> i16 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:     %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %c1_i16 : i16
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %1, ^bb3, ^bb12(%c1_i16, %arg0, %arg1 : i16, i16, i16)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg0, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %3 = arith.divsi %c1_i16, %c0_i16 : i16
// CHECK-NEXT:     return %3 : i16
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %4 = arith.cmpi eq, %arg0, %c1_i16 : i16
// CHECK-NEXT:     cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     return %c1_i16 : i16
// CHECK-NEXT:   ^bb7:  // pred: ^bb5
// CHECK-NEXT:     %5 = arith.cmpi eq, %arg0, %c-1_i16 : i16
// CHECK-NEXT:     cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %6 = arith.andi %arg1, %c1_i16 : i16
// CHECK-NEXT:     %7 = arith.cmpi ne, %6, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     return %c-1_i16 : i16
// CHECK-NEXT:   ^bb10:  // pred: ^bb8
// CHECK-NEXT:     return %c1_i16 : i16
// CHECK-NEXT:   ^bb11:  // pred: ^bb7
// CHECK-NEXT:     return %c0_i16 : i16
// CHECK-NEXT:   ^bb12(%8: i16, %9: i16, %10: i16):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT:     %11 = arith.andi %10, %c1_i16 : i16
// CHECK-NEXT:     %12 = arith.cmpi ne, %11, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %12, ^bb13, ^bb14(%8 : i16)
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %13 = arith.muli %8, %9 : i16
// CHECK-NEXT:     cf.br ^bb14(%13 : i16)
// CHECK-NEXT:   ^bb14(%14: i16):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT:     %15 = arith.shrui %10, %c1_i16 : i16
// CHECK-NEXT:     %16 = arith.cmpi eq, %15, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     return %14 : i16
// CHECK-NEXT:   ^bb16:  // pred: ^bb14
// CHECK-NEXT:     %17 = arith.muli %9, %9 : i16
// CHECK-NEXT:     cf.br ^bb12(%14, %17, %15 : i16, i16, i16)
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ALL: module {
// ALL-LABEL:   func.func @f(%arg0: f32, %arg1: i32, %arg2: i64, %arg3: i1, %arg4: i16) -> (f32, f32, f32, i16, i16) {
// ALL-NEXT:     %0 = call @__mlir_math_fpowi_f32_i32(%arg0, %arg1) : (f32, i32) -> f32
// ALL-NEXT:     %1 = call @__mlir_math_fpowi_f32_i64(%arg0, %arg2) : (f32, i64) -> f32
// ALL-NEXT:     %2 = call @__mlir_math_fpowi_f32_i1(%arg0, %arg3) : (f32, i1) -> f32
// ALL-NEXT:     %3 = call @__mlir_math_ipowi_i16(%arg4, %arg4) : (i16, i16) -> i16
// ALL-NEXT:     %4 = call @__mlir_math_ctlz_i16(%arg4) : (i16) -> i16
// ALL-NEXT:     return %0, %1, %2, %3, %4 : f32, f32, f32, i16, i16
// ALL-NEXT:   }
// ALL-LABEL:   func.func private @__mlir_math_fpowi_f32_i32(%arg0: f32, %arg1: i32) -> f32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// ALL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ALL-NEXT:     %c0_i32 = arith.constant 0 : i32
// ALL-NEXT:     %c1_i32 = arith.constant 1 : i32
// ALL-NEXT:     %c-2147483648_i32 = arith.constant -2147483648 : i32
// ALL-NEXT:     %c2147483647_i32 = arith.constant 2147483647 : i32
// ALL-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
// ALL-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// ALL-NEXT:   ^bb1:  // pred: ^bb0
// ALL-NEXT:     return %cst : f32
// ALL-NEXT:   ^bb2:  // pred: ^bb0
// ALL-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
// ALL-NEXT:     %2 = arith.cmpi eq, %arg1, %c-2147483648_i32 : i32
// ALL-NEXT:     %3 = arith.subi %c0_i32, %arg1 : i32
// ALL-NEXT:     %4 = arith.select %1, %3, %arg1 : i32
// ALL-NEXT:     %5 = arith.select %2, %c2147483647_i32, %4 : i32
// ALL-NEXT:     cf.br ^bb3(%cst, %arg0, %5 : f32, f32, i32)
// ALL-NEXT:   ^bb3(%6: f32, %7: f32, %8: i32):  // 2 preds: ^bb2, ^bb6
// ALL-NEXT:     %9 = arith.andi %8, %c1_i32 : i32
// ALL-NEXT:     %10 = arith.cmpi ne, %9, %c0_i32 : i32
// ALL-NEXT:     cf.cond_br %10, ^bb4, ^bb5(%6 : f32)
// ALL-NEXT:   ^bb4:  // pred: ^bb3
// ALL-NEXT:     %11 = arith.mulf %6, %7 : f32
// ALL-NEXT:     cf.br ^bb5(%11 : f32)
// ALL-NEXT:   ^bb5(%12: f32):  // 2 preds: ^bb3, ^bb4
// ALL-NEXT:     %13 = arith.shrui %8, %c1_i32 : i32
// ALL-NEXT:     %14 = arith.cmpi eq, %13, %c0_i32 : i32
// ALL-NEXT:     cf.cond_br %14, ^bb7(%12 : f32), ^bb6
// ALL-NEXT:   ^bb6:  // pred: ^bb5
// ALL-NEXT:     %15 = arith.mulf %7, %7 : f32
// ALL-NEXT:     cf.br ^bb3(%12, %15, %13 : f32, f32, i32)
// ALL-NEXT:   ^bb7(%16: f32):  // pred: ^bb5
// ALL-NEXT:     cf.cond_br %2, ^bb8, ^bb9(%16 : f32)
// ALL-NEXT:   ^bb8:  // pred: ^bb7
// ALL-NEXT:     %17 = arith.mulf %16, %arg0 : f32
// ALL-NEXT:     cf.br ^bb9(%17 : f32)
// ALL-NEXT:   ^bb9(%18: f32):  // 2 preds: ^bb7, ^bb8
// ALL-NEXT:     cf.cond_br %1, ^bb10, ^bb11(%18 : f32)
// ALL-NEXT:   ^bb10:  // pred: ^bb9
// ALL-NEXT:     %19 = arith.divf %cst, %18 : f32
// ALL-NEXT:     cf.br ^bb11(%19 : f32)
// ALL-NEXT:   ^bb11(%20: f32):  // 2 preds: ^bb9, ^bb10
// ALL-NEXT:     return %20 : f32
// ALL-NEXT:   }
// ALL-LABEL:   func.func private @__mlir_math_fpowi_f32_i64(%arg0: f32, %arg1: i64) -> f32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// ALL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ALL-NEXT:     %c0_i64 = arith.constant 0 : i64
// ALL-NEXT:     %c1_i64 = arith.constant 1 : i64
// ALL-NEXT:     %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// ALL-NEXT:     %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// ALL-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i64 : i64
// ALL-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// ALL-NEXT:   ^bb1:  // pred: ^bb0
// ALL-NEXT:     return %cst : f32
// ALL-NEXT:   ^bb2:  // pred: ^bb0
// ALL-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i64 : i64
// ALL-NEXT:     %2 = arith.cmpi eq, %arg1, %c-9223372036854775808_i64 : i64
// ALL-NEXT:     %3 = arith.subi %c0_i64, %arg1 : i64
// ALL-NEXT:     %4 = arith.select %1, %3, %arg1 : i64
// ALL-NEXT:     %5 = arith.select %2, %c9223372036854775807_i64, %4 : i64
// ALL-NEXT:     cf.br ^bb3(%cst, %arg0, %5 : f32, f32, i64)
// ALL-NEXT:   ^bb3(%6: f32, %7: f32, %8: i64):  // 2 preds: ^bb2, ^bb6
// ALL-NEXT:     %9 = arith.andi %8, %c1_i64 : i64
// ALL-NEXT:     %10 = arith.cmpi ne, %9, %c0_i64 : i64
// ALL-NEXT:     cf.cond_br %10, ^bb4, ^bb5(%6 : f32)
// ALL-NEXT:   ^bb4:  // pred: ^bb3
// ALL-NEXT:     %11 = arith.mulf %6, %7 : f32
// ALL-NEXT:     cf.br ^bb5(%11 : f32)
// ALL-NEXT:   ^bb5(%12: f32):  // 2 preds: ^bb3, ^bb4
// ALL-NEXT:     %13 = arith.shrui %8, %c1_i64 : i64
// ALL-NEXT:     %14 = arith.cmpi eq, %13, %c0_i64 : i64
// ALL-NEXT:     cf.cond_br %14, ^bb7(%12 : f32), ^bb6
// ALL-NEXT:   ^bb6:  // pred: ^bb5
// ALL-NEXT:     %15 = arith.mulf %7, %7 : f32
// ALL-NEXT:     cf.br ^bb3(%12, %15, %13 : f32, f32, i64)
// ALL-NEXT:   ^bb7(%16: f32):  // pred: ^bb5
// ALL-NEXT:     cf.cond_br %2, ^bb8, ^bb9(%16 : f32)
// ALL-NEXT:   ^bb8:  // pred: ^bb7
// ALL-NEXT:     %17 = arith.mulf %16, %arg0 : f32
// ALL-NEXT:     cf.br ^bb9(%17 : f32)
// ALL-NEXT:   ^bb9(%18: f32):  // 2 preds: ^bb7, ^bb8
// ALL-NEXT:     cf.cond_br %1, ^bb10, ^bb11(%18 : f32)
// ALL-NEXT:   ^bb10:  // pred: ^bb9
// ALL-NEXT:     %19 = arith.divf %cst, %18 : f32
// ALL-NEXT:     cf.br ^bb11(%19 : f32)
// ALL-NEXT:   ^bb11(%20: f32):  // 2 preds: ^bb9, ^bb10
// ALL-NEXT:     return %20 : f32
// ALL-NEXT:   }
// ALL-LABEL:   func.func private @__mlir_math_fpowi_f32_i1(%arg0: f32, %arg1: i1) -> f32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// ALL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ALL-NEXT:     %false = arith.constant false
// ALL-NEXT:     %true = arith.constant true
// ALL-NEXT:     %true_0 = arith.constant true
// ALL-NEXT:     %false_1 = arith.constant false
// ALL-NEXT:     %0 = arith.cmpi eq, %arg1, %false : i1
// ALL-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// ALL-NEXT:   ^bb1:  // pred: ^bb0
// ALL-NEXT:     return %cst : f32
// ALL-NEXT:   ^bb2:  // pred: ^bb0
// ALL-NEXT:     %1 = arith.cmpi sle, %arg1, %false : i1
// ALL-NEXT:     %2 = arith.cmpi eq, %arg1, %true_0 : i1
// ALL-NEXT:     %3 = arith.subi %false, %arg1 : i1
// ALL-NEXT:     %4 = arith.select %1, %3, %arg1 : i1
// ALL-NEXT:     %5 = arith.select %2, %false_1, %4 : i1
// ALL-NEXT:     cf.br ^bb3(%cst, %arg0, %5 : f32, f32, i1)
// ALL-NEXT:   ^bb3(%6: f32, %7: f32, %8: i1):  // 2 preds: ^bb2, ^bb6
// ALL-NEXT:     %9 = arith.andi %8, %true : i1
// ALL-NEXT:     %10 = arith.cmpi ne, %9, %false : i1
// ALL-NEXT:     cf.cond_br %10, ^bb4, ^bb5(%6 : f32)
// ALL-NEXT:   ^bb4:  // pred: ^bb3
// ALL-NEXT:     %11 = arith.mulf %6, %7 : f32
// ALL-NEXT:     cf.br ^bb5(%11 : f32)
// ALL-NEXT:   ^bb5(%12: f32):  // 2 preds: ^bb3, ^bb4
// ALL-NEXT:     %13 = arith.shrui %8, %true : i1
// ALL-NEXT:     %14 = arith.cmpi eq, %13, %false : i1
// ALL-NEXT:     cf.cond_br %14, ^bb7(%12 : f32), ^bb6
// ALL-NEXT:   ^bb6:  // pred: ^bb5
// ALL-NEXT:     %15 = arith.mulf %7, %7 : f32
// ALL-NEXT:     cf.br ^bb3(%12, %15, %13 : f32, f32, i1)
// ALL-NEXT:   ^bb7(%16: f32):  // pred: ^bb5
// ALL-NEXT:     cf.cond_br %2, ^bb8, ^bb9(%16 : f32)
// ALL-NEXT:   ^bb8:  // pred: ^bb7
// ALL-NEXT:     %17 = arith.mulf %16, %arg0 : f32
// ALL-NEXT:     cf.br ^bb9(%17 : f32)
// ALL-NEXT:   ^bb9(%18: f32):  // 2 preds: ^bb7, ^bb8
// ALL-NEXT:     cf.cond_br %1, ^bb10, ^bb11(%18 : f32)
// ALL-NEXT:   ^bb10:  // pred: ^bb9
// ALL-NEXT:     %19 = arith.divf %cst, %18 : f32
// ALL-NEXT:     cf.br ^bb11(%19 : f32)
// ALL-NEXT:   ^bb11(%20: f32):  // 2 preds: ^bb9, ^bb10
// ALL-NEXT:     return %20 : f32
// ALL-NEXT:   }
// ALL-LABEL:   func.func private @__mlir_math_ipowi_i16(%arg0: i16, %arg1: i16) -> i16 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// ALL-NEXT:     %c0_i16 = arith.constant 0 : i16
// ALL-NEXT:     %c1_i16 = arith.constant 1 : i16
// ALL-NEXT:     %c-1_i16 = arith.constant -1 : i16
// ALL-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i16 : i16
// ALL-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// ALL-NEXT:   ^bb1:  // pred: ^bb0
// ALL-NEXT:     return %c1_i16 : i16
// ALL-NEXT:   ^bb2:  // pred: ^bb0
// ALL-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i16 : i16
// ALL-NEXT:     cf.cond_br %1, ^bb3, ^bb12(%c1_i16, %arg0, %arg1 : i16, i16, i16)
// ALL-NEXT:   ^bb3:  // pred: ^bb2
// ALL-NEXT:     %2 = arith.cmpi eq, %arg0, %c0_i16 : i16
// ALL-NEXT:     cf.cond_br %2, ^bb4, ^bb5
// ALL-NEXT:   ^bb4:  // pred: ^bb3
// ALL-NEXT:     %3 = arith.divsi %c1_i16, %c0_i16 : i16
// ALL-NEXT:     return %3 : i16
// ALL-NEXT:   ^bb5:  // pred: ^bb3
// ALL-NEXT:     %4 = arith.cmpi eq, %arg0, %c1_i16 : i16
// ALL-NEXT:     cf.cond_br %4, ^bb6, ^bb7
// ALL-NEXT:   ^bb6:  // pred: ^bb5
// ALL-NEXT:     return %c1_i16 : i16
// ALL-NEXT:   ^bb7:  // pred: ^bb5
// ALL-NEXT:     %5 = arith.cmpi eq, %arg0, %c-1_i16 : i16
// ALL-NEXT:     cf.cond_br %5, ^bb8, ^bb11
// ALL-NEXT:   ^bb8:  // pred: ^bb7
// ALL-NEXT:     %6 = arith.andi %arg1, %c1_i16 : i16
// ALL-NEXT:     %7 = arith.cmpi ne, %6, %c0_i16 : i16
// ALL-NEXT:     cf.cond_br %7, ^bb9, ^bb10
// ALL-NEXT:   ^bb9:  // pred: ^bb8
// ALL-NEXT:     return %c-1_i16 : i16
// ALL-NEXT:   ^bb10:  // pred: ^bb8
// ALL-NEXT:     return %c1_i16 : i16
// ALL-NEXT:   ^bb11:  // pred: ^bb7
// ALL-NEXT:     return %c0_i16 : i16
// ALL-NEXT:   ^bb12(%8: i16, %9: i16, %10: i16):  // 2 preds: ^bb2, ^bb16
// ALL-NEXT:     %11 = arith.andi %10, %c1_i16 : i16
// ALL-NEXT:     %12 = arith.cmpi ne, %11, %c0_i16 : i16
// ALL-NEXT:     cf.cond_br %12, ^bb13, ^bb14(%8 : i16)
// ALL-NEXT:   ^bb13:  // pred: ^bb12
// ALL-NEXT:     %13 = arith.muli %8, %9 : i16
// ALL-NEXT:     cf.br ^bb14(%13 : i16)
// ALL-NEXT:   ^bb14(%14: i16):  // 2 preds: ^bb12, ^bb13
// ALL-NEXT:     %15 = arith.shrui %10, %c1_i16 : i16
// ALL-NEXT:     %16 = arith.cmpi eq, %15, %c0_i16 : i16
// ALL-NEXT:     cf.cond_br %16, ^bb15, ^bb16
// ALL-NEXT:   ^bb15:  // pred: ^bb14
// ALL-NEXT:     return %14 : i16
// ALL-NEXT:   ^bb16:  // pred: ^bb14
// ALL-NEXT:     %17 = arith.muli %9, %9 : i16
// ALL-NEXT:     cf.br ^bb12(%14, %17, %15 : i16, i16, i16)
// ALL-NEXT:   }
// ALL-LABEL:   func.func private @__mlir_math_ctlz_i16(%arg0: i16) -> i16 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// ALL-NEXT:     %c16_i16 = arith.constant 16 : i16
// ALL-NEXT:     %c0_i16 = arith.constant 0 : i16
// ALL-NEXT:     %0 = arith.cmpi eq, %arg0, %c0_i16 : i16
// ALL-NEXT:     %1 = scf.if %0 -> (i16) {
// ALL-NEXT:       scf.yield %c16_i16 : i16
// ALL-NEXT:     } else {
// ALL-NEXT:       %c1 = arith.constant 1 : index
// ALL-NEXT:       %c1_i16 = arith.constant 1 : i16
// ALL-NEXT:       %c16 = arith.constant 16 : index
// ALL-NEXT:       %c0_i16_0 = arith.constant 0 : i16
// ALL-NEXT:       %2:2 = scf.for %arg1 = %c1 to %c16 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i16_0) -> (i16, i16) {
// ALL-NEXT:         %3 = arith.cmpi slt, %arg2, %c0_i16 : i16
// ALL-NEXT:         %4:2 = scf.if %3 -> (i16, i16) {
// ALL-NEXT:           scf.yield %arg2, %arg3 : i16, i16
// ALL-NEXT:         } else {
// ALL-NEXT:           %5 = arith.addi %arg3, %c1_i16 : i16
// ALL-NEXT:           %6 = arith.shli %arg2, %c1_i16 : i16
// ALL-NEXT:           scf.yield %6, %5 : i16, i16
// ALL-NEXT:         }
// ALL-NEXT:         scf.yield %4#0, %4#1 : i16, i16
// ALL-NEXT:       }
// ALL-NEXT:       scf.yield %2#1 : i16
// ALL-NEXT:     }
// ALL-NEXT:     return %1 : i16
// ALL-NEXT:   }
// ALL-NEXT: }
