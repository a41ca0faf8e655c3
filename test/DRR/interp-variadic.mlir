// RUN: ropt %s --load-patterns %S/Inputs/variadic.td -canonicalize | FileCheck %s
// `(variadic ...)` matches a variadic operand with exactly that many values, each matched
// as an operand (nested dags too); its name binds the whole range.

// CHECK: %[[X:.*]] = "t.src"() : () -> i32
// CHECK-NEXT: %[[Y:.*]] = "t.src"() : () -> i32
// CHECK-NEXT: %[[B:.*]] = "t.b"(%[[X]]) : (i32) -> i32
%x = "t.src"() : () -> i32
%y = "t.src"() : () -> i32
%b = "t.b"(%x) : (i32) -> i32
// CHECK-NEXT: %[[T:.*]] = "t.two"(%[[Y]], %[[X]]) : (i32, i32) -> i32
%0 = "t.var"(%x, %y) : (i32, i32) -> i32
// CHECK-NEXT: %[[A:.*]] = "t.a"(%[[X]]) : (i32) -> i32
%1 = "t.var"(%b) : (i32) -> i32
// CHECK-NEXT: %[[V3:.*]] = "t.var"(%[[X]], %[[Y]], %[[X]]) : (i32, i32, i32) -> i32
// CHECK-NEXT: %[[W:.*]] = "t.var"(%[[X]], %[[Y]], %[[X]]) : (i32, i32, i32) -> i32
%2 = "t.var"(%x, %y, %x) : (i32, i32, i32) -> i32
%3 = "t.a"(%2) : (i32) -> i32
// CHECK-NEXT: %[[V1:.*]] = "t.var"(%[[Y]]) : (i32) -> i32
%4 = "t.var"(%y) : (i32) -> i32
// CHECK-NEXT: "t.sink"(%[[T]], %[[A]], %[[W]], %[[V1]])
"t.sink"(%0, %1, %3, %4) : (i32, i32, i32, i32) -> ()
