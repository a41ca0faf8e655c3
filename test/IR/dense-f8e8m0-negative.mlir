// RUN: ropt %s --allow-unregistered-dialect | FileCheck %s
// f8E8M0FNU has no sign bit. A scalar keeps the sign of a negative literal, but a dense or
// sparse element stores it on the top exponent bit, as mlir-opt 22 does: -1.0 becomes the NaN
// pattern 0xFF, -2.0 becomes 2.0, and values that round to the smallest one lose the sign.

// CHECK: a = dense<[0xFF, 1.250000e-01]> : vector<2xf8E8M0FNU>
// CHECK-SAME: b = -1.000000e+00 : f8E8M0FNU
// CHECK-SAME: c = dense<0xFF> : vector<2xf8E8M0FNU>
// CHECK-SAME: d = dense<[2.000000e+00, 5.877470e-39, 5.877470e-39, 5.877470e-39, 2.000000e+00, 4.000000e+00, 4.000000e+00]> : vector<7xf8E8M0FNU>
// CHECK-SAME: s = sparse<{{\[}}[0], [1]], [0xFF, 5.877470e-39]> : vector<2xf8E8M0FNU>
"t.a"() {a = dense<[-1.0, 0.1]> : vector<2xf8E8M0FNU>, b = -1.0 : f8E8M0FNU, c = dense<-1.0> : vector<2xf8E8M0FNU>, d = dense<[-5.877470e-39, -1.0e-39, -1.0e-50, -0.0, -2.0, 3.0, -3.0]> : vector<7xf8E8M0FNU>, s = sparse<[[0],[1]], [-1.0, -0.0]> : vector<2xf8E8M0FNU>} : () -> ()
