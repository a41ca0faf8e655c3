// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Malformed types: mlir-opt's messages.

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<4xfoo>} : () -> ()
// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"test.op"() {a = i16777216} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = vector<?xf32>} : () -> ()
// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"test.op"() {a = vector<0xf32>} : () -> ()
// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"test.op"() {a = memref<4xf32, 1, 2>} : () -> ()
// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"test.op"() {a = tensor<4x4>} : () -> ()
// -----

// expected-error @+1 {{invalid element type for complex}}
"test.op"() {a = complex<tensor<4xf32>>} : () -> ()
// -----

// expected-error @+1 {{cannot apply encoding to unranked tensor}}
"test.op"() {a = tensor<*xf32, "enc">} : () -> ()
// -----

// expected-error @+1 {{expected '>' in tuple type}}
"test.op"() {a = tuple<i32} : () -> ()
// -----

// expected-error @+1 {{expected '->' in function type}}
"test.op"() {a = (i32) i32} : () -> ()
// -----

// expected-error @+1 {{expected '>' in vector type}}
"test.op"() {a = vector<[4]xf32} : () -> ()
// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() {a = tensor<-1xf32>} : () -> ()
// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = !foo<"unbalanced>} : () -> ()
// -----

!a = i32
// expected-error @+1 {{redefinition of type alias id 'a'}}
!a = i64
// -----

#a = 1
// expected-error @+1 {{redefinition of attribute alias id 'a'}}
#a = 2
// -----

// expected-error @+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#a.b = 1
