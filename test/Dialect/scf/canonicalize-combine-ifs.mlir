// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// Expected output from mlir-opt 22 -canonicalize.
// CombineIfs: consecutive scf.if ops on the same condition (or its negation) merge.

func.func @same(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %b : i32
    scf.yield %y : i32
  }
  %s = scf.if %c -> (i32) {
    %z = arith.muli %r, %a : i32
    scf.yield %z : i32
  } else {
    %w = arith.xori %r, %b : i32
    scf.yield %w : i32
  }
  return %r, %s : i32, i32
}

func.func @no_else(%c: i1, %a: i32) {
  scf.if %c {
    "test.store"(%a) : (i32) -> ()
  }
  scf.if %c {
    "test.op"() : () -> ()
  }
  return
}

func.func @negated(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %s = scf.if %n -> (i32) {
    %z = arith.muli %r, %a : i32
    scf.yield %z : i32
  } else {
    %w = arith.subi %r, %b : i32
    scf.yield %w : i32
  }
  return %r, %s : i32, i32
}

func.func @first_without_else(%c: i1, %a: i32, %b: i32) -> i32 {
  scf.if %c {
    "test.store"(%a) : (i32) -> ()
  }
  %s = scf.if %c -> (i32) {
    %z = arith.muli %b, %a : i32
    scf.yield %z : i32
  } else {
    scf.yield %b : i32
  }
  return %s : i32
}

func.func @different(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    "test.store"(%a) : (i32) -> ()
  }
  scf.if %d {
    "test.op"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @same(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.muli %1, %arg1 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.xori %1, %arg2 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_else(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.store"(%arg1) : (i32) -> ()
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negated(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1, %arg1 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %arg1, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @first_without_else(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: "test.store"(%arg1) : (i32) -> ()
// CHECK-NEXT: %1 = arith.muli %arg2, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @different(%arg0: i1, %arg1: i1, %arg2: i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.store"(%arg2) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
