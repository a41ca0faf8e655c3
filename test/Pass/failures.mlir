// RUN: not ropt %s -test-pass-failure=gen-diagnostics=true --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not ropt %s --pass-pipeline='builtin.module(test-pass-failure)' --mlir-pass-pipeline-crash-reproducer=%t 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: FileCheck %s --input-file=%t --check-prefix=REPRO
// RUN: not ropt %s -test-pass-crash --mlir-pass-pipeline-crash-reproducer=%t.crash 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: not ropt %s -test-pass-crash 2>&1 | FileCheck %s --check-prefix=PANIC

module {}

// FAIL: failures.mlir:7:1: error: illegal operation
// FAIL-NEXT: module {}
// FAIL-NEXT: ^
// FAIL-NEXT: // -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// FAIL-NEXT: module {
// FAIL-NEXT: }

// NOTE: failures.mlir:7:1: error: Failures have been detected while processing an MLIR pass pipeline
// NOTE-NEXT: module {}
// NOTE-NEXT: ^
// NOTE-NEXT: failures.mlir:7:1: note: Pipeline failed while executing [`(anonymous namespace)::TestFailurePass` on 'builtin.module' operation]: reproducer generated at `{{.*}}`

// REPRO: module {
// REPRO-NEXT: }
// REPRO-EMPTY:
// REPRO-NEXT: {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(test-pass-failure{gen-diagnostics=false})",
// REPRO-NEXT:       disable_threading: false,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// CRASH: failures.mlir:7:1: error: Failures have been detected while processing an MLIR pass pipeline
// CRASH: note: Pipeline failed while executing [`(anonymous namespace)::TestCrashRecoveryPass` on 'builtin.module' operation]: reproducer generated at

// ropt reports a crash without a reproducer as an error (mlir-opt aborts).
// PANIC: failures.mlir:7:1: error: pass '(anonymous namespace)::TestCrashRecoveryPass' (test-pass-crash) crashed while running on 'builtin.module' operation: test-pass-crash always crashes
// PANIC-NOT: panicked

