// RUN: ropt %s -allow-unregistered-dialect -canonicalize | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s --check-prefix=CSE
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(cse))' -mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING

// func.constant is constant-like (deduplicated, erased when unused) and pure; pass pipelines
// nest on func.func (expected text from mlir-opt 22).

// CHECK-LABEL: func.func @dead(%arg0: i32) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead(%a: i32) {
  %f = func.constant @dead : (i32) -> ()
  func.return
}

// CHECK-LABEL: func.func @dedup() -> ((i32) -> (), (i32) -> ()) {
// CHECK-NEXT:    %f = constant @dead : (i32) -> ()
// CHECK-NEXT:    return %f, %f : (i32) -> (), (i32) -> ()
// CHECK-NEXT:  }
// CSE-LABEL: func.func @dedup() -> ((i32) -> (), (i32) -> ()) {
// CSE-NEXT:    %f = constant @dead : (i32) -> ()
// CSE-NEXT:    return %f, %f : (i32) -> (), (i32) -> ()
// CSE-NEXT:  }
func.func @dedup() -> ((i32) -> (), (i32) -> ()) {
  %f = func.constant @dead : (i32) -> ()
  %g = func.constant @dead : (i32) -> ()
  func.return %f, %g : (i32) -> (), (i32) -> ()
}

// Calls have unknown effects: not deduplicated.
// CSE-LABEL: func.func @calls() {
// CSE-NEXT:    call @dead_decl() : () -> ()
// CSE-NEXT:    call @dead_decl() : () -> ()
// CSE-NEXT:    return
func.func private @dead_decl()
func.func @calls() {
  func.call @dead_decl() : () -> ()
  func.call @dead_decl() : () -> ()
  func.return
}

// call_indirect of a constant callee becomes a direct call.
// CHECK-LABEL: func.func @indirect_of_constant(%arg0: i32) -> i64 {
// CHECK-NEXT:    %0 = call @target(%arg0) : (i32) -> i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
func.func private @target(i32) -> i64
func.func @indirect_of_constant(%a: i32) -> i64 {
  %f = func.constant @target : (i32) -> i64
  %0 = func.call_indirect %f(%a) : (i32) -> i64
  func.return %0 : i64
}

// CHECK-LABEL: func.func @indirect_of_argument(%arg0: (i32) -> i64, %arg1: i32) -> i64 {
// CHECK-NEXT:    %0 = call_indirect %arg0(%arg1) : (i32) -> i64
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
func.func @indirect_of_argument(%fn: (i32) -> i64, %a: i32) -> i64 {
  %0 = func.call_indirect %fn(%a) : (i32) -> i64
  func.return %0 : i64
}

// CHECK-LABEL: func.func @indirect_no_results() {
// CHECK-NEXT:    call @indirect_no_results() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @indirect_no_results() {
  %f = func.constant @indirect_no_results : () -> ()
  func.call_indirect %f() : () -> ()
  func.return
}

// TIMING: 'func.func' Pipeline
// TIMING:   CSE
