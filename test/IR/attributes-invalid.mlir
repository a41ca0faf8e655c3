// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Malformed attributes: mlir-opt's messages.

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"test.op"() {a = dense<[1, 2]> : tensor<2xf32>} : () -> ()
// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"test.op"() {a = 1 : f32} : () -> ()
// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 256 : i8} : () -> ()
// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -1 : ui8} : () -> ()
// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.5 : i32} : () -> ()
// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"test.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()
// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()
// -----

// expected-error @+1 {{undefined symbol alias id 'foo'}}
"test.op"() {a = !foo} : () -> ()
// -----

// expected-error @+1 {{undefined symbol alias id 'foo'}}
"test.op"() {a = #foo} : () -> ()
// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"test.op"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()
// -----

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"test.op"() {a = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()
// -----

// expected-error @+1 {{use of undeclared identifier}}
"test.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()
// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"test.op"() {a = 1, a = 2} : () -> ()
// -----

// expected-error @+1 {{expected ',' or ']'}}
"test.op"() {a = [1, 2} : () -> ()
// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = "abc} : () -> ()
// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"test.op"() {a = loc("a":x)} : () -> ()
// -----

// expected-error @+1 {{expected location instance}}
"test.op"() {a = loc(foo)} : () -> ()
// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi32>'}}
"test.op"() {a = dense<"0x0102"> : tensor<2xi32>} : () -> ()
// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"test.op"() {a = -0x1 : f32} : () -> ()
// -----

// expected-error @+1 {{referenced attribute does not match previous definition: 1 : i32}}
"test.op"() {a = distinct[0]<1 : i32>, b = distinct[0]<2 : i32>} : () -> ()
// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2, 2])}}
"test.op"() {a = dense<[1, 2, 3]> : tensor<2x2xi32>} : () -> ()
// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = "unterminated} : () -> ()
// -----

// expected-error @+1 {{expected ',' or ']'}}
"test.op"() {a = [1 2]} : () -> ()
// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"test.op"() {a = 0x100 : f8E4M3FN} : () -> ()
// -----

// expected-error @+1 {{expected integer literal}}
"test.op"() {a = array<i32: 1.5>} : () -> ()
// -----

// expected-error @+1 {{expected ':' after 'offset'}}
"test.op"() {a = strided<[1], offset 0>} : () -> ()
// -----

// expected-error @+1 {{expected distinct ID}}
"test.op"() {a = distinct[x]<>} : () -> ()
// -----

// expected-error @+1 {{expected '(' in affine map range}}
"test.op"() {a = affine_map<(d0) -> d0>} : () -> ()
// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"test.op"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()
// -----

// expected-error @+1 {{expected element literal of primitive type}}
"test.op"() {a = sparse<[0], > : tensor<4xi32>} : () -> ()
// -----

// expected-error @+1 {{undefined symbol alias id 'unknown_alias'}}
"test.op"() {a = 1 : !unknown_alias} : () -> ()
