// RUN: ropt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// Printing details found by differential testing against mlir-opt 22.

// The alias definitions come first; the ops that explain their order are at the end.
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 4)>
// CHECK: #map3 = affine_map<(d0) -> (d0 + 3)>
// CHECK: #map4 = affine_map<(d0) -> (d0 + 5)>
// CHECK: #map5 = affine_map<(d0) -> (d0 + 7)>
// CHECK: #map6 = affine_map<(d0) -> (d0 + 6)>
// CHECK: #map7 = affine_map<(d0) -> (d0 + 9)>
// CHECK: #map8 = affine_map<(d0) -> (d0 + 8)>
// CHECK: #map9 = affine_map<(d0) -> (d0 + 11)>
// CHECK: #map10 = affine_map<(d0) -> (d0 + 12)>
// CHECK: #map11 = affine_map<(d0) -> (d0 + 10)>

// Memory spaces that are accepted.
// CHECK: memref<4xi32, true>
// CHECK: memref<4xi32, {a = 1 : i64}>
// CHECK: memref<4xi32, "s">
%0 = "t.op"() : () -> (memref<4xi32, true>)
%1 = "t.op"() : () -> (memref<4xi32, {a = 1}>)
%2 = "t.op"() : () -> (memref<4xi32, "s">)

// An f64 printed in hex keeps its type where an f64's type is otherwise elided.
// CHECK: {a = [0x42020F8A32400000 : f64, 1.500000e+00]}
"t.op"() {a = [0x42020F8A32400000 : f64, 1.5]} : () -> ()

// Alias numbers follow mlir-opt's walk for the generic form: regions, operand types, result
// types, then the attributes (a registered op's inherent attributes merged by name; an
// unregistered op's properties are not visited and print inline).
// CHECK: "t.a"() ({
// CHECK: }) {m = #map3} : () -> memref<4xf32, #map2>
// CHECK: "t.d"(%{{.*}}) {m = #map6} : (memref<4xf32, #map4>) -> memref<4xf32, #map5>
// CHECK: func.func private @f(memref<4xf32, #map7>) attributes {a = #map8}
// CHECK: "t.p"() <{p = affine_map<(d0) -> (d0 + 13)>}> {a = #map11} : () -> (memref<4xf32, #map9>, memref<4xf32, #map10>)
// GEN: #map7 = affine_map<(d0) -> (d0 + 8)>
// GEN: #map8 = affine_map<(d0) -> (d0 + 9)>
// GEN: "func.func"() <{function_type = (memref<4xf32, #map8>) -> (), sym_name = "f", sym_visibility = "private"}> ({
// GEN-NEXT: }) {a = #map7} : () -> ()
"t.a"() ({
^bb0(%x: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>):
  "t.b"() {m = affine_map<(d0) -> (d0 + 2)>} : () -> ()
}) {m = affine_map<(d0) -> (d0 + 3)>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 4)>>)
%3 = "t.c"() : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 5)>>)
"t.d"(%3) {m = affine_map<(d0) -> (d0 + 6)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 5)>>) -> (memref<4xf32, affine_map<(d0) -> (d0 + 7)>>)
"func.func"() <{function_type = (memref<4xf32, affine_map<(d0) -> (d0 + 9)>>) -> (), sym_name = "f", sym_visibility = "private"}> ({}) {a = affine_map<(d0) -> (d0 + 8)>} : () -> ()
"t.p"() <{p = affine_map<(d0) -> (d0 + 13)>}> {a = affine_map<(d0) -> (d0 + 10)>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 11)>>, memref<4xf32, affine_map<(d0) -> (d0 + 12)>>)
