// An unknown option gets mlir-opt 22's suggestion of the nearest known one (tool name aside):
// an option that takes a value keeps the value typed after `=`, an option that takes none
// (`--version`) is compared with the whole argument and suggested bare, and the dashes typed
// do not count. Misspelled pass options and pass names inside a pipeline get no suggestion.
// RUN: not ropt %s -canonicalise 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not ropt %s ---Canonicalize 2>&1 | FileCheck %s --check-prefix=DASHES
// RUN: not ropt %s --mlir-print-op-generc 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not ropt %s --mlir-print-op-generc=1 2>&1 | FileCheck %s --check-prefix=FLAG-VALUE
// RUN: not ropt %s -canonicalise=top-down=false 2>&1 | FileCheck %s --check-prefix=PASS-OPTIONS
// RUN: not ropt %s -verify-diagnostic=all 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not ropt %s --versio=1 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not ropt %s --symbol-privatiz=exclude=a 2>&1 | FileCheck %s --check-prefix=PRIVATIZE
// RUN: not ropt %s -canonicalize=max-iteratons=3 2>&1 | FileCheck %s --check-prefix=PASS-OPTION
// RUN: not ropt %s '--pass-pipeline=builtin.module(func.func(canonicalise))' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PIPELINE

// PASS:      {{^}}ropt: Unknown command line argument '-canonicalise'.  Try: '{{.*}}ropt --help'
// PASS-NEXT: {{^}}ropt: Did you mean '--canonicalize'?
// PASS-EMPTY:
// DASHES:      {{^}}ropt: Unknown command line argument '---Canonicalize'.  Try: '{{.*}}ropt --help'
// DASHES-NEXT: {{^}}ropt: Did you mean '--canonicalize'?
// FLAG:      {{^}}ropt: Unknown command line argument '--mlir-print-op-generc'.  Try: '{{.*}}ropt --help'
// FLAG-NEXT: {{^}}ropt: Did you mean '--mlir-print-op-generic'?
// FLAG-VALUE: {{^}}ropt: Did you mean '--mlir-print-op-generic=1'?
// PASS-OPTIONS: {{^}}ropt: Did you mean '--canonicalize=top-down=false'?
// VERIFY: {{^}}ropt: Did you mean '--verify-diagnostics=all'?
// VERSION: {{^}}ropt: Did you mean '--version'?
// PRIVATIZE: {{^}}ropt: Did you mean '--symbol-privatize=exclude=a'?

// PASS-OPTION:      {{^}}<unknown>:0: error: <Pass-Options-Parser>: no such option max-iteratons
// PASS-OPTION-NOT:  Did you mean
// PIPELINE:      {{^}}<unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: 'canonicalise' does not refer to a registered pass or pass pipeline
// PIPELINE-NEXT: {{^}}func.func(canonicalise)
// PIPELINE-NEXT: {{^}}          ^
// PIPELINE-NOT:  Did you mean
func.func @f() {
  return
}
