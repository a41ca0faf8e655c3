// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// scf.while: WhileCmpCond (a comparison in the after block repeating the loop condition
// is true, its inverse false), WhileRemoveDuplicatedResults, WhileOpAlignBeforeArgs and
// WhileMoveIfDown (an scf.if on the loop condition right before scf.condition moves into the
// after block). Expected output checked against mlir-opt 22.

// CHECK-LABEL: func.func @cmp_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:    scf.condition(%1) %arg2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:    %1 = arith.cmpi sgt, %arg2, %arg1 : i32
// CHECK-NEXT:    %2 = "test.n"(%arg2, %true, %false, %1) : (i32, i1, i1, i1) -> i32
// CHECK-NEXT:    scf.yield %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-LABEL: func.func @cmp_cond_rhs(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:    %1 = arith.cmpi ult, %arg1, %arg2 : i32
// CHECK-NEXT:    scf.condition(%1) %arg2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:    %1 = arith.cmpi ult, %arg2, %arg1 : i32
// CHECK-NEXT:    %2 = "test.n"(%arg2, %false, %1) : (i32, i1, i1) -> i32
// CHECK-NEXT:    scf.yield %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-LABEL: func.func @duplicated(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:    %1 = "test.c"(%arg1) : (i32) -> i1
// CHECK-NEXT:    scf.condition(%1) %arg1 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32):
// CHECK-NEXT:    %1 = "test.n"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:    scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0, %0 : i32, i32
// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: i64) -> (i64, i32) {
// CHECK-NEXT:  %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT:    %1 = "test.c"(%arg2, %arg3) : (i32, i64) -> i1
// CHECK-NEXT:    scf.condition(%1) %arg2, %arg3 : i32, i64
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32, %arg3: i64):
// CHECK-NEXT:    %1:2 = "test.n"(%arg2, %arg3) : (i32, i64) -> (i32, i64)
// CHECK-NEXT:    scf.yield %1#0, %1#1 : i32, i64
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#1, %0#0 : i64, i32
// CHECK-LABEL: func.func @move_if_down(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %0:2 = scf.while (%arg2 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT:    %1 = "test.c"(%arg2) : (i32) -> i1
// CHECK-NEXT:    %2 = "test.m"(%arg2) : (i32) -> i32
// CHECK-NEXT:    scf.condition(%1) %arg2, %2 : i32, i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:    %1 = "test.n"(%arg2, %arg3, %arg1) : (i32, i32, i32) -> i32
// CHECK-NEXT:    "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:    scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#0 : i32
// CHECK-LABEL: func.func @move_if_down_no_results(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:    %1 = "test.c"(%arg1) : (i32) -> i1
// CHECK-NEXT:    scf.condition(%1) %arg1 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32):
// CHECK-NEXT:    "test.n"(%arg1) : (i32) -> ()
// CHECK-NEXT:    %1 = "test.q"(%arg1) : (i32) -> i32
// CHECK-NEXT:    scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-LABEL: func.func @if_other_condition(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:  %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:    %1 = "test.c"(%arg2) : (i32) -> i1
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      "test.n"(%arg2) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.condition(%1) %arg2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:    %1 = "test.q"(%arg2) : (i32) -> i32
// CHECK-NEXT:    scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32

func.func @cmp_cond(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> (i32) {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %d = arith.cmpi slt, %p, %b : i32
    %e = arith.cmpi sge, %p, %b : i32
    %f = arith.cmpi sgt, %p, %b : i32
    %n = "test.n"(%p, %d, %e, %f) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @cmp_cond_rhs(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> (i32) {
    %c = arith.cmpi ult, %b, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %d = arith.cmpi uge, %b, %p : i32
    %e = arith.cmpi ult, %p, %b : i32
    %n = "test.n"(%p, %d, %e) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @duplicated(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.c"(%x) : (i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.n"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @align(%a: i32, %b: i64) -> (i64, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = "test.c"(%x, %y) : (i32, i64) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%q: i64, %p: i32):
    %n:2 = "test.n"(%p, %q) : (i32, i64) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %r#0, %r#1 : i64, i32
}

func.func @move_if_down(%a: i32, %k: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> (i32) {
    %c = "test.c"(%x) : (i32) -> i1
    %m = "test.m"(%x) : (i32) -> i32
    %v = scf.if %c -> i32 {
      %n = "test.n"(%x, %m, %k) : (i32, i32, i32) -> i32
      scf.yield %n : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%p: i32):
    "test.use"(%p) : (i32) -> ()
    scf.yield %p : i32
  }
  return %r : i32
}

func.func @move_if_down_no_results(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> (i32) {
    %c = "test.c"(%x) : (i32) -> i1
    scf.if %c {
      "test.n"(%x) : (i32) -> ()
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %q = "test.q"(%p) : (i32) -> i32
    scf.yield %q : i32
  }
  return %r : i32
}

func.func @if_other_condition(%a: i32, %d: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> (i32) {
    %c = "test.c"(%x) : (i32) -> i1
    scf.if %d {
      "test.n"(%x) : (i32) -> ()
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %q = "test.q"(%p) : (i32) -> i32
    scf.yield %q : i32
  }
  return %r : i32
}
