// RUN: ropt %s -allow-unregistered-dialect -test-legalize-patterns -verify-diagnostics | FileCheck %s
// With rollback, the users of a result replaced by a value of another type are noted as
// modified only if they are still there at the end (outputs from mlir-opt 22).

// CHECK: notifyOperationInserted: test.valid_producer, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.replace_with_valid_producer
// CHECK-NEXT: notifyOperationErased: test.replace_with_valid_producer
// CHECK-NEXT: notifyOperationInserted: test.valid_consumer, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.replace_with_valid_consumer
// CHECK-NEXT: notifyOperationErased: test.replace_with_valid_consumer
// CHECK-NEXT: notifyOperationInserted: test.valid_consumer, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.replace_with_valid_consumer
// CHECK-NEXT: notifyOperationErased: test.replace_with_valid_consumer
// CHECK-NEXT: notifyOperationInserted: test.cast, was unlinked
// CHECK-NEXT: notifyOperationReplaced: builtin.unrealized_conversion_cast
// CHECK-NEXT: notifyOperationModified: test.valid_consumer
// CHECK-NEXT: notifyOperationErased: builtin.unrealized_conversion_cast
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @valid_producer_consumer() {
// CHECK-NEXT: %0 = "test.valid_producer"() : () -> i16
// CHECK-NEXT: %1 = "test.cast"(%0) : (i16) -> f64
// CHECK-NEXT: "test.valid_consumer"(%1) : (f64) -> ()
// CHECK-NEXT: "test.valid_consumer"(%0) : (i16) -> ()
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @valid_producer_consumer() {
  %0 = "test.replace_with_valid_producer"() {type = i16} : () -> (i64)
  "test.replace_with_valid_consumer"(%0) {with_converter} : (i64) -> ()
  "test.replace_with_valid_consumer"(%0) : (i64) -> ()
  "test.return"() : () -> ()
}


