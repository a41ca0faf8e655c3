// Ops of a dialect loaded at run time from ODS, printed in their custom and
// generic forms. The mini ops copy the formats of arith/memref/func/cf ops;
// the expected text is mlir-opt's for those real ops.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/mini.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/mini.td %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/mini.td %s --mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/mini.td | FileCheck %s

"test.func"() ({
^bb0(%a: i32, %b: i32, %m: memref<4xf32>, %i: index, %c: i1):
  // CHECK: %0 = mini.cmpi slt, %arg0, %arg1 {foo = 1 : i64} : i32
  // GENERIC: %0 = "mini.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> {foo = 1 : i64} : (i32, i32) -> i1
  %0 = mini.cmpi "slt", %a, %b {foo = 1 : i64}: i32
  // CHECK-NEXT: %1 = mini.addi %arg0, %arg1 : i32
  %1 = mini.addi %a, %b : i32
  // CHECK-NEXT: %2 = mini.load %arg2[%arg3] : memref<4xf32>
  // GENERIC: %2 = "mini.load"(%arg2, %arg3) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  %2 = mini.load %m[%i] {nontemporal = false} : memref<4xf32>
  // CHECK-NEXT: %3 = mini.load %arg2[%arg3] {nontemporal = true} : memref<4xf32>
  %3 = mini.load %m[%i] {nontemporal = true} : memref<4xf32>
  // CHECK-NEXT: %4 = mini.constant 4 : i32
  // GENERIC: %4 = "mini.constant"() <{value = 4 : i32}> : () -> i32
  %4 = mini.constant 4 : i32
  // CHECK-NEXT: %5 = mini.select %arg4, %arg0, %4 : i32
  %5 = mini.select %c, %a, %4 : i32
  // CHECK-NEXT: %6 = mini.index_cast %arg3 : index to i64
  %6 = mini.index_cast %i : index to i64
  // CHECK-NEXT: %7:2 = mini.call @g(%arg0, %arg1) : (i32, i32) -> (i32, i64)
  // GENERIC: %7:2 = "mini.call"(%arg0, %arg1) <{callee = @g}> : (i32, i32) -> (i32, i64)
  %7:2 = mini.call @g(%a, %b) : (i32, i32) -> (i32, i64)
  // CHECK-NEXT: %8 = mini.call @h() : () -> i32
  %8 = mini.call @h() : () -> i32
  // CHECK-NEXT: mini.call @k() : () -> ()
  mini.call @k() : () -> ()
  // CHECK-NEXT: %9 = mini.step 7 fast
  // GENERIC: %9 = "mini.step"() <{count = 7 : i64, fast, stride = 1 : i32}> : () -> index
  %9 = mini.step 7 fast
  // CHECK-NEXT: %10 = mini.step 8
  %10 = mini.step 8 {stride = 1 : i32}
  // CHECK-NEXT: %11 = mini.step 9 {stride = 2 : i32}
  %11 = mini.step 9 {stride = 2 : i32}
  // CHECK-NEXT: mini.execute {
  // CHECK-NEXT:   "test.x"() : () -> ()
  // CHECK-NEXT: } {attr}
  mini.execute {
    "test.x"() : () -> ()
  } {attr}
  // CHECK-NEXT: mini.br ^bb1(%arg0, %arg4 : i32, i1)
  mini.br ^bb1(%a, %c : i32, i1)
^bb1(%x: i32, %y: i1):
  // CHECK: mini.br ^bb2
  mini.br ^bb2
^bb2:
  // CHECK: mini.return %0 : i1
  mini.return %0 : i1
}) : () -> ()
