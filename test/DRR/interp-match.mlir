// RUN: ropt %s --load-patterns %S/Inputs/match.td -canonicalize | FileCheck %s
// Matching: repeated names mean equal values, `either` tries both operand orders, type and
// attribute constraints on leaves, ConstantAttr / ConstantStrAttr compare with a constant.

%x = "t.src"() : () -> i32
%y = "t.src"() : () -> i32
%f = "t.src"() : () -> f32
%b = "t.b"(%y) : (i32) -> i32
// CHECK: %[[X:.*]] = "t.src"() : () -> i32
// CHECK: %[[Y:.*]] = "t.src"() : () -> i32
// CHECK: %[[F:.*]] = "t.src"() : () -> f32
// CHECK: %[[A1:.*]] = "t.a"(%[[X]]) : (i32) -> i32
// CHECK: %[[T2:.*]] = "t.two"(%[[X]], %[[Y]]) : (i32, i32) -> i32
%0 = "t.two"(%x, %x) : (i32, i32) -> i32
%1 = "t.two"(%x, %y) : (i32, i32) -> i32
// CHECK: %[[E1:.*]] = "t.b"(%[[X]]) : (i32) -> i32
// CHECK: %[[E2:.*]] = "t.b"(%[[X]]) : (i32) -> i32
%2 = "t.same"(%b, %x) : (i32, i32) -> i32
%3 = "t.same"(%x, %b) : (i32, i32) -> i32
// CHECK: %[[C1:.*]] = "t.a"(%[[X]]) : (i32) -> i32
// CHECK: %[[C2:.*]] = "t.b"(%[[F]]) : (f32) -> f32
%4 = "t.a"(%x) : (i32) -> i32
%5 = "t.a"(%f) : (f32) -> f32
// CHECK: %[[D1:.*]] = "t.a"(%[[X]]) : (i32) -> i32
%6 = "t.attr"(%x) <{n = 0 : i32}> : (i32) -> i32
%7 = "t.attr"(%x) <{n = 7 : i32}> : (i32) -> i32
// CHECK: %[[S2:.*]] = "t.str"(%[[X]]) <{s = "keep"}> : (i32) -> i32
%8 = "t.str"(%x) <{s = "drop"}> : (i32) -> i32
%9 = "t.str"(%x) <{s = "keep"}> : (i32) -> i32
// CHECK: "t.sink"(%[[A1]], %[[T2]], %[[E1]], %[[E2]], %[[C1]], %[[C2]], %[[X]], %[[D1]], %[[X]], %[[S2]])
"t.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i32, i32, i32, i32, i32, f32, i32, i32, i32, i32) -> ()
