// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// SSA value errors of the parser, with mlir-opt's messages and locations.

// expected-error@+1 {{use of undeclared SSA value name}}
"tst.use"(%missing) : (i32) -> ()

// -----

// expected-note@+1 {{previously defined here}}
%0 = "tst.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "tst.a"() : () -> i32

// -----

// expected-note@+1 {{prior use here}}
%0 = "tst.a"() : () -> i64
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i32' vs 'i64'}}
"tst.use"(%0) : (i32) -> ()

// -----

// expected-note@+1 {{prior use here}}
"tst.use"(%fwd) : (i32) -> ()
// expected-error@+1 {{use of value '%fwd' expects different type than prior uses: 'f32' vs 'i32'}}
"tst.use"(%fwd) : (f32) -> ()
%fwd = "tst.a"() : () -> i32

// -----

// expected-note@+1 {{previously used here with type 'i32'}}
"tst.use"(%fwd) : (i32) -> ()
// expected-error@+1 {{definition of SSA value '%fwd#0' has type 'i64'}}
%fwd = "tst.a"() : () -> i64

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "tst.a"() : () -> i32

// -----

// expected-error@+1 {{operation defines 3 results but was provided 2 to bind}}
%a, %b = "tst.a"() : () -> (i32, i32, i32)

// -----

%0:2 = "tst.a"() : () -> (i32, i32)
// expected-error@+1 {{reference to invalid result number}}
"tst.use"(%0#2) : (i32) -> ()

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%x = "tst.a"() : () -> ()

// -----

// expected-error@+1 {{expected named operation to have at least 1 result}}
%x:0 = "tst.a"() : () -> ()

// -----

// expected-error@+1 {{invalid SSA value result number}}
"tst.use"(%0#x) : (i32) -> ()

// -----

// Both undefined names are reported; one directive matches both.
// expected-error@+1 {{use of undeclared SSA value name}}
"tst.use"(%a, %b) : (i32, i32) -> ()

// -----

"tst.r"() ({
  %inner = "tst.a"() : () -> i32
}) : () -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"tst.use"(%inner) : (i32) -> ()

// -----

// expected-note@+1 {{previously defined here}}
%outer = "tst.a"() : () -> i32
"tst.r"() ({
  // expected-error@+1 {{redefinition of SSA value '%outer'}}
  %outer = "tst.a"() : () -> i32
}) : () -> ()

// -----

"tst.r"() ({
// expected-note@+2 {{previously defined here}}
// expected-error@+1 {{redefinition of SSA value '%a'}}
^bb0(%a: i32, %a: i32):
}) : () -> ()

// -----

"tst.r"() ({
  // expected-error@+1 {{use of undeclared SSA value name}}
  "tst.use"(%undefined_in_region) : (i32) -> ()
}) : () -> ()

// -----

"tst.r"() ({
  %a = "tst.a"() : () -> i32
}) : () -> ()
"tst.r"() ({
  %a = "tst.a"() : () -> i32
  "tst.use"(%a) : (i32) -> ()
}) : () -> ()

// -----

// Values of an enclosing isolated-from-above op are out of reach.
%outer = "tst.a"() : () -> i32
// expected-note@+1 {{required by region isolation constraints}}
module {
  // expected-error@+1 {{'tst.use' op using value defined outside the region}}
  "tst.use"(%outer) : (i32) -> ()
}
