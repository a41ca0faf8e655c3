// RUN: ropt %s -test-legalize-type-conversion -allow-unregistered-dialect -split-input-file -verify-diagnostics | FileCheck %s
// -test-legalize-type-conversion converts cf.br, cf.cond_br and cf.switch (MLIR's structural
// type conversions of the cf dialect): their converted operands, their successors'
// signatures converted to match (outputs from mlir-opt 22).

// A loop: the successors' signatures converted by the branches that reach them.
// CHECK: module {
// CHECK-NEXT: func.func @loop(%arg0: f64, %arg1: i1) {
// CHECK-NEXT: %0 = "test.cast"(%arg0) : (f64) -> f32
// CHECK-NEXT: "foo.use"(%0) : (f32) -> ()
// CHECK-NEXT: cf.br ^bb1(%arg0 : f64)
// CHECK-NEXT: ^bb1(%1: f64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%1 : f64), ^bb2(%1 : f64)
// CHECK-NEXT: ^bb2(%2: f64):  // pred: ^bb1
// CHECK-NEXT: %3 = "test.cast"(%2) : (f64) -> f32
// CHECK-NEXT: "foo.use"(%3) : (f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loop(%arg0: f32, %c: i1) {
  "foo.use"(%arg0) : (f32) -> ()
  cf.br ^bb1(%arg0 : f32)
^bb1(%arg1: f32):
  cf.cond_br %c, ^bb1(%arg1 : f32), ^bb2(%arg1 : f32)
^bb2(%arg2: f32):
  "foo.use"(%arg2) : (f32) -> ()
  return
}

// -----

// Dropped operands and block arguments; branch weights kept.
// CHECK: module {
// CHECK-NEXT: func.func @dropped(%arg0: f64, %arg1: i1, %arg2: i1) {
// CHECK-NEXT: cf.cond_br %arg1 weights([3, 7]), ^bb1(%arg0 : f64), ^bb2(%arg0 : f64)
// CHECK-NEXT: ^bb1(%0: f64):  // pred: ^bb0
// CHECK-NEXT: %1 = "test.cast"(%0) : (f64) -> f32
// CHECK-NEXT: "foo.use"(%1) : (f32) -> ()
// CHECK-NEXT: cf.br ^bb2(%0 : f64)
// CHECK-NEXT: ^bb2(%2: f64):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: cf.cond_br %arg2, ^bb3, ^bb2(%2 : f64)
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dropped(%a: f32, %b: i8, %c: i1, %d: i1) {
  cf.cond_br %c weights([3, 7]), ^bb1(%a, %b : f32, i8), ^bb2(%a : f32)
^bb1(%x: f32, %y: i8):
  "foo.use"(%x) : (f32) -> ()
  cf.br ^bb2(%x : f32)
^bb2(%z: f32):
  cf.cond_br %d, ^bb3, ^bb2(%z : f32)
^bb3:
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @switch(%arg0: f64, %arg1: i1) {
// CHECK-NEXT: cf.switch %arg1 : i1, [
// CHECK-NEXT: default: ^bb1(%arg0 : f64),
// CHECK-NEXT: 0: ^bb2(%arg0, %arg0 : f64, f64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: f64):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%1: f64, %2: f64):  // pred: ^bb0
// CHECK-NEXT: %3 = "test.cast"(%1) : (f64) -> f32
// CHECK-NEXT: "foo.use"(%3) : (f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @switch(%a: f32, %i: i1) {
  cf.switch %i : i1, [
    default: ^bb1(%a : f32),
    0: ^bb2(%a, %a : f32, f32)
  ]
^bb1(%x: f32):
  return
^bb2(%y: f32, %z: f32):
  "foo.use"(%y) : (f32) -> ()
  return
}

// -----

// Two block arguments from one operand.
// CHECK: module {
// CHECK-NEXT: func.func @unconvertible(%arg0: f64) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : f64)
// CHECK-NEXT: ^bb1(%0: f64):  // pred: ^bb0
// CHECK-NEXT: %1 = "test.cast"(%0) : (f64) -> f32
// CHECK-NEXT: "foo.use"(%1) : (f32) -> ()
// CHECK-NEXT: cf.br ^bb2(%0, %0 : f64, f64)
// CHECK-NEXT: ^bb2(%2: f64, %3: f64):  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unconvertible(%a: f32) {
  cf.br ^bb1(%a : f32)
^bb1(%x: f32):
  "foo.use"(%x) : (f32) -> ()
  cf.br ^bb2(%x, %x : f32, f32)
^bb2(%p: f32, %q: f32):
  return
}

// -----

// A switch operand dropped: the switch is not converted.
func.func @switch_dropped(%a: f32, %i: i1, %j: i16) {
  // expected-error@below {{failed to legalize operation 'cf.switch' that was explicitly marked illegal}}
  cf.switch %i : i1, [
    default: ^bb1(%a : f32),
    0: ^bb2(%j : i16)
  ]
^bb1(%x: f32):
  return
^bb2(%z: i16):
  return
}
