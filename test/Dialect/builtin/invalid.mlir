// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Verifier errors of builtin.module and builtin.unrealized_conversion_cast (messages checked
// against mlir-opt 22).

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo} {
}

// -----

// expected-error @+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({}) {sym_name = 1} : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"builtin.module"() ({}) {sym_visibility = 1} : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires zero operands}}
"builtin.module"(%x) ({}) : (i32) -> ()
%x = "foo.x"() : () -> i32

// -----

%0 = "foo.x"() : () -> i32
// expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()

// -----

%0 = "foo.x"() : () -> i32
// expected-error @+1 {{expected non-function type}}
unrealized_conversion_cast %0 : i32 to

// -----

%0 = "foo.x"() : () -> i32
// expected-error @+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types}}
%1 = unrealized_conversion_cast %0 : i32, i64 to i8
