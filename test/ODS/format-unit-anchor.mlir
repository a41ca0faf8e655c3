// The declarative format at run time: a unit attribute anchoring an optional group (shaped like arith.shrui's `exact`).
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: ^bb0(%arg0: i32):
// CHECK-NEXT: %0 = fmt.shrui %arg0, %arg0 exact : i32
// CHECK-NEXT: %1 = fmt.shrui %arg0, %arg0 : i32
// CHECK-NEXT: %2 = fmt.shrui %arg0, %arg0 exact : i32
// GENERIC: ^bb0(%arg0: i32):
// GENERIC-NEXT: %0 = "fmt.shrui"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT: %1 = "fmt.shrui"(%arg0, %arg0) : (i32, i32) -> i32
// GENERIC-NEXT: %2 = "fmt.shrui"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32

"test.func"() ({
^bb0(%a: i32):
  %0 = fmt.shrui %a, %a exact : i32
  %1 = fmt.shrui %a, %a : i32
  %2 = fmt.shrui %a, %a {isExact} : i32
}) : () -> ()
