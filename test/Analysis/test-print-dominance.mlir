// RUN: ropt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(test-print-dominance))" -split-input-file -o /dev/null | FileCheck %s
// RUN: ropt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(test-print-dominance))" -split-input-file | FileCheck %s --check-prefix=IR

// A diamond, a loop, two exits (no common post-dominator), an endless loop, nested regions
// and graph regions (whose blocks properly dominate themselves).
func.func @diamond(%cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^exit
^bb2:
  cf.br ^exit
^exit:
  return
}

// -----

func.func @loop(%arg0 : i32, %arg1 : i32) {
  cf.br ^header(%arg0 : i32)
^header(%counter : i32):
  %lt = arith.cmpi slt, %counter, %arg1 : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %c1 = arith.constant 1 : i32
  %inc = arith.addi %counter, %c1 : i32
  cf.br ^header(%inc : i32)
^exit:
  return
}

// -----

func.func @exits(%cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  return
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb2
}

// -----

// The function pass numbers the module's block too, and sets it on the module.
// IR: module attributes {test.block_ids = array<i64: 6>} {
// IR-LABEL: func.func @nested
// IR-SAME: attributes {test.block_ids = array<i64: 0, 3, 5>}
func.func @nested(%a : index, %b : index, %c : index, %cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  scf.for %i = %a to %b step %c {
    scf.for %j = %a to %b step %c { }
    // IR: } {test.block_ids = array<i64: 1>}
  }
  // IR: } {test.block_ids = array<i64: 2>}
  cf.br ^bb2
^bb2:
  // IR: "test.graph"() ({
  // IR: }) {test.block_ids = array<i64: 4>}
  "test.graph"() ({
    "test.foo"() : () -> ()
  }) : () -> ()
  return
}

// CHECK: Testing : diamond
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 0
// CHECK-NEXT: Nearest(0, 2) = 0
// CHECK-NEXT: Nearest(0, 3) = 0
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 0
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 0
// CHECK-NEXT: Nearest(1, 3) = 0
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 0
// CHECK-NEXT: Nearest(2, 1) = 0
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 0
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 0
// CHECK-NEXT: Nearest(3, 1) = 0
// CHECK-NEXT: Nearest(3, 2) = 0
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 3
// CHECK-NEXT: Nearest(0, 2) = 3
// CHECK-NEXT: Nearest(0, 3) = 3
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 3
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 3
// CHECK-NEXT: Nearest(1, 3) = 3
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 3
// CHECK-NEXT: Nearest(2, 1) = 3
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 3
// CHECK-NEXT: Nearest(3, 1) = 3
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: Testing : loop
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 0
// CHECK-NEXT: Nearest(0, 2) = 0
// CHECK-NEXT: Nearest(0, 3) = 0
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 0
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 1
// CHECK-NEXT: Nearest(1, 3) = 1
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 0
// CHECK-NEXT: Nearest(2, 1) = 1
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 1
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 0
// CHECK-NEXT: Nearest(3, 1) = 1
// CHECK-NEXT: Nearest(3, 2) = 1
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 1
// CHECK-NEXT: Nearest(0, 2) = 1
// CHECK-NEXT: Nearest(0, 3) = 3
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 1
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 1
// CHECK-NEXT: Nearest(1, 3) = 3
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 1
// CHECK-NEXT: Nearest(2, 1) = 1
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 3
// CHECK-NEXT: Nearest(3, 1) = 3
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: dominates(1, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(1, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: postdominates(1, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: Testing : exits
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 0
// CHECK-NEXT: Nearest(0, 2) = 0
// CHECK-NEXT: Nearest(0, 3) = 0
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 0
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 0
// CHECK-NEXT: Nearest(1, 3) = 0
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 0
// CHECK-NEXT: Nearest(2, 1) = 0
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 2
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 0
// CHECK-NEXT: Nearest(3, 1) = 0
// CHECK-NEXT: Nearest(3, 2) = 2
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = <no dom>
// CHECK-NEXT: Nearest(0, 2) = <no dom>
// CHECK-NEXT: Nearest(0, 3) = <no dom>
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = <no dom>
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = <no dom>
// CHECK-NEXT: Nearest(1, 3) = <no dom>
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = <no dom>
// CHECK-NEXT: Nearest(2, 1) = <no dom>
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = <no dom>
// CHECK-NEXT: Nearest(3, 1) = <no dom>
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: dominates(2, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: Testing : nested
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 0
// CHECK-NEXT: Nearest(0, 2) = 0
// CHECK-NEXT: Nearest(0, 3) = 0
// CHECK-NEXT: Nearest(0, 4) = 0
// CHECK-NEXT: Nearest(0, 5) = 0
// CHECK-NEXT: Nearest(0, 6) = 6
// CHECK-NEXT: Nearest(1, 0) = 0
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 2
// CHECK-NEXT: Nearest(1, 3) = 3
// CHECK-NEXT: Nearest(1, 4) = 0
// CHECK-NEXT: Nearest(1, 5) = 0
// CHECK-NEXT: Nearest(1, 6) = 6
// CHECK-NEXT: Nearest(2, 0) = 0
// CHECK-NEXT: Nearest(2, 1) = 2
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(2, 4) = 0
// CHECK-NEXT: Nearest(2, 5) = 0
// CHECK-NEXT: Nearest(2, 6) = 6
// CHECK-NEXT: Nearest(3, 0) = 0
// CHECK-NEXT: Nearest(3, 1) = 3
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 0
// CHECK-NEXT: Nearest(3, 5) = 0
// CHECK-NEXT: Nearest(3, 6) = 6
// CHECK-NEXT: Nearest(4, 0) = 0
// CHECK-NEXT: Nearest(4, 1) = 0
// CHECK-NEXT: Nearest(4, 2) = 0
// CHECK-NEXT: Nearest(4, 3) = 0
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: Nearest(4, 5) = 5
// CHECK-NEXT: Nearest(4, 6) = 6
// CHECK-NEXT: Nearest(5, 0) = 0
// CHECK-NEXT: Nearest(5, 1) = 0
// CHECK-NEXT: Nearest(5, 2) = 0
// CHECK-NEXT: Nearest(5, 3) = 0
// CHECK-NEXT: Nearest(5, 4) = 5
// CHECK-NEXT: Nearest(5, 5) = 5
// CHECK-NEXT: Nearest(5, 6) = 6
// CHECK-NEXT: Nearest(6, 0) = 6
// CHECK-NEXT: Nearest(6, 1) = 6
// CHECK-NEXT: Nearest(6, 2) = 6
// CHECK-NEXT: Nearest(6, 3) = 6
// CHECK-NEXT: Nearest(6, 4) = 6
// CHECK-NEXT: Nearest(6, 5) = 6
// CHECK-NEXT: Nearest(6, 6) = 6
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 5
// CHECK-NEXT: Nearest(0, 2) = 5
// CHECK-NEXT: Nearest(0, 3) = 5
// CHECK-NEXT: Nearest(0, 4) = 5
// CHECK-NEXT: Nearest(0, 5) = 5
// CHECK-NEXT: Nearest(0, 6) = 6
// CHECK-NEXT: Nearest(1, 0) = 5
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 2
// CHECK-NEXT: Nearest(1, 3) = 3
// CHECK-NEXT: Nearest(1, 4) = 5
// CHECK-NEXT: Nearest(1, 5) = 5
// CHECK-NEXT: Nearest(1, 6) = 6
// CHECK-NEXT: Nearest(2, 0) = 5
// CHECK-NEXT: Nearest(2, 1) = 2
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(2, 4) = 5
// CHECK-NEXT: Nearest(2, 5) = 5
// CHECK-NEXT: Nearest(2, 6) = 6
// CHECK-NEXT: Nearest(3, 0) = 5
// CHECK-NEXT: Nearest(3, 1) = 3
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 5
// CHECK-NEXT: Nearest(3, 5) = 5
// CHECK-NEXT: Nearest(3, 6) = 6
// CHECK-NEXT: Nearest(4, 0) = 5
// CHECK-NEXT: Nearest(4, 1) = 5
// CHECK-NEXT: Nearest(4, 2) = 5
// CHECK-NEXT: Nearest(4, 3) = 5
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: Nearest(4, 5) = 5
// CHECK-NEXT: Nearest(4, 6) = 6
// CHECK-NEXT: Nearest(5, 0) = 5
// CHECK-NEXT: Nearest(5, 1) = 5
// CHECK-NEXT: Nearest(5, 2) = 5
// CHECK-NEXT: Nearest(5, 3) = 5
// CHECK-NEXT: Nearest(5, 4) = 5
// CHECK-NEXT: Nearest(5, 5) = 5
// CHECK-NEXT: Nearest(5, 6) = 6
// CHECK-NEXT: Nearest(6, 0) = 6
// CHECK-NEXT: Nearest(6, 1) = 6
// CHECK-NEXT: Nearest(6, 2) = 6
// CHECK-NEXT: Nearest(6, 3) = 6
// CHECK-NEXT: Nearest(6, 4) = 6
// CHECK-NEXT: Nearest(6, 5) = 6
// CHECK-NEXT: Nearest(6, 6) = 6
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 4) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 5) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 6) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 5) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 6) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 5) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 6) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 5) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 6) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 5) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 6) = 0 (properly = 0)
// CHECK-NEXT: dominates(5, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(5, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(5, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(5, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(5, 4) = 1 (properly = 1)
// CHECK-NEXT: dominates(5, 5) = 1 (properly = 0)
// CHECK-NEXT: dominates(5, 6) = 0 (properly = 0)
// CHECK-NEXT: dominates(6, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(6, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(6, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(6, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(6, 4) = 1 (properly = 1)
// CHECK-NEXT: dominates(6, 5) = 1 (properly = 1)
// CHECK-NEXT: dominates(6, 6) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 5) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 6) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 5) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 6) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 5) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 6) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 5) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 6) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 5) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 6) = 0 (properly = 0)
// CHECK-NEXT: postdominates(5, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(5, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(5, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(5, 3) = 1 (properly = 1)
// CHECK-NEXT: postdominates(5, 4) = 1 (properly = 1)
// CHECK-NEXT: postdominates(5, 5) = 1 (properly = 0)
// CHECK-NEXT: postdominates(5, 6) = 0 (properly = 0)
// CHECK-NEXT: postdominates(6, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(6, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(6, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(6, 3) = 1 (properly = 1)
// CHECK-NEXT: postdominates(6, 4) = 1 (properly = 1)
// CHECK-NEXT: postdominates(6, 5) = 1 (properly = 1)
// CHECK-NEXT: postdominates(6, 6) = 1 (properly = 1)
