// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// {-# #-} file metadata: used builtin blobs and external resources are printed back.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: blob1: "0x040000000100000002000000"
// CHECK-NEXT: }
// CHECK-NEXT: },
// CHECK-NEXT: external_resources: {
// CHECK-NEXT: foo: {
// CHECK-NEXT: k: "v",
// CHECK-NEXT: b: true
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
"test.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      unused: "0x0400000001000000"
    }
  },
  external_resources: { foo: { k: "v", b: true } }
#-}
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense_resource<"quoted key"> : tensor<1xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: "quoted key": "0x0100000005"
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
"test.op"() {a = dense_resource<"quoted key"> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      "quoted key": "0x0100000005"
    }
  }
#-}
