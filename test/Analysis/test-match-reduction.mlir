// RUN: ropt %s -pass-pipeline='builtin.module(func.func(test-match-reduction))' -verify-diagnostics -split-input-file
// RUN: ropt %s -pass-pipeline='builtin.module(func.func(test-match-reduction))' -split-input-file 2>&1 | FileCheck %s
// RUN: not ropt %s -test-match-reduction 2>&1 | FileCheck %s --check-prefix=TOP

// The reduction matcher on the loop-carried values of scf.for: one use by a two-operand
// combiner free of effects, whose one use is the terminator at the same position.

// TOP: <unknown>:0: error: unable to schedule pass '(anonymous namespace)::TestMatchReductionPass' on a PassManager intended to run on 'builtin.module'!

// expected-remark@below {{Testing function}}
func.func @add(%lb: index, %ub: index, %st: index, %init: f32, %v: f32) -> f32 {
  // expected-remark@below {{Reduction found in output #0!}}
  // expected-remark@below {{Reduced Value: %1 = arith.mulf %arg4, %arg4 : f32}}
  // expected-remark@below {{Combiner Op: %2 = arith.addf %arg6, %1 : f32}}
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %m = arith.mulf %v, %v : f32
    %a = arith.addf %acc, %m : f32
    scf.yield %a : f32
  }
  return %r : f32
}

// CHECK: remark: Testing function
// CHECK: remark: Reduction found in output #0!
// CHECK: remark: Reduced Value: %1 = arith.mulf %arg4, %arg4 : f32
// CHECK: note: see current operation:
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK: remark: Combiner Op: %2 = arith.addf %arg6, %1 : f32

// -----

// Each value combines the other loop-carried one: no reduction.
// expected-remark@below {{Testing function}}
func.func @crossed(%lb: index, %ub: index, %st: index, %init: f32, %v: f32) -> (f32, f32) {
  // expected-remark@below {{Reduction NOT found in output #0!}}
  // expected-remark@below {{Reduction NOT found in output #1!}}
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %init, %y = %init) -> (f32, f32) {
    %a = arith.addf %x, %y : f32
    %b = arith.mulf %v, %y : f32
    scf.yield %b, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// The combined value is not yielded; scf.while's regions have one argument each.
// expected-remark@below {{Testing function}}
func.func @not_yielded(%lb: index, %ub: index, %st: index, %init: f32, %v: f32) -> f32 {
  // expected-remark@below {{Reduction NOT found in output #0!}}
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %a = arith.addf %v, %acc : f32
    scf.yield %v : f32
  }
  %w = scf.while (%x = %init) : (f32) -> f32 {
    %c = arith.cmpf olt, %x, %v : f32
    scf.condition(%c) %x : f32
  } do {
  ^bb0(%y: f32):
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// Nested loops, outer first: the outer carried value is used by the inner loop; the inner
// one reduces a block argument of the function.
// expected-remark@below {{Testing function}}
func.func @nested(%lb: index, %ub: index, %st: index, %init: f32, %v: f32) -> f32 {
  // expected-remark@below {{Reduction NOT found in output #0!}}
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    // expected-remark@below {{Reduction found in output #0!}}
    // expected-remark@below {{Reduced Value: <block argument> of type 'f32' at index: 4}}
    // expected-remark@below {{Combiner Op: %2 = arith.mulf %arg8, %arg4 : f32}}
    %s = scf.for %j = %lb to %ub step %st iter_args(%acc2 = %acc) -> (f32) {
      %a = arith.mulf %acc2, %v : f32
      scf.yield %a : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
