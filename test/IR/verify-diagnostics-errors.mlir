// RUN: not ropt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect 2>&1 >/dev/null | FileCheck %s

// What -verify-diagnostics reports when the diagnostics and the directives disagree.

// Bad regular expressions are reported first, when the directives are read.
// CHECK: verify-diagnostics-errors.mlir:[[# @LINE + 50]]:4: error: invalid regex: brackets ([ ]) not balanced
// CHECK-NEXT: {{^// expected-e.*$}}
// CHECK-NEXT: {{^ *\^~+$}}
// CHECK-NEXT: verify-diagnostics-errors.mlir:[[# @LINE + 23]]:11: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^"tst.use"\(%no_directive\) : \(i32\) -> \(\)$}}
// CHECK-NEXT: {{^ *\^$}}
// CHECK-NEXT: verify-diagnostics-errors.mlir:[[# @LINE + 25]]:11: error: unexpected error: use of undeclared SSA value name
// CHECK-NEXT: {{^"tst.use"\(%wrong_message\).*$}}
// CHECK-NEXT: {{^ *\^$}}
// CHECK-NEXT: verify-diagnostics-errors.mlir:[[# @LINE + 26]]:4: error: 'error' diagnostic emitted when expecting a 'remark'
// CHECK-NEXT: {{^// expected-r.*$}}
// CHECK-NEXT: {{^ *\^$}}
// CHECK-NEXT: verify-diagnostics-errors.mlir:[[# @LINE + 18]]:4: error: expected error "a message that is not produced" was not produced
// CHECK-NEXT: {{^// expected-e.*$}}
// CHECK-NEXT: {{^ *\^~+$}}
// CHECK-NEXT: verify-diagnostics-errors.mlir:[[# @LINE + 20]]:4: error: expected remark "use of undeclared" was not produced
// CHECK-NEXT: {{^// expected-r.*$}}
// CHECK-NEXT: {{^ *\^~+$}}
// CHECK-NEXT: verify-diagnostics-errors.mlir:[[# @LINE + 23]]:4: error: expected note "never attached" was not produced
// CHECK-NEXT: {{^// expected-n.*$}}
// CHECK-NEXT: {{^ *\^~+$}}
// Directives at unknown locations come last, twice.
// CHECK-NEXT: <unknown>:0: error: expected warning "nowhere" was not produced
// CHECK-NEXT: <unknown>:0: error: expected warning "nowhere" was not produced
// CHECK-NOT: error

"tst.use"(%no_directive) : (i32) -> ()

// -----

// expected-error@+1 {{a message that is not produced}}
"tst.use"(%wrong_message) : (i32) -> ()

// -----

// expected-remark@+1 {{use of undeclared}}
"tst.use"(%wrong_kind) : (i32) -> ()

// -----

"tst.a"() : () -> ()
// expected-note@-1 {{never attached}}

// -----

// expected-warning@unknown {{nowhere}}
"tst.a"() : () -> ()

// -----

// expected-error-re@+1 {{bad {{[a-z}}}}
"tst.a"() : () -> ()
