// Pass option values in single or double quotes (spaces and all) are unquoted, as are quoted
// list elements; an element with a space prints in braces, and a list given empty prints as
// `{}` (it stays an empty list, while `{''}` is one empty element, which enables no pattern).
// Expectations checked against mlir-opt 22 (`{{[{][{]}}` matches the two braces).
// RUN: ropt %s --pass-pipeline="builtin.module(canonicalize{region-simplify='aggressive' max-iterations='3' enable-patterns={}},symbol-privatize{exclude={'x y',f}})" --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=QUOTED
// RUN: ropt %s --pass-pipeline="builtin.module(func.func(canonicalize{enable-patterns={''} disable-patterns='a b'}))" --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: ropt %s "-symbol-privatize=exclude='g'" | FileCheck %s --check-prefix=FLAG

// QUOTED:      Pass Manager with 2 passes:
// QUOTED-NEXT: builtin.module(
// QUOTED-NEXT:   canonicalize{ enable-patterns={} max-iterations=3 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=true},
// QUOTED-NEXT:   symbol-privatize{exclude={{[{][{]}}x y},f}}
// QUOTED-NEXT: )
// QUOTED:      func.func @f(%arg0: i32) -> i32 {
// QUOTED-NEXT:   %c3_i32 = arith.constant 3 : i32
// QUOTED-NEXT:   %0 = arith.addi %arg0, %c3_i32 : i32
// QUOTED:      func.func private @g() {

// EMPTY:      canonicalize{disable-patterns={{[{][{]}}a b}} enable-patterns={} max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// EMPTY:      %0 = arith.addi %arg0, %c1_i32 : i32
// EMPTY-NEXT: %1 = arith.addi %0, %c2_i32 : i32

// FLAG: func.func private @f(
// FLAG: func.func @g()

func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}
func.func @g() {
  return
}
