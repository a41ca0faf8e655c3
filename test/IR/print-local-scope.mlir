// RUN: ropt %s -split-input-file -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   %0:2 = "tst.a"() : () -> (i32, i32) loc("first")
// CHECK-NEXT:   %1 = "tst.b"(%0#0, %0#1) : (i32, i32) -> i32 loc("sum"("f.c":3:4))
// CHECK-NEXT:   "tst.c"(%1, %1) ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("argname"), %arg1: i32 loc("{{.*}}print-local-scope.mlir":21:30)):
// CHECK-NEXT:     "tst.d"(%arg0)[^bb1] : (i32) -> () loc("{{.*}}print-local-scope.mlir":22:3)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "tst.e"(%arg1) : (i32) -> () loc(callsite("callee":1:1 at "caller":2:2))
// CHECK-NEXT:   }) : (i32, i32) -> () loc("{{.*}}print-local-scope.mlir":20:1)
// CHECK-NEXT:   %2 = "tst.f"() : () -> i32 loc("first")
// CHECK-NEXT:   %3 = "tst.f"() : () -> i32 loc("7up")
// CHECK-NEXT:   "tst.g"() : () -> () loc(fused["a":1:1, "b":2:2])
// CHECK-NEXT: } loc("{{.*}}print-local-scope.mlir":0:0)
// With --mlir-print-local-scope, locations print inline and nothing is aliased.

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
// CHECK-NEXT:     "tst.i"() : () -> () loc("{{.*}}print-local-scope.mlir":39:5)
// CHECK-NEXT:   }) : () -> () loc("{{.*}}print-local-scope.mlir":38:3)
// CHECK-NEXT: } loc("module.c":9:9)
module @m {
  "tst.h"() ({
    "tst.i"() : () -> ()
  }) : () -> ()
} loc("module.c":9:9)
