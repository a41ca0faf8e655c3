// RUN: ropt %s -allow-unregistered-dialect -mlir-use-nameloc-as-prefix | FileCheck %s

// With --mlir-use-nameloc-as-prefix, the name location is searched depth first through
// call sites, fused locations and the metadata of a fused location when that metadata is a
// location itself (after the fused members), as mlir-opt 22 does.

// CHECK: %inner = "t.a"() : () -> i32
%0 = "t.a"() : () -> i32 loc(fused<loc("inner")>["f":1:2])
// CHECK: %first = "t.b"() : () -> i32
%1 = "t.b"() : () -> i32 loc(fused<loc("second")>["f":1:2, "first"])
// CHECK: %0 = "t.c"() : () -> i32
%2 = "t.c"() : () -> i32 loc(fused<{a = loc("no")}>["f":1:2])
// CHECK: %deep = "t.d"() : () -> i32
%3 = "t.d"() : () -> i32 loc(fused<loc(fused<loc(callsite("deep" at "f":1:1))>["f":2:2])>["f":1:2])
"t.e"() ({
// CHECK: ^bb0(%_C3A9A: i32):
^bb0(%a: i32 loc(fused<loc(fused<0x10 : i32>["é\n"("f":3:6)])>[])):
  "t.f"() : () -> ()
}) : () -> ()
