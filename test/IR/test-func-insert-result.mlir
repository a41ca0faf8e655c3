// RUN: ropt %s -test-func-insert-result | FileCheck %s

// Results inserted at indices of the old signature, with their attributes.

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

// CHECK:      #loc = loc("foo")
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) attributes {test.insert_args = {{\[\[}}0, f32], [1, i8, {test.x}], [1, i16, {}, #loc]]} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @d(i32) -> (f32, i8, i16 {test.y})
// CHECK-NEXT:   func.func @g() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: i64) -> i64 {
// CHECK-NEXT:     return %arg0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
