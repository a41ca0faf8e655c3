// RUN: ropt %s -canonicalize | FileCheck %s

// The math folders on f8E8M0FNU, as mlir-opt 22 (APFloat) folds them: a tie rounds away from
// zero (roundeven 0.5 is 1: the format keeps a single significand bit), floor 0.5 is the
// smallest value 2^-127 (no zero), and every finite value is normal.

// CHECK-LABEL: func.func @math() -> (f8E8M0FNU, f8E8M0FNU, i1, i1) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f8E8M0FNU
// CHECK-NEXT:   %cst_0 = arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   return %cst, %cst_0, %true, %true : f8E8M0FNU, f8E8M0FNU, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @math() -> (f8E8M0FNU, f8E8M0FNU, i1, i1) {
  %half = arith.constant 0.5 : f8E8M0FNU
  %min = arith.constant 0x0 : f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %r = math.roundeven %half : f8E8M0FNU
  %f = math.floor %half : f8E8M0FNU
  %n = math.isnormal %min : f8E8M0FNU
  %i = math.isnan %nan : f8E8M0FNU
  return %r, %f, %n, %i : f8E8M0FNU, f8E8M0FNU, i1, i1
}
