// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// Folding of builtin.unrealized_conversion_cast, as mlir-opt 22 does: identity casts, and a
// cast that undoes all the results of another cast in order; unused casts are erased.

// CHECK-LABEL: func.func @identity(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @identity(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i32
  func.return %0 : i32
}

// CHECK-LABEL: func.func @roundtrip(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:    return %arg0, %arg1 : i32, f32
// CHECK-NEXT:  }
func.func @roundtrip(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, i8
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i8 to i32, f32
  func.return %1#0, %1#1 : i32, f32
}

// CHECK-LABEL: func.func @no_roundtrip_types(%arg0: i32) -> i16 {
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
// CHECK-NEXT:    return %1 : i16
// CHECK-NEXT:  }
func.func @no_roundtrip_types(%a: i32) -> i16 {
  %unused = builtin.unrealized_conversion_cast %a : i32 to i64
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  func.return %1 : i16
}

// CHECK-LABEL: func.func @no_roundtrip_partial(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:    %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, i8
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
// CHECK-NEXT:    "test.use"(%0#1) : (i8) -> ()
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @no_roundtrip_partial(%a: i32, %b: f32) -> i32 {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, i8
  %1 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
  "test.use"(%0#1) : (i8) -> ()
  func.return %1 : i32
}

// CHECK-LABEL: func.func @no_roundtrip_order(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:    %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
// CHECK-NEXT:    %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
// CHECK-NEXT:    return %1#0, %1#1 : i32, i32
// CHECK-NEXT:  }
func.func @no_roundtrip_order(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
  func.return %1#0, %1#1 : i32, i32
}
