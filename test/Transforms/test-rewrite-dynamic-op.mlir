// RUN: ropt -test-rewrite-dynamic-op %s | FileCheck %s

// test.dynamic_one_operand_two_results is illegal: each becomes a test.dynamic_generic with
// the same operands, results and attributes.
func.func @rewrite_dynamic_op(%arg0: i32) -> i32 {
  %0:2 = "test.dynamic_one_operand_two_results"(%arg0) : (i32) -> (i32, i32)
  %1:2 = "test.dynamic_one_operand_two_results"(%0#1) {tag = "x", n = 3 : i64} : (i32) -> (i32, f32)
  %2 = "test.dynamic_generic"(%1#0, %0#0) : (i32, i32) -> i32
  return %2 : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @rewrite_dynamic_op(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0:2 = "test.dynamic_generic"(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT:     %1:2 = "test.dynamic_generic"(%0#1) {n = 3 : i64, tag = "x"} : (i32) -> (i32, f32)
// CHECK-NEXT:     %2 = "test.dynamic_generic"(%1#0, %0#0) : (i32, i32) -> i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
