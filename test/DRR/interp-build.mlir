// RUN: ropt %s --load-patterns %S/Inputs/build.td -canonicalize | FileCheck %s
// Building ops: result types from fixed types, SameOperandsAndResultType, returnType (a
// type builder string or a helper); constant attributes from ConstantAttr.

// CHECK: %[[S:.*]] = "t.src"() : () -> i32
// CHECK-NEXT: %[[W:.*]] = "t.wide"(%[[S]]) : (i32) -> i64
// CHECK-NEXT: %[[M:.*]] = "t.same"(%[[S]], %[[S]]) : (i32, i32) -> i32
// CHECK-NEXT: %[[T:.*]] = "t.two"(%[[W]], %[[M]]) : (i64, i32) -> f32
%s = "t.src"() : () -> i32
%0 = "t.a"(%s) : (i32) -> f32
// CHECK-NEXT: %[[A:.*]] = "t.two"(%[[S]], %[[S]]) : (i32, i32) -> i8
// CHECK-NEXT: %[[B:.*]] = "t.same"(%[[S]], %[[S]]) : (i32, i32) -> i32
// CHECK-NEXT: %[[T2:.*]] = "t.two"(%[[A]], %[[B]]) : (i8, i32) -> index
%1 = "t.b"(%s) : (i32) -> index
// CHECK-NEXT: %[[N:.*]] = "t.attr"(%[[S]]) <{n = 42 : i32}> : (i32) -> i32
%2 = "t.str"(%s) <{s = "old"}> : (i32) -> i32
// CHECK-NEXT: "t.sink"(%[[T]], %[[T2]], %[[N]])
"t.sink"(%0, %1, %2) : (f32, index, i32) -> ()
