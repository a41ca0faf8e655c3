// RUN: ropt %s -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s
// Folding before patterns (an scf.if on a negated condition swaps its regions), blocks
// unreachable from the entry are not converted, scf ops in a region of another op,
// scf.forall through scf.parallel, and nests of different scf ops.

func.func @fold_not(%c: i1) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @unreachable(%c: i1) {
  return
^bb1:
  scf.if %c {
    "test.foo"() : () -> ()
  }
  return
}
func.func @in_region(%c: i1) {
  "test.region"() ({
    scf.if %c {
      "test.foo"() : () -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
func.func @forall(%n: index) {
  scf.forall (%i, %j) in (%n, 8) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @if_in_for(%lb: index, %ub: index, %st: index, %c: i1) {
  scf.for %i = %lb to %ub step %st {
    scf.if %c {
      scf.while : () -> () {
        %x = "test.cond"() : () -> i1
        scf.condition(%x)
      } do {
        scf.yield
      }
    } else {
      %e = scf.execute_region -> index {
        scf.yield %i : index
      }
      "test.use"(%e) : (index) -> ()
    }
  }
  return
}

// CHECK: module {
// CHECK-LABEL:   func.func @fold_not(%arg0: i1) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     cf.br ^bb3(%c2_i32 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @unreachable(%arg0: i1) {
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.foo"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @in_region(%arg0: i1) {
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       "test.foo"() : () -> ()
// CHECK-NEXT:       cf.br ^bb2
// CHECK-NEXT:     ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       "test.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @forall(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c8 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     "test.use"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:     %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL:   func.func @if_in_for(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb9
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb10
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.cond_br %arg3, ^bb3, ^bb6
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     %2 = "test.cond"() : () -> i1
// CHECK-NEXT:     cf.cond_br %2, ^bb4, ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     cf.br ^bb9
// CHECK-NEXT:   ^bb6:  // pred: ^bb2
// CHECK-NEXT:     cf.br ^bb7
// CHECK-NEXT:   ^bb7:  // pred: ^bb6
// CHECK-NEXT:     cf.br ^bb8(%0 : index)
// CHECK-NEXT:   ^bb8(%3: index):  // pred: ^bb7
// CHECK-NEXT:     "test.use"(%3) : (index) -> ()
// CHECK-NEXT:     cf.br ^bb9
// CHECK-NEXT:   ^bb9:  // 2 preds: ^bb5, ^bb8
// CHECK-NEXT:     %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%4 : index)
// CHECK-NEXT:   ^bb10:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
