// The declarative format at run time: `type($lhs) `,` type($rhs)` with an optional fastmath group (shaped like math.fpowi).
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: ^bb0(%arg0: i32, %arg1: f32, %arg2: vector<2xf32>, %arg3: vector<2xi64>):
// CHECK-NEXT: %0 = fmt.fpowi %arg1, %arg0 fastmath<fast> : f32, i32
// CHECK-NEXT: %1 = fmt.fpowi %arg2, %arg3 : vector<2xf32>, vector<2xi64>
// GENERIC: ^bb0(%arg0: i32, %arg1: f32, %arg2: vector<2xf32>, %arg3: vector<2xi64>):
// GENERIC-NEXT: %0 = "fmt.fpowi"(%arg1, %arg0) <{fastmath = #fmt.fastmath<fast>}> : (f32, i32) -> f32
// GENERIC-NEXT: %1 = "fmt.fpowi"(%arg2, %arg3) <{fastmath = #fmt.fastmath<none>}> : (vector<2xf32>, vector<2xi64>) -> vector<2xf32>

"test.func"() ({
^bb0(%a: i32, %b: f32, %v: vector<2xf32>, %w: vector<2xi64>):
  %0 = fmt.fpowi %b, %a fastmath<fast> : f32, i32
  %1 = fmt.fpowi %v, %w : vector<2xf32>, vector<2xi64>
}) : () -> ()
