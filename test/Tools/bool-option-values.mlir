// RUN: ropt %s --mlir-print-debuginfo=false | FileCheck %s --check-prefix=OFF
// RUN: ropt %s --mlir-print-debuginfo --mlir-print-debuginfo=0 | FileCheck %s --check-prefix=OFF
// RUN: ropt %s -mlir-print-debuginfo=1 | FileCheck %s --check-prefix=ON
// RUN: ropt %s --mlir-print-debuginfo=TRUE --mlir-print-debuginfo | FileCheck %s --check-prefix=ON
// RUN: ropt %s --mlir-print-debuginfo= | FileCheck %s --check-prefix=ON
// RUN: ropt %s --mlir-elide-elementsattrs-if-larger=1 --mlir-elide-elementsattrs-if-larger=5 | FileCheck %s --check-prefix=LAST
// RUN: not ropt %s --mlir-print-debuginfo=yes 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ropt %s --verify-each=x 2>&1 | FileCheck %s --check-prefix=BADVE
// RUN: not ropt %S/Inputs/public-decl.mlir --mlir-print-op-on-diagnostic=0 2>&1 | FileCheck %s --check-prefix=NOOP

// Boolean options take LLVM's values (true/TRUE/True/1, false/FALSE/False/0, empty: true),
// and a later occurrence of an option overrides an earlier one.

// OFF: return{{$}}
// ON: return loc(#loc
// LAST: dense<[1, 2, 3]>
// BAD: ropt: for the --mlir-print-debuginfo option: 'yes' is invalid value for boolean argument! Try 0 or 1
// BADVE: ropt: for the --verify-each option: 'x' is invalid value for boolean argument! Try 0 or 1
// NOOP: error: 'func.func' op symbol declaration cannot have public visibility
// NOOP-NOT: see current operation
func.func @f() {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  return
}

