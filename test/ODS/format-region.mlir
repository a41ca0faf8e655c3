// The declarative format at run time: a region and an optional `-> type($results)` group (shaped like scf.execute_region).
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: ^bb0(%arg0: i32):
// CHECK-NEXT: %0 = fmt.execute_region -> i32 {
// CHECK-NEXT: "test.yield"(%arg0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: fmt.execute_region {
// CHECK-NEXT: "test.yield"() : () -> ()
// CHECK-NEXT: }
// GENERIC: ^bb0(%arg0: i32):
// GENERIC-NEXT: %0 = "fmt.execute_region"() ({
// GENERIC-NEXT: "test.yield"(%arg0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> i32
// GENERIC-NEXT: "fmt.execute_region"() ({
// GENERIC-NEXT: "test.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

"test.func"() ({
^bb0(%a: i32):
  %0 = fmt.execute_region -> i32 {
    "test.yield"(%a) : (i32) -> ()
  }
  fmt.execute_region {
    "test.yield"() : () -> ()
  }
}) : () -> ()
