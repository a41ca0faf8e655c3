// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(canonicalize{region-simplify=disabled})' | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(canonicalize{top-down=false})' | FileCheck %s
// Unreachable blocks are erased whatever the region-simplify level (also in nested regions, also
// when they form a cycle or use each other's values), in regions of unregistered ops too. Ops
// of unregistered dialects have unknown effects and are never erased as dead. Checked against
// mlir-opt 22.

"u.func"() ({
^bb0(%a: i32):
  "u.br"(%a)[^bb2] : (i32) -> ()
^bb1(%x: i32):
  %v = "u.op"(%x, %w) : (i32, i32) -> i32
  "u.br"(%v)[^bb3] : (i32) -> ()
^bb2(%b: i32):
  "u.cond_br"(%b)[^bb4, ^bb5] : (i32) -> ()
^bb3(%y: i32):
  %w = "u.op"(%y) : (i32) -> i32
  "u.br"(%y)[^bb1] : (i32) -> ()
^bb4:
  "u.ret"() : () -> ()
^bb5:
  "u.nested"() ({
    "u.br"()[^bb2] : () -> ()
  ^bb1:
    "u.dead"() : () -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb2:
    "u.ret"() : () -> ()
  }) : () -> ()
  "u.ret"() : () -> ()
}) : () -> ()
"u.single"() ({
  "u.a"() : () -> ()
^bb1:
  "u.b"() : () -> ()
}) : () -> ()

// CHECK-LABEL: module {
// CHECK-NEXT:   "u.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "u.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "u.cond_br"(%0)[^bb2, ^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "u.ret"() : () -> ()
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     "u.nested"() ({
// CHECK-NEXT:       "u.br"()[^bb1] : () -> ()
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       "u.ret"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "u.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "u.single"() ({
// CHECK-NEXT:     "u.a"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
