// RUN: ropt %s --load-patterns %S/Inputs/nested.td -canonicalize | FileCheck %s
// RUN: ropt %s --load-dialect %S/Inputs/ops.td --load-patterns %S/Inputs/nested.td -canonicalize | FileCheck %s
// Nested source dags match the defining ops of operands; replaceWithValue forwards a bound
// operand; a result dag builds a new op that takes the root's result type.

// CHECK-LABEL: module
// CHECK-NEXT: %[[S:.*]] = "t.src"() : () -> i32
// CHECK-NEXT: %[[B:.*]] = "t.b"(%[[S]]) : (i32) -> i32
// CHECK-NEXT: "t.b"(%[[B]]) : (i32) -> i32
// CHECK-NEXT: %[[B3:.*]] = "t.b"(%[[S]]) : (i32) -> i32
// CHECK-NEXT: %[[A:.*]] = "t.a"(%[[S]]) : (i32) -> i32
// CHECK-NEXT: "t.sink"(%[[S]], %[[B3]], %[[A]]) : (i32, i32, i32) -> ()
%0 = "t.src"() : () -> i32
%1 = "t.b"(%0) : (i32) -> i32
%2 = "t.a"(%1) : (i32) -> i32
%3 = "t.b"(%1) : (i32) -> i32
%4 = "t.b"(%3) : (i32) -> i32
%5 = "t.a"(%0) : (i32) -> i32
"t.sink"(%2, %4, %5) : (i32, i32, i32) -> ()
