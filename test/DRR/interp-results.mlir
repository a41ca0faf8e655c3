// RUN: ropt %s --load-patterns %S/Inputs/results.td -canonicalize | FileCheck %s
// Result dags: auxiliary ops, and several dags replacing the results of a multi-result root
// (each yields one of the last N declared values).

// CHECK: %[[X:.*]] = "t.src"() : () -> i32
// CHECK-NEXT: %[[Y:.*]] = "t.b"(%[[X]]) : (i32) -> i32
// CHECK-NEXT: "t.sink"(%[[X]]) : (i32) -> ()
// CHECK-NEXT: %[[AUX:.*]] = "t.b"(%[[X]]) : (i32) -> i32
%x = "t.src"() : () -> i32
%y = "t.b"(%x) : (i32) -> i32
%0 = "t.a"(%x) : (i32) -> i32
// CHECK-NEXT: %[[LO:.*]] = "t.b"(%[[Y]]) : (i32) -> i32
// CHECK-NEXT: %[[HI:.*]] = "t.same"(%[[Y]], %[[Y]]) : (i32, i32) -> i32
%1:2 = "t.pair"(%y) : (i32) -> (i32, i32)
// CHECK-NEXT: "t.sink"(%[[AUX]], %[[LO]], %[[HI]])
"t.sink"(%0, %1#0, %1#1) : (i32, i32, i32) -> ()
