// RUN: ropt -allow-unregistered-dialect -test-liveness-analysis %s 2>&1 | FileCheck %s

// Liveness of values: operands of ops with effects and values returned by public functions are
// live, and so is what computes them, through branches, region control flow and calls; values of
// dead blocks are not live.

func.func @f1(%arg0: i32, %c: i1) -> i32 {
  %c0 = arith.constant {tag = "zero"} 0 : i32
  %c1 = arith.constant {tag = "one"} 1 : i32
  "foo.store"(%c0) : (i32) -> ()
  %x = arith.addi %c1, %c1 {tag = "add"} : i32
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%c1 : i32) {tag = "br"}
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func private @priv(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b {tag = "in_priv"} : i32
  return %a, %s : i32, i32
}
func.func @f2(%x: i32) -> i32 {
  %r:2 = func.call @priv(%x, %x) {tag = "call"} : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
func.func @f3(%lb: index, %ub: index, %st: index, %c: i1) {
  %c0 = arith.constant {tag = "c0"} 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %c0, %b = %c0) -> (i32, i32) {
    %n = arith.addi %a, %a : i32
    "foo.use"(%i) : (index) -> ()
    scf.yield %n, %b : i32, i32
  } {tag = "for"}
  %q = scf.if %c -> i32 {
    scf.yield %c0 : i32
  } else {
    scf.yield %c0 : i32
  } {tag = "if"}
  return
}
func.func @f4(%c: i1, %v: i32) -> i32 {
  %w:2 = scf.while (%a = %v, %b = %v) : (i32, i32) -> (i32, i32) {
    scf.condition(%c) {tag = "cond"} %a, %b : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %z = arith.addi %y, %y {tag = "inbody"} : i32
    scf.yield %x, %z : i32, i32
  } attributes {tag = "while"}
  return %w#0 : i32
}
func.func @dead() {
  %f = arith.constant false
  %z = arith.constant 0 : i64
  cf.cond_br %f, ^bb1, ^bb2
^bb1:
  %3 = arith.cmpi eq, %z, %z {tag = "dead_cmp"} : i64
  cf.br ^bb1
^bb2:
  return
}

// CHECK-LABEL: test_tag: zero:
// CHECK-NEXT:  result #0: live
// CHECK-LABEL: test_tag: one:
// CHECK-NEXT:  result #0: live
// CHECK-LABEL: test_tag: add:
// CHECK-NEXT:  operand #0: live
// CHECK-NEXT:  operand #1: live
// CHECK-NEXT:  result #0: live
// CHECK-LABEL: test_tag: br:
// CHECK-NEXT:  operand #0: live
// CHECK-NEXT:  operand #1: live
// CHECK-NEXT:  operand #2: live
// CHECK-LABEL: test_tag: in_priv:
// CHECK-NEXT:  operand #0: live
// CHECK-NEXT:  operand #1: not live
// CHECK-NEXT:  result #0: not live
// CHECK-LABEL: test_tag: call:
// CHECK-NEXT:  operand #0: live
// CHECK-NEXT:  operand #1: live
// CHECK-NEXT:  result #0: live
// CHECK-NEXT:  result #1: not live
// CHECK-LABEL: test_tag: c0:
// CHECK-NEXT:  result #0: not live
// CHECK-LABEL: test_tag: for:
// CHECK-NEXT:  operand #0: live
// CHECK-NEXT:  operand #1: live
// CHECK-NEXT:  operand #2: live
// CHECK-NEXT:  operand #3: not live
// CHECK-NEXT:  operand #4: not live
// CHECK-NEXT:  result #0: not live
// CHECK-NEXT:  result #1: not live
// CHECK-NEXT:  region: #0:
// CHECK-NEXT:    argument: #0: live
// CHECK-NEXT:    argument: #1: not live
// CHECK-NEXT:    argument: #2: not live
// CHECK-LABEL: test_tag: if:
// CHECK-NEXT:  operand #0: not live
// CHECK-NEXT:  result #0: not live
// CHECK-NEXT:  region: #0:
// CHECK-NEXT:  region: #1:
// CHECK-LABEL: test_tag: cond:
// CHECK-NEXT:  operand #0: live
// CHECK-NEXT:  operand #1: live
// CHECK-NEXT:  operand #2: not live
// CHECK-LABEL: test_tag: inbody:
// CHECK-NEXT:  operand #0: not live
// CHECK-NEXT:  operand #1: not live
// CHECK-NEXT:  result #0: not live
// CHECK-LABEL: test_tag: while:
// CHECK-NEXT:  operand #0: live
// CHECK-NEXT:  operand #1: live
// CHECK-NEXT:  result #0: live
// CHECK-NEXT:  result #1: not live
// CHECK-NEXT:  region: #0:
// CHECK-NEXT:    argument: #0: live
// CHECK-NEXT:    argument: #1: not live
// CHECK-NEXT:  region: #1:
// CHECK-NEXT:    argument: #0: live
// CHECK-NEXT:    argument: #1: not live
// CHECK-LABEL: test_tag: dead_cmp:
// CHECK-NEXT:  operand #0: not live
// CHECK-NEXT:  operand #1: not live
// CHECK-NEXT:  result #0: not live
// CHECK-NEXT: module {
