// The declarative format at run time: a string attribute in a format (shaped like cf.assert).
// Expected text: mlir-opt 22 on the real op with the same format.
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s | FileCheck %s
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td %s -mlir-print-op-generic | ropt --allow-unregistered-dialect --load-dialect %S/Inputs/fmt.td | FileCheck %s

// CHECK: ^bb0(%arg0: i1):
// CHECK-NEXT: fmt.assert %arg0, "it \22failed\22"
// CHECK-NEXT: fmt.assert %arg0, "ok" {x}
// GENERIC: ^bb0(%arg0: i1):
// GENERIC-NEXT: "fmt.assert"(%arg0) <{msg = "it \22failed\22"}> : (i1) -> ()
// GENERIC-NEXT: "fmt.assert"(%arg0) <{msg = "ok"}> {x} : (i1) -> ()

"test.func"() ({
^bb0(%c: i1):
  fmt.assert %c, "it \"failed\""
  fmt.assert %c, "ok" {x}
}) : () -> ()
