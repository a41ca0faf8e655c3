// RUN: ropt %s -canonicalize | FileCheck %s

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
