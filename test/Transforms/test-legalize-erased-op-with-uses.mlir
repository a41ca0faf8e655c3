// RUN: ropt %s -test-legalize-unknown-root-patterns -split-input-file -verify-diagnostics | FileCheck %s
// An erased op whose result is still used at the end of the conversion is an error at the
// placeholder cast standing in for it; one whose users are erased too is fine.

func.func @remove_all_ops(%arg0: i32) -> i32 {
  // expected-error@below {{failed to legalize unresolved materialization from () to ('i32') that remained live after conversion}}
  %0 = "test.illegal_op_a"() : () -> i32
  // expected-note@below {{see existing live user here: func.return %0 : i32}}
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @erased_user_of_erased_op
// CHECK-SAME:  (%[[ARG:.*]]: i32) -> i32 {
// CHECK-NEXT:    return %[[ARG]] : i32
// CHECK-NEXT:  }
func.func @erased_user_of_erased_op(%arg0: i32) -> i32 {
  %0 = "test.illegal_op_b"() : () -> i32
  %1 = "test.cast"(%0, %arg0) : (i32, i32) -> i32
  return %arg0 : i32
}

// -----

func.func @compose_partial_1_to_n_erasure(%arg0: i32) -> i32 {
  %0 = "test.illegal_op_b"() : () -> i32
  // expected-error@below {{failed to legalize unresolved materialization from () to ('i32') that remained live after conversion}}
  %1 = "test.cast"(%0, %arg0) : (i32, i32) -> i32
  // expected-note@below {{see existing live user here: func.return %0 : i32}}
  return %1 : i32
}
