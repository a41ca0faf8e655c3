// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Edge cases mlir-opt accepts.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = tensor<4xf32>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = tensor<4xf32, >} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = i32} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = i00032} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = ui0} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = ui0} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<true> : tensor<1xi1>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = dense<"0x01"> : tensor<1xi1>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = dense<1> : memref<4xi32>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = dense<1> : memref<4xi32>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = strided<[-1]>} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = strided<[-1]>} : () -> ()
// -----

// CHECK: #map = affine_map<(d0) -> (d0 ceildiv 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #map} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = affine_map<(d0) -> (d0 ceildiv 0)>} : () -> ()
// -----

// CHECK: #set = affine_set<(d0) : (0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #set} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = affine_set<(d0) : ()>} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = 0x7F800000 : f32} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = 1.0e999 : f32} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a} : () -> ()
// CHECK-NEXT: }
"test.op"() {"a"} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() {a} : () -> ()
// CHECK-NEXT: }
"test.op"() {a} : () -> ()
