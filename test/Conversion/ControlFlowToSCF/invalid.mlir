// RUN: not ropt %s -allow-unregistered-dialect -lift-cf-to-scf -split-input-file 2>&1 | FileCheck %s
// The preconditions of the transformation, reported as mlir-opt 22 reports them (at the
// first op of an unreachable block; at a terminator with successors but no
// BranchOpInterface), with the current-operation note; the pass fails.

// CHECK:      invalid.mlir:[[@LINE+8]]:3: error: 'test.x' op transformation does not support unreachable blocks
// CHECK-NEXT:   "test.x"() : () -> ()
// CHECK:      note: see current operation: "test.x"() : () -> ()
func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
^bb2:
  "test.x"() : () -> ()
  return
}

// -----

// CHECK:      invalid.mlir:[[@LINE+3]]:3: error: 'foo.br' op transformation does not support terminators with successors not implementing BranchOpInterface
// CHECK:      note: see current operation: "foo.br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
func.func @foreign(%c: i1) {
  "foo.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

// A loop without exits can only be followed by an unreachable func.return: in any other
// region the transformation fails at the back edge.
// CHECK:      invalid.mlir:[[@LINE+6]]:5: error: Cannot create unreachable terminator for 'scf.execute_region'
// CHECK-NEXT:     cf.br ^bb1(%i : i32)
func.func @infinite_in_execute_region(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.br ^bb1(%a : i32)
  ^bb1(%i : i32):
    cf.br ^bb1(%i : i32)
  }
  return %r : i32
}

// -----

// CHECK:      invalid.mlir:[[@LINE+7]]:5: error: Cannot create unreachable terminator for 'test.region'
// CHECK-NOT:  note
func.func @infinite_in_region() {
  "test.region"() ({
    cf.br ^bb1
  ^bb1:
    "test.a"() : () -> ()
    cf.br ^bb1
  }) : () -> ()
  return
}
