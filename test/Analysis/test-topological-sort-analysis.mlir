// RUN: ropt -allow-unregistered-dialect -test-topological-sort-analysis %s 2>&1 | FileCheck %s

// Topological sorting of the ops selected under each root, in walk order or at given indices;
// a cycle is an error that does not fail the pass.

func.func @f(%a: i32) {
  "test.foo"() ({
    %0 = "test.op"() {selected} : () -> i32
    %1 = "test.op"(%0) : (i32) -> i32
    %2 = "test.op"(%a) {selected} : (i32) -> i32
    %3 = "test.op"(%2, %0) {selected} : (i32, i32) -> i32
    "test.done"() : () -> ()
  }) {root} : () -> ()
  "test.foo"() ({
    %0 = "test.op"(%3) {selected = 0} : (i32) -> i32
    %1 = "test.op"() {selected = 2} : () -> i32
    %2 = "test.op"(%1) {selected = 1} : (i32) -> i32
    %3 = "test.op"(%2) {selected = 3} : (i32) -> i32
    "test.done"() : () -> ()
  }) {root, ordered} : () -> ()
  "test.foo"() ({
    %0 = "test.op"(%1) {selected} : (i32) -> i32
    %1 = "test.op"(%0) {selected} : (i32) -> i32
    "test.done"() : () -> ()
  }) {root} : () -> ()
  return
}

// CHECK-LABEL: {{.*}}test-topological-sort-analysis.mlir:21:3: error: could not schedule all ops
// CHECK-NEXT:   "test.foo"() ({
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}test-topological-sort-analysis.mlir:21:3: note: see current operation: 
// CHECK-NEXT: "test.foo"() ({
// CHECK-NEXT:   %0 = "test.op"(%1) {selected} : (i32) -> i32
// CHECK-NEXT:   %1 = "test.op"(%0) {selected} : (i32) -> i32
// CHECK-NEXT:   "test.done"() : () -> ()
// CHECK-NEXT: }) {root} : () -> ()
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) {
// CHECK-NEXT:     "test.foo"() ({
// CHECK-NEXT:       %0 = "test.op"() {pos = 0 : index, selected} : () -> i32
// CHECK-NEXT:       %1 = "test.op"(%0) : (i32) -> i32
// CHECK-NEXT:       %2 = "test.op"(%arg0) {pos = 1 : index, selected} : (i32) -> i32
// CHECK-NEXT:       %3 = "test.op"(%2, %0) {pos = 2 : index, selected} : (i32, i32) -> i32
// CHECK-NEXT:       "test.done"() : () -> ()
// CHECK-NEXT:     }) {root} : () -> ()
// CHECK-NEXT:     "test.foo"() ({
// CHECK-NEXT:       %0 = "test.op"(%3) {pos = 3 : index, selected = 0 : i64} : (i32) -> i32
// CHECK-NEXT:       %1 = "test.op"() {pos = 0 : index, selected = 2 : i64} : () -> i32
// CHECK-NEXT:       %2 = "test.op"(%1) {pos = 1 : index, selected = 1 : i64} : (i32) -> i32
// CHECK-NEXT:       %3 = "test.op"(%2) {pos = 2 : index, selected = 3 : i64} : (i32) -> i32
// CHECK-NEXT:       "test.done"() : () -> ()
// CHECK-NEXT:     }) {ordered, root} : () -> ()
// CHECK-NEXT:     "test.foo"() ({
// CHECK-NEXT:       %0 = "test.op"(%1) {selected} : (i32) -> i32
// CHECK-NEXT:       %1 = "test.op"(%0) {selected} : (i32) -> i32
// CHECK-NEXT:       "test.done"() : () -> ()
// CHECK-NEXT:     }) {root} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
