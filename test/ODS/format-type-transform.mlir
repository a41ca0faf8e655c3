// The declarative format at run time: operand and result types inferred through `$_self.function_inputs()` / `function_results()` (shaped like func.call_indirect).
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: ^bb0(%arg0: i32, %arg1: (i32) -> i32, %arg2: (i32, i32) -> (f32, i1)):
// CHECK-NEXT: %0 = fmt.call_indirect %arg1(%arg0) : (i32) -> i32
// CHECK-NEXT: %1:2 = fmt.call_indirect %arg2(%arg0, %arg0) : (i32, i32) -> (f32, i1)
// GENERIC: ^bb0(%arg0: i32, %arg1: (i32) -> i32, %arg2: (i32, i32) -> (f32, i1)):
// GENERIC-NEXT: %0 = "fmt.call_indirect"(%arg1, %arg0) : ((i32) -> i32, i32) -> i32
// GENERIC-NEXT: %1:2 = "fmt.call_indirect"(%arg2, %arg0, %arg0) : ((i32, i32) -> (f32, i1), i32, i32) -> (f32, i1)

"test.func"() ({
^bb0(%a: i32, %fn: (i32) -> i32, %gn: (i32, i32) -> (f32, i1)):
  %0 = fmt.call_indirect %fn(%a) : (i32) -> i32
  %1:2 = fmt.call_indirect %gn(%a, %a) : (i32, i32) -> (f32, i1)
}) : () -> ()
