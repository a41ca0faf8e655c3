// RUN: ropt %s -canonicalize | FileCheck %s

// A single-block function without nested regions: dead pure ops go (users before their
// operands), ops with effects and their operands stay.

func.func private @effect(i32) -> i32

// CHECK-LABEL: func.func @dead_chain
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[C:.*]] = call @effect(%[[M]]) : (i32) -> i32
// CHECK-NEXT: %[[X:.*]] = arith.xori %[[A]], %[[B]] : i32
// CHECK-NEXT: return %[[X]] : i32
func.func @dead_chain(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.subi %0, %a : i32
  %3 = func.call @effect(%1) : (i32) -> i32
  %4 = arith.divsi %2, %3 : i32
  %5 = arith.xori %a, %b : i32
  %6 = arith.andi %4, %0 : i32
  return %5 : i32
}

// With nested regions, the general liveness propagation runs.
// CHECK-LABEL: func.func @nested
// CHECK: scf.if
// CHECK: arith.addi
// CHECK-NOT: arith.subi
func.func @nested(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.subi %0, %a : i32
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
