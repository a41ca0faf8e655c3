// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// The shape checks of sparse literals, with the shapes mlir-opt 22 infers: a single index
// is one index of `rank` numbers ([1, rank]), a single value is [1]. Elements are converted
// before the shapes are checked; indices are read as unsigned numbers.

// What `sparse<[[0], [0]], "0x01000200"> : tensor<2xi16>` prints as does not parse back.
// CHECK: :[[#@LINE+1]]:14: error: expected shape ([2]); inferred shape of indices literal ([1, 1]); inferred shape of values literal ([2])
"t.a"() {a = sparse<0, [1, 2]> : tensor<2xi16>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: expected 1-d tensor for sparse element values
"t.a"() {a = sparse<[[0],[1]], [[5],[6]]> : tensor<2xi16>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: expected shape ([2, 2]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])
"t.a"() {a = sparse<[0, 1], [5, 6]> : tensor<2x2xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: sparse index #1 is not contained within the value shape, with index=[18446744073709551615], and type='tensor<4xi32>'
"t.a"() {a = sparse<[[1],[-1]], [5, 6]> : tensor<4xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: sparse index #0 is not contained within the value shape, with index=[7], and type='tensor<4xi32>'
"t.a"() {a = sparse<7, 5> : tensor<4xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: expected shape ([4]); inferred shape of indices literal ([1, 0]); inferred shape of values literal ([0])
"t.a"() {a = sparse<[[]], []> : tensor<4xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: sparse index #0 is not contained within the value shape, with index=[0], and type='tensor<0xi32>'
"t.a"() {a = sparse<0, 5> : tensor<0xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:22: error: expected integer elements, but parsed floating-point
"t.a"() {a = sparse<[1.5], [5]> : tensor<4xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:33: error: expected integer elements, but parsed floating-point
"t.a"() {a = sparse<[[0],[1]], [1.5, 2.0]> : tensor<4x2xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:31: error: elements hex data size is invalid for provided type: 'tensor<1xi32>'
"t.a"() {a = sparse<[[0, 1]], "0x0500000006000000"> : tensor<3x2xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: elements literal type must have static shape
"t.a"() {a = sparse<[[0], [1]], [5]> : tensor<?xi32>} : () -> ()
