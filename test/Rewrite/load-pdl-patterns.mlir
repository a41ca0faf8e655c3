// RUN: ropt %s --load-patterns %S/Inputs/pdl-rules.mlir -canonicalize | FileCheck %s
// RUN: ropt %s --load-patterns %S/Inputs/pdl-rules.mlir | FileCheck %s --check-prefix=NONE
// RUN: ropt %s --load-patterns %S/Inputs/pdl-rules.mlir -canonicalize=trace-rewrites=text 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// PDL patterns of a .mlir file join the patterns -canonicalize applies (and only those):
// the new arith.addi is then canonicalized and folded like any other op.

// CHECK-LABEL: func.func @twice
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[K:.*]] = "test.twice"(%[[A]]) {keep} : (i32) -> i32
// CHECK-NEXT: return %[[K]] : i32
// NONE: "test.twice"(%arg0) : (i32) -> i32
// TRACE: apply: pattern 'twice_to_add' on 'test.twice' at {{.*}}load-pdl-patterns.mlir:[[@LINE+2]]:8
func.func @twice(%a: i32) -> i32 {
  %0 = "test.twice"(%a) : (i32) -> i32
  %1 = "test.twice"(%0) {keep} : (i32) -> i32
  return %1 : i32
}

// CHECK-LABEL: func.func @folded
// CHECK-NEXT: %[[C:.*]] = arith.constant 6 : i32
// CHECK-NEXT: return %[[C]] : i32
// TRACE: apply: pattern 'twice_to_add' on 'test.twice' at {{.*}}load-pdl-patterns.mlir:[[@LINE+4]]:8
// TRACE-NOT: apply: pattern 'twice_to_add'
func.func @folded() -> i32 {
  %c = arith.constant 3 : i32
  %0 = "test.twice"(%c) : (i32) -> i32
  return %0 : i32
}
