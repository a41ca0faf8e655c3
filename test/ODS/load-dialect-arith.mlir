// The repository's own dialect files loaded at run time: ops with a
// declarative format parse, verify and print as mlir-opt prints the real
// ones (result names chosen by Rust hooks and dialect attributes such as
// #arith.fastmath need the compiled dialects).
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/../../dialects/arith/arith.td --load-dialect %S/../../dialects/cf/cf.td --load-dialect %S/../../dialects/math/math.td --load-dialect %S/../../dialects/index/index.td %s | FileCheck %s

"test.f"() ({
^bb0(%a: i32, %b: i32, %x: f32, %i: index):
  // CHECK: %0 = arith.cmpi slt, %arg0, %arg1 : i32
  %0 = arith.cmpi slt, %a, %b : i32
  // CHECK-NEXT: %1 = arith.addi %arg0, %arg1 : i32
  %1 = arith.addi %a, %b : i32
  // CHECK-NEXT: = arith.constant 4 : i32
  %2 = arith.constant 4 : i32
  // CHECK-NEXT: = arith.index_cast %arg3 : index to i64
  %4 = arith.index_cast %i : index to i64
  // CHECK-NEXT: = arith.addui_extended %arg0, %arg1 : i32, i1
  %5:2 = arith.addui_extended %a, %b : i32, i1
  // CHECK-NEXT: = arith.addf %arg2, %arg2 : f32
  %6 = arith.addf %x, %x : f32
  // CHECK-NEXT: = arith.cmpf olt, %arg2, %arg2 : f32
  %7 = arith.cmpf olt, %x, %x : f32
  // CHECK-NEXT: = arith.extsi %arg0 : i32 to i64
  %8 = arith.extsi %a : i32 to i64
  // CHECK-NEXT: = math.absf %arg2 : f32
  %10 = math.absf %x : f32
  // CHECK-NEXT: = index.add %arg3, %arg3
  %11 = index.add %i, %i
  // CHECK-NEXT: cf.br ^bb1
  cf.br ^bb1
^bb1:
  "test.r"(%0) : (i1) -> ()
}) : () -> ()
