// RUN: ropt %s -split-input-file -allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s

// --mlir-pretty-debuginfo prints locations without loc(...) and quotes.

// CHECK: #loc2 = x:1:2
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() {a = #loc2} : () -> () a b:1:2
// CHECK-NEXT: "test.op"() : () -> () [unknown]
// CHECK-NEXT: } {{.*}}
// CHECK-NEXT: #loc = {{.*}}
// CHECK-NEXT: #loc1 = a b:1:2
// CHECK-NEXT: #loc3 = [unknown]
"test.op"() {a = loc("x":1:2)} : () -> () loc("a b":1:2)
"test.op"() : () -> () loc(unknown)
// -----

// CHECK: module {
// CHECK-NEXT: "test.op2"() : () -> () [#loc1, #loc2]
// CHECK-NEXT: "test.op2"() : () -> () #loc1
// CHECK-NEXT: at #loc2
// CHECK-NEXT: "test.op2"() : () -> () "n"(#loc1)
// CHECK-NEXT: "test.op2"() : () -> () <"m">[#loc3]
// CHECK-NEXT: } {{.*}}
// CHECK-NEXT: #loc = {{.*}}
// CHECK-NEXT: #loc1 = a:1:2
// CHECK-NEXT: #loc2 = b:3:4
// CHECK-NEXT: #loc3 = a:1:2 to 3:4
// CHECK-NEXT: #loc4 = [#loc1, #loc2]
// CHECK-NEXT: #loc5 = #loc1
// CHECK-NEXT: at #loc2
// CHECK-NEXT: #loc6 = "n"(#loc1)
// CHECK-NEXT: #loc7 = <"m">[#loc3]
"test.op2"() : () -> () loc(fused["a":1:2, "b":3:4])
"test.op2"() : () -> () loc(callsite("a":1:2 at "b":3:4))
"test.op2"() : () -> () loc("n"("a":1:2))
"test.op2"() : () -> () loc(fused<"m">["a":1:2 to 3:4])
