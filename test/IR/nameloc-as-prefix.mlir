// RUN: ropt %s -split-input-file -allow-unregistered-dialect -mlir-use-nameloc-as-prefix | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   %first:2 = "tst.a"() : () -> (i32, i32)
// CHECK-NEXT:   %sum = "tst.b"(%first#0, %first#1) : (i32, i32) -> i32
// CHECK-NEXT:   "tst.c"(%sum, %sum) ({
// CHECK-NEXT:   ^bb0(%argname: i32, %arg1: i32):
// CHECK-NEXT:     "tst.d"(%argname)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "tst.e"(%arg1) : (i32) -> ()
// CHECK-NEXT:   }) : (i32, i32) -> ()
// CHECK-NEXT:   %first_0 = "tst.f"() : () -> i32
// CHECK-NEXT:   %_7up = "tst.f"() : () -> i32
// CHECK-NEXT:   "tst.g"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// --mlir-use-nameloc-as-prefix names values after their name locations.

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
// CHECK-NEXT: module @m {
// CHECK-NEXT:   "tst.h"() ({
// CHECK-NEXT:     "tst.i"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
module @m {
  "tst.h"() ({
    "tst.i"() : () -> ()
  }) : () -> ()
} loc("module.c":9:9)
