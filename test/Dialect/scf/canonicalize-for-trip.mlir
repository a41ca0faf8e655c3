// RUN: ropt %s -canonicalize | FileCheck %s

// SimplifyTrivialLoops on scf.for with signed bounds: a constant step that is not positive
// runs no iteration; `ub - lb` wraps in the bounds' type (from -100 to 100 in i8 is a
// negative difference: no iteration); a typed loop whose lower bound is above its upper
// bound is removed. Expected output from mlir-opt 22 -canonicalize.

// CHECK-LABEL: func.func @negative_step(
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @zero_step(
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @empty_typed(
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @wrapping_i8(
// CHECK-NEXT:   return
// CHECK-LABEL: func.func @kept(
// CHECK:        scf.for
// CHECK:        func.call @ext2

func.func private @ext(index)
func.func private @ext2(i8)

func.func @negative_step(%a: index, %b: index) {
  %c-8 = arith.constant -8 : index
  scf.for %i = %a to %b step %c-8 {
    func.call @ext(%i) : (index) -> ()
  }
  return
}

func.func @zero_step(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %a to %b step %c0 {
    func.call @ext(%i) : (index) -> ()
  }
  return
}

func.func @empty_typed(%x: i16) {
  %c1 = arith.constant 1 : i8
  %c7 = arith.constant 7 : i16
  %lo = arith.constant -32768 : i16
  %c39 = arith.constant 39 : i16
  scf.for %i = %c39 to %lo step %c7 : i16 {
    func.call @ext2(%c1) : (i8) -> ()
  }
  return
}

func.func @wrapping_i8(%a: i8) {
  %c1 = arith.constant 1 : i8
  %hi = arith.constant 100 : i8
  %lo = arith.constant -100 : i8
  scf.for %i = %lo to %hi step %c1 : i8 {
    func.call @ext2(%i) : (i8) -> ()
  }
  return
}

func.func @kept(%a: i8) {
  %c1 = arith.constant 1 : i8
  %hi = arith.constant 100 : i8
  %lo = arith.constant -20 : i8
  scf.for %i = %lo to %hi step %c1 : i8 {
    func.call @ext2(%i) : (i8) -> ()
  }
  return
}
