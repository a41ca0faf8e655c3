// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// More malformed attributes, locations and resources found by differential fuzzing.

// expected-error @+1 {{expected '>' in tensor type}}
"test.op"() {a = tensor<2xi8, e} : () -> ()
// -----

// expected-error @+1 {{expected '>' in tensor type}}
"test.op"() {a = tensor<2xi8,   e = 1>} : () -> ()
// -----

// expected-error @+1 {{expected '(' in inline location}}
"test.op"() {a = loc[4]} : () -> ()
// -----

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{expected attribute}}
"test.op"() {a = [distinct[2]<1 : i0x32>]} : () -> ()
// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([1])}}
"test.op"() {a = dense<[1, 2]> : tensor<1xcomplex<f32>>} : () -> ()
// -----

// expected-error @+1 {{parsed 3 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
"test.op"() {a = dense<[(1.0, 2.0), 3.0]> : tensor<2xcomplex<f32>>} : () -> ()
// -----

// expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
"test.op"() {a = dense<1.0> : tensor<2xcomplex<f32>>} : () -> ()
// -----

// expected-error @+1 {{expected string token, got 1.5}}
"test.op"() {a = dense<["a", -1.5]> : tensor<2x!a.b>} : () -> ()
// -----

// expected-error @+1 {{expected string token, got true}}
"test.op"() {a = dense<["a", true]> : tensor<2x!a.b>} : () -> ()
// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<i3>} : () -> ()
// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<f4E2M1FN>} : () -> ()
// -----

// expected-error @+1 {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<i3*2: 1, 2>} : () -> ()
// -----

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{expected an integer or floating point type}}
"test.op"() {a = array<i*32: 1, 2>} : () -> ()
// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
"test.op"() {f = !.bar<1>} : () -> ()
// -----

// expected-error @+1 {{use of undeclared identifier}}
"test.op"() {a = affine_map<(d0) -> (d0 floordiv x-2)>} : () -> ()
// -----

// expected-error @+2 {{expected affine expression}}
// expected-error @+1 {{missing operand of negation}}
"test.op"() {a = affine_map<(d0)[s0, s1] -> (-::d0 + d0)>} : () -> ()
// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = affine_set<(d0) : (d0 >= 0)">} : () -> ()
// -----

// expected-error @+1 {{expected ')' in location}}
"test.op"() : () -> () loc("a":2 to 3:4)
// -----

// expected-error @+1 {{expected '(' in location}}
"test.op"() : () -> () loc[4]
// -----

"test.op"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
// expected-error @+1 {{expected hex string blob for key 'unused' to encode alignment in first 4 bytes, but got non-power-of-2 value: 16777220}}
      unused: "0x04000001000000"
    }
  }
#-}
// -----

"test.op"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
// expected-error @+1 {{expected hex string blob for key 'blob1'}}
      blob1: "0x04000000010000000200000 0"
    }
  }
#-}
// -----

"test.op"() : () -> ()
{-#
// expected-error @+1 {{expected identifier key for 'external_resources' entry}}
  external_resources: { foo: {- k: "v", b: true } }
#-}
