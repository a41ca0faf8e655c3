// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns="allow-pattern-rollback=1" | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns="allow-pattern-rollback=0" | FileCheck %s
// -test-legalize-patterns: test.detached_signature_conversion becomes a test.legal_op that
// takes its region, the entry block's arguments converted to f64 whatever their type
// (outputs from mlir-opt 22).

// CHECK-LABEL: func.func @one_arg() {
// CHECK-NEXT: "test.legal_op"() ({
// CHECK-NEXT: ^bb0(%arg0: f64):
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "test.return"() : () -> ()
func.func @one_arg() {
  "test.detached_signature_conversion"() ({
  ^bb0(%arg0: i64):
    "test.return"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}

// -----

// Each argument becomes one f64, a dropped (i16) or a split (f32) type too.
// CHECK-LABEL: func.func @three_args() {
// CHECK-NEXT: "test.legal_op"() ({
// CHECK-NEXT: ^bb0(%arg0: f64, %arg1: f64, %arg2: f64):
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @three_args() {
  "test.detached_signature_conversion"() ({
  ^bb0(%arg0: i16, %arg1: i32, %arg2: f32):
    "test.return"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}
