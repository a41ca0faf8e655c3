// RUN: ropt %s -split-input-file | FileCheck %s

// scf.forall's `mapping`: an array of the gpu dialect's device mapping attributes, one
// per loop when it is not empty.

// CHECK-LABEL: func.func @mixed
// CHECK: } {mapping = [#gpu.thread<x>, #gpu.block<y>]}
func.func @mixed(%a: index) {
  scf.forall (%i, %j) in (%a, 3) {
  } {mapping = [#gpu.thread<x>, #gpu.block<y>]}
  return
}

// -----

// CHECK-LABEL: func.func @empty
// CHECK: } {mapping = []}
func.func @empty(%a: index) {
  scf.forall (%i) in (%a) {
  } {mapping = []}
  return
}

// -----

// CHECK-LABEL: func.func @kinds
// CHECK: } {mapping = [#gpu.lane<linear_dim_0>, #gpu.warp<z>, #gpu.warpgroup<x>]}
func.func @kinds(%a: index) {
  scf.forall (%i, %j, %k) in (%a, 3, 4) {
  } {mapping = [#gpu.lane<linear_dim_0>, #gpu.warp<z>, #gpu.warpgroup<x>]}
  return
}
