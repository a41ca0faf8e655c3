// The declarative format at run time: two results with their own types (shaped like arith.addui_extended).
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: ^bb0(%arg0: i32, %arg1: vector<4xi8>):
// CHECK-NEXT: %0:2 = fmt.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %1:2 = fmt.addui_extended %arg1, %arg1 : vector<4xi8>, vector<4xi1>
// GENERIC: ^bb0(%arg0: i32, %arg1: vector<4xi8>):
// GENERIC-NEXT: %0:2 = "fmt.addui_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT: %1:2 = "fmt.addui_extended"(%arg1, %arg1) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi1>)

"test.func"() ({
^bb0(%a: i32, %v: vector<4xi8>):
  %0:2 = fmt.addui_extended %a, %a : i32, i1
  %1:2 = fmt.addui_extended %v, %v : vector<4xi8>, vector<4xi1>
}) : () -> ()
