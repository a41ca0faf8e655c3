// RUN: ropt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline{op-name=inner run-on-parent=1 dynamic-pipeline=cse}))' -split-input-file -verify-diagnostics | FileCheck %s

// A dynamic pipeline cannot run on the parent of the pass's op: the error is at the parent,
// and the pass (expecting the failure) succeeds.

// expected-error @+1 {{'builtin.module' op Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing}}
module @outer {
  module @inner {
    func.func private @f()
  }
  // Not selected by op-name: no error.
  module @other {
  }
}

// CHECK: module @outer {
// CHECK-NEXT: module @inner {
