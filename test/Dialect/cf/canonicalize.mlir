// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -canonicalize -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The canonicalization patterns of the cf ops (expected output from mlir-opt 22). Functions are
// unregistered "x.func" ops so that only cf is under test; arith ops (created by the patterns,
// or constants feeding them) are part of the expected output.

// CHECK-LABEL: name = "br_merge"
// CHECK:      ^bb0(%arg0: i32):
// CHECK-NEXT:   "x.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "br_merge"} : () -> ()
"x.func"() ({
^bb0(%a: i32):
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "x.use"(%x) : (i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "br_chain"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   "x.use"(%arg0, %arg1) : (i32, i32) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "br_chain"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %b: i32):
  "x.op"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x, %b : i32, i32)
^bb2(%p: i32, %q: i32):
  "x.use"(%p, %q) : (i32, i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "br_pass_through"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
// CHECK-NEXT:   "x.op"(%arg2) : (i1) -> ()
// CHECK-NEXT:   cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.op1"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3(%arg0, %arg0 : i32, i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "x.op3"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3(%arg1, %arg0 : i32, i32)
// CHECK-NEXT: ^bb3(%0: i32, %1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "x.use"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "br_pass_through"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %b: i32, %c: i1):
  "x.op"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  "x.op1"() : () -> ()
  cf.br ^bb2(%a : i32)
^bb3:
  "x.op3"() : () -> ()
  cf.br ^bb2(%b : i32)
^bb2(%x: i32):
  cf.br ^bb4(%x, %a : i32, i32)
^bb4(%p: i32, %q: i32):
  "x.use"(%p, %q) : (i32, i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "cond_br_pass_through"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
// CHECK-NEXT:   %0 = arith.select %arg2, %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.select %arg2, %arg1, %arg0 : i32
// CHECK-NEXT:   "x.use"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "cond_br_pass_through"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %b: i32, %c: i1):
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2:
  cf.br ^bb3(%b, %a : i32, i32)
^bb3(%p: i32, %q: i32):
  "x.use"(%p, %q) : (i32, i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "cond_br_pass_through_one"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
// CHECK-NEXT:   cf.cond_br %arg2, ^bb2(%arg0 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "x.use"(%0) : (i32) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "cond_br_pass_through_one"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %b: i32, %c: i1):
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  "x.op"() : () -> ()
  cf.br ^bb3(%b : i32)
^bb3(%p: i32):
  "x.use"(%p) : (i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// The weights stay; discardable attributes do not.
// CHECK-LABEL: name = "cond_br_pass_through_weights"
// CHECK:      ^bb0(%arg0: i1):
// CHECK-NEXT:   cf.cond_br %arg0 weights([3, 7]), ^bb2, ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// GENERIC-LABEL: name = "cond_br_pass_through_weights"
// GENERIC:         "cf.cond_br"(%{{.*}})[^bb2, ^bb1] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
"x.test"() {name = "cond_br_pass_through_weights"} : () -> ()
"x.func"() ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 0, 0>}> {dropped} : (i1) -> ()
^bb1:
  cf.br ^bb3
^bb2:
  "x.op"() : () -> ()
  cf.br ^bb3
^bb3:
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "no_collapse_arg_used"
// CHECK:      ^bb0(%arg0: i32, %arg1: i1):
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb3
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "x.use"(%0) : (i32) -> ()
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "no_collapse_arg_used"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %c: i1):
  cf.cond_br %c, ^bb1(%a : i32), ^bb3
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  "x.use"(%x) : (i32) -> ()
  cf.br ^bb2
^bb3:
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "same_succ"
// CHECK:      ^bb0(%arg0: i32, %arg1: i1):
// CHECK-NEXT:   "x.return"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "same_succ"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %c: i1):
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "x.return"(%x) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "same_succ_select"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i1):
// CHECK-NEXT:   %0 = arith.select %arg3, %arg0, %arg1 : i32
// CHECK-NEXT:   "x.return"(%0, %arg2) : (i32, f32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "same_succ_select"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %b: i32, %f: f32, %c: i1):
  cf.cond_br %c, ^bb1(%a, %f : i32, f32), ^bb1(%b, %f : i32, f32)
^bb1(%x: i32, %y: f32):
  "x.return"(%x, %y) : (i32, f32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "same_succ_other_pred"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
// CHECK-NEXT:   cf.cond_br %arg2, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "x.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "same_succ_other_pred"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %b: i32, %c: i1):
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  "x.op"() : () -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32)
^bb2(%x: i32):
  "x.return"(%x) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "same_cond"
// CHECK:      ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "x.op2"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "x.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "same_cond"} : () -> ()
"x.func"() ({
^bb0(%c: i1, %a: i32):
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "x.op"() : () -> ()
  cf.cond_br %c, ^bb3(%a : i32), ^bb4
^bb2:
  "x.op2"() : () -> ()
  cf.cond_br %c, ^bb4, ^bb3(%a : i32)
^bb3(%x: i32):
  "x.return"(%x) : (i32) -> ()
^bb4:
  "x.return"(%a) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "truth"
// CHECK:      ^bb0(%arg0: i1):
// CHECK-NEXT:   %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:   %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.use"(%[[TRUE]]) : (i1) -> ()
// CHECK-NEXT:   "x.region"() ({
// CHECK-NEXT:     "x.use"(%arg0) : (i1) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "x.use"(%[[FALSE]]) : (i1) -> ()
// CHECK-NEXT:   "x.use"(%[[FALSE]]) : (i1) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "truth"} : () -> ()
"x.func"() ({
^bb0(%c: i1):
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "x.use"(%c) : (i1) -> ()
  "x.region"() ({
    "x.use"(%c) : (i1) -> ()
  }) : () -> ()
  "x.return"() : () -> ()
^bb2:
  "x.use"(%c) : (i1) -> ()
  "x.use"(%c) : (i1) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_default"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_default"} : () -> ()
"x.func"() ({
^bb0(%f: i32, %a: i32):
  cf.switch %f : i32, [ default: ^bb1(%a : i32) ]
^bb1(%x: i32):
  "x.return"(%x) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_drop"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg1 : i32),
// CHECK-NEXT:     2: ^bb1(%arg2 : i32),
// CHECK-NEXT:     3: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "x.return"(%0) : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "x.return"(%arg2) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_drop"} : () -> ()
"x.func"() ({
^bb0(%f: i32, %a: i32, %b: i32):
  cf.switch %f : i32, [ default: ^bb1(%a : i32), 1: ^bb1(%a : i32), 2: ^bb1(%b : i32), 3: ^bb2, 4: ^bb1(%a : i32) ]
^bb1(%x: i32):
  "x.return"(%x) : (i32) -> ()
^bb2:
  "x.return"(%b) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_drop_all"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_drop_all"} : () -> ()
"x.func"() ({
^bb0(%f: i32, %a: i32):
  "x.op"() : () -> ()
  cf.switch %f : i32, [ default: ^bb1(%a : i32), 1: ^bb1(%a : i32), 2: ^bb1(%a : i32) ]
^bb1(%x: i32):
  "x.return"(%x) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_pass_through"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb2(%arg1 : i32),
// CHECK-NEXT:     1: ^bb3(%arg2, %arg1 : i32, i32),
// CHECK-NEXT:     2: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "x.return"(%0) : (i32) -> ()
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT:   "x.return"(%1, %2) : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_pass_through"} : () -> ()
"x.func"() ({
^bb0(%f: i32, %a: i32, %b: i32):
  cf.switch %f : i32, [ default: ^bb1(%a : i32), 1: ^bb2(%b : i32), 2: ^bb3 ]
^bb1(%x: i32):
  cf.br ^bb4(%x : i32)
^bb2(%y: i32):
  cf.br ^bb5(%y, %a : i32, i32)
^bb3:
  "x.op"() : () -> ()
  cf.br ^bb4(%a : i32)
^bb4(%p: i32):
  "x.return"(%p) : (i32) -> ()
^bb5(%q: i32, %r: i32):
  "x.return"(%q, %r) : (i32, i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_same_flag"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     1: ^bb2,
// CHECK-NEXT:     2: ^bb3
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   "x.op3"() : () -> ()
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   "x.op2"() : () -> ()
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_same_flag"} : () -> ()
"x.func"() ({
^bb0(%f: i32, %a: i32):
  cf.switch %f : i32, [ default: ^bb1, 1: ^bb2, 2: ^bb3 ]
^bb1:
  "x.return"(%a) : (i32) -> ()
^bb2:
  "x.op"() : () -> ()
  cf.switch %f : i32, [ default: ^bb4, 1: ^bb5, 2: ^bb6 ]
^bb3:
  "x.op2"() : () -> ()
  cf.switch %f : i32, [ default: ^bb4, 5: ^bb5 ]
^bb4:
  "x.return"(%a) : (i32) -> ()
^bb5:
  "x.op3"() : () -> ()
  "x.return"(%a) : (i32) -> ()
^bb6:
  "x.op4"() : () -> ()
  "x.return"(%a) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_default_same_flag"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     1: ^bb2,
// CHECK-NEXT:     2: ^bb3
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb4,
// CHECK-NEXT:     3: ^bb5
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "x.op1"() : () -> ()
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   "x.op2"() : () -> ()
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT:   "x.op3"() : () -> ()
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT:   "x.op5"() : () -> ()
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_default_same_flag"} : () -> ()
"x.func"() ({
^bb0(%f: i32, %a: i32):
  cf.switch %f : i32, [ default: ^bb1, 1: ^bb2, 2: ^bb3 ]
^bb1:
  "x.op"() : () -> ()
  cf.switch %f : i32, [ default: ^bb4, 1: ^bb5, 3: ^bb6, 2: ^bb4 ]
^bb2:
  "x.op1"() : () -> ()
  "x.return"(%a) : (i32) -> ()
^bb3:
  "x.op2"() : () -> ()
  "x.return"(%a) : (i32) -> ()
^bb4:
  "x.op3"() : () -> ()
  "x.return"(%a) : (i32) -> ()
^bb5:
  "x.op4"() : () -> ()
  "x.return"(%a) : (i32) -> ()
^bb6:
  "x.op5"() : () -> ()
  "x.return"(%a) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "loop"
// CHECK:        cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "loop"} : () -> ()
"x.func"() ({
^bb0:
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}) : () -> ()

// CHECK-LABEL: name = "const_true"
// CHECK:      ^bb0(%arg0: i32):
// CHECK-NEXT:   "x.return"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "const_true"} : () -> ()
"x.func"() ({
^bb0(%a: i32):
  %t = "arith.constant"() <{value = 1 : i1}> : () -> i1
  cf.cond_br %t, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "x.return"(%x) : (i32) -> ()
^bb2:
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "const_false"
// CHECK:      ^bb0(%arg0: i32):
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "const_false"} : () -> ()
"x.func"() ({
^bb0(%a: i32):
  %f = "arith.constant"() <{value = 0 : i1}> : () -> i1
  cf.cond_br %f, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "x.return"(%x) : (i32) -> ()
^bb2:
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_const"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   "x.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_const"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %b: i32):
  %c = "arith.constant"() <{value = 2 : i32}> : () -> i32
  cf.switch %c : i32, [ default: ^bb1(%a : i32), 1: ^bb1(%b : i32), 2: ^bb2 ]
^bb1(%x: i32):
  "x.return"(%x) : (i32) -> ()
^bb2:
  "x.return"(%b) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_const_default"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   "x.return"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_const_default"} : () -> ()
"x.func"() ({
^bb0(%a: i32, %b: i32):
  %c = "arith.constant"() <{value = -7 : i32}> : () -> i32
  cf.switch %c : i32, [ default: ^bb1(%a : i32), 1: ^bb1(%b : i32), 2: ^bb2 ]
^bb1(%x: i32):
  "x.return"(%x) : (i32) -> ()
^bb2:
  "x.return"(%b) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: name = "assert"
// CHECK:      ^bb0(%arg0: i1):
// CHECK-NEXT:   %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:   cf.assert %arg0, "maybe"
// CHECK-NEXT:   cf.assert %[[FALSE]], "never"
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "assert"} : () -> ()
"x.func"() ({
^bb0(%c: i1):
  %t = "arith.constant"() <{value = 1 : i1}> : () -> i1
  cf.assert %t, "always"
  cf.assert %c, "maybe"
  %f = "arith.constant"() <{value = 0 : i1}> : () -> i1
  cf.assert %f, "never"
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_tensor_values_pass_through"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     1: ^bb2(%arg1 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   "x.op"(%0) : (i32) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_tensor_values_pass_through"} : () -> ()
"x.func"() ({
^bb0(%f: i32, %a: i32):
  "cf.switch"(%f, %a)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : tensor<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "x.op"() : () -> ()
  "x.return"() : () -> ()
^bb2(%x: i32):
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  "x.op"(%y) : (i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_tensor_values_drop"
// CHECK:      ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     1: ^bb2(%arg1 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   "x.op"(%0) : (i32) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_tensor_values_drop"} : () -> ()
"x.func"() ({
^bb0(%f: i32, %a: i32):
  "cf.switch"(%f, %a)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : tensor<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "x.op"() : () -> ()
  "x.return"() : () -> ()
^bb2(%x: i32):
  "x.op"(%x) : (i32) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "cond_br_loop"
// CHECK:      ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "x.op"(%0) : (i32) -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "cond_br_loop"} : () -> ()
"x.func"() ({
^bb0(%c: i1, %a: i32):
  "x.op"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "x.op"(%x) : (i32) -> ()
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb2:
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "truth_loop"
// CHECK:      ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT:   %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "x.use"(%arg0) : (i1) -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "x.use"(%[[FALSE]]) : (i1) -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "truth_loop"} : () -> ()
"x.func"() ({
^bb0(%c: i1, %a: i32):
  "x.op"() : () -> ()
  cf.br ^bb1
^bb1:
  "x.use"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  "x.use"(%c) : (i1) -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "cond_br_same_succ_loop"
// CHECK:      ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
// CHECK-NEXT:   "x.op"() : () -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT:   "x.use"(%0) : (i32) -> ()
// CHECK-NEXT:   cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "cond_br_same_succ_loop"} : () -> ()
"x.func"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  "x.op"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  "x.use"(%x) : (i32) -> ()
  cf.br ^bb1(%a : i32)
}) : () -> ()

// CHECK-LABEL: name = "switch_const_i1"
// CHECK:      ^bb0(%arg0: i1):
// CHECK-NEXT:   "x.op3"() : () -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_const_i1"} : () -> ()
"x.func"() ({
^bb0(%b: i1):
  %t = "arith.constant"() <{value = 1 : i1}> : () -> i1
  cf.switch %t : i1, [ default: ^bb1, 0: ^bb2, 1: ^bb3 ]
^bb1:
  "x.op1"() : () -> ()
  "x.return"() : () -> ()
^bb2:
  "x.op2"() : () -> ()
  "x.return"() : () -> ()
^bb3:
  "x.op3"() : () -> ()
  "x.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: name = "switch_const_negative"
// CHECK:      ^bb0(%arg0: i1):
// CHECK-NEXT:   "x.op2"() : () -> ()
// CHECK-NEXT:   "x.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.test"() {name = "switch_const_negative"} : () -> ()
"x.func"() ({
^bb0(%b: i1):
  %t = "arith.constant"() <{value = -1 : i64}> : () -> i64
  cf.switch %t : i64, [ default: ^bb1, -1: ^bb2, 1: ^bb3 ]
^bb1:
  "x.op1"() : () -> ()
  "x.return"() : () -> ()
^bb2:
  "x.op2"() : () -> ()
  "x.return"() : () -> ()
^bb3:
  "x.op3"() : () -> ()
  "x.return"() : () -> ()
}) : () -> ()
