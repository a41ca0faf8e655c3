// RUN: ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Syntax errors in the generic op form, blocks and regions.

// expected-error@+1 {{expected '(' to start operand list}}
"tst.a" : () -> ()

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"tst.a"()

// -----

// expected-error@+1 {{expected function type}}
"tst.a"() : i32

// -----

// expected-error@+1 {{expected 0 operand types but had 1}}
"tst.a"() : (i32) -> ()

// -----

%0 = "tst.a"() : () -> i32
// expected-error@+1 {{expected 2 operand types but had 1}}
"tst.b"(%0, %0) : (i32) -> ()

// -----

// expected-error@+1 {{empty operation name is invalid}}
"" () : () -> ()

// -----

// expected-error@+1 {{expected '=' after SSA name}}
%0 "tst.a"() : () -> i32

// -----

// expected-error@+1 {{expected integer number of results}}
%0: = "tst.a"() : () -> i32

// -----

// expected-error@+1 {{expected valid ssa identifier}}
%0, = "tst.a"() : () -> i32

// -----

// expected-error@+1 {{expected operation name in quotes}}
%0 = 42

// -----

// expected-error@+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
foo

// -----

// expected-error@+2 {{Dialect `tst' not found for custom op 'tst.custom'}}
// expected-note@+1 {{Available dialects: }}
tst.custom %x : i32

// -----

// expected-error@+1 {{custom op 'builtin.nothing' is unknown}}
builtin.nothing

// -----

// expected-error@+1 {{expected block name}}
"tst.br"() [ : () -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"tst.br"() [^bb0 : () -> ()

// -----

// expected-error@+1 {{reference to an undefined block}}
"tst.br"()[^nowhere] : () -> ()

// -----

"tst.r"() ({
^bb0:
  // expected-error@+1 {{reference to an undefined block}}
  "tst.br"()[^bb7] : () -> ()
}) : () -> ()

// -----

"tst.r"() ({
^bb0:
  "tst.br"()[^bb1] : () -> ()
^bb1:
  "tst.br"()[^bb1] : () -> ()
// expected-error@+1 {{redefinition of block '^bb1'}}
^bb1:
  "tst.ret"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{expected '>' to close properties}}
"tst.a"() <{p = 1} : () -> ()

// -----

// expected-error@+1 {{expected ')' to end region list}}
"tst.a"() ({} : () -> ()

// -----

"tst.r"() ({
// expected-error@+1 {{expected ':' after block name}}
^bb0 "tst.a"() : () -> ()
}) : () -> ()

// -----

"tst.r"() ({
// expected-error@+1 {{expected ':' and type for SSA operand}}
^bb0(%a):
}) : () -> ()

// -----

"tst.r"() ({
// expected-error@+1 {{expected SSA operand}}
^bb0(:
}) : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"tst.a"() {a = 1, a = 2} : () -> ()

// -----

// expected-error@+1 {{operation location alias was never defined}}
"tst.a"() : () -> () loc(#undefined_loc)

// -----

// expected-error@+1 {{expected location instance}}
"tst.a"() : () -> () loc()

// -----

// expected-error@+1 {{unexpected character}}
"tst.a"() : () -> () ;

// -----

// expected-error@+1 {{expected operation name in quotes}}
}
