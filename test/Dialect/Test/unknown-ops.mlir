// RUN: not ropt %s -split-input-file 2>/dev/null | FileCheck %s
// RUN: not ropt %s -split-input-file -mlir-print-op-generic 2>/dev/null | FileCheck %s --check-prefix=GENERIC
// RUN: not ropt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// The test dialect accepts ops it does not define, as MLIR's does, without
// -allow-unregistered-dialect; other unknown dialects are still rejected.

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = "test.foo"(%arg0) : (i32) -> i32
// CHECK-NEXT:    "test.unknown_op_xyz"() ({
// CHECK-NEXT:      "test.inner"() : () -> ()
// CHECK-NEXT:    }) {attr = 1 : i64} : () -> ()
// CHECK-NEXT:    return %0 : i32
// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT:   %0 = "test.foo"(%arg0) : (i32) -> i32
func.func @f(%a: i32) -> i32 {
  %0 = "test.foo"(%a) : (i32) -> i32
  "test.unknown_op_xyz"() ({
    "test.inner"() : () -> ()
  }) {attr = 1} : () -> ()
  return %0 : i32
}

// -----

// An unknown op in custom form is an error.
func.func @custom(%a: i32) {
  // ERR: error: custom op 'test.bar' is unknown
  test.bar %a : i32
  return
}

// -----

func.func @other() {
  // ERR: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
  "other.op"() : () -> ()
  return
}
