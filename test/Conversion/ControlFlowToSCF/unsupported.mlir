// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf 2>/dev/null | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// Shapes ropt does not lift yet are left unchanged, the whole function (mlir-opt 22 lifts
// this loop to scf.while): nothing is half-transformed, and the acyclic function next to it
// is still lifted. A warning at the function says so.

// WARN: unsupported.mlir:[[@LINE+10]]:1: warning: ropt's -lift-cf-to-scf does not lift this function yet
// WARN-NOT: warning

// CHECK-LABEL: func.func @loop
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %0 = "test.cond"() : () -> i1
// CHECK-NEXT:    cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return
func.func @loop(%n: index) {
  cf.br ^bb1
^bb1:
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @diamond
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    scf.if %arg0 {
func.func @diamond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}
