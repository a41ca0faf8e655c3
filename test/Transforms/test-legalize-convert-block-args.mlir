// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns="allow-pattern-rollback=1" | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -split-input-file -test-legalize-patterns="allow-pattern-rollback=0" | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -split-input-file | FileCheck %s --check-prefix=ROUNDTRIP
// -test-legalize-patterns: test.convert_block_args `duplicate` gets each block argument
// twice, then is legal; test.repetitive_1_to_n_consumer becomes a test.valid of the values
// its operand became. The op's custom form, with and without the optional operand (outputs
// from mlir-opt 22).

// CHECK-LABEL: func.func @duplicate() {
// CHECK-NEXT: test.convert_block_args  is_legal duplicate {
// CHECK-NEXT: ^bb0(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: f32):
// CHECK-NEXT: "test.valid"(%arg0, %arg1) : (i64, i64) -> ()
// CHECK-NEXT: } : () -> ()
// CHECK-NEXT: "test.return"() : () -> ()
func.func @duplicate() {
  test.convert_block_args duplicate {
  ^bb0(%arg0: i64, %arg1: f32):
    "test.repetitive_1_to_n_consumer"(%arg0) : (i64) -> ()
  } : () -> ()
  "test.return"() : () -> ()
}

// -----

// Already legal: left alone, an unknown op inside too.
// CHECK-LABEL: func.func @already_legal() {
// CHECK-NEXT: test.convert_block_args  is_legal duplicate {
// CHECK-NEXT: ^bb0(%arg0: i64):
// CHECK-NEXT: "test.foo"(%arg0) : (i64) -> ()
// CHECK-NEXT: } {test.attr} : () -> ()
func.func @already_legal() {
  test.convert_block_args is_legal duplicate {
  ^bb0(%arg0: i64):
    "test.foo"(%arg0) : (i64) -> ()
  } {test.attr} : () -> ()
  "test.return"() : () -> ()
}

// -----

// ROUNDTRIP-LABEL: func.func @forms(%arg0: i32) {
// ROUNDTRIP-NEXT: test.convert_block_args %arg0 is_legal replace_with_operand {
// ROUNDTRIP-NEXT: ^bb0(%arg1: i32):
// ROUNDTRIP-NEXT: "test.foo"(%arg1) : (i32) -> ()
// ROUNDTRIP-NEXT: } : (i32) -> ()
// ROUNDTRIP-NEXT: test.convert_block_args  is_legal {
// ROUNDTRIP-NEXT: "test.foo"() : () -> ()
// ROUNDTRIP-NEXT: } : () -> ()
func.func @forms(%a: i32) {
  "test.convert_block_args"(%a) <{is_legal, replace_with_operand}> ({
  ^bb0(%arg0: i32):
    "test.foo"(%arg0) : (i32) -> ()
  }) : (i32) -> ()
  test.convert_block_args is_legal {
    "test.foo"() : () -> ()
  } : () -> ()
  return
}
