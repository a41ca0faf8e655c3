// RUN: ropt %s -canonicalize --mlir-print-value-users | FileCheck %s

// Dead successor operands are erased by region simplification; the operands after an erased
// one move down and, as in mlir-opt, re-enter their values' use-lists as the newest uses.

// CHECK-LABEL: func.func @cond_br
// CHECK:   // %arg0 is used by %4
// CHECK:   // %arg2 is used by %4, %9, %3
// CHECK:   // %arg3 is used by %4, %10, %3
func.func @cond_br(%c: i1, %x: i32, %y: i32, %z: i32) -> i32 {
  %u = arith.muli %y, %z : i32
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2(%z : i32)
^bb1(%a: i32, %b: i32):
  %w = arith.muli %b, %u : i32
  cf.br ^bb2(%w : i32)
^bb2(%r: i32):
  %q = arith.muli %r, %y : i32
  %q2 = arith.muli %q, %z : i32
  return %q2 : i32
}

// CHECK-LABEL: func.func @br
// CHECK:   // %arg1 is used by %4, %8, %10, %3
// CHECK:   // %arg2 is used by %4, %8, %11, %3
// CHECK:   // %arg3 is used by %8
func.func @br(%x: i32, %y: i32, %z: i32, %c: i1) -> i32 {
  %u = arith.muli %y, %z : i32
  cf.br ^bb1(%x, %y, %z : i32, i32, i32)
^bb1(%a: i32, %b: i32, %d: i32):
  %w = arith.muli %b, %d : i32
  cf.cond_br %c, ^bb1(%x, %y, %z : i32, i32, i32), ^bb2(%w : i32)
^bb2(%r: i32):
  %q = arith.muli %r, %y : i32
  %q2 = arith.muli %q, %z : i32
  %q3 = arith.muli %q2, %u : i32
  return %q3 : i32
}

// CHECK-LABEL: func.func @switch
// CHECK:   // %arg0 is used by %3
// CHECK:   // %arg2 is used by %3, %9
// CHECK:   // %arg3 is used by %3, %10
func.func @switch(%f: i32, %x: i32, %y: i32, %z: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x, %y, %z : i32, i32, i32),
    5: ^bb2(%z : i32)
  ]
^bb1(%a: i32, %b: i32, %d: i32):
  %w = arith.muli %b, %d : i32
  cf.br ^bb2(%w : i32)
^bb2(%r: i32):
  %q = arith.muli %r, %y : i32
  %q2 = arith.muli %q, %z : i32
  return %q2 : i32
}
