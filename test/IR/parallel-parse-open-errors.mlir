// RUN: ROPT_PARSE_MIN_CHUNK=0 ropt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: ropt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -mlir-disable-threading

// Errors about names inside regions of unregistered ops that the parallel parser defers
// (ROPT_PARSE_MIN_CHUNK=0): the diagnostics are the sequential parse's, as mlir-opt gives them.

// A use of a value that the enclosing (SSACFG) region defines later.
func.func @f() {
  "t.inner"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "t.use"(%late) : (i32) -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %late = "t.def"() : () -> i32
  return
}

// -----

// A use of an outer value with another type.
"builtin.module"() ({
  // expected-note@+1 {{prior use here}}
  %0 = "t.def"() : () -> i32
  "t.func"() ({
    // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
    "t.use"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A result number the outer value does not have.
"builtin.module"() ({
  %0:2 = "t.def"() : () -> (i32, i32)
  "t.func"() ({
    "t.use"(%0#1) : (i32) -> ()
    // expected-error@+1 {{reference to invalid result number}}
    "t.use"(%0#2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A redefinition of an outer name, in a nested region.
"builtin.module"() ({
  // expected-note@+1 {{previously defined here}}
  %0 = "t.def"() : () -> i32
  "t.func"() ({
    "t.inner"() ({
      // expected-error@+1 {{redefinition of SSA value '%0'}}
      %0 = "t.def"() : () -> i32
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A block argument named like an outer value.
"builtin.module"() ({
  // expected-note@+1 {{previously defined here}}
  %0 = "t.def"() : () -> i32
  "t.func"() ({
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  ^bb0(%0: i32):
    "t.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A name nobody defines, then a syntax error after the region: the later error wins.
"builtin.module"() ({
  "t.func"() ({
    "t.use"(%nope) : (i32) -> ()
  }) : () -> ()
  // expected-error@+1 {{expected non-function type}}
  "t.bad"() : () -> (
}) : () -> ()

// -----

// Two uses of an outer value, in nested regions, with different types.
"builtin.module"() ({
  // expected-note@+1 {{prior use here}}
  %0 = "t.def"() : () -> i32
  "t.func"() ({
    "t.use"(%0) : (i32) -> ()
    "t.inner"() ({
      // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'f32' vs 'i32'}}
      "t.use"(%0) : (f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A name used in a region and never defined.
"builtin.module"() ({
  %0 = "t.def"() : () -> i32
  "t.func"() ({
    "t.use"(%0) : (i32) -> ()
    // expected-error@+1 {{use of undeclared SSA value name}}
    "t.use"(%nope) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
