// RUN: ropt %s -allow-unregistered-dialect -convert-scf-to-cf -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s
// The locations of what each lowering creates (the op's, the terminator's, the block
// arguments' from the init values).

func.func @forall_map(%lb: index, %ub: index) {
  scf.forall (%i) = (%lb) to (%ub) step (4) {
    "test.use"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  return
}
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
// CHECK-LABEL:   func.func @forall_map(%arg0: index loc("{{.*}}locations.mlir":5:23), %arg1: index loc("{{.*}}locations.mlir":5:35)) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index loc("{{.*}}locations.mlir":6:3)
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index) loc("{{.*}}locations.mlir":6:3)
// CHECK-NEXT:   ^bb1(%0: index loc("{{.*}}locations.mlir":6:3)):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index loc("{{.*}}locations.mlir":6:3)
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3 loc("{{.*}}locations.mlir":6:3)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "test.use"(%0) : (index) -> () loc("{{.*}}locations.mlir":7:5)
// CHECK-NEXT:     %2 = arith.addi %0, %c4 : index loc("{{.*}}locations.mlir":6:3)
// CHECK-NEXT:     cf.br ^bb1(%2 : index) loc("{{.*}}locations.mlir":6:3)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return loc("{{.*}}locations.mlir":9:3)
// CHECK-NEXT:   } loc("{{.*}}locations.mlir":5:1)
// CHECK-LABEL:   func.func @for_nested(%arg0: index loc("{{.*}}locations.mlir":11:23), %arg1: index loc("{{.*}}locations.mlir":11:35), %arg2: index loc("{{.*}}locations.mlir":11:47), %arg3: f32 loc("{{.*}}locations.mlir":11:61)) -> f32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3 : index, f32) loc("{{.*}}locations.mlir":12:8)
// CHECK-NEXT:   ^bb1(%0: index loc("{{.*}}locations.mlir":12:16), %1: f32 loc("{{.*}}locations.mlir":12:53)):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index loc("{{.*}}locations.mlir":12:8)
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb6 loc("{{.*}}locations.mlir":12:8)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%arg0, %1 : index, f32) loc("{{.*}}locations.mlir":13:10)
// CHECK-NEXT:   ^bb3(%3: index loc("{{.*}}locations.mlir":13:18), %4: f32 loc("{{.*}}locations.mlir":13:55)):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index loc("{{.*}}locations.mlir":13:10)
// CHECK-NEXT:     cf.cond_br %5, ^bb4, ^bb5 loc("{{.*}}locations.mlir":13:10)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %6 = arith.addf %4, %4 : f32 loc("{{.*}}locations.mlir":14:12)
// CHECK-NEXT:     %7 = arith.addi %3, %arg2 : index loc("{{.*}}locations.mlir":13:10)
// CHECK-NEXT:     cf.br ^bb3(%7, %6 : index, f32) loc("{{.*}}locations.mlir":13:10)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %8 = arith.addi %0, %arg2 : index loc("{{.*}}locations.mlir":12:8)
// CHECK-NEXT:     cf.br ^bb1(%8, %4 : index, f32) loc("{{.*}}locations.mlir":12:8)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return %1 : f32 loc("{{.*}}locations.mlir":19:3)
// CHECK-NEXT:   } loc("{{.*}}locations.mlir":11:1)
// CHECK-LABEL:   func.func @if_else(%arg0: i1 loc("{{.*}}locations.mlir":21:20), %arg1: i32 loc("{{.*}}locations.mlir":21:28), %arg2: i32 loc("{{.*}}locations.mlir":21:37)) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2 loc("{{.*}}locations.mlir":22:8)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg2 : i32 loc("{{.*}}locations.mlir":23:10)
// CHECK-NEXT:     cf.br ^bb5(%0 : i32) loc("{{.*}}locations.mlir":22:8)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb3, ^bb4 loc("{{.*}}locations.mlir":26:5)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     "test.foo"() : () -> () loc("{{.*}}locations.mlir":27:7)
// CHECK-NEXT:     cf.br ^bb4 loc("{{.*}}locations.mlir":26:5)
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     cf.br ^bb5(%arg2 : i32) loc("{{.*}}locations.mlir":22:8)
// CHECK-NEXT:   ^bb5(%1: i32 loc("{{.*}}locations.mlir":22:8)):  // 2 preds: ^bb1, ^bb4
// CHECK-NEXT:     cf.br ^bb6 loc("{{.*}}locations.mlir":22:8)
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     return %1 : i32 loc("{{.*}}locations.mlir":31:3)
// CHECK-NEXT:   } loc("{{.*}}locations.mlir":21:1)
// CHECK-LABEL:   func.func @while_loop(%arg0: i32 loc("{{.*}}locations.mlir":33:23), %arg1: i32 loc("{{.*}}locations.mlir":33:35)) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32) loc("{{.*}}locations.mlir":34:8)
// CHECK-NEXT:   ^bb1(%0: i32 loc("{{.*}}locations.mlir":34:19)):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : i32 loc("{{.*}}locations.mlir":35:10)
// CHECK-NEXT:     cf.cond_br %1, ^bb2(%0 : i32), ^bb3 loc("{{.*}}locations.mlir":36:5)
// CHECK-NEXT:   ^bb2(%2: i32 loc("{{.*}}locations.mlir":38:8)):  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %2, %2 : i32 loc("{{.*}}locations.mlir":39:13)
// CHECK-NEXT:     cf.br ^bb1(%3 : i32) loc("{{.*}}locations.mlir":40:5)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %0 : i32 loc("{{.*}}locations.mlir":42:3)
// CHECK-NEXT:   } loc("{{.*}}locations.mlir":33:1)
// CHECK-LABEL:   func.func @do_while(%arg0: i32 loc("{{.*}}locations.mlir":44:21), %arg1: i32 loc("{{.*}}locations.mlir":44:33)) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32) loc("{{.*}}locations.mlir":45:8)
// CHECK-NEXT:   ^bb1(%0: i32 loc("{{.*}}locations.mlir":45:19)):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32 loc("{{.*}}locations.mlir":46:13)
// CHECK-NEXT:     %2 = arith.cmpi slt, %1, %arg1 : i32 loc("{{.*}}locations.mlir":47:10)
// CHECK-NEXT:     cf.cond_br %2, ^bb1(%1 : i32), ^bb2 loc("{{.*}}locations.mlir":48:5)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32 loc("{{.*}}locations.mlir":53:3)
// CHECK-NEXT:   } loc("{{.*}}locations.mlir":44:1)
// CHECK-LABEL:   func.func @switch(%arg0: index loc("{{.*}}locations.mlir":55:19)) -> i32 {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32 loc("{{.*}}locations.mlir":56:8)
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb3,
// CHECK-NEXT:       2: ^bb1,
// CHECK-NEXT:       5: ^bb2
// CHECK-NEXT:     ] loc("{{.*}}locations.mlir":56:8)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c10_i32 = arith.constant 10 : i32 loc("{{.*}}locations.mlir":58:10)
// CHECK-NEXT:     cf.br ^bb4(%c10_i32 : i32) loc("{{.*}}locations.mlir":59:5)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c20_i32 = arith.constant 20 : i32 loc("{{.*}}locations.mlir":62:10)
// CHECK-NEXT:     cf.br ^bb4(%c20_i32 : i32) loc("{{.*}}locations.mlir":63:5)
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     %c30_i32 = arith.constant 30 : i32 loc("{{.*}}locations.mlir":66:10)
// CHECK-NEXT:     cf.br ^bb4(%c30_i32 : i32) loc("{{.*}}locations.mlir":67:5)
// CHECK-NEXT:   ^bb4(%1: i32 loc("{{.*}}locations.mlir":56:8)):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     return %1 : i32 loc("{{.*}}locations.mlir":69:3)
// CHECK-NEXT:   } loc("{{.*}}locations.mlir":55:1)
// CHECK-LABEL:   func.func @exec() -> i32 {
// CHECK-NEXT:     cf.br ^bb1 loc("{{.*}}locations.mlir":72:8)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32 loc("{{.*}}locations.mlir":73:10)
// CHECK-NEXT:     cf.br ^bb2(%c1_i32 : i32) loc("{{.*}}locations.mlir":74:5)
// CHECK-NEXT:   ^bb2(%0: i32 loc("{{.*}}locations.mlir":75:8)):  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%0 : i32) loc("{{.*}}locations.mlir":72:8)
// CHECK-NEXT:   ^bb3(%1: i32 loc("{{.*}}locations.mlir":72:8)):  // pred: ^bb2
// CHECK-NEXT:     return %1 : i32 loc("{{.*}}locations.mlir":78:3)
// CHECK-NEXT:   } loc("{{.*}}locations.mlir":71:1)
// CHECK-LABEL:   func.func @par(%arg0: index loc("{{.*}}locations.mlir":80:16), %arg1: index loc("{{.*}}locations.mlir":80:28), %arg2: index loc("{{.*}}locations.mlir":80:40), %arg3: f32 loc("{{.*}}locations.mlir":80:52)) -> f32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3 : index, f32) loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:   ^bb1(%0: index loc("{{.*}}locations.mlir":81:8), %1: f32 loc("{{.*}}locations.mlir":80:52)):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb6 loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%arg0, %1 : index, f32) loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:   ^bb3(%3: index loc("{{.*}}locations.mlir":81:8), %4: f32 loc("{{.*}}locations.mlir":80:52)):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:     cf.cond_br %5, ^bb4, ^bb5 loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %6 = arith.addf %arg3, %arg3 : f32 loc("{{.*}}locations.mlir":82:10)
// CHECK-NEXT:     %7 = arith.addf %4, %6 : f32 loc("{{.*}}locations.mlir":85:12)
// CHECK-NEXT:     %8 = arith.addi %3, %arg2 : index loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:     cf.br ^bb3(%8, %7 : index, f32) loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %9 = arith.addi %0, %arg2 : index loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:     cf.br ^bb1(%9, %4 : index, f32) loc("{{.*}}locations.mlir":81:8)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return %1 : f32 loc("{{.*}}locations.mlir":89:3)
// CHECK-NEXT:   } loc("{{.*}}locations.mlir":80:1)
// CHECK-LABEL:   func.func @unsigned(%arg0: i32 loc("{{.*}}locations.mlir":91:21), %arg1: i32 loc("{{.*}}locations.mlir":91:31), %arg2: i32 loc("{{.*}}locations.mlir":91:41)) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32) loc("{{.*}}locations.mlir":92:3)
// CHECK-NEXT:   ^bb1(%0: i32 loc("{{.*}}locations.mlir":92:20)):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi ult, %0, %arg1 : i32 loc("{{.*}}locations.mlir":92:3)
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3 loc("{{.*}}locations.mlir":92:3)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "test.use"(%0) : (i32) -> () loc("{{.*}}locations.mlir":93:5)
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : i32 loc("{{.*}}locations.mlir":92:3)
// CHECK-NEXT:     cf.br ^bb1(%2 : i32) loc("{{.*}}locations.mlir":92:3)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return loc("{{.*}}locations.mlir":95:3)
// CHECK-NEXT:   } loc("{{.*}}locations.mlir":91:1)
// CHECK-NEXT: } loc("{{.*}}locations.mlir":0:0)
