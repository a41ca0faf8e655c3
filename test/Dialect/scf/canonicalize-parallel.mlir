// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// scf.parallel canonicalizations (ParallelOpSingleOrZeroIterationDimsFolder: zero-trip
// loops become their inits, single-trip dimensions are dropped or the whole body inlined
// with each reduction applied once; MergeNestedParallelLoops). Zero trips come from ub <= lb,
// lb == ub (the same value), or ub = addi %lb, c <nsw> (not without nsw). Expected output
// from mlir-opt 22.

// CHECK-LABEL: func.func @zero(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:  return %arg1 : f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @single_all(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:  return %arg1 : f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @single_one(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT:  %1 = "test.v"(%c0, %arg2) : (index, index) -> f32
// CHECK-NEXT:  scf.reduce(%1 : f32) {
// CHECK-NEXT:  ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:  %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:  scf.reduce.return %2 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @single_noinit(%arg0: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c3, %arg0) step (%c1, %c3) {
// CHECK-NEXT:  "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  scf.parallel (%arg2, %arg3, %arg4) = (%c0, %c0, %c0) to (%arg0, %arg1, %arg0) step (%c1, %c1, %c1) {
// CHECK-NEXT:  "test.use"(%arg2, %arg3, %arg4) : (index, index, index) -> ()
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nested_dep(%arg0: index, %arg1: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:  scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT:  "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nsw(%arg0: index) {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:  scf.parallel (%arg1) = (%arg0) to (%0) step (%c1) {
// CHECK-NEXT:  "test.use"(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @inline_reduce(%arg0: f32, %arg1: i32) -> (f32, i32) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %0 = "test.v"(%c0, %c2) : (index, index) -> f32
// CHECK-NEXT:  %1 = "test.w"(%c2) : (index) -> i32
// CHECK-NEXT:  %2 = arith.addf %arg0, %0 : f32
// CHECK-NEXT:  %3 = arith.muli %arg1, %1 : i32
// CHECK-NEXT:  return %2, %3 : f32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @inline_noinit() {
// CHECK-NEXT:  %c7 = arith.constant 7 : index
// CHECK-NEXT:  "test.use"(%c7) : (index) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nested_more(%arg0: index, %arg1: index) {
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:  scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:  %0 = arith.addi %arg2, %c3 : index
// CHECK-NEXT:  "test.use"(%0, %arg3) : (index, index) -> ()
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg0, %arg1) step (%c1, %c1) {
// CHECK-NEXT:  %0 = arith.addi %arg2, %c3 : index
// CHECK-NEXT:  "test.use"(%0, %arg3) : (index, index) -> ()
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @three(%arg0: index, %arg1: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg0, %arg1) step (%c1, %c1) {
// CHECK-NEXT:  "test.use"(%arg2, %arg3, %c0) : (index, index, index) -> ()
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @zero(%a: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c1) to (%c0) step (%c1) init (%init) -> f32 {
    %v = "test.v"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @single_all(%a: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %a) to (%c1, %a) step (%c1, %c1) init (%init) -> f32 {
    %v = "test.v"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @single_one(%a: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %a) step (%c1, %c1) init (%init) -> f32 {
    %v = "test.v"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  } {foo}
  return %r : f32
}
func.func @single_noinit(%a: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j) = (%c3, %c0) to (%c1, %a) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.parallel (%i, %j) = (%c3, %c0) to (%c3, %c1) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %a) step (%c1, %c3) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @nested(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%b, %a) step (%c1, %c1) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
    } {bar}
  } {foo}
  return
}
func.func @nested_dep(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
func.func @nsw(%a: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = arith.addi %a, %c1 overflow<nsw> : index
  %ub2 = arith.addi %a, %c1 : index
  scf.parallel (%i, %j) = (%a, %a) to (%ub, %ub2) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @inline_reduce(%init: f32, %init2: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c2) to (%c1, %c5) step (%c1, %c5) init (%init, %init2) -> (f32, i32) {
    %v = "test.v"(%i, %j) : (index, index) -> f32
    %w = "test.w"(%j) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%x: i32, %y: i32):
      %s = arith.muli %x, %y : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @inline_noinit() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %c7 = arith.constant 7 : index
    %x = arith.addi %i, %c7 : index
    "test.use"(%x) : (index) -> ()
  }
  return
}
func.func @nested_more(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j) = (%c0) to (%b) step (%c1) {
      %c3 = arith.constant 3 : index
      %x = arith.addi %i, %c3 : index
      %y = arith.muli %x, %c1 : index
      "test.use"(%y, %j) : (index, index) -> ()
    }
    "test.use"(%i) : (index) -> ()
  }
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j) = (%c0) to (%b) step (%c1) {
      %c3 = arith.constant 3 : index
      %x = arith.addi %i, %c3 : index
      %y = arith.muli %x, %c1 : index
      "test.use"(%y, %j) : (index, index) -> ()
    }
  }
  return
}
func.func @three(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    scf.parallel (%j) = (%c0) to (%b) step (%c1) {
      scf.parallel (%k) = (%c0) to (%c1) step (%c1) {
        "test.use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}
