// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// The type of a `dense` or `sparse` literal must be shaped with a static shape, also for hex
// data; errors point at the keyword (mlir-opt 22).

// CHECK: :[[#@LINE+1]]:18: error: elements literal must be a shaped type
"test.op"() {a = dense<"0x01"> : !foo<1xi1>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:18: error: elements literal must be a shaped type
"test.op"() {a = sparse<0, 1> : i32} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:18: error: elements literal type must have static shape
"test.op"() {a = dense<1> : tensor<?xi8>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:18: error: elements literal type must have static shape
"test.op"() {a = dense<"0x0102"> : tensor<2x?xi8>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:18: error: elements literal type must have static shape
"test.op"() {a = dense<> : tensor<*xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:18: error: elements literal type must have static shape
"test.op"() {a = sparse<> : memref<?xi32>} : () -> ()

// -----

// Scalable vectors and memrefs are fine.
// CHECK: "test.op"() {a = dense<1> : vector<[2]xi8>, b = dense<1> : memref<2xi8>} : () -> ()
"test.op"() {a = dense<1> : vector<[2]xi8>, b = dense<1> : memref<2xi8>} : () -> ()
