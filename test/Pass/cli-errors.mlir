// Command-line errors worded as mlir-opt 22's option parser words them (tool name aside).
// RUN: not ropt %s -bogus-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not ropt %s --bogus-pass=3 2>&1 | FileCheck %s --check-prefix=UNKNOWN-VALUE
// RUN: not ropt %s -cse -mlir-timing-display=bogus 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: not ropt %s -cse -mlir-pass-statistics-display=x 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: not ropt %s -mlir-print-ir-after=bogus 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: not ropt %s -cse -mlir-print-ir-before=cse,bogus 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: not ropt %s -cse -mlir-print-ir-after-all -mlir-print-ir-module-scope 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not ropt %s -canonicalize=top-down=false,max-iterations=3 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not ropt %s -cse=bad=1 2>&1 | FileCheck %s --check-prefix=FLAG-OPTION
// RUN: rm -rf %t && mkdir -p %t && cd %t && not ropt %s -ofile.mlir 2>&1 | FileCheck %s --check-prefix=GROUPED
// RUN: ls %t | count 0

// UNKNOWN: ropt: Unknown command line argument '-bogus-pass'.  Try: '{{.*}}ropt --help'
// UNKNOWN-VALUE: ropt: Unknown command line argument '--bogus-pass=3'.  Try: '{{.*}}ropt --help'
// TIMING: {{^}}ropt: for the --mlir-timing-display option: Cannot find option named 'bogus'!
// TIMING-EMPTY:
// STATS: {{^}}ropt: for the --mlir-pass-statistics-display option: Cannot find option named 'x'!
// AFTER: {{^}}ropt: for the --mlir-print-ir-after option: Cannot find option named 'bogus'!
// AFTER-EMPTY:
// BEFORE: {{^}}ropt: for the --mlir-print-ir-before option: Cannot find option named 'bogus'!

// Module scope needs threading off even when nothing is nested (checked against mlir-opt 22).
// SCOPE: {{^}}<unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
// SCOPE-EMPTY:
// SCOPE-NOT: IR Dump

// A pass flag's bad option is not followed by "failed to add" (only --pass-pipeline's is).
// BOOL: {{^}}ropt: for the --top-down option: 'false,max-iterations=3' is invalid value for boolean argument! Try 0 or 1
// BOOL-NEXT: {{^}}<unknown>:0: error: {{$}}
// BOOL-NOT: failed to add
// FLAG-OPTION: {{^}}<unknown>:0: error: <Pass-Options-Parser>: no such option bad
// FLAG-OPTION-EMPTY:
// FLAG-OPTION-NOT: failed to add

func.func @f() {
  return
}

// `-o` takes its file as the next argument: `-ofile.mlir` is an unknown option, and no file
// is written.
// GROUPED:      {{^}}ropt: for the -o option: may not occur within a group!
// GROUPED-NEXT: {{^}}ropt: Unknown command line argument '-ofile.mlir'.  Try: '{{.*}}ropt --help'
// GROUPED-NEXT: {{^}}ropt: Did you mean '-o'?
