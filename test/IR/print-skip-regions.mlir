// RUN: ropt %s -split-input-file -allow-unregistered-dialect -mlir-print-skip-regions | FileCheck %s

// CHECK: module {...}
// CHECK-EMPTY:
// --mlir-print-skip-regions leaves out the regions of every op.

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
// CHECK-NEXT: module @m {...}
// CHECK-EMPTY:
module @m {
  "tst.h"() ({
    "tst.i"() : () -> ()
  }) : () -> ()
} loc("module.c":9:9)
