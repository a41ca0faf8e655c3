// RUN: ropt %s -test-distinct-attrs | FileCheck %s
// RUN: ropt %s -test-distinct-attrs -mlir-disable-threading | FileCheck %s

// Each distinct.input gets a distinct.output: a new distinct attribute of the same referenced
// attribute; the numbering is the same with and without threads.

#d = distinct[0]<42 : i32>
func.func @foo_1() {
  "test.op"() {distinct.input = #d} : () -> ()
  "test.op"() {distinct.input = #d, other = 1} : () -> ()
  "test.op"() {x = #d} : () -> ()
  return
}
func.func @foo_2() {
  "test.op"() {distinct.input = distinct[1]<@foo_1>} : () -> ()
  return
}

// CHECK:      #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<42 : i32>
// CHECK-NEXT: #distinct2 = distinct[2]<42 : i32>
// CHECK-NEXT: #distinct3 = distinct[3]<@foo_1>
// CHECK-NEXT: #distinct4 = distinct[4]<@foo_1>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @foo_1() {
// CHECK-NEXT:     "test.op"() {distinct.input = #distinct, distinct.output = #distinct1} : () -> ()
// CHECK-NEXT:     "test.op"() {distinct.input = #distinct, distinct.output = #distinct2, other = 1 : i64} : () -> ()
// CHECK-NEXT:     "test.op"() {x = #distinct} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @foo_2() {
// CHECK-NEXT:     "test.op"() {distinct.input = #distinct3, distinct.output = #distinct4} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
