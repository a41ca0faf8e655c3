// RUN: not ropt %s -verify-diagnostics=only-expected -split-input-file 2>&1 | FileCheck %s --check-prefix=ONLY
// RUN: not ropt %s -verify-diagnostics=all -split-input-file 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not ropt %s --verify-diagnostics= -split-input-file 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not ropt %s --verify-diagnostics=some 2>&1 | FileCheck %s --check-prefix=BAD

// `only-expected` ignores the diagnostics no directive expects (even at a directive's line
// with another severity), and still reports the directives nothing matched. An empty mode is
// `all`.

// ONLY-NOT: unexpected error
// ONLY-NOT: diagnostic emitted when expecting
// ONLY: verify-diagnostics-modes.mlir:[[# @LINE + 1]]:19: error: expected error "no such error" was not produced
func.func @f() // expected-error {{no such error}}
func.func @g()

// -----

// ONLY-NOT: unexpected
// ONLY: verify-diagnostics-modes.mlir:[[# @LINE + 3]]:19: error: expected warning "symbol declaration cannot have public visibility" was not produced
// ALL: verify-diagnostics-modes.mlir:[[# @LINE - 6]]:1: error: unexpected error: 'func.func' op symbol declaration cannot have public visibility
// ALL: verify-diagnostics-modes.mlir:[[# @LINE + 1]]:19: error: 'error' diagnostic emitted when expecting a 'warning'
func.func @h() // expected-warning {{symbol declaration cannot have public visibility}}

// BAD: ropt: for the --verify-diagnostics option: Cannot find option named 'some'!
