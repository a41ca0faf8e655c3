// RUN: ropt %s --mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s
// RUN: ropt %s -mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=NEVER
// RUN: not ropt %s --mlir-print-elementsattrs-with-hex-if-larger=x 2>&1 | FileCheck %s --check-prefix=BAD

// Dense elements with more elements than the threshold print as hex (splats never do); a
// negative threshold turns hex printing off.

// CHECK: dense<"0x010203"> : tensor<3xi8>
// CHECK: dense<[1, 2]> : tensor<2xi8>
// CHECK: dense<5> : tensor<4xi8>
// CHECK: dense<"0x0000000001000000{{[0-9A-F]*}}"> : tensor<101xi32>
// NEVER: dense<[1, 2, 3]> : tensor<3xi8>
// NEVER: dense<[0, 1, 2, 3, 4,
// BAD: ropt: for the --mlir-print-elementsattrs-with-hex-if-larger option: 'x' value invalid for long argument!
module attributes {
  t.a = dense<[1, 2, 3]> : tensor<3xi8>,
  t.b = dense<[1, 2]> : tensor<2xi8>,
  t.c = dense<5> : tensor<4xi8>,
  t.d = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi32>
} {}
