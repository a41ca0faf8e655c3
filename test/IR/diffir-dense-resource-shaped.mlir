// RUN: not ropt %s -split-input-file -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s
// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s --check-prefix=OUT

// The type of a `dense_resource` must be shaped (any shaped type: tensors of any element
// type, memrefs, vectors); the error points at the `:`.

// OUT: "t.a"() {v = dense_resource<b> : tensor<2x!t.s>, w = dense_resource<b> : memref<2xi8>, x = dense_resource<b> : tensor<*xi8>, y = dense_resource<b> : vector<[2]xi8>} : () -> ()
// OUT-NEXT: }
"t.a"() {v = dense_resource<b> : tensor<2x!t.s>, w = dense_resource<b> : memref<2xi8>, x = dense_resource<b> : tensor<*xi8>, y = dense_resource<b> : vector<[2]xi8>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:32: error: `dense_resource` expected a shaped type
"t.a"() {v = dense_resource<b> : i32} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:35: error: `dense_resource` expected a shaped type
"t.a"() {v = dense_resource<b>    :    !t.x} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:37: error: `dense_resource` expected a shaped type
"t.a"() {v = [dense_resource<"a b"> : none]} : () -> ()
