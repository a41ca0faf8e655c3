// RUN: not ropt %s -split-input-file -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s
// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s --check-prefix=OUT

// 1-bit integers of any signedness: `array<...>` elements are `true`/`false` (a minus before
// them is ignored; a number is reported after it, where mlir-opt 22 checks it), and dense,
// sparse and array elements print as booleans, hex data holding one bit per element.

// CHECK: :[[#@LINE+1]]:25: error: expected 'true' or 'false' values for i1 type
"t.a"() {v = array<i1: 1, 0>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:32: error: expected 'true' or 'false' values for i1 type
"t.a"() {v = array<i1: true, -1>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:25: error: expected 'true' or 'false' values for i1 type
"t.a"() {v = array<ui1:1>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:44: error: expected 'true' or 'false' values for i1 type
"t.a"() {v = array<i1: 99999999999999999999>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:24: error: expected integer literal
"t.a"() {v = array<i1: 1.5>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:25: error: expected integer literal
"t.a"() {v = array<i1: -x>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:25: error: expected i1 type for 'true' or 'false' values
"t.a"() {v = array<i8: -true>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:25: error: expected floating point literal
"t.a"() {v = array<f32: true>} : () -> ()

// -----

// OUT: "t.a"() {v = array<i1: true, false>, w = array<si1: true, false>, x = array<ui1: true>} : () -> ()
// OUT-NEXT: }
"t.a"() {v = array<i1: -true, - false>, w = array<si1: true, false>, x = array<ui1: true>} : () -> ()

// -----

// OUT: "t.a"() {v = dense<[true, false]> : tensor<2xui1>, w = dense<true> : tensor<2xsi1>, x = dense<[true, false, false, false, false, false, false, false, false]> : tensor<9xsi1>, y = dense<(true,false)> : tensor<1xcomplex<si1>>, z = sparse<0, true> : tensor<2xui1>} : () -> ()
// OUT-NEXT: }
"t.a"() {v = dense<[true, false]> : tensor<2xui1>, w = dense<-1> : tensor<2xsi1>, x = dense<"0x0100"> : tensor<9xsi1>, y = dense<[(true, false)]> : tensor<1xcomplex<si1>>, z = sparse<[0], [true]> : tensor<2xui1>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:21: error: integer constant out of range for type
"t.a"() {v = dense<[1, 0]> : tensor<2xsi1>} : () -> ()
