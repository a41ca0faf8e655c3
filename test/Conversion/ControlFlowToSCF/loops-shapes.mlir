// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf | FileCheck %s
// More loop shapes, output as mlir-opt 22's: a cycle entered at three blocks (header
// multiplexer on an scf.index_switch), a loop inside a branch region, three loops nested
// through their headers, break/continue-like edges, a loop in a non-function region with a
// value used after it, and a loop whose exits end in returns of two kinds.

// CHECK-LABEL: func.func @three_entries(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %2:5 = scf.index_switch %1 -> i32, i32, i32, i32, i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %arg0, %c1_i32, %0, %0, %0 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %0, %c0_i32, %0, %0, %0 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %0, %c2_i32, %0, %0, %0 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %3:5 = scf.while (%arg1 = %2#0, %arg2 = %2#1, %arg3 = %2#2, %arg4 = %2#3, %arg5 = %2#4) : (i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %6 = arith.index_castui %arg2 : i32 to index
// CHECK-NEXT: %7:6 = scf.index_switch %6 -> i32, i32, i32, i32, i32, i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %9 = "test.cond"() : () -> i1
// CHECK-NEXT: %10:6 = scf.if %9 -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: scf.yield %0, %c2_i32, %0, %c0_i32, %c1_i32, %0 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %0, %arg0, %c1_i32, %c0_i32, %0 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10#0, %10#1, %10#2, %10#3, %10#4, %10#5 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %9 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %10:6 = scf.if %9 -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: scf.yield %0, %c0_i32, %0, %c0_i32, %c1_i32, %arg1 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %0, %0, %c2_i32, %c0_i32, %arg1 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10#0, %10#1, %10#2, %10#3, %10#4, %10#5 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %9 = "test.a"() : () -> i32
// CHECK-NEXT: scf.yield %9, %c1_i32, %0, %c0_i32, %c1_i32, %0 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %8 = arith.trunci %7#4 : i32 to i1
// CHECK-NEXT: scf.condition(%8) %7#0, %7#1, %7#5, %7#2, %7#3 : i32, i32, i32, i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32):
// CHECK-NEXT: scf.yield %arg1, %arg2, %arg3, %arg4, %arg5 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.index_castui %3#4 : i32 to index
// CHECK-NEXT: %5 = scf.index_switch %4 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %3#3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %3#2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }
func.func @three_entries(%f: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%f : i32),
    2: ^bb3
  ]
^bb1:
  %a = "test.a"() : () -> i32
  cf.br ^bb2(%a : i32)
^bb2(%x : i32):
  %c = "test.cond"(%x) : (i32) -> i1
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  %d = "test.cond"() : () -> i1
  cf.cond_br %d, ^bb1, ^bb5(%f : i32)
^bb4:
  cf.br ^bb5(%x : i32)
^bb5(%r : i32):
  return %r : i32
}

// CHECK-LABEL: func.func @loop_in_branch(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2:2 = scf.while (%arg2 = %arg1, %arg3 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %3 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: %4 = "test.cond"(%3) : (i32) -> i1
// CHECK-NEXT: %5:3 = scf.if %4 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %3, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.trunci %5#2 : i32 to i1
// CHECK-NEXT: scf.condition(%6) %5#0, %3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: scf.yield %arg2, %arg3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2#1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @loop_in_branch(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb3(%a : i32)
^bb1(%i : i32):
  %n = "test.next"(%i) : (i32) -> i32
  %d = "test.cond"(%n) : (i32) -> i1
  cf.cond_br %d, ^bb1(%n : i32), ^bb2
^bb2:
  cf.br ^bb3(%n : i32)
^bb3(%r : i32):
  return %r : i32
}

// CHECK-LABEL: func.func @triple_nest(%arg0: i64) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %6 = "test.cond"() : () -> i1
// CHECK-NEXT: %7:2 = scf.if %6 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %8 = arith.trunci %7#1 : i32 to i1
// CHECK-NEXT: scf.condition(%8)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %3 = "test.cond"() : () -> i1
// CHECK-NEXT: %4:2 = scf.if %3 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.trunci %4#1 : i32 to i1
// CHECK-NEXT: scf.condition(%5)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
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
func.func @triple_nest(%a: i64) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^bb3, ^bb4
^bb4:
  %d = "test.cond"() : () -> i1
  cf.cond_br %d, ^bb2, ^bb5
^bb5:
  %e = "test.cond"() : () -> i1
  cf.cond_br %e, ^bb1, ^bb6
^bb6:
  return
}

// CHECK-LABEL: func.func @break_continue(%arg0: index) -> index {
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %c0, %arg2 = %0) : (index, index) -> (index, index) {
// CHECK-NEXT: %2 = "test.cond"(%arg1) : (index) -> i1
// CHECK-NEXT: %3:4 = scf.if %2 -> (index, index, i32, i32) {
// CHECK-NEXT: %5 = "test.brk"(%arg1) : (index) -> i1
// CHECK-NEXT: %6:4 = scf.if %5 -> (index, index, i32, i32) {
// CHECK-NEXT: scf.yield %0, %arg1, %c1_i32, %c0_i32 : index, index, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %7 = "test.skip"(%arg1) : (index) -> i1
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %8 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %9:4 = scf.if %7 -> (index, index, i32, i32) {
// CHECK-NEXT: scf.yield %8, %0, %c0_i32, %c1_i32 : index, index, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.work"(%arg1) : (index) -> ()
// CHECK-NEXT: scf.yield %8, %0, %c0_i32, %c1_i32 : index, index, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %9#0, %9#1, %9#2, %9#3 : index, index, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6#0, %6#1, %6#2, %6#3 : index, index, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %arg1, %c1_i32, %c0_i32 : index, index, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.trunci %3#3 : i32 to i1
// CHECK-NEXT: scf.condition(%4) %3#0, %3#1 : index, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: scf.yield %arg1, %arg2 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : index
// CHECK-NEXT: }
func.func @break_continue(%n: index) -> index {
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0 : index)
^header(%i : index):
  %lt = "test.cond"(%i) : (index) -> i1
  cf.cond_br %lt, ^body, ^exit(%i : index)
^body:
  %brk = "test.brk"(%i) : (index) -> i1
  cf.cond_br %brk, ^exit(%i : index), ^cont
^cont:
  %skip = "test.skip"(%i) : (index) -> i1
  %one = arith.constant 1 : index
  %next = arith.addi %i, %one : index
  cf.cond_br %skip, ^header(%next : index), ^work
^work:
  "test.work"(%i) : (index) -> ()
  cf.br ^header(%next : index)
^exit(%r : index):
  return %r : index
}

// CHECK-LABEL: func.func @region_op(%arg0: i32) {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %arg0, %arg2 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %3 = "test.next"(%arg1) : (i32) -> i32
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
// CHECK-NEXT: "test.use"(%1#1) : (i32) -> ()
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @region_op(%a: i32) {
  "test.region"() ({
    cf.br ^bb1(%a : i32)
  ^bb1(%i : i32):
    %c = "test.cond"(%i) : (i32) -> i1
    %j = "test.next"(%i) : (i32) -> i32
    cf.cond_br %c, ^bb1(%j : i32), ^bb2
  ^bb2:
    "test.use"(%j) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @two_return_kinds_loop(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = scf.while (%arg2 = %0) : (i32) -> i32 {
// CHECK-NEXT: %2 = "test.cond"() : () -> i1
// CHECK-NEXT: %3:2 = scf.if %2 -> (i32, i32) {
// CHECK-NEXT: %5 = "test.cond"() : () -> i1
// CHECK-NEXT: %6:2 = scf.if %5 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6#0, %6#1 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c2_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.trunci %3#1 : i32 to i1
// CHECK-NEXT: scf.condition(%4) %3#0 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: cf.switch %1 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.ret"(%arg1) : (f32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @two_return_kinds_loop(%a: i32, %b: f32) -> i32 {
  cf.br ^bb1
^bb1:
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %d = "test.cond"() : () -> i1
  cf.cond_br %d, ^bb1, ^bb4
^bb3:
  "test.ret"(%b) : (f32) -> ()
^bb4:
  return %a : i32
}
