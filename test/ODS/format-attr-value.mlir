// The declarative format at run time: `attr-dict $value`: the result type is the value's (shaped like arith.constant), `true` is an i1.
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: %0 = fmt.constant 42 : i32
// CHECK-NEXT: %1 = fmt.constant {x = 1 : i64} true
// CHECK-NEXT: %2 = fmt.constant 1.500000e+00 : f32
// CHECK-NEXT: %3 = fmt.constant dense<[1, 2]> : vector<2xi64>
// GENERIC: %0 = "fmt.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT: %1 = "fmt.constant"() <{value = true}> {x = 1 : i64} : () -> i1
// GENERIC-NEXT: %2 = "fmt.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %3 = "fmt.constant"() <{value = dense<[1, 2]> : vector<2xi64>}> : () -> vector<2xi64>

"test.func"() ({
^bb0:
  %0 = fmt.constant 42 : i32
  %1 = fmt.constant {x = 1} true
  %2 = fmt.constant 1.5 : f32
  %3 = fmt.constant dense<[1, 2]> : vector<2xi64>
}) : () -> ()
