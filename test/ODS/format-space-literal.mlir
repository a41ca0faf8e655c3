// The declarative format at run time: the ` ` literal and punctuation spacing (shaped like math.clampf).
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: ^bb0(%arg0: f32):
// CHECK-NEXT: %0 = fmt.clampf %arg0 to [%arg0, %arg0] : f32
// CHECK-NEXT: %1 = fmt.clampf %arg0 to [%arg0, %arg0] fastmath<nnan> : f32
// GENERIC: ^bb0(%arg0: f32):
// GENERIC-NEXT: %0 = "fmt.clampf"(%arg0, %arg0, %arg0) <{fastmath = #fmt.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT: %1 = "fmt.clampf"(%arg0, %arg0, %arg0) <{fastmath = #fmt.fastmath<nnan>}> : (f32, f32, f32) -> f32

"test.func"() ({
^bb0(%b: f32):
  %0 = fmt.clampf %b to [%b, %b] : f32
  %1 = fmt.clampf %b to [%b, %b] fastmath<nnan> : f32
}) : () -> ()
