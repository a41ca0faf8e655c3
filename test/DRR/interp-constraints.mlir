// RUN: ropt %s --load-patterns %S/Inputs/constraints.td -canonicalize | FileCheck %s
// Extra constraints: CPred constraints over several symbols (`$0`, `$1`), value queries
// (`use_empty`), a type constraint on a result (`$p__0`).

// CHECK: %[[X:.*]] = "t.src"() : () -> i32
// CHECK-NEXT: %[[F:.*]] = "t.src"() : () -> f32
%x = "t.src"() : () -> i32
%f = "t.src"() : () -> f32
// CHECK-NEXT: %[[S:.*]] = "t.same"(%[[X]], %[[X]]) : (i32, i32) -> i32
// CHECK-NEXT: %[[T:.*]] = "t.two"(%[[X]], %[[F]]) : (i32, f32) -> i32
%0 = "t.two"(%x, %x) : (i32, i32) -> i32
%1 = "t.two"(%x, %f) : (i32, f32) -> i32
// CHECK-NEXT: %[[P:.*]]:2 = "t.pair"(%[[X]]) : (i32) -> (i32, i32)
// CHECK-NEXT: %[[B:.*]] = "t.b"(%[[X]]) : (i32) -> i32
%p:2 = "t.pair"(%x) : (i32) -> (i32, i32)
%2 = "t.a"(%p#0) : (i32) -> i32
// CHECK-NEXT: %[[Q:.*]]:2 = "t.pair"(%[[X]]) : (i32) -> (i32, i32)
// CHECK-NEXT: %[[A:.*]] = "t.a"(%[[Q]]#0) : (i32) -> i32
%q:2 = "t.pair"(%x) : (i32) -> (i32, i32)
%3 = "t.a"(%q#0) : (i32) -> i32
// CHECK-NEXT: %[[R:.*]]:2 = "t.pair"(%[[F]]) : (f32) -> (f32, f32)
// CHECK-NEXT: %[[A2:.*]] = "t.a"(%[[R]]#0) : (f32) -> f32
%r:2 = "t.pair"(%f) : (f32) -> (f32, f32)
%4 = "t.a"(%r#0) : (f32) -> f32
// CHECK-NEXT: "t.sink"(%[[S]], %[[T]], %[[B]], %[[A]], %[[Q]]#1, %[[A2]])
"t.sink"(%0, %1, %2, %3, %q#1, %4) : (i32, i32, i32, i32, i32, f32) -> ()
