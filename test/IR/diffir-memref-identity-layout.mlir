// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s

// A layout map returning its dimensions in order is the identity, whatever its symbols: the
// memref type drops it.

"t.op1"() {a = memref<index, affine_map<()[s0] -> ()>>} : () -> ()
"t.op2"() {a = memref<2xindex, affine_map<(d0)[s0] -> (d0)>>} : () -> ()
"t.op3"() : () -> (memref<2x3xi8, affine_map<(d0, d1)[s0, s1] -> (d0, d1)>>)
"t.op4"() {a = memref<2xindex, affine_map<(d0)[s0] -> (d0 + s0)>>} : () -> ()
// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "t.op1"() {a = memref<index>} : () -> ()
// CHECK-NEXT: "t.op2"() {a = memref<2xindex>} : () -> ()
// CHECK-NEXT: %0 = "t.op3"() : () -> memref<2x3xi8>
// CHECK-NEXT: "t.op4"() {a = memref<2xindex, #map>} : () -> ()
// CHECK-NEXT: }
