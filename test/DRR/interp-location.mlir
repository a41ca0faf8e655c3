// RUN: ropt %s --load-patterns %S/Inputs/location.td -canonicalize -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s
// Locations of generated ops: the fused location of the matched ops by default, else what
// the `location` directive names.

%x = "t.src"() : () -> i32 loc("x")
%b = "t.b"(%x) : (i32) -> i32 loc("b")
%a = "t.a"(%x) : (i32) -> i32 loc("a")
// CHECK: "t.same"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32 loc(fused["root", "b"])
%0 = "t.a"(%b) : (i32) -> i32 loc("root")
// CHECK: "t.same"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32 loc("outer")
%1 = "t.two"(%b, %x) : (i32, i32) -> i32 loc("two")
// CHECK: "t.same"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32 loc("a")
%2 = "t.var"(%b, %a) : (i32, i32) -> i32 loc("var")
// CHECK: "t.same"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32 loc("inner"("b"))
%3 = "t.str"(%b) <{s = "s"}> : (i32) -> i32 loc("str")
"t.sink"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
