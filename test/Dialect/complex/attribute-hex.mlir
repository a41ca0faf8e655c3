// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// A part that overflows the element type prints as the type's infinity in hexadecimal; read
// back, a hexadecimal part is the bit pattern of a double (rounded to the type), so it does
// not round-trip: mlir-opt 22 reads 0x7C00 as a tiny double, 0 in f16 (expected output from
// its run).

// CHECK: "test.op"() {a = #complex.number<:f16 0x7C00, 0.000000e+00> : complex<f16>, b = #complex.number<:f16 0.000000e+00, 1.000000e+00> : complex<f16>, c = #complex.number<:f64 1.000000e+00, 2.000000e+00> : complex<f64>} : () -> ()
"test.op"() {a = #complex.number<:f16 65536.0, 1.0e-9>, b = #complex.number<:f16 0x7C00, 1.0>, c = #complex.number<:f64 0x3FF0000000000000, 2.0>} : () -> ()
