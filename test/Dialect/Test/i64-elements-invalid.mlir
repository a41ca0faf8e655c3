// RUN: ropt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{expected single rank 64-bit shape type, but got: 'tensor<2xi32>'}}
"test.op"() {a = #test.i64_elements<[10, 11]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected single rank 64-bit shape type, but got: 'tensor<1x1xi64>'}}
"test.op"() {a = #test.i64_elements<[1]> : tensor<1x1xi64>} : () -> ()

// -----

// expected-error@+1 {{expected single rank 64-bit shape type, but got: 'tensor<1xui64>'}}
"test.op"() {a = #test.i64_elements<[1]> : tensor<1xui64>} : () -> ()

// -----

// expected-error@+1 {{number of elements does not match the provided shape type, got: 2, but expected: 3}}
"test.op"() {a = #test.i64_elements<[1, 2]> : tensor<3xi64>} : () -> ()

// -----

// expected-error@+1 {{number of elements does not match the provided shape type, got: 1, but expected: -9223372036854775808}}
"test.op"() {a = #test.i64_elements<[1]> : tensor<?xi64>} : () -> ()

// -----

// expected-error@+1 {{expected '<'}}
"test.op"() {a = #test.i64_elements [1] : tensor<1xi64>} : () -> ()

// -----

// expected-error@+1 {{expected '['}}
"test.op"() {a = #test.i64_elements<1> : tensor<1xi64>} : () -> ()

// -----

// expected-error@+1 {{expected ']'}}
"test.op"() {a = #test.i64_elements<[1 2]> : tensor<2xi64>} : () -> ()

// -----

// expected-error@+1 {{expected ']'}}
"test.op"() {a = #test.i64_elements<[1, a]> : tensor<2xi64>} : () -> ()

// -----

// expected-error@+1 {{expected ']'}}
"test.op"() {a = #test.i64_elements<[1.5]> : tensor<1xi64>} : () -> ()

// -----

// A value that does not fit in 64 bits ends the list; the type is checked still.
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{number of elements does not match the provided shape type, got: 1, but expected: 2}}
"test.op"() {a = #test.i64_elements<[1, 18446744073709551616]> : tensor<2xi64>} : () -> ()

// -----

// A negative value needs its magnitude in 4 bits per significant digit, and a sign bit.
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{number of elements does not match the provided shape type, got: 0, but expected: 1}}
"test.op"() {a = #test.i64_elements<[-10000000000000002]> : tensor<1xi64>} : () -> ()

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{number of elements does not match the provided shape type, got: 0, but expected: 1}}
"test.op"() {a = #test.i64_elements<[-0x8000000000000000]> : tensor<1xi64>} : () -> ()

// -----

// expected-error@+1 {{unknown attribute `nope` in dialect `test`}}
"test.op"() {a = #test.nope<[1]> : tensor<1xi64>} : () -> ()

// -----

// Without a type, or with one that is not shaped, mlir-opt 22 crashes; ropt reports the
// type as it reports a wrong shaped type.
// expected-error@+1 {{expected single rank 64-bit shape type, but got: 'none'}}
"test.op"() {a = #test.i64_elements<[1]>} : () -> ()

// -----

// expected-error@+1 {{expected single rank 64-bit shape type, but got: 'i64'}}
"test.op"() {a = #test.i64_elements<[1]> : i64} : () -> ()
