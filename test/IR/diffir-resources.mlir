// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Blobs print their hex digits in upper case, external ones too.

// CHECK: b1: "0x01000000ABCD"
// CHECK: k: "0x01000000ABCD",
// CHECK: z: "0x01000000AB"
"t.a"() {a = dense_resource<b1> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: { builtin: { b1: "0x01000000abCD" } },
  external_resources: { t: { k: "0x01000000abcd", z: "0x01000000aB" } }
#-}
