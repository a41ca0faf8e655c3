// The declarative format at run time: `functional-type(operands, results)` and a flat symbol reference (shaped like func.call).
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: %0 = fmt.call @g(%arg0) : (i32) -> i32
// CHECK-NEXT: %1:2 = fmt.call @h(%arg0, %arg1) {no_inline} : (i32, f32) -> (i32, f32)
// CHECK-NEXT: fmt.call @k() : () -> ()
// GENERIC: ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT: %0 = "fmt.call"(%arg0) <{callee = @g}> : (i32) -> i32
// GENERIC-NEXT: %1:2 = "fmt.call"(%arg0, %arg1) <{callee = @h, no_inline}> : (i32, f32) -> (i32, f32)
// GENERIC-NEXT: "fmt.call"() <{callee = @k}> : () -> ()

"test.func"() ({
^bb0(%a: i32, %b: f32):
  %0 = fmt.call @g(%a) : (i32) -> i32
  %1:2 = fmt.call @h(%a, %b) {no_inline} : (i32, f32) -> (i32, f32)
  fmt.call @k() : () -> ()
}) : () -> ()
