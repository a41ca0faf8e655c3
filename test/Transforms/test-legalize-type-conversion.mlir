// RUN: ropt %s -test-legalize-type-conversion -allow-unregistered-dialect -split-input-file -verify-diagnostics | FileCheck %s
// -test-legalize-type-conversion (rollback allowed): the type converter's conversions and
// source materializations, patterns undone, and the materializations that cannot be built
// (outputs and diagnostics from mlir-opt 22).

// Materializations of the arguments a signature conversion drops or changes.
// CHECK-LABEL: func.func @args(%arg0: f64, %arg1: i1, %arg2: index, %arg3: f64) {
// CHECK-NEXT: %0 = "test.cast"(%arg3) : (f64) -> bf16
// CHECK-NEXT: %1 = "test.cast"(%arg0) : (f64) -> f32
// CHECK-NEXT: %2 = "test.type_producer"() : () -> i64
// CHECK-NEXT: %3 = "test.type_producer"() : () -> i32
// CHECK-NEXT: "foo.use"(%3, %1, %arg1, %2, %arg2, %0) : (i32, f32, i1, i64, index, bf16) -> ()
// CHECK-NEXT: return
// CHECK: func.func private @decl(f64, f64) -> (f64, i1)
func.func @args(%a: i32, %b: f32, %c: i1, %d: i64, %e: index, %f: bf16) {
  "foo.use"(%a, %b, %c, %d, %e, %f) : (i32, f32, i1, i64, index, bf16) -> ()
  return
}

func.func private @decl(f16, i8, f64, tensor<2xf32>) -> (f32, i1)

// -----

// Producers converted, their old types seen through test.cast.
// CHECK-LABEL: func.func @producers() {
// CHECK-NEXT: %0 = "test.type_producer"() : () -> f64
// CHECK-NEXT: %1 = "test.cast"(%0) : (f64) -> f32
// CHECK-NEXT: %2 = "test.type_producer"() : () -> i64
// CHECK-NEXT: %3 = "test.cast"(%2) : (i64) -> i16
// CHECK-NEXT: %4 = "test.type_producer"() : () -> f64
// CHECK-NEXT: %5 = "test.cast"(%4) : (f64) -> bf16
// CHECK-NEXT: %6 = "test.type_producer"() : () -> f64
// CHECK-NEXT: "foo.use"(%1, %3, %5, %6) : (f32, i16, bf16, f64) -> ()
// CHECK-NEXT: "test.legal_op_d"(%4) : (f64) -> ()
// CHECK-NEXT: return
func.func @producers() {
  %0 = "test.type_producer"() : () -> f32
  %1 = "test.type_producer"() : () -> i16
  %2 = "test.another_type_producer"() : () -> bf16
  %3 = "test.type_producer"() : () -> f64
  "foo.use"(%0, %1, %2, %3) : (f32, i16, bf16, f64) -> ()
  "test.replace_with_legal_op"(%2) : (bf16) -> ()
  return
}

// -----

// A consumer updated in place is never legal: its pattern is undone.
// CHECK-LABEL: func.func @consumer(%arg0: f64) {
// CHECK-NEXT: %0 = "test.cast"(%arg0) : (f64) -> f32
// CHECK-NEXT: "test.type_consumer"(%0) : (f32) -> ()
// CHECK-NEXT: "test.signature_conversion_undo"() ({
// CHECK-NEXT: ^bb0(%arg1: f32):
// CHECK-NEXT: "test.type_consumer"(%arg1) : (f32) -> ()
// CHECK-NEXT: "test.return"(%arg1) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
func.func @consumer(%arg0: f32) {
  "test.type_consumer"(%arg0) : (f32) -> ()
  "test.signature_conversion_undo"() ({
  ^bb0(%x: f32):
    "test.type_consumer"(%x) : (f32) -> ()
    "test.return"(%x) : (f32) -> ()
  }) : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @no_converter() {
// CHECK-NEXT: "test.signature_conversion_no_converter"() ({
// CHECK-NEXT: ^bb0(%arg0: f64, %arg1: i1):
// CHECK-NEXT: "test.legal_op_d"(%arg0) : (f64) -> ()
// CHECK-NEXT: "test.return"(%arg1) : (i1) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
func.func @no_converter() {
  "test.signature_conversion_no_converter"() ({
  ^bb0(%x: f16, %y: i1):
    "test.replace_with_legal_op"(%x) : (f16) -> ()
    "test.return"(%y) : (i1) -> ()
  }) : () -> ()
  return
}

// -----

func.func @dropped_in_use(%arg0: f32,
    // expected-error@below {{failed to legalize unresolved materialization from () to ('i8') that remained live after conversion}}
    %arg1: i8) {
  // expected-note@below {{see existing live user here: "foo.use"(%0, %1) : (f32, i8) -> ()}}
  "foo.use"(%arg0, %arg1) : (f32, i8) -> ()
  return
}

// -----

func.func @no_f16_cast() {
  // expected-error@below {{failed to legalize unresolved materialization from ('f64') to ('f16') that remained live after conversion}}
  %0 = "test.another_type_producer"() : () -> f16
  // expected-note@below {{see existing live user here}}
  "foo.use"(%0) : (f16) -> ()
  return
}

// -----

func.func @no_converter_live_use() {
  "test.signature_conversion_no_converter"() ({
  // expected-error@below {{failed to legalize unresolved materialization from ('f64') to ('f32') that remained live after conversion}}
  ^bb0(%x: f32):
    // expected-note@below {{see existing live user here: "foo.use"(%0) : (f32) -> ()}}
    "foo.use"(%x) : (f32) -> ()
    "test.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @illegal_producer() {
  // expected-error@below {{failed to legalize operation 'test.type_producer' that was explicitly marked illegal}}
  %0 = "test.type_producer"() : () -> i8
  return
}
