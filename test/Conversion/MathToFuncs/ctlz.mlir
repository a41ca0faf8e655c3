// RUN: ropt %s -convert-math-to-funcs=convert-ctlz | FileCheck %s
// With convert-ctlz, scalar integer ctlz becomes a call of an outlined scf.for loop.

func.func @ctlz(%a: i32, %b: i8, %c: i64, %d: i32) -> (i32, i8, i64, i32) {
  %0 = math.ctlz %a : i32
  %1 = math.ctlz %b : i8
  %2 = math.ctlz %c : i64
  %3 = math.ctlz %d : i32
  return %0, %1, %2, %3 : i32, i8, i64, i32
}

// CHECK: module {
// CHECK-LABEL:   func.func @ctlz(%arg0: i32, %arg1: i8, %arg2: i64, %arg3: i32) -> (i32, i8, i64, i32) {
// CHECK-NEXT:     %0 = call @__mlir_math_ctlz_i32(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = call @__mlir_math_ctlz_i8(%arg1) : (i8) -> i8
// CHECK-NEXT:     %2 = call @__mlir_math_ctlz_i64(%arg2) : (i64) -> i64
// CHECK-NEXT:     %3 = call @__mlir_math_ctlz_i32(%arg3) : (i32) -> i32
// CHECK-NEXT:     return %0, %1, %2, %3 : i32, i8, i64, i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func private @__mlir_math_ctlz_i32(%arg0: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:     %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:       scf.yield %c32_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       %c32 = arith.constant 32 : index
// CHECK-NEXT:       %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:       %2:2 = scf.for %arg1 = %c1 to %c32 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i32_0) -> (i32, i32) {
// CHECK-NEXT:         %3 = arith.cmpi slt, %arg2, %c0_i32 : i32
// CHECK-NEXT:         %4:2 = scf.if %3 -> (i32, i32) {
// CHECK-NEXT:           scf.yield %arg2, %arg3 : i32, i32
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %5 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT:           %6 = arith.shli %arg2, %c1_i32 : i32
// CHECK-NEXT:           scf.yield %6, %5 : i32, i32
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.yield %4#0, %4#1 : i32, i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2#1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func private @__mlir_math_ctlz_i8(%arg0: i8) -> i8 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT:     %1 = scf.if %0 -> (i8) {
// CHECK-NEXT:       scf.yield %c8_i8 : i8
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:       %c8 = arith.constant 8 : index
// CHECK-NEXT:       %c0_i8_0 = arith.constant 0 : i8
// CHECK-NEXT:       %2:2 = scf.for %arg1 = %c1 to %c8 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i8_0) -> (i8, i8) {
// CHECK-NEXT:         %3 = arith.cmpi slt, %arg2, %c0_i8 : i8
// CHECK-NEXT:         %4:2 = scf.if %3 -> (i8, i8) {
// CHECK-NEXT:           scf.yield %arg2, %arg3 : i8, i8
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %5 = arith.addi %arg3, %c1_i8 : i8
// CHECK-NEXT:           %6 = arith.shli %arg2, %c1_i8 : i8
// CHECK-NEXT:           scf.yield %6, %5 : i8, i8
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.yield %4#0, %4#1 : i8, i8
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2#1 : i8
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i8
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func private @__mlir_math_ctlz_i64(%arg0: i64) -> i64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
// CHECK-NEXT:     %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT:     %1 = scf.if %0 -> (i64) {
// CHECK-NEXT:       scf.yield %c64_i64 : i64
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:       %c64 = arith.constant 64 : index
// CHECK-NEXT:       %c0_i64_0 = arith.constant 0 : i64
// CHECK-NEXT:       %2:2 = scf.for %arg1 = %c1 to %c64 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i64_0) -> (i64, i64) {
// CHECK-NEXT:         %3 = arith.cmpi slt, %arg2, %c0_i64 : i64
// CHECK-NEXT:         %4:2 = scf.if %3 -> (i64, i64) {
// CHECK-NEXT:           scf.yield %arg2, %arg3 : i64, i64
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %5 = arith.addi %arg3, %c1_i64 : i64
// CHECK-NEXT:           %6 = arith.shli %arg2, %c1_i64 : i64
// CHECK-NEXT:           scf.yield %6, %5 : i64, i64
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.yield %4#0, %4#1 : i64, i64
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2#1 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
