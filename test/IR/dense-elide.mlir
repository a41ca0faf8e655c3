// RUN: ropt %s -split-input-file -allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s

// --mlir-elide-elementsattrs-if-larger replaces large non-splat elements.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense_resource<__elided__> : tensor<3xi32>, b = dense<7> : tensor<300xi32>, c = dense<["a", "b"]> : tensor<2x!x.y>, d = array<i32: 1, 2, 3>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<7> : tensor<300xi32>, c = dense<["a", "b"]> : tensor<2x!x.y>, d = array<i32: 1, 2, 3>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense_resource<__elided__> : tensor<3x4xi32>, b = sparse<0, 1> : tensor<4xi32>, c = dense<[1, 2]> : tensor<2xi8>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0]], [1]> : tensor<4xi32>, c = dense<[1, 2]> : tensor<2xi8>} : () -> ()
