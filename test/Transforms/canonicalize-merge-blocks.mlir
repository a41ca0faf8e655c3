// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=NORMAL
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(canonicalize{region-simplify=aggressive})' | FileCheck %s --check-prefix=AGGR
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(canonicalize{region-simplify=disabled})' | FileCheck %s --check-prefix=NORMAL
// Block merging (region-simplify=aggressive only) on unregistered ops: identical blocks with
// the same successors merge (locations ignored); different attributes or operand order, block
// arguments used through different values, and ops with regions keep blocks apart. Checked
// against mlir-opt 22.

"u.func"() ({
^bb0(%a: i32, %c: i1):
  "u.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = "u.add"(%a, %a) : (i32, i32) -> i32
  %1 = "u.mul"(%0, %a) {k = 1} : (i32, i32) -> i32
  "u.br"(%1)[^bb3] : (i32) -> ()
^bb2:
  %2 = "u.add"(%a, %a) : (i32, i32) -> i32 loc("other")
  %3 = "u.mul"(%2, %a) {k = 1} : (i32, i32) -> i32
  "u.br"(%3)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "u.cond_br"(%c)[^bb4, ^bb5, ^bb6] : (i1) -> ()
^bb4:
  %4 = "u.mul"(%r, %a) {k = 1} : (i32, i32) -> i32
  "u.br"(%4)[^bb3] : (i32) -> ()
^bb5:
  %5 = "u.mul"(%r, %a) {k = 2} : (i32, i32) -> i32
  "u.br"(%5)[^bb3] : (i32) -> ()
^bb6:
  %6 = "u.mul"(%a, %r) {k = 1} : (i32, i32) -> i32
  "u.br"(%6)[^bb3] : (i32) -> ()
}) : () -> ()
"u.func"() ({
^bb0(%c: i1):
  "u.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1(%x: i32):
  "u.use"(%x) : (i32) -> ()
  "u.ret"() : () -> ()
^bb2(%y: i32):
  "u.use"(%y) : (i32) -> ()
  "u.ret"() : () -> ()
}) : () -> ()
"u.func"() ({
^bb0(%c: i1):
  "u.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "u.x"() ({
    "u.y"() : () -> ()
  }) : () -> ()
  "u.ret"() : () -> ()
^bb2:
  "u.x"() ({
    "u.y"() : () -> ()
  }) : () -> ()
  "u.ret"() : () -> ()
}) : () -> ()

// NORMAL-LABEL: module {
// NORMAL-NEXT:   "u.func"() ({
// NORMAL-NEXT:   ^bb0(%arg0: i32, %arg1: i1):
// NORMAL-NEXT:     "u.cond_br"(%arg1)[^bb1, ^bb2] : (i1) -> ()
// NORMAL-NEXT:   ^bb1:  // pred: ^bb0
// NORMAL-NEXT:     %0 = "u.add"(%arg0, %arg0) : (i32, i32) -> i32
// NORMAL-NEXT:     %1 = "u.mul"(%0, %arg0) {k = 1 : i64} : (i32, i32) -> i32
// NORMAL-NEXT:     "u.br"(%1)[^bb3] : (i32) -> ()
// NORMAL-NEXT:   ^bb2:  // pred: ^bb0
// NORMAL-NEXT:     %2 = "u.add"(%arg0, %arg0) : (i32, i32) -> i32
// NORMAL-NEXT:     %3 = "u.mul"(%2, %arg0) {k = 1 : i64} : (i32, i32) -> i32
// NORMAL-NEXT:     "u.br"(%3)[^bb3] : (i32) -> ()
// NORMAL-NEXT:   ^bb3(%4: i32):  // 5 preds: ^bb1, ^bb2, ^bb4, ^bb5, ^bb6
// NORMAL-NEXT:     "u.cond_br"(%arg1)[^bb4, ^bb5, ^bb6] : (i1) -> ()
// NORMAL-NEXT:   ^bb4:  // pred: ^bb3
// NORMAL-NEXT:     %5 = "u.mul"(%4, %arg0) {k = 1 : i64} : (i32, i32) -> i32
// NORMAL-NEXT:     "u.br"(%5)[^bb3] : (i32) -> ()
// NORMAL-NEXT:   ^bb5:  // pred: ^bb3
// NORMAL-NEXT:     %6 = "u.mul"(%4, %arg0) {k = 2 : i64} : (i32, i32) -> i32
// NORMAL-NEXT:     "u.br"(%6)[^bb3] : (i32) -> ()
// NORMAL-NEXT:   ^bb6:  // pred: ^bb3
// NORMAL-NEXT:     %7 = "u.mul"(%arg0, %4) {k = 1 : i64} : (i32, i32) -> i32
// NORMAL-NEXT:     "u.br"(%7)[^bb3] : (i32) -> ()
// NORMAL-NEXT:   }) : () -> ()
// NORMAL-NEXT:   "u.func"() ({
// NORMAL-NEXT:   ^bb0(%arg0: i1):
// NORMAL-NEXT:     "u.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// NORMAL-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// NORMAL-NEXT:     "u.use"(%0) : (i32) -> ()
// NORMAL-NEXT:     "u.ret"() : () -> ()
// NORMAL-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// NORMAL-NEXT:     "u.use"(%1) : (i32) -> ()
// NORMAL-NEXT:     "u.ret"() : () -> ()
// NORMAL-NEXT:   }) : () -> ()
// NORMAL-NEXT:   "u.func"() ({
// NORMAL-NEXT:   ^bb0(%arg0: i1):
// NORMAL-NEXT:     "u.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// NORMAL-NEXT:   ^bb1:  // pred: ^bb0
// NORMAL-NEXT:     "u.x"() ({
// NORMAL-NEXT:       "u.y"() : () -> ()
// NORMAL-NEXT:     }) : () -> ()
// NORMAL-NEXT:     "u.ret"() : () -> ()
// NORMAL-NEXT:   ^bb2:  // pred: ^bb0
// NORMAL-NEXT:     "u.x"() ({
// NORMAL-NEXT:       "u.y"() : () -> ()
// NORMAL-NEXT:     }) : () -> ()
// NORMAL-NEXT:     "u.ret"() : () -> ()
// NORMAL-NEXT:   }) : () -> ()
// NORMAL-NEXT: }

// AGGR-LABEL: module {
// AGGR-NEXT:   "u.func"() ({
// AGGR-NEXT:   ^bb0(%arg0: i32, %arg1: i1):
// AGGR-NEXT:     "u.cond_br"(%arg1)[^bb1, ^bb1] : (i1) -> ()
// AGGR-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// AGGR-NEXT:     %0 = "u.add"(%arg0, %arg0) : (i32, i32) -> i32
// AGGR-NEXT:     %1 = "u.mul"(%0, %arg0) {k = 1 : i64} : (i32, i32) -> i32
// AGGR-NEXT:     "u.br"(%1)[^bb2] : (i32) -> ()
// AGGR-NEXT:   ^bb2(%2: i32):  // 4 preds: ^bb1, ^bb3, ^bb4, ^bb5
// AGGR-NEXT:     "u.cond_br"(%arg1)[^bb3, ^bb4, ^bb5] : (i1) -> ()
// AGGR-NEXT:   ^bb3:  // pred: ^bb2
// AGGR-NEXT:     %3 = "u.mul"(%2, %arg0) {k = 1 : i64} : (i32, i32) -> i32
// AGGR-NEXT:     "u.br"(%3)[^bb2] : (i32) -> ()
// AGGR-NEXT:   ^bb4:  // pred: ^bb2
// AGGR-NEXT:     %4 = "u.mul"(%2, %arg0) {k = 2 : i64} : (i32, i32) -> i32
// AGGR-NEXT:     "u.br"(%4)[^bb2] : (i32) -> ()
// AGGR-NEXT:   ^bb5:  // pred: ^bb2
// AGGR-NEXT:     %5 = "u.mul"(%arg0, %2) {k = 1 : i64} : (i32, i32) -> i32
// AGGR-NEXT:     "u.br"(%5)[^bb2] : (i32) -> ()
// AGGR-NEXT:   }) : () -> ()
// AGGR-NEXT:   "u.func"() ({
// AGGR-NEXT:   ^bb0(%arg0: i1):
// AGGR-NEXT:     "u.cond_br"(%arg0)[^bb1, ^bb1] : (i1) -> ()
// AGGR-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// AGGR-NEXT:     "u.use"(%0) : (i32) -> ()
// AGGR-NEXT:     "u.ret"() : () -> ()
// AGGR-NEXT:   }) : () -> ()
// AGGR-NEXT:   "u.func"() ({
// AGGR-NEXT:   ^bb0(%arg0: i1):
// AGGR-NEXT:     "u.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// AGGR-NEXT:   ^bb1:  // pred: ^bb0
// AGGR-NEXT:     "u.x"() ({
// AGGR-NEXT:       "u.y"() : () -> ()
// AGGR-NEXT:     }) : () -> ()
// AGGR-NEXT:     "u.ret"() : () -> ()
// AGGR-NEXT:   ^bb2:  // pred: ^bb0
// AGGR-NEXT:     "u.x"() ({
// AGGR-NEXT:       "u.y"() : () -> ()
// AGGR-NEXT:     }) : () -> ()
// AGGR-NEXT:     "u.ret"() : () -> ()
// AGGR-NEXT:   }) : () -> ()
// AGGR-NEXT: }
