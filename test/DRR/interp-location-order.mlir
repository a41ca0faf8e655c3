// RUN: ropt %s --load-patterns %S/Inputs/location-order.td -canonicalize -mlir-print-debuginfo -mlir-print-local-scope -allow-unregistered-dialect | FileCheck %s
// The order of the fused location of generated ops is mlir-tblgen's: the root, then each
// nested op once its own operands matched, and only as many ops as the rule has op nodes
// (a constant matched by ConstantLikeMatcher takes the place of the op nesting it).

%x = "t.src"() : () -> i32 loc("x")
%b1 = "t.b"(%x) : (i32) -> i32 loc("b1")
%a = "t.a"(%b1) : (i32) -> i32 loc("a")
%b2 = "t.b"(%x) : (i32) -> i32 loc("b2")
// CHECK: "t.same"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32 loc(fused["post", "b1", "a", "b2"])
%p = "t.two"(%a, %b2) : (i32, i32) -> i32 loc("post")
%c = "t.cst"() <{value = 3 : i32}> : () -> i32 loc("c")
%a2 = "t.a"(%c) : (i32) -> i32 loc("a2")
// CHECK: "t.cst"() <{value = 3 : i32}> : () -> i32 loc(fused["native", "c"])
%n = "t.b"(%a2) : (i32) -> i32 loc("native")
"t.sink"(%p, %n) : (i32, i32) -> ()
