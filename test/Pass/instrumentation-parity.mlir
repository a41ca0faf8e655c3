// Instrumentation details checked against mlir-opt 22 (same flags, same input).
//
// Adjacent pipelines on one anchor time as one 'func.func' Pipeline; with threading and
// several functions the report has a User Time column.
// RUN: ropt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),symbol-dce)' -mlir-timing -o %t.out 2>&1 | FileCheck %s --check-prefix=MERGED
// RUN: ropt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),symbol-dce)' -mlir-timing -mlir-disable-threading -o %t.out 2>&1 | FileCheck %s --check-prefix=SERIAL
// With one worker thread ropt runs everything on one thread, but threading is still on (as
// for mlir-opt on one core): the report keeps its User Time column.
// RUN: env RAYON_NUM_THREADS=1 ropt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),symbol-dce)' -mlir-timing -o %t.out 2>&1 | FileCheck %s --check-prefix=MERGED
//
// A failed run still reports timing (no Output phase).
// RUN: not ropt %s -test-pass-failure -mlir-timing -o %t.out 2>&1 | FileCheck %s --check-prefix=FAILED
//
// Without threading, a failure on one function does not stop the others.
// RUN: not ropt %s --pass-pipeline='builtin.module(func.func(cse,test-pass-failure))' -mlir-print-ir-after-failure -mlir-disable-threading -o %t.out 2>&1 | FileCheck %s --check-prefix=CONTINUE
//
// The reproducer names the pipeline as it runs (merged, nested elements joined by ',') and
// ends with a newline; without threading only the first failure is named.
// RUN: not ropt %s --pass-pipeline='builtin.module(func.func(cse),func.func(test-pass-failure))' --mlir-pass-pipeline-crash-reproducer=%t.repro -mlir-disable-threading -o %t.out 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: FileCheck %s --input-file=%t.repro --check-prefix=REPRO --match-full-lines
// RUN: cat %t.repro %t.repro | FileCheck %s --check-prefix=TWICE --match-full-lines

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}

// MERGED:      ----User Time----  ----Wall Time----  ----Name----
// MERGED-NEXT: {{.*}}  Parser
// MERGED-NEXT: {{.*}}  'func.func' Pipeline
// MERGED-NEXT: {{.*}}    CSE
// MERGED-NEXT: {{.*}}      (A) DominanceInfo
// MERGED-NEXT: {{.*}}    Canonicalizer
// MERGED-NEXT: {{.*}}  SymbolDCE
// MERGED-NEXT: {{.*}}  Output
// MERGED-NEXT: {{.*}}  Rest
// MERGED-NEXT: {{.*}}  Total

// SERIAL:      {{^}}  ----Wall Time----  ----Name----
// SERIAL-NEXT: {{^ *[0-9.]+ \( *[0-9.]+%\)}}  Parser
// SERIAL-NEXT: {{.*}}  'func.func' Pipeline
// SERIAL-NEXT: {{.*}}    CSE
// SERIAL-NEXT: {{.*}}      (A) DominanceInfo
// SERIAL-NEXT: {{.*}}    Canonicalizer
// SERIAL-NEXT: {{.*}}  SymbolDCE

// FAILED:      ... Execution time report ...
// FAILED:      ----Wall Time----  ----Name----
// FAILED-NEXT: {{.*}}  Parser
// FAILED-NEXT: {{.*}}  (anonymous namespace)::TestFailurePass
// FAILED-NEXT: {{.*}}  Rest
// FAILED-NEXT: {{.*}}  Total

// CONTINUE:      // -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// CONTINUE-NEXT: func.func @f(%arg0: i32) -> i32 {
// CONTINUE:      // -----// IR Dump After (anonymous namespace)::TestFailurePass Failed (test-pass-failure) //----- //
// CONTINUE-NEXT: func.func @g(%arg0: i32) -> i32 {

// NOTE: note: Pipeline failed while executing [`(anonymous namespace)::TestFailurePass` on 'func.func' operation: @f]: reproducer generated at

// REPRO:      {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(func.func(cse,test-pass-failure{gen-diagnostics=false}))",
// REPRO-NEXT:       disable_threading: true,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// The file ends with a newline: a second copy starts on a line of its own.
// TWICE:      #-}
// TWICE-NEXT: module {
