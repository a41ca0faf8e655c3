// RUN: not ropt %s -test-legalize-unknown-root-patterns 2>&1 | FileCheck %s
// The notes of a live placeholder for an erased op's result: the placeholder on one line
// (it has no region), and its user printed as the function numbers it.

// CHECK:      9:8: error: failed to legalize unresolved materialization from () to ('i32') that remained live after conversion
// CHECK:      9:8: note: see current operation: %0 = "builtin.unrealized_conversion_cast"() : () -> i32
// CHECK-NEXT: 10:8: note: see existing live user here: %1 = arith.addi %arg0, %0 : i32
func.func @erased(%a: i32) -> i32 {
  %0 = "test.illegal_op_a"() : () -> i32
  %1 = arith.addi %a, %0 : i32
  return %1 : i32
}
