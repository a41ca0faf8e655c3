// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// More malformed attributes and locations (differential cases checked against mlir-opt).

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"test.op"() {a = memref<?xf32, affine_map<(d0, d1) -> (d0)>>} : () -> ()
// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
"test.op"() {a = memref<4x4xf32, strided<[1]>>} : () -> ()
// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"test.op"() {a = dense<[1, 2]> : i32} : () -> ()
// -----

// expected-error @+1 {{expected ':'}}
"test.op"() {a = dense<1>} : () -> ()
// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[1, [2]]> : tensor<2xi32>} : () -> ()
// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"test.op"() {a = dense<"0x0G"> : tensor<1xi8>} : () -> ()
// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"test.op"() {a = dense<"abc"> : tensor<1xi8>} : () -> ()
// -----

// expected-error @+1 {{expected floating point literal}}
"test.op"() {a = dense<[true]> : tensor<1xf32>} : () -> ()
// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {a = dense<[1.5]> : tensor<1xi32>} : () -> ()
// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<300> : tensor<1xi8>} : () -> ()
// -----

// expected-error @+1 {{expected shape ([4]); inferred shape of indices literal ([1, 1]); inferred shape of values literal ([2])}}
"test.op"() {a = sparse<[[0]], [1, 2]> : tensor<4xi32>} : () -> ()
// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<4xi32>'}}
"test.op"() {a = sparse<[[5]], [1]> : tensor<4xi32>} : () -> ()
// -----

// expected-error @+1 {{expected ':' after dense array type}}
"test.op"() {a = array<i32 1>} : () -> ()
// -----

// expected-error @+1 {{expected integer literal}}
"test.op"() {a = array<i32: 1,>} : () -> ()
// -----

// expected-error @+1 {{expected '['}}
"test.op"() {a = strided<>} : () -> ()
// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[1], offset: x>} : () -> ()
// -----

// expected-error @+1 {{expected ','}}
"test.op"() {a = strided<[1]} : () -> ()
// -----

// expected-error @+1 {{expected '(' in dimensional identifier list}}
"test.op"() {a = affine_map<>} : () -> ()
// -----

// expected-error @+1 {{expected '->' or ':'}}
"test.op"() {a = affine_map<(d0)>} : () -> ()
// -----

// expected-error @+1 {{missing right operand of binary operator}}
"test.op"() {a = affine_map<(d0) -> (d0 +)>} : () -> ()
// -----

// expected-error @+1 {{expected '>' in affine map}}
"test.op"() {a = affine_map<(d0) -> (d0)} : () -> ()
// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"test.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()
// -----

// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"test.op"() {a = affine_map<(d0)[s0] -> (d0 mod d0)>} : () -> ()
// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"test.op"() {a = affine_set<(d0) : (d0)>} : () -> ()
// -----

// expected-error @+1 {{expected IntegerSet, but got AffineMap}}
"test.op"() {a = affine_set<(d0) -> (d0)>} : () -> ()
// -----

// expected-error @+1 {{expected location instance}}
"test.op"() {a = loc()} : () -> ()
// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"test.op"() {a = loc("a":1:2 to)} : () -> ()
// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"test.op"() {a = loc("a":1:2 to 3)} : () -> ()
// -----

// expected-error @+1 {{expected 'at' in callsite location}}
"test.op"() {a = loc(callsite("a" "b"))} : () -> ()
// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = loc(fused<>["a"])} : () -> ()
// -----

// expected-error @+1 {{expected location instance}}
"test.op"() {a = loc(fused[)} : () -> ()
// -----

// expected-error @+1 {{expected location instance}}
"test.op"() {a = loc("a"(x))} : () -> ()
// -----

// expected-error @+1 {{undefined symbol alias id 'undefined'}}
"test.op"() {a = loc(#undefined)} : () -> ()
