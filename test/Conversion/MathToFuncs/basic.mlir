// RUN: ropt %s -convert-math-to-funcs | FileCheck %s
// ipowi and fpowi on scalars become calls of outlined linkonce_odr functions, one per
// element type (per base and exponent type for fpowi), appended to the module in the order
// the ops are first met (also inside regions and in later functions); ctlz is kept without
// convert-ctlz, and index ipowi / fpowi with an index exponent are not converted.

func.func @ints(%a: i32, %b: i32, %c: i64, %d: i64) -> (i32, i64, i32) {
  %0 = math.ipowi %a, %b : i32
  %1 = math.ipowi %c, %d : i64
  %2 = math.ipowi %b, %a : i32
  return %0, %1, %2 : i32, i64, i32
}

func.func @floats(%x: f32, %y: f64, %p: i32, %q: i16, %n: index) -> (f32, f64, f32, f32) {
  %0 = math.fpowi %x, %p : f32, i32
  %1 = math.fpowi %y, %q : f64, i16
  %2 = math.fpowi %x, %p fastmath<fast> : f32, i32
  %3 = math.fpowi %x, %n : f32, index
  return %0, %1, %2, %3 : f32, f64, f32, f32
}

func.func @nested(%c: i1, %a: i8, %b: i8, %i: index) -> (i8, index, i8) {
  %r = scf.if %c -> i8 {
    %0 = math.ipowi %a, %b : i8
    scf.yield %0 : i8
  } else {
    scf.yield %a : i8
  }
  %1 = math.ipowi %i, %i : index
  %2 = math.ctlz %a : i8
  return %r, %1, %2 : i8, index, i8
}

// CHECK: module {
// CHECK-LABEL:   func.func @ints(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i64) -> (i32, i64, i32) {
// CHECK-NEXT:     %0 = call @__mlir_math_ipowi_i32(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %1 = call @__mlir_math_ipowi_i64(%arg2, %arg3) : (i64, i64) -> i64
// CHECK-NEXT:     %2 = call @__mlir_math_ipowi_i32(%arg1, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     return %0, %1, %2 : i32, i64, i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @floats(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i16, %arg4: index) -> (f32, f64, f32, f32) {
// CHECK-NEXT:     %0 = call @__mlir_math_fpowi_f32_i32(%arg0, %arg2) : (f32, i32) -> f32
// CHECK-NEXT:     %1 = call @__mlir_math_fpowi_f64_i16(%arg1, %arg3) : (f64, i16) -> f64
// CHECK-NEXT:     %2 = call @__mlir_math_fpowi_f32_i32(%arg0, %arg2) : (f32, i32) -> f32
// CHECK-NEXT:     %3 = math.fpowi %arg0, %arg4 : f32, index
// CHECK-NEXT:     return %0, %1, %2, %3 : f32, f64, f32, f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @nested(%arg0: i1, %arg1: i8, %arg2: i8, %arg3: index) -> (i8, index, i8) {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i8) {
// CHECK-NEXT:       %3 = func.call @__mlir_math_ipowi_i8(%arg1, %arg2) : (i8, i8) -> i8
// CHECK-NEXT:       scf.yield %3 : i8
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i8
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = math.ipowi %arg3, %arg3 : index
// CHECK-NEXT:     %2 = math.ctlz %arg1 : i8
// CHECK-NEXT:     return %0, %1, %2 : i8, index, i8
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func private @__mlir_math_ipowi_i32(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %1, ^bb3, ^bb12(%c1_i32, %arg0, %arg1 : i32, i32, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %3 = arith.divsi %c1_i32, %c0_i32 : i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %4 = arith.cmpi eq, %arg0, %c1_i32 : i32
// CHECK-NEXT:     cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   ^bb7:  // pred: ^bb5
// CHECK-NEXT:     %5 = arith.cmpi eq, %arg0, %c-1_i32 : i32
// CHECK-NEXT:     cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %6 = arith.andi %arg1, %c1_i32 : i32
// CHECK-NEXT:     %7 = arith.cmpi ne, %6, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     return %c-1_i32 : i32
// CHECK-NEXT:   ^bb10:  // pred: ^bb8
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   ^bb11:  // pred: ^bb7
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   ^bb12(%8: i32, %9: i32, %10: i32):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT:     %11 = arith.andi %10, %c1_i32 : i32
// CHECK-NEXT:     %12 = arith.cmpi ne, %11, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %12, ^bb13, ^bb14(%8 : i32)
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %13 = arith.muli %8, %9 : i32
// CHECK-NEXT:     cf.br ^bb14(%13 : i32)
// CHECK-NEXT:   ^bb14(%14: i32):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT:     %15 = arith.shrui %10, %c1_i32 : i32
// CHECK-NEXT:     %16 = arith.cmpi eq, %15, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     return %14 : i32
// CHECK-NEXT:   ^bb16:  // pred: ^bb14
// CHECK-NEXT:     %17 = arith.muli %9, %9 : i32
// CHECK-NEXT:     cf.br ^bb12(%14, %17, %15 : i32, i32, i32)
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func private @__mlir_math_ipowi_i64(%arg0: i64, %arg1: i64) -> i64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %c1_i64 : i64
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %1, ^bb3, ^bb12(%c1_i64, %arg0, %arg1 : i64, i64, i64)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %3 = arith.divsi %c1_i64, %c0_i64 : i64
// CHECK-NEXT:     return %3 : i64
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %4 = arith.cmpi eq, %arg0, %c1_i64 : i64
// CHECK-NEXT:     cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     return %c1_i64 : i64
// CHECK-NEXT:   ^bb7:  // pred: ^bb5
// CHECK-NEXT:     %5 = arith.cmpi eq, %arg0, %c-1_i64 : i64
// CHECK-NEXT:     cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %6 = arith.andi %arg1, %c1_i64 : i64
// CHECK-NEXT:     %7 = arith.cmpi ne, %6, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     return %c-1_i64 : i64
// CHECK-NEXT:   ^bb10:  // pred: ^bb8
// CHECK-NEXT:     return %c1_i64 : i64
// CHECK-NEXT:   ^bb11:  // pred: ^bb7
// CHECK-NEXT:     return %c0_i64 : i64
// CHECK-NEXT:   ^bb12(%8: i64, %9: i64, %10: i64):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT:     %11 = arith.andi %10, %c1_i64 : i64
// CHECK-NEXT:     %12 = arith.cmpi ne, %11, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %12, ^bb13, ^bb14(%8 : i64)
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %13 = arith.muli %8, %9 : i64
// CHECK-NEXT:     cf.br ^bb14(%13 : i64)
// CHECK-NEXT:   ^bb14(%14: i64):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT:     %15 = arith.shrui %10, %c1_i64 : i64
// CHECK-NEXT:     %16 = arith.cmpi eq, %15, %c0_i64 : i64
// CHECK-NEXT:     cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     return %14 : i64
// CHECK-NEXT:   ^bb16:  // pred: ^bb14
// CHECK-NEXT:     %17 = arith.muli %9, %9 : i64
// CHECK-NEXT:     cf.br ^bb12(%14, %17, %15 : i64, i64, i64)
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func private @__mlir_math_fpowi_f32_i32(%arg0: f32, %arg1: i32) -> f32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:     %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %cst : f32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i32 : i32
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg1, %c-2147483648_i32 : i32
// CHECK-NEXT:     %3 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT:     %4 = arith.select %1, %3, %arg1 : i32
// CHECK-NEXT:     %5 = arith.select %2, %c2147483647_i32, %4 : i32
// CHECK-NEXT:     cf.br ^bb3(%cst, %arg0, %5 : f32, f32, i32)
// CHECK-NEXT:   ^bb3(%6: f32, %7: f32, %8: i32):  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT:     %9 = arith.andi %8, %c1_i32 : i32
// CHECK-NEXT:     %10 = arith.cmpi ne, %9, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %10, ^bb4, ^bb5(%6 : f32)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %11 = arith.mulf %6, %7 : f32
// CHECK-NEXT:     cf.br ^bb5(%11 : f32)
// CHECK-NEXT:   ^bb5(%12: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     %13 = arith.shrui %8, %c1_i32 : i32
// CHECK-NEXT:     %14 = arith.cmpi eq, %13, %c0_i32 : i32
// CHECK-NEXT:     cf.cond_br %14, ^bb7(%12 : f32), ^bb6
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %15 = arith.mulf %7, %7 : f32
// CHECK-NEXT:     cf.br ^bb3(%12, %15, %13 : f32, f32, i32)
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
// CHECK-LABEL:   func.func private @__mlir_math_fpowi_f64_i16(%arg0: f64, %arg1: i16) -> f64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:     %c-32768_i16 = arith.constant -32768 : i16
// CHECK-NEXT:     %c32767_i16 = arith.constant 32767 : i16
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %cst : f64
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i16 : i16
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg1, %c-32768_i16 : i16
// CHECK-NEXT:     %3 = arith.subi %c0_i16, %arg1 : i16
// CHECK-NEXT:     %4 = arith.select %1, %3, %arg1 : i16
// CHECK-NEXT:     %5 = arith.select %2, %c32767_i16, %4 : i16
// CHECK-NEXT:     cf.br ^bb3(%cst, %arg0, %5 : f64, f64, i16)
// CHECK-NEXT:   ^bb3(%6: f64, %7: f64, %8: i16):  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT:     %9 = arith.andi %8, %c1_i16 : i16
// CHECK-NEXT:     %10 = arith.cmpi ne, %9, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %10, ^bb4, ^bb5(%6 : f64)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %11 = arith.mulf %6, %7 : f64
// CHECK-NEXT:     cf.br ^bb5(%11 : f64)
// CHECK-NEXT:   ^bb5(%12: f64):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     %13 = arith.shrui %8, %c1_i16 : i16
// CHECK-NEXT:     %14 = arith.cmpi eq, %13, %c0_i16 : i16
// CHECK-NEXT:     cf.cond_br %14, ^bb7(%12 : f64), ^bb6
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %15 = arith.mulf %7, %7 : f64
// CHECK-NEXT:     cf.br ^bb3(%12, %15, %13 : f64, f64, i16)
// CHECK-NEXT:   ^bb7(%16: f64):  // pred: ^bb5
// CHECK-NEXT:     cf.cond_br %2, ^bb8, ^bb9(%16 : f64)
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %17 = arith.mulf %16, %arg0 : f64
// CHECK-NEXT:     cf.br ^bb9(%17 : f64)
// CHECK-NEXT:   ^bb9(%18: f64):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT:     cf.cond_br %1, ^bb10, ^bb11(%18 : f64)
// CHECK-NEXT:   ^bb10:  // pred: ^bb9
// CHECK-NEXT:     %19 = arith.divf %cst, %18 : f64
// CHECK-NEXT:     cf.br ^bb11(%19 : f64)
// CHECK-NEXT:   ^bb11(%20: f64):  // 2 preds: ^bb9, ^bb10
// CHECK-NEXT:     return %20 : f64
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func private @__mlir_math_ipowi_i8(%arg0: i8, %arg1: i8) -> i8 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %c1_i8 : i8
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.cmpi sle, %arg1, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %1, ^bb3, ^bb12(%c1_i8, %arg0, %arg1 : i8, i8, i8)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %3 = arith.divsi %c1_i8, %c0_i8 : i8
// CHECK-NEXT:     return %3 : i8
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %4 = arith.cmpi eq, %arg0, %c1_i8 : i8
// CHECK-NEXT:     cf.cond_br %4, ^bb6, ^bb7
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     return %c1_i8 : i8
// CHECK-NEXT:   ^bb7:  // pred: ^bb5
// CHECK-NEXT:     %5 = arith.cmpi eq, %arg0, %c-1_i8 : i8
// CHECK-NEXT:     cf.cond_br %5, ^bb8, ^bb11
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %6 = arith.andi %arg1, %c1_i8 : i8
// CHECK-NEXT:     %7 = arith.cmpi ne, %6, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %7, ^bb9, ^bb10
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     return %c-1_i8 : i8
// CHECK-NEXT:   ^bb10:  // pred: ^bb8
// CHECK-NEXT:     return %c1_i8 : i8
// CHECK-NEXT:   ^bb11:  // pred: ^bb7
// CHECK-NEXT:     return %c0_i8 : i8
// CHECK-NEXT:   ^bb12(%8: i8, %9: i8, %10: i8):  // 2 preds: ^bb2, ^bb16
// CHECK-NEXT:     %11 = arith.andi %10, %c1_i8 : i8
// CHECK-NEXT:     %12 = arith.cmpi ne, %11, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %12, ^bb13, ^bb14(%8 : i8)
// CHECK-NEXT:   ^bb13:  // pred: ^bb12
// CHECK-NEXT:     %13 = arith.muli %8, %9 : i8
// CHECK-NEXT:     cf.br ^bb14(%13 : i8)
// CHECK-NEXT:   ^bb14(%14: i8):  // 2 preds: ^bb12, ^bb13
// CHECK-NEXT:     %15 = arith.shrui %10, %c1_i8 : i8
// CHECK-NEXT:     %16 = arith.cmpi eq, %15, %c0_i8 : i8
// CHECK-NEXT:     cf.cond_br %16, ^bb15, ^bb16
// CHECK-NEXT:   ^bb15:  // pred: ^bb14
// CHECK-NEXT:     return %14 : i8
// CHECK-NEXT:   ^bb16:  // pred: ^bb14
// CHECK-NEXT:     %17 = arith.muli %9, %9 : i8
// CHECK-NEXT:     cf.br ^bb12(%14, %17, %15 : i8, i8, i8)
// CHECK-NEXT:   }
// CHECK-NEXT: }
