// The declarative format at run time: successors with optional operand groups, AttrSizedOperandSegments, and a stripped dense array (shaped like cf.br / cf.cond_br).
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: ^bb0(%arg0: i32, %arg1: f32, %arg2: i1):
// CHECK-NEXT: fmt.cond_br %arg2 weights([3, 4]), ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT: fmt.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: fmt.cond_br %arg2, ^bb1(%arg0 : i32), ^bb3(%arg0, %arg1 : i32, f32)
// CHECK-NEXT: ^bb3(%1: i32, %2: f32):  // pred: ^bb2
// CHECK-NEXT: fmt.br ^bb1(%1 : i32)
// GENERIC: ^bb0(%arg0: i32, %arg1: f32, %arg2: i1):
// GENERIC-NEXT: "fmt.cond_br"(%arg2, %arg0)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 4>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb2, ^bb3
// GENERIC-NEXT: "fmt.br"()[^bb2] : () -> ()
// GENERIC-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT: "fmt.cond_br"(%arg2, %arg0, %arg0, %arg1)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, f32) -> ()
// GENERIC-NEXT: ^bb3(%1: i32, %2: f32):  // pred: ^bb2
// GENERIC-NEXT: "fmt.br"(%1)[^bb1] : (i32) -> ()

"test.func"() ({
^bb0(%a: i32, %b: f32, %c: i1):
  fmt.cond_br %c weights([3, 4]), ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    fmt.br ^bb2
  ^bb2:
    fmt.cond_br %c, ^bb1(%a : i32), ^bb3(%a, %b : i32, f32)
  ^bb3(%y: i32, %z: f32):
    fmt.br ^bb1(%y : i32)
}) : () -> ()
