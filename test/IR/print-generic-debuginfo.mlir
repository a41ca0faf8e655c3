// RUN: ropt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s

// CHECK: #loc4 = loc("argname")
// CHECK-NEXT: #loc5 = loc("{{.*}}print-generic-debuginfo.mlir":37:30)
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "tst.a"() : () -> (i32, i32) loc(#loc1)
// CHECK-NEXT:   %1 = "tst.b"(%0#0, %0#1) : (i32, i32) -> i32 loc(#loc12)
// CHECK-NEXT:   "tst.c"(%1, %1) ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("argname"), %arg1: i32 loc("{{.*}}print-generic-debuginfo.mlir":37:30)):
// CHECK-NEXT:     "tst.d"(%arg0)[^bb1] : (i32) -> () loc(#loc6)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "tst.e"(%arg1) : (i32) -> () loc(#loc13)
// CHECK-NEXT:   }) : (i32, i32) -> () loc(#loc3)
// CHECK-NEXT:   %2 = "tst.f"() : () -> i32 loc(#loc1)
// CHECK-NEXT:   %3 = "tst.f"() : () -> i32 loc(#loc9)
// CHECK-NEXT:   "tst.g"() : () -> () loc(#loc14)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}print-generic-debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("first")
// CHECK-NEXT: #loc2 = loc("f.c":3:4)
// CHECK-NEXT: #loc3 = loc("{{.*}}print-generic-debuginfo.mlir":36:1)
// CHECK-NEXT: #loc6 = loc("{{.*}}print-generic-debuginfo.mlir":38:3)
// CHECK-NEXT: #loc7 = loc("callee":1:1)
// CHECK-NEXT: #loc8 = loc("caller":2:2)
// CHECK-NEXT: #loc9 = loc("7up")
// CHECK-NEXT: #loc10 = loc("a":1:1)
// CHECK-NEXT: #loc11 = loc("b":2:2)
// CHECK-NEXT: #loc12 = loc("sum"(#loc2))
// CHECK-NEXT: #loc13 = loc(callsite(#loc7 at #loc8))
// CHECK-NEXT: #loc14 = loc(fused[#loc10, #loc11])
// CHECK-EMPTY:
// The generic form with locations.

%0:2 = "tst.a"() : () -> (i32, i32) loc("first")
%1 = "tst.b"(%0#0, %0#1) : (i32, i32) -> i32 loc("sum"("f.c":3:4))
"tst.c"(%1, %1) ({
^bb0(%a: i32 loc("argname"), %b: i32):
  "tst.d"(%a)[^bb1] : (i32) -> ()
^bb1:
  "tst.e"(%b) : (i32) -> () loc(callsite("callee":1:1 at "caller":2:2))
}) : (i32, i32) -> ()
%2 = "tst.f"() : () -> i32 loc("first")
%3 = "tst.f"() : () -> i32 loc("7up")
"tst.g"() : () -> () loc(fused["a":1:1, "b":2:2])

// -----
// CHECK: {{^}}// {{-----$}}
// CHECK-NEXT: "builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT:   "tst.h"() ({
// CHECK-NEXT:     "tst.i"() : () -> () loc(#loc2)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("module.c":9:9)
// CHECK-NEXT: #loc1 = loc("{{.*}}print-generic-debuginfo.mlir":58:3)
// CHECK-NEXT: #loc2 = loc("{{.*}}print-generic-debuginfo.mlir":59:5)
// CHECK-EMPTY:
module @m {
  "tst.h"() ({
    "tst.i"() : () -> ()
  }) : () -> ()
} loc("module.c":9:9)
