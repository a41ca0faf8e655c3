// RUN: ropt -allow-unregistered-dialect %s | FileCheck %s
// A location used as an attribute value gets a `#loc` alias even when the file mentions no
// other aliasable attribute (output from mlir-opt 22).

// CHECK:      #loc = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.o"() {a = #loc} : () -> ()
// CHECK-NEXT: }
"t.o"() {a = loc(unknown)} : () -> ()
