// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf | FileCheck %s
// Edge cases of the loop lifting, output as mlir-opt 22's: a loop without exits whose two
// back edges come from one cf.cond_br with different arguments, a cf.switch with repeated
// destinations in and out of the loop, a cycle entered at each of its three blocks, and a
// loop whose body holds a loop in scf.execute_region (lifted first), and a loop whose body
// holds an isolated op (a module), moved into the scf.while with the rest.

// CHECK-LABEL: func.func @dup_edges(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %2 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: %3:2 = scf.if %2 -> (i32, i32) {
// CHECK-NEXT: scf.yield %arg0, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1, %c1_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.trunci %3#1 : i32 to i1
// CHECK-NEXT: scf.condition(%4) %3#0 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @dup_edges(%a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  %c = "test.cond"(%x) : (i32) -> i1
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
}

// CHECK-LABEL: func.func @switch_dups(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg2 = %arg1, %arg3 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = "test.flag"(%arg2) : (i32) -> i32
// CHECK-NEXT: %3 = arith.index_castui %2 : i32 to index
// CHECK-NEXT: %4:4 = scf.index_switch %3 -> i32, i32, i32, i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %arg2, %0, %c0_i32, %c1_i32 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg1, %0, %c0_i32, %c1_i32 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: case 3 {
// CHECK-NEXT: scf.yield %0, %arg1, %c1_i32, %c0_i32 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %0, %arg2, %c1_i32, %c0_i32 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.trunci %4#3 : i32 to i1
// CHECK-NEXT: scf.condition(%5) %4#0, %4#1 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: scf.yield %arg2, %arg3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : i32
// CHECK-NEXT: }
func.func @switch_dups(%f: i32, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  %s = "test.flag"(%x) : (i32) -> i32
  cf.switch %s : i32, [
    default: ^bb2(%x : i32),
    1: ^bb1(%x : i32),
    2: ^bb1(%a : i32),
    3: ^bb2(%a : i32)
  ]
^bb2(%r : i32):
  return %r : i32
}

// CHECK-LABEL: func.func @irreducible3(%arg0: i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %2 = scf.index_switch %1 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.while (%arg1 = %2) : (i32) -> i32 {
// CHECK-NEXT: %4 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %5:3 = scf.index_switch %4 -> i32, i32, i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %7 = "test.cond"() : () -> i1
// CHECK-NEXT: %8:3 = scf.if %7 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %c2_i32, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %8#0, %8#1, %8#2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %7 = "test.cond"() : () -> i1
// CHECK-NEXT: %8:3 = scf.if %7 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c2_i32, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %8#0, %8#1, %8#2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %7 = "test.cond"() : () -> i1
// CHECK-NEXT: %8:3 = scf.if %7 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %8#0, %8#1, %8#2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.trunci %5#2 : i32 to i1
// CHECK-NEXT: scf.condition(%6) %5#0 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @irreducible3(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  %c1 = "test.cond"() : () -> i1
  cf.cond_br %c1, ^bb2, ^bb3
^bb2:
  %c2 = "test.cond"() : () -> i1
  cf.cond_br %c2, ^bb3, ^bb1
^bb3:
  %c3 = "test.cond"() : () -> i1
  cf.cond_br %c3, ^bb1, ^bb4
^bb4:
  return
}

// CHECK-LABEL: func.func @loop_in_loop_exec(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %arg0, %arg2 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = scf.execute_region -> i32 {
// CHECK-NEXT: %6 = ub.poison : i32
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT: %7:2 = scf.while (%arg3 = %arg1, %arg4 = %6) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %8 = "test.cond"(%arg3) : (i32) -> i1
// CHECK-NEXT: %9 = "test.next"(%arg3) : (i32) -> i32
// CHECK-NEXT: %10:3 = scf.if %8 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %9, %c0_i32_1, %c1_i32_0 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %6, %c1_i32_0, %c0_i32_1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %11 = arith.trunci %10#2 : i32 to i1
// CHECK-NEXT: scf.condition(%11) %10#0, %9 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: scf.yield %arg3, %arg4 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %7#1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = "test.cond"(%2) : (i32) -> i1
// CHECK-NEXT: %4:3 = scf.if %3 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %2, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.trunci %4#2 : i32 to i1
// CHECK-NEXT: scf.condition(%5) %4#0, %2 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : i32
// CHECK-NEXT: }
func.func @loop_in_loop_exec(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  %r = scf.execute_region -> i32 {
    cf.br ^bb1(%x : i32)
  ^bb1(%i : i32):
    %c = "test.cond"(%i) : (i32) -> i1
    %j = "test.next"(%i) : (i32) -> i32
    cf.cond_br %c, ^bb1(%j : i32), ^bb2
  ^bb2:
    scf.yield %j : i32
  }
  %d = "test.cond"(%r) : (i32) -> i1
  cf.cond_br %d, ^bb1(%r : i32), ^bb2
^bb2:
  return %r : i32
}

// CHECK-LABEL: func.func @loop_with_module(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %arg0, %arg2 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: builtin.module {
// CHECK-NEXT: func.func @inner(%arg3: i32) -> i32 {
// CHECK-NEXT: return %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
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
// CHECK-NEXT: return %1#1 : i32
// CHECK-NEXT: }
func.func @loop_with_module(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x : i32):
  builtin.module {
    func.func @inner(%b: i32) -> i32 {
      return %b : i32
    }
  }
  %c = "test.cond"(%x) : (i32) -> i1
  %y = "test.next"(%x) : (i32) -> i32
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb2:
  return %y : i32
}
