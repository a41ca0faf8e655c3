// RUN: not ropt %s --pass-pipeline='builtin.module(foo)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not ropt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not ropt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not ropt %s --pass-pipeline='builtin.module(cse{bad=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not ropt %s --pass-pipeline='builtin.module(cse)' -cse 2>&1 | FileCheck %s --check-prefix=BOTH

// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: foo
// UNKNOWN-NEXT: ^

// PAREN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// PAREN-NEXT: func.func(cse
// PAREN-NEXT:           ^

// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option bad
// OPTION-EMPTY:
// OPTION-NEXT: failed to add `cse` with options `bad=1`

// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

module {}

