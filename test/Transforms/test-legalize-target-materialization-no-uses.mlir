// RUN: ropt %s -test-target-materialization-with-no-uses | FileCheck %s
// Each test.type_changer is replaced by its operand, with i16 converted to i64: the second
// one's operand is seen through a target materialization (a test.cast) from the i32 that
// replaced the first one's result, which then has no use but must still be built.

// CHECK-LABEL: @foo
// CHECK-NEXT: %[[P:.*]] = "test.type_producer"() : () -> i32
// CHECK-NEXT: %[[C:.*]] = "test.cast"(%[[P]]) : (i32) -> i64
// CHECK-NEXT: "test.type_consumer"(%[[C]]) : (i64) -> ()
// CHECK-NEXT: return
func.func @foo() {
  %0 = "test.type_producer"() : () -> i32
  %1 = "test.type_changer"(%0) : (i32) -> i16
  %2 = "test.type_changer"(%1) : (i16) -> i64
  "test.type_consumer"(%2) : (i64) -> ()
  return
}
