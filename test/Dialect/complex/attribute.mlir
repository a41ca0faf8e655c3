// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | ropt -allow-unregistered-dialect | FileCheck %s

// #complex.number: the parts are float literals rounded to the element type and printed as
// its float attributes print, the attribute's type is complex<T> (written after it, or not),
// for every float kind (expected output from mlir-opt 22).

// CHECK: "test.op"() {a = #complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>, b = #complex.number<:f64 -5.000000e-01, 1.000000e+10> : complex<f64>, c = #complex.number<:bf16 1.000980e-01, 3.000000e+00> : complex<bf16>} : () -> ()
"test.op"() {a = #complex.number<:f32 1.0, 2.0>, b = #complex.number<:f64 -0.5, 1.0e10>, c = #complex.number<:bf16 0.1, 3.0>} : () -> ()

// -----

// CHECK: "test.op"() {a = #complex.number<:f32 -1.500000e+00, -2.000000e+00> : complex<f32>, c = #complex.number<:f64 1.500000e+300, -0.000000e+00> : complex<f64>} : () -> ()
"test.op"() {a = #complex.number<:f32 -1.5, -2.0> : complex<f32>, c = #complex.number<:f64 1.5e300, -0.0>} : () -> ()
