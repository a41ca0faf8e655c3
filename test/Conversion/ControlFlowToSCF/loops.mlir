// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf | FileCheck %s
// Cycles lifted to scf.while as mlir-opt 22 lifts them: a self loop, loop-carried block
// arguments, several exits (an scf.index_switch after the loop), nested loops, a loop with
// two entries (a header multiplexer), loops in sequence, a diamond in the body, a value
// used after the loop that does not dominate every back edge (ub.poison), a cf.switch back
// edge, loops without exits (an unreachable func.return of poison, combined with the other
// returns), a loop in scf.execute_region, and a value used in a nested region after the loop.

// CHECK-LABEL: func.func @self_loop() {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = "test.cond"() : () -> i1
// CHECK-NEXT: %1:2 = scf.if %0 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.trunci %1#1 : i32 to i1
// CHECK-NEXT: scf.condition(%2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @self_loop() {
  cf.br ^bb1
^bb1:
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @loop_args(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %c0_i32_0, %arg2 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %3 = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT: %4:3 = scf.if %2 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %3, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.trunci %4#2 : i32 to i1
// CHECK-NEXT: scf.condition(%5) %4#0, %3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : i32
// CHECK-NEXT: }
func.func @loop_args(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  cf.br ^bb1(%z : i32)
^bb1(%i : i32):
  %c = "test.cond"(%i) : (i32) -> i1
  %j = arith.addi %i, %n : i32
  cf.cond_br %c, ^bb1(%j : i32), ^bb2
^bb2:
  return %j : i32
}

// CHECK-LABEL: func.func @two_exits(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %1:4 = scf.while (%arg1 = %c0_i32_0, %arg2 = %0, %arg3 = %0, %arg4 = %0) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %4 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %5:5 = scf.if %4 -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %7 = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT: %8 = "test.cond"(%7) : (i32) -> i1
// CHECK-NEXT: %9:5 = scf.if %8 -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: scf.yield %7, %0, %c0_i32, %c1_i32, %7 : i32, i32, i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %0, %c1_i32, %c0_i32, %7 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %9#0, %9#1, %9#2, %9#3, %9#4 : i32, i32, i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %arg1, %c2_i32, %c0_i32, %0 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.trunci %5#3 : i32 to i1
// CHECK-NEXT: scf.condition(%6) %5#0, %5#4, %5#1, %5#2 : i32, i32, i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32):
// CHECK-NEXT: scf.yield %arg1, %arg2, %arg3, %arg4 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.index_castui %1#3 : i32 to index
// CHECK-NEXT: %3 = scf.index_switch %2 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %1#1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %4 = "test.foo"(%1#2) : (i32) -> i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @two_exits(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  cf.br ^bb1(%z : i32)
^bb1(%i : i32):
  %c = "test.cond"(%i) : (i32) -> i1
  cf.cond_br %c, ^bb2, ^bb4(%i : i32)
^bb2:
  %j = arith.addi %i, %n : i32
  %d = "test.cond"(%j) : (i32) -> i1
  cf.cond_br %d, ^bb1(%j : i32), ^bb3
^bb3:
  return %j : i32
^bb4(%r : i32):
  %k = "test.foo"(%r) : (i32) -> i32
  return %k : i32
}

// CHECK-LABEL: func.func @nested(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %c0_i32_0, %arg2 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %3:3 = scf.if %2 -> (i32, i32, i32) {
// CHECK-NEXT: %5:2 = scf.while (%arg3 = %arg1, %arg4 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %6 = "test.cond"(%arg3) : (i32) -> i1
// CHECK-NEXT: %7 = arith.addi %arg3, %arg0 : i32
// CHECK-NEXT: %8:3 = scf.if %6 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %7, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %9 = arith.trunci %8#2 : i32 to i1
// CHECK-NEXT: scf.condition(%9) %8#0, %7 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: scf.yield %arg3, %arg4 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %5#1, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.trunci %3#2 : i32 to i1
// CHECK-NEXT: scf.condition(%4) %3#0, %arg1 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : i32
// CHECK-NEXT: }
func.func @nested(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  cf.br ^bb1(%z : i32)
^bb1(%i : i32):
  %c = "test.cond"(%i) : (i32) -> i1
  cf.cond_br %c, ^bb2(%i : i32), ^bb4
^bb2(%k : i32):
  %d = "test.cond"(%k) : (i32) -> i1
  %k2 = arith.addi %k, %n : i32
  cf.cond_br %d, ^bb2(%k2 : i32), ^bb3
^bb3:
  cf.br ^bb1(%k2 : i32)
^bb4:
  return %i : i32
}

// CHECK-LABEL: func.func @multi_entry(%arg0: i1) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.while (%arg1 = %1) : (i32) -> i32 {
// CHECK-NEXT: %3 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %4:3 = scf.index_switch %3 -> i32, i32, i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %6 = "test.cond"() : () -> i1
// CHECK-NEXT: %7:3 = scf.if %6 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %7#0, %7#1, %7#2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: scf.yield %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.trunci %4#2 : i32 to i1
// CHECK-NEXT: scf.condition(%5) %4#0 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @multi_entry(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.br ^bb2
^bb2:
  %d = "test.cond"() : () -> i1
  cf.cond_br %d, ^bb1, ^bb3
^bb3:
  return
}

// CHECK-LABEL: func.func @sequence() {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = "test.cond"() : () -> i1
// CHECK-NEXT: %1:2 = scf.if %0 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.trunci %1#1 : i32 to i1
// CHECK-NEXT: scf.condition(%2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = "test.cond"() : () -> i1
// CHECK-NEXT: %1:2 = scf.if %0 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.trunci %1#1 : i32 to i1
// CHECK-NEXT: scf.condition(%2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sequence() {
  cf.br ^bb1
^bb1:
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  %d = "test.cond"() : () -> i1
  cf.cond_br %d, ^bb2, ^bb3
^bb3:
  return
}

// CHECK-LABEL: func.func @diamond_body(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %arg0, %arg2 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %3 = scf.if %2 -> (i32) {
// CHECK-NEXT: %7 = "test.left"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %7 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %7 = "test.right"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = "test.cond"(%3) : (i32) -> i1
// CHECK-NEXT: %5:3 = scf.if %4 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %3, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.trunci %5#2 : i32 to i1
// CHECK-NEXT: scf.condition(%6) %5#0, %3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : i32
// CHECK-NEXT: }
func.func @diamond_body(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  %c = "test.cond"(%x) : (i32) -> i1
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %y = "test.left"(%x) : (i32) -> i32
  cf.br ^bb4(%y : i32)
^bb3:
  %z = "test.right"(%x) : (i32) -> i32
  cf.br ^bb4(%z : i32)
^bb4(%w : i32):
  %d = "test.cond"(%w) : (i32) -> i1
  cf.cond_br %d, ^bb1(%w : i32), ^bb5
^bb5:
  return %w : i32
}

// CHECK-LABEL: func.func @not_dominating() -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg0 = %0, %arg1 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %4 = "test.cond"() : () -> i1
// CHECK-NEXT: %5:3 = scf.if %4 -> (i32, i32, i32) {
// CHECK-NEXT: %7 = "test.v"() : () -> i32
// CHECK-NEXT: %8 = "test.cond"() : () -> i1
// CHECK-NEXT: %9:3 = scf.if %8 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32, %7 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c2_i32, %c0_i32, %7 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %9#0, %9#1, %9#2 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %7 = "test.cond"() : () -> i1
// CHECK-NEXT: %8:3 = scf.if %7 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32, %0 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32, %0 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %8#0, %8#1, %8#2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.trunci %5#1 : i32 to i1
// CHECK-NEXT: scf.condition(%6) %5#2, %5#0 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT: scf.yield %arg0, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.index_castui %1#1 : i32 to index
// CHECK-NEXT: %3 = scf.index_switch %2 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %4 = "test.w"() : () -> i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %1#0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @not_dominating() -> i32 {
  cf.br ^bb1
^bb1:
  %d = "test.cond"() : () -> i1
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  %v = "test.v"() : () -> i32
  %e = "test.cond"() : () -> i1
  cf.cond_br %e, ^bb1, ^bb4
^bb3:
  %f = "test.cond"() : () -> i1
  cf.cond_br %f, ^bb1, ^bb5
^bb4:
  return %v : i32
^bb5:
  %w = "test.w"() : () -> i32
  return %w : i32
}

// CHECK-LABEL: func.func @switch_loop(%arg0: i32, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = ub.poison : i64
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg2 = %arg1, %arg3 = %0) : (i64, i64) -> (i64, i64) {
// CHECK-NEXT: %2 = "test.flag"(%arg2) : (i64) -> i32
// CHECK-NEXT: %3 = arith.index_castui %2 : i32 to index
// CHECK-NEXT: %4:4 = scf.index_switch %3 -> i64, i64, i32, i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %6 = "test.y"() : () -> i64
// CHECK-NEXT: scf.yield %6, %0, %c0_i32, %c1_i32 : i64, i64, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %0, %arg2, %c1_i32, %c0_i32 : i64, i64, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2, %0, %c0_i32, %c1_i32 : i64, i64, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.trunci %4#3 : i32 to i1
// CHECK-NEXT: scf.condition(%5) %4#0, %4#1 : i64, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i64, %arg3: i64):
// CHECK-NEXT: scf.yield %arg2, %arg3 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : i64
// CHECK-NEXT: }
func.func @switch_loop(%f: i32, %a: i64) -> i64 {
  cf.br ^bb1(%a : i64)
^bb1(%x : i64):
  %s = "test.flag"(%x) : (i64) -> i32
  cf.switch %s : i32, [
    default: ^bb1(%x : i64),
    1: ^bb2,
    5: ^bb3(%x : i64)
  ]
^bb2:
  %y = "test.y"() : () -> i64
  cf.br ^bb1(%y : i64)
^bb3(%r : i64):
  return %r : i64
}

// CHECK-LABEL: func.func @infinite(%arg0: i32) -> (i32, f32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: %2 = arith.trunci %c1_i32 : i32 to i1
// CHECK-NEXT: scf.condition(%2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: return %0, %1 : i32, f32
// CHECK-NEXT: }
func.func @infinite(%a: i32) -> (i32, f32) {
  cf.br ^bb1
^bb1:
  "test.a"() : () -> ()
  cf.br ^bb1
}

// CHECK-LABEL: func.func @infinite_or_return(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: %2 = arith.trunci %c1_i32 : i32 to i1
// CHECK-NEXT: scf.condition(%2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @infinite_or_return(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.br ^bb1
^bb2:
  return %a : i32
}

// CHECK-LABEL: func.func @in_execute_region(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %2:2 = scf.while (%arg1 = %arg0, %arg2 = %1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %3 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %4:3 = scf.if %3 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %arg1, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.trunci %4#2 : i32 to i1
// CHECK-NEXT: scf.condition(%5) %4#0, %arg1 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2#1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @in_execute_region(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.br ^bb1(%a : i32)
  ^bb1(%i : i32):
    %c = "test.cond"(%i) : (i32) -> i1
    cf.cond_br %c, ^bb1(%i : i32), ^bb2
  ^bb2:
    scf.yield %i : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @use_in_nested_region(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = scf.while (%arg1 = %0) : (i32) -> i32 {
// CHECK-NEXT: %3 = "test.v"() : () -> i32
// CHECK-NEXT: %4 = "test.cond"() : () -> i1
// CHECK-NEXT: %5:2 = scf.if %4 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.trunci %5#1 : i32 to i1
// CHECK-NEXT: scf.condition(%6) %3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = "test.wrap"() ({
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @use_in_nested_region(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  %v = "test.v"() : () -> i32
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  %r = "test.wrap"() ({
    "test.use"(%v) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> i32
  return %r : i32
}
