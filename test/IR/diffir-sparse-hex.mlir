// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// The values of a sparse literal may be a hex string: one element per index, or one to splat.

// CHECK: "test.a"() {a = sparse<1, 1> : tensor<2xi16>} : () -> ()
"test.a"() {a = sparse<[[1]], "0x0100"> : tensor<2xi16>} : () -> ()
// CHECK: "test.b"() {b = sparse<{{\[}}[1], [0]], [1, 2]> : tensor<2xi16>} : () -> ()
"test.b"() {b = sparse<[[1], [0]], "0x01000200"> : tensor<2xi16>} : () -> ()
// CHECK: "test.c"() {c = sparse<{{\[}}[1], [0]], 3> : tensor<2xi16>} : () -> ()
"test.c"() {c = sparse<[[1], [0]], "0x0300"> : tensor<2xi16>} : () -> ()
// CHECK: "test.d"() {d = sparse<> : tensor<2xi16>} : () -> ()
"test.d"() {d = sparse<[], "0x0100"> : tensor<2xi16>} : () -> ()
// CHECK: "test.e"() {e = sparse<{{\[}}[1], [0]], [false, true]> : tensor<2xi1>} : () -> ()
"test.e"() {e = sparse<[[1], [0]], "0x02"> : tensor<2xi1>} : () -> ()
