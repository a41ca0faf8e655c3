// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// Division by a negative constant simplifies like division by a positive one: products whose
// factor it divides, and sums with a term it divides (floordiv only); `mod` does not.

"t.a"() {a = affine_map<(d0) -> (4 ceildiv -2, 4 floordiv -2, 4 mod -2, (d0 * 4) floordiv -2, (d0 * 4) ceildiv -2, (d0 * 4 + 3) floordiv -2, (d0 * 4 + 3) floordiv -4, (d0 * 4) mod -2, d0 floordiv -1, d0 ceildiv -1, (d0 - 3) ceildiv 3, (d0 + -3) floordiv -3)>} : () -> ()
// CHECK: #map = affine_map<(d0) -> (-2, -2, 4 mod -2, d0 * -2, d0 * -2, d0 * -2 - 2, -d0 - 1, (d0 * 4) mod -2, d0 floordiv -1, d0 ceildiv -1, (d0 - 3) ceildiv 3, d0 floordiv -3 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: "t.a"() {a = #map} : () -> ()
// CHECK-NEXT: }
