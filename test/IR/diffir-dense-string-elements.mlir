// RUN: not ropt %s -split-input-file -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s
// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s --check-prefix=OUT

// String and complex elements of dense and sparse literals whose element type does not take
// them, as mlir-opt 22 reads them: a string where a number should be is a number out of
// range (integers) or not a float literal; the parts of a complex literal of a non-complex
// type are elements of their own (the first ones are kept); element types other than
// numbers take strings only, and a hex string is one of them.

// CHECK: :[[#@LINE+1]]:22: error: integer constant out of range for type
"t.a"() {v = dense<[["a", "b"]]> : tensor<1x2xi8>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:24: error: integer constant out of range for type
"t.a"() {v = dense<[1, "b"]> : tensor<2xindex>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:21: error: integer constant out of range for type
"t.a"() {v = dense<["a", true]> : tensor<2xi1>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:21: error: expected floating point literal
"t.a"() {v = dense<["a", "b"]> : tensor<2xf32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:26: error: expected floating point literal
"t.a"() {v = dense<[1.5, "b"]> : tensor<2xbf16>} : () -> ()

// -----

// Strings are counted before they are read, for complex element types.
// CHECK: :[[#@LINE+1]]:14: error: parsed 3 elements, but type ('tensor<2xcomplex<i32>>') expected 4 elements
"t.a"() {v = dense<["a", (1, 2)]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:22: error: expected floating point literal
"t.a"() {v = dense<[("a", "b")]> : tensor<1xcomplex<f32>>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:27: error: integer constant out of range for type
"t.a"() {v = sparse<[0], ["a"]> : tensor<2xi8>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:27: error: expected floating point literal
"t.a"() {v = sparse<[0], ["a"]> : tensor<2xf32>} : () -> ()

// -----

// OUT: "t.a"() {v = dense<1.000000e+00> : tensor<1xf32>, w = dense<[1, 2]> : tensor<2xi32>, x = dense<[1, 2]> : tensor<2xi32>, y = dense<[1, 2]> : tensor<2xi32>, z = sparse<0, 1> : tensor<2xi8>} : () -> ()
// OUT-NEXT: }
"t.a"() {v = dense<[(1.0, 2.0)]> : tensor<1xf32>, w = dense<[(1, 2), (3, 4)]> : tensor<2xi32>, x = dense<(1, 2)> : tensor<2xi32>, y = dense<[(1, 2), 3]> : tensor<2xi32>, z = sparse<[0], [(1, 2)]> : tensor<2xi8>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:25: error: integer constant out of range for type
"t.a"() {v = dense<[(1, "a")]> : tensor<1xi32>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: expected string token, got 1
"t.a"() {v = dense<[1, "a"]> : tensor<2x!t.s>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: expected string token, got 1
"t.a"() {v = dense<[(1, 2)]> : tensor<1x!t.s>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:14: error: expected string token, got 1
"t.a"() {v = dense<["a", -1]> : tensor<2x!t.s>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:26: error: expected string token, got 1
"t.a"() {v = sparse<[0], 1> : tensor<2x!t.s>} : () -> ()

// -----

// OUT: "t.a"() {v = dense<"0x01"> : tensor<1x!t.s>, w = dense<"0xZZ"> : tensor<2x!t.s>, x = dense<"0x0"> : tensor<1xvector<2xi8>>} : () -> ()
// OUT-NEXT: }
"t.a"() {v = dense<"0x01"> : tensor<1x!t.s>, w = dense<"0xZZ"> : tensor<2x!t.s>, x = dense<"0x0"> : tensor<1xvector<2xi8>>} : () -> ()

// -----

// CHECK: :[[#@LINE+1]]:20: error: expected string containing hex digits starting with `0x`
"t.a"() {v = dense<"0xZZ"> : tensor<2xi8>} : () -> ()

// -----

// A hex string that is not hex is reported once the element type is known.
// CHECK: :[[#@LINE+1]]:14: error: elements literal must be a shaped type
"t.a"() {v = dense<"0xZZ"> : i32} : () -> ()
