// RUN: ropt %s -allow-unregistered-dialect -strip-debuginfo -mlir-print-debuginfo | FileCheck %s

// CHECK: #loc = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.op"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc(unknown)):
// CHECK-NEXT:     "test.ret"(%arg0) : (i32) -> () loc(#loc)
// CHECK-NEXT:   }) : () -> () loc(#loc)
// CHECK-NEXT: } loc(#loc)

"test.op"() ({
^bb0(%a: i32 loc("arg.mlir":1:2)):
  "test.ret"(%a) : (i32) -> () loc("ret.mlir":3:4)
}) : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])

