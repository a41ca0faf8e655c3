// RUN: ropt %s -allow-unregistered-dialect -cse --mlir-timing --mlir-timing-display=list -o %t.out 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: ropt %s -allow-unregistered-dialect -cse --mlir-timing -o %t.out 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: ropt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(cse,cse),symbol-dce)' --mlir-timing --mlir-timing-display=tree -mlir-disable-threading -o %t.out 2>&1 | FileCheck %s --check-prefix=TREE

// LIST: ===-------------------------------------------------------------------------===
// LIST-NEXT:                          ... Execution time report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// LIST-EMPTY:
// LIST-NEXT:   ----Wall Time----  ----Name----
// LIST-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  root
// LIST-DAG:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// LIST-DAG:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  CSE
// LIST-DAG:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  (A) DominanceInfo
// LIST-DAG:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Output
// LIST:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Rest
// LIST-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total

// DEFAULT:   ----Wall Time----  ----Name----
// DEFAULT-NEXT:   {{.*}}  Parser
// DEFAULT-NEXT:   {{.*}}  CSE
// DEFAULT-NEXT:   {{.*}}    (A) DominanceInfo
// DEFAULT-NEXT:   {{.*}}  Output
// DEFAULT-NEXT:   {{.*}}  Rest
// DEFAULT-NEXT:   {{.*}}  Total

// TREE:   ----Wall Time----  ----Name----
// TREE-NEXT:   {{.*}}  Parser
// TREE-NEXT:   {{.*}}  'builtin.module' Pipeline
// TREE-NEXT:   {{.*}}    CSE
// TREE-NEXT:   {{.*}}      (A) DominanceInfo
// TREE-NEXT:   {{.*}}    CSE
// TREE-NEXT:   {{.*}}  SymbolDCE
// TREE-NEXT:   {{.*}}  Output
// TREE-NEXT:   {{.*}}  Rest
// TREE-NEXT:   {{.*}}  Total

module {
  module @m {
  }
}

