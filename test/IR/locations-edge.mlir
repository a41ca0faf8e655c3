// RUN: ropt %s -split-input-file -allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

// Location forms mlir-opt accepts: a line without column, ranges, nested names.

// CHECK: module {
// CHECK-NEXT: "test.op"() : () -> () loc(#loc1)
// CHECK-NEXT: "test.op"() : () -> () loc(#loc2)
// CHECK-NEXT: "test.op"() : () -> () loc(#loc5)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc({{.*}})
// CHECK-NEXT: #loc1 = loc("a":2:0)
// CHECK-NEXT: #loc2 = loc("a":2:3 to 4:5)
// CHECK-NEXT: #loc3 = loc("a":1:1)
// CHECK-NEXT: #loc4 = loc("m"(#loc3))
// CHECK-NEXT: #loc5 = loc("n"(#loc4))
"test.op"() : () -> () loc("a":2)
"test.op"() : () -> () loc("a":2:3 to 4:5)
"test.op"() : () -> () loc("n"("m"("a":1:1)))
// -----

// CHECK: #loc2 = loc("a":2:0)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: #loc4 = loc("a":1:1)
// CHECK-NEXT: #loc5 = loc(fused<"x">[#loc3])
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #loc2, b = #loc5, c = #loc4} : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc({{.*}})
// CHECK-NEXT: #loc1 = loc({{.*}})
"test.op"() {a = loc("a":2), b = loc(fused<"x">[]), c = loc(fused["a":1:1])} : () -> ()
