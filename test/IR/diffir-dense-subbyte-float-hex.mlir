// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// A hex dense literal of a float type narrower than a byte keeps only each byte's low bits.

"t.a"() {a = dense<"0xA54EE11F"> : tensor<2x2xf4E2M1FN>, b = dense<"0xC1FF"> : tensor<2xf6E2M3FN>, c = dense<"0xF1E2"> : tensor<complex<f4E2M1FN>>} : () -> ()
// CHECK: module {
// CHECK-NEXT: "t.a"() {a = dense<{{\[}}[3.000000e+00, -4.000000e+00], [5.000000e-01, -6.000000e+00]]> : tensor<2x2xf4E2M1FN>, b = dense<[1.250000e-01, -7.500000e+00]> : tensor<2xf6E2M3FN>, c = dense<(5.000000e-01,1.000000e+00)> : tensor<complex<f4E2M1FN>>} : () -> ()
// CHECK-NEXT: }
