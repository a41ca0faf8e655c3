// RUN: ropt %s --mlir-elide-resource-strings-if-larger=16 | FileCheck %s
// RUN: ropt %s --mlir-elide-resource-strings-if-larger=3 | FileCheck %s --check-prefix=SMALL
// RUN: ropt %s --mlir-elide-resource-strings-if-larger=1 | FileCheck %s --check-prefix=NONE
// RUN: ropt %s --mlir-elide-resource-strings-if-larger=36 | FileCheck %s --check-prefix=ALL

// An entry is printed when its printed value (quotes and escapes included) has at most N
// characters; empty groups and sections go, the `{-# #-}` braces stay.

// CHECK: {-#
// CHECK-NEXT: external_resources: {
// CHECK-NEXT: mlir_reproducer: {
// CHECK-NEXT: a: "",
// CHECK-NEXT: b: "x",
// CHECK-NEXT: c: "\22\\q",
// CHECK-NEXT: d: "0x01000000AABB",
// CHECK-NEXT: e: true,
// CHECK-NEXT: f: false
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}

// SMALL: mlir_reproducer: {
// SMALL-NEXT: a: "",
// SMALL-NEXT: b: "x"
// SMALL-NEXT: }

// NONE: {-#
// NONE-EMPTY:
// NONE-NEXT: #-}

// ALL: blob1: "0x08000000010000000200000003000000"
// ALL: d: "0x01000000AABB",
module attributes {test.a = dense_resource<blob1> : tensor<3xi32>} {}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000200000003000000",
      blob3: "0x01000000"
    }
  },
  external_resources: {
    mlir_reproducer: {
      a: "",
      b: "x",
      c: "\"\\q",
      d: "0x01000000aabb",
      e: true,
      f: false
    }
  }
#-}
