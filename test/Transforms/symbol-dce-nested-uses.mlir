// RUN: ropt %s -allow-unregistered-dialect -symbol-dce | FileCheck %s
// References nested in regions of unregistered ops keep symbols alive.

// CHECK: module {
// CHECK-NEXT:   module @dead attributes {sym_visibility = "private"} {
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     "test.inner"() ({
// CHECK-NEXT:       "test.use"() {ref = @dead} : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

module {
  module @dead attributes {sym_visibility = "private"} {
  }
  "test.region"() ({
    "test.inner"() ({
      "test.use"() {ref = @dead} : () -> ()
    }) : () -> ()
  }) : () -> ()
}

