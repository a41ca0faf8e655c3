// RUN: ropt %s -canonicalize=max-iterations=-5 | FileCheck %s --check-prefix=NONE
// RUN: ropt %s -canonicalize=max-num-rewrites=-2 | FileCheck %s --check-prefix=NONE
// RUN: ropt %s -canonicalize=max-iterations=-1 | FileCheck %s --check-prefix=FOLDED
// RUN: ropt %s -test-greedy-patterns=max-iterations=-5 | FileCheck %s --check-prefix=NONE

// Only -1 means "no limit"; another negative limit allows no iteration (no rewrite) at all,
// as in mlir-opt 22.

// NONE:        %0 = arith.addi %c1_i32, %c1_i32 : i32
// FOLDED-NOT:  arith.addi
// FOLDED:      %c2_i32 = arith.constant 2 : i32
func.func @f() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i32
  return %b : i32
}
