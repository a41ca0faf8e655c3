// RUN: ropt %s -split-input-file -allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

// With --mlir-print-debuginfo, op locations get #loc aliases printed after the module.

// CHECK: module {
// CHECK-NEXT: "test.op"() : () -> () loc(#loc1)
// CHECK-NEXT: "test.op2"() : () -> () loc(#loc4)
// CHECK-NEXT: "test.op2"() : () -> () loc(#loc5)
// CHECK-NEXT: "test.op2"() : () -> () loc(#loc6)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc({{.*}})
// CHECK-NEXT: #loc1 = loc("x.mlir":3:4)
// CHECK-NEXT: #loc2 = loc("a":1:2)
// CHECK-NEXT: #loc3 = loc("b":3:4)
// CHECK-NEXT: #loc4 = loc(fused[#loc2, #loc3])
// CHECK-NEXT: #loc5 = loc(callsite(#loc2 at #loc3))
// CHECK-NEXT: #loc6 = loc("n"(#loc2))
"test.op"() : () -> () loc("x.mlir":3:4)
"test.op2"() : () -> () loc(fused["a":1:2, "b":3:4])
"test.op2"() : () -> () loc(callsite("a":1:2 at "b":3:4))
"test.op2"() : () -> () loc("n"("a":1:2))
// -----

// CHECK: module {
// CHECK-NEXT: "test.op2"() : () -> () loc(#loc1)
// CHECK-NEXT: "test.op2"() : () -> () loc(#loc2)
// CHECK-NEXT: "test.op2"() : () -> () loc(#loc5)
// CHECK-NEXT: "test.op3"() : () -> () loc(#loc4)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc({{.*}})
// CHECK-NEXT: #loc1 = loc("a":1:2 to 3:4)
// CHECK-NEXT: #loc2 = loc("a":1:2 to :4)
// CHECK-NEXT: #loc3 = loc("a":1:2)
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc5 = loc(fused<"m">[#loc3])
"test.op2"() : () -> () loc("a":1:2 to 3:4)
"test.op2"() : () -> () loc("a":1:2 to :4)
"test.op2"() : () -> () loc(fused<"m">["a":1:2])
"test.op3"() : () -> () loc(unknown)
// -----

// CHECK: #loc1 = loc("defined":1:1)
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #loc1} : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc({{.*}})
#loc = loc("defined":1:1)
"test.op"() {a = #loc} : () -> () loc(#loc)
