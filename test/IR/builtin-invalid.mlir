// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Verifier and parser errors of the builtin ops.

// expected-error@+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({}, {}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({}) : () -> i32

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "tst.a"() : () -> ()
^bb1:
  "tst.b"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
module attributes {x} {
}

// -----

// expected-error@+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({}) {sym_name = 3} : () -> ()

// -----

%a = "tst.a"() : () -> i32
// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types}}
%0 = builtin.unrealized_conversion_cast %a : i32, i32 to i64

// -----

%a = "tst.a"() : () -> i32
// expected-error@+1 {{expected ':'}}
%0 = builtin.unrealized_conversion_cast %a to i64

// -----

%a = "tst.a"() : () -> i32
// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = builtin.unrealized_conversion_cast %a : i32 to i64, i64

// -----

%a = "tst.a"() : () -> i32
// expected-error@+1 {{successors in non-terminator}}
"builtin.unrealized_conversion_cast"(%a)[^bb1] : (i32) -> ()

// -----

%a = "tst.a"() : () -> i32
// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
%0 = builtin.unrealized_conversion_cast %a : i32 into i64

// -----

// expected-error@+1 {{expected '{' to begin a region}}
module @m attributes {tst.a}
