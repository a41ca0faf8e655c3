// RUN: ropt -allow-unregistered-dialect -sccp %s | FileCheck %s
// RUN: ropt -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(sccp))' %s | FileCheck %s

// Sparse conditional constant propagation over unstructured control flow: constants reach block
// arguments through live edges only, conflicting or unknown values stay, and every constant is
// materialized again at the start of its function (the last one made first).

func.func @straight(%a: i32) -> i32 {
  %t = arith.constant true
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %s = arith.select %t, %one, %a : i32
  %m = arith.muli %s, %two : i32
  %x = arith.addi %m, %a : i32
  return %x : i32
}

func.func @branchy(%a : i32) -> i32 {
  %t = arith.constant true
  %c7 = arith.constant 7 : i32
  cf.cond_br %t, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.br ^bb2(%c7 : i32)
^bb2(%v : i32):
  return %v : i32
}

func.func @over(%a : i32, %c : i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^bb1, ^bb2(%c1 : i32)
^bb1:
  cf.br ^bb2(%c2 : i32)
^bb2(%v : i32):
  return %v : i32
}

func.func @same(%a : i32, %c : i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2(%c1 : i32)
^bb1:
  cf.br ^bb2(%c1b : i32)
^bb2(%v : i32):
  %w = arith.addi %v, %v : i32
  return %w : i32
}

func.func private @ext() -> i1

func.func @loop(%a : i32, %c : i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1(%c1 : i32), ^bb2(%c1 : i32)
^bb1(%iv: i32):
  %z = arith.constant 0 : i32
  %r = arith.addi %iv, %z : i32
  %k = call @ext() : () -> i1
  cf.cond_br %k, ^bb1(%r : i32), ^bb2(%r : i32)
^bb2(%o : i32):
  return %o : i32
}

func.func @loop2(%a : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c1 : i32)
^bb1(%iv: i32):
  %k = call @ext() : () -> i1
  cf.cond_br %k, ^bb5(%iv : i32), ^bb2
^bb2:
  %c20 = arith.constant 20 : i32
  %lt = arith.cmpi ult, %iv, %c20 : i32
  cf.cond_br %lt, ^bb3, ^bb4
^bb3:
  %c1b = arith.constant 1 : i32
  cf.br ^bb1(%c1b : i32)
^bb4:
  %inc = arith.addi %iv, %c1 : i32
  cf.br ^bb1(%inc : i32)
^bb5(%res: i32):
  return %res : i32
}

func.func @edges(%c0: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.cond_br %c0, ^bb1, ^bb2(%f : i1)
^bb1:
  cf.br ^bb2(%t : i1)
^bb2(%x: i1):
  cf.br ^bb3(%x : i1)
^bb3(%y: i1):
  return %x, %y : i1, i1
}

func.func @unknown_term(%a : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  "foo.br"() [^bb1, ^bb2] : () -> ()
^bb1:
  cf.br ^bb2(%c1 : i32)
^bb2(%v : i32):
  return %v : i32
}

func.func @fold_chain(%a: i32) -> (i32, i32, i1, i64) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %s = arith.addi %c3, %c5 : i32
  %p = arith.muli %s, %s : i32
  %q = arith.subi %p, %a : i32
  %cmp = arith.cmpi slt, %s, %p : i32
  %e = arith.extsi %p : i32 to i64
  %sel = arith.select %cmp, %q, %a : i32
  return %sel, %q, %cmp, %e : i32, i32, i1, i64
}

func.func @switchy(%a: i32) -> i32 {
  %c42 = arith.constant 42 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.switch %c42 : i32, [
    default: ^bb1(%c1 : i32),
    42: ^bb2(%c2 : i32),
    43: ^bb3
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
^bb3:
  return %a : i32
}

func.func @commute(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %x = arith.addi %c5, %a : i32
  return %x : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @straight(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.addi %c2_i32, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @branchy(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     cf.cond_br %true, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%c7_i32 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @over(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2(%c1_i32 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%c2_i32 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @same(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2(%c1_i32 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%c1_i32 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %c2_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @ext() -> i1
// CHECK-LABEL: func.func @loop(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%c1_i32 : i32), ^bb2(%c1_i32 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = call @ext() : () -> i1
// CHECK-NEXT:     cf.cond_br %1, ^bb1(%c1_i32 : i32), ^bb2(%c1_i32 : i32)
// CHECK-NEXT:   ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @loop2(%arg0: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.br ^bb1(%c1_i32 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb3, ^bb4
// CHECK-NEXT:     %1 = call @ext() : () -> i1
// CHECK-NEXT:     cf.cond_br %1, ^bb5(%c1_i32 : i32), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.cond_br %true, ^bb3, ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     cf.br ^bb1(%c1_i32 : i32)
// CHECK-NEXT:   ^bb4:  // pred: ^bb2
// CHECK-NEXT:     %2 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT:     cf.br ^bb1(%2 : i32)
// CHECK-NEXT:   ^bb5(%3: i32):  // pred: ^bb1
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @edges(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%false : i1)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%true : i1)
// CHECK-NEXT:   ^bb2(%0: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     cf.br ^bb3(%0 : i1)
// CHECK-NEXT:   ^bb3(%1: i1):  // pred: ^bb2
// CHECK-NEXT:     return %0, %1 : i1, i1
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @unknown_term(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     "foo.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%c1_i32 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @fold_chain(%arg0: i32) -> (i32, i32, i1, i64) {
// CHECK-NEXT:     %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.subi %c64_i32, %arg0 : i32
// CHECK-NEXT:     %1 = arith.select %true, %0, %arg0 : i32
// CHECK-NEXT:     return %1, %0, %true, %c64_i64 : i32, i32, i1, i64
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @switchy(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     cf.switch %c42_i32 : i32, [
// CHECK-NEXT:       default: ^bb1(%c1_i32 : i32),
// CHECK-NEXT:       42: ^bb2(%c2_i32 : i32),
// CHECK-NEXT:       43: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     return %c2_i32 : i32
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @commute(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = arith.addi %c5_i32, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
