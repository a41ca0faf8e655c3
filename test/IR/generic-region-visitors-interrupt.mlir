// RUN: ropt -test-generic-ir-region-visitors-interrupt %s -o /dev/null | FileCheck %s

// Regions in post-order, up to the first holding an op with a bool `interrupt` attribute.

func.func @f() {
  "test.a"() ({^bb0:
  "test.x"() : () -> ()
^bb1:
  "test.y"() : () -> ()}, {
    "test.b"() : () -> ()
  }, {
    "test.d"() {interrupt = true} : () -> ()
  }) : () -> ()
  "test.h"() : () -> ()
  return
}

// CHECK:      step 0
// CHECK-NEXT: step 1
// CHECK-NEXT: step 2 walk was interrupted
