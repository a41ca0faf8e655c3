// RUN: ropt %s | FileCheck %s

// Scalar types of custom forms, each keyword seen more than once: the parser remembers the
// type of a keyword it has seen, which must stay the type the keyword spells.
// CHECK-LABEL: func.func @scalars(%arg0: i32, %arg1: i64, %arg2: index, %arg3: i1, %arg4: f32, %arg5: f64, %arg6: i7, %arg7: si32, %arg8: bf16, %arg9: f8E4M3FN, %arg10: ui32) -> (si32, ui32, i32)
func.func @scalars(%a: i32, %b: i64, %c: index, %d: i1, %e: f32, %f: f64, %g: i7, %h: si32, %k: bf16, %m: f8E4M3FN, %u: ui32) -> (si32, ui32, i32) {
  // CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
  // CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i64
  // CHECK-NEXT: %2 = arith.addi %arg2, %arg2 : index
  // CHECK-NEXT: %3 = arith.andi %arg3, %arg3 : i1
  // CHECK-NEXT: %4 = arith.addf %arg4, %arg4 : f32
  // CHECK-NEXT: %5 = arith.addf %arg5, %arg5 : f64
  // CHECK-NEXT: %6 = arith.addi %arg6, %arg6 : i7
  // CHECK-NEXT: %7 = arith.addi %0, %arg0 : i32
  // CHECK-NEXT: %8 = arith.addi %1, %arg1 : i64
  // CHECK-NEXT: %9 = arith.addi %2, %arg2 : index
  // CHECK-NEXT: %10 = arith.addf %4, %arg4 : f32
  // CHECK-NEXT: %11 = arith.addf %arg8, %arg8 : bf16
  // CHECK-NEXT: %12 = arith.addf %11, %arg8 : bf16
  // CHECK-NEXT: %13 = arith.addf %arg9, %arg9 : f8E4M3FN
  // CHECK-NEXT: %14 = arith.addf %13, %arg9 : f8E4M3FN
  // CHECK-NEXT: %c3_i7 = arith.constant 3 : i7
  // CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
  // CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
  // CHECK-NEXT: %15 = arith.index_cast %arg2 : index to i32
  // CHECK-NEXT: %16 = arith.index_cast %15 : i32 to index
  // CHECK-NEXT: %17 = arith.extsi %0 : i32 to i64
  // CHECK-NEXT: %18 = arith.trunci %17 : i64 to i32
  // CHECK-NEXT: return %arg7, %arg10, %18 : si32, ui32, i32
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %b, %b : i64
  %2 = arith.addi %c, %c : index
  %3 = arith.andi %d, %d : i1
  %4 = arith.addf %e, %e : f32
  %5 = arith.addf %f, %f : f64
  %6 = arith.addi %g, %g : i7
  %7 = arith.addi %0, %a : i32
  %8 = arith.addi %1, %b : i64
  %9 = arith.addi %2, %c : index
  %10 = arith.addf %4, %e : f32
  %11 = arith.addf %k, %k : bf16
  %12 = arith.addf %11, %k : bf16
  %13 = arith.addf %m, %m : f8E4M3FN
  %14 = arith.addf %13, %m : f8E4M3FN
  %15 = arith.constant 3 : i7
  %16 = arith.constant 3 : i32
  %17 = arith.constant 1.5 : f32
  %18 = arith.index_cast %c : index to i32
  %19 = arith.index_cast %18 : i32 to index
  %20 = arith.extsi %0 : i32 to i64
  %21 = arith.trunci %20 : i64 to i32
  return %h, %u, %21 : si32, ui32, i32
}
