// RUN: ropt %s -allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s --check-prefix=PRETTY

// Nested fused locations are flattened only when their metadata is the same; a range that
// ends where it starts prints as its start; pretty call sites stay on one line when a name
// is called from a file location.

"t.d"() : () -> () loc(fused<"m">["a":1:2, fused["b":3:4, "c":1:1]])
"t.e"() : () -> () loc(fused<"m">["a":1:2, fused<"m">["b":3:4, "c":1:1]])
"t.f"() : () -> () loc(fused["a":1:2, fused["b":3:4, "c":1:1]])
"t.g"() : () -> () loc(fused["a":1:2, fused<"m">["b":3:4, "c":1:1]])
"t.h"() : () -> () loc("f":7:3 to 7:3)
"t.j"() : () -> () loc("f":7:3 to 8:3)
"t.k"() : () -> () loc("f":7:3 to 7:5)
"t.l"() : () -> () loc(callsite("n"("a":1:2) at "f":5:6))
"t.m"() : () -> () loc(callsite("n" at "f":5:6))
"t.n"() : () -> () loc(callsite("a":1:2 at "f":5:6))
"t.o"() : () -> () loc(callsite("n" at "g"("f":5:6)))
"t.p"() : () -> () loc(callsite("n" at "f":5:6 to :9))

// CHECK: module {
// CHECK-NEXT: "t.d"() : () -> () loc(#loc19)
// CHECK-NEXT: "t.e"() : () -> () loc(#loc11)
// CHECK-NEXT: "t.f"() : () -> () loc(#loc12)
// CHECK-NEXT: "t.g"() : () -> () loc(#loc20)
// CHECK-NEXT: "t.h"() : () -> () loc(#loc4)
// CHECK-NEXT: "t.j"() : () -> () loc(#loc5)
// CHECK-NEXT: "t.k"() : () -> () loc(#loc6)
// CHECK-NEXT: "t.l"() : () -> () loc(#loc21)
// CHECK-NEXT: "t.m"() : () -> () loc(#loc15)
// CHECK-NEXT: "t.n"() : () -> () loc(#loc16)
// CHECK-NEXT: "t.o"() : () -> () loc(#loc22)
// CHECK-NEXT: "t.p"() : () -> () loc(#loc18)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc({{.*}})
// CHECK-NEXT: #loc1 = loc("a":1:2)
// CHECK-NEXT: #loc2 = loc("b":3:4)
// CHECK-NEXT: #loc3 = loc("c":1:1)
// CHECK-NEXT: #loc4 = loc("f":7:3)
// CHECK-NEXT: #loc5 = loc("f":7:3 to 8:3)
// CHECK-NEXT: #loc6 = loc("f":7:3 to :5)
// CHECK-NEXT: #loc7 = loc("f":5:6)
// CHECK-NEXT: #loc8 = loc("n")
// CHECK-NEXT: #loc9 = loc("f":5:6 to :9)
// CHECK-NEXT: #loc10 = loc(fused[#loc2, #loc3])
// CHECK-NEXT: #loc11 = loc(fused<"m">[#loc1, #loc2, #loc3])
// CHECK-NEXT: #loc12 = loc(fused[#loc1, #loc2, #loc3])
// CHECK-NEXT: #loc13 = loc(fused<"m">[#loc2, #loc3])
// CHECK-NEXT: #loc14 = loc("n"(#loc1))
// CHECK-NEXT: #loc15 = loc(callsite(#loc8 at #loc7))
// CHECK-NEXT: #loc16 = loc(callsite(#loc1 at #loc7))
// CHECK-NEXT: #loc17 = loc("g"(#loc7))
// CHECK-NEXT: #loc18 = loc(callsite(#loc8 at #loc9))
// CHECK-NEXT: #loc19 = loc(fused<"m">[#loc1, #loc10])
// CHECK-NEXT: #loc20 = loc(fused[#loc1, #loc13])
// CHECK-NEXT: #loc21 = loc(callsite(#loc14 at #loc7))
// CHECK-NEXT: #loc22 = loc(callsite(#loc8 at #loc17))

// PRETTY: module {
// PRETTY-NEXT: "t.d"() : () -> () <"m">[#loc1, #loc10]
// PRETTY-NEXT: "t.e"() : () -> () <"m">[#loc1, #loc2, #loc3]
// PRETTY-NEXT: "t.f"() : () -> () [#loc1, #loc2, #loc3]
// PRETTY-NEXT: "t.g"() : () -> () [#loc1, #loc13]
// PRETTY-NEXT: "t.h"() : () -> () f:7:3
// PRETTY-NEXT: "t.j"() : () -> () f:7:3 to 8:3
// PRETTY-NEXT: "t.k"() : () -> () f:7:3 to :5
// PRETTY-NEXT: "t.l"() : () -> () #loc14 at #loc7
// PRETTY-NEXT: "t.m"() : () -> () #loc8 at #loc7
// PRETTY-NEXT: "t.n"() : () -> () #loc1
// PRETTY-NEXT: at #loc7
// PRETTY-NEXT: "t.o"() : () -> () #loc8
// PRETTY-NEXT: at #loc17
// PRETTY-NEXT: "t.p"() : () -> () #loc8 at #loc9
// PRETTY-NEXT: } {{.*}}:0:0
// PRETTY-NEXT: #loc = {{.*}}:0:0
// PRETTY-NEXT: #loc1 = a:1:2
// PRETTY-NEXT: #loc2 = b:3:4
// PRETTY-NEXT: #loc3 = c:1:1
// PRETTY-NEXT: #loc4 = f:7:3
// PRETTY-NEXT: #loc5 = f:7:3 to 8:3
// PRETTY-NEXT: #loc6 = f:7:3 to :5
// PRETTY-NEXT: #loc7 = f:5:6
// PRETTY-NEXT: #loc8 = "n"
// PRETTY-NEXT: #loc9 = f:5:6 to :9
// PRETTY-NEXT: #loc10 = [#loc2, #loc3]
// PRETTY-NEXT: #loc11 = <"m">[#loc1, #loc2, #loc3]
// PRETTY-NEXT: #loc12 = [#loc1, #loc2, #loc3]
// PRETTY-NEXT: #loc13 = <"m">[#loc2, #loc3]
// PRETTY-NEXT: #loc14 = "n"(#loc1)
// PRETTY-NEXT: #loc15 = #loc8 at #loc7
// PRETTY-NEXT: #loc16 = #loc1
// PRETTY-NEXT: at #loc7
// PRETTY-NEXT: #loc17 = "g"(#loc7)
// PRETTY-NEXT: #loc18 = #loc8 at #loc9
// PRETTY-NEXT: #loc19 = <"m">[#loc1, #loc10]
// PRETTY-NEXT: #loc20 = [#loc1, #loc13]
// PRETTY-NEXT: #loc21 = #loc14 at #loc7
// PRETTY-NEXT: #loc22 = #loc8
// PRETTY-NEXT: at #loc17
