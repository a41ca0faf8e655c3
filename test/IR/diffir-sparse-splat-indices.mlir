// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// Sparse indices that are all equal are stored as a splat and print as one index, whatever
// the number of values (mlir-opt 22 prints `sparse<0, [1, 2]>`, which it cannot parse back).
// A single index literal is one index of `rank` numbers: for a rank-0 type it has no
// numbers, and such an attribute prints without literals.

// CHECK: "t.a"() {a = sparse<0, [1, 2]> : tensor<2xi16>} : () -> ()
"t.a"() {a = sparse<[[0], [0]], "0x01000200"> : tensor<2xi16>} : () -> ()
// CHECK: "t.b"() {b = sparse<1, [5, 6]> : tensor<4xi32>} : () -> ()
"t.b"() {b = sparse<[[1], [1]], [5, 6]> : tensor<4xi32>} : () -> ()
// CHECK: "t.c"() {c = sparse<> : tensor<i32>} : () -> ()
"t.c"() {c = sparse<0, 5> : tensor<i32>} : () -> ()
// CHECK: "t.d"() {d = sparse<{{\[}}[0, 1]], 5> : tensor<3x2xi32>} : () -> ()
"t.d"() {d = sparse<[[0, 1]], 5> : tensor<3x2xi32>} : () -> ()
// CHECK: "t.e"() {e = sparse<[0, 1], [5, 6]> : tensor<4xi32>} : () -> ()
"t.e"() {e = sparse<[0, 1], [5, 6]> : tensor<4xi32>} : () -> ()
// CHECK: "t.f"() {f = sparse<> : tensor<i32>} : () -> ()
"t.f"() {f = sparse<[[]], [7]> : tensor<i32>} : () -> ()
// A single value is splat over the indices.
// CHECK: "t.g"() {g = sparse<{{\[}}[1], [0]], 3> : tensor<2xi16>} : () -> ()
"t.g"() {g = sparse<[[1], [0]], 3> : tensor<2xi16>} : () -> ()
