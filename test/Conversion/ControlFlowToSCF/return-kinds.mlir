// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf | FileCheck %s
// Several kinds of return-like terminators (mlir-opt 22's output): one exit block per kind,
// a return dominated by a branch region through a multiplexer that is revisited, and the
// control flow op that stays because its regions end in different kinds of return, whose
// successors are lifted nevertheless.

func.func @two_kinds(%c: i1, %d: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb3(%a : i32), ^bb4
^bb2:
  "test.ret"() : () -> ()
^bb3(%x: i32):
  return %x : i32
^bb4:
  %y = "test.def"() : () -> i32
  cf.br ^bb3(%y : i32)
}

func.func @exit_in_branch(%c: i1, %d: i1, %e: i1, %a: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.kill"() : () -> ()
^bb2:
  cf.cond_br %d, ^bb1, ^bb3(%a : i64)
^bb3(%x: i64):
  cf.cond_br %e, ^bb1, ^bb4
^bb4:
  return %x : i64
}

func.func @switch_kinds(%f: i32, %a: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1,
    7: ^bb2(%a : f32),
    8: ^bb2(%a : f32)
  ]
^bb1:
  "test.ret"() : () -> ()
^bb2(%x: f32):
  %n = arith.negf %x : f32
  return %n : f32
}

// CHECK-LABEL: func.func @two_kinds(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = "test.def"() : () -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.ret"() : () -> ()
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exit_in_branch(%arg0: i1, %arg1: i1, %arg2: i1, %arg3: i64) -> i64 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = ub.poison : i64
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %1:2 = scf.if %arg0 -> (i64, i32) {
// CHECK-NEXT:     scf.yield %0, %c0_i32 : i64, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %3:2 = scf.if %arg1 -> (i64, i32) {
// CHECK-NEXT:       scf.yield %0, %c0_i32 : i64, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4:2 = scf.if %arg2 -> (i64, i32) {
// CHECK-NEXT:         scf.yield %0, %c0_i32 : i64, i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg3, %c1_i32 : i64, i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4#0, %4#1 : i64, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %3#0, %3#1 : i64, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   cf.switch %1#1 : i32, [
// CHECK-NEXT:     default: ^bb2(%1#0 : i64),
// CHECK-NEXT:     0: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.kill"() : () -> ()
// CHECK-NEXT: ^bb2(%2: i64):  // pred: ^bb0
// CHECK-NEXT:   return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_kinds(%arg0: i32, %arg1: f32) -> f32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = ub.poison : f32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %1 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:   %2:2 = scf.index_switch %1 -> f32, i32
// CHECK-NEXT:   case 7 {
// CHECK-NEXT:     scf.yield %arg1, %c1_i32 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 8 {
// CHECK-NEXT:     scf.yield %arg1, %c1_i32 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %0, %c0_i32 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   cf.switch %2#1 : i32, [
// CHECK-NEXT:     default: ^bb1(%2#0 : f32),
// CHECK-NEXT:     0: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%3: f32):  // pred: ^bb0
// CHECK-NEXT:   %4 = arith.negf %3 : f32
// CHECK-NEXT:   return %4 : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.ret"() : () -> ()
// CHECK-NEXT: }
