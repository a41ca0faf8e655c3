// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Malformed attributes found by differential fuzzing against mlir-opt.

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"test.op"() {a = affine_map<(d0, d1) -> (d0 floordiv d1 * 2)>} : () -> ()
// -----

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"test.op"() {a = affine_map<(d0, d1) -> (d0 floordiv d1 + 2)>} : () -> ()
// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"test.op"() {a = affine_map<(d0, d1) -> (d0 * d1 * 2)>} : () -> ()
// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"test.op"() {a = affine_map<(d0, d1) -> (d0 * 2 * d1 * 3)>} : () -> ()
// -----

// expected-error @+1 {{missing left operand of binary operator}}
"test.op"() {a = affine_set<(i) : (+ 10 >= 0)>} : () -> ()
// -----

// expected-error @+1 {{missing right operand of binary operator}}
"test.op"() {a = affine_map<(d0, d1) -> (d0 + * 2)>} : () -> ()
// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[-]>} : () -> ()
// -----

// expected-error @+1 {{expected floating point literal}}
"test.op"() {a = array<f64: {1.5>} : () -> ()
// -----

// expected-error @+1 {{expected affine expression}}
"test.op"() {a = affine_map<(d0) -> ({d0)>} : () -> ()
// -----

// expected-error @+2 {{missing right operand of binary operator}}
// expected-error @+1 {{missing operand of negation}}
"test.op"() {a = affine_map<(d0) -> (d0 mod -})>} : () -> ()
// -----

// expected-error @+2 {{missing right operand of binary operator}}
// expected-error @+1 {{missing operand of negation}}
"test.op"() {a = affine_map<(d0) -> (d0 + -})>} : () -> ()
// -----

// expected-error @+1 {{missing right operand of binary operator}}
"test.op"() {a = affine_map<(d0) -> (d0 * })>} : () -> ()
// -----

// expected-error @+2 {{expected affine expression}}
// expected-error @+1 {{missing operand of negation}}
"test.op"() {a = affine_map<(d0) -> (-})>} : () -> ()
// -----

// expected-error @+1 {{expected affine expression}}
"test.op"() {a = affine_map<(d0) -> (d0 + (}))>} : () -> ()
// -----

// expected-error @+1 {{use of undeclared identifier}}
"test.op"() {a = affine_map<(d0) -> (d0 mod mod)>} : () -> ()
// -----

// expected-error @+1 {{use of undeclared identifier}}
"test.op"() {a = affine_map<(d0) -> (mod)>} : () -> ()
// -----

// expected-error @+1 {{expected 'offset' after comma}}
"test.op"() {a = strided<[1], offseit: ?>} : () -> ()
// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[x]>} : () -> ()
// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[1], offset: x>} : () -> ()
// -----

// expected-error @+1 {{expected ','}}
"test.op"() {a = strided<[1] x>} : () -> ()
// -----

// expected-error @+1 {{expected '['}}
"test.op"() {a = strided<1>} : () -> ()
// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"test.op"() {a = #foo<a "q"}>} : () -> ()
// -----

// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
"test.op"() {a = #foo<[}>} : () -> ()
// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"test.op"() {a = #foo<"q" x}>} : () -> ()
// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"test.op"() {a = #foo<(>} : () -> ()
// -----

// expected-error @+1 {{expected ',' or '>' in memref type}}
"test.op"() {a = memref<4xf32 x>} : () -> ()
// -----

// expected-error @+1 {{expected ',' or '>'}}
"test.op"() {a = memref<4xf32, 1 x>} : () -> ()
// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
"test.op"() {f = !.bar} : () -> ()
// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
"test.op"() {f = #.bar} : () -> ()
// -----

// expected-error @+1 {{undefined symbol alias id '9'}}
"test.op"() {f = !9a.b} : () -> ()
// -----

// expected-error @+1 {{expected '>' in tensor type}}
"test.op"() {a = tensor<4xf32 x>} : () -> ()
// -----

// expected-error @+1 {{expected '>' in vector type}}
"test.op"() {a = vector<4xf32 x>} : () -> ()
// -----

// expected-error @+1 {{expected '>' in complex type}}
"test.op"() {a = complex<f32 x>} : () -> ()
// -----

// expected-error @+1 {{expected '>' in tuple type}}
"test.op"() {a = tuple<i32 x>} : () -> ()
// -----

// expected-error @+1 {{expected ')'}}
"test.op"() {a = (i32 x) -> i32} : () -> ()
// -----

// expected-error @+1 {{expected '->' in function type}}
"test.op"() {a = (i32) x} : () -> ()
// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = @a:@b} : () -> ()
// -----

// expected-error @+1 {{expected ']' in symbol list}}
"test.op"() {a = affine_map<(d0)[s0 -> (d0)>} : () -> ()
// -----

// expected-error @+1 {{redefinition of identifier 's0'}}
"test.op"() {a = affine_map<(d0)[s0, s0] -> (d0)>} : () -> ()
// -----

// expected-error @+1 {{expected ')' in inline location}}
"test.op"() {a = loc("a" x} : () -> ()
// -----

// expected-error @+1 {{expected ')' in integer set constraint list}}
"test.op"() {a = affine_set<(d0) : (d0 >= 0 x)>} : () -> ()
// -----

// expected-error @+1 {{expected ')'}}
"test.op"() {a = affine_map<(d0) -> ((d0 + 1 x)>} : () -> ()
// -----

// expected-error @+1 {{expected three consecutive dots for an ellipsis}}
"test.op"() {a = 1.5 : .5bf16} : () -> ()
// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {a = array<i8: 300>} : () -> ()
// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"test.op"() {a = array<i32: true>} : () -> ()
// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"test.op"() {a = array<i1: 1, 0>} : () -> ()
// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"test.op"() {a = array<f32: 1>} : () -> ()
// -----

// expected-error @+1 {{expected ')' in location}}
"test.op"() : () -> () loc("a":1:2
// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"test.op"() : () -> () loc("file.mlir"::8)
