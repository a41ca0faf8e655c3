// RUN: ropt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Alias definitions are resolved; printed aliases are generated (#map, #set, #loc, #distinct).

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #map, b = tensor<4xi32>, c = memref<4xf32>} : () -> ()
// CHECK-NEXT: }
#a = affine_map<(d0) -> (d0)>
!t = tensor<4xi32>
"test.op"() {a = #a, b = !t, c = memref<4xf32, #a>} : () -> ()
// -----

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

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 == 0)>
// CHECK-NEXT: #distinct = distinct[0]<#map>
// CHECK-NEXT: #distinct1 = distinct[1]<#set>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #map, b = #set, c = memref<4xf32, #map>} : () -> ()
// CHECK-NEXT: "test.op"() {d = [#map, #map], e = #distinct, f = #distinct1} : () -> ()
// CHECK-NEXT: }
#map = affine_map<(d0) -> (d0 * 2)>
#set = affine_set<(d0) : (d0 == 0)>
!t = memref<4xf32, #map>
"test.op"() {a = #map, b = #set, c = !t} : () -> ()
"test.op"() {d = [#map, #map], e = distinct[7]<#map>, f = distinct[3]<#set>} : () -> ()
// -----

// CHECK: #distinct = distinct[0]<1 : i32>
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = distinct[1]<>, b = distinct[2]<>, c = [#distinct, #distinct]} : () -> ()
// CHECK-NEXT: }
"test.op"() {a = distinct[0]<>, b = distinct[1]<unit>, c = [distinct[2]<1 : i32>, distinct[2]<1 : i32>]} : () -> ()
