// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// Builtin blobs print in the order the IR first uses them, not in the order of the input.

"t.a"() {x = dense_resource<b1> : tensor<1xi8>} : () -> ()
"t.b"() {y = dense_resource<b0> : tensor<1xi8>, z = dense_resource<b2> : tensor<1xi8>} : () -> ()
"t.c"() {z = dense_resource<b1> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: { builtin: { b0: "0x0100000001", b1: "0x0100000002", b2: "0x0100000003", b3: "0x0100000004" } }
#-}
// CHECK: module {
// CHECK-NEXT: "t.a"() {x = dense_resource<b1> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: "t.b"() {y = dense_resource<b0> : tensor<1xi8>, z = dense_resource<b2> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: "t.c"() {z = dense_resource<b1> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: b1: "0x0100000002",
// CHECK-NEXT: b0: "0x0100000001",
// CHECK-NEXT: b2: "0x0100000003"
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
