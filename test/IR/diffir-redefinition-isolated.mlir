// RUN: ROPT_PARSE_MIN_CHUNK=0 ropt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: ropt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -mlir-disable-threading

// A name visible above an isolated-from-above op may not be redefined inside it (mlir-opt
// gives isolated regions no name scope of their own), whether or not the parallel parser
// defers the regions around it.

// expected-note@+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
module {
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = "t.b"() : () -> i32
}

// -----

// expected-note@+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
"t.r"() ({
  func.func @f() {
    // expected-error@+1 {{redefinition of SSA value '%0'}}
    %0 = "t.b"() : () -> i32
    return
  }
}) : () -> ()

// -----

"builtin.module"() ({
  // expected-note@+1 {{previously defined here}}
  %x = "t.a"() : () -> i32
  "t.r"() ({
    "builtin.module"() ({
      // expected-error@+1 {{redefinition of SSA value '%x'}}
      %x = "t.b"() : () -> i32
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// Sibling isolated ops may reuse names.
func.func @f() {
  %0 = "t.a"() : () -> i32
  return
}
func.func @g() {
  %0 = "t.a"() : () -> i32
  return
}
