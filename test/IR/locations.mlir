// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Locations as attributes (aliased as #loc) and as op locations.

// CHECK: #loc = loc("a":1:1)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #distinct = distinct[0]<#map>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {t = #distinct, u = memref<4xf32, #map1>, v = [#map2], w = #map3, x = #loc, y = #map4, z = #set} : () -> ()
// CHECK-NEXT: }
"test.op"() {z = affine_set<(d0) : (d0 >= 0)>, y = affine_map<(d0) -> (d0 + 1)>, x = loc("a":1:1), w = affine_map<(d0) -> (d0 + 2)>, v = [affine_map<(d0) -> (d0 + 3)>], u = memref<4xf32, affine_map<(d0) -> (d0 + 4)>>, t = distinct[0]<affine_map<(d0) -> (d0 + 5)>>} : () -> ()
// -----

// CHECK: #loc = loc(unknown)
// CHECK-NEXT: #loc1 = loc("x")
// CHECK-NEXT: #loc2 = loc("y":1:2)
// CHECK-NEXT: #loc3 = loc("a":1:2)
// CHECK-NEXT: #loc4 = loc("b":3:4)
// CHECK-NEXT: #loc5 = loc("a":1:2 to 3:4)
// CHECK-NEXT: #loc6 = loc("a":1:2 to :9)
// CHECK-NEXT: #loc7 = loc("x"(#loc2))
// CHECK-NEXT: #loc8 = loc(callsite(#loc3 at #loc4))
// CHECK-NEXT: #loc9 = loc(fused[#loc3, #loc4])
// CHECK-NEXT: #loc10 = loc(fused<"m">[#loc3])
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #loc, b = #loc1, c = #loc7, d = #loc8, e = #loc9, f = #loc10, g = #loc5, h = #loc6} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = loc(unknown), b = loc("x"), c = loc("x"("y":1:2)), d = loc(callsite("a":1:2 at "b":3:4)), e = loc(fused["a":1:2, "b":3:4]), f = loc(fused<"m">["a":1:2]), g = loc("a":1:2 to 3:4), h = loc("a":1:2 to :9)} : () -> ()
// -----

// CHECK: #loc = loc("a":1:2)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #loc, b = #loc1, c = #loc} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = loc(fused["a":1:2]), b = loc(fused[]), c = loc(fused["a":1:2, "a":1:2, unknown])} : () -> ()
// -----

// CHECK: #loc = loc("a":1:2)
// CHECK-NEXT: #loc1 = loc("b")
// CHECK-NEXT: #loc2 = loc(fused<{k = 1 : i32}>[#loc, #loc1])
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #loc2} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = loc(fused<{k = 1 : i32}>["a":1:2, "b"])} : () -> ()
// -----

// CHECK: module {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
"test.op"() : () -> () loc("file.mlir":10:8)
"test.op"() : () -> () loc(callsite("f" at "g":1:1))
