// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// A conditional branch into a loop of empty blocks: collapsing branches into the
// loop must stop (checked against mlir-opt 22).

// CHECK-LABEL: func.func @cycle
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return
func.func @cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  return
}

// A pass-through block in front of a loop closed by unconditional branches stays: the chain
// of `cf.br` terminators from its destination comes back to a block already seen, even
// though the loop's blocks are not empty.

// CHECK-LABEL: func.func @into_loop
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT:    "test.foo"() : () -> ()
// CHECK-NEXT:    "test.bar"() : () -> ()
// CHECK-NEXT:    cf.br ^bb3
func.func @into_loop(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^d
^b:
  return
^d:
  "test.foo"() : () -> ()
  cf.br ^e
^e:
  "test.bar"() : () -> ()
  cf.br ^d
}

// When the loop is closed by a conditional branch, the pass-through block is skipped.

// CHECK-LABEL: func.func @into_cond_loop
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    "test.foo"() : () -> ()
// CHECK-NEXT:    "test.bar"() : () -> ()
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2, ^bb1
func.func @into_cond_loop(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^d
^b:
  return
^d:
  "test.foo"() : () -> ()
  cf.br ^e
^e:
  "test.bar"() : () -> ()
  cf.cond_br %c, ^d, ^b
}
