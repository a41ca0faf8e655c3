// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// Affine constants whose sum or product overflows 64 bits: two constants stay as written
// (they made ropt's simplifier swap them back and forth forever: found by the ir_pipeline
// fuzz target), and a constant folded into a term wraps around, as in mlir-opt 22.

// CHECK: #map = affine_map<(d0)[s0] -> (4 * 2305843009213693952)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (-(-4 * -7766279631452241920 + 3))>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (9223372036854775807 + 1)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (9223372036854775807 + 3)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 - -9223372036854775808)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 - 9223372036854775804)>
// CHECK-NEXT: #map6 = affine_map<(d0)[s0] -> (d0 * -9223372036854775808)>
// CHECK-NEXT: #map7 = affine_map<(d0)[s0] -> (0)>
// CHECK-NEXT: #map8 = affine_map<(d0)[s0] -> (d0 * -9223372036854775807)>
// CHECK-NEXT: #map9 = affine_map<(d0)[s0] -> (d0 * -9223372036854775808 + s0)>
// CHECK-NEXT: #map10 = affine_map<(d0)[s0] -> ((4 * 2305843009213693952) mod 3)>

"t.op0"() {m = affine_map<(d0)[s0] -> (4 * 2305843009213693952)>} : () -> ()
"t.op1"() {m = affine_map<(d0)[s0] -> (-((-(4) * -07766279631452241920) + 3))>} : () -> ()
"t.op2"() {m = affine_map<(d0)[s0] -> (9223372036854775807 + 1)>} : () -> ()
"t.op3"() {m = affine_map<(d0)[s0] -> ((9223372036854775807 + 1) + 2)>} : () -> ()
"t.op4"() {m = affine_map<(d0)[s0] -> (d0 + 9223372036854775807 + 1)>} : () -> ()
"t.op5"() {m = affine_map<(d0)[s0] -> ((d0 + 5) + 9223372036854775807)>} : () -> ()
"t.op6"() {m = affine_map<(d0)[s0] -> ((d0 * 4611686018427387904) * 2)>} : () -> ()
"t.op7"() {m = affine_map<(d0)[s0] -> (s0 * 4611686018427387904 * 4)>} : () -> ()
"t.op8"() {m = affine_map<(d0)[s0] -> (d0 * 9223372036854775807 + d0 * 2)>} : () -> ()
"t.op9"() {m = affine_map<(d0)[s0] -> (s0 + (d0 * 4611686018427387904) * 2)>} : () -> ()
"t.op10"() {m = affine_map<(d0)[s0] -> ((4 * 2305843009213693952) mod 3)>} : () -> ()
