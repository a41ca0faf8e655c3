// RUN: ropt %s -test-print-liveness -split-input-file -verify-diagnostics -o /dev/null 2>&1 | FileCheck %s
// RUN: not ropt %s -test-print-liveness -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTE

// `-test-print-liveness` runs on symbols (MLIR's SymbolOpInterface pass): an unnamed module
// is not one. Under -verify-diagnostics the error has no "see current operation" note.
// (Expected output from mlir-opt 22.)

// expected-error @+1 {{'builtin.module' op trying to schedule pass '(anonymous namespace)::TestLivenessPass' on an unsupported operation}}
module {}

// NOTE: error: 'builtin.module' op trying to schedule pass '(anonymous namespace)::TestLivenessPass' on an unsupported operation
// NOTE: note: see current operation:

// -----

// CHECK:      Testing : named
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
module @named {}
