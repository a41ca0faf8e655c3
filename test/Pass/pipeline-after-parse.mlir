// RUN: not ropt %s -split-input-file '-test-greedy-patterns=max-iterations=x' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not ropt %s -split-input-file --pass-pipeline='builtin.module(bogus)' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not ropt %s -split-input-file --dump-pass-pipeline -cse 2>&1 | FileCheck %s --check-prefix=DUMP

// As mlir-opt 22 does, the pipeline is set up (and dumped) after each chunk has parsed: a
// pipeline error is reported once per chunk that parsed, and not for one that did not.
// (Expected output from mlir-opt 22.)

// OPTION:      ropt: for the --max-iterations option: 'x' value invalid for integer argument!
// OPTION-NEXT: <unknown>:0: error: {{$}}
// OPTION-NEXT: pipeline-after-parse.mlir:[[# @LINE + 10]]:5: error: expected operation name in quotes
// OPTION:      ropt: for the --max-iterations option: 'x' value invalid for integer argument!
// OPTION-NEXT: <unknown>:0: error: {{$}}
// OPTION-NEXT: // {{-----}}
// OPTION-NEXT: // {{-----}}
// OPTION-NOT:  {{.}}

// PIPELINE-COUNT-2: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
module {}
// -----
%x =
// -----
module {}

// DUMP:      Pass Manager with 1 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   cse
// DUMP-NEXT: )
// DUMP:      error: expected operation name in quotes
// DUMP:      Pass Manager with 1 passes:
// DUMP:      module {
