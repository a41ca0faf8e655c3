// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns -verify-diagnostics | FileCheck %s
// -test-legalize-patterns: a replacement of another type seen through a target
// materialization only by the pattern with the type converter; an erased op with used
// results and a region; a consumer taking its remapped operand or erased (outputs from
// mlir-opt 22).

// CHECK: notifyOperationInserted: test.valid_consumer, was unlinked
// CHECK: notifyOperationInserted: test.valid_consumer, was unlinked
// CHECK: module {
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

// -----

// CHECK: module {
// CHECK-NEXT: func.func @erase_with_region() {
// CHECK-NEXT: "test.valid"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @erase_with_region() {
  %0 = "test.erase_op"() ({
    "test.dummy"() ({
      "test.dummy_inner"() : () -> ()
    }) : () -> ()
  }) : () -> (i64)
  "test.drop_operands_and_replace_with_valid"(%0) : (i64) -> ()
}

// -----

// One remapped operand: TestUpdateConsumerType when it is an f64, else erased.
// CHECK: notifyBlockInserted into func.func: was unlinked
// CHECK-NEXT: notifyOperationInserted: test.type_consumer, was linked, exact position unknown
// CHECK-NEXT: notifyOperationInserted: test.type_consumer, was linked, exact position unknown
// CHECK-NEXT: notifyOperationInserted: test.return, was linked, exact position unknown
// CHECK-NEXT: notifyOperationModified: test.type_consumer
// CHECK-NEXT: notifyBlockErased
// CHECK-NEXT: notifyOperationModified: func.func
// CHECK-NEXT: notifyOperationInserted: test.type_consumer, was unlinked
// CHECK-NEXT: notifyOperationReplaced: test.type_consumer
// CHECK-NEXT: notifyOperationErased: test.type_consumer
// CHECK-NEXT: notifyOperationReplaced: test.type_consumer
// CHECK-NEXT: notifyOperationErased: test.type_consumer
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @consumers(%arg0: f64, %arg1: f16) {
// CHECK-NEXT: "test.type_consumer"(%arg0) : (f64) -> ()
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @consumers(%a: i64, %b: f16) {
  "test.type_consumer"(%a) : (i64) -> ()
  "test.type_consumer"(%b) : (f16) -> ()
  "test.return"() : () -> ()
}
