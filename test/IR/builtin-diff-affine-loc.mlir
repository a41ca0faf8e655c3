// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// Found by differential testing against mlir-opt 22.

// After a minus, only a sum is put in parentheses.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d1 - d0 - (s0 * 2) ceildiv 4)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 - s0 floordiv 2, d0 - s0 mod 2, d0 - (s0 floordiv 2) * 3)>
// CHECK: #map2 = affine_map<(d0, d1)[s0] -> (d0 * -2 - d1 ceildiv 4, d0 - (d1 + s0))>
"t.a"() {a = affine_map<(d0, d1)[s0] -> (d1 - d0 - (s0 * 2) ceildiv 4)>} : () -> ()
"t.b"() {a = affine_map<(d0)[s0] -> (d0 - (s0 floordiv 2), d0 - s0 mod 2, d0 + (s0 floordiv 2) * -3)>} : () -> ()
"t.c"() {a = affine_map<(d0, d1)[s0] -> (d0 * -2 - d1 ceildiv 4, d0 - (d1 + s0))>} : () -> ()

// The metadata of a fused location is numbered before its locations.
// LOC: "t.d"() : () -> () loc(#loc7)
// LOC: #loc4 = loc("f.mlir":51:27)
// LOC-NEXT: #loc5 = loc("f.mlir":82:99)
// LOC-NEXT: #loc6 = loc("f.mlir":47:14)
// LOC-NEXT: #loc7 = loc(fused<#loc4>[#loc5, #loc6])
"t.d"() : () -> () loc(fused<loc("f.mlir":51:27)>["f.mlir":82:99, "f.mlir":47:14])
