// RUN: ropt --list-passes | FileCheck %s
// RUN: ropt --help | FileCheck %s --check-prefix=HELP
// Laid out as mlir-opt's list: descriptions aligned one column after the longest name,
// `-   ` for passes and `- ` for their options.

// CHECK:      Passes:
// CHECK-NEXT:   --arith-expand                    -   Legalize Arith ops to be convertible to LLVM.
// CHECK-NEXT:   --canonicalize                    -   Canonicalize operations
// CHECK:          --top-down                      - Seed the worklist in general top-down order
// CHECK-NEXT:   --composite-fixed-point-pass      -   Composite fixed point pass
// CHECK-NEXT:     --max-iterations=<int>          - Maximum number of iterations if inner pipeline
// CHECK-NEXT:     --name=<string>                 - Composite pass display name
// CHECK-NEXT:     --pipeline=<string>             - Composite pass inner pipeline
// CHECK-NEXT:   --convert-complex-to-standard     -   Convert Complex dialect to standard dialect
// CHECK-NEXT:     --complex-range=<value>         - Control the intermediate calculation of complex number division
// CHECK-NEXT:     =improved                     -   improved (default)
// CHECK-NEXT:     =basic                        -   basic
// CHECK-NEXT:     =none                         -   none
// CHECK-NEXT:   --convert-math-to-funcs           -   Convert Math operations to calls of outlined implementations.
// CHECK-NEXT:     --convert-ctlz                  - Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.
// CHECK-NEXT:     --min-width-of-fpowi-exponent=<uint> - Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value
// CHECK-NEXT:   --convert-pdl-to-pdl-interp       -   Convert PDL ops to PDL interpreter ops
// CHECK-NEXT:   --convert-scf-to-cf               -   Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG
// CHECK-NEXT:     --allow-pattern-rollback        - Experimental performance flag to disallow pattern rollback
// CHECK-NEXT:   --cse                             -   Eliminate common sub-expressions
// CHECK-NEXT:   --duplicate-function-elimination  -   Deduplicate functions
// CHECK-NEXT:   --lift-cf-to-scf                  -   Lift ControlFlow dialect to SCF dialect
// CHECK-NEXT:   --math-expand-ops                 -   Expand math operations.
// CHECK-NEXT:     --ops=<string>                  - Operations to expand.
// CHECK-NEXT:   --print-op-stats                  -   Print statistics of operations
// CHECK-NEXT:     --json                          - print the stats as JSON
// CHECK-NEXT:   --reconcile-unrealized-casts      -   Simplify and eliminate unrealized conversion casts
// CHECK-NEXT:   --sccp                            -   Sparse Conditional Constant Propagation
// CHECK-NEXT:   --strip-debuginfo                 -   Strip debug info from all operations
// CHECK-NEXT:   --symbol-dce                      -   Eliminate dead symbols
// CHECK-NEXT:   --symbol-privatize                -   Mark symbols private
// CHECK-NEXT:     --exclude=<string>              - Comma separated list of symbols that should not be marked private

// HELP: Compiler passes to run
// HELP-NEXT: Passes:
// HELP-NEXT: --arith-expand

