// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// Canonicalization patterns of scf.for, scf.if, scf.while, scf.execute_region and
// scf.index_switch; expected output from mlir-opt 22 -canonicalize. Inputs leave out the
// implicit operand-less `scf.yield` terminators.

func.func @iter(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %n = arith.addi %y, %y : i32
    "test.use"(%z) : (i32) -> ()
    scf.yield %x, %n, %z : i32, i32, i32
  }
  func.return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @unused(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %n = arith.addi %x, %x : i32
    %m = arith.addi %y, %y : i32
    scf.yield %n, %m : i32, i32
  }
  func.return %r#0 : i32
}
func.func @outer(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    "test.use"(%x) : (i32) -> ()
    scf.yield %a : i32
  }
  func.return %r : i32
}
func.func @trivial(%a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r0 = scf.for %i = %c1 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  %r1 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    "test.use"(%i) : (index) -> ()
    scf.yield %n : i32
  }
  %r2 = scf.for %i = %c0 to %c10 step %c10 iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  scf.for %i = %c0 to %c10 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  scf.for %i = %c0 to %c10 step %c1 {
  }
  func.return %r0, %r1, %r2 : i32, i32, i32
}
func.func @same_bounds(%lb: index, %st: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %st iter_args(%x = %a) -> (i32) {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  func.return %r : i32
}
func.func @empty_body(%lb: index, %ub: index, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  func.return %r : i32
}
func.func @static_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant 1 : i1
  %r = scf.if %t -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  func.return %r : i32
}
func.func @static_false(%a: i32, %b: i32) -> i32 {
  %f = arith.constant 0 : i1
  %r = scf.if %f -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  func.return %r : i32
}
func.func @static_false_no_else(%a: i32) {
  %f = arith.constant 0 : i1
  scf.if %f {
    "test.use"(%a) : (i32) -> ()
  }
  func.return
}
func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  func.return %r#0, %r#1 : i32, i32
}
func.func @partial_select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  func.return %r#0, %r#1 : i32, i32
}
func.func @if_unused(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %a, %b : i32
    "test.use"(%x) : (i32) -> ()
    scf.yield %x, %y, %x : i32, i32, i32
  } else {
    %z = arith.subi %a, %b : i32
    "test.use"(%z) : (i32) -> ()
    scf.yield %z, %z, %z : i32, i32, i32
  }
  func.return %r#1 : i32
}
func.func @empty_else(%c: i1, %a: i32) {
  scf.if %c {
    "test.use"(%a) : (i32) -> ()
  } else {
  }
  func.return
}
func.func @exec_inline(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %s = scf.execute_region -> i32 no_inline {
    scf.yield %r : i32
  }
  func.return %s : i32
}
func.func @switch(%a: i32, %b: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  %s = scf.index_switch %c7 -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  func.return %r, %s : i32, i32
}
func.func @sw(%i: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %x = arith.addi %a, %a : i32
    "test.use"(%x) : (i32) -> ()
    scf.yield %a, %x : i32, i32
  }
  default {
    "test.use"(%a) : (i32) -> ()
    scf.yield %a, %b : i32, i32
  }
  func.return %r#0, %r#1 : i32, i32
}
func.func @exec2(%a: i32, %b: i32) -> (i32, i32) {
  %s:2 = scf.execute_region -> (i32, i32) no_inline {
    %x = arith.addi %a, %a : i32
    "test.use"(%x) : (i32) -> ()
    scf.yield %x, %x : i32, i32
  }
  func.return %s#0, %s#1 : i32, i32
}
func.func @exec3(%a: i32, %b: i32) -> (i32) {
  %s:2 = scf.execute_region -> (i32, i32) no_inline {
    %x = arith.addi %a, %a : i32
    "test.use"(%x) : (i32) -> ()
    scf.yield %x, %x : i32, i32
  }
  func.return %s#1 : i32
}
func.func @w(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.addi %y, %y : i32
    scf.yield %n : i32
  }
  func.return %r : i32
}
func.func @w2(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %z = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %z : i32
    scf.condition(%c) %x, %z : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    %n = arith.addi %y, %y : i32
    scf.yield %n, %w : i32, i32
  }
  func.return %r#0 : i32
}
func.func @init_yielded(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %z = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %z : i32
    scf.condition(%c) %x, %z : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    %n = arith.addi %y, %w : i32
    scf.yield %n, %b : i32, i32
  }
  func.return %r#0 : i32
}
func.func @unused_result(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %b : i32
    %m = arith.muli %x, %x : i32
    scf.condition(%c) %x, %m : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    %n = arith.addi %y, %y : i32
    scf.yield %n : i32
  }
  func.return %r#0 : i32
}
func.func @used_in_after(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %b : i32
    %m = arith.muli %x, %x : i32
    scf.condition(%c) %x, %m : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    %n = arith.addi %y, %w : i32
    scf.yield %n : i32
  }
  func.return %r#0 : i32
}
func.func @no_change(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %z = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %z : i32
    scf.condition(%c) %x, %z : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    %n = arith.addi %y, %w : i32
    %m = arith.subi %w, %y : i32
    scf.yield %n, %m : i32, i32
  }
  func.return %r#0, %r#1 : i32, i32
}
func.func @prop(%c: i1, %a: i32) {
  %k = arith.constant 7 : i32
  scf.if %c {
    "test.use"(%c, %k) : (i1, i32) -> ()
    scf.if %c {
      "test.use"(%c) : (i1) -> ()
    }
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  "test.use"(%c) : (i1) -> ()
  func.return
}
func.func @prop2(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.extui %c : i1 to i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  func.return %r : i32
}
func.func @truth(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%y: i32, %f: i1):
    "test.use"(%f) : (i1) -> ()
    %n = arith.addi %y, %y : i32
    scf.yield %n : i32
  }
  func.return %r#0 : i32
}
func.func @unused_arg(%a: i32, %b: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a, %u = %b) : (i32, i32) -> i32 {
    "test.cond"(%x) : (i32) -> ()
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.addi %y, %y : i32
    %m = arith.muli %y, %y : i32
    scf.yield %n, %m : i32, i32
  }
  func.return %r : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @iter(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: "test.use"(%arg3) : (i32) -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0, %arg3 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: %2 = arith.addi %arg7, %arg7 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @outer(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.use"(%arg3) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trivial(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "test.use"(%c0) : (index) -> ()
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0, %1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_bounds(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_body(%arg0: index, %arg1: index, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %c1 iter_args(%arg5 = %arg2) -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_false_no_else(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partial_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_unused(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_else(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec_inline(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec2(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec3(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @w(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @w2(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @init_yielded(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_result(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @used_in_after(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg2, %2 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_change(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg3 : i32
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: %2 = arith.subi %arg3, %arg2 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @prop(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%true, %c7_i32) : (i1, i32) -> ()
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%arg0) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @prop2(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.select %arg0, %c1_i32, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truth(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_arg(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: "test.cond"(%arg3) : (i32) -> ()
// CHECK-NEXT: scf.condition(%arg2) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
