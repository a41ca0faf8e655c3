// RUN: ropt %s -allow-unregistered-dialect -cse | FileCheck %s
// Unregistered ops have unknown side effects: CSE keeps both.

// CHECK-LABEL: module {
// CHECK-NEXT:   %0 = "test.op"() : () -> i32
// CHECK-NEXT:   %1 = "test.op"() : () -> i32
// CHECK-NEXT:   "test.use"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT: }
%0 = "test.op"() : () -> i32
%1 = "test.op"() : () -> i32
"test.use"(%0, %1) : (i32, i32) -> ()

