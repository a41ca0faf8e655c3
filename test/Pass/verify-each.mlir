// RUN: not ropt %s -allow-unregistered-dialect -test-pass-duplicate-symbols -cse 2>&1 | FileCheck %s
// RUN: ropt %s -allow-unregistered-dialect -test-pass-duplicate-symbols --verify-each=false | FileCheck %s --check-prefix=NOVERIFY
// RUN: not ropt %s -allow-unregistered-dialect -test-pass-duplicate-symbols -cse --mlir-pass-pipeline-crash-reproducer=%t 2>&1 | FileCheck %s --check-prefix=REPRO
// The verifier runs after each pass: the IR the test pass breaks is caught before `cse` runs,
// and the failure is attributed to the pass.

"test.a"() : () -> ()
"test.b"() : () -> ()

// CHECK: verify-each.mlir:8:1: error: redefinition of symbol named 'dup'
// CHECK: verify-each.mlir:7:1: note: see existing symbol definition here
// CHECK-NOT: error

// NOVERIFY: "test.a"() {sym_name = "dup"} : () -> ()
// NOVERIFY-NEXT: "test.b"() {sym_name = "dup"} : () -> ()

// REPRO: error: redefinition of symbol named 'dup'
// REPRO: verify-each.mlir:0:0: error: Failures have been detected while processing an MLIR pass pipeline
// REPRO: note: Pipeline failed while executing [`TestDuplicateSymbols` on 'builtin.module' operation]: reproducer generated at

