// RUN: ropt -allow-unregistered-dialect %s -test-opaque-loc -mlir-print-debuginfo | FileCheck %s

// Opaque locations print as their fallback (each its own alias); ops of functions are cloned
// twice, terminators and the ops directly in a module are not; every op reports its number.

  func.func @foo(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32 loc("y":1:2)
    "foo.bar"() ({
      "foo.baz"() : () -> ()
    }) : () -> ()
    return %0 : i32
  } loc("x.mlir":3:4)
  func.func private @ext()

func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.last"() : () -> ()
  cf.br ^bb2
^bb2:
  "test.end"() : () -> ()
}
module @inner {
  func.func private @g() loc("g.mlir":1:1)
  "test.x"() ({
    "test.y"() : () -> () loc(fused["a":1:2, "b":3:4])
  }) : () -> () loc("name"("n.mlir":5:6))
}

// CHECK: MyLocation: 0: 'arith.addi' op 
// CHECK-NEXT: nullptr: 'arith.addi' op 
// CHECK-NEXT: MyLocation: 0: 'arith.addi' op 
// CHECK-NEXT: MyLocation: 1: 'foo.baz' op 
// CHECK-NEXT: nullptr: 'foo.baz' op 
// CHECK-NEXT: MyLocation: 1: 'foo.baz' op 
// CHECK-NEXT: MyLocation: 2: 'foo.bar' op 
// CHECK-NEXT: MyLocation: 1: 'foo.baz' op 
// CHECK-NEXT: nullptr: 'foo.baz' op 
// CHECK-NEXT: MyLocation: 1: 'foo.baz' op 
// CHECK-NEXT: nullptr: 'foo.bar' op 
// CHECK-NEXT: MyLocation: 1: 'foo.baz' op 
// CHECK-NEXT: nullptr: 'foo.baz' op 
// CHECK-NEXT: MyLocation: 1: 'foo.baz' op 
// CHECK-NEXT: MyLocation: 2: 'foo.bar' op 
// CHECK-NEXT: MyLocation: 3: 'func.return' op 
// CHECK-NEXT: MyLocation: 4: 'func.func' op 
// CHECK-NEXT: MyLocation: 5: 'func.func' op 
// CHECK-NEXT: MyLocation: 6: 'cf.cond_br' op 
// CHECK-NEXT: MyLocation: 7: 'test.last' op 
// CHECK-NEXT: nullptr: 'test.last' op 
// CHECK-NEXT: MyLocation: 7: 'test.last' op 
// CHECK-NEXT: MyLocation: 8: 'cf.br' op 
// CHECK-NEXT: MyLocation: 9: 'test.end' op 
// CHECK-NEXT: nullptr: 'test.end' op 
// CHECK-NEXT: MyLocation: 9: 'test.end' op 
// CHECK-NEXT: MyLocation: 10: 'func.func' op 
// CHECK-NEXT: MyLocation: 11: 'func.func' op 
// CHECK-NEXT: MyLocation: 12: 'test.y' op 
// CHECK-NEXT: nullptr: 'test.y' op 
// CHECK-NEXT: MyLocation: 12: 'test.y' op 
// CHECK-NEXT: MyLocation: 13: 'test.x' op 
// CHECK-NEXT: MyLocation: 14: 'builtin.module' op 
// CHECK-NEXT: : 'builtin.module' op 
// CHECK-NEXT: #loc2 = loc("{{.*}}opaque-loc.mlir":6:18)
// CHECK-NEXT: #loc6 = loc("{{.*}}opaque-loc.mlir":15:14)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @foo(%arg0: i32 loc("{{.*}}opaque-loc.mlir":6:18)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc12)
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i32 loc(#loc13)
// CHECK-NEXT:     %2 = arith.addi %arg0, %arg0 : i32 loc(#loc14)
// CHECK-NEXT:     "foo.bar"() ({
// CHECK-NEXT:       "foo.baz"() : () -> () loc(#loc16)
// CHECK-NEXT:       "foo.baz"() : () -> () loc(#loc17)
// CHECK-NEXT:       "foo.baz"() : () -> () loc(#loc18)
// CHECK-NEXT:     }) : () -> () loc(#loc15)
// CHECK-NEXT:     "foo.bar"() ({
// CHECK-NEXT:       "foo.baz"() : () -> () loc(#loc16)
// CHECK-NEXT:       "foo.baz"() : () -> () loc(#loc17)
// CHECK-NEXT:       "foo.baz"() : () -> () loc(#loc18)
// CHECK-NEXT:     }) : () -> () loc(#loc19)
// CHECK-NEXT:     "foo.bar"() ({
// CHECK-NEXT:       "foo.baz"() : () -> () loc(#loc16)
// CHECK-NEXT:       "foo.baz"() : () -> () loc(#loc17)
// CHECK-NEXT:       "foo.baz"() : () -> () loc(#loc18)
// CHECK-NEXT:     }) : () -> () loc(#loc20)
// CHECK-NEXT:     return %2 : i32 loc(#loc21)
// CHECK-NEXT:   } loc(#loc11)
// CHECK-NEXT:   func.func private @ext() loc(#loc22)
// CHECK-NEXT:   func.func @f(%arg0: i1 loc("{{.*}}opaque-loc.mlir":15:14)) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2 loc(#loc24)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.last"() : () -> () loc(#loc25)
// CHECK-NEXT:     "test.last"() : () -> () loc(#loc26)
// CHECK-NEXT:     "test.last"() : () -> () loc(#loc27)
// CHECK-NEXT:     cf.br ^bb2 loc(#loc28)
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "test.end"() : () -> () loc(#loc29)
// CHECK-NEXT:     "test.end"() : () -> () loc(#loc30)
// CHECK-NEXT:     "test.end"() : () -> () loc(#loc31)
// CHECK-NEXT:   } loc(#loc23)
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func private @g() loc(#loc33)
// CHECK-NEXT:     "test.x"() ({
// CHECK-NEXT:       "test.y"() : () -> () loc(#loc37)
// CHECK-NEXT:       "test.y"() : () -> () loc(#loc38)
// CHECK-NEXT:       "test.y"() : () -> () loc(#loc36)
// CHECK-NEXT:     }) : () -> () loc(#loc34)
// CHECK-NEXT:   } loc(#loc32)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}opaque-loc.mlir":0:0)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc3 = loc("y":1:2)
// CHECK-NEXT: #loc4 = loc("{{.*}}opaque-loc.mlir":8:5)
// CHECK-NEXT: #loc5 = loc("{{.*}}opaque-loc.mlir":9:7)
// CHECK-NEXT: #loc7 = loc("{{.*}}opaque-loc.mlir":18:3)
// CHECK-NEXT: #loc8 = loc("{{.*}}opaque-loc.mlir":21:3)
// CHECK-NEXT: #loc9 = loc("a":1:2)
// CHECK-NEXT: #loc10 = loc("b":3:4)
// CHECK-NEXT: #loc11 = loc(#loc1)
// CHECK-NEXT: #loc12 = loc(#loc3)
// CHECK-NEXT: #loc13 = loc(#loc3)
// CHECK-NEXT: #loc14 = loc(#loc1)
// CHECK-NEXT: #loc15 = loc(#loc4)
// CHECK-NEXT: #loc16 = loc(#loc5)
// CHECK-NEXT: #loc17 = loc(#loc5)
// CHECK-NEXT: #loc18 = loc(#loc1)
// CHECK-NEXT: #loc19 = loc(#loc4)
// CHECK-NEXT: #loc20 = loc(#loc1)
// CHECK-NEXT: #loc21 = loc(#loc1)
// CHECK-NEXT: #loc22 = loc(#loc1)
// CHECK-NEXT: #loc23 = loc(#loc1)
// CHECK-NEXT: #loc24 = loc(#loc1)
// CHECK-NEXT: #loc25 = loc(#loc7)
// CHECK-NEXT: #loc26 = loc(#loc7)
// CHECK-NEXT: #loc27 = loc(#loc1)
// CHECK-NEXT: #loc28 = loc(#loc1)
// CHECK-NEXT: #loc29 = loc(#loc8)
// CHECK-NEXT: #loc30 = loc(#loc8)
// CHECK-NEXT: #loc31 = loc(#loc1)
// CHECK-NEXT: #loc32 = loc(#loc1)
// CHECK-NEXT: #loc33 = loc(#loc1)
// CHECK-NEXT: #loc34 = loc(#loc1)
// CHECK-NEXT: #loc35 = loc(fused[#loc9, #loc10])
// CHECK-NEXT: #loc36 = loc(#loc1)
// CHECK-NEXT: #loc37 = loc(#loc35)
// CHECK-NEXT: #loc38 = loc(#loc35)
// CHECK-EMPTY:
