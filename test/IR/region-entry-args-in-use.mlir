// RUN: not ropt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Region entry arguments declared by a custom parser (function arguments, loop induction
// variables) may not reuse a name defined or used in their scope; mlir-opt 22's message and
// note differ from those of a redefined op result or block argument.

// CHECK: :14:{{[0-9]+}}: error: region entry argument '%a' is already in use
// CHECK-NEXT: func.func @f(%a: i32, %a: i32) {
// CHECK-NEXT: {{^ +\^$}}
// CHECK-NEXT: :14:{{[0-9]+}}: note: previously referenced here
// expected-error@+2 {{region entry argument '%a' is already in use}}
// expected-note@+1 {{previously referenced here}}
func.func @f(%a: i32, %a: i32) {
  return
}

// -----

// expected-note@+1 {{previously referenced here}}
func.func @f(%a: index) {
  // expected-error@+1 {{region entry argument '%a' is already in use}}
  scf.for %a = %a to %a step %a {
  }
  return
}

// -----

func.func @f() {
  %c = arith.constant 0 : index
  // expected-note@+1 {{previously referenced here}}
  "test.use"(%a) : (index) -> ()
  // expected-error@+1 {{region entry argument '%a' is already in use}}
  scf.for %a = %c to %c step %c {
  }
  return
}

// -----

// A block header keeps the redefinition message.
"test.op"() ({
// expected-note@+2 {{previously defined here}}
// expected-error@+1 {{redefinition of SSA value '%a'}}
^bb0(%a: i32, %a: i32):
  "test.t"() : () -> ()
}) : () -> ()

// -----

// Even a name defined above an isolated-from-above op is in use.
// expected-note@+1 {{previously referenced here}}
%a = "test.def"() : () -> index
"builtin.module"() ({
  // expected-error@+1 {{region entry argument '%a' is already in use}}
  func.func @g(%a: index) {
    return
  }
}) : () -> ()

// -----

// Names of sibling functions do not clash.
func.func @f(%a: index) {
  return
}
func.func @g(%a: index) {
  return
}
