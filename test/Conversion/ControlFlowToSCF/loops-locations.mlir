// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s
// The locations of what lifting a loop creates, as mlir-opt 22 gives them: the switch
// values and poison at the region's location, the scf.while, its condition, its after
// block and the scf.index_switch after it at the first back edge's branch, the
// unreachable return and its poison values at the back edge of a loop without exits.

// CHECK-LABEL: func.func @two_exits(%arg0: i32 loc("n")) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32 loc("f")
// CHECK-NEXT: %0 = ub.poison : i32 loc("f")
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32 loc("f")
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc("f")
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32 loc("z")
// CHECK-NEXT: %1:4 = scf.while (%arg1 = %c0_i32_0, %arg2 = %0, %arg3 = %0, %arg4 = %0) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %4 = "test.cond"(%arg1) : (i32) -> i1 loc("c")
// CHECK-NEXT: %5:5 = scf.if %4 -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %7 = arith.addi %arg1, %arg0 : i32 loc("j")
// CHECK-NEXT: %8 = "test.cond"(%7) : (i32) -> i1 loc("d")
// CHECK-NEXT: %9:5 = scf.if %8 -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: scf.yield %7, %0, %c0_i32, %c1_i32, %7 : i32, i32, i32, i32, i32 loc("cb2")
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %0, %c1_i32, %c0_i32, %7 : i32, i32, i32, i32, i32 loc("cb2")
// CHECK-NEXT: } loc("cb2")
// CHECK-NEXT: scf.yield %9#0, %9#1, %9#2, %9#3, %9#4 : i32, i32, i32, i32, i32 loc("cb1")
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %arg1, %c2_i32, %c0_i32, %0 : i32, i32, i32, i32, i32 loc("cb1")
// CHECK-NEXT: } loc("cb1")
// CHECK-NEXT: %6 = arith.trunci %5#3 : i32 to i1 loc("cb2")
// CHECK-NEXT: scf.condition(%6) %5#0, %5#4, %5#1, %5#2 : i32, i32, i32, i32 loc("cb2")
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32 loc("cb2"), %arg2: i32 loc("cb2"), %arg3: i32 loc("cb2"), %arg4: i32 loc("cb2")):
// CHECK-NEXT: scf.yield %arg1, %arg2, %arg3, %arg4 : i32, i32, i32, i32 loc("cb2")
// CHECK-NEXT: } loc("cb2")
// CHECK-NEXT: %2 = arith.index_castui %1#3 : i32 to index loc("cb2")
// CHECK-NEXT: %3 = scf.index_switch %2 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %1#1 : i32 loc("ret1")
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %4 = "test.foo"(%1#2) : (i32) -> i32 loc("k")
// CHECK-NEXT: scf.yield %4 : i32 loc("ret2")
// CHECK-NEXT: } loc("cb2")
// CHECK-NEXT: return %3 : i32 loc("ret1")
// CHECK-NEXT: } loc("f")
func.func @two_exits(%n: i32 loc("n")) -> i32 {
  %z = arith.constant 0 : i32 loc("z")
  cf.br ^bb1(%z : i32) loc("br0")
^bb1(%i : i32 loc("argi")):
  %c = "test.cond"(%i) : (i32) -> i1 loc("c")
  cf.cond_br %c, ^bb2, ^bb4(%i : i32) loc("cb1")
^bb2:
  %j = arith.addi %i, %n : i32 loc("j")
  %d = "test.cond"(%j) : (i32) -> i1 loc("d")
  cf.cond_br %d, ^bb1(%j : i32), ^bb3 loc("cb2")
^bb3:
  return %j : i32 loc("ret1")
^bb4(%r : i32 loc("argr")):
  %k = "test.foo"(%r) : (i32) -> i32 loc("k")
  return %k : i32 loc("ret2")
} loc("f")

// CHECK-LABEL: func.func @infinite_res(%arg0: i32 loc("a0")) -> (i32, f32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32 loc("g")
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc("g")
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: "test.a"() : () -> () loc("a")
// CHECK-NEXT: %2 = arith.trunci %c1_i32 : i32 to i1 loc("b1")
// CHECK-NEXT: scf.condition(%2) loc("b1")
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield loc("b1")
// CHECK-NEXT: } loc("b1")
// CHECK-NEXT: %0 = ub.poison : i32 loc("b1")
// CHECK-NEXT: %1 = ub.poison : f32 loc("b1")
// CHECK-NEXT: return %0, %1 : i32, f32 loc("b1")
// CHECK-NEXT: } loc("g")
func.func @infinite_res(%a: i32 loc("a0")) -> (i32, f32) {
  cf.br ^bb1 loc("b0")
^bb1:
  "test.a"() : () -> () loc("a")
  cf.br ^bb1 loc("b1")
} loc("g")
