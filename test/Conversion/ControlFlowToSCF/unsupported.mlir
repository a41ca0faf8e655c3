// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf 2>/dev/null | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -lift-cf-to-scf 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// Shapes ropt does not lift yet are left unchanged, the whole function (mlir-opt 22 lifts
// this one, the function nested in the module included): nothing is half-transformed, and
// the function next to it is still lifted. A warning at the function says so.

// WARN: unsupported.mlir:[[@LINE+16]]:1: warning: ropt's -lift-cf-to-scf does not lift this function yet
// WARN-NOT: warning

// CHECK-LABEL: func.func @module_multi_block
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    builtin.module {
// CHECK-NEXT:      func.func @inner(%arg1: i1) {
// CHECK-NEXT:        cf.cond_br %arg1, ^bb1, ^bb1
// CHECK-NEXT:      ^bb1:
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return
func.func @module_multi_block(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  builtin.module {
    func.func @inner(%d: i1) {
      cf.cond_br %d, ^bb1, ^bb1
    ^bb1:
      return
    }
  }
  cf.br ^bb2
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
