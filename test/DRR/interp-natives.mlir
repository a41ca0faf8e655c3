// RUN: ropt %s --load-patterns %S/Inputs/natives.td -canonicalize | FileCheck %s
// The helpers every rule knows: ConstantLikeMatcher, ZeroAttrOf, NativeCodeCallIdentity.

// CHECK: %[[C:.*]] = "t.cst"() <{value = 7 : i32}> : () -> i32
// CHECK: %[[F:.*]] = "t.cst"() <{value = 1.500000e+00 : f32}> : () -> f32
%c = "t.cst"() <{value = 7 : i32}> : () -> i32
%f = "t.cst"() <{value = 1.5 : f32}> : () -> f32
// CHECK: %[[A:.*]] = "t.cst"() <{value = 7 : i32}> : () -> i32
%0 = "t.a"(%c) : (i32) -> i32
// CHECK: %[[AF:.*]] = "t.a"(%[[F]]) : (f32) -> f32
%1 = "t.a"(%f) : (f32) -> f32
%s = "t.src"() : () -> vector<4xf32>
// CHECK: %[[Z:.*]] = "t.cst"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
%2 = "t.b"(%s) : (vector<4xf32>) -> vector<4xf32>
%i = "t.src"() : () -> index
// CHECK: %[[ZI:.*]] = "t.cst"() <{value = 0 : index}> : () -> index
%3 = "t.b"(%i) : (index) -> index
// CHECK: %[[I:.*]] = "t.same"(%[[C]], %[[C]]) : (i32, i32) -> i32
%4 = "t.two"(%c, %s) : (i32, vector<4xf32>) -> i32
// CHECK: "t.sink"(%[[A]], %[[AF]], %[[Z]], %[[ZI]], %[[I]])
"t.sink"(%0, %1, %2, %3, %4) : (i32, f32, vector<4xf32>, index, i32) -> ()
