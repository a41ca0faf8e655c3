// RUN: ropt -test-generic-ir-visitors-interrupt %s -o /dev/null | FileCheck %s

// Skip and interrupt requests: a stage that skips or interrupts is not printed, and the op
// gets no later stage; a unit attribute is not a bool attribute and asks for nothing.

func.func @f() {
  "test.a"() ({
    "test.unit"() {interrupt_before_all} : () -> ()
    "test.b"() {skip_before_all = true} : () -> ()
    "test.c"() ({
      "test.in_c"() : () -> ()
    }) {skip_after_all = true} : () -> ()
  }, {
    "test.d"() : () -> ()
  }) {skip_after_region = 0} : () -> ()
  "test.e"() ({
    "test.f"() : () -> ()
  }, {
    "test.g"() : () -> ()
  }, {
    "test.not_reached"() : () -> ()
  }) {interrupt_after_region = 1} : () -> ()
  "test.h"() : () -> ()
  return
}

// CHECK:      step 0 op 'builtin.module' before all regions
// CHECK-NEXT: step 1 op 'func.func' before all regions
// CHECK-NEXT: step 2 op 'test.a' before all regions
// CHECK-NEXT: step 3 op 'test.unit' before all regions
// CHECK-NEXT: step 4 op 'test.c' before all regions
// CHECK-NEXT: step 5 op 'test.in_c' before all regions
// CHECK-NEXT: step 6 op 'test.e' before all regions
// CHECK-NEXT: step 7 op 'test.f' before all regions
// CHECK-NEXT: step 8 op 'test.e' before region #1
// CHECK-NEXT: step 9 op 'test.g' before all regions
// CHECK-NEXT: step 10 walk was interrupted
