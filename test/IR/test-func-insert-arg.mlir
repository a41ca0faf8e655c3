// RUN: ropt %s -test-func-insert-arg -mlir-print-debuginfo | FileCheck %s

// Arguments inserted at indices of the old signature (in the given order at one index), with
// their attributes and locations (unknown by default).

func.func @f(%a: i32) attributes {test.insert_args = [[0 : i64, f32], [1 : i64, i8, {test.x}], [1, i16, {}, loc("foo")]]} {
  return
}
func.func private @d(i32) -> i8 attributes {test.insert_results = [[0 : i64, f32], [1 : i64, i16, {test.y}]]}
func.func @g() {
  return
}
func.func @h(%x: i64) -> i64 {
  return %x : i64
}

// CHECK:      #loc2 = loc(unknown)
// CHECK-NEXT: #loc3 = loc("{{.*}}test-func-insert-arg.mlir":6:14)
// CHECK-NEXT: #loc4 = loc("foo")
// CHECK-NEXT: #loc10 = loc("{{.*}}test-func-insert-arg.mlir":13:14)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: f32 loc(unknown), %arg1: i32 loc("{{.*}}test-func-insert-arg.mlir":6:14), %arg2: i8 {test.x} loc(unknown), %arg3: i16 loc("foo")) {
// CHECK-NEXT:     return loc(#loc5)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func private @d(i32) -> i8 attributes {test.insert_results = {{\[\[}}0, f32], [1, i16, {test.y}]]} loc(#loc6)
// CHECK-NEXT:   func.func @g() {
// CHECK-NEXT:     return loc(#loc8)
// CHECK-NEXT:   } loc(#loc7)
// CHECK-NEXT:   func.func @h(%arg0: i64 loc("{{.*}}test-func-insert-arg.mlir":13:14)) -> i64 {
// CHECK-NEXT:     return %arg0 : i64 loc(#loc11)
// CHECK-NEXT:   } loc(#loc9)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}test-func-insert-arg.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}test-func-insert-arg.mlir":6:1)
// CHECK-NEXT: #loc5 = loc("{{.*}}test-func-insert-arg.mlir":7:3)
// CHECK-NEXT: #loc6 = loc("{{.*}}test-func-insert-arg.mlir":9:1)
// CHECK-NEXT: #loc7 = loc("{{.*}}test-func-insert-arg.mlir":10:1)
// CHECK-NEXT: #loc8 = loc("{{.*}}test-func-insert-arg.mlir":11:3)
// CHECK-NEXT: #loc9 = loc("{{.*}}test-func-insert-arg.mlir":13:1)
// CHECK-NEXT: #loc11 = loc("{{.*}}test-func-insert-arg.mlir":14:3)
