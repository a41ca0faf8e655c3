// Canonicalization gives back the arena slots of the ops it erases (Body::compact) once a
// function is done; the passes that follow must see the same IR (values, use lists, blocks),
// on the parallel path (each function on its own) and the sequential one (the greedy driver
// visits the nested bodies itself).
// RUN: ropt %s -canonicalize -cse -canonicalize | FileCheck %s
// RUN: ropt %s -canonicalize -cse -canonicalize --mlir-disable-threading | FileCheck %s
// RUN: ropt %s -canonicalize | ropt -cse -canonicalize | FileCheck %s

func.func @chain(%a: i32, %b: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %c2 : i32
  %2 = arith.addi %a, %1 : i32
  %3 = arith.subi %2, %2 : i32
  %4 = arith.addi %3, %b : i32
  %5 = arith.addi %a, %1 : i32
  cf.cond_br %c, ^bb1(%4 : i32), ^bb2(%5 : i32)
^bb1(%x: i32):
  %6 = arith.xori %x, %x : i32
  %7 = arith.addi %6, %x : i32
  cf.br ^bb3(%7 : i32)
^bb2(%y: i32):
  %8 = arith.muli %y, %c1 : i32
  cf.br ^bb3(%8 : i32)
^bb3(%z: i32):
  %9 = arith.addi %z, %a : i32
  %10 = arith.addi %z, %a : i32
  %11 = arith.muli %9, %10 : i32
  return %11 : i32
}

func.func @nested(%a: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (index) {
    %t = arith.addi %c1, %c1 : index
    %u = arith.muli %i, %t : index
    %v = arith.subi %u, %u : index
    %w = arith.addi %acc, %v : index
    %x = arith.addi %w, %i : index
    scf.yield %x : index
  }
  %s = arith.addi %r, %c0 : index
  return %s : index
}

// CHECK-LABEL: func.func @chain(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:   %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c6_i32 : i32
// CHECK-NEXT:   %1 = arith.select %arg2, %arg1, %0 : i32
// CHECK-NEXT:   %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT:   %3 = arith.muli %2, %2 : i32
// CHECK-NEXT:   return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (index) {
// CHECK-NEXT:     %1 = arith.addi %arg3, %arg2 : index
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
