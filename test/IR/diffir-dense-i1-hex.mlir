// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// Hex data of `i1` elements holds one bit per element; a single byte of all zeros or all
// ones (or any byte for a single element) is a splat, and equal bits are kept as they are
// (mlir-opt 22).

// CHECK: :[[#@LINE+1]]:14: error: elements hex data size is invalid for provided type: 'vector<3x3x2xi1>'
"t.a"() {v = dense<"0x8F"> : vector<3x3x2xi1>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:36: error: elements hex data size is invalid for provided type: 'tensor<3xi1>'
"t.a"() {v = sparse<[[0],[1],[2]], "0x0201"> : tensor<3xi1>} : () -> ()

// -----

// CHECK: "t.a"() {v = dense<true> : vector<3x3x2xi1>} : () -> ()
"t.a"() {v = dense<"0xFF"> : vector<3x3x2xi1>} : () -> ()
// CHECK: "t.a"() {v = dense<[true, true, true, true, false, false, false, true, true, false, false, false, false, false, false, false, false, true]> : tensor<18xi1>} : () -> ()
"t.a"() {v = dense<"0x8F0102"> : tensor<18xi1>} : () -> ()
// CHECK: "t.a"() {v = dense<[true, true, true]> : tensor<3xi1>} : () -> ()
"t.a"() {v = dense<"0x8F"> : tensor<3xi1>} : () -> ()
// CHECK: "t.a"() {v = dense<true> : tensor<i1>} : () -> ()
"t.a"() {v = dense<"0x02"> : tensor<i1>} : () -> ()
