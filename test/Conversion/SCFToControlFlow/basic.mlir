// RUN: ropt %s -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -convert-scf-to-cf=allow-pattern-rollback=false | FileCheck %s
// Every scf op the pass lowers, nested: for (signed and unsigned), if with and without
// results, while, do-while (benefit 2), index_switch, execute_region with several blocks,
// parallel with a reduction (a nest of scf.for lowered in turn).

func.func @for_nested(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %s = scf.for %j = %lb to %ub step %step iter_args(%a2 = %acc) -> (f32) {
      %n = arith.addf %a2, %a2 : f32
      scf.yield %n : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @if_else(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    scf.if %c {
      "test.foo"() : () -> ()
    }
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @while_loop(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%arg = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %arg, %n : i32
    scf.condition(%c) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    %next = arith.addi %arg2, %arg2 : i32
    scf.yield %next : i32
  }
  return %r : i32
}
func.func @do_while(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%arg = %init) : (i32) -> i32 {
    %next = arith.addi %arg, %arg : i32
    %c = arith.cmpi slt, %next, %n : i32
    scf.condition(%c) %next : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %arg2 : i32
  }
  return %r : i32
}
func.func @switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  case 5 {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @exec() -> i32 {
  %r = scf.execute_region -> i32 {
    %c = arith.constant 1 : i32
    cf.br ^bb1(%c : i32)
  ^bb1(%v: i32):
    scf.yield %v : i32
  }
  return %r : i32
}
func.func @par(%lb: index, %ub: index, %st: index, %f: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%f) -> f32 {
    %x = arith.addf %f, %f : f32
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @unsigned(%lb: i32, %ub: i32, %st: i32) {
  scf.for unsigned %i = %lb to %ub step %st : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}

// CHECK: module {
// CHECK-LABEL:   func.func @for_nested(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT:   ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT:   ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %6 = arith.addf %4, %4 : f32
// CHECK-NEXT:     %7 = arith.addi %3, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%7, %6 : index, f32)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %8 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%8, %4 : index, f32)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @if_else(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     cf.br ^bb5(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     "test.foo"() : () -> ()
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     cf.br ^bb5(%arg2 : i32)
// CHECK-NEXT:   ^bb5(%1: i32):  // 2 preds: ^bb1, ^bb4
// CHECK-NEXT:     cf.br ^bb6
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:     cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT:   ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %2, %2 : i32
// CHECK-NEXT:     cf.br ^bb1(%3 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @do_while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT:     cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @switch(%arg0: index) -> i32 {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb3,
// CHECK-NEXT:       2: ^bb1,
// CHECK-NEXT:       5: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:     cf.br ^bb4(%c10_i32 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:     cf.br ^bb4(%c20_i32 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:     cf.br ^bb4(%c30_i32 : i32)
// CHECK-NEXT:   ^bb4(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @exec() -> i32 {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.br ^bb2(%c1_i32 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb3(%1: i32):  // pred: ^bb2
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT:   ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT:   ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %6 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:     %7 = arith.addf %4, %6 : f32
// CHECK-NEXT:     %8 = arith.addi %3, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%8, %7 : index, f32)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %9 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%9, %4 : index, f32)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @unsigned(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:     cf.br ^bb1(%2 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
