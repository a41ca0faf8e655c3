// RUN: ropt -allow-unregistered-dialect -sccp %s | FileCheck %s
// RUN: ropt -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(sccp))' %s | FileCheck %s

// Region control flow: constant conditions select regions, loop-carried values merge the entry
// and the back edge, induction variables are unknown, and ops with unknown region semantics are
// not simulated.

func.func @if_const(%a: i32) -> i32 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %r = scf.if %t -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @if_same(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.if %c -> i32 {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}
func.func @if_diff(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c2 : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}
func.func @for_carry(%lb: index, %ub: index, %st: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%s = %c0) -> i32 {
    %z = arith.constant 0 : i32
    %n = arith.addi %s, %z : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @for_inc(%lb: index, %ub: index, %st: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%s = %c0) -> i32 {
    %n = arith.addi %s, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @for_iv(%lb: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %c0) -> index {
    %n = arith.addi %i, %c0 : index
    scf.yield %n : index
  }
  return %r : index
}
func.func @while_loop(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %x, %c10 : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @while_false(%a: i32) -> i32 {
  %f = arith.constant false
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%x = %c3, %z = %a) : (i32, i32) -> (i32, i32) {
    scf.condition(%f) %x, %z : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    %c5 = arith.constant 5 : i32
    scf.yield %c5, %w : i32, i32
  }
  return %r#0 : i32
}
func.func @switch(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 2 {
    %c20 = arith.constant 20 : i32
    scf.yield %c20 : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c6 = arith.constant 6 : i32
    scf.yield %c6 : i32
  }
  %s = arith.addi %r, %r : i32
  return %s : i32
}
func.func @nested(%c: i1, %lb: index, %ub: index) -> i32 {
  %c1 = arith.constant 1 : index
  %k = arith.constant 7 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%s = %k) -> i32 {
    %q = scf.if %c -> i32 {
      scf.yield %s : i32
    } else {
      %m = arith.muli %k, %k : i32
      %d = arith.divsi %m, %k : i32
      scf.yield %d : i32
    }
    scf.yield %q : i32
  }
  return %r : i32
}
func.func @par(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    %x = arith.addi %c1, %c1 : index
    "foo.use"(%x) : (index) -> ()
    scf.reduce
  }
  scf.forall (%j) in (4) {
    %y = arith.addi %c1, %c1 : index
    "foo.use"(%y) : (index) -> ()
  }
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @if_const(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @if_same(%arg0: i1) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @if_diff(%arg0: i1) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %c2_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_carry(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_inc(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
// CHECK-NEXT:       %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @for_iv(%arg0: index) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT:       %1 = arith.addi %arg1, %c0 : index
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @while_loop(%arg0: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT:       scf.condition(%true) %c0_i32 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       scf.yield %c0_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @while_false(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0:2 = scf.while (%arg1 = %c3_i32, %arg2 = %arg0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:       scf.condition(%false) %c3_i32, %arg2 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:       %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:       scf.yield %c5_i32, %arg2 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @switch(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     return %c20_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @exec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     return %c12_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @par(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg2) = (%arg0) to (%arg1) step (%c1) {
// CHECK-NEXT:       "foo.use"(%c2) : (index) -> ()
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg2) in (4) {
// CHECK-NEXT:       "foo.use"(%c2) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
