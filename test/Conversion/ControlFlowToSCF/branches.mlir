// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf | FileCheck %s
// Acyclic CFGs lifted as mlir-opt 22 lifts them: cond_br diamonds and triangles, several
// returns combined into one exit block, a return dominated by a branch region (multiplexer),
// crossing edges into a multiplexer with a discriminator and ub.poison, cf.switch to
// scf.index_switch (case values zero-extended), nesting, the leftover `arith.constant 0`,
// and a multi-block region nested in the function (lifted before the function's body).

func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @triangle(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %x = arith.muli %a, %a : i32
  cf.br ^bb2(%x : i32)
^bb2(%r: i32):
  return %r : i32
}

func.func @no_results(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}

func.func @two_returns(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

func.func @early_return(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i64) {
  %z = arith.constant 5 : i64
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %z : i32, i64
^bb2:
  cf.cond_br %d, ^bb3, ^bb4
^bb3:
  %y = arith.addi %a, %b : i32
  cf.br ^bb5(%y : i32)
^bb4:
  cf.br ^bb5(%b : i32)
^bb5(%r : i32):
  return %r, %z : i32, i64
}

func.func @switch(%f: i32, %a: f32, %b: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    3: ^bb2,
    -1: ^bb3(%b : f32)
  ]
^bb1(%x: f32):
  cf.br ^bb4(%x : f32)
^bb2:
  %s = arith.addf %a, %b : f32
  cf.br ^bb4(%s : f32)
^bb3(%y: f32):
  cf.br ^bb4(%y : f32)
^bb4(%r: f32):
  return %r : f32
}

func.func @nested(%c: i1, %d: i1, %a: index) -> index {
  cf.cond_br %c, ^bb1, ^bb4(%a : index)
^bb1:
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  %x = arith.addi %a, %a : index
  cf.br ^bb4(%x : index)
^bb3:
  %y = arith.muli %a, %a : index
  cf.br ^bb4(%y : index)
^bb4(%r: index):
  return %r : index
}

func.func @single_block(%a: i32) -> i32 {
  return %a : i32
}

func.func @chain(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return %x : i32
}
func.func @crossing(%c: i1, %d: i1, %a: i32, %b: i64) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb3(%a : i32), ^bb4(%b : i64)
^bb2:
  %t = arith.extui %a : i32 to i64
  cf.br ^bb4(%t : i64)
^bb3(%x: i32):
  cf.br ^bb5(%x : i32)
^bb4(%y: i64):
  %z = arith.trunci %y : i64 to i32
  cf.br ^bb5(%z : i32)
^bb5(%r: i32):
  return %r : i32
}

func.func @same_dest(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%r: i32):
  return %r : i32
}

func.func @switch_shared(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  cf.br ^bb3
^bb2:
  %x = arith.addi %a, %a : i32
  cf.br ^bb3
^bb3:
  return %a : i32
}

func.func @return_in_middle(%c: i1, %d: i1, %a: f32) -> f32 {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  return %a : f32
^bb3:
  %n = arith.negf %a : f32
  return %n : f32
}

func.func @switch_i8(%f: i8) {
  cf.switch %f : i8, [
    default: ^bb1,
    -2: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  cf.br ^bb3
^bb2:
  "test.b"() : () -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @deep(%c: i1, %d: i1, %e: i1, %a: index) -> (index, index) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb3, ^bb6(%a, %a : index, index)
^bb2:
  cf.cond_br %e, ^bb4, ^bb5
^bb3:
  %x = arith.addi %a, %a : index
  cf.br ^bb6(%x, %a : index, index)
^bb4:
  cf.br ^bb5
^bb5:
  %y = arith.muli %a, %a : index
  cf.br ^bb6(%y, %y : index, index)
^bb6(%r: index, %s: index):
  return %r, %s : index, index
}

func.func @nested_func_region(%c: i1) {
  "test.region"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.a"() : () -> ()
    cf.br ^bb2
  ^bb2:
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @diamond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @triangle(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_results(%arg0: i1) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.foo"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_returns(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @early_return(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i64) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT:   %0:2 = scf.if %arg0 -> (i32, i64) {
// CHECK-NEXT:     scf.yield %arg2, %c5_i64 : i32, i64
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       %2 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1, %c5_i64 : i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : i32, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:   %1 = scf.index_switch %0 -> f32
// CHECK-NEXT:   case 3 {
// CHECK-NEXT:     %2 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     scf.yield %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 4294967295 {
// CHECK-NEXT:     scf.yield %arg2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1, %arg2: index) -> index {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT:     %1 = scf.if %arg1 -> (index) {
// CHECK-NEXT:       %2 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT:       scf.yield %2 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT:       scf.yield %2 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_block(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @crossing(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i64) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = ub.poison : i64
// CHECK-NEXT:   %1 = ub.poison : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %2:3 = scf.if %arg0 -> (i64, i32, i32) {
// CHECK-NEXT:     %5:3 = scf.if %arg1 -> (i64, i32, i32) {
// CHECK-NEXT:       scf.yield %0, %arg2, %c1_i32 : i64, i32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3, %1, %c0_i32 : i64, i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %5#0, %5#1, %5#2 : i64, i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %5 = arith.extui %arg2 : i32 to i64
// CHECK-NEXT:     scf.yield %5, %1, %c0_i32 : i64, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %3 = arith.index_castui %2#2 : i32 to index
// CHECK-NEXT:   %4 = scf.index_switch %3 -> i32
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     %5 = arith.trunci %2#0 : i64 to i32
// CHECK-NEXT:     scf.yield %5 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %2#1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %4 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_dest(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_shared(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:   %1 = scf.index_switch %0 -> i32
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     scf.yield %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     scf.yield %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 2 {
// CHECK-NEXT:     scf.yield %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = arith.index_castui %1 : i32 to index
// CHECK-NEXT:   scf.index_switch %2
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     %3 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @return_in_middle(%arg0: i1, %arg1: i1, %arg2: f32) -> f32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = ub.poison : f32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %1:2 = scf.if %arg0 -> (f32, i32) {
// CHECK-NEXT:     %4:2 = scf.if %arg1 -> (f32, i32) {
// CHECK-NEXT:       scf.yield %arg2, %c1_i32 : f32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0, %c0_i32 : f32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %4#0, %4#1 : f32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %0, %c0_i32 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %2 = arith.index_castui %1#1 : i32 to index
// CHECK-NEXT:   %3 = scf.index_switch %2 -> f32
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     %4 = arith.negf %arg2 : f32
// CHECK-NEXT:     scf.yield %4 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %1#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %3 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_i8(%arg0: i8) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT:   scf.index_switch %0
// CHECK-NEXT:   case 254 {
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @deep(%arg0: i1, %arg1: i1, %arg2: i1, %arg3: index) -> (index, index) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0:2 = scf.if %arg0 -> (index, index) {
// CHECK-NEXT:     %1:2 = scf.if %arg1 -> (index, index) {
// CHECK-NEXT:       %2 = arith.addi %arg3, %arg3 : index
// CHECK-NEXT:       scf.yield %2, %arg3 : index, index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3, %arg3 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1#0, %1#1 : index, index
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.if %arg2 {
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.muli %arg3, %arg3 : index
// CHECK-NEXT:     scf.yield %1, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_func_region(%arg0: i1) {
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.a"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
