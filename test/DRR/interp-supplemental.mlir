// RUN: ropt %s --load-patterns %S/Inputs/supplemental.td -canonicalize | FileCheck %s
// Supplemental patterns: calls run after the result dags were built.

// CHECK: %[[S:.*]] = "t.src"() : () -> i32
// CHECK-NEXT: %[[B:.*]] = "t.b"(%[[S]]) {keep = 1 : i64, note = "x"} : (i32) -> i32
// CHECK-NEXT: "t.sink"(%[[B]]) : (i32) -> ()
%s = "t.src"() : () -> i32
%0 = "t.a"(%s) {note = "x", keep = 1} : (i32) -> i32
"t.sink"(%0) : (i32) -> ()
