// RUN: ropt %s -test-pm-nested-pipeline -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: ropt %s -test-pm-nested-pipeline -mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: not ropt %s -pass-pipeline='builtin.module(builtin.module(func.func(test-module-pass)))' 2>&1 | FileCheck %s --check-prefix=MISPLACED
// RUN: not ropt %s -pass-pipeline='builtin.module(func.func(cse{foo=1}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: ropt %s -test-module-pass -test-stats-pass | FileCheck %s --check-prefix=IR

// The pass manager's test passes: the nested pipeline, where module and function passes
// may be scheduled, and the trace of pipelines a pass could not be added to.

func.func @f() {
  "test.a"() ({
    "test.b"() : () -> ()
  }) : () -> ()
  return
}

// NESTED:      Pass Manager with 2 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   builtin.module(
// NESTED-NEXT:     test-module-pass,
// NESTED-NEXT:     func.func(
// NESTED-NEXT:       test-function-pass
// NESTED-NEXT:     )
// NESTED-NEXT:   ),
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     test-function-pass
// NESTED-NEXT:   )
// NESTED-NEXT: )

// The nested `builtin.module` pipeline finds no module nested in the top one: only the
// outer function pass runs.
// BEFORE-NOT:  IR Dump
// BEFORE:      // -----// IR Dump Before (anonymous namespace)::TestFunctionPass (test-function-pass) //----- //
// BEFORE-NEXT: func.func @f() {
// BEFORE-NOT:  IR Dump

// MISPLACED:      <unknown>:0: error: Can't add pass '(anonymous namespace)::TestModulePass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// MISPLACED-NEXT: failed to add `test-module-pass` with options ``
// MISPLACED-NEXT: failed to add `func.func` with options `` to inner pipeline
// MISPLACED-NEXT: failed to add `builtin.module` with options `` to inner pipeline

// OPTION:      failed to add `cse` with options `foo=1`
// OPTION-NEXT: failed to add `func.func` with options `` to inner pipeline

// IR:      module {
// IR-NEXT:   func.func @f() {
// IR-NEXT:     "test.a"() ({
// IR-NEXT:       "test.b"() : () -> ()
// IR-NEXT:     }) : () -> ()
// IR-NEXT:     return
// IR-NEXT:   }
// IR-NEXT: }
