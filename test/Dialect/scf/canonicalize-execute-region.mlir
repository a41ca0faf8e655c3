// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// scf.execute_region with several blocks, directly in a function or in another
// scf.execute_region, is inlined into the enclosing CFG (MultiBlockExecuteInliner); not with
// no_inline nor inside other ops. Expected output checked against mlir-opt 22.

// CHECK-LABEL: func.func @multi_block(%arg0: i1) -> i32 {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  b1:  // pred: ^bb0
// CHECK-NEXT:  %0 = "test.a"() : () -> i32
// CHECK-NEXT:  cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  b2:  // pred: ^bb0
// CHECK-NEXT:  %1 = "test.b"() : () -> i32
// CHECK-NEXT:  cf.br ^bb3(%1 : i32)
// CHECK-NEXT:  b3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  "test.use"(%2) : (i32) -> ()
// CHECK-NEXT:  return %2 : i32
// CHECK-LABEL: func.func @multi_block_no_results(%arg0: i1) {
// CHECK-NEXT:  "test.before"() : () -> ()
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  b1:  // pred: ^bb0
// CHECK-NEXT:  "test.a"() : () -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  b2:  // pred: ^bb0
// CHECK-NEXT:  "test.b"() : () -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  b3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  "test.after"() : () -> ()
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @nested_in_execute_region(%arg0: i1) {
// CHECK-NEXT:  scf.execute_region no_inline {
// CHECK-NEXT:    "test.x"() : () -> ()
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "test.a"() : () -> ()
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    "test.b"() : () -> ()
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @no_inline(%arg0: i1) {
// CHECK-NEXT:  scf.execute_region no_inline {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "test.a"() : () -> ()
// CHECK-NEXT:    scf.yield
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    "test.b"() : () -> ()
// CHECK-NEXT:    scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @inside_for(%arg0: i1, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:  scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      "test.a"() : () -> ()
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      "test.b"() : () -> ()
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  return

func.func @multi_block(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  ^b:
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  "test.use"(%r) : (i32) -> ()
  return %r : i32
}

func.func @multi_block_no_results(%c: i1) {
  "test.before"() : () -> ()
  scf.execute_region {
    cf.cond_br %c, ^a, ^b
  ^a:
    "test.a"() : () -> ()
    scf.yield
  ^b:
    "test.b"() : () -> ()
    scf.yield
  }
  "test.after"() : () -> ()
  return
}

func.func @nested_in_execute_region(%c: i1) {
  scf.execute_region no_inline {
    "test.x"() : () -> ()
    scf.execute_region {
      cf.cond_br %c, ^a, ^b
    ^a:
      "test.a"() : () -> ()
      scf.yield
    ^b:
      "test.b"() : () -> ()
      scf.yield
    }
    scf.yield
  }
  return
}

func.func @no_inline(%c: i1) {
  scf.execute_region no_inline {
    cf.cond_br %c, ^a, ^b
  ^a:
    "test.a"() : () -> ()
    scf.yield
  ^b:
    "test.b"() : () -> ()
    scf.yield
  }
  return
}

func.func @inside_for(%c: i1, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.execute_region {
      cf.cond_br %c, ^a, ^b
    ^a:
      "test.a"() : () -> ()
      scf.yield
    ^b:
      "test.b"() : () -> ()
      scf.yield
    }
  }
  return
}
