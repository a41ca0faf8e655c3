// RUN: ropt -allow-unregistered-dialect -test-dead-code-analysis %s 2>&1 | FileCheck %s

// Executable blocks and edges, and the predecessors of region entries, region-branch results,
// callables and calls, as the dead-code analysis finds them with constant propagation; ops with
// unknown control flow make every successor live.

func.func @test_cfg(%cond: i1) -> ()
    attributes {tag = "test_cfg"} {
  cf.br ^bb1

^bb1:
  cf.cond_br %cond, ^bb1, ^bb2

^bb2:
  return
}

func.func @test_region_control_flow(%cond: i1, %arg0: i64, %arg1: i64) -> () {
  scf.if %cond {
    scf.yield {then}
  } else {
    scf.yield {else}
  } {tag = "test_if"}
  %c2_i64 = arith.constant 2 : i64
  %0:2 = scf.while (%arg2 = %arg0) : (i64) -> (i64, i64) {
    %1 = arith.cmpi slt, %arg2, %arg1 : i64
    scf.condition(%1) %arg2, %arg2 : i64, i64
  } do {
  ^bb0(%arg2: i64, %arg3: i64):
    %1 = arith.muli %arg3, %c2_i64 : i64
    scf.yield %1 : i64
  } attributes {tag = "test_while"}
  return
}

func.func private @foo(%arg0: i32) -> i32
    attributes {tag = "foo"} {
  return {a} %arg0 : i32
}

func.func @bar(%cond: i1) -> i32
    attributes {tag = "bar"} {
  cf.cond_br %cond, ^bb1, ^bb2

^bb1:
  %c0 = arith.constant 0 : i32
  return {b} %c0 : i32

^bb2:
  %c1 = arith.constant 1 : i32
  return {c} %c1 : i32
}

func.func private @baz(i32) -> i32 attributes {tag = "baz"}

func.func @test_callgraph(%cond: i1, %arg0: i32) -> i32 {
  %0 = func.call @foo(%arg0) {tag = "a"} : (i32) -> i32
  cf.cond_br %cond, ^bb1, ^bb2

^bb1:
  %1 = func.call @foo(%arg0) {tag = "b"} : (i32) -> i32
  return %1 : i32

^bb2:
  %2 = func.call @bar(%cond) {tag = "c"} : (i1) -> i32
  %3 = func.call @baz(%arg0) {tag = "d"} : (i32) -> i32
  return %2 : i32
}
func.func @test_unknown_branch() -> ()
    attributes {tag = "test_unknown_branch"} {
  "test.unknown_br"() [^bb1, ^bb2] : () -> ()

^bb1:
  return

^bb2:
  return
}
func.func @test_unknown_region() -> () {
  "test.unknown_region_br"() ({
  ^bb0:
    "test.unknown_region_end"() : () -> ()
  }, {
  ^bb0:
    "test.unknown_region_end"() : () -> ()
  }) {tag = "test_unknown_region"} : () -> ()
  return
}
func.func @test_known_dead_edge(%arg0: i1) -> ()
    attributes {tag = "test_known_dead_edge"} {
  cf.cond_br %arg0, ^bb1, ^bb2

^bb1:
  %true = arith.constant true
  cf.cond_br %true, ^bb3, ^bb2

^bb2:
  return

^bb3:
  return
}
func.func @f(%a: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%s = %x) -> i32 {
    scf.yield {y1} %s : i32
  } {tag = "for0"}
  %r2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %x) -> i32 {
    scf.yield {y2} %s : i32
  } {tag = "for3"}
  %z = scf.index_switch %c1 {tag = "sw"} -> i32
  case 1 {
    scf.yield {case1} %x : i32
  }
  default {
    scf.yield {dflt} %x : i32
  }
  %false = arith.constant false
  %w = scf.while (%v = %x) : (i32) -> i32 {
    scf.condition(%false) {cond} %v : i32
  } do {
  ^bb0(%v2: i32):
    scf.yield {wy} %v2 : i32
  } attributes {tag = "while"}
  %e = scf.execute_region -> i32 {
    scf.yield {ey} %x : i32
  } {tag = "exec"}
  return %r : i32
}

// CHECK-LABEL: test_cfg:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT:   ^bb1 = live
// CHECK-NEXT:    from ^bb1 = live
// CHECK-NEXT:    from ^bb0 = live
// CHECK-NEXT:   ^bb2 = live
// CHECK-NEXT:    from ^bb1 = live
// CHECK-NEXT: op_preds: predecessors: (none)
// CHECK-LABEL: test_if:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: region_preds: (all) predecessors:
// CHECK-NEXT:   scf.if %arg0 {...} else {...} {tag = "test_if"}
// CHECK-NEXT:  region #1
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: region_preds: (all) predecessors:
// CHECK-NEXT:   scf.if %arg0 {...} else {...} {tag = "test_if"}
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   scf.yield {then}
// CHECK-NEXT:   scf.yield {else}
// CHECK-LABEL: test_while:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: region_preds: (all) predecessors:
// CHECK-NEXT:   %0:2 = scf.while (%arg3 = %arg1) : (i64) -> (i64, i64) {...} do {...} attributes {tag = "test_while"}
// CHECK-NEXT:   scf.yield %1 : i64
// CHECK-NEXT:  region #1
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: region_preds: (all) predecessors:
// CHECK-NEXT:   scf.condition(%1) %arg3, %arg3 : i64, i64
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   scf.condition(%1) %arg3, %arg3 : i64, i64
// CHECK-LABEL: foo:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   %0 = func.call @foo(%arg1) {tag = "a"} : (i32) -> i32
// CHECK-NEXT:   %1 = func.call @foo(%arg1) {tag = "b"} : (i32) -> i32
// CHECK-LABEL: bar:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT:   ^bb1 = live
// CHECK-NEXT:    from ^bb0 = live
// CHECK-NEXT:   ^bb2 = live
// CHECK-NEXT:    from ^bb0 = live
// CHECK-NEXT: op_preds: predecessors:
// CHECK-NEXT:   %2 = func.call @bar(%arg0) {tag = "c"} : (i1) -> i32
// CHECK-LABEL: baz:
// CHECK-NEXT:  region #0
// CHECK-NEXT: op_preds: (all) predecessors: (none)
// CHECK-LABEL: a:
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   func.return {a} %arg0 : i32
// CHECK-LABEL: b:
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   func.return {a} %arg0 : i32
// CHECK-LABEL: c:
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   func.return {b} %c0_i32 : i32
// CHECK-NEXT:   func.return {c} %c1_i32 : i32
// CHECK-LABEL: d:
// CHECK-NEXT: op_preds: predecessors: (none)
// CHECK-LABEL: test_unknown_branch:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT:   ^bb1 = live
// CHECK-NEXT:    from ^bb0 = live
// CHECK-NEXT:   ^bb2 = live
// CHECK-NEXT:    from ^bb0 = live
// CHECK-NEXT: op_preds: predecessors: (none)
// CHECK-LABEL: test_unknown_region:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT:  region #1
// CHECK-NEXT:   ^bb0 = live
// CHECK-LABEL: test_known_dead_edge:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT:   ^bb1 = live
// CHECK-NEXT:    from ^bb0 = live
// CHECK-NEXT:   ^bb2 = live
// CHECK-NEXT:    from ^bb1 = dead
// CHECK-NEXT:    from ^bb0 = live
// CHECK-NEXT:   ^bb3 = live
// CHECK-NEXT:    from ^bb1 = live
// CHECK-NEXT: op_preds: predecessors: (none)
// CHECK-LABEL: for0:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: region_preds: (all) predecessors:
// CHECK-NEXT:   %0 = scf.for %arg2 = %c0 to %c0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {...} {tag = "for0"}
// CHECK-NEXT:   scf.yield {y1} %arg3 : i32
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   %0 = scf.for %arg2 = %c0 to %c0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {...} {tag = "for0"}
// CHECK-NEXT:   scf.yield {y1} %arg3 : i32
// CHECK-LABEL: for3:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: region_preds: (all) predecessors:
// CHECK-NEXT:   %1 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i32) {...} {tag = "for3"}
// CHECK-NEXT:   scf.yield {y2} %arg3 : i32
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   %1 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i32) {...} {tag = "for3"}
// CHECK-NEXT:   scf.yield {y2} %arg3 : i32
// CHECK-LABEL: sw:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = dead
// CHECK-NEXT:  region #1
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: region_preds: (all) predecessors:
// CHECK-NEXT:   %2 = scf.index_switch %c1 {tag = "sw"} -> i32 
// CHECK-NEXT: case 1 {...}
// CHECK-NEXT: default {...}
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   scf.yield {case1} %arg1 : i32
// CHECK-LABEL: while:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: region_preds: (all) predecessors:
// CHECK-NEXT:   %3 = scf.while (%arg2 = %arg1) : (i32) -> i32 {...} do {...} attributes {tag = "while"}
// CHECK-NEXT:  region #1
// CHECK-NEXT:   ^bb0 = dead
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   scf.condition(%false) {cond} %arg2 : i32
// CHECK-LABEL: exec:
// CHECK-NEXT:  region #0
// CHECK-NEXT:   ^bb0 = live
// CHECK-NEXT: region_preds: (all) predecessors:
// CHECK-NEXT:   %4 = scf.execute_region -> i32 {...} {tag = "exec"}
// CHECK-NEXT: op_preds: (all) predecessors:
// CHECK-NEXT:   scf.yield {ey} %arg1 : i32
// CHECK-NEXT: module {
