// RUN: ropt %s --load-patterns %S/Inputs/bound.td -canonicalize | FileCheck %s
// `$name__N` names one result of a bound multi-result op, matched or built; returnType gives
// the result types of a built op that does not replace the root.

// CHECK: %[[X:.*]] = "t.src"() : () -> i32
// CHECK-NEXT: %[[F:.*]] = "t.src"() : () -> f32
// CHECK-NEXT: %[[P:.*]]:2 = "t.pair"(%[[X]]) : (i32) -> (i64, i64)
// CHECK-NEXT: %[[Q:.*]]:2 = "t.pair"(%[[F]]) : (f32) -> (f32, f32)
// CHECK-NEXT: "t.sink"(%[[Q]]#1, %[[P]]#0) : (f32, i64) -> ()
%x = "t.src"() : () -> i32
%f = "t.src"() : () -> f32
%p:2 = "t.pair"(%x) : (i32) -> (i64, i64)
%0 = "t.two"(%p#1, %f) : (i64, f32) -> f32
%1 = "t.b"(%p#0) : (i64) -> i64
"t.sink"(%0, %1) : (f32, i64) -> ()
